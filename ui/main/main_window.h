#pragma once

#include "main/workflow_steps.h"

#include <QMainWindow>

class QListWidget;
class QStackedWidget;
class QDockWidget;
class QMenu;
class QAction;
class QLabel;

namespace hw::ui {

class LogPanel;
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

    void selectStep(WorkflowStep step);
    WorkflowStep currentStep() const;
    QWidget* page(WorkflowStep step) const;
    QString navigatorLabel(WorkflowStep step) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildMenus();
    void retranslate();
    void updateTitle();
    void showPreferences();
    void showAbout();

    ProjectSession* m_session;
    ProjectActions* m_actions;
    QListWidget* m_navigator;
    QStackedWidget* m_pages;
    LogPanel* m_log;
    QDockWidget* m_logDock;
    QLabel* m_computeStatus;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_settingsMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_closeProject = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_preferences = nullptr;
    QAction* m_about = nullptr;
};

} // namespace hw::ui
