#include "core/train/run_checkpoints.h"

#include "core/util/json_numbers.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace hw {

namespace {

qint64 folderBytes(const QString& path) {
    qint64 total = 0;
    for (QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        it.next();
        total += it.fileInfo().size();
    }
    return total;
}

} // namespace

QVector<RunCheckpoint> listRunCheckpoints(const QString& runDirectory) {
    QVector<RunCheckpoint> out;
    const QDir run(runDirectory);
    for (const QFileInfo& entry : run.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (entry.isSymLink())
            continue; // a link the user made, not a folder of this run
        const QString name = entry.fileName();
        const bool numbered =
            name.startsWith(QLatin1String("checkpoint-")) && !name.endsWith(QLatin1String(".partial"));
        if (!numbered && name != QLatin1String("best") && name != QLatin1String("model"))
            continue;
        if (!QFile::exists(QDir(entry.absoluteFilePath()).filePath(QStringLiteral("config.json"))))
            continue; // not a finished model folder
        RunCheckpoint c;
        c.name = name;
        c.path = entry.absoluteFilePath();
        c.bytes = folderBytes(c.path);
        if (Expected<QByteArray> state = readOrdinaryFile(
                QDir(c.path).filePath(QStringLiteral("trainer_state.json")), FileKind::Settings)) {
            const QJsonObject s = QJsonDocument::fromJson(state.value()).object();
            c.step = jsonWholeNumber(s.value(QLatin1String("step"))).value_or(-1);
            c.bestValidationLoss = s.value(QLatin1String("best_eval_loss")).toDouble(-1);
            c.resumable = QFile::exists(QDir(c.path).filePath(QStringLiteral("optimizer.pt")));
        }
        out.append(c);
    }
    // Numbered checkpoints by step, then best/ and model/.
    std::sort(out.begin(), out.end(), [](const RunCheckpoint& a, const RunCheckpoint& b) {
        const bool aNumbered = a.step >= 0, bNumbered = b.step >= 0;
        if (aNumbered != bNumbered)
            return aNumbered;
        return aNumbered ? a.step < b.step : a.name < b.name;
    });
    return out;
}

} // namespace hw
