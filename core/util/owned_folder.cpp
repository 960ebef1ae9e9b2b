#include "core/util/owned_folder.h"

#include "core/util/atomic_file.h"

#include <QDir>
#include <QFileInfo>

namespace hw {

const char* const kOwnedFolderMarker = ".headwater-output";

Expected<bool> markFolderOwned(const QString& folder) {
    return writeFileAtomically(QDir(folder).filePath(QLatin1String(kOwnedFolderMarker)),
                               "Written by Headwater; replaced as a whole when overwritten.\n");
}

Expected<bool> checkFolderReplaceable(const QString& folder) {
    const QFileInfo info(folder);
    if (!info.exists())
        return true;
    if (!info.isDir())
        return UserError{Text::tr("output path is a file, not a folder"), folder,
                         Text::tr("choose a new folder name")};
    const QDir dir(info.absoluteFilePath());
    if (dir.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System))
        return true;
    if (QFileInfo(dir.filePath(QLatin1String(kOwnedFolderMarker))).isFile())
        return true;
    return UserError{Text::tr("the folder was not written by Headwater, so it is not replaced"), folder,
                     Text::tr("choose a new folder, or empty or remove this one yourself")};
}

} // namespace hw
