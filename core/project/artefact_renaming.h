#pragma once

#include "core/util/expected.h"

namespace hw {

class JobManager;
class ProjectStore;

// Gives an artefact another name in its project. Its files stay where they are (they are found through the
// artefact, not its name). Refused, with what to do, for an empty name, a name with "/", a name another
// artefact of the kind has, or while a job of `jobs` uses it (jobs name what they use by kind and name).
Expected<bool> renameArtefact(ProjectStore& store, qint64 id, const QString& newName, const JobManager* jobs);

} // namespace hw
