#pragma once

#include <QString>

namespace hw::test {

// Puts the files of `modelDirectory` into `cache` as huggingface_hub lays a download out: each file's bytes
// in blobs/SHA256, snapshots/COMMIT/NAME a relative link to it, and refs/main naming COMMIT (when `main`).
// Returns the snapshot folder.
QString addToHubCache(const QString& cache, const QString& repoId, const QString& modelDirectory,
                      const QString& commit, bool main = true);

} // namespace hw::test
