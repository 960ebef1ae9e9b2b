#include "ui/corpus/labelled_import_panel.h"
#include "ui/i18n/core_text.h"

#include "core/corpus/corpus_reader.h"
#include "core/corpus/labelled_import_job.h"
#include "ui/jobs/job_controller.h"
#include "ui/project/project_session.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/live_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hw::ui {

namespace {

// A file's name; for a folder, or for a dataset's split files (train-00000-of-00002.parquet), the dataset's
// name: its folder's, or the one above data/.
QString suggestedSetName(const QStringList& paths) {
    const QFileInfo first(paths.value(0));
    if (!first.isDir() && paths.size() == 1 && datasetSplitOf(first.filePath()).isEmpty())
        return first.completeBaseName();
    QDir folder = first.isDir() ? QDir(first.absoluteFilePath()) : first.absoluteDir();
    if (folder.dirName() == QLatin1String("data") && folder.cdUp())
        return folder.dirName();
    return folder.dirName();
}

} // namespace

LabelledImportPanel::LabelledImportPanel(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_jobs(jobs)
    , m_file(new QLineEdit(this))
    , m_choose(new QPushButton(this))
    , m_textField(new QComboBox(this))
    , m_labelFields(new QListWidget(this))
    , m_preview(new QTableWidget(this))
    , m_splits(new QLabel(this))
    , m_multiLabel(new QCheckBox(this))
    , m_delimiter(new QLineEdit(QStringLiteral(","), this))
    , m_fixedLabels(new QLineEdit(this))
    , m_validationPercent(new QSpinBox(this))
    , m_testPercent(new QSpinBox(this))
    , m_name(new QLineEdit(this))
    , m_message(new QLabel(this))
    , m_import(new QPushButton(this))
    , m_fileLabel(new QLabel(this))
    , m_textLabel(new QLabel(this))
    , m_labelsLabel(new QLabel(this))
    , m_delimiterLabel(new QLabel(this))
    , m_fixedLabelsLabel(new QLabel(this))
    , m_validationLabel(new QLabel(this))
    , m_testLabel(new QLabel(this))
    , m_nameLabel(new QLabel(this)) {
    m_splits->setObjectName(QStringLiteral("labelledFileSplits"));
    m_splits->setWordWrap(true);
    m_splits->hide();
    m_file->setObjectName(QStringLiteral("labelledFile"));
    m_choose->setObjectName(QStringLiteral("chooseLabelledFile"));
    setActionIcon(m_choose, ActionIcon::OpenFile);
    m_textField->setObjectName(QStringLiteral("labelledTextField"));
    m_textField->setEditable(true);
    m_labelFields->setObjectName(QStringLiteral("labelledLabelFields"));
    m_labelFields->setMaximumHeight(110);
    m_preview->setObjectName(QStringLiteral("labelledImportPreview"));
    m_preview->setMaximumHeight(150);
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->verticalHeader()->hide();
    m_preview->horizontalHeader()->setStretchLastSection(true);
    m_multiLabel->setObjectName(QStringLiteral("labelledMultiLabel"));
    m_delimiter->setObjectName(QStringLiteral("labelledDelimiter"));
    m_delimiter->setMaximumWidth(60);
    m_fixedLabels->setObjectName(QStringLiteral("labelledFixedLabels"));
    for (QSpinBox* box : {m_validationPercent, m_testPercent}) {
        box->setRange(0, 50);
        box->setValue(10);
        box->setSuffix(QStringLiteral(" %"));
    }
    m_validationPercent->setObjectName(QStringLiteral("labelledValidationPercent"));
    m_testPercent->setObjectName(QStringLiteral("labelledTestPercent"));
    m_name->setObjectName(QStringLiteral("labelledName"));
    m_message->setObjectName(QStringLiteral("labelledImportMessage"));
    m_message->setWordWrap(true);
    m_import->setObjectName(QStringLiteral("importLabelled"));
    setActionIcon(m_import, ActionIcon::Import);

    auto* file = new QHBoxLayout;
    file->addWidget(m_file, 1);
    file->addWidget(m_choose);
    auto* grid = new QGridLayout;
    grid->addWidget(m_fileLabel, 0, 0);
    grid->addLayout(file, 0, 1, 1, 3);
    grid->addWidget(m_textLabel, 1, 0);
    grid->addWidget(m_textField, 1, 1, 1, 3);
    grid->addWidget(m_labelsLabel, 2, 0, Qt::AlignTop);
    grid->addWidget(m_labelFields, 2, 1, 1, 3);
    grid->addWidget(m_multiLabel, 3, 1);
    grid->addWidget(m_delimiterLabel, 3, 2);
    grid->addWidget(m_delimiter, 3, 3);
    grid->addWidget(m_fixedLabelsLabel, 4, 0);
    grid->addWidget(m_fixedLabels, 4, 1, 1, 3);
    grid->addWidget(m_validationLabel, 5, 0);
    grid->addWidget(m_validationPercent, 5, 1);
    grid->addWidget(m_testLabel, 5, 2);
    grid->addWidget(m_testPercent, 5, 3);
    grid->addWidget(m_splits, 6, 1, 1, 3);
    grid->addWidget(m_nameLabel, 7, 0);
    grid->addWidget(m_name, 7, 1, 1, 3);
    for (auto [label, buddy] : {std::pair<QLabel*, QWidget*>{m_fileLabel, m_file},
                                {m_textLabel, m_textField},
                                {m_labelsLabel, m_labelFields},
                                {m_delimiterLabel, m_delimiter},
                                {m_fixedLabelsLabel, m_fixedLabels},
                                {m_validationLabel, m_validationPercent},
                                {m_testLabel, m_testPercent},
                                {m_nameLabel, m_name}})
        label->setBuddy(buddy);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_message, 1);
    bottom->addWidget(m_import);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(grid);
    layout->addWidget(m_preview);
    layout->addLayout(bottom);
    layout->addStretch();

    // "Importing…" stays only while that import runs; its result is the page's to show.
    connect(&m_jobs, &JobController::jobFinished, this, [this](const JobSnapshot& job) {
        if (job.id == m_importing) {
            m_importing = 0;
            m_message->clear();
        }
    });
    connect(m_choose, &QPushButton::clicked, this, &LabelledImportPanel::chooseFile);
    connect(m_file, &QLineEdit::editingFinished, this, &LabelledImportPanel::refreshFields);
    connect(m_labelFields, &QListWidget::itemChanged, this, [this] {
        // Several 0/1 columns are one label each: that is multi-label data.
        if (checkedLabelFields().size() > 1)
            m_multiLabel->setChecked(true);
        refreshPreview();
    });
    connect(m_textField, &QComboBox::currentTextChanged, this, &LabelledImportPanel::refreshPreview);
    connect(m_import, &QPushButton::clicked, this, &LabelledImportPanel::startImport);
    connect(&m_session, &ProjectSession::projectChanged, this, &LabelledImportPanel::refreshEnabled);
    retranslate();
    refreshEnabled();
}

void LabelledImportPanel::setFile(const QString& path) {
    setFiles({path});
}

void LabelledImportPanel::setFiles(const QStringList& paths) {
    QStringList absolute;
    for (const QString& path : paths)
        absolute << QFileInfo(path).absoluteFilePath();
    m_file->setText(absolute.join(QStringLiteral("; ")));
    m_name->setText(suggestedSetName(paths));
    refreshFields();
}

QStringList LabelledImportPanel::inputs() const {
    QStringList paths;
    for (const QString& path : m_file->text().split(QLatin1Char(';'), Qt::SkipEmptyParts))
        if (!path.trimmed().isEmpty())
            paths << path.trimmed();
    return paths;
}

void LabelledImportPanel::setLabelFields(const QStringList& fields) {
    for (int i = 0; i < m_labelFields->count(); ++i) {
        QListWidgetItem* item = m_labelFields->item(i);
        item->setCheckState(fields.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                 : Qt::Unchecked);
    }
}

void LabelledImportPanel::chooseFile() {
    const QStringList chosen = QFileDialog::getOpenFileNames(
        this, tr("Choose a labelled file"), QString(),
        tr("Labelled data (*.csv *.tsv *.jsonl *.json *.parquet *.arrow);;All files (*)"));
    if (!chosen.isEmpty())
        setFiles(chosen);
}

// The file's columns fill both choosers, the likely text and label columns chosen (core's guesses by name).
void LabelledImportPanel::refreshFields() {
    const QSignalBlocker blockText(m_textField), blockLabels(m_labelFields);
    m_textField->clear();
    m_labelFields->clear();
    m_columns.clear();
    const QStringList files = expandCorpusPaths(inputs());
    // The files that are a dataset's splits keep them; the shares then only carve validation from train.
    const QHash<QString, QString> splits = datasetSplitsOfFiles(files);
    const QList<QString> named = splits.values();
    m_splitFiles = {int(named.count(QStringLiteral("train"))), int(named.count(QStringLiteral("validation"))),
                    int(named.count(QStringLiteral("test")))};
    m_splits->setVisible(!splits.isEmpty());
    showSplits();
    m_testPercent->setEnabled(splits.isEmpty());
    m_validationPercent->setEnabled(splits.isEmpty() || !named.contains(QStringLiteral("validation")));
    const QString first = files.value(0);
    // A Parquet/Arrow file is described once: its columns with their types give the field names too.
    const Expected<QVector<ColumnarColumn>> columns = corpusColumns(first);
    if (columns)
        m_columns = columns.value();
    QStringList columnNames;
    for (const ColumnarColumn& column : m_columns)
        columnNames << column.name;
    const Expected<QStringList> fields = !columns              ? Expected<QStringList>(columns.error())
                                         : m_columns.isEmpty() ? corpusFieldNames(first)
                                                               : Expected<QStringList>(columnNames);
    if (!fields) {
        m_preview->clear();
        m_preview->setRowCount(0);
        m_preview->setColumnCount(0);
        m_hasRecords = false;
        setLiveText(m_message, [what = fields.error().what] {
            return tr("Cannot read the file's columns: %1").arg(shown(what));
        });
        refreshEnabled();
        return;
    }
    m_message->clear();
    m_textField->addItems(fields.value());
    const QString text = likelyTextField(fields.value());
    m_textField->setCurrentIndex(std::max<int>(0, int(fields->indexOf(text))));
    const QString label = likelyLabelField(fields.value(), text);
    for (const QString& field : fields.value()) {
        auto* item = new QListWidgetItem(columnTitle(field), m_labelFields);
        item->setData(Qt::UserRole, field);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(field == label ? Qt::Checked : Qt::Unchecked);
    }
    for (int i = 0; i < m_textField->count(); ++i)
        m_textField->setItemData(i, columnTitle(m_textField->itemText(i)), Qt::ToolTipRole);
    refreshPreview();
}

void LabelledImportPanel::refreshPreview() {
    const QStringList labels = checkedLabelFields();
    CorpusReadOptions read;
    read.textFields = {m_textField->currentText()};
    read.extraFields = labels;
    const QString first = expandCorpusPaths(inputs()).value(0);
    Expected<QVector<CorpusRecord>> rows = first.isEmpty() || m_textField->currentText().isEmpty()
                                               ? Expected<QVector<CorpusRecord>>(QVector<CorpusRecord>{})
                                               : previewCorpus(first, read, 5);
    m_preview->clear();
    m_preview->setColumnCount(1 + int(labels.size()));
    QStringList headers{columnTitle(m_textField->currentText())};
    for (const QString& label : labels)
        headers << columnTitle(label);
    m_preview->setHorizontalHeaderLabels(headers);
    m_previewRows = rows ? rows.value() : QVector<CorpusRecord>();
    m_preview->setRowCount(rows ? int(rows->size()) : 0);
    if (rows) {
        for (int r = 0; r < rows->size(); ++r) {
            m_preview->setItem(r, 0, new QTableWidgetItem(rows->at(r).text.left(200)));
            for (int c = 0; c < labels.size(); ++c)
                m_preview->setItem(r, 1 + c, new QTableWidgetItem(rows->at(r).extra.value(c)));
        }
    }
    m_hasRecords = rows && !rows->isEmpty();
    if (!rows)
        setLiveText(m_message,
                    [what = rows.error().what] { return tr("Cannot read the file: %1").arg(shown(what)); });
    else if (!m_file->text().isEmpty() && !m_hasRecords)
        setLiveText(m_message, [] { return tr("The file holds no record to import."); });
    else if (m_importing == 0)
        m_message->clear();
    refreshEnabled();
}

QStringList LabelledImportPanel::checkedLabelFields() const {
    QStringList fields;
    for (int i = 0; i < m_labelFields->count(); ++i)
        if (m_labelFields->item(i)->checkState() == Qt::Checked)
            fields << m_labelFields->item(i)->data(Qt::UserRole).toString();
    return fields;
}

void LabelledImportPanel::showSplits() {
    m_splits->setText(tr("The files are the dataset's splits (train %1, validation %2, test %3 files): they "
                         "are kept as they are.")
                          .arg(m_splitFiles.value(0))
                          .arg(m_splitFiles.value(1))
                          .arg(m_splitFiles.value(2)));
}

QString LabelledImportPanel::columnTitle(const QString& field) const {
    for (const ColumnarColumn& column : m_columns)
        if (column.name == field)
            return column.classNames.isEmpty()
                       ? tr("%1 · %2").arg(field, column.type)
                       : tr("%1 · %2, %n class name(s)", nullptr, int(column.classNames.size()))
                             .arg(field, column.type);
    return field;
}

bool LabelledImportPanel::labelsAreIds() const {
    const QStringList labels = checkedLabelFields();
    if (labels.size() != 1)
        return false;
    for (const ColumnarColumn& column : m_columns)
        if (column.name == labels.first())
            return !column.textual && column.type.contains(QLatin1String("int"));
    if (m_previewRows.isEmpty())
        return false;
    for (const CorpusRecord& row : m_previewRows)
        for (const QString& value : row.extra.value(0).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool isId = false;
            value.trimmed().toLongLong(&isId);
            if (!isId)
                return false;
        }
    return true;
}

void LabelledImportPanel::refreshEnabled() {
    const bool ready =
        m_session.current() && m_hasRecords && !m_file->text().isEmpty() && !checkedLabelFields().isEmpty();
    m_import->setEnabled(ready);
    m_import->setToolTip(m_session.current() ? QString() : tr("Open or create a project first"));
}

bool LabelledImportPanel::startImport() {
    ProjectStore* store = m_session.current();
    const QStringList labels = checkedLabelFields();
    if (!store || m_file->text().isEmpty() || labels.isEmpty() || m_textField->currentText().isEmpty()) {
        setLiveText(m_message,
                    [] { return tr("Choose a file, its text column and at least one label column."); });
        return false;
    }
    if (labels.contains(m_textField->currentText())) {
        setLiveText(m_message, [] { return tr("The text column cannot also be a label column."); });
        return false;
    }
    // A fixed label set: its order is the label ids' (as a model's id2label); rows with other labels are
    // skipped.
    QStringList fixed;
    for (const QString& label : m_fixedLabels->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!label.trimmed().isEmpty())
            fixed << label.trimmed();
    if (fixed.removeDuplicates() > 0) {
        setLiveText(m_message, [] { return tr("Each label of the fixed set once, please."); });
        m_fixedLabels->setFocus();
        return false;
    }
    LabelledImportSpec spec;
    spec.inputs = inputs();
    spec.options.read.textFields = {m_textField->currentText()};
    spec.options.labelFields = labels;
    spec.options.multiLabel = m_multiLabel->isChecked();
    spec.options.labelDelimiter = m_delimiter->text().isEmpty() ? QStringLiteral(",") : m_delimiter->text();
    // Over a column of integer ids the fixed labels are the ids' names (0, 1, 2... in order).
    (labelsAreIds() ? spec.options.classNames : spec.options.knownLabels) = fixed;
    spec.validationRatio = m_validationPercent->value() / 100.0;
    spec.testRatio = m_testPercent->value() / 100.0;
    spec.projectPath = store->path();
    spec.name = m_name->text().trimmed().isEmpty() ? QFileInfo(spec.inputs.value(0)).completeBaseName()
                                                   : m_name->text().trimmed();
    const JobId id = m_jobs.submit(std::make_shared<LabelledImportJob>(spec));
    setLiveText(m_message, [name = spec.name] { return tr("Importing “%1”…").arg(name); });
    m_importing = id;
    Q_EMIT importStarted(id, spec.name);
    return true;
}

void LabelledImportPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LabelledImportPanel::retranslate() {
    m_fileLabel->setText(tr("&File:"));
    m_choose->setText(tr("C&hoose…"));
    m_textLabel->setText(tr("Te&xt column:"));
    m_labelsLabel->setText(tr("&Label columns:"));
    m_preview->setAccessibleName(tr("First rows of the file, as they will be read"));
    m_multiLabel->setText(tr("&Multi-label"));
    m_delimiterLabel->setText(tr("&Delimiter:"));
    m_fixedLabelsLabel->setText(tr("&Fixed labels:"));
    m_fixedLabels->setPlaceholderText(
        tr("empty: the labels found in the file; or, in id order, e.g. joy, anger, sadness"));
    m_fixedLabels->setToolTip(
        tr("Rows with a label outside the set are skipped and counted. Over a column of "
           "integer ids, these are the names of ids 0, 1, 2…"));
    m_file->setToolTip(tr("One file, a folder, or several files separated by ';' (a dataset's train, "
                          "validation and test files keep their splits)"));
    m_validationLabel->setText(tr("&Validation:"));
    m_testLabel->setText(tr("&Test:"));
    m_nameLabel->setText(tr("&Name:"));
    m_import->setText(tr("&Import labelled set"));
    m_file->setAccessibleName(tr("Labelled file"));
    m_choose->setAccessibleName(tr("Choose a labelled file"));
    m_textField->setAccessibleName(tr("Text column"));
    m_labelFields->setAccessibleName(tr("Label columns"));
    m_labelFields->setToolTip(
        tr("Check one column holding the label (or a delimited list of labels), or several "
           "0/1 columns, one per label."));
    m_multiLabel->setAccessibleName(tr("Multi-label"));
    m_delimiter->setAccessibleName(tr("Label delimiter"));
    m_fixedLabels->setAccessibleName(tr("Fixed label set"));
    m_validationPercent->setAccessibleName(tr("Validation share"));
    m_testPercent->setAccessibleName(tr("Test share"));
    m_name->setAccessibleName(tr("Labelled set name"));
    m_message->setAccessibleDescription(tr("Labelled import status"));
    m_splits->setAccessibleDescription(tr("Splits of the chosen files"));
    showSplits();
    for (int i = 0; i < m_labelFields->count(); ++i) // "%n class names" in the new language
        m_labelFields->item(i)->setText(columnTitle(m_labelFields->item(i)->data(Qt::UserRole).toString()));
    for (int i = 0; i < m_textField->count(); ++i)
        m_textField->setItemData(i, columnTitle(m_textField->itemText(i)), Qt::ToolTipRole);
    QStringList headers{
        columnTitle(m_textField->currentText())}; // the preview's, as refreshPreview() made them
    for (const QString& label : checkedLabelFields())
        headers << columnTitle(label);
    if (m_preview->columnCount() == headers.size())
        m_preview->setHorizontalHeaderLabels(headers);
    m_import->setAccessibleName(tr("Import labelled set"));
    refreshEnabled(); // the import button's tooltip
}

} // namespace hw::ui
