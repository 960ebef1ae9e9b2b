#include "core/project/sqlite_failure.h"

#include "core/util/disk_write_error.h"

namespace hw {

UserError sqliteFailure(const Text& what, const QString& projectFile, const QString& sqliteMessage) {
    const QString message = sqliteMessage.simplified();
    const QString lower = message.toLower();
    auto has = [&](const char* words) { return lower.contains(QLatin1String(words)); };
    if (has("locked") || has("busy"))
        return UserError{
            Text::tr("%1: the project is busy (another Headwater process is writing it)").arg(what),
            projectFile, Text::tr("wait for the other import or job to finish, then try again")};
    if (has("readonly") || has("read-only") || has("read only"))
        return UserError{Text::tr("%1: the project cannot be written (read-only file or folder)").arg(what),
                         projectFile,
                         Text::tr("make the project file and its folder writable, or copy the project "
                                  "to a folder you can write")};
    if (has("full")) {
        UserError full = diskWriteError(projectFile, Text::tr("the disk is full"));
        full.what = Text(QStringLiteral("%1: %2")).arg(what).arg(full.what);
        return full;
    }
    if (has("malformed") || has("not a database") || has("corrupt"))
        return UserError{Text::tr("%1: the project file is damaged (%2)").arg(what).arg(message), projectFile,
                         Text::tr("restore the project file from a backup")};
    if (has("disk i/o") || has("unable to open"))
        return UserError{Text::tr("%1: the disk refused the operation (%2)").arg(what).arg(message),
                         projectFile, Text::tr("check that the disk is mounted, writable and has room")};
    return UserError{Text(QStringLiteral("%1 (%2)"))
                         .arg(what)
                         .arg(message.isEmpty() ? Text::tr("no reason given") : Text(message)),
                     projectFile,
                     Text::tr("try again; if it persists, copy the project file aside and report it")};
}

} // namespace hw
