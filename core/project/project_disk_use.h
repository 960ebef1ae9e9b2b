#pragma once

#include "core/project/artefact_store.h"

#include <QMap>

namespace hw {

struct ProjectDiskUse {
    QMap<ArtefactKind, qint64> bytesByKind; // files of each kind's artefacts inside the project's data folder
    qint64 otherBytes = 0;       // the rest of the data folder (tokenized caches, partial or leftover files)
    qint64 projectFileBytes = 0; // the project database with its write-ahead log
    qint64 total() const;
};

// Bytes on disk per kind of artefact. Files named by several artefacts count once: a fine-tuning run's
// folder holds its seeds' models, a model's folder its tokenizer, an evaluation points at what it scored;
// the first kind in the order run, model, export, corpus, labelled set, tokenizer, evaluation takes them.
// Folders outside the project (an imported model left where it was) are not the project's and are not
// counted. Walks folders, so call it off the UI thread; it opens its own connection.
Expected<ProjectDiskUse> measureProjectDiskUse(const QString& projectPath);

} // namespace hw
