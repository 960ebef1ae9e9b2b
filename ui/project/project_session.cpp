#include "ui/project/project_session.h"

#include "ui/settings/app_settings.h"

namespace hw::ui {

ProjectSession::ProjectSession(QObject* parent)
    : QObject(parent) {}

ProjectSession::~ProjectSession() = default;

Expected<bool> ProjectSession::adopt(Expected<std::unique_ptr<ProjectStore>> opened, const QString& path) {
    if (!opened)
        return opened.error();
    m_store = std::move(opened.value());
    AppSettings::addRecentProject(path);
    Q_EMIT projectChanged();
    return true;
}

Expected<bool> ProjectSession::createProject(const QString& path, const QString& name) {
    return adopt(ProjectStore::create(path, name), path);
}

Expected<bool> ProjectSession::openProject(const QString& path) {
    return adopt(ProjectStore::open(path), path);
}

void ProjectSession::closeProject() {
    m_store.reset();
    Q_EMIT projectChanged();
}

} // namespace hw::ui
