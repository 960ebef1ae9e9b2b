#include "core/project/sqlite_failure.h"

#include "core/util/disk_write_error.h"

namespace hw {

UserError sqliteFailure(const QString& what, const QString& projectFile, const QString& sqliteMessage) {
    const QString message = sqliteMessage.simplified();
    const QString lower = message.toLower();
    auto has = [&](const char* words) { return lower.contains(QLatin1String(words)); };
    if (has("locked") || has("busy"))
        return UserError{
            QStringLiteral("%1: the project is busy (another Headwater process is writing it)").arg(what),
            projectFile, QStringLiteral("wait for the other import or job to finish, then try again")};
    if (has("readonly") || has("read-only") || has("read only"))
        return UserError{
            QStringLiteral("%1: the project cannot be written (read-only file or folder)").arg(what),
            projectFile,
            QStringLiteral("make the project file and its folder writable, or copy the project "
                           "to a folder you can write")};
    if (has("full")) {
        UserError full = diskWriteError(projectFile, QStringLiteral("the disk is full"));
        full.what = QStringLiteral("%1: %2").arg(what, full.what);
        return full;
    }
    if (has("malformed") || has("not a database") || has("corrupt"))
        return UserError{QStringLiteral("%1: the project file is damaged (%2)").arg(what, message),
                         projectFile, QStringLiteral("restore the project file from a backup")};
    if (has("disk i/o") || has("unable to open"))
        return UserError{QStringLiteral("%1: the disk refused the operation (%2)").arg(what, message),
                         projectFile,
                         QStringLiteral("check that the disk is mounted, writable and has room")};
    return UserError{
        QStringLiteral("%1 (%2)").arg(what, message.isEmpty() ? QStringLiteral("no reason given") : message),
        projectFile, QStringLiteral("try again; if it persists, copy the project file aside and report it")};
}

} // namespace hw
