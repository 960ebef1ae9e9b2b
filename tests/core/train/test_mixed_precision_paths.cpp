// The code GPU training runs, reached on the CPU: autocast scopes (bf16 on the CPU, the same class CUDA
// uses with fp16/bf16), the fused attention under autocast, fp16 loss scaling, and the refusal of a device
// this machine lacks.
#include "core/jobs/job_runner.h"
#include "core/model_io/internal/model_directory.h"
#include "core/system/compute_devices.h"
#include "core/train/internal/autocast_scope.h"
#include "core/train/internal/dynamic_loss_scaler.h"
#include "core/train/pretrain_job.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"

#include <torch/torch.h>

#include <QTemporaryDir>
#include <QTest>

using namespace hw;

class TestMixedPrecisionPaths : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void autocastScopeCastsInsideAndRestoresAfter();
    void modelForwardUnderBf16AutocastStaysClose();
    void lossScalerSkipsOverflowAndGrows();
    void pretrainingRunsInBf16OnTheCpu();
    void missingCudaDeviceIsRefusedClearly();
};

void TestMixedPrecisionPaths::autocastScopeCastsInsideAndRestoresAfter() {
    torch::nn::Linear linear(8, 4);
    const torch::Tensor x = torch::randn({2, 8});
    {
        AutocastScope scope(c10::DeviceType::CPU, c10::ScalarType::BFloat16);
        QCOMPARE(linear(x).scalar_type(), c10::ScalarType::BFloat16);
    }
    QCOMPARE(linear(x).scalar_type(), c10::ScalarType::Float);
    {
        AutocastScope fp32(c10::DeviceType::CPU, c10::ScalarType::Float); // float32 enables nothing
        QCOMPARE(linear(x).scalar_type(), c10::ScalarType::Float);
    }
}

void TestMixedPrecisionPaths::modelForwardUnderBf16AutocastStaysClose() {
    Expected<LoadedModel> loaded =
        loadModelDirectory(hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    const torch::Tensor ids = torch::randint(5, loaded->config.vocabSize, {2, 12}, torch::kLong);
    torch::Tensor mask = torch::ones({2, 12}, torch::kLong);
    mask.index_put_({1, torch::indexing::Slice(8)},
                    0); // the float mask meets bf16 queries in the fused attention
    torch::NoGradGuard noGrad;
    const torch::Tensor full = loaded->model->forward(ids, mask, torch::Tensor()).lastHiddenState;
    torch::Tensor half;
    {
        AutocastScope scope(c10::DeviceType::CPU, c10::ScalarType::BFloat16);
        half = loaded->model->forward(ids, mask, torch::Tensor()).lastHiddenState.to(torch::kFloat);
    }
    QVERIFY(torch::isfinite(half).all().item<bool>());
    // bf16 keeps about 3 significant digits: the hidden states agree to a few percent of their spread.
    const double spread = full.std().item<double>();
    const double error = (half - full).abs().mean().item<double>();
    QVERIFY2(error < 0.05 * spread,
             qPrintable(QStringLiteral("mean error %1, spread %2").arg(error).arg(spread)));
}

void TestMixedPrecisionPaths::lossScalerSkipsOverflowAndGrows() {
    DynamicLossScaler scaler(1024, 3);
    torch::Tensor w = torch::zeros({3}, torch::requires_grad());
    auto setGradient = [&](std::vector<float> g) { w.mutable_grad() = torch::tensor(g); };

    setGradient({1024, 2048, -512});
    QVERIFY(scaler.unscale({w}));
    QVERIFY(torch::allclose(w.grad(), torch::tensor({1.0f, 2.0f, -0.5f})));
    QCOMPARE(scaler.scale(), 1024.0);

    setGradient({1, std::numeric_limits<float>::infinity(), 0});
    QVERIFY(!scaler.unscale({w})); // overflow: skip the step, halve the scale
    QCOMPARE(scaler.scale(), 512.0);
    setGradient({1, std::nanf(""), 0});
    QVERIFY(!scaler.unscale({w}));
    QCOMPARE(scaler.scale(), 256.0);

    for (int i = 0; i < 2; ++i) {
        setGradient({1, 1, 1});
        QVERIFY(scaler.unscale({w}));
        QCOMPARE(scaler.scale(), 256.0);
    }
    setGradient({1, 1, 1});
    QVERIFY(scaler.unscale({w})); // third good step in a row: the scale grows
    QCOMPARE(scaler.scale(), 512.0);
}

void TestMixedPrecisionPaths::pretrainingRunsInBf16OnTheCpu() {
    QTemporaryDir tmp;
    QByteArray text;
    for (int d = 0; d < 40; ++d)
        text += "the virus spread quickly in the city and hospitals reported new cases " +
                QByteArray::number(d) + "\n\n";
    hw::test::writeBytes(tmp.filePath(QStringLiteral("corpus.txt")), text);
    PretrainSpec spec;
    spec.modelDirectory = hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm");
    spec.source.files = {tmp.filePath(QStringLiteral("corpus.txt"))};
    spec.cacheDirectory = tmp.filePath(QStringLiteral("cache"));
    spec.outputDirectory = tmp.filePath(QStringLiteral("run"));
    spec.seqLength = 16;
    spec.batchSize = 4;
    spec.maxSteps = 6;
    spec.learningRate = 1e-3;
    spec.precision = QStringLiteral("bf16");
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    std::atomic_bool cancel{false};
    const JobOutcome outcome = runJobHere(job, sink, cancel);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
    const std::vector<double> losses = sink.values(QStringLiteral("loss"));
    QCOMPARE(losses.size(), size_t(6));
    for (double loss : losses)
        QVERIFY(std::isfinite(loss));
}

void TestMixedPrecisionPaths::missingCudaDeviceIsRefusedClearly() {
    if (detectComputeDevices().cudaAvailable)
        QSKIP("this machine has a CUDA device: the refusal of a missing one cannot be observed here");
    Text why;
    QVERIFY(!isUsableDevice(QStringLiteral("cuda:0"), &why));
    QVERIFY2(why.toString().contains(QLatin1String("use cpu")), qPrintable(why));
    QVERIFY(!isUsableDevice(QStringLiteral("gpu"), &why));
    QVERIFY2(why.toString().contains(QLatin1String("unknown device")), qPrintable(why));
    QVERIFY(isUsableDevice(QStringLiteral("cpu"), &why));

    QTemporaryDir tmp;
    PretrainSpec spec;
    spec.modelDirectory = hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm");
    spec.source.files = {tmp.filePath(QStringLiteral("none.txt"))};
    spec.outputDirectory = tmp.filePath(QStringLiteral("run"));
    spec.device = QStringLiteral("cuda:0");
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    std::atomic_bool cancel{false};
    const JobOutcome outcome = runJobHere(job, sink, cancel);
    QCOMPARE(outcome.status, JobStatus::Failed);
    QVERIFY2(outcome.message.toString().contains(QLatin1String("CUDA")),
             qPrintable(outcome.message.toString()));
}

QTEST_GUILESS_MAIN(TestMixedPrecisionPaths)
#include "test_mixed_precision_paths.moc"
