#include "core/model/internal/bert_models.h"
#include "core/model_io/internal/model_directory.h"
#include "core/train/internal/masked_rows.h"
#include "core/train/internal/model_weights_io.h"
#include "core/train/internal/pretraining_objective.h"

#include <torch/torch.h>

#include <QDir>

namespace hw {

namespace {

// Masked language modelling on the masked rows alone, with BertForPreTraining's next-sentence loss added
// when examples are pairs.
class MaskedLmObjective : public PretrainingObjective {
public:
    MaskedLmObjective(LoadedModel loaded, bool sentencePairs)
        : m_loaded(std::move(loaded))
        , m_sentencePairs(sentencePairs) {
        m_bert = std::dynamic_pointer_cast<BertForMaskedLm>(m_loaded.model);
    }

    std::vector<std::shared_ptr<torch::nn::Module>> modules() const override { return {m_loaded.model}; }
    bool wantsSentencePairs() const override { return m_sentencePairs; }

    std::vector<LossTerm> lossTerms(const BatchTensors& batch, MetricSums& metrics) override {
        auto [mlm, nsp, masked, pairs] = losses(batch);
        metrics.add("mlm_loss", mlm.item<double>(), 1);
        std::vector<LossTerm> terms{{mlm, double(masked)}};
        if (nsp.defined())
            metrics.add("nsp_loss", nsp.item<double>(), 1);
        if (predictsNextSentences()) // present without pairs too, so that every rank's batch has the same
                                     // terms
            terms.push_back({nsp, double(pairs)});
        return terms;
    }

    void evaluate(const BatchTensors& batch, MetricSums& metrics) override {
        torch::NoGradGuard noGrad;
        auto [mlm, nsp, masked, pairs] = losses(batch);
        metrics.add("loss", mlm.item<double>() * double(masked), double(masked)); // per masked token
        if (nsp.defined())
            metrics.add("nsp_loss", nsp.item<double>(), 1);
    }

    EncoderModel& maskedLmModel() override { return *m_loaded.model; }
    int maxPositions() const override { return m_loaded.config.maxInputTokens(); }
    void setTraining(bool training) override { m_loaded.model->train(training); }
    void to(const torch::Device& device) override { m_loaded.model->to(device); }

    Expected<bool> save(const QString& directory, const QString& tokenizerFrom) const override {
        return saveModelDirectory(*m_loaded.model, tokenizerFrom, directory, true);
    }

    Expected<bool> restore(const QString& directory) override {
        return restoreModelWeights(*m_loaded.model, directory);
    }

    QVector<Text> describe() const override {
        return {Text::tr("%1 from %2%3")
                    .arg(architectureName(m_loaded.config.architecture), m_loaded.directory)
                    .arg(m_sentencePairs ? Text::tr(", with next-sentence prediction") : Text())};
    }

private:
    bool predictsNextSentences() const { return m_sentencePairs && m_bert && m_bert->hasNextSentenceHead(); }

    // The MLM and next-sentence losses with the masked tokens and sentence pairs they average over.
    std::tuple<torch::Tensor, torch::Tensor, int64_t, int64_t> losses(const BatchTensors& batch) {
        EncoderModel& model = *m_loaded.model;
        const torch::Tensor hidden = model.encode(batch.inputIds, batch.attentionMask, batch.typeIds);
        const MaskedRows rows = maskedRowLogits(model, hidden, batch.labels);
        const torch::Tensor mlm = torch::nn::functional::cross_entropy(rows.logits, rows.targets);
        torch::Tensor nsp;
        int64_t pairs = 0;
        if (predictsNextSentences()) {
            const torch::Tensor pairRows = batch.nextSentenceLabels.ge(0).nonzero().squeeze(1);
            pairs = pairRows.numel();
            if (pairs > 0) {
                const torch::Tensor nspLogits =
                    m_bert->nextSentenceLogits(hidden.index_select(0, pairRows)).to(torch::kFloat);
                nsp = torch::nn::functional::cross_entropy(
                    nspLogits, batch.nextSentenceLabels.index_select(0, pairRows));
            }
        }
        return {mlm, nsp, rows.positions.numel(), pairs};
    }

    LoadedModel m_loaded;
    std::shared_ptr<BertForMaskedLm> m_bert; // set when the model is a BERT MLM, for its NSP head
    bool m_sentencePairs;
};

} // namespace

Expected<std::unique_ptr<PretrainingObjective>> createMaskedLmObjective(const PretrainSpec& spec) {
    // The config decides which head the weights go into, so they are read once.
    Expected<ModelConfig> config =
        readModelConfig(QDir(spec.modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return config.error();
    ModelLoadOptions options;
    options.seed = spec.seed;
    Expected<bool> fits = checkObjectiveFits(spec.objective, config.value());
    if (!fits)
        return fits.error();
    if (!hasMaskedLmHead(config->architecture)) {
        // A BERT or RoBERTa classifier: continue pretraining its backbone under a fresh MLM head.
        options.architecture = pretrainingArchitectureOf(config->family());
    }
    Expected<LoadedModel> loaded = loadModelDirectory(spec.modelDirectory, options);
    if (!loaded)
        return loaded.error();
    const bool pairs = loaded->config.architecture == Architecture::BertForPreTraining &&
                       spec.packing == PackingMode::Documents;
    return std::unique_ptr<PretrainingObjective>(new MaskedLmObjective(std::move(loaded.value()), pairs));
}

} // namespace hw
