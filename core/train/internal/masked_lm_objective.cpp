#include "checkpoint/internal/model_directory.h"
#include "model/internal/bert_models.h"
#include "train/internal/model_weights_io.h"
#include "train/internal/pretraining_objective.h"

#include <torch/torch.h>

namespace hw {

namespace {

// Masked language modelling, with BertForPreTraining's next-sentence loss added when examples are pairs.
// The vocabulary projection runs on the masked rows alone: with 15% masking that is 1/7 of the largest
// matmul of a small BERT.
class MaskedLmObjective : public PretrainingObjective {
public:
    MaskedLmObjective(LoadedModel loaded, bool sentencePairs) : m_loaded(std::move(loaded)), m_sentencePairs(sentencePairs)
    {
        m_bert = std::dynamic_pointer_cast<BertForMaskedLm>(m_loaded.model);
    }

    std::vector<std::shared_ptr<torch::nn::Module>> modules() const override { return {m_loaded.model}; }
    bool wantsSentencePairs() const override { return m_sentencePairs; }

    torch::Tensor loss(const BatchTensors& batch, MetricSums& metrics) override
    {
        auto [mlm, nsp, masked] = losses(batch);
        metrics.add("mlm_loss", mlm.item<double>(), 1);
        torch::Tensor total = mlm;
        if (nsp.defined()) {
            metrics.add("nsp_loss", nsp.item<double>(), 1);
            total = total + nsp;
        }
        metrics.add("masked_tokens", double(masked), 1);
        return total;
    }

    void evaluate(const BatchTensors& batch, MetricSums& metrics) override
    {
        torch::NoGradGuard noGrad;
        auto [mlm, nsp, masked] = losses(batch);
        metrics.add("loss", mlm.item<double>() * double(masked), double(masked)); // per masked token
        if (nsp.defined())
            metrics.add("nsp_loss", nsp.item<double>(), 1);
    }

    void setTraining(bool training) override { m_loaded.model->train(training); }
    void to(const torch::Device& device) override { m_loaded.model->to(device); }

    Expected<bool> save(const QString& directory, const QString& tokenizerFrom) const override
    {
        return saveModelDirectory(*m_loaded.model, tokenizerFrom, directory, true);
    }

    Expected<bool> restore(const QString& directory) override { return restoreModelWeights(*m_loaded.model, directory); }

    QStringList describe() const override
    {
        return {QStringLiteral("%1 from %2%3").arg(architectureName(m_loaded.config.architecture), m_loaded.directory,
                                                   m_sentencePairs ? QStringLiteral(", with next-sentence prediction") : QString())};
    }

private:
    std::tuple<torch::Tensor, torch::Tensor, int64_t> losses(const BatchTensors& batch)
    {
        EncoderModel& model = *m_loaded.model;
        const torch::Tensor hidden = model.encode(batch.inputIds, batch.attentionMask, batch.typeIds);
        const torch::Tensor flatLabels = batch.labels.reshape({-1});
        const torch::Tensor positions = flatLabels.ne(-100).nonzero().squeeze(1);
        const torch::Tensor rows = hidden.reshape({-1, hidden.size(-1)}).index_select(0, positions);
        const torch::Tensor logits = model.maskedLmLogits(rows).to(torch::kFloat);
        const torch::Tensor mlm = torch::nn::functional::cross_entropy(logits, flatLabels.index_select(0, positions));
        torch::Tensor nsp;
        if (m_sentencePairs && m_bert && m_bert->hasNextSentenceHead()) {
            const torch::Tensor pairRows = batch.nextSentenceLabels.ge(0).nonzero().squeeze(1);
            if (pairRows.numel() > 0) {
                const torch::Tensor nspLogits = m_bert->nextSentenceLogits(hidden.index_select(0, pairRows)).to(torch::kFloat);
                nsp = torch::nn::functional::cross_entropy(nspLogits, batch.nextSentenceLabels.index_select(0, pairRows));
            }
        }
        return {mlm, nsp, positions.numel()};
    }

    LoadedModel m_loaded;
    std::shared_ptr<BertForMaskedLm> m_bert; // set when the model is a BERT MLM, for its NSP head
    bool m_sentencePairs;
};

} // namespace

Expected<std::unique_ptr<PretrainingObjective>> createMaskedLmObjective(const PretrainSpec& spec)
{
    Expected<LoadedModel> probe = loadModelDirectory(spec.modelDirectory);
    if (!probe)
        return probe.error();
    const Architecture architecture = probe->config.architecture;
    if (!hasMaskedLmHead(architecture)) {
        if (probe->config.family() == ModelFamily::Electra)
            return UserError{QStringLiteral("%1 has no masked-LM head").arg(architectureName(architecture)), spec.modelDirectory,
                             QStringLiteral("pretrain an ELECTRA discriminator with --objective electra, or give an ElectraForMaskedLM generator")};
        // A BERT classifier or bare encoder: continue pretraining its backbone under a fresh MLM head.
        ModelLoadOptions options;
        options.architecture = Architecture::BertForMaskedLM;
        options.seed = spec.seed;
        probe = loadModelDirectory(spec.modelDirectory, options);
        if (!probe)
            return probe.error();
    }
    const bool pairs = probe->config.architecture == Architecture::BertForPreTraining && spec.packing == PackingMode::Documents;
    return std::unique_ptr<PretrainingObjective>(new MaskedLmObjective(std::move(probe.value()), pairs));
}

} // namespace hw
