#include "ui/project/project_hub_panel.h"

#include "core/project/artefact_deletion.h"
#include "core/project/artefact_renaming.h"
#include "core/project/key_figures.h"
#include "core/project/lineage_roles.h"
#include "core/project/project_store.h"
#include "core/project/workflow_progress.h"
#include "core/util/timestamp_text.h"
#include "ui/i18n/core_text.h"
#include "ui/jobs/job_controller.h"
#include "ui/project/project_session.h"
#include "ui/widgets/progress_text.h"
#include "ui/widgets/table_setup.h"

#include <QComboBox>
#include <QDesktopServices>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPromise>
#include <QPushButton>
#include <QTableWidget>
#include <QThreadPool>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace hw::ui {

namespace {

// A lineage entry's settings, for the property list beside the tree.
constexpr int SettingsRole = Qt::UserRole + 1;

const ArtefactKind kKinds[] = {ArtefactKind::Corpus, ArtefactKind::LabelledSet, ArtefactKind::Tokenizer,
                               ArtefactKind::Model,  ArtefactKind::Run,         ArtefactKind::Evaluation,
                               ArtefactKind::Export};

// Plural kind names for the disk use line ("models 1.2 GB").
QString kindPluralText(ArtefactKind kind) {
    switch (kind) {
    case ArtefactKind::Corpus:
        return ProjectHubPanel::tr("corpora");
    case ArtefactKind::LabelledSet:
        return ProjectHubPanel::tr("labelled sets");
    case ArtefactKind::Tokenizer:
        return ProjectHubPanel::tr("tokenizers");
    case ArtefactKind::Model:
        return ProjectHubPanel::tr("models");
    case ArtefactKind::Run:
        return ProjectHubPanel::tr("runs");
    case ArtefactKind::Evaluation:
        return ProjectHubPanel::tr("evaluations");
    case ArtefactKind::Export:
        return ProjectHubPanel::tr("exports");
    }
    return QString();
}

QString kindText(ArtefactKind kind) {
    switch (kind) {
    case ArtefactKind::Corpus:
        return ProjectHubPanel::tr("Corpus");
    case ArtefactKind::LabelledSet:
        return ProjectHubPanel::tr("Labelled set");
    case ArtefactKind::Tokenizer:
        return ProjectHubPanel::tr("Tokenizer");
    case ArtefactKind::Model:
        return ProjectHubPanel::tr("Model");
    case ArtefactKind::Run:
        return ProjectHubPanel::tr("Run");
    case ArtefactKind::Evaluation:
        return ProjectHubPanel::tr("Evaluation");
    case ArtefactKind::Export:
        return ProjectHubPanel::tr("Export");
    }
    return QString();
}

QString figuresText(const QJsonObject& figures) {
    return keyFiguresLine(
        keyFigures(figures, QLocale()), [](const Text& t) { return shown(t); }, QStringLiteral(" · "));
}

} // namespace

ProjectHubPanel::ProjectHubPanel(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_jobs(jobs)
    , m_kind(new QComboBox(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_lineage(new QTreeWidget(this))
    , m_settings(new QTableWidget(0, 2, this))
    , m_open(new QPushButton(this))
    , m_rename(new QPushButton(this))
    , m_delete(new QPushButton(this))
    , m_hint(new QLabel(this))
    , m_diskUse(new QLabel(this))
    , m_message(new QLabel(this))
    , m_lineageLabel(new QLabel(this)) {
    m_kind->setObjectName(QStringLiteral("artefactKindFilter"));
    m_kind->addItem(QString(), QString());
    for (ArtefactKind k : kKinds)
        m_kind->addItem(QString(), artefactKindName(k));
    m_table->setObjectName(QStringLiteral("artefactTable"));
    setUpListTable(m_table, FiguresColumn);
    m_lineage->setObjectName(QStringLiteral("artefactLineage"));
    m_lineage->setColumnCount(1);
    m_settings->setObjectName(QStringLiteral("artefactSettings"));
    m_settings->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_settings->verticalHeader()->hide();
    m_settings->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_settings->horizontalHeader()->setStretchLastSection(true);
    m_open->setObjectName(QStringLiteral("openArtefactFolder"));
    m_rename->setObjectName(QStringLiteral("renameArtefact"));
    m_delete->setObjectName(QStringLiteral("deleteArtefact"));
    m_diskUse->setObjectName(QStringLiteral("projectDiskUse"));
    m_diskUse->setWordWrap(true);
    m_diskUse->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Measured once the artefacts stop changing for a moment, on a worker thread.
    m_diskUseDelay.setSingleShot(true);
    m_diskUseDelay.setInterval(300);
    connect(&m_diskUseDelay, &QTimer::timeout, this, &ProjectHubPanel::measureDiskUse);
    connect(&m_diskUseWatcher, &QFutureWatcherBase::finished, this, &ProjectHubPanel::showDiskUse);
    m_hint->setObjectName(QStringLiteral("nextStepHint"));
    m_hint->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("projectHubMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* top = new QHBoxLayout;
    top->addWidget(m_hint, 1);
    top->addWidget(m_kind);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_message, 1);
    buttons->addWidget(m_open);
    buttons->addWidget(m_rename);
    buttons->addWidget(m_delete);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_diskUse);
    layout->addWidget(m_table, 2);
    layout->addLayout(buttons);
    layout->addWidget(m_lineageLabel);
    // What it was made from beside how: the chosen entry's settings as a property list.
    auto* lineageRow = new QHBoxLayout;
    lineageRow->addWidget(m_lineage, 1);
    lineageRow->addWidget(m_settings, 1);
    layout->addLayout(lineageRow, 1);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &ProjectHubPanel::refresh);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ProjectHubPanel::showLineage);
    connect(m_lineage, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* current) { showSettings(current); });
    connect(m_open, &QPushButton::clicked, this, &ProjectHubPanel::openFolder);
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteSelected(true); });
    connect(m_rename, &QPushButton::clicked, this, [this] {
        const qint64 id = selectedId();
        const auto found = std::find_if(m_artefacts.begin(), m_artefacts.end(),
                                        [id](const Artefact& a) { return a.id == id; });
        if (found == m_artefacts.end())
            return;
        bool ok = false;
        const QString name =
            QInputDialog::getText(this, tr("Rename"), tr("New name of “%1”:").arg(found->name),
                                  QLineEdit::Normal, found->name, &ok);
        if (ok)
            renameSelected(name);
    });
    connect(m_hint, &QLabel::linkActivated, this,
            [this](const QString& link) { Q_EMIT nextStepRequested(link.toInt()); });
    connect(&m_session, &ProjectSession::projectChanged, this, &ProjectHubPanel::refresh);
    connect(&m_session, &ProjectSession::artefactsChanged, this, &ProjectHubPanel::refresh);
    retranslate();
    refresh();
}

void ProjectHubPanel::setKindFilter(std::optional<ArtefactKind> kind) {
    m_kind->setCurrentIndex(kind ? m_kind->findData(artefactKindName(*kind)) : 0);
}

void ProjectHubPanel::refresh() {
    m_artefacts.clear();
    QSignalBlocker block(m_table);
    m_table->setRowCount(0);
    if (ProjectStore* store = m_session.current()) {
        const std::optional<ArtefactKind> kind = artefactKindFromName(m_kind->currentData().toString());
        Expected<QVector<Artefact>> listed = listArtefacts(store->database(), kind);
        if (listed)
            m_artefacts = listed.value();
        else
            m_message->setText(shown(listed.error()));
    }
    for (const Artefact& a : m_artefacts) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, KindColumn, new QTableWidgetItem(kindText(a.kind)));
        auto* name = new QTableWidgetItem(a.name);
        name->setData(Qt::UserRole, a.id);
        m_table->setItem(row, NameColumn, name);
        m_table->setItem(row, FiguresColumn, new QTableWidgetItem(figuresText(a.figures)));
        m_table->setItem(row, CreatedColumn, new QTableWidgetItem(timestampText(a.createdAt)));
    }
    block.unblock();
    refreshHint();
    showLineage();
    m_diskUseDelay.start();
}

void ProjectHubPanel::measureDiskUse() {
    ProjectStore* store = m_session.current();
    if (!store) {
        m_diskUse->clear();
        return;
    }
    auto promise = std::make_shared<QPromise<Expected<ProjectDiskUse>>>();
    m_diskUseWatcher.setFuture(promise->future());
    promise->start();
    QThreadPool::globalInstance()->start([promise, path = store->path()] {
        promise->addResult(measureProjectDiskUse(path));
        promise->finish();
    });
}

void ProjectHubPanel::showDiskUse() {
    const QFuture<Expected<ProjectDiskUse>> future = m_diskUseWatcher.future();
    if (future.resultCount() == 0 || !m_session.current())
        return;
    const Expected<ProjectDiskUse> use = future.result();
    if (!use) {
        m_diskUse->setText(tr("Disk use unknown: %1").arg(shown(use.error())));
        return;
    }
    QStringList parts;
    for (ArtefactKind kind : kKinds)
        if (use->bytesByKind.value(kind) > 0)
            parts << QStringLiteral("%1 %2").arg(
                kindPluralText(kind),
                formatQuantity(double(use->bytesByKind.value(kind)), ProgressUnit::Bytes));
    if (use->otherBytes > 0)
        parts << tr("other files %1").arg(formatQuantity(double(use->otherBytes), ProgressUnit::Bytes));
    parts << tr("project file %1").arg(formatQuantity(double(use->projectFileBytes), ProgressUnit::Bytes));
    m_diskUse->setText(tr("On disk: %1 (%2)")
                           .arg(formatQuantity(double(use->total()), ProgressUnit::Bytes),
                                parts.join(QStringLiteral(" · "))));
    m_diskUseFigures = use.value();
    Q_EMIT diskUseMeasured();
}

// The workflow as a checklist in one line: each step ticked when the project holds what it makes, the first
// step not done marked as next, each a link to its page (the tokenizer step is optional).
void ProjectHubPanel::refreshHint() {
    ProjectStore* store = m_session.current();
    const Expected<WorkflowProgress> progress =
        store ? workflowProgress(store->database()) : Expected<WorkflowProgress>(WorkflowProgress{});
    if (!store || !progress) {
        m_hint->clear();
        return;
    }
    const WorkflowProgress& p = progress.value();
    struct Step {
        bool done;
        int page;
        QString text;
        bool optional = false;
    };
    const Step steps[] = {
        {p.corpus, 1, tr("import a corpus")},
        {p.tokenizer, 2, tr("train or extend a tokenizer (optional)"), true},
        {p.adaptedModel, 3, tr("adapt a model by continued pretraining")},
        p.labelledSet || p.fineTuned ? Step{p.fineTuned, 4, tr("fine-tune the base and the adapted model")}
                                     : Step{false, 1, tr("import a labelled set to fine-tune on")},
        {p.evaluated, 5, tr("compare them")},
        {p.exported, 6, tr("export the better one")},
    };
    QStringList items;
    bool nextMarked = false;
    for (const Step& step : steps) {
        const QString link =
            QStringLiteral("<a href=\"%1\">%2</a>").arg(step.page).arg(step.text.toHtmlEscaped());
        if (step.done)
            items << QStringLiteral("✓ ") + link;
        else if (!nextMarked && !step.optional) {
            items << tr("<b>next:</b> %1").arg(link);
            nextMarked = true;
        } else
            items << link;
    }
    m_hint->setText(tr("The project holds %n artefact(s).", nullptr, int(m_artefacts.size())) +
                    QStringLiteral("<br>") + tr("Steps: %1").arg(items.join(QStringLiteral(" · "))));
}

qint64 ProjectHubPanel::selectedId() const {
    const QList<QTableWidgetItem*> items = m_table->selectedItems();
    return items.isEmpty() ? -1
                           : m_table->item(items.first()->row(), NameColumn)->data(Qt::UserRole).toLongLong();
}

void ProjectHubPanel::selectArtefact(const QString& name) {
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, NameColumn)->text() == name)
            m_table->selectRow(row);
}

void ProjectHubPanel::showLineage() {
    m_lineage->clear();
    showSettings(nullptr);
    const qint64 id = selectedId();
    ProjectStore* store = m_session.current();
    m_open->setEnabled(id >= 0);
    m_rename->setEnabled(id >= 0);
    m_delete->setEnabled(id >= 0);
    if (!store || id < 0)
        return;
    Expected<QVector<Artefact>> lineage = artefactLineage(store->database(), id);
    if (!lineage)
        return;
    // The selected artefact on top, each source under what was made from it.
    QHash<qint64, QTreeWidgetItem*> items;
    for (const Artefact& a : lineage.value()) {
        auto* item = new QTreeWidgetItem({QStringLiteral("%1 “%2”").arg(kindText(a.kind), a.name)});
        item->setData(0, Qt::UserRole, a.id);
        item->setData(0, SettingsRole, a.settings);
        items.insert(a.id, item);
    }
    for (const Artefact& a : lineage.value()) {
        for (const ArtefactSource& s : a.sources) {
            QTreeWidgetItem* source = items.value(s.id);
            if (!source || source->parent() || source == items.value(id))
                continue;
            source->setText(0, QStringLiteral("%1: %2").arg(shown(lineageRoleText(s.role)), source->text(0)));
            items.value(a.id)->addChild(source);
        }
    }
    m_lineage->addTopLevelItem(items.value(id));
    m_lineage->expandAll();
    m_lineage->setCurrentItem(items.value(id));
}

void ProjectHubPanel::showSettings(const QTreeWidgetItem* entry) {
    const QVector<KeyFigure> settings =
        entry ? settingEntries(entry->data(0, SettingsRole).toJsonObject(), locale()) : QVector<KeyFigure>();
    m_settings->setRowCount(int(settings.size()));
    for (int row = 0; row < settings.size(); ++row) {
        QString label = settingLabel(settings[row].key);
        if (label.isEmpty())
            label = shown(settings[row].label);
        // A property's label starts with a capital, as the run settings' labels do ("corpora": Corpora).
        if (!label.isEmpty())
            label[0] = label[0].toUpper();
        m_settings->setItem(row, 0, new QTableWidgetItem(label));
        auto* value = new QTableWidgetItem(shown(settings[row].value));
        value->setToolTip(value->text());
        m_settings->setItem(row, 1, value);
    }
}

void ProjectHubPanel::openFolder() {
    ProjectStore* store = m_session.current();
    for (const Artefact& a : m_artefacts) {
        if (a.id != selectedId() || !store)
            continue;
        const QFileInfo where(store->resolvePath(a.path));
        QDesktopServices::openUrl(
            QUrl::fromLocalFile(where.isDir() ? where.absoluteFilePath() : where.absolutePath()));
    }
}

bool ProjectHubPanel::deleteSelected(bool confirm) {
    ProjectStore* store = m_session.current();
    const qint64 id = selectedId();
    if (!store || id < 0)
        return false;
    const QString name =
        m_table->item(m_table->currentRow() >= 0 ? m_table->currentRow() : 0, NameColumn)->text();
    if (confirm && QMessageBox::question(
                       this, tr("Delete"),
                       tr("Delete “%1” and its files in the project? This cannot be undone.").arg(name),
                       QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return false;
    Expected<bool> deleted = deleteArtefact(*store, id, &m_jobs.manager());
    if (!deleted) {
        m_message->setText(
            tr("Not deleted: %1. %2").arg(shown(shown(deleted.error().what)), shown(deleted.error().how)));
        return false;
    }
    m_message->setText(tr("Deleted “%1”.").arg(name));
    m_session.notifyArtefactsChanged();
    return true;
}

bool ProjectHubPanel::renameSelected(const QString& newName) {
    ProjectStore* store = m_session.current();
    const qint64 id = selectedId();
    if (!store || id < 0)
        return false;
    const QString old = m_table->item(m_table->selectedItems().first()->row(), NameColumn)->text();
    Expected<bool> renamed = renameArtefact(*store, id, newName, &m_jobs.manager());
    if (!renamed) {
        m_message->setText(
            tr("Not renamed: %1. %2").arg(shown(shown(renamed.error().what)), shown(renamed.error().how)));
        return false;
    }
    m_message->setText(tr("Renamed “%1” to “%2”.").arg(old, newName.trimmed()));
    m_session.notifyArtefactsChanged();
    selectArtefact(newName.trimmed());
    return true;
}

void ProjectHubPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ProjectHubPanel::retranslate() {
    m_kind->setItemText(0, tr("Everything"));
    for (int i = 0; i < int(std::size(kKinds)); ++i)
        m_kind->setItemText(i + 1, kindText(kKinds[i]));
    m_table->setHorizontalHeaderLabels({tr("Kind"), tr("Name"), tr("Key figures"), tr("Created")});
    m_lineage->setHeaderLabels({tr("Made from")});
    m_settings->setHorizontalHeaderLabels({tr("Setting"), tr("Value")});
    m_settings->setAccessibleName(tr("Settings of the chosen lineage entry"));
    m_lineageLabel->setText(tr("Lineage of the selected artefact:"));
    m_open->setText(tr("Open &folder"));
    m_rename->setText(tr("&Rename…"));
    m_delete->setText(tr("&Delete…"));
    m_kind->setAccessibleName(tr("Show artefacts of kind"));
    m_table->setAccessibleName(tr("Artefacts in the project"));
    m_lineage->setAccessibleName(tr("Lineage of the selected artefact"));
    m_open->setAccessibleName(tr("Open the artefact's folder"));
    m_rename->setAccessibleName(tr("Rename the artefact"));
    m_delete->setAccessibleName(tr("Delete the artefact"));
    m_diskUse->setAccessibleDescription(tr("Disk use of the project"));
    m_hint->setAccessibleDescription(tr("Next step"));
    m_message->setAccessibleDescription(tr("Project message"));
    refresh(); // kinds and key figures are words too
}

} // namespace hw::ui
