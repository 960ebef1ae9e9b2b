// Every fixture model reproduces the outputs the reference implementation recorded in golden.safetensors.
#include "core/model_io/internal/model_directory.h"
#include "core/model_io/internal/weight_source.h"
#include "tests/support/file_helpers.h"

#include <torch/torch.h>

#include <QtTest>

using namespace hw;
using hw::test::fixturesDir;

namespace {

// Largest |ours - golden| over the positions the attention mask keeps.
double maxDiffOnTokens(const torch::Tensor& ours, const torch::Tensor& golden, const torch::Tensor& mask) {
    torch::Tensor diff = (ours - golden).abs();
    torch::Tensor keep = mask.to(torch::kBool);
    while (keep.dim() < diff.dim())
        keep = keep.unsqueeze(-1);
    return diff.masked_select(keep.expand_as(diff)).max().item<double>();
}

} // namespace

class TestModelParity : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fixtureReproducesGolden_data();
    void fixtureReproducesGolden();
};

void TestModelParity::fixtureReproducesGolden_data() {
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("architecture");
    QTest::newRow("bert-mlm") << "bert-mlm"
                              << "BertForMaskedLM";
    QTest::newRow("bert-pretraining-bin") << "bert-pretraining-bin"
                                          << "BertForPreTraining";
    QTest::newRow("bert-classifier") << "bert-classifier"
                                     << "BertForSequenceClassification";
    QTest::newRow("electra-discriminator") << "electra-discriminator"
                                           << "ElectraForPreTraining";
    QTest::newRow("electra-generator") << "electra-generator"
                                       << "ElectraForMaskedLM";
    QTest::newRow("electra-classifier") << "electra-classifier"
                                        << "ElectraForSequenceClassification";
}

void TestModelParity::fixtureReproducesGolden() {
    QFETCH(QString, fixture);
    QFETCH(QString, architecture);
    const QString dir = fixturesDir() + QStringLiteral("/models/") + fixture;

    Expected<LoadedModel> loaded = loadModelDirectory(dir);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    QCOMPARE(architectureName(loaded->config.architecture), architecture);

    Expected<WeightSource> golden = readSafetensors(dir + QStringLiteral("/golden.safetensors"));
    QVERIFY2(golden.ok(), qPrintable(golden.error().toString()));
    const auto& g = golden->tensors;
    const torch::Tensor ids = g.at("input_ids");
    const torch::Tensor mask = g.at("attention_mask");
    QVERIFY2(mask.eq(0).any().item<bool>(), "golden inputs should include padding");

    torch::NoGradGuard noGrad;
    const ModelOutputs out = loaded->model->forward(ids, mask, g.at("token_type_ids"));
    const bool perSequence = isSequenceClassifier(loaded->config.architecture);
    const torch::Tensor tokenMask = perSequence ? torch::ones({ids.size(0)}, torch::kLong) : mask;

    const std::string logitsName = g.count("prediction_logits") ? "prediction_logits" : "logits";
    QCOMPARE(out.logits.sizes().vec(), g.at(logitsName).sizes().vec());
    const double logitsDiff = maxDiffOnTokens(out.logits, g.at(logitsName), tokenMask);
    QVERIFY2(logitsDiff <= 1e-4, qPrintable(QStringLiteral("logits differ by %1").arg(logitsDiff)));
    qInfo("%s: max |logits - golden| = %.3g", qPrintable(fixture), logitsDiff);

    if (g.count("last_hidden_state")) {
        const double hiddenDiff = maxDiffOnTokens(out.lastHiddenState, g.at("last_hidden_state"), mask);
        QVERIFY2(hiddenDiff <= 1e-4,
                 qPrintable(QStringLiteral("hidden states differ by %1").arg(hiddenDiff)));
    }
    if (g.count("seq_relationship_logits")) {
        QVERIFY(out.seqRelationshipLogits.defined());
        const double nspDiff =
            (out.seqRelationshipLogits - g.at("seq_relationship_logits")).abs().max().item<double>();
        QVERIFY2(nspDiff <= 1e-4, qPrintable(QStringLiteral("NSP logits differ by %1").arg(nspDiff)));
    }
}

QTEST_GUILESS_MAIN(TestModelParity)
#include "test_model_parity.moc"
