#include "eval/mask_fill.h"

#include "checkpoint/internal/model_directory.h"
#include "tokenize/wordpiece_tokenizer.h"

#include <torch/torch.h>

namespace hw {

Expected<MaskFillResult> fillMasks(const QString& modelDirectory, const QString& text, int topK)
{
    Expected<LoadedModel> loaded = loadModelDirectory(modelDirectory);
    if (!loaded)
        return loaded.error();
    if (!hasMaskedLmHead(loaded->config.architecture))
        return UserError{QStringLiteral("%1 has no masked-language-model head").arg(architectureName(loaded->config.architecture)),
                         modelDirectory, QStringLiteral("use a BertForMaskedLM, BertForPreTraining or ElectraForMaskedLM "
                                                        "(generator) checkpoint")};
    Expected<WordPieceTokenizer> tokenizer = WordPieceTokenizer::fromDirectory(modelDirectory);
    if (!tokenizer)
        return tokenizer.error();
    if (tokenizer->vocab().size() > loaded->config.vocabSize)
        return UserError{QStringLiteral("the tokenizer has %1 tokens but the model only %2").arg(tokenizer->vocab().size()).arg(loaded->config.vocabSize),
                         modelDirectory, QStringLiteral("use the vocab.txt the model was trained with")};
    if (tokenizer->maskId() < 0)
        return UserError{QStringLiteral("the vocabulary has no mask token '%1'").arg(tokenizer->options().specials.mask),
                         modelDirectory, QStringLiteral("set mask_token in tokenizer_config.json")};

    const Encoding encoding = tokenizer->encode(text);
    std::vector<int64_t> maskPositions;
    for (int i = 0; i < encoding.size(); ++i)
        if (encoding.ids[i] == tokenizer->maskId())
            maskPositions.push_back(i);
    if (maskPositions.empty())
        return UserError{QStringLiteral("the text has no %1 token").arg(tokenizer->options().specials.mask), QStringLiteral("--text"),
                         QStringLiteral("write %1 where the model should fill in a word").arg(tokenizer->options().specials.mask)};
    if (encoding.size() > loaded->config.maxPositionEmbeddings)
        return UserError{QStringLiteral("the text is %1 tokens long; the model reads at most %2").arg(encoding.size()).arg(loaded->config.maxPositionEmbeddings),
                         QStringLiteral("--text"), QStringLiteral("shorten the text")};

    torch::NoGradGuard noGrad;
    const torch::Tensor ids = torch::tensor(std::vector<int64_t>(encoding.ids.begin(), encoding.ids.end())).unsqueeze(0);
    const torch::Tensor types = torch::tensor(std::vector<int64_t>(encoding.typeIds.begin(), encoding.typeIds.end())).unsqueeze(0);
    const torch::Tensor hidden = loaded->model->encode(ids, torch::ones_like(ids), types);
    const torch::Tensor rows = hidden[0].index_select(0, torch::tensor(maskPositions));
    const torch::Tensor probs = torch::softmax(loaded->model->maskedLmLogits(rows), -1);
    const int k = std::max(1, std::min<int>(topK, int(probs.size(1))));
    const auto [scores, indices] = probs.topk(k, -1);

    MaskFillResult result;
    result.model = modelDirectory;
    result.tokens = encoding.tokens;
    for (size_t m = 0; m < maskPositions.size(); ++m) {
        MaskPosition position;
        position.position = int(maskPositions[m]);
        for (int j = 0; j < k; ++j) {
            const int id = int(indices[m][j].item<int64_t>());
            position.predictions.append({id < tokenizer->vocab().size() ? tokenizer->vocab().tokenAt(id) : QStringLiteral("[%1]").arg(id),
                                         id, scores[m][j].item<double>()});
        }
        result.masks.append(position);
    }
    return result;
}

} // namespace hw
