#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace hw::ui {

class JobController;
class ProjectActions;
class ProjectHubPanel;
class ProjectSession;

// The first workflow page: what project is open, and the way to create or open one.
class ProjectPage : public QWidget {
    Q_OBJECT
public:
    ProjectPage(ProjectSession& session, ProjectActions& actions, JobController& jobs,
                QWidget* parent = nullptr);

    ProjectHubPanel& hub() { return *m_hub; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void openRecentItem(QListWidgetItem* item);

    ProjectSession& m_session;
    ProjectActions& m_actions;
    ProjectHubPanel* m_hub;
    QLabel* m_heading;
    QLabel* m_details;
    QPushButton* m_newButton;
    QPushButton* m_openButton;
    QLabel* m_recentLabel;
    QListWidget* m_recent;
};

} // namespace hw::ui
