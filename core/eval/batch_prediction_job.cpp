#include "core/eval/batch_prediction_job.h"

#include "core/dataset/classification_batches.h"
#include "core/eval/label_thresholds.h"
#include "core/model/internal/classifier_prediction.h"
#include "core/model/internal/mask_prediction.h"
#include "core/model_io/internal/model_directory.h"
#include "core/stats/label_decisions.h"
#include "core/stats/prediction_fields.h"
#include "core/system/internal/torch_device.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/tokenizer_config.h"
#include "core/util/atomic_file.h"
#include "core/util/output_paths.h"

#include <torch/torch.h>

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hw {

namespace {

// Texts are read and predicted a chunk at a time, so any input size runs in bounded memory.
constexpr int kChunkTexts = 1024;

QByteArray jsonLine(const QJsonObject& object) {
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QByteArray classifierLines(const QVector<LabelledExample>& texts,
                           const std::vector<std::vector<float>>& probabilities,
                           const QVector<QVector<int>>& decided, const QStringList& labels) {
    QByteArray lines;
    for (int i = 0; i < texts.size(); ++i) {
        QJsonArray chosen;
        for (int l : decided[i])
            chosen.append(labels[l]);
        QJsonObject byLabel;
        for (int l = 0; l < labels.size(); ++l)
            byLabel.insert(labels[l], double(probabilities[size_t(i)][size_t(l)]));
        lines += jsonLine({{prediction_fields::kText, texts[i].text},
                           {prediction_fields::kPredicted, chosen},
                           {prediction_fields::kProbabilities, byLabel},
                           {QStringLiteral("location"), texts[i].location}});
    }
    return lines;
}

QByteArray maskFillLine(const QString& text, const QString& location, const MaskFillResult& result) {
    QJsonArray masks;
    for (const MaskPosition& mask : result.masks) {
        QJsonArray guesses;
        for (const MaskPrediction& p : mask.predictions)
            guesses.append(
                QJsonObject{{QStringLiteral("token"), p.token}, {QStringLiteral("probability"), p.score}});
        masks.append(
            QJsonObject{{QStringLiteral("position"), mask.position}, {QStringLiteral("guesses"), guesses}});
    }
    return jsonLine({{QStringLiteral("text"), text},
                     {QStringLiteral("masks"), masks},
                     {QStringLiteral("location"), location}});
}

} // namespace

QStringList BatchPredictionJob::resources() const {
    QStringList used{QFileInfo(m_spec.modelDirectory).absoluteFilePath(),
                     QFileInfo(m_spec.outputFile).absoluteFilePath()};
    for (const QString& input : m_spec.inputs)
        used << QFileInfo(input).absoluteFilePath();
    return used;
}

JobOutcome BatchPredictionJob::run(JobContext& context) {
    auto failed = [](const UserError& e) { return JobOutcome{JobStatus::Failed, e.toString(), e}; };
    // The output is looked at before any work: a folder, a link to nothing, an input or a model's file is
    // refused; a device or a FIFO is written as a stream.
    Expected<OutputFile> output = resolveOutputFile(m_spec.outputFile);
    if (!output)
        return failed(output.error());
    Expected<bool> apart = checkOutputIsNotAnInput(m_spec.outputFile, m_spec.inputs, {m_spec.modelDirectory});
    if (!apart)
        return failed(apart.error());
    Expected<LoadedModel> loaded = loadModelOnDevice(m_spec.modelDirectory, m_spec.device);
    if (!loaded)
        return failed(loaded.error());
    const bool classifier = isSequenceClassifier(loaded->config.architecture);
    if (!classifier && !hasMaskedLmHead(loaded->config.architecture))
        return failed({Text::tr("%1 neither classifies texts nor fills masks")
                           .arg(architectureName(loaded->config.architecture)),
                       m_spec.modelDirectory, Text::tr("give a fine-tuned classifier or a masked-LM model")});
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(m_spec.modelDirectory);
    if (!tokenizer)
        return failed(tokenizer.error());
    const bool multiLabel =
        classifier && loaded->config.problemType == QLatin1String("multi_label_classification");
    const QStringList labels = loaded->config.labels;
    Expected<QVector<double>> thresholds = multiLabel
                                               ? readThresholds(m_spec.modelDirectory, int(labels.size()))
                                               : Expected<QVector<double>>(QVector<double>());
    if (!thresholds)
        return failed(thresholds.error());
    Expected<std::unique_ptr<PredictionInput>> reader = PredictionInput::open(m_spec.inputs, m_spec.read);
    if (!reader)
        return failed(reader.error());
    Text capped;
    const int maxLength =
        inputLengthFor(loaded->config, classifierMaxLength(m_spec.modelDirectory, m_spec.maxLength), &capped);
    if (classifier && !capped.isEmpty())
        context.log(LogLevel::Warning, capped);
    const torch::Device device = torchDevice(m_spec.device);
    m_result.kind = classifier ? QStringLiteral("classifier") : QStringLiteral("masked-lm");
    loaded->model->eval();

    AtomicFileWriter out(m_spec.outputFile);
    QElapsedTimer clock;
    clock.start();
    UserError readError;
    bool more = true;
    while (more) {
        LabelledDataset chunk;
        chunk.labels = labels;
        chunk.multiLabel = multiLabel;
        more = reader.value()->read(kChunkTexts, &chunk.examples, &readError);
        if (!readError.what.isEmpty())
            return failed(readError);
        if (context.cancelled())
            return {JobStatus::Cancelled, Text::tr("prediction cancelled; nothing was written")};
        if (classifier) {
            const EncodedExamples encoded = encodeLabelledExamples(chunk, *tokenizer.value(), maxLength);
            for (const std::vector<int32_t>& ids : encoded.ids)
                m_result.tokens += qint64(ids.size());
            const std::vector<std::vector<float>> probabilities = predictProbabilities(
                *loaded->model, encoded, m_spec.batchSize, tokenizer.value()->padId(), device);
            loaded->model->eval(); // predictProbabilities leaves the model in training mode
            out.write(classifierLines(chunk.examples, probabilities,
                                      decideLabels(probabilities, multiLabel, thresholds.value()), labels));
        } else {
            torch::NoGradGuard noGrad;
            for (const LabelledExample& text : chunk.examples) {
                Expected<MaskFillResult> filled =
                    predictMasks(*loaded->model, *tokenizer.value(), loaded->config.maxInputTokens(),
                                 text.text, m_spec.topK, device);
                if (!filled)
                    return failed({filled.error().what, text.location, filled.error().how});
                m_result.tokens += qint64(encodeWithMasks(*tokenizer.value(), text.text).ids.size());
                out.write(maskFillLine(text.text, text.location, filled.value()));
            }
        }
        m_result.texts += chunk.examples.size();
        context.progress(Text::tr("predicting"), double(reader.value()->bytesDone()),
                         double(reader.value()->bytesTotal()), ProgressUnit::Bytes);
    }
    m_result.seconds = double(clock.nsecsElapsed()) / 1e9;
    Expected<PredictionInputSummary> summary = reader.value()->finish();
    if (!summary)
        return failed(summary.error());
    m_result.input = summary.value();
    if (m_result.texts == 0)
        return failed(nothingToPredict(m_spec.inputs, m_spec.read, m_result.input));
    Expected<bool> written = out.commit();
    if (!written)
        return failed(written.error());
    return {
        JobStatus::Succeeded,
        QStringLiteral("%1 texts, %2 texts/s").arg(m_result.texts).arg(m_result.textsPerSecond(), 0, 'f', 1)};
}

} // namespace hw
