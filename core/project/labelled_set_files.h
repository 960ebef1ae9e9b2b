#pragma once

#include "core/util/expected.h"

#include <QStringList>

namespace hw {

class ProjectStore;

// A labelled set of a project as fine-tuning and evaluation read it: its split files (JSONL with "text" and
// "label") and its labels.
struct LabelledSetFiles {
    qint64 artefactId = 0;
    QString name;
    QString train, validation, test; // absolute paths; an empty split's file exists but holds no line
    QStringList labels;
    bool multiLabel = false;
};

// The set named `name`; an unknown name is refused listing the project's sets.
Expected<LabelledSetFiles> projectLabelledSet(const ProjectStore& store, const QString& name);

} // namespace hw
