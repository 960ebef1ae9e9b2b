#include "core/model_io/thresholds_file.h"

#include "core/util/atomic_file.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace hw {

Expected<QVector<double>> readThresholds(const QString& modelDirectory, int labelCount) {
    const QString path = QDir(modelDirectory).filePath(QStringLiteral("thresholds.json"));
    QVector<double> thresholds(labelCount, 0.5);
    if (!QFile::exists(path))
        return thresholds;
    auto damaged = [&](const Text& what) {
        return UserError{
            Text::tr("the model's thresholds.json cannot be used: %1").arg(what), path,
            Text::tr("delete it to decide every label at 0.5, or write it again: save thresholds "
                     "on the Fine-tune page, or fine-tune the model again")};
    };
    Expected<QByteArray> bytes = readOrdinaryFile(path, FileKind::Settings);
    if (!bytes)
        return damaged(bytes.error().what);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes.value(), &error);
    if (error.error != QJsonParseError::NoError)
        return damaged(
            Text::tr("it is not valid JSON (%1 at byte %2)").arg(error.errorString()).arg(error.offset));
    if (!document.isArray())
        return damaged(document.isObject()
                           ? Text::tr("it holds a JSON object where a list of one number per label belongs")
                           : Text::tr("it holds no list of one number per label"));
    const QJsonArray saved = document.array();
    if (saved.size() != labelCount)
        return damaged(Text::tr("its list has length %1 where the model has %2 labels")
                           .arg(saved.size())
                           .arg(labelCount));
    for (int l = 0; l < labelCount; ++l) {
        const QJsonValue v = saved[l];
        if (!v.isDouble())
            return damaged(
                Text::tr("the value for label %1 is %2, not a number")
                    .arg(l)
                    .arg(QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact))
                             .mid(1)
                             .chopped(1)));
        const double t = v.toDouble();
        if (!std::isfinite(t) || t < 0 || t > 1)
            return damaged(Text::tr("the value for label %1 is %2, outside 0 to 1").arg(l).arg(t));
        thresholds[l] = t;
    }
    return thresholds;
}

Expected<bool> saveThresholds(const QString& modelDirectory, const QVector<double>& thresholds) {
    QJsonArray values;
    for (double t : thresholds)
        values.append(t);
    return writeFileAtomically(QDir(modelDirectory).filePath(QStringLiteral("thresholds.json")),
                               QJsonDocument(values).toJson());
}

} // namespace hw
