#include "checkpoint/model_files.h"

#include "checkpoint/pretraining_record.h"

#include "checkpoint/internal/model_directory.h"
#include "model/internal/model_factory.h"
#include "tokenize/text_tokenizer.h"
#include "util/atomic_file.h"

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

// Both models are fp32 on the CPU with the same weights: any difference beyond rounding is a writing bug.
constexpr double kExportTolerance = 1e-5;

struct ExportComparison {
    int samples = 0;
    double maxAbsDifference = 0;
};

// Seeded token ids in two shapes (3 texts of 7 tokens, one padded; 1 of the model's longest length), through
// both models.
ExportComparison compareOnSampleInputs(EncoderModel& source, EncoderModel& exported,
                                       const ModelConfig& config) {
    torch::NoGradGuard noGrad;
    source.eval();
    exported.eval();
    torch::manual_seed(20261204);
    ExportComparison out;
    for (const auto& [batch, length] :
         {std::pair<int64_t, int64_t>{3, 7}, {1, std::min(64, config.maxPositionEmbeddings)}}) {
        const torch::Tensor ids = torch::randint(config.vocabSize, {batch, length}, torch::kLong);
        torch::Tensor mask = torch::ones({batch, length}, torch::kLong);
        if (batch > 1)
            mask.index_put_({batch - 1, torch::indexing::Slice(length - 2)}, 0);
        const torch::Tensor a = source.forward(ids, mask, torch::Tensor()).logits;
        const torch::Tensor b = exported.forward(ids, mask, torch::Tensor()).logits;
        out.maxAbsDifference = std::max(out.maxAbsDifference, (a - b).abs().max().item<double>());
        out.samples += int(batch);
    }
    return out;
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
            return UserError{QStringLiteral("the tokenizer has %1 entries but the configuration %2")
                                 .arg(tokenizer.value()->vocabSize())
                                 .arg(config.vocabSize),
                             tokenizerDir, QStringLiteral("give the vocabulary size of this tokenizer")};
        withPad.padTokenId = tokenizer.value()->padId();
    }
    Expected<bool> valid = withPad.validate(QStringLiteral("model configuration"));
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

Expected<ModelWriteSummary> exportHfModel(const QString& modelDirectory, const QString& outputDirectory,
                                          bool overwrite, const QString& modelCard) {
    Expected<LoadedModel> loaded = loadModelDirectory(modelDirectory);
    if (!loaded)
        return loaded.error();
    ModelWriteSummary summary{outputDirectory, loaded->config, parameterCount(*loaded->model),
                              loaded->report};
    // The export proves itself before it takes the final name: reloaded from disk, it must give the source's
    // logits on sample inputs.
    auto verify = [&](const QString& written) -> Expected<bool> {
        if (!modelCard.isEmpty()) {
            Expected<bool> card =
                writeFileAtomically(QDir(written).filePath(QStringLiteral("README.md")), modelCard.toUtf8());
            if (!card)
                return card;
        }
        Expected<LoadedModel> reloaded = loadModelDirectory(written);
        if (!reloaded)
            return UserError{QStringLiteral("the export does not load back: %1").arg(reloaded.error().what),
                             outputDirectory, QStringLiteral("nothing was written; report this model")};
        const ExportComparison compared =
            compareOnSampleInputs(*loaded->model, *reloaded->model, loaded->config);
        summary.verifiedSamples = compared.samples;
        summary.maxAbsDifference = compared.maxAbsDifference;
        if (!(compared.maxAbsDifference <= kExportTolerance))
            return UserError{QStringLiteral("the export's logits differ from the source's by %1 (allowed %2)")
                                 .arg(compared.maxAbsDifference)
                                 .arg(kExportTolerance),
                             outputDirectory, QStringLiteral("nothing was written; report this model")};
        return true;
    };
    Expected<bool> saved =
        saveModelDirectory(*loaded->model, modelDirectory, outputDirectory, overwrite, nullptr, verify);
    if (!saved)
        return saved.error();
    return summary;
}

} // namespace hw
