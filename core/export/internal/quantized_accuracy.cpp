#include "core/export/internal/quantized_accuracy.h"

#include "core/eval/label_thresholds.h"
#include "core/export/internal/onnx_runner.h"
#include "core/model/internal/classifier_prediction.h"
#include "core/stats/label_decisions.h"
#include "core/tokenize/text_tokenizer.h"

namespace hw {

Expected<LabelledDataset> readInt8CheckData(const ModelConfig& config, const ExportOptions& options) {
    if (!isSequenceClassifier(config.architecture))
        return UserError{Text::tr("only a sequence classifier's accuracy can be measured on labelled data"),
                         options.int8CheckFile,
                         Text::tr("leave out the labelled file: the int8 model is still compared with the "
                                  "fp32 one on sample inputs")};
    const bool multiLabel = config.problemType == QLatin1String("multi_label_classification");
    LabelledReadOptions read = options.int8CheckRead;
    read.knownLabels = config.labels;
    read.multiLabel = multiLabel;
    Expected<LabelledDataset> data = readLabelledDataset({options.int8CheckFile}, read);
    if (!data)
        return data.error();
    if (data->examples.isEmpty())
        return UserError{Text::tr("no labelled example to measure the int8 model on"), options.int8CheckFile,
                         Text::tr("give examples labelled with the model's labels (%1)")
                             .arg(config.labels.join(QStringLiteral(", ")))};
    return data;
}

Expected<QuantizedAccuracy> compareQuantizedAccuracy(const OnnxModel& fp32, const OnnxModel& int8,
                                                     const ModelConfig& config, const QString& modelDirectory,
                                                     const ExportOptions& options) {
    Expected<LabelledDataset> data = readInt8CheckData(config, options);
    if (!data)
        return data.error();
    const bool multiLabel = config.problemType == QLatin1String("multi_label_classification");
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(modelDirectory);
    if (!tokenizer)
        return tokenizer.error();
    const EncodedExamples examples =
        encodeLabelledExamples(data.value(), *tokenizer.value(), options.int8CheckMaxLength);
    Expected<QVector<double>> thresholds = multiLabel ? readThresholds(modelDirectory, config.numLabels())
                                                      : Expected<QVector<double>>(QVector<double>());
    if (!thresholds)
        return thresholds.error();

    QuantizedAccuracy out;
    out.examples = qint64(examples.ids.size());
    out.metric = multiLabel ? QStringLiteral("micro-F1") : QStringLiteral("accuracy");
    for (const auto& [graph, metric, macroF1] :
         {std::tuple{&fp32, &out.fp32, &out.fp32MacroF1}, std::tuple{&int8, &out.int8, &out.int8MacroF1}}) {
        std::optional<UserError> failure;
        const std::vector<std::vector<float>> p = predictProbabilities(
            [&](const torch::Tensor& ids, const torch::Tensor& mask) {
                Expected<std::vector<torch::Tensor>> logits =
                    runOnnxModel(*graph, tokenInputsFor(*graph, ids, mask));
                if (logits)
                    return logits->front();
                failure = logits.error();
                return torch::zeros({ids.size(0), config.numLabels()});
            },
            examples, 32, tokenizer.value()->padId());
        if (failure)
            return *failure;
        const ClassificationMetrics scored = scoreLabels(
            examples.labels, decideLabels(p, multiLabel, thresholds.value()), config.labels, multiLabel);
        *metric = multiLabel ? scored.microF1 : scored.accuracy;
        *macroF1 = scored.macroF1;
    }
    return out;
}

} // namespace hw
