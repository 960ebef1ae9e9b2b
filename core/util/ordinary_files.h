#pragma once

#include "core/util/expected.h"

#include <QFile>
#include <QStringList>

#include <memory>

namespace hw {

// Refuses a folder in which one of `names` exists but is not an ordinary file (a named pipe, socket or
// device): opening a pipe to read blocks until someone writes to it, so a crafted model folder would hang
// every command. Names that do not exist are left to the caller.
Expected<bool> requireOrdinaryFiles(const QString& directory, const QStringList& names);

// What a file read from a model, run, checkpoint or project folder may be, and so how large it may be: a
// bound far above any real file of its kind, so that a link to /dev/zero or a swapped-in giant is refused
// before it is read into memory.
enum class FileKind {
    Settings,   // JSON settings and states (config.json, thresholds.json, trainer_state.json...): 64 MiB
    Vocabulary, // vocab.txt, tokenizer.json, spm.model: 1 GiB
    Log,        // a run's metrics log: 2 GiB
    Data,       // weights, token shards, corpus text, predictions: read in pieces or mapped, any size
};
qint64 maxFileBytes(FileKind kind);

// Opens `path` to read: an ordinary file (links followed) no larger than its kind allows, or a clear error.
// The check is made on the opened file, and opening never blocks, so a pipe swapped in meanwhile cannot hang.
Expected<std::unique_ptr<QFile>> openOrdinaryFile(const QString& path, FileKind kind);
// The whole file, opened as openOrdinaryFile does.
Expected<QByteArray> readOrdinaryFile(const QString& path, FileKind kind);
// For a file another library opens by its path (libtorch, sentencepiece): the same checks, file closed again.
Expected<bool> checkOrdinaryFile(const QString& path, FileKind kind);

} // namespace hw
