#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace hw::ui {

class ProjectSession;

// New / Open / Open Recent: the dialogs and error messages around ProjectSession,
// shared by the File menu and the Project page.
class ProjectActions : public QObject {
    Q_OBJECT
public:
    ProjectActions(ProjectSession& session, QWidget* dialogParent);

    QAction* newAction() const { return m_new; }
    QAction* openAction() const { return m_open; }
    QMenu* recentMenu() const { return m_recent; }

    // Opens `path`, telling the user why if it cannot be opened. Returns true on success.
    bool openPath(const QString& path);

public Q_SLOTS:
    void newProject();
    void openProject();

Q_SIGNALS:
    void message(const QString& text);

private:
    void rebuildRecentMenu();
    void retranslate();
    bool eventFilter(QObject* watched, QEvent* event) override;

    ProjectSession& m_session;
    QWidget* m_dialogParent;
    QAction* m_new;
    QAction* m_open;
    QMenu* m_recent;
};

} // namespace hw::ui
