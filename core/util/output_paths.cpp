#include "core/util/output_paths.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QUuid>

#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <sys/stat.h>
#include <unistd.h>

namespace hw {

namespace {

QByteArray encoded(const QString& path) {
    return QFile::encodeName(path);
}

// lstat(2): what the path itself is, a link not followed. False when there is nothing there.
bool inspect(const QString& path, struct stat* info) {
    return ::lstat(encoded(path).constData(), info) == 0;
}

// stat(2): what the path leads to, links followed.
bool follow(const QString& path, struct stat* info) {
    return ::stat(encoded(path).constData(), info) == 0;
}

QString realPath(const QString& path) {
    char resolved[PATH_MAX];
    if (::realpath(encoded(path).constData(), resolved) == nullptr)
        return QString();
    return QFile::decodeName(resolved);
}

QString linkTarget(const QString& path) {
    const QString target = QFileInfo(path).symLinkTarget();
    return target.isEmpty() ? QStringLiteral("?") : target;
}

// The canonical path of `path` where it exists, else of its folder plus its name: what it will be once
// written.
QString canonicalOrPlanned(const QString& path) {
    const QString real = realPath(path);
    if (!real.isEmpty())
        return real;
    const QFileInfo info(path);
    const QString folder = realPath(info.absolutePath());
    return folder.isEmpty() ? info.absoluteFilePath() : QDir(folder).filePath(info.fileName());
}

QString randomPart() {
    return QUuid::createUuid().toString(QUuid::Id128).left(12);
}

} // namespace

Expected<OutputFile> resolveOutputFile(const QString& path) {
    struct stat own {};
    if (!inspect(path, &own))
        return OutputFile{path, false}; // nothing there yet (or unreachable: the write says why)
    struct stat led = own;
    QString writeTo = path;
    if (S_ISLNK(own.st_mode)) {
        if (!follow(path, &led))
            return UserError{
                Text::tr("the output is a symbolic link to %1, which does not exist").arg(linkTarget(path)),
                path, Text::tr("give a file path, or create the file the link points to")};
        if (S_ISREG(led.st_mode)) {
            // Written through the link: its target is replaced, the link stays as it is.
            writeTo = realPath(path);
            if (writeTo.isEmpty())
                return OutputFile{path, true}; // a file reached only through /proc: written in place
        }
    }
    if (S_ISREG(led.st_mode))
        return OutputFile{writeTo, false};
    if (S_ISCHR(led.st_mode) || S_ISFIFO(led.st_mode))
        return OutputFile{path, true};
    if (S_ISDIR(led.st_mode))
        return UserError{Text::tr("the output is a folder, not a file"), path,
                         Text::tr("give a file path (for example inside this folder)")};
    return UserError{Text::tr("the output is a device or socket, not a file"), path,
                     Text::tr("give a file path")};
}

Expected<bool> checkOutputIsNotAnInput(const QString& output, const QStringList& inputFiles,
                                       const QStringList& inputFolders) {
    const QString planned = canonicalOrPlanned(output);
    struct stat written {};
    const bool exists = follow(output, &written);
    for (const QString& input : inputFiles) {
        struct stat read {};
        const bool sameFile = exists && follow(input, &read) && S_ISREG(read.st_mode) &&
                              read.st_dev == written.st_dev && read.st_ino == written.st_ino;
        if (sameFile || planned == canonicalOrPlanned(input))
            return UserError{Text::tr("the output is also an input; writing it would destroy what is read"),
                             output, Text::tr("give another output file")};
    }
    for (const QString& folder : inputFolders) {
        const QString real = realPath(folder);
        if (!real.isEmpty() && planned.startsWith(real + QLatin1Char('/')))
            return UserError{Text::tr("the output is inside the model folder %1").arg(folder), output,
                             Text::tr("write it outside the model folder")};
    }
    return true;
}

Expected<bool> checkOutputFolderPath(const QString& folder) {
    struct stat own {};
    if (!inspect(folder, &own) || S_ISDIR(own.st_mode))
        return true;
    if (S_ISLNK(own.st_mode))
        return UserError{
            Text::tr("the output folder is a symbolic link (to %1); Headwater neither replaces it nor writes "
                     "through it")
                .arg(linkTarget(folder)),
            folder, Text::tr("give the path of the folder it points to, or a new folder name")};
    if (S_ISREG(own.st_mode))
        return UserError{Text::tr("output path is a file, not a directory"), folder,
                         Text::tr("choose a new folder name")};
    return UserError{Text::tr("the output is a device, FIFO or socket, not a folder"), folder,
                     Text::tr("choose a new folder name")};
}

QString stagingPathFor(const QString& target, const QString& purpose) {
    const QFileInfo info(target);
    return QDir(info.absolutePath())
        .filePath(QStringLiteral(".%1.headwater-%2-%3-%4")
                      .arg(info.fileName(), purpose)
                      .arg(qint64(::getpid()))
                      .arg(randomPart()));
}

void removeStaleStaging(const QString& target) {
    const QFileInfo info(target);
    const QDir folder(info.absolutePath());
    const QString prefix = QStringLiteral(".%1.headwater-").arg(info.fileName());
    for (const QString& name :
         folder.entryList({prefix + QStringLiteral("*")},
                          QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)) {
        // PURPOSE-PID-RANDOM
        const QStringList parts = name.mid(prefix.size()).split(QLatin1Char('-'));
        bool numbered = false;
        const qint64 pid = parts.size() == 3 ? parts[1].toLongLong(&numbered) : 0;
        if (!numbered || pid <= 0 ||
            (parts[0] != QLatin1String("partial") && parts[0] != QLatin1String("replaced")))
            continue;
        if (::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
            continue; // still running (or not ours to ask about)
        if (parts[0] == QLatin1String("replaced") && !QFileInfo::exists(target))
            continue; // killed between the two renames: the earlier output, kept for the user to take back
        const QString path = folder.filePath(name);
        struct stat own {};
        if (!inspect(path, &own))
            continue;
        if (S_ISDIR(own.st_mode))
            removeFolderTree(path);
        else if (S_ISREG(own.st_mode))
            ::unlink(encoded(path).constData());
    }
}

std::unique_ptr<QTemporaryDir> makeStagingFolder(const QString& target) {
    removeStaleStaging(target);
    auto staging = std::make_unique<QTemporaryDir>(stagingPathFor(target, QStringLiteral("partial")) +
                                                   QStringLiteral("XXXXXX"));
    // QTemporaryDir is private to its owner; an output folder is shared like any other folder.
    if (staging->isValid())
        QFile::setPermissions(staging->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                   QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther |
                                                   QFile::ExeOther);
    return staging;
}

Expected<bool> moveFolderIntoPlace(const QString& staging, const QString& target) {
    Expected<bool> replaceable = checkOutputFolderPath(target);
    if (!replaceable)
        return replaceable;
    const QFileInfo info(target);
    const bool hadTarget = isRealFolder(target);
    QString aside;
    if (hadTarget) {
        struct stat taken {};
        do
            aside = stagingPathFor(target, QStringLiteral("replaced"));
        while (inspect(aside, &taken));
        if (std::rename(encoded(target).constData(), encoded(aside).constData()) != 0)
            return UserError{Text::tr("cannot replace the existing output directory"), target,
                             Text::tr("check that you may write to it and its parent folder")};
    }
    if (std::rename(encoded(staging).constData(), encoded(target).constData()) != 0) {
        if (hadTarget)
            std::rename(encoded(aside).constData(), encoded(target).constData());
        return UserError{Text::tr("cannot move the finished output into place"), target,
                         Text::tr("check that you may write to the parent folder")};
    }
    if (hadTarget)
        removeFolderTree(aside);
    return true;
}

bool isRealFolder(const QString& path) {
    struct stat own {};
    return inspect(path, &own) && S_ISDIR(own.st_mode);
}

bool removeFolderTree(const QString& path) {
    if (!isRealFolder(path))
        return false;
    bool removedAll = true;
    QDirIterator entries(path, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    while (entries.hasNext()) {
        const QString entry = entries.next();
        if (isRealFolder(entry))
            removedAll = removeFolderTree(entry) && removedAll;
        else
            removedAll = ::unlink(encoded(entry).constData()) == 0 && removedAll;
    }
    return ::rmdir(encoded(path).constData()) == 0 && removedAll;
}

} // namespace hw
