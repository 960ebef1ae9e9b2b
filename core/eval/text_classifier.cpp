#include "core/eval/text_classifier.h"

#include "core/eval/label_thresholds.h"
#include "core/model/internal/classifier_prediction.h"
#include "core/model_io/internal/model_directory.h"
#include "core/stats/label_decisions.h"
#include "core/system/internal/torch_device.h"
#include "core/tokenize/text_tokenizer.h"

#include <torch/torch.h>

namespace hw {

struct TextClassifier::State {
    QString device;
    LoadedModel loaded;
    std::shared_ptr<const TextTokenizer> tokenizer;
    bool multiLabel = false;
    QVector<double> thresholds;
};

TextClassifier::TextClassifier(std::unique_ptr<State> state)
    : m_state(std::move(state)) {}

TextClassifier::~TextClassifier() = default;

QStringList TextClassifier::labels() const {
    return m_state->loaded.config.labels;
}
bool TextClassifier::multiLabel() const {
    return m_state->multiLabel;
}

Expected<std::shared_ptr<TextClassifier>> TextClassifier::load(const QString& modelDirectory,
                                                               const QString& device) {
    Expected<LoadedModel> loaded = loadModelOnDevice(modelDirectory, device);
    if (!loaded)
        return loaded.error();
    if (!isSequenceClassifier(loaded->config.architecture) || loaded->config.labels.isEmpty())
        return UserError{
            Text::tr("%1 is not a sequence classifier").arg(architectureName(loaded->config.architecture)),
            modelDirectory, Text::tr("choose a model fine-tuned on the Fine-tune page")};
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(modelDirectory);
    if (!tokenizer)
        return tokenizer.error();
    auto state = std::make_unique<State>();
    state->device = device;
    state->multiLabel = loaded->config.problemType == QLatin1String("multi_label_classification");
    if (state->multiLabel) {
        Expected<QVector<double>> thresholds = readThresholds(modelDirectory, loaded->config.numLabels());
        if (!thresholds)
            return thresholds.error();
        state->thresholds = thresholds.value();
    }
    state->loaded = std::move(loaded.value());
    state->tokenizer = tokenizer.value();
    return std::shared_ptr<TextClassifier>(new TextClassifier(std::move(state)));
}

Expected<QVector<LabelProbability>> TextClassifier::classify(const QString& text, int maxLength) const {
    if (text.trimmed().isEmpty())
        return UserError{Text::tr("no text to classify"), Text::tr("Try it"),
                         Text::tr("type or paste a text")};
    const int length = std::min(maxLength, m_state->loaded.config.maxInputTokens());
    const Encoding encoding = m_state->tokenizer->encode(text, true, length);
    EncodedExamples examples;
    examples.ids = {std::vector<int32_t>(encoding.ids.begin(), encoding.ids.end())};
    examples.labels = {QVector<int>()};
    examples.labelCount = int(labels().size());
    examples.multiLabel = m_state->multiLabel;
    const std::vector<std::vector<float>> probabilities = predictProbabilities(
        *m_state->loaded.model, examples, 1, m_state->tokenizer->padId(), torchDevice(m_state->device));
    const QVector<int> chosen =
        decideLabels(probabilities, m_state->multiLabel, m_state->thresholds).value(0);
    QVector<LabelProbability> out;
    for (int l = 0; l < labels().size(); ++l)
        out.append({labels()[l], double(probabilities[0][size_t(l)]), chosen.contains(l)});
    return out;
}

} // namespace hw
