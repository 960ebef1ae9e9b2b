#include "core/model/internal/mask_prediction.h"

namespace hw {

QString withOwnMaskToken(const TextTokenizer& t, QString text) {
    for (const QString& spelling : {QStringLiteral("[MASK]"), QStringLiteral("<mask>")})
        if (spelling != t.specials().mask)
            text.replace(spelling, t.specials().mask);
    return text;
}

Encoding encodeWithMasks(const TextTokenizer& t, const QString& written) {
    const QString text = withOwnMaskToken(t, written);
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

Expected<MaskFillResult> predictMasks(EncoderModel& model, const TextTokenizer& t, int maxPositions,
                                      const QString& text, int topK, const torch::Device& device) {
    const Encoding encoding = encodeWithMasks(t, text);
    std::vector<int64_t> maskPositions;
    for (int i = 0; i < encoding.size(); ++i)
        if (encoding.ids[size_t(i)] == t.maskId())
            maskPositions.push_back(i);
    if (maskPositions.empty())
        return UserError{Text::tr("the text has no %1 token").arg(t.specials().mask),
                         Text::setting(QStringLiteral("text")),
                         Text::tr("write %1 where the model should fill in a word").arg(t.specials().mask)};
    if (encoding.size() > maxPositions)
        return UserError{Text::tr("the text is %1 tokens long; the model reads at most %2")
                             .arg(encoding.size())
                             .arg(maxPositions),
                         Text::setting(QStringLiteral("text")), Text::tr("shorten the text")};

    torch::NoGradGuard noGrad;
    const torch::Tensor ids =
        torch::tensor(std::vector<int64_t>(encoding.ids.begin(), encoding.ids.end())).unsqueeze(0).to(device);
    const torch::Tensor types =
        torch::tensor(std::vector<int64_t>(encoding.typeIds.begin(), encoding.typeIds.end()))
            .unsqueeze(0)
            .to(device);
    const torch::Tensor hidden = model.encode(ids, torch::ones_like(ids), types);
    const torch::Tensor rows = hidden[0].index_select(0, torch::tensor(maskPositions).to(device));
    const torch::Tensor probs = torch::softmax(model.maskedLmLogits(rows).to(torch::kFloat), -1).cpu();
    const int k = std::max(1, std::min<int>(topK, int(probs.size(1))));
    const auto [scores, indices] = probs.topk(k, -1);

    MaskFillResult result;
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

} // namespace hw
