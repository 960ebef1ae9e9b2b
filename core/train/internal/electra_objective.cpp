#include "core/model/internal/electra_models.h"
#include "core/model/internal/model_factory.h"
#include "core/model_io/internal/model_directory.h"
#include "core/train/internal/masked_rows.h"
#include "core/train/internal/model_weights_io.h"
#include "core/train/internal/pretraining_objective.h"

#include <torch/torch.h>

#include <QDir>

#include <cmath>

namespace hw {

namespace {

// ELECTRA's replaced-token detection: the generator (a small MLM) fills the masked positions with samples
// from its own predictions; the discriminator tells, for every token, whether it was replaced. The two share
// their embeddings, as in ELECTRA, and train together on gen_loss + weight * disc_loss.
class ElectraObjective : public PretrainingObjective {
public:
    ElectraObjective(LoadedModel discriminator, std::shared_ptr<ElectraForMaskedLm> generator,
                     Text generatorOrigin, double weight)
        : m_discriminatorInfo(std::move(discriminator))
        , m_generator(std::move(generator))
        , m_generatorOrigin(std::move(generatorOrigin))
        , m_weight(weight) {
        m_discriminator = std::dynamic_pointer_cast<ElectraForPreTraining>(m_discriminatorInfo.model);
        // Share the embedding block (word, position, token-type embeddings and their LayerNorm).
        ElectraBackbone generatorBackbone = m_generator->backbone();
        generatorBackbone->embeddings = m_discriminator->backbone()->embeddings;
        generatorBackbone->replace_module("embeddings", m_discriminator->backbone()->embeddings);
    }

    std::vector<std::shared_ptr<torch::nn::Module>> modules() const override {
        return {m_discriminator, m_generator};
    }

    std::vector<LossTerm> lossTerms(const BatchTensors& batch, MetricSums& metrics) override {
        const Outputs o = run(batch);
        metrics.add("generator_loss", o.generatorLoss.item<double>(), 1);
        metrics.add("discriminator_loss", o.discriminatorLoss.item<double>(), 1);
        metrics.add("discriminator_accuracy", o.correct, o.tokens);
        metrics.add("replaced_share", o.replaced, o.tokens);
        return {{o.generatorLoss, o.masked}, {o.discriminatorLoss, o.tokens, m_weight}};
    }

    void evaluate(const BatchTensors& batch, MetricSums& metrics) override {
        torch::NoGradGuard noGrad;
        const Outputs o = run(batch);
        const double g = o.generatorLoss.item<double>(), d = o.discriminatorLoss.item<double>();
        metrics.add("loss", (g + m_weight * d) * o.tokens, o.tokens);
        metrics.add("generator_loss", g * o.masked, o.masked);
        metrics.add("discriminator_loss", d * o.tokens, o.tokens);
        metrics.add("discriminator_accuracy", o.correct, o.tokens);
    }

    EncoderModel& maskedLmModel() override { return *m_generator; }
    int maxPositions() const override { return m_generator->config().maxInputTokens(); }

    void setTraining(bool training) override {
        m_discriminator->train(training);
        m_generator->train(training);
    }

    void to(const torch::Device& device) override {
        m_discriminator->to(device);
        m_generator->to(device);
    }

    Expected<bool> save(const QString& directory, const QString& tokenizerFrom) const override {
        Expected<bool> saved = saveModelDirectory(*m_discriminator, tokenizerFrom, directory, true);
        if (!saved)
            return saved;
        return saveModelDirectory(*m_generator, tokenizerFrom,
                                  QDir(directory).filePath(QStringLiteral("generator")), true);
    }

    Expected<bool> restore(const QString& directory) override {
        Expected<bool> restored = restoreModelWeights(*m_discriminator, directory);
        if (!restored)
            return restored;
        return restoreModelWeights(*m_generator, QDir(directory).filePath(QStringLiteral("generator")));
    }

    QVector<Text> describe() const override {
        const ModelConfig& g = m_generator->config();
        return {Text::tr("discriminator %1 from %2")
                    .arg(architectureName(m_discriminatorInfo.config.architecture),
                         m_discriminatorInfo.directory),
                Text::tr("generator (hidden %1, %2 heads, ffn %3) %4, embeddings shared")
                    .arg(g.hiddenSize)
                    .arg(g.numAttentionHeads)
                    .arg(g.intermediateSize)
                    .arg(m_generatorOrigin)};
    }

private:
    struct Outputs {
        torch::Tensor generatorLoss, discriminatorLoss;
        double correct = 0, tokens = 0, replaced = 0, masked = 0;
    };

    Outputs run(const BatchTensors& batch) {
        Outputs o;
        const MaskedRows rows = maskedRowLogits(
            *m_generator, m_generator->encode(batch.inputIds, batch.attentionMask, batch.typeIds),
            batch.labels);
        o.generatorLoss = torch::nn::functional::cross_entropy(rows.logits, rows.targets);

        // Replacements are sampled from the generator's distribution; no gradient flows through sampling.
        torch::Tensor sampled;
        {
            torch::NoGradGuard noGrad;
            sampled = torch::multinomial(torch::softmax(rows.logits.detach(), -1), 1).squeeze(1);
        }
        const torch::Tensor original = torch::where(batch.labels.ne(-100), batch.labels, batch.inputIds);
        const torch::Tensor corrupted = batch.inputIds.reshape({-1})
                                            .index_copy(0, rows.positions, sampled)
                                            .reshape(batch.inputIds.sizes());
        const torch::Tensor attended = batch.attentionMask.to(torch::kBool);
        const torch::Tensor replaced = corrupted.ne(original).logical_and(attended);

        const torch::Tensor discLogits =
            m_discriminator->forward(corrupted, batch.attentionMask, batch.typeIds).logits.to(torch::kFloat);
        const torch::Tensor weights = attended.to(torch::kFloat);
        const torch::Tensor perToken = torch::nn::functional::binary_cross_entropy_with_logits(
            discLogits, replaced.to(torch::kFloat),
            torch::nn::functional::BinaryCrossEntropyWithLogitsFuncOptions().reduction(torch::kNone));
        o.tokens = weights.sum().item<double>();
        o.discriminatorLoss = (perToken * weights).sum() / std::max(1.0, o.tokens);
        torch::NoGradGuard noGrad;
        o.correct = (discLogits.gt(0).eq(replaced).logical_and(attended)).sum().item<double>();
        o.replaced = replaced.sum().item<double>();
        o.masked = double(rows.positions.numel());
        return o;
    }

    LoadedModel m_discriminatorInfo;
    std::shared_ptr<ElectraForPreTraining> m_discriminator;
    std::shared_ptr<ElectraForMaskedLm> m_generator;
    Text m_generatorOrigin;
    double m_weight;
};

// ELECTRA's recipe for a generator when none is published: the discriminator's depth and embedding size,
// a fraction of its width, heads of the same size.
ModelConfig generatorConfig(const ModelConfig& discriminator, double fraction) {
    ModelConfig g = discriminator;
    g.architecture = Architecture::ElectraForMaskedLM;
    const int headSize = discriminator.hiddenSize / discriminator.numAttentionHeads;
    g.numAttentionHeads = std::max(1, int(std::lround(discriminator.numAttentionHeads * fraction)));
    g.hiddenSize = g.numAttentionHeads * headSize;
    g.intermediateSize = std::max(1, int(std::lround(discriminator.intermediateSize * fraction)));
    g.labels.clear();
    return g;
}

} // namespace

Expected<std::unique_ptr<PretrainingObjective>> createElectraObjective(const PretrainSpec& spec) {
    // The config decides which head the weights go into, so they are read once.
    Expected<ModelConfig> config =
        readModelConfig(QDir(spec.modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return config.error();
    Expected<bool> fits = checkObjectiveFits(PretrainObjective::Electra, config.value());
    if (!fits)
        return fits.error();
    ModelLoadOptions options;
    options.architecture = Architecture::ElectraForPreTraining;
    options.seed = spec.seed;
    Expected<LoadedModel> discriminator = loadModelDirectory(spec.modelDirectory, options);
    if (!discriminator)
        return discriminator.error();
    const ModelConfig& d = discriminator->config;
    std::shared_ptr<ElectraForMaskedLm> generator;
    Text origin;
    if (!spec.generatorDirectory.isEmpty()) {
        ModelLoadOptions options;
        options.architecture = Architecture::ElectraForMaskedLM;
        options.seed = spec.seed;
        Expected<LoadedModel> g = loadModelDirectory(spec.generatorDirectory, options);
        if (!g)
            return g.error();
        if (g->config.vocabSize != d.vocabSize || g->config.embeddingSize != d.embeddingSize)
            return UserError{
                Text::tr("the generator (vocabulary %1, embedding size %2) cannot share embeddings "
                         "with the discriminator (%3, %4)")
                    .arg(g->config.vocabSize)
                    .arg(g->config.embeddingSize)
                    .arg(d.vocabSize)
                    .arg(d.embeddingSize),
                spec.generatorDirectory,
                Text::tr("give the generator published with this discriminator, or leave %1 out")
                    .arg(Text::setting(QStringLiteral("generator")))};
        generator = std::dynamic_pointer_cast<ElectraForMaskedLm>(g->model);
        origin = Text::tr("from %1").arg(spec.generatorDirectory);
    } else {
        if (spec.generatorSizeFraction <= 0 || spec.generatorSizeFraction > 1)
            return UserError{
                Text::tr("generator size fraction %1 is out of range").arg(spec.generatorSizeFraction),
                Text::setting(QStringLiteral("generator-size")),
                Text::tr("give a fraction in (0, 1], e.g. 0.25 or 0.333")};
        const ModelConfig config = generatorConfig(d, spec.generatorSizeFraction);
        generator = std::dynamic_pointer_cast<ElectraForMaskedLm>(createModel(config));
        initializeWeights(*generator, spec.seed + 1);
        origin = Text::tr("created at %1 of the discriminator's width").arg(spec.generatorSizeFraction);
    }
    return std::unique_ptr<PretrainingObjective>(
        new ElectraObjective(std::move(discriminator.value()), generator, origin, spec.discriminatorWeight));
}

} // namespace hw
