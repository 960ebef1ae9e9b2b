#include "ui/project/project_actions.h"

#include "core/project/project_store.h"
#include "ui/i18n/core_text.h"
#include "ui/project/project_session.h"
#include "ui/settings/app_settings.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>

namespace hw::ui {

ProjectActions::ProjectActions(ProjectSession& session, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_dialogParent(dialogParent)
    , m_new(new QAction(this))
    , m_open(new QAction(this))
    , m_recent(new QMenu(dialogParent)) {
    m_new->setShortcut(QKeySequence::New);
    m_open->setShortcut(QKeySequence::Open);
    connect(m_new, &QAction::triggered, this, &ProjectActions::newProject);
    connect(m_open, &QAction::triggered, this, &ProjectActions::openProject);
    connect(&m_session, &ProjectSession::projectChanged, this, &ProjectActions::rebuildRecentMenu);
    dialogParent->installEventFilter(this); // follows the window's language changes
    retranslate();
    rebuildRecentMenu();
}

bool ProjectActions::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_dialogParent && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void ProjectActions::retranslate() {
    m_new->setText(tr("&New Project..."));
    m_open->setText(tr("&Open Project..."));
    m_recent->setTitle(tr("Open &Recent"));
    rebuildRecentMenu();
}

void ProjectActions::rebuildRecentMenu() {
    m_recent->clear();
    const QStringList recent = AppSettings::recentProjects();
    for (const QString& path : recent) {
        QAction* action = m_recent->addAction(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openPath(path); });
    }
    if (recent.isEmpty())
        m_recent->addAction(tr("No recent projects"))->setEnabled(false);
}

void ProjectActions::newProject() {
    const QString filter = tr("Headwater projects (*.hwproj)");
    QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("New Project"), QDir::homePath(), filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix() != QLatin1String(ProjectStore::kFileSuffix))
        path += QStringLiteral(".") + QLatin1String(ProjectStore::kFileSuffix);
    bool accepted = false;
    const QString name =
        QInputDialog::getText(m_dialogParent, tr("New Project"), tr("Project name:"), QLineEdit::Normal,
                              QFileInfo(path).completeBaseName(), &accepted);
    if (!accepted)
        return;
    auto created = m_session.createProject(path, name);
    if (!created) {
        QMessageBox::warning(m_dialogParent, tr("Cannot create project"), shown(created.error()));
        return;
    }
    Q_EMIT message(tr("Created project %1").arg(QDir::toNativeSeparators(path)));
}

void ProjectActions::openProject() {
    const QString path = QFileDialog::getOpenFileName(m_dialogParent, tr("Open Project"), QDir::homePath(),
                                                      tr("Headwater projects (*.hwproj);;All files (*)"));
    if (!path.isEmpty())
        openPath(path);
}

bool ProjectActions::openPath(const QString& path) {
    auto opened = m_session.openProject(path);
    if (!opened) {
        if (!QFileInfo::exists(path)) {
            AppSettings::removeRecentProject(path);
            rebuildRecentMenu();
        }
        Q_EMIT message(tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), shown(opened.error())));
        QMessageBox::warning(m_dialogParent, tr("Cannot open project"), shown(opened.error()));
        return false;
    }
    Q_EMIT message(tr("Opened project %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

} // namespace hw::ui
