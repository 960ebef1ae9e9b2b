// The masked-LM objective pretraining runs, made as PretrainJob makes it from a model folder: its loss on the
// masked rows alone equals cross-entropy of the full logits there (plus the next-sentence loss for pairs),
// and it falls when stepped the way a pretraining session steps it.
#include "core/train/internal/adamw_setup.h"
#include "core/train/internal/pretraining_objective.h"

#include <torch/torch.h>

#include <QtTest>

using namespace hw;

namespace {

const QString kMaskedLmModel = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm");
const QString kPreTrainingModel = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-pretraining-bin");

std::unique_ptr<PretrainingObjective> objectiveFor(const QString& model, PackingMode packing) {
    PretrainSpec spec;
    spec.modelDirectory = model;
    spec.packing = packing;
    Expected<std::unique_ptr<PretrainingObjective>> objective = createPretrainingObjective(spec);
    if (!objective) {
        qWarning("%s", qPrintable(objective.error().toString()));
        return nullptr;
    }
    return std::move(objective.value());
}

// A batch of single segments as the pretraining data gives it, with `labels` marking the masked rows.
BatchTensors batchOf(const torch::Tensor& ids, const torch::Tensor& labels) {
    BatchTensors b;
    b.inputIds = ids;
    b.attentionMask = torch::ones_like(ids);
    b.typeIds = torch::zeros_like(ids);
    b.labels = labels;
    return b;
}

double crossEntropy(const torch::Tensor& logits, const torch::Tensor& labels) {
    return torch::nn::functional::cross_entropy(
               logits.reshape({-1, logits.size(-1)}), labels.reshape({-1}),
               torch::nn::functional::CrossEntropyFuncOptions().ignore_index(-100))
        .item<double>();
}

bool near(double a, double b) {
    return std::abs(a - b) < 1e-5;
}

QString pair(double ours, double reference) {
    return QStringLiteral("%1 vs %2").arg(ours, 0, 'g', 10).arg(reference, 0, 'g', 10);
}

} // namespace

class TestMaskedLmObjective : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void maskedRowsLossEqualsFullLoss();
    void nextSentenceLossIsAddedForPairs();
    void lossFallsOnARepeatedBatch();
    void normWeightsAndBiasesDoNotDecay();
};

void TestMaskedLmObjective::maskedRowsLossEqualsFullLoss() {
    std::unique_ptr<PretrainingObjective> objective = objectiveFor(kMaskedLmModel, PackingMode::Concat);
    QVERIFY(objective);
    objective->setTraining(false); // no dropout, so training and evaluation losses match the reference
    torch::manual_seed(1);
    const int64_t vocab = objective->maskedLmModel().config().vocabSize;
    const torch::Tensor ids = torch::randint(5, vocab, {2, 16}, torch::kLong);
    torch::Tensor labels = torch::full_like(ids, -100);
    labels.index_put_({0, 3}, 17);
    labels.index_put_({1, 9}, 42);
    const BatchTensors batch = batchOf(ids, labels);

    torch::NoGradGuard noGrad;
    const double reference = crossEntropy(
        objective->maskedLmModel().forward(ids, batch.attentionMask, batch.typeIds).logits, labels);
    MetricSums training, evaluation;
    const double loss = objective->loss(batch, training).item<double>();
    objective->evaluate(batch, evaluation);
    QVERIFY2(near(loss, reference), qPrintable(pair(loss, reference)));
    QVERIFY2(near(training.means().at("mlm_loss"), reference),
             qPrintable(pair(training.means().at("mlm_loss"), reference)));
    QVERIFY2(near(evaluation.means().at("loss"), reference),
             qPrintable(pair(evaluation.means().at("loss"), reference)));
    QVERIFY(!training.means().count("nsp_loss")); // single segments have no next-sentence loss
}

void TestMaskedLmObjective::nextSentenceLossIsAddedForPairs() {
    std::unique_ptr<PretrainingObjective> objective = objectiveFor(kPreTrainingModel, PackingMode::Documents);
    QVERIFY(objective);
    QVERIFY(objective->wantsSentencePairs());
    objective->setTraining(false);
    torch::manual_seed(4);
    const int64_t vocab = objective->maskedLmModel().config().vocabSize;
    const torch::Tensor ids = torch::randint(5, vocab, {3, 12}, torch::kLong);
    const torch::Tensor selected = torch::rand({3, 12}) < 0.3;
    torch::Tensor labels = torch::where(selected, ids, torch::full_like(ids, -100));
    labels.index_put_({0, 1}, ids.index({0, 1})); // at least one target
    BatchTensors batch = batchOf(ids, labels);
    batch.typeIds.index_put_({torch::indexing::Slice(), torch::indexing::Slice(6)}, 1); // [CLS] A [SEP] B
    batch.nextSentenceLabels = torch::tensor({0, 1, -1}, torch::kLong); // the last example is no pair

    torch::NoGradGuard noGrad;
    const ModelOutputs full = objective->maskedLmModel().forward(ids, batch.attentionMask, batch.typeIds);
    const double mlm = crossEntropy(full.logits, labels);
    const double nsp = crossEntropy(full.seqRelationshipLogits, torch::tensor({0, 1, -100}, torch::kLong));
    MetricSums sums;
    const double loss = objective->loss(batch, sums).item<double>();
    QVERIFY2(near(sums.means().at("mlm_loss"), mlm), qPrintable(pair(sums.means().at("mlm_loss"), mlm)));
    QVERIFY2(near(sums.means().at("nsp_loss"), nsp), qPrintable(pair(sums.means().at("nsp_loss"), nsp)));
    QVERIFY2(near(loss, mlm + nsp), qPrintable(pair(loss, mlm + nsp)));
}

// Steps as PretrainJob's session does: AdamW from the objective's modules, the loss backward, the gradient
// clipped, the optimizer stepped.
void TestMaskedLmObjective::lossFallsOnARepeatedBatch() {
    std::unique_ptr<PretrainingObjective> objective = objectiveFor(kMaskedLmModel, PackingMode::Concat);
    QVERIFY(objective);
    objective->setTraining(true);
    torch::manual_seed(2);
    std::unique_ptr<torch::optim::AdamW> optimizer =
        createAdamW(objective->modules(), AdamWSettings{1e-3, 0.01, 1e-8});
    const std::vector<torch::Tensor> parameters = optimizedParameters(*optimizer);
    const int64_t vocab = objective->maskedLmModel().config().vocabSize;
    const torch::Tensor ids = torch::randint(5, vocab, {4, 16}, torch::kLong);
    const torch::Tensor selected = torch::rand({4, 16}) < 0.3;
    const torch::Tensor labels = torch::where(selected, ids, torch::full_like(ids, -100));
    const BatchTensors batch = batchOf(torch::where(selected, torch::full_like(ids, 4), ids), labels);
    auto step = [&] {
        optimizer->zero_grad();
        MetricSums sums;
        torch::Tensor loss = objective->loss(batch, sums);
        loss.backward();
        torch::nn::utils::clip_grad_norm_(parameters, 1.0);
        optimizer->step();
        return loss.item<double>();
    };
    const double first = step();
    double last = first;
    for (int i = 0; i < 60; ++i)
        last = step();
    QVERIFY2(last < first * 0.7, qPrintable(QStringLiteral("loss %1 -> %2").arg(first).arg(last)));
}

// As transformers' Trainer groups them: no norm's weight decays, whichever family names it.
void TestMaskedLmObjective::normWeightsAndBiasesDoNotDecay() {
    for (const char* decaying : {"bert.encoder.layer.0.attention.self.query.weight",
                                 "bert.embeddings.word_embeddings.weight", "model.layers.1.attn.Wqkv.weight",
                                 "model.layers.1.mlp.Wi.weight", "decoder.weight", "head.dense.weight"})
        QVERIFY2(decaysWeight(decaying), decaying);
    for (const char* kept :
         {"bert.embeddings.LayerNorm.weight", "lm_head.layer_norm.weight", "model.embeddings.norm.weight",
          "model.layers.1.attn_norm.weight", "model.layers.0.mlp_norm.weight", "model.final_norm.weight",
          "head.norm.weight", "cls.predictions.bias", "model.layers.0.attn.Wqkv.bias"})
        QVERIFY2(!decaysWeight(kept), kept);
}

QTEST_GUILESS_MAIN(TestMaskedLmObjective)
#include "test_masked_lm_objective.moc"
