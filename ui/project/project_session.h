#pragma once

#include "core/project/project_store.h"
#include "core/util/expected.h"

#include <QObject>

#include <memory>

namespace hw::ui {

class JobController;

// The project open in this window. Pages read it; only this class opens, creates or closes projects.
class ProjectSession : public QObject {
    Q_OBJECT
public:
    explicit ProjectSession(QObject* parent = nullptr);
    ~ProjectSession() override;

    Expected<bool> createProject(const QString& path, const QString& name);
    Expected<bool> openProject(const QString& path);
    void closeProject();

    ProjectStore* current() const { return m_store.get(); }

    // The window's jobs, for widgets that start one of their own (a model picker's "New model…").
    void setJobController(JobController* jobs) { m_jobs = jobs; }
    JobController* jobController() const { return m_jobs; }

    // Tells every view that the open project's artefacts changed (a job added a corpus, a tokenizer, ...).
    void notifyArtefactsChanged() { Q_EMIT artefactsChanged(); }

Q_SIGNALS:
    void projectChanged();
    void artefactsChanged();

private:
    Expected<bool> adopt(Expected<std::unique_ptr<ProjectStore>> opened, const QString& path);

    std::unique_ptr<ProjectStore> m_store;
    JobController* m_jobs = nullptr;
};

} // namespace hw::ui
