#include "core/model_io/model_files.h"

#include "core/model_io/pretraining_record.h"

#include "core/model/internal/model_factory.h"
#include "core/model_io/internal/model_directory.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/util/atomic_file.h"

#include <torch/torch.h>

#include <QDir>

namespace hw {

namespace {

qint64 parameterCount(EncoderModel& model) {
    qint64 n = 0;
    for (const torch::Tensor& p : model.parameters())
        n += p.numel();
    return n;
}

// transformers' RoBERTa and ModernBERT configs default the ids of the sequence tokens to the original
// checkpoints' (ModernBERT's [CLS] is 50281); a new vocabulary numbers its own.
QJsonObject configSpecialTokenIds(const ModelConfig& config, const TextTokenizer& tokenizer) {
    QJsonObject fields = config.extraFields;
    const ModelFamily family = config.family();
    if (family == ModelFamily::Bert || family == ModelFamily::Electra)
        return fields;
    const auto set = [&](const char* key, int id) {
        if (id >= 0)
            fields.insert(QLatin1String(key), id);
    };
    set("bos_token_id", tokenizer.clsId());
    set("eos_token_id", tokenizer.sepId());
    if (family == ModelFamily::ModernBert) {
        set("cls_token_id", tokenizer.clsId());
        set("sep_token_id", tokenizer.sepId());
    }
    return fields;
}

} // namespace

Expected<ModelWriteSummary> createRandomModel(const ModelConfig& config, const QString& tokenizerDir,
                                              const QString& outputDirectory, uint64_t seed, bool overwrite) {
    ModelConfig withPad = config;
    if (!tokenizerDir.isEmpty()) {
        // The padding row is the tokenizer's [PAD], wherever its vocabulary puts it: that row starts at zero
        // and never receives gradients, so it must not be [UNK]'s.
        Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(tokenizerDir);
        if (!tokenizer)
            return tokenizer.error();
        if (tokenizer.value()->vocabSize() != config.vocabSize)
            return UserError{Text::tr("the tokenizer has %1 entries but the configuration %2")
                                 .arg(tokenizer.value()->vocabSize())
                                 .arg(config.vocabSize),
                             tokenizerDir, Text::tr("give the vocabulary size of this tokenizer")};
        const int inputTokens = config.maxInputTokens(); // RoBERTa's position count depends on the pad id
        withPad.padTokenId = tokenizer.value()->padId();
        withPad.setMaxInputTokens(inputTokens);
        withPad.extraFields = configSpecialTokenIds(withPad, *tokenizer.value());
    }
    Expected<bool> valid = withPad.validate(Text::tr("model configuration"));
    if (!valid)
        return valid.error();
    std::shared_ptr<EncoderModel> model = createModel(withPad);
    initializeWeights(*model, seed);
    Expected<bool> saved = saveModelDirectory(*model, tokenizerDir, outputDirectory, overwrite);
    if (!saved)
        return saved.error();
    Expected<bool> recorded = writePretrainingRecord(outputDirectory, PretrainingRecord{}); // none yet
    if (!recorded)
        return recorded.error();
    return ModelWriteSummary{outputDirectory, withPad, parameterCount(*model), {}};
}

} // namespace hw
