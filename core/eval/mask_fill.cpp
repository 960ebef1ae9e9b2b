#include "core/eval/mask_fill.h"

#include "core/model/internal/mask_prediction.h"
#include "core/model_io/internal/model_directory.h"
#include "core/system/internal/torch_device.h"
#include "core/tokenize/text_tokenizer.h"

#include <torch/torch.h>

namespace hw {

struct MaskFillModel::State {
    QString directory;
    QString device;
    LoadedModel loaded;
    std::shared_ptr<const TextTokenizer> tokenizer;
};

MaskFillModel::MaskFillModel(std::unique_ptr<State> state)
    : m_state(std::move(state)) {}

MaskFillModel::~MaskFillModel() = default;

QString MaskFillModel::directory() const {
    return m_state->directory;
}
QString MaskFillModel::device() const {
    return m_state->device;
}

Expected<std::shared_ptr<MaskFillModel>> MaskFillModel::load(const QString& modelDirectory,
                                                             const QString& device) {
    Expected<LoadedModel> loaded = loadModelOnDevice(modelDirectory, device);
    if (!loaded)
        return loaded.error();
    if (!hasMaskedLmHead(loaded->config.architecture))
        return UserError{Text::tr("%1 has no masked-language-model head")
                             .arg(architectureName(loaded->config.architecture)),
                         modelDirectory,
                         Text::tr("use a checkpoint with a masked-LM head (BertForMaskedLM, "
                                  "RobertaForMaskedLM, ElectraForMaskedLM generator, ...)")};
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(modelDirectory);
    if (!tokenizer)
        return tokenizer.error();
    const TextTokenizer& t = *tokenizer.value();
    if (t.vocabSize() > loaded->config.vocabSize)
        return UserError{Text::tr("the tokenizer has %1 tokens but the model only %2")
                             .arg(t.vocabSize())
                             .arg(loaded->config.vocabSize),
                         modelDirectory, Text::tr("use the tokenizer the model was trained with")};
    if (t.maskId() < 0)
        return UserError{Text::tr("the vocabulary has no mask token '%1'").arg(t.specials().mask),
                         modelDirectory, Text::tr("set mask_token in tokenizer_config.json")};
    auto state = std::make_unique<State>();
    state->directory = modelDirectory;
    state->device = device;
    state->loaded = std::move(loaded.value());
    state->tokenizer = tokenizer.value();
    return std::shared_ptr<MaskFillModel>(new MaskFillModel(std::move(state)));
}

Expected<MaskFillResult> MaskFillModel::fill(const QString& text, int topK) const {
    const TextTokenizer& t = *m_state->tokenizer;
    const LoadedModel& loaded = m_state->loaded;
    Expected<MaskFillResult> result = predictMasks(*loaded.model, t, loaded.config.maxInputTokens(), text,
                                                   topK, torchDevice(m_state->device));
    if (result)
        result->model = m_state->directory;
    return result;
}

Expected<MaskFillResult> fillMasks(const QString& modelDirectory, const QString& text, int topK) {
    Expected<std::shared_ptr<MaskFillModel>> model = MaskFillModel::load(modelDirectory);
    if (!model)
        return model.error();
    return model.value()->fill(text, topK);
}

} // namespace hw
