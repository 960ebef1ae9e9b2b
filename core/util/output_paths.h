#pragma once

#include "core/util/expected.h"

#include <QString>
#include <QStringList>

#include <memory>

class QTemporaryDir;

namespace hw {

// Where the outputs a user names go, and what Headwater may delete on the way. Files are written to a
// temporary and renamed into place, folders built in a staging folder and renamed into place: the rename
// would replace whatever the path names, so what it names is looked at first (without following a link).
// Nothing but a regular file, a folder Headwater wrote, or Headwater's own staging folders is ever replaced
// or removed, and no link is followed when deleting.

// Where a file output is written.
struct OutputFile {
    QString path;        // the path itself, or the regular file a symbolic link leads to (the link stays)
    bool stream = false; // a character device or a FIFO (/dev/null, /dev/stdout, a named pipe): written in
                         // place as the data comes, never replaced
};

// A new path, a regular file, a link to a regular file, a character device or a FIFO; a clear refusal for a
// folder, a block device, a socket or a link that leads nowhere.
Expected<OutputFile> resolveOutputFile(const QString& path);

// Refuses an output file that is one of `inputFiles` or lies inside one of `inputFolders` (a model), also
// when reached through a link: writing it would destroy what is being read.
Expected<bool> checkOutputIsNotAnInput(const QString& output, const QStringList& inputFiles,
                                       const QStringList& inputFolders = {});

// A folder output may be missing or a real folder: a symbolic link (even to a folder), a file or a device is
// refused, since moving the finished folder into place would replace it.
Expected<bool> checkOutputFolderPath(const QString& folder);

// Where something is written before it takes `target`'s name, or set aside while it is replaced: a hidden
// name beside it, Headwater's own, naming the process that writes it (".NAME.headwater-partial-PID-RANDOM",
// `purpose` "partial" or "replaced"), so that a later run can tell what a killed process left.
QString stagingPathFor(const QString& target, const QString& purpose);
// Removes the staging files and folders beside `target` that processes no longer running left (a killed
// export or predict); another run's, still writing, and anything not named by stagingPathFor stay.
void removeStaleStaging(const QString& target);

// A hidden staging folder beside `target` (named by stagingPathFor, after removing stale ones), readable
// like any folder; it removes itself unless setAutoRemove(false). Invalid on failure.
std::unique_ptr<QTemporaryDir> makeStagingFolder(const QString& target);

// Moves the finished `staging` folder to `target`. An existing target (which the caller checked may be
// replaced) is renamed aside under a unique hidden name first and removed only after the swap; a target that
// is not a real folder is refused. Nothing else beside it is touched.
Expected<bool> moveFolderIntoPlace(const QString& staging, const QString& target);

// Removes a real folder and everything in it without following any link (links inside are removed
// themselves). A `path` that is a link, a file or missing is left alone; false then, or when anything stayed.
bool removeFolderTree(const QString& path);

// True for a real folder (not a link to one).
bool isRealFolder(const QString& path);

} // namespace hw
