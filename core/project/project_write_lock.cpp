#include "core/project/project_write_lock.h"

#include "core/jobs/job.h"
#include "core/project/project_store.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <thread>
#include <unistd.h>

namespace hw {

QString ProjectWriteLock::lockFilePath(const QString& projectPath) {
    return QDir(ProjectStore::dataDirectoryOf(projectPath)).filePath(QStringLiteral(".headwater-write.lock"));
}

Expected<std::unique_ptr<ProjectWriteLock>> ProjectWriteLock::acquire(const QString& projectPath,
                                                                      JobContext& context) {
    const QString path = lockFilePath(projectPath);
    QDir().mkpath(QFileInfo(path).absolutePath());
    // O_NOFOLLOW: a link planted under the lock's name is refused, not followed.
    const int fd =
        ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0)
        return UserError{Text::tr("cannot open the project's write lock (%1)")
                             .arg(QString::fromLocal8Bit(strerror(errno))),
                         path, Text::tr("check that the project's folder can be written")};
    bool waited = false;
    while (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        if (errno != EWOULDBLOCK && errno != EINTR) {
            ::close(fd);
            return UserError{Text::tr("cannot lock the project for writing"), path,
                             Text::tr("check that the project's folder can be written")};
        }
        if (!waited) { // on the job's row, and in its log (the CLI prints log lines as they come)
            const Text waiting = Text::tr("waiting for another import into this project");
            context.progress(waiting, 0, 0);
            context.log(LogLevel::Info, waiting);
            waited = true;
        }
        context.pausePoint();
        if (context.cancelled()) {
            ::close(fd);
            return UserError::cancellation();
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return std::unique_ptr<ProjectWriteLock>(new ProjectWriteLock(fd));
}

ProjectWriteLock::~ProjectWriteLock() {
    ::close(m_fd); // releases the lock
}

} // namespace hw
