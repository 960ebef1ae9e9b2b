#include "eval/mask_fill.h"

#include "checkpoint/internal/model_directory.h"
#include "tokenize/text_tokenizer.h"

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
        return UserError{QStringLiteral("%1 has no masked-language-model head")
                             .arg(architectureName(loaded->config.architecture)),
                         modelDirectory,
                         QStringLiteral("use a BertForMaskedLM, BertForPreTraining or ElectraForMaskedLM "
                                        "(generator) checkpoint")};
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(modelDirectory);
    if (!tokenizer)
        return tokenizer.error();
    const TextTokenizer& t = *tokenizer.value();
    if (t.vocabSize() > loaded->config.vocabSize)
        return UserError{QStringLiteral("the tokenizer has %1 tokens but the model only %2")
                             .arg(t.vocabSize())
                             .arg(loaded->config.vocabSize),
                         modelDirectory, QStringLiteral("use the tokenizer the model was trained with")};
    if (t.maskId() < 0)
        return UserError{QStringLiteral("the vocabulary has no mask token '%1'").arg(t.specials().mask),
                         modelDirectory, QStringLiteral("set mask_token in tokenizer_config.json")};
    auto state = std::make_unique<State>();
    state->directory = modelDirectory;
    state->device = device;
    state->loaded = std::move(loaded.value());
    state->tokenizer = tokenizer.value();
    return std::shared_ptr<MaskFillModel>(new MaskFillModel(std::move(state)));
}

namespace {

// The text with its mask tokens as mask ids. WordPiece recognises "[MASK]" in text itself (as transformers
// does); a SentencePiece model would cut it into pieces, so the text is segmented around each mask instead.
Encoding encodeWithMasks(const TextTokenizer& t, const QString& text) {
    Encoding direct = t.encode(text);
    if (std::find(direct.ids.begin(), direct.ids.end(), t.maskId()) != direct.ids.end() ||
        !text.contains(t.specials().mask))
        return direct;
    Encoding out;
    Encoding cls;
    cls.ids = {t.clsId()};
    cls.tokens = {t.specials().cls};
    cls.typeIds = {0};
    cls.wordIds = {-1};
    cls.offsets = {{0, 0}};
    cls.specialTokensMask = {1};
    cls.attentionMask = {1};
    out.append(cls);
    const QStringList parts = text.split(t.specials().mask);
    for (int i = 0; i < parts.size(); ++i) {
        if (!parts[i].trimmed().isEmpty())
            out.append(t.segment(parts[i], 0));
        Encoding special = cls;
        special.ids = {i + 1 < parts.size() ? t.maskId() : t.sepId()};
        special.tokens = {i + 1 < parts.size() ? t.specials().mask : t.specials().sep};
        special.specialTokensMask = {uint8_t(i + 1 < parts.size() ? 0 : 1)};
        out.append(special);
    }
    return out;
}

} // namespace

Expected<MaskFillResult> MaskFillModel::fill(const QString& text, int topK) const {
    const TextTokenizer& t = *m_state->tokenizer;
    const LoadedModel& loaded = m_state->loaded;
    const Encoding encoding = encodeWithMasks(t, text);
    std::vector<int64_t> maskPositions;
    for (int i = 0; i < encoding.size(); ++i)
        if (encoding.ids[size_t(i)] == t.maskId())
            maskPositions.push_back(i);
    if (maskPositions.empty())
        return UserError{
            QStringLiteral("the text has no %1 token").arg(t.specials().mask), QStringLiteral("--text"),
            QStringLiteral("write %1 where the model should fill in a word").arg(t.specials().mask)};
    if (encoding.size() > loaded.config.maxPositionEmbeddings)
        return UserError{QStringLiteral("the text is %1 tokens long; the model reads at most %2")
                             .arg(encoding.size())
                             .arg(loaded.config.maxPositionEmbeddings),
                         QStringLiteral("--text"), QStringLiteral("shorten the text")};

    torch::NoGradGuard noGrad;
    const torch::Device device(m_state->device.toStdString());
    const torch::Tensor ids =
        torch::tensor(std::vector<int64_t>(encoding.ids.begin(), encoding.ids.end())).unsqueeze(0).to(device);
    const torch::Tensor types =
        torch::tensor(std::vector<int64_t>(encoding.typeIds.begin(), encoding.typeIds.end()))
            .unsqueeze(0)
            .to(device);
    const torch::Tensor hidden = loaded.model->encode(ids, torch::ones_like(ids), types);
    const torch::Tensor rows = hidden[0].index_select(0, torch::tensor(maskPositions).to(device));
    const torch::Tensor probs =
        torch::softmax(loaded.model->maskedLmLogits(rows).to(torch::kFloat), -1).cpu();
    const int k = std::max(1, std::min<int>(topK, int(probs.size(1))));
    const auto [scores, indices] = probs.topk(k, -1);

    MaskFillResult result;
    result.model = m_state->directory;
    result.tokens = encoding.tokens;
    for (size_t m = 0; m < maskPositions.size(); ++m) {
        MaskPosition position;
        position.position = int(maskPositions[m]);
        for (int j = 0; j < k; ++j) {
            const int id = int(indices[int64_t(m)][j].item<int64_t>());
            position.predictions.append({id < t.vocabSize() ? t.tokenAt(id) : QStringLiteral("[%1]").arg(id),
                                         id, scores[int64_t(m)][j].item<double>()});
        }
        result.masks.append(position);
    }
    return result;
}

Expected<MaskFillResult> fillMasks(const QString& modelDirectory, const QString& text, int topK) {
    Expected<std::shared_ptr<MaskFillModel>> model = MaskFillModel::load(modelDirectory);
    if (!model)
        return model.error();
    return model.value()->fill(text, topK);
}

} // namespace hw
