// The masked-LM step: loss on masked rows only equals cross-entropy of the full logits there, and it falls.
#include "core/model/internal/model_factory.h"
#include "core/train/internal/masked_lm_step.h"

#include <torch/torch.h>

#include <QtTest>

using namespace hw;

namespace {

std::shared_ptr<EncoderModel> tinyBert() {
    ModelConfig c;
    c.vocabSize = 200;
    c.hiddenSize = 32;
    c.embeddingSize = 32;
    c.numHiddenLayers = 2;
    c.numAttentionHeads = 4;
    c.intermediateSize = 64;
    c.maxPositionEmbeddings = 64;
    auto model = createModel(c);
    initializeWeights(*model, 3);
    return model;
}

} // namespace

class TestMaskedLmStep : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void maskedRowsLossEqualsFullLoss();
    void lossFallsOnARepeatedBatch();
};

void TestMaskedLmStep::maskedRowsLossEqualsFullLoss() {
    torch::manual_seed(1);
    auto model = tinyBert();
    model->eval();
    const torch::Tensor ids = torch::randint(5, 200, {2, 16}, torch::kLong);
    torch::Tensor labels = torch::full_like(ids, -100);
    labels.index_put_({0, 3}, 17);
    labels.index_put_({1, 9}, 42);
    torch::NoGradGuard noGrad;
    const double ours =
        MaskedLmTrainer::maskedLmLoss(*model, ids, torch::ones_like(ids), labels).item<double>();
    const torch::Tensor full = model->forward(ids, torch::ones_like(ids), torch::Tensor()).logits;
    const double reference = torch::nn::functional::cross_entropy(
                                 full.reshape({-1, 200}), labels.reshape({-1}),
                                 torch::nn::functional::CrossEntropyFuncOptions().ignore_index(-100))
                                 .item<double>();
    QVERIFY2(std::abs(ours - reference) < 1e-5,
             qPrintable(QStringLiteral("%1 vs %2").arg(ours).arg(reference)));
}

void TestMaskedLmStep::lossFallsOnARepeatedBatch() {
    torch::manual_seed(2);
    auto model = tinyBert();
    model->train();
    MaskedLmTrainer::Options options;
    options.learningRate = 1e-3;
    MaskedLmTrainer trainer(model, options);
    const torch::Tensor ids = torch::randint(5, 200, {4, 16}, torch::kLong);
    const torch::Tensor selected = torch::rand({4, 16}) < 0.3;
    const torch::Tensor labels = torch::where(selected, ids, torch::full_like(ids, -100));
    const torch::Tensor masked = torch::where(selected, torch::full_like(ids, 4), ids);
    const double first = trainer.step(masked, torch::ones_like(ids), labels);
    double last = first;
    for (int i = 0; i < 60; ++i)
        last = trainer.step(masked, torch::ones_like(ids), labels);
    QVERIFY2(last < first * 0.7, qPrintable(QStringLiteral("loss %1 -> %2").arg(first).arg(last)));
}

QTEST_GUILESS_MAIN(TestMaskedLmStep)
#include "test_masked_lm_step.moc"
