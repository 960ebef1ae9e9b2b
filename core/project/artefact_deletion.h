#pragma once

#include "core/util/expected.h"

namespace hw {

class JobManager;
class ProjectStore;

// Deletes an artefact from its project: the row, what it was made from, a corpus's documents, and its files
// when they live in the project's data folder (folders outside it are only forgotten). Refused, with what
// to do, while a job of `jobs` uses it or while other artefacts were made from it. The project is never left
// half-deleted: files are moved aside before the database commits and put back if it does not.
Expected<bool> deleteArtefact(ProjectStore& store, qint64 id, const JobManager* jobs);

} // namespace hw
