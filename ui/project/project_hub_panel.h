#pragma once

#include "core/project/artefact_store.h"
#include "core/project/project_disk_use.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace hw::ui {

class JobController;
class ProjectSession;

// Everything the open project holds, filterable by kind, with key figures; the lineage of the selected
// artefact (what it was made from, with which settings); open its folder, rename it, or delete it (asked
// first, refused while a job uses it or while something was made from it); the project's disk use per kind;
// and the next step for a project that lacks one.
class ProjectHubPanel : public QWidget {
    Q_OBJECT
public:
    enum Column { KindColumn, NameColumn, FiguresColumn, CreatedColumn, ColumnCount };

    ProjectHubPanel(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    void setKindFilter(std::optional<ArtefactKind> kind);
    void selectArtefact(const QString& name);
    // Deletes the selected artefact; `confirm` false skips the question (tests and scripts).
    bool deleteSelected(bool confirm = true);
    bool renameSelected(const QString& newName);
    const ProjectDiskUse& diskUse() const { return m_diskUseFigures; }

Q_SIGNALS:
    // The hint's link: the workflow step a new project should go to next (0 Project .. 6 Export).
    void nextStepRequested(int step);
    void diskUseMeasured();

public Q_SLOTS:
    void refresh();

protected:
    void changeEvent(QEvent* event) override;

private:
    void showLineage();
    void showSettings(const QTreeWidgetItem* entry);
    void openFolder();
    void refreshHint();
    void measureDiskUse();
    void showDiskUse();
    qint64 selectedId() const;
    void retranslate();

    ProjectSession& m_session;
    JobController& m_jobs;
    QVector<Artefact> m_artefacts;
    QComboBox* m_kind;
    QTableWidget* m_table;
    QTreeWidget* m_lineage;
    QTableWidget* m_settings; // the settings of the lineage entry chosen, as a property list
    QPushButton* m_open;
    QPushButton* m_rename;
    QPushButton* m_delete;
    QLabel* m_hint;
    QLabel* m_diskUse;
    QTimer m_diskUseDelay;
    QFutureWatcher<Expected<ProjectDiskUse>> m_diskUseWatcher;
    ProjectDiskUse m_diskUseFigures;
    QLabel* m_message;
    QLabel* m_lineageLabel;
};

} // namespace hw::ui
