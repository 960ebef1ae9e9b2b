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
// Skipped records shown as examples ("file:line: why").
constexpr int kSkippedExamples = 5;

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

// The refusal of inputs that held nothing to predict, naming the text field and the fields the first record
// has.
UserError nothingToPredict(const BatchPredictionSpec& spec, const BatchPredictionResult& result) {
    const QString where = spec.inputs.join(QStringLiteral(", "));
    if (result.skipped.count == 0)
        return {
            Text::tr("no text to predict: the input holds no record"), where,
            Text::tr("give a file with one text per line, or JSONL, CSV or TSV records with a text field")};
    const QString field = spec.read.textFields.isEmpty() ? QStringLiteral("text")
                                                         : spec.read.textFields.join(QStringLiteral("', '"));
    const CorpusFileReport& first = result.files.first();
    const Expected<QStringList> fields = corpusFieldNames(first.path, first.format);
    return {Text::tr("no text to predict: no record has a text in the field '%1' (%2 read)")
                .arg(field)
                .arg(result.skipped.count),
            where,
            fields && !fields->isEmpty()
                ? Text::tr("name the field that holds the text with %1; the first record has the fields %2")
                      .arg(Text::setting(QStringLiteral("text-field")))
                      .arg(fields->join(QStringLiteral(", ")))
                : Text::tr("name the field that holds the text with %1 (e.g. %2)")
                      .arg(Text::setting(QStringLiteral("text-field")))
                      .arg(result.skipped.examples.join(QStringLiteral("; ")))};
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
    CorpusReadOptions read = m_spec.read;
    read.blankLineDocuments = false; // a line, a text: a blank line separates nothing
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open(m_spec.inputs, read);
    if (!reader)
        return failed(reader.error());
    Text capped;
    const int maxLength =
        inputLengthFor(loaded->config, classifierMaxLength(m_spec.modelDirectory, m_spec.maxLength), &capped);
    if (classifier && !capped.isEmpty())
        context.log(LogLevel::Warning, capped.toString());
    const torch::Device device = torchDevice(m_spec.device);
    m_result.kind = classifier ? QStringLiteral("classifier") : QStringLiteral("masked-lm");
    loaded->model->eval();

    AtomicFileWriter out(m_spec.outputFile);
    QElapsedTimer clock;
    clock.start();
    CorpusRecord record;
    SkippedRecords emptyTexts;
    UserError readError;
    bool more = true;
    while (more) {
        LabelledDataset chunk;
        chunk.labels = labels;
        chunk.multiLabel = multiLabel;
        while (chunk.examples.size() < kChunkTexts && (more = reader.value()->next(&record, &readError))) {
            if (record.text.trimmed().isEmpty()) {
                ++emptyTexts.count;
                if (emptyTexts.examples.size() < kSkippedExamples)
                    emptyTexts.examples
                        << QStringLiteral("%1: %2").arg(record.location, Text::tr("empty text").toString());
                continue;
            }
            chunk.examples.append({record.text, {}, record.location});
        }
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
                    predictMasks(*loaded->model, *tokenizer.value(), loaded->config.maxPositionEmbeddings,
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
    Expected<bool> unchanged = reader.value()->checkFilesUnchanged();
    if (!unchanged)
        return failed(unchanged.error());
    m_result.files = reader.value()->reports();
    for (const CorpusFileReport& f : m_result.files) {
        m_result.skipped.count += f.malformedRows;
        for (const QString& example : f.malformedExamples)
            if (m_result.skipped.examples.size() < kSkippedExamples)
                m_result.skipped.examples << example;
        m_result.invalidUtf8 += f.invalidSequences;
        m_result.cutLines += f.cutLines;
    }
    m_result.skipped.count += emptyTexts.count;
    for (const QString& example : emptyTexts.examples)
        if (m_result.skipped.examples.size() < kSkippedExamples)
            m_result.skipped.examples << example;
    if (m_result.texts == 0)
        return failed(nothingToPredict(m_spec, m_result));
    Expected<bool> written = out.commit();
    if (!written)
        return failed(written.error());
    return {
        JobStatus::Succeeded,
        QStringLiteral("%1 texts, %2 texts/s").arg(m_result.texts).arg(m_result.textsPerSecond(), 0, 'f', 1)};
}

} // namespace hw
