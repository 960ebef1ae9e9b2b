#pragma once

#include "core/corpus/labelled_dataset.h"
#include "core/project/labelled_set_files.h"
#include "core/project/project_store.h"

#include <memory>
#include <optional>

namespace hw {

// What a job reading labelled data from a project holds: the project (opened once, on the job's thread) and
// the labelled set, when one is named.
struct ProjectLabelledData {
    std::unique_ptr<ProjectStore> store; // null without a project
    std::optional<LabelledSetFiles> set;
};

// Opens `projectPath` (when given) and finds the set `setName` (when given) there, setting `read` to how its
// files are read. A set named without a project is refused, saying to give one.
Expected<ProjectLabelledData> openProjectLabelledData(const QString& projectPath, const QString& setName,
                                                      LabelledReadOptions& read);

} // namespace hw
