#pragma once

#include "core/util/expected.h"

#include <QString>

#include <memory>

namespace hw {

class JobContext;

// Held by a job that writes into a project for a long time (an import's one transaction): a second such job
// waits its turn, cancellable and saying so, instead of failing when SQLite's busy timeout runs out. A lock
// on a file in the project's data folder, so a process that dies releases it.
class ProjectWriteLock {
public:
    static Expected<std::unique_ptr<ProjectWriteLock>> acquire(const QString& projectPath,
                                                               JobContext& context);
    ~ProjectWriteLock();
    ProjectWriteLock(const ProjectWriteLock&) = delete;
    ProjectWriteLock& operator=(const ProjectWriteLock&) = delete;

    // The file locked; another process may lock it to hold such jobs back.
    static QString lockFilePath(const QString& projectPath);

private:
    explicit ProjectWriteLock(int fd)
        : m_fd(fd) {}
    int m_fd;
};

} // namespace hw
