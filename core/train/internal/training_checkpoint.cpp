#include "core/train/internal/training_checkpoint.h"

#include "core/util/atomic_file.h"
#include "core/util/checked_file_writer.h"

#include <torch/torch.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

#include <algorithm>

namespace hw {

namespace {

const QString kPrefix = QStringLiteral("checkpoint-");

// Complete checkpoints, oldest first.
QVector<QPair<qint64, QString>> checkpoints(const QString& outputDirectory) {
    QVector<QPair<qint64, QString>> out;
    const QDir dir(outputDirectory);
    for (const QString& name :
         dir.entryList({kPrefix + QStringLiteral("*")}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool ok = false;
        const qint64 step = name.mid(kPrefix.size()).toLongLong(&ok);
        if (ok && QFileInfo::exists(dir.filePath(name + QStringLiteral("/trainer_state.json"))))
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
    const QString staging = target + QStringLiteral(".partial");
    QDir(staging).removeRecursively();
    Expected<bool> saved = objective.save(staging, tokenizerFrom);
    if (!saved) {
        QDir(staging).removeRecursively();
        return saved.error();
    }
    // The archive goes through a sink that never fails mid-way (libtorch aborts the process when its file
    // writer fails inside a destructor); a failed write is reported once the archive is done.
    CheckedFileWriter optimizerFile(QDir(staging).filePath(QStringLiteral("optimizer.pt")));
    try {
        torch::serialize::OutputArchive archive;
        optimizer.save(archive);
        archive.save_to([&](const void* data, size_t size) { return optimizerFile.write(data, size); });
    } catch (const std::exception& e) {
        QDir(staging).removeRecursively();
        return writeFailed(staging, QString::fromUtf8(e.what()));
    }
    saved = optimizerFile.finish();
    if (!saved) {
        QDir(staging).removeRecursively();
        return saved.error();
    }
    saved = writeFileAtomically(QDir(staging).filePath(QStringLiteral("trainer_state.json")),
                                QJsonDocument(state.toJson()).toJson());
    if (!saved) {
        QDir(staging).removeRecursively();
        return saved.error();
    }
    QDir(target).removeRecursively();
    if (!QDir().rename(staging, target)) {
        QDir(staging).removeRecursively();
        return writeFailed(target, QStringLiteral("the finished folder could not be moved into place"));
    }
    return target;
}

QString newestCheckpoint(const QString& outputDirectory) {
    const auto all = checkpoints(outputDirectory);
    return all.isEmpty() ? QString() : all.last().second;
}

Expected<TrainerState> readCheckpoint(const QString& checkpoint, PretrainingObjective& objective,
                                      torch::optim::Optimizer& optimizer, const torch::Device& device) {
    QFile stateFile(QDir(checkpoint).filePath(QStringLiteral("trainer_state.json")));
    if (!stateFile.open(QIODevice::ReadOnly))
        return UserError{Text::tr("cannot read the trainer state (%1)").arg(stateFile.errorString()),
                         stateFile.fileName(),
                         Text::tr("remove the damaged checkpoint folder to resume from an earlier one")};
    Expected<TrainerState> state =
        TrainerState::fromJson(QJsonDocument::fromJson(stateFile.readAll()).object(), stateFile.fileName());
    if (!state)
        return state;
    Expected<bool> restored = objective.restore(checkpoint);
    if (!restored)
        return restored.error();
    try {
        torch::load(optimizer, QDir(checkpoint).filePath(QStringLiteral("optimizer.pt")).toStdString(),
                    device);
    } catch (const std::exception& e) {
        return UserError{Text::tr("cannot read the optimizer state: %1")
                             .arg(QString::fromUtf8(e.what()).section(QLatin1Char('\n'), 0, 0)),
                         checkpoint,
                         Text::tr("remove the damaged checkpoint folder to resume from an earlier one")};
    }
    return state;
}

void pruneCheckpoints(const QString& outputDirectory, int keep) {
    const QDir dir(outputDirectory);
    // A checkpoint is renamed out of its complete name before it is deleted, so a process killed mid-delete
    // leaves a *.partial folder (removed below), never a half-deleted checkpoint under its own name.
    auto remove = [&](const QString& path) {
        const QString doomed = path + QStringLiteral(".partial");
        QDir(doomed).removeRecursively();
        QDir(QDir().rename(path, doomed) ? doomed : path).removeRecursively();
    };
    const auto all = checkpoints(outputDirectory);
    for (int i = 0; i < all.size() - std::max(1, keep); ++i)
        remove(all[i].second);
    // Numbered folders without a trainer state are what an older release left when killed while deleting.
    for (const QString& name :
         dir.entryList({kPrefix + QStringLiteral("*")}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool numbered = false;
        name.mid(kPrefix.size()).toLongLong(&numbered);
        if (numbered && !QFileInfo::exists(dir.filePath(name + QStringLiteral("/trainer_state.json"))))
            remove(dir.filePath(name));
    }
    for (const QString& stale :
         dir.entryList({kPrefix + QStringLiteral("*.partial")}, QDir::Dirs | QDir::NoDotAndDotDot))
        QDir(dir.filePath(stale)).removeRecursively();
}

} // namespace hw
