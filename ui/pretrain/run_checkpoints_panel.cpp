#include "ui/pretrain/run_checkpoints_panel.h"
#include "ui/i18n/core_text.h"

#include "core/train/pretrain_lineage.h"
#include "core/util/output_paths.h"
#include "ui/jobs/job_controller.h"
#include "ui/project/project_session.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/progress_text.h"
#include "ui/widgets/table_setup.h"

#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QUuid>
#include <QVBoxLayout>

namespace hw::ui {

RunCheckpointsPanel::RunCheckpointsPanel(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_jobs(jobs)
    , m_label(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_use(new QPushButton(this))
    , m_delete(new QPushButton(this))
    , m_message(new QLabel(this)) {
    m_table->setObjectName(QStringLiteral("runCheckpoints"));
    setUpListTable(m_table, NameColumn);
    m_use->setObjectName(QStringLiteral("useCheckpointAsModel"));
    setActionIcon(m_use, ActionIcon::Add);
    m_delete->setObjectName(QStringLiteral("deleteCheckpoint"));
    setActionIcon(m_delete, ActionIcon::Delete);
    m_message->setObjectName(QStringLiteral("checkpointMessage"));
    m_message->setWordWrap(true);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_label, 1);
    bar->addWidget(m_use);
    bar->addWidget(m_delete);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_message);
    connect(m_use, &QPushButton::clicked, this, &RunCheckpointsPanel::useSelectedAsModel);
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteSelected(true); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        m_use->setEnabled(selectedRow() >= 0);
        m_delete->setEnabled(selectedRow() >= 0);
    });
    retranslate();
    refresh();
}

void RunCheckpointsPanel::showRun(const QString& runDirectory, const QString& runName) {
    m_runDirectory = runDirectory;
    m_runName = runName;
    m_message->clear();
    refresh();
}

void RunCheckpointsPanel::refresh() {
    m_checkpoints = m_runDirectory.isEmpty() ? QVector<RunCheckpoint>() : listRunCheckpoints(m_runDirectory);
    m_table->setRowCount(int(m_checkpoints.size()));
    for (int row = 0; row < m_checkpoints.size(); ++row) {
        const RunCheckpoint& c = m_checkpoints[row];
        m_table->setItem(row, NameColumn, new QTableWidgetItem(c.name));
        m_table->setItem(row, StepColumn,
                         new QTableWidgetItem(c.step >= 0 ? formatCount(c.step) : QString()));
        m_table->setItem(row, SizeColumn, new QTableWidgetItem(QLocale().formattedDataSize(c.bytes)));
        m_table->setItem(row, ResumableColumn,
                         new QTableWidgetItem(c.resumable ? tr("resumable") : tr("weights only")));
        m_table->setItem(row, LossColumn,
                         new QTableWidgetItem(c.bestValidationLoss >= 0
                                                  ? QLocale().toString(c.bestValidationLoss, 'f', 4)
                                                  : QString()));
    }
    m_use->setEnabled(false);
    m_delete->setEnabled(false);
    m_label->setText(m_runName.isEmpty() ? tr("Select one run to see its checkpoints.")
                                         : tr("Checkpoints of “%1”:").arg(m_runName));
}

int RunCheckpointsPanel::selectedRow() const {
    const QList<QTableWidgetItem*> items = m_table->selectedItems();
    return items.isEmpty() ? -1 : items.first()->row();
}

bool RunCheckpointsPanel::useSelectedAsModel() {
    const int row = selectedRow();
    ProjectStore* store = m_session.current();
    if (row < 0 || !store)
        return false;
    const RunCheckpoint& c = m_checkpoints[row];
    Expected<PretrainSpec> spec = readRunSettings(m_runDirectory);
    Expected<qint64> recorded = spec
                                    ? recordPretrainedModel(spec.value(), c.path, std::max<qint64>(0, c.step),
                                                            m_runName + QLatin1Char('-') + c.name)
                                    : Expected<qint64>(spec.error());
    if (!recorded) {
        setLiveText(m_message, [error = recorded.error()] {
            return tr("Not added: %1. %2").arg(shown(error.what), shown(error.how));
        });
        return false;
    }
    setLiveText(m_message, [model = m_runName + QLatin1Char('-') + c.name] {
        return tr("Added the model “%1” to the project.").arg(model);
    });
    m_session.notifyArtefactsChanged();
    return true;
}

bool RunCheckpointsPanel::deleteSelected(bool confirm) {
    const int row = selectedRow();
    if (row < 0)
        return false;
    const RunCheckpoint c = m_checkpoints[row];
    if (m_jobs.manager().userOf(QDir(m_runDirectory).absolutePath())) {
        setLiveText(m_message,
                    [] { return tr("The run is in use by a job: wait for it to end, then delete."); });
        return false;
    }
    if (confirm &&
        QMessageBox::question(this, tr("Delete checkpoint"),
                              tr("Delete %1 of “%2”? This cannot be undone.").arg(c.name, m_runName),
                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return false;
    // Renamed first (to a hidden name of Headwater's own), so a half-deleted folder is never taken for a
    // checkpoint; removed without following links.
    const QString aside =
        QDir(m_runDirectory)
            .filePath(QStringLiteral(".%1.headwater-removed-%2")
                          .arg(c.name, QUuid::createUuid().toString(QUuid::Id128).left(12)));
    if (!isRealFolder(c.path) || !QDir().rename(c.path, aside) || !removeFolderTree(aside)) {
        setLiveText(m_message, [path = c.path] {
            return tr("Cannot delete %1: check that nothing else has it open.").arg(path);
        });
        return false;
    }
    refresh();
    return true;
}

void RunCheckpointsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RunCheckpointsPanel::retranslate() {
    m_table->setHorizontalHeaderLabels(
        {tr("Checkpoint"), tr("Step"), tr("Size"), tr("Resume"), tr("Best validation loss so far")});
    m_table->setAccessibleName(tr("Checkpoints of the selected run"));
    m_use->setText(tr("&Use as model"));
    m_delete->setText(tr("Delete c&heckpoint…"));
    m_use->setAccessibleName(tr("Add the selected checkpoint to the project as a model"));
    m_delete->setAccessibleName(tr("Delete the selected checkpoint"));
    m_message->setAccessibleDescription(tr("Checkpoint message"));
    refresh();
}

} // namespace hw::ui
