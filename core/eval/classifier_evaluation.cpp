#include "core/eval/classifier_evaluation.h"

#include "core/eval/label_thresholds.h"
#include "core/model/internal/classifier_prediction.h"
#include "core/model_io/internal/model_directory.h"
#include "core/stats/label_decisions.h"
#include "core/system/internal/torch_device.h"
#include "core/tokenize/text_tokenizer.h"

#include <torch/torch.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace hw {

Expected<ClassifierEvaluation> evaluateClassifier(const QString& modelDirectory,
                                                  const LabelledReadOptions& read, const QString& dataFile,
                                                  int maxLength, int batchSize, const QString& device) {
    Expected<LoadedModel> loaded = loadModelOnDevice(modelDirectory, device);
    if (!loaded)
        return loaded.error();
    const torch::Device target = torchDevice(device);
    if (!isSequenceClassifier(loaded->config.architecture) || loaded->config.labels.isEmpty())
        return UserError{
            Text::tr("%1 is not a sequence classifier").arg(architectureName(loaded->config.architecture)),
            modelDirectory,
            Text::tr("give a model fine-tuned with `headwater-cli finetune`, or leave "
                     "--label-field out to measure perplexity")};
    LabelledReadOptions options = read;
    options.knownLabels = loaded->config.labels;
    options.multiLabel =
        loaded->config.problemType == QLatin1String("multi_label_classification") || read.multiLabel;
    Expected<LabelledDataset> data = readLabelledDataset({dataFile}, options);
    if (!data)
        return data.error();
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(modelDirectory);
    if (!tokenizer)
        return tokenizer.error();
    Expected<QVector<double>> thresholds = options.multiLabel
                                               ? readThresholds(modelDirectory, loaded->config.numLabels())
                                               : Expected<QVector<double>>(QVector<double>());
    if (!thresholds)
        return thresholds.error();
    const EncodedExamples examples = encodeLabelledExamples(data.value(), *tokenizer.value(), maxLength);
    const std::vector<std::vector<float>> probabilities =
        predictProbabilities(*loaded->model, examples, batchSize, tokenizer.value()->padId(), target);
    ClassifierEvaluation out;
    out.predictions = decideLabels(probabilities, options.multiLabel, thresholds.value());
    out.metrics = scoreLabels(examples.labels, out.predictions, loaded->config.labels, options.multiLabel);
    for (const std::vector<float>& p : probabilities)
        out.probabilities.append(QVector<double>(p.begin(), p.end()));
    return out;
}

} // namespace hw
