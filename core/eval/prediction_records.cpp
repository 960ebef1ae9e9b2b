#include "core/eval/prediction_records.h"

#include "core/stats/prediction_fields.h"
#include "core/util/ordinary_files.h"
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace hw {

namespace {

QStringList strings(const QJsonValue& value) {
    QStringList out;
    for (const QJsonValue& v : value.toArray())
        out << v.toString();
    return out;
}

} // namespace

bool PredictionRecord::isCorrect() const {
    return QSet<QString>(truth.begin(), truth.end()) == QSet<QString>(predicted.begin(), predicted.end());
}

double PredictionRecord::confidence() const {
    if (predicted.isEmpty())
        return 0;
    double lowest = 1;
    for (const QString& label : predicted)
        lowest = std::min(lowest, probabilities.value(label));
    return lowest;
}

Expected<QVector<PredictionRecord>> readPredictionRecords(const QString& path) {
    Expected<std::unique_ptr<QFile>> opened = openOrdinaryFile(path, FileKind::Data);
    if (!opened)
        return UserError{Text::tr("cannot read the predictions (%1)").arg(opened.error().what), path,
                         Text::tr("fine-tune again: the run folder may have been moved or deleted")};
    QFile& file = *opened.value();
    QVector<PredictionRecord> records;
    int line = 0;
    while (!file.atEnd()) {
        ++line;
        const QByteArray bytes = file.readLine().trimmed();
        if (bytes.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(bytes, &error).object();
        if (error.error != QJsonParseError::NoError)
            return UserError{Text::tr("line %1 is not JSON (%2)").arg(line).arg(error.errorString()), path,
                             Text::tr("fine-tune again to rewrite the predictions")};
        PredictionRecord r;
        r.text = o.value(QLatin1String("text")).toString();
        r.truth = strings(o.value(prediction_fields::kTruth));
        r.predicted = strings(o.value(prediction_fields::kPredicted));
        const QJsonObject probabilities = o.value(QLatin1String("probabilities")).toObject();
        for (auto it = probabilities.begin(); it != probabilities.end(); ++it)
            r.probabilities.insert(it.key(), it.value().toDouble());
        records.append(r);
    }
    return records;
}

QVector<PredictionRecord> misclassified(const QVector<PredictionRecord>& records, const QString& label) {
    QVector<PredictionRecord> out;
    for (const PredictionRecord& r : records)
        if (!r.isCorrect() && (label.isEmpty() || r.truth.contains(label) || r.predicted.contains(label)))
            out.append(r);
    return out;
}

} // namespace hw
