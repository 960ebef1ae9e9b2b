#pragma once

#include "core/jobs/job_manager.h"
#include "ui/main/workflow_steps.h"

#include <QMainWindow>
#include <QTimer>

class QStackedWidget;
class QDockWidget;
class QMenu;
class QAction;
class QLabel;
class QSplitter;
class QSystemTrayIcon;

namespace hw::ui {

class JobController;
class JobsPanel;
class LogPanel;
class WorkflowNavigator;
class ProjectActions;
class ProjectSession;

// Routes between the workflow pages; the pages do the work.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    ProjectSession& session() { return *m_session; }
    ProjectActions& projectActions() { return *m_actions; }
    LogPanel& logPanel() { return *m_log; }
    JobController& jobs() { return *m_jobs; }
    JobsPanel& jobsPanel() { return *m_jobsPanel; }

    void selectStep(WorkflowStep step);
    WorkflowStep currentStep() const;
    QWidget* page(WorkflowStep step) const;
    QString navigatorLabel(WorkflowStep step) const;
    WorkflowNavigator& navigator() { return *m_navigator; }

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void buildMenus();
    void retranslate();
    void updateTitle();
    void showPreferences();
    void showAbout();
    void showJobStatus();
    void showMemory();
    void notifyFinished(const JobSnapshot& job);
    void restoreLayout();
    void refreshStepStates(); // the navigator's states from what the open project holds
    void showRunningSteps();  // the navigator's steps whose jobs run now
    void showStepNeeds();     // above the page, what its step needs first

    ProjectSession* m_session;
    JobController* m_jobs;
    ProjectActions* m_actions;
    WorkflowNavigator* m_navigator;
    QLabel* m_stepNeeds; // what the shown step needs first, with a link there
    QStackedWidget* m_pages;
    LogPanel* m_log;
    QDockWidget* m_logDock;
    JobsPanel* m_jobsPanel;
    QDockWidget* m_jobsDock;
    QLabel* m_jobStatus;
    QSplitter* m_splitter;
    QLabel* m_computeStatus;
    QLabel* m_memoryStatus;
    QTimer m_memoryClock;
    QSystemTrayIcon* m_tray = nullptr;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_settingsMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_closeProject = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_preferences = nullptr;
    QAction* m_about = nullptr;
};

} // namespace hw::ui
