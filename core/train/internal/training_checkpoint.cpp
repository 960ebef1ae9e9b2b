#include "core/train/internal/training_checkpoint.h"

#include "core/util/atomic_file.h"
#include "core/util/checked_file_writer.h"
#include "core/util/ordinary_files.h"
#include "core/util/output_paths.h"
#include "core/util/owned_folder.h"

#include <torch/torch.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QUuid>

#include <algorithm>

namespace hw {

namespace {

const QString kPrefix = QStringLiteral("checkpoint-");

// A checkpoint this run wrote: a real folder (never a link) named checkpoint-<step> that carries Headwater's
// marker. Anything else of that name is the user's and is neither listed, pruned nor followed.
bool isOwnCheckpoint(const QDir& dir, const QString& name, qint64* step = nullptr) {
    bool numbered = false;
    const qint64 number = name.mid(kPrefix.size()).toLongLong(&numbered);
    if (step)
        *step = number;
    const QString path = dir.filePath(name);
    return numbered && isRealFolder(path) &&
           QFileInfo(QDir(path).filePath(QLatin1String(kOwnedFolderMarker))).isFile();
}

bool isComplete(const QString& checkpoint) {
    return QFileInfo(QDir(checkpoint).filePath(QStringLiteral("trainer_state.json"))).isFile();
}

// Complete checkpoints, oldest first.
QVector<QPair<qint64, QString>> checkpoints(const QString& outputDirectory) {
    QVector<QPair<qint64, QString>> out;
    const QDir dir(outputDirectory);
    for (const QString& name :
         dir.entryList({kPrefix + QStringLiteral("*")}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        qint64 step = 0;
        if (isOwnCheckpoint(dir, name, &step) && isComplete(dir.filePath(name)))
            out.append({step, dir.filePath(name)});
    }
    std::sort(out.begin(), out.end());
    return out;
}

UserError writeFailed(const QString& path, const QString& why) {
    return {
        Text::tr("cannot write the checkpoint: %1").arg(why), path,
        Text::tr("free some disk space or choose another %1").arg(Text::setting(QStringLiteral("output")))};
}

} // namespace

Expected<QString> writeCheckpoint(const QString& outputDirectory, const TrainerState& state,
                                  const PretrainingObjective& objective, torch::optim::Optimizer& optimizer,
                                  const QString& tokenizerFrom) {
    const QString target = QDir(outputDirectory).filePath(kPrefix + QString::number(state.step));
    // Built in a hidden staging folder of its own beside the target (removed, unless moved into place, when
    // this returns).
    const std::unique_ptr<QTemporaryDir> stagingFolder = makeStagingFolder(target);
    if (!stagingFolder->isValid())
        return writeFailed(target, stagingFolder->errorString());
    const QString staging = stagingFolder->path();
    Expected<bool> saved = objective.save(staging, tokenizerFrom);
    if (!saved)
        return saved.error();
    // The archive goes through a sink that never fails mid-way (libtorch aborts the process when its file
    // writer fails inside a destructor); a failed write is reported once the archive is done.
    CheckedFileWriter optimizerFile(QDir(staging).filePath(QStringLiteral("optimizer.pt")));
    try {
        torch::serialize::OutputArchive archive;
        optimizer.save(archive);
        archive.save_to([&](const void* data, size_t size) { return optimizerFile.write(data, size); });
    } catch (const std::exception& e) {
        return writeFailed(staging, QString::fromUtf8(e.what()));
    }
    saved = optimizerFile.finish();
    if (!saved)
        return saved.error();
    saved = writeFileAtomically(QDir(staging).filePath(QStringLiteral("trainer_state.json")),
                                QJsonDocument(state.toJson()).toJson());
    if (!saved)
        return saved.error();
    // A checkpoint of the same step is replaced only when this run wrote it; a link is never followed.
    saved = checkFolderReplaceable(target);
    if (saved)
        saved = moveFolderIntoPlace(staging, target);
    if (!saved)
        return saved.error();
    stagingFolder->setAutoRemove(false);
    return target;
}

QString newestCheckpoint(const QString& outputDirectory) {
    const auto all = checkpoints(outputDirectory);
    return all.isEmpty() ? QString() : all.last().second;
}

Expected<TrainerState> readCheckpoint(const QString& checkpoint, PretrainingObjective& objective,
                                      torch::optim::Optimizer& optimizer, const torch::Device& device) {
    const QString statePath = QDir(checkpoint).filePath(QStringLiteral("trainer_state.json"));
    const Text removeIt = Text::tr("remove the damaged checkpoint folder to resume from an earlier one");
    Expected<QByteArray> stateBytes = readOrdinaryFile(statePath, FileKind::Settings);
    if (!stateBytes)
        return UserError{Text::tr("cannot read the trainer state (%1)").arg(stateBytes.error().what),
                         statePath, removeIt};
    Expected<TrainerState> state =
        TrainerState::fromJson(QJsonDocument::fromJson(stateBytes.value()).object(), statePath);
    if (!state)
        return state;
    // checkpoint-N holds step N: a state saying otherwise would skip or repeat steps on resume.
    const QFileInfo folder(checkpoint);
    qint64 folderStep = -1;
    if (isOwnCheckpoint(folder.dir(), folder.fileName(), &folderStep) && folderStep != state->step)
        return UserError{Text::tr("the trainer state says step %1, but its checkpoint is that of step %2")
                             .arg(state->step)
                             .arg(folderStep),
                         statePath, removeIt};
    Expected<bool> restored = objective.restore(checkpoint);
    if (!restored)
        return restored.error();
    const QString optimizerPath = QDir(checkpoint).filePath(QStringLiteral("optimizer.pt"));
    Expected<bool> ordinary = checkOrdinaryFile(optimizerPath, FileKind::Data);
    if (!ordinary)
        return UserError{Text::tr("cannot read the optimizer state: %1").arg(ordinary.error().what),
                         checkpoint, removeIt};
    try {
        torch::load(optimizer, optimizerPath.toStdString(), device);
    } catch (const std::exception& e) {
        return UserError{Text::tr("cannot read the optimizer state: %1")
                             .arg(QString::fromUtf8(e.what()).section(QLatin1Char('\n'), 0, 0)),
                         checkpoint, removeIt};
    }
    return state;
}

void pruneCheckpoints(const QString& outputDirectory, int keep) {
    const QDir dir(outputDirectory);
    // A checkpoint is renamed out of its complete name (to a hidden name of Headwater's own) before it is
    // deleted, so a process killed mid-delete never leaves a half-deleted checkpoint under its own name.
    auto remove = [&](const QString& name) {
        const QString doomed =
            dir.filePath(QStringLiteral(".%1.headwater-removed-%2")
                             .arg(name, QUuid::createUuid().toString(QUuid::Id128).left(12)));
        if (QDir().rename(dir.filePath(name), doomed))
            removeFolderTree(doomed);
    };
    const auto all = checkpoints(outputDirectory);
    for (int i = 0; i < all.size() - std::max(1, keep); ++i)
        remove(QFileInfo(all[i].second).fileName());
    // Checkpoints of this run without a trainer state are what an older release left when killed while
    // deleting; a folder or link of that name the user made is left alone.
    for (const QString& name :
         dir.entryList({kPrefix + QStringLiteral("*")}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (isOwnCheckpoint(dir, name) && !isComplete(dir.filePath(name)))
            remove(name);
    }
    // Staging, replaced and doomed folders a killed run left, by their Headwater names only (a checkpoint's
    // staging holds the model's own, hence the leading wildcard); links are not followed.
    for (const QString& stale :
         dir.entryList({QStringLiteral(".*") + kPrefix + QStringLiteral("*.headwater-*")},
                       QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot))
        removeFolderTree(dir.filePath(stale));
}

} // namespace hw
