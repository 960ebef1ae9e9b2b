#pragma once

#include "core/project/artefact_store.h"
#include "core/system/hub_cache.h"
#include "core/util/expected.h"

#include <QString>

#include <initializer_list>
#include <optional>

namespace hw {

// What a command-line value that names an artefact means when a project is given: the project's artefact of
// that name, or a file or folder.
struct ArtefactArgument {
    QString path;                           // the files it means (an artefact's absolute folder or file)
    std::optional<Artefact> artefact;       // the project's artefact it names; none for a path
    std::optional<CachedHubModel> hubModel; // the Hugging Face cache's snapshot it names (a Hub id)
};

// A value with a slash (./general, /data/news, data/news) always means a path.
bool isExplicitPath(const QString& value);

// Resolves `value` of the setting `option` against the project at `projectPath` (none: it is a path, as it
// always is when it has a slash). A bare name is the project's artefact of the first of `kinds` that has one
// of that name, else a file or folder in the working directory. For models and tokenizers, a Hub id
// ("klue/roberta-base", "org/name@REVISION") that is no file or folder here is the Hugging Face cache's
// snapshot of it, resolved offline (resolveCachedHubModel). Refused, so that nothing is used silently: a
// bare name that is both an artefact and another file or folder here (naming both; the artefact's own folder,
// or a folder holding it such as its pretraining run's, is no other), and one that is neither.
Expected<ArtefactArgument> resolveArtefactArgument(const QString& projectPath, const QString& option,
                                                   const QString& value,
                                                   std::initializer_list<ArtefactKind> kinds);

// Records a data file that is no artefact of the project by what identifies it: "data" (its absolute path)
// and "data_sha256" (its contents' digest) in `settings`.
void addDataFileIdentity(QJsonObject& settings, const QString& file);

// Where a project keeps the files of a new artefact of `kind` named `name`: its data folder's models/NAME,
// tokenizers/NAME, runs/NAME...
QString projectArtefactFolder(const QString& projectPath, ArtefactKind kind, const QString& name);

// `base`, or "base-2", "base-3"... whichever neither names an artefact of `kind` in the project nor has a
// folder where projectArtefactFolder() would put it.
Expected<QString> unusedArtefactPlace(const ProjectStore& store, ArtefactKind kind, const QString& base);

} // namespace hw
