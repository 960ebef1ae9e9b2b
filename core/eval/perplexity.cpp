#include "core/eval/perplexity.h"

#include "core/dataset/pretraining_data.h"
#include "core/dataset/training_batch.h"
#include "core/system/compute_devices.h"
#include "core/system/internal/torch_device.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/train/internal/pretraining_objective.h"

#include <torch/torch.h>

#include <QDir>
#include <QTemporaryDir>

#include <cmath>

namespace hw {

Expected<PerplexityResult> evaluatePerplexity(const QString& modelDirectory, PretrainingSource source,
                                              PerplexitySplit split, const PerplexityOptions& options,
                                              JobContext& context) {
    const Expected<Device> usable = usableDevice(options.device);
    if (!usable)
        return usable.error();
    Expected<ModelConfig> config =
        readModelConfig(QDir(modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return config.error();
    // Pretraining may put a fresh head on a classifier's encoder; scoring one would report the perplexity of
    // random weights as if it meant something.
    if (!hasMaskedLmHead(config->architecture))
        return UserError{
            Text::tr("%1 has no trained masked-LM head, so it has no perplexity")
                .arg(architectureName(config->architecture)),
            modelDirectory,
            isSequenceClassifier(config->architecture)
                ? Text::tr("score a classifier on labelled data, or give the pretrained model it was "
                           "fine-tuned from")
                : Text::tr("give a model with a masked-LM head (BertForMaskedLM, "
                           "BertForPreTraining or ElectraForMaskedLM)")};
    PretrainSpec spec;
    spec.modelDirectory = modelDirectory;
    if (source.projectPath.isEmpty())
        source.validationRatio = 0; // loose files: every document is held-out text
    spec.source = source;
    // Blocks never exceed the model's positions (a small model reads shorter blocks than the default).
    spec.seqLength = std::min(options.seqLength, config->maxInputTokens());
    Expected<std::unique_ptr<PretrainingObjective>> objective = createMaskedLmObjective(spec);
    if (!objective)
        return objective.error();
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(modelDirectory);
    if (!tokenizer)
        return tokenizer.error();
    QTemporaryDir scratch;
    Expected<PretrainingData> data = preparePretrainingData(
        spec.source, *tokenizer.value(), modelDirectory,
        options.cacheDirectory.isEmpty() ? scratch.path() : options.cacheDirectory, context);
    if (!data)
        return data.error();
    // Loose files land in the train shard (no validation share); a project corpus keeps its split, and "all"
    // scores both shards.
    QStringList shards;
    if (source.projectPath.isEmpty() || split != PerplexitySplit::Validation)
        shards << data->trainDirectory();
    if (!source.projectPath.isEmpty() && split != PerplexitySplit::Train)
        shards << data->validationDirectory();
    const torch::Device device = torchDevice(options.device);
    objective.value()->to(device);
    objective.value()->setTraining(false);
    MetricSums sums;
    PerplexityResult result;
    const QVector<int> characters = tokenCharacterCounts(*tokenizer.value());
    qint64 scored = 0;
    for (const QString& shardDirectory : shards) {
        Expected<TokenShard> shard = TokenShard::open(shardDirectory);
        if (!shard)
            return shard.error();
        const TextTokenizer& t = *tokenizer.value();
        auto packer =
            std::make_shared<ExamplePacker>(std::make_shared<TokenShard>(std::move(shard.value())),
                                            PackingOptions{PackingMode::Concat, spec.seqLength},
                                            SpecialTokenIds{t.clsId(), t.sepId(), t.padId(), t.maskId()});
        MaskingOptions masking;
        masking.rate = options.maskRate;
        const BatchAssembler assembler(packer, MaskingVocabulary::fromTokenizer(t), masking, options.seed);
        qint64 count = packer->count();
        if (options.maxExamples > 0)
            count = std::min(count, options.maxExamples - scored);
        for (qint64 begin = 0; begin < count; begin += options.batchSize) {
            context.pausePoint();
            if (context.cancelled())
                return UserError::cancellation();
            const qint64 end = std::min(count, begin + options.batchSize);
            const TrainingBatch b = assembler.assembleInOrder(begin, end);
            objective.value()->evaluate(BatchTensors::fromBatch(b, device), sums);
            result.tokens += b.maskedTokens;
            for (int64_t original : b.labels) // the masked tokens' ids; -100 elsewhere
                if (original >= 0)
                    result.characters += characters.value(int(original));
            context.progress(Text::tr("measuring perplexity"), double(end), double(count),
                             ProgressUnit::Items);
        }
        scored += count;
    }
    if (result.tokens == 0)
        return UserError{
            Text::tr("no text to score"), modelDirectory,
            Text::tr(
                "give held-out text with at least a few words (a project corpus needs a non-empty split)")};
    result.examples = scored;
    result.seqLength = spec.seqLength;
    result.tokenizer = tokenizerIdentity(*tokenizer.value());
    result.loss = sums.means()["loss"];
    result.perplexity = std::exp(result.loss);
    result.bitsPerCharacter = bitsPerCharacter(result.loss, result.tokens, result.characters);
    return result;
}

} // namespace hw
