#include "core/model_io/pretraining_record.h"

#include "core/util/atomic_file.h"
#include "core/util/json_numbers.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace hw {

namespace {
const char* kFileName = "headwater_pretraining.json";
// BERT base saw ~128k tokens per step for 1M steps; below a few million tokens an encoder is still close to
// its random start, and fine-tuning at 2e-5 barely moves it.
constexpr qint64 kShortPretrainingTokens = 20'000'000;
constexpr double kHighLearningRate = 1e-4;
} // namespace

std::optional<PretrainingRecord> readPretrainingRecord(const QString& modelDirectory) {
    Expected<QByteArray> bytes =
        readOrdinaryFile(QDir(modelDirectory).filePath(QString::fromLatin1(kFileName)), FileKind::Settings);
    if (!bytes)
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(bytes.value()).object();
    const std::optional<qint64> steps = jsonWholeNumber(o.value(QLatin1String("steps")));
    if (!steps) // absent or damaged: as if the model carried no record
        return std::nullopt;
    return PretrainingRecord{*steps, jsonWholeNumber(o.value(QLatin1String("tokens"))).value_or(0)};
}

Expected<bool> writePretrainingRecord(const QString& modelDirectory, const PretrainingRecord& record) {
    const QJsonObject o{{QStringLiteral("steps"), double(record.steps)},
                        {QStringLiteral("tokens"), double(record.tokens)}};
    return writeFileAtomically(QDir(modelDirectory).filePath(QString::fromLatin1(kFileName)),
                               QJsonDocument(o).toJson());
}

Text shortPretrainingWarning(const PretrainingRecord& record, double learningRate) {
    if (record.tokens >= kShortPretrainingTokens || learningRate >= kHighLearningRate)
        return Text();
    return Text::tr("this model has had little pretraining (%1 steps, %2 tokens): at lr %3 fine-tuning "
                    "may learn almost nothing; "
                    "use %4 1e-4 or more, or pretrain it longer first")
        .arg(record.steps)
        .arg(record.tokens)
        .arg(learningRate)
        .arg(Text::setting(QStringLiteral("lr")));
}

} // namespace hw
