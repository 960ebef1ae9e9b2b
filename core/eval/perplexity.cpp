#include "eval/perplexity.h"

#include "dataset/pretraining_data.h"
#include "dataset/training_batch.h"
#include "tokenize/text_tokenizer.h"
#include "train/internal/pretraining_objective.h"

#include <torch/torch.h>

#include <QDir>
#include <QTemporaryDir>

#include <cmath>

namespace hw {

Expected<PerplexityResult> evaluatePerplexity(const QString& modelDirectory, const QStringList& textFiles, const PerplexityOptions& options,
                                              JobContext& context)
{
    Expected<ModelConfig> config = readModelConfig(QDir(modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return config.error();
    PretrainSpec spec;
    spec.modelDirectory = modelDirectory;
    spec.source.files = textFiles;
    spec.source.validationRatio = 0; // every document is evaluated
    // Blocks never exceed the model's positions (a small model reads shorter blocks than the default).
    spec.seqLength = std::min(options.seqLength, config->maxPositionEmbeddings);
    Expected<std::unique_ptr<PretrainingObjective>> objective = createMaskedLmObjective(spec);
    if (!objective)
        return objective.error();
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(modelDirectory);
    if (!tokenizer)
        return tokenizer.error();
    QTemporaryDir scratch;
    Expected<PretrainingData> data = preparePretrainingData(spec.source, *tokenizer.value(), modelDirectory,
                                                            options.cacheDirectory.isEmpty() ? scratch.path() : options.cacheDirectory, context);
    if (!data)
        return data.error();
    Expected<TokenShard> shard = TokenShard::open(data->trainDirectory());
    if (!shard)
        return shard.error();
    const TextTokenizer& t = *tokenizer.value();
    auto packer = std::make_shared<ExamplePacker>(std::make_shared<TokenShard>(std::move(shard.value())),
                                                  PackingOptions{PackingMode::Concat, spec.seqLength},
                                                  SpecialTokenIds{t.clsId(), t.sepId(), t.padId(), t.maskId()});
    MaskingOptions masking;
    masking.rate = options.maskRate;
    const BatchAssembler assembler(packer, MaskingVocabulary::fromTokenizer(t), masking, options.seed);
    const qint64 count = options.maxExamples > 0 ? std::min(options.maxExamples, packer->count()) : packer->count();
    objective.value()->setTraining(false);
    MetricSums sums;
    PerplexityResult result;
    for (qint64 begin = 0; begin < count; begin += options.batchSize) {
        context.pausePoint();
        if (context.cancelled())
            return UserError{QStringLiteral("cancelled"), QString(), QString()};
        const qint64 end = std::min(count, begin + options.batchSize);
        const TrainingBatch b = assembler.assembleInOrder(begin, end);
        objective.value()->evaluate(BatchTensors::fromBatch(b, torch::Device(torch::kCPU)), sums);
        result.tokens += b.maskedTokens;
        context.progress(QStringLiteral("measuring perplexity"), double(end), double(count), ProgressUnit::Items);
    }
    result.examples = count;
    result.seqLength = spec.seqLength;
    result.loss = sums.means()["loss"];
    result.perplexity = std::exp(result.loss);
    return result;
}

} // namespace hw
