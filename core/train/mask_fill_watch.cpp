#include "core/train/mask_fill_watch.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

namespace hw {

QString maskFillWatchPath(const QString& runDirectory) {
    return QDir(runDirectory).filePath(QStringLiteral("mask_fill_watch.jsonl"));
}

Expected<bool> appendMaskFillWatch(const QString& runDirectory, const QVector<MaskFillWatchRecord>& records) {
    QByteArray lines;
    for (const MaskFillWatchRecord& r : records) {
        QJsonArray masks;
        for (const QVector<MaskPrediction>& predictions : r.masks) {
            QJsonArray best;
            for (const MaskPrediction& p : predictions)
                best.append(QJsonObject{{QStringLiteral("token"), p.token},
                                        {QStringLiteral("id"), p.id},
                                        {QStringLiteral("score"), p.score}});
            masks.append(best);
        }
        lines += QJsonDocument(QJsonObject{{QStringLiteral("step"), r.step},
                                           {QStringLiteral("sentence"), r.sentence},
                                           {QStringLiteral("masks"), masks}})
                     .toJson(QJsonDocument::Compact) +
                 '\n';
    }
    // One write of whole lines: a kill leaves at most a torn last line, which the reader skips.
    QFile file(maskFillWatchPath(runDirectory));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append) || file.write(lines) != lines.size() ||
        !file.flush())
        return UserError{Text::tr("cannot write the mask-fill watch (%1)").arg(file.errorString()),
                         file.fileName(), Text::tr("check free disk space")};
    return true;
}

Expected<QVector<MaskFillWatchRecord>> readMaskFillWatch(const QString& runDirectory) {
    const QString path = maskFillWatchPath(runDirectory);
    if (!QFile::exists(path))
        return QVector<MaskFillWatchRecord>{};
    Expected<std::unique_ptr<QFile>> opened = openOrdinaryFile(path, FileKind::Log);
    if (!opened)
        return UserError{Text::tr("cannot read the mask-fill watch (%1)").arg(opened.error().what), path,
                         Text::tr("check that the run folder is readable")};
    QFile& file = *opened.value();
    QMap<std::pair<qint64, QString>, MaskFillWatchRecord> latest;
    QStringList order; // sentences in the order first seen, kept within each step
    while (!file.atEnd()) {
        const QJsonObject o = QJsonDocument::fromJson(file.readLine()).object();
        if (o.isEmpty())
            continue; // a torn last line
        MaskFillWatchRecord r;
        r.step = o.value(QLatin1String("step")).toInteger();
        r.sentence = o.value(QLatin1String("sentence")).toString();
        for (const QJsonValue& mask : o.value(QLatin1String("masks")).toArray()) {
            QVector<MaskPrediction> predictions;
            for (const QJsonValue& p : mask.toArray())
                predictions.append({p.toObject().value(QLatin1String("token")).toString(),
                                    p.toObject().value(QLatin1String("id")).toInt(),
                                    p.toObject().value(QLatin1String("score")).toDouble()});
            r.masks.append(predictions);
        }
        if (!order.contains(r.sentence))
            order << r.sentence;
        latest.insert({r.step, r.sentence}, r);
    }
    QVector<MaskFillWatchRecord> records;
    qint64 step = -1;
    QVector<MaskFillWatchRecord> ofStep;
    const auto flush = [&] {
        std::sort(ofStep.begin(), ofStep.end(), [&](const auto& a, const auto& b) {
            return order.indexOf(a.sentence) < order.indexOf(b.sentence);
        });
        records += ofStep;
        ofStep.clear();
    };
    for (const MaskFillWatchRecord& r : latest) { // QMap: step order
        if (r.step != step)
            flush();
        step = r.step;
        ofStep.append(r);
    }
    flush();
    return records;
}

} // namespace hw
