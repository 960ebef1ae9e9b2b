#include "ui/corpus/corpus_import_panel.h"

#include "core/corpus/corpus_import_job.h"
#include "core/corpus/corpus_reader.h"
#include "core/project/artefact_store.h"
#include "ui/i18n/core_text.h"
#include "ui/jobs/job_controller.h"
#include "ui/project/project_session.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/live_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hw::ui {

namespace {

const CorpusFormat kFormats[] = {CorpusFormat::Auto,    CorpusFormat::Txt,  CorpusFormat::Docs,
                                 CorpusFormat::Jsonl,   CorpusFormat::Csv,  CorpusFormat::Tsv,
                                 CorpusFormat::Parquet, CorpusFormat::Arrow};

} // namespace

CorpusImportPanel::CorpusImportPanel(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_jobs(jobs)
    , m_files(new QListWidget(this))
    , m_addFiles(new QPushButton(this))
    , m_addFolder(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_format(new QComboBox(this))
    , m_textField(new QComboBox(this))
    , m_unicodeForm(new QComboBox(this))
    , m_deduplicate(new QCheckBox(this))
    , m_minChars(new QSpinBox(this))
    , m_maxChars(new QSpinBox(this))
    , m_validationPercent(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_name(new QLineEdit(this))
    , m_preview(new QTableWidget(0, 3, this))
    , m_message(new QLabel(this))
    , m_import(new QPushButton(this))
    , m_filesLabel(new QLabel(this))
    , m_formatLabel(new QLabel(this))
    , m_fieldLabel(new QLabel(this))
    , m_unicodeLabel(new QLabel(this))
    , m_minLabel(new QLabel(this))
    , m_maxLabel(new QLabel(this))
    , m_validationLabel(new QLabel(this))
    , m_seedLabel(new QLabel(this))
    , m_nameLabel(new QLabel(this))
    , m_previewLabel(new QLabel(this)) {
    m_files->setObjectName(QStringLiteral("corpusFiles"));
    m_files->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_files->setMaximumHeight(90);
    m_addFiles->setObjectName(QStringLiteral("addCorpusFiles"));
    setActionIcon(m_addFiles, ActionIcon::Add);
    m_addFolder->setObjectName(QStringLiteral("addCorpusFolder"));
    setActionIcon(m_addFolder, ActionIcon::AddFolder);
    m_remove->setObjectName(QStringLiteral("removeCorpusFiles"));
    setActionIcon(m_remove, ActionIcon::Remove);
    m_format->setObjectName(QStringLiteral("corpusFormat"));
    for (CorpusFormat f : kFormats)
        m_format->addItem(QString(), int(f));
    m_textField->setObjectName(QStringLiteral("corpusTextField"));
    m_textField->setEditable(true);
    m_unicodeForm->setObjectName(QStringLiteral("corpusUnicodeForm"));
    m_unicodeForm->addItem(QStringLiteral("NFC"), int(UnicodeForm::Nfc));
    m_unicodeForm->addItem(QStringLiteral("NFKC"), int(UnicodeForm::Nfkc));
    m_unicodeForm->addItem(QString(), int(UnicodeForm::None));
    m_deduplicate->setObjectName(QStringLiteral("corpusDeduplicate"));
    m_deduplicate->setChecked(true);
    m_minChars->setObjectName(QStringLiteral("corpusMinChars"));
    m_minChars->setRange(1, 1000000);
    m_minChars->setValue(1);
    m_maxChars->setObjectName(QStringLiteral("corpusMaxChars"));
    m_maxChars->setRange(0, 100000000);
    m_validationPercent->setObjectName(QStringLiteral("corpusValidationPercent"));
    m_validationPercent->setRange(1, 50);
    m_validationPercent->setValue(10);
    m_validationPercent->setSuffix(QStringLiteral(" %"));
    m_seed->setObjectName(QStringLiteral("corpusSeed"));
    m_seed->setRange(0, 1 << 30);
    m_seed->setValue(42);
    m_name->setObjectName(QStringLiteral("corpusName"));
    m_preview->setObjectName(QStringLiteral("corpusPreview"));
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_preview->setWordWrap(false);
    m_message->setObjectName(QStringLiteral("corpusImportMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_import->setObjectName(QStringLiteral("importCorpus"));
    setActionIcon(m_import, ActionIcon::Import);
    m_import->setDefault(true);

    auto* fileButtons = new QVBoxLayout;
    fileButtons->addWidget(m_addFiles);
    fileButtons->addWidget(m_addFolder);
    fileButtons->addWidget(m_remove);
    fileButtons->addStretch();
    auto* files = new QHBoxLayout;
    files->addWidget(m_files, 1);
    files->addLayout(fileButtons);

    auto* options = new QGridLayout;
    options->addWidget(m_formatLabel, 0, 0);
    options->addWidget(m_format, 0, 1);
    options->addWidget(m_fieldLabel, 0, 2);
    options->addWidget(m_textField, 0, 3);
    options->addWidget(m_unicodeLabel, 1, 0);
    options->addWidget(m_unicodeForm, 1, 1);
    options->addWidget(m_deduplicate, 1, 2, 1, 2);
    options->addWidget(m_minLabel, 2, 0);
    options->addWidget(m_minChars, 2, 1);
    options->addWidget(m_maxLabel, 2, 2);
    options->addWidget(m_maxChars, 2, 3);
    options->addWidget(m_validationLabel, 3, 0);
    options->addWidget(m_validationPercent, 3, 1);
    options->addWidget(m_seedLabel, 3, 2);
    options->addWidget(m_seed, 3, 3);
    options->addWidget(m_nameLabel, 4, 0);
    options->addWidget(m_name, 4, 1, 1, 3);
    m_columns = new QLabel(this);
    m_columns->setObjectName(QStringLiteral("corpusColumns"));
    m_columns->setWordWrap(true);
    m_columns->hide();
    options->addWidget(m_columns, 5, 1, 1, 3);
    for (auto [label, buddy] : {std::pair<QLabel*, QWidget*>{m_formatLabel, m_format},
                                {m_fieldLabel, m_textField},
                                {m_unicodeLabel, m_unicodeForm},
                                {m_minLabel, m_minChars},
                                {m_maxLabel, m_maxChars},
                                {m_validationLabel, m_validationPercent},
                                {m_seedLabel, m_seed},
                                {m_nameLabel, m_name},
                                {m_filesLabel, m_files},
                                {m_previewLabel, m_preview}})
        label->setBuddy(buddy);

    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_message, 1);
    bottom->addWidget(m_import);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filesLabel);
    layout->addLayout(files);
    layout->addLayout(options);
    layout->addWidget(m_previewLabel);
    layout->addWidget(m_preview, 1);
    layout->addLayout(bottom);

    // "Importing…" stays only while that import runs; its result is the page's to show.
    connect(&m_jobs, &JobController::jobFinished, this, [this](const JobSnapshot& job) {
        if (job.id == m_importing) {
            m_importing = 0;
            showMessage({}, false);
        }
    });
    connect(m_addFiles, &QPushButton::clicked, this, &CorpusImportPanel::chooseFiles);
    connect(m_addFolder, &QPushButton::clicked, this, &CorpusImportPanel::chooseFolder);
    connect(m_remove, &QPushButton::clicked, this, &CorpusImportPanel::removeSelected);
    connect(m_files, &QListWidget::itemSelectionChanged, this, &CorpusImportPanel::refreshEnabled);
    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        refreshFields();
        refreshPreview();
    });
    connect(m_textField, &QComboBox::currentTextChanged, this, &CorpusImportPanel::refreshPreview);
    for (QSpinBox* box : {m_minChars, m_maxChars})
        connect(box, &QSpinBox::valueChanged, this, &CorpusImportPanel::refreshPreview);
    connect(m_unicodeForm, &QComboBox::currentIndexChanged, this, &CorpusImportPanel::refreshPreview);
    connect(m_import, &QPushButton::clicked, this, &CorpusImportPanel::startImport);
    connect(&m_session, &ProjectSession::projectChanged, this, &CorpusImportPanel::refreshEnabled);
    retranslate();
    refreshEnabled();
}

void CorpusImportPanel::addPaths(const QStringList& paths) {
    for (const QString& path : paths) {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        if (m_files->findItems(absolute, Qt::MatchExactly).isEmpty())
            m_files->addItem(absolute);
    }
    if (m_name->text().isEmpty())
        m_name->setText(suggestedName());
    refreshFields();
    refreshPreview();
    refreshEnabled();
}

QStringList CorpusImportPanel::paths() const {
    QStringList out;
    for (int i = 0; i < m_files->count(); ++i)
        out << m_files->item(i)->text();
    return out;
}

void CorpusImportPanel::chooseFiles() {
    const QStringList chosen =
        QFileDialog::getOpenFileNames(this, tr("Add corpus files"), QString(),
                                      tr("Corpus files (*.txt *.jsonl *.json *.csv *.tsv *.gz *.zst *.xz "
                                         "*.parquet *.arrow);;All files (*)"));
    if (!chosen.isEmpty())
        addPaths(chosen);
}

void CorpusImportPanel::chooseFolder() {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Add a folder of corpus files"));
    if (!folder.isEmpty())
        addPaths({folder});
}

void CorpusImportPanel::removeSelected() {
    qDeleteAll(m_files->selectedItems());
    refreshFields();
    refreshPreview();
    refreshEnabled();
}

// The first file stands for all: its fields fill the chooser (files of one import share a layout).
void CorpusImportPanel::refreshFields() {
    const QStringList files = expandCorpusPaths(paths());
    const QString current = m_textField->currentText();
    const auto format = static_cast<CorpusFormat>(m_format->currentData().toInt());
    QStringList fields;
    QVector<ColumnarColumn> columns;
    if (!files.isEmpty()) {
        // A Parquet/Arrow file is described once: its columns with their types give the field names too.
        Expected<QVector<ColumnarColumn>> described = corpusColumns(files.first());
        if (described)
            columns = described.value();
        for (const ColumnarColumn& column : columns)
            fields << column.name;
        if (columns.isEmpty())
            if (Expected<QStringList> found = corpusFieldNames(files.first(), format))
                fields = found.value();
    }
    QSignalBlocker block(m_textField);
    m_textField->clear();
    m_textField->addItems(fields);
    // A Parquet/Arrow file's columns are shown with their types, so a column of text is told from the others.
    m_columnTypes.clear();
    for (const ColumnarColumn& column : columns)
        m_columnTypes << QStringLiteral("%1 · %2").arg(column.name, column.type);
    m_columns->setText(tr("Columns: %1").arg(m_columnTypes.join(QStringLiteral(", "))));
    m_columns->setVisible(!columns.isEmpty());
    m_textField->setEnabled(!fields.isEmpty());
    const QString preferred = fields.contains(current)                  ? current
                              : fields.contains(QStringLiteral("text")) ? QStringLiteral("text")
                                                                        : fields.value(0);
    m_textField->setCurrentText(preferred);
}

void CorpusImportPanel::refreshPreview() {
    m_preview->setRowCount(0);
    const QStringList files = expandCorpusPaths(paths());
    if (files.isEmpty())
        return;
    CorpusReadOptions read;
    read.format = static_cast<CorpusFormat>(m_format->currentData().toInt());
    read.splitLongText = true; // as the import reads: a line too long for one document becomes several
    if (m_textField->isEnabled() && !m_textField->currentText().isEmpty())
        read.textFields = {m_textField->currentText()};
    // A few kilobytes from the start of one file: quick enough for the UI thread.
    Expected<QVector<CorpusRecord>> records = previewCorpus(files.first(), read, kPreviewDocuments);
    if (!records) {
        showMessage([error = records.error()] { return shown(error); }, true);
        return;
    }
    showMessage({}, false);
    TextNormalization normalization;
    normalization.form = static_cast<UnicodeForm>(m_unicodeForm->currentData().toInt());
    for (const CorpusRecord& record : records.value()) {
        const QString text = normalizeText(record.text, normalization);
        const SkipNote note = text.size() < m_minChars->value()                              ? TooShort
                              : m_maxChars->value() > 0 && text.size() > m_maxChars->value() ? TooLong
                                                                                             : NotSkipped;
        const int row = m_preview->rowCount();
        m_preview->insertRow(row);
        auto* shown = new QTableWidgetItem(QString(text).replace(QLatin1Char('\n'), QStringLiteral(" ⏎ ")));
        shown->setToolTip(text.left(2000));
        m_preview->setItem(row, 0, new QTableWidgetItem(record.location));
        m_preview->setItem(row, 1, shown);
        auto* noteItem = new QTableWidgetItem;
        noteItem->setData(Qt::UserRole, note);
        m_preview->setItem(row, 2, noteItem);
    }
    showPreviewNotes();
}

void CorpusImportPanel::showPreviewNotes() {
    for (int row = 0; row < m_preview->rowCount(); ++row) {
        QTableWidgetItem* note = m_preview->item(row, 2);
        const int kind = note->data(Qt::UserRole).toInt();
        note->setText(kind == TooShort  ? tr("too short: skipped")
                      : kind == TooLong ? tr("too long: skipped")
                                        : QString());
    }
}

QString CorpusImportPanel::suggestedName() const {
    const QString first = paths().value(0);
    QString base = QFileInfo(first).completeBaseName();
    if (base.endsWith(QLatin1String(".txt")) || base.endsWith(QLatin1String(".jsonl")))
        base = QFileInfo(base).completeBaseName();
    return base.isEmpty() ? tr("corpus") : base;
}

bool CorpusImportPanel::startImport() {
    ProjectStore* store = m_session.current();
    if (!store) {
        showMessage(
            [] {
                return tr("Open or create a project first (Project page): corpora are stored in a project.");
            },
            true);
        return false;
    }
    if (paths().isEmpty()) {
        showMessage([] { return tr("Add at least one file or folder to import."); }, true);
        return false;
    }
    const QString name = m_name->text().trimmed();
    if (name.isEmpty()) {
        showMessage([] { return tr("Give the corpus a name."); }, true);
        m_name->setFocus();
        return false;
    }
    if (findArtefact(store->database(), ArtefactKind::Corpus, name)) {
        showMessage(
            [name] {
                return tr("The project already has a corpus named “%1”: choose another name.").arg(name);
            },
            true);
        m_name->setFocus();
        m_name->selectAll();
        return false;
    }
    CorpusImportSpec spec;
    spec.inputs = paths();
    spec.read.format = static_cast<CorpusFormat>(m_format->currentData().toInt());
    if (m_textField->isEnabled() && !m_textField->currentText().isEmpty())
        spec.read.textFields = {m_textField->currentText()};
    spec.normalization.form = static_cast<UnicodeForm>(m_unicodeForm->currentData().toInt());
    spec.deduplicate = m_deduplicate->isChecked();
    spec.minChars = m_minChars->value();
    spec.maxChars = m_maxChars->value();
    spec.validationRatio = m_validationPercent->value() / 100.0;
    spec.seed = uint64_t(m_seed->value());
    spec.projectPath = store->path();
    spec.corpusName = name;
    const JobId id = m_jobs.submit(std::make_shared<CorpusImportJob>(spec));
    showMessage([name] { return tr("Importing “%1”… (see Jobs)").arg(name); }, false);
    m_importing = id;
    // The files are the job's now: the panel is ready for the next corpus.
    m_files->clear();
    m_name->clear();
    refreshFields();
    refreshPreview();
    refreshEnabled();
    Q_EMIT importStarted(id, name);
    return true;
}

void CorpusImportPanel::showMessage(std::function<QString()> render, bool problem) {
    setLiveText(m_message, std::move(render));
    m_message->setStyleSheet(problem ? QStringLiteral("color: palette(highlight); font-weight: bold")
                                     : QString());
}

void CorpusImportPanel::refreshEnabled() {
    m_remove->setEnabled(!m_files->selectedItems().isEmpty());
    m_import->setEnabled(m_session.current() != nullptr && m_files->count() > 0);
    m_import->setToolTip(m_session.current() ? QString() : tr("Open or create a project first"));
}

void CorpusImportPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CorpusImportPanel::retranslate() {
    m_filesLabel->setText(tr("&Files and folders to import (drop them here):"));
    m_addFiles->setText(tr("Add &files…"));
    m_addFolder->setText(tr("Add f&older…"));
    m_remove->setText(tr("&Remove"));
    m_formatLabel->setText(tr("F&ormat:"));
    m_format->setItemText(0, tr("Detect from the file"));
    m_format->setItemText(1, tr("Plain text (one document per line)"));
    m_format->setItemText(2, tr("Documents separated by blank lines"));
    m_format->setItemText(3, tr("JSONL"));
    m_format->setItemText(4, tr("CSV"));
    m_format->setItemText(5, tr("TSV"));
    m_format->setItemText(6, tr("Parquet"));
    m_format->setItemText(7, tr("Arrow (the datasets cache)"));
    m_fieldLabel->setText(tr("&Text field:"));
    m_unicodeLabel->setText(tr("&Unicode normalisation:"));
    m_unicodeForm->setItemText(2, tr("None"));
    m_deduplicate->setText(tr("Drop &duplicate documents"));
    m_minLabel->setText(tr("&Minimum characters:"));
    m_maxLabel->setText(tr("Ma&ximum characters:"));
    m_maxChars->setSpecialValueText(tr("no limit"));
    m_validationLabel->setText(tr("&Validation share:"));
    m_seedLabel->setText(tr("Split s&eed:"));
    m_nameLabel->setText(tr("Corpus &name:"));
    m_previewLabel->setText(
        tr("Preview of the first %n document(s), as they will be stored:", nullptr, kPreviewDocuments));
    m_preview->setHorizontalHeaderLabels({tr("Location"), tr("Text"), tr("Note")});
    m_import->setText(tr("&Import"));

    m_files->setAccessibleName(tr("Files to import"));
    m_addFiles->setAccessibleName(tr("Add corpus files"));
    m_addFolder->setAccessibleName(tr("Add a folder of corpus files"));
    m_remove->setAccessibleName(tr("Remove the selected files"));
    m_format->setAccessibleName(tr("Corpus format"));
    m_textField->setAccessibleName(tr("Text field"));
    m_unicodeForm->setAccessibleName(tr("Unicode normalisation"));
    m_deduplicate->setAccessibleName(tr("Drop duplicate documents"));
    m_minChars->setAccessibleName(tr("Minimum characters per document"));
    m_maxChars->setAccessibleName(tr("Maximum characters per document"));
    m_validationPercent->setAccessibleName(tr("Validation share in percent"));
    m_seed->setAccessibleName(tr("Split seed"));
    m_name->setAccessibleName(tr("Corpus name"));
    m_preview->setAccessibleName(tr("Import preview"));
    m_message->setAccessibleDescription(tr("Import status"));
    m_import->setAccessibleName(tr("Import"));
    m_columns->setText(tr("Columns: %1").arg(m_columnTypes.join(QStringLiteral(", "))));
    m_textField->setToolTip(
        tr("For JSONL, CSV, TSV, Parquet and Arrow: the field or column that holds the text"));
    m_validationPercent->setToolTip(tr("Share of documents held out for validation; the split depends only "
                                       "on each document's text and the seed"));
    refreshEnabled(); // the import button's tooltip
    showPreviewNotes();
}

} // namespace hw::ui
