// What a pretraining run will ask of the machine, before it starts.
#include "core/jobs/eta_estimator.h"
#include "core/model/model_presets.h"
#include "core/model_io/model_inspection.h"
#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/train/pretrain_estimate.h"
#include "tests/support/file_helpers.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace hw;

class TestPretrainEstimate : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Counted from the configuration, equal to the weights stored: BERT-base's 109,514,298 and the fixtures,
    // one of each head (masked LM, pre-training, ELECTRA's discriminator, classifiers).
    void parametersMatchTheModels() {
        ModelConfig base;
        QCOMPARE(estimatedParameterCount(base), 109514298LL);
        for (const char* model : {"bert-mlm", "bert-pretraining-bin", "bert-classifier", "electra-generator",
                                  "electra-discriminator", "electra-classifier"}) {
            Expected<ModelInspection> inspected = inspectModelDirectory(
                test::fixturesDir() + QStringLiteral("/models/") + QLatin1String(model));
            QVERIFY2(inspected.ok(), qPrintable(inspected.error().toString()));
            QVERIFY2(estimatedParameterCount(inspected->config) == inspected->totalParameters,
                     qPrintable(QStringLiteral("%1: %2 estimated, %3 stored")
                                    .arg(QLatin1String(model))
                                    .arg(estimatedParameterCount(inspected->config))
                                    .arg(inspected->totalParameters)));
        }
    }

    void stepsMemoryAndTimeFollowTheSettings() {
        PretrainEstimateInput in;
        in.trainTokens = 1000000;
        in.seqLength = 128;
        in.batchSize = 32;
        in.gradAccumulation = 2;
        in.maxSteps = 1000;
        PretrainEstimate e = estimatePretraining(in);
        QCOMPARE(e.tokensPerStep, 8192LL);
        QCOMPARE(e.stepsPerEpoch, 1000000.0 / 8192.0);
        QCOMPARE(e.epochs, 8.192);
        QCOMPARE(e.steps, 1000LL);
        QCOMPARE(e.weightBytes, 4 * 109514298LL);
        QCOMPARE(e.optimizerBytes, 2 * e.weightBytes);
        // fp32 activations: 12 layers of s*b*h*(34 + 5*a*s/h)*2 bytes plus the masked logits and their
        // gradient.
        const double layer = 128.0 * 32 * 768 * (34 + 5.0 * 12 * 128 / 768) * 2;
        QVERIFY(std::abs(double(e.activationBytes) - (layer * 12 + 0.15 * 128 * 32 * 30522 * 8)) < 16);
        QCOMPARE(e.seconds, 0.0);
        in.precision = QStringLiteral("bf16");
        in.tokensPerSecond = 4096;
        const PretrainEstimate half = estimatePretraining(in);
        QVERIFY(half.activationBytes < e.activationBytes);
        // 1000 steps of 8192 tokens at 4096 tokens/s, and the closing evaluation: a forward pass (a third of
        // a step's work per token) over 2000 examples of 128 tokens.
        QCOMPARE(half.seconds, 2000.0 + 2000.0 * 128 / 3 / 4096);
        // Given in epochs: the steps follow from the corpus.
        in.maxEpochs = 2;
        QCOMPARE(estimatePretraining(in).steps, qint64(std::ceil(2 * 1000000.0 / 8192)));
        QCOMPARE(estimatePretraining(in).epochs,
                 double(qint64(std::ceil(2 * 1000000.0 / 8192))) * 8192 / 1000000.0);
        in.trainTokens = 0;
        QCOMPARE(estimatePretraining(in).stepsPerEpoch, 0.0);
        QCOMPARE(estimatePretraining(in).steps, 1000LL); // unknown corpus: the steps as given
    }

    // ModernBERT: GeGLU keeps twice the MLP's values, and a sliding layer's attention scores span its window
    // (128 + 1 keys), so a long sequence needs far less than if every layer attended globally.
    void modernBertActivationsFollowItsLayers() {
        Expected<ModelConfig> config = presetModelConfig(ModelFamily::ModernBert, "base", 50368);
        QVERIFY(config.ok());
        PretrainEstimateInput in;
        in.config = config.value();
        in.seqLength = 8192;
        in.batchSize = 1;
        in.precision = QStringLiteral("bf16");
        const double s = 8192, h = 768, a = 12, i = 1152, w = 129;
        int sliding = 0;
        for (bool layer : in.config.modernBert.slidingLayers)
            sliding += layer;
        QCOMPARE(sliding, 14); // 22 layers, every third global
        const double mlp = 3 * s * h + 8 * s * i, common = 15 * s * h + mlp;
        const double expected = 8 * (common + 5 * a * s * s) + 14 * (common + 5 * a * s * w);
        const double logits = 0.15 * s * 50368 * 8;
        const PretrainEstimate windowed = estimatePretraining(in);
        QVERIFY(std::abs(double(windowed.activationBytes) - (expected + logits)) < 16);
        in.config.modernBert.slidingLayers.assign(22, false);
        QVERIFY(estimatePretraining(in).activationBytes > 2 * windowed.activationBytes);
    }

    // The time before the run is the running ETA's model at step 0: steps, the evaluations the schedule holds
    // and the closing one, within the time limit.
    void timeCountsEvaluationsAndTheLimit() {
        PretrainEstimateInput in;
        in.seqLength = 64;
        in.batchSize = 8;
        in.maxSteps = 1050;
        in.tokensPerSecond = 512; // one step a second
        in.evalEvery = 100;
        in.evalExamples = 3000;
        in.validationExamples = 600; // bounds the scored examples
        in.saveEvery = 500;
        const PretrainEstimate e = estimatePretraining(in);
        QCOMPARE(e.time.secondsPerStep, 1.0);
        QCOMPARE(e.time.evaluationsLeft, qint64(11)); // 100 ... 1000, and at 1050
        QCOMPARE(e.time.secondsPerEvaluation, 600.0 * 64 / 3 / 512);
        QCOMPARE(e.time.checkpointsLeft, qint64(3)); // 500, 1000, 1050
        QCOMPARE(e.seconds, remainingRunSeconds(e.time));
        QCOMPARE(e.seconds, 1050 + 11 * 25.0);
        in.timeLimitSeconds = 600; // stops stepping there, then evaluates once more
        QCOMPARE(estimatePretraining(in).seconds, 600 + 25.0);
    }

    // A sample's tokens per character, scaled to the training split, lands near the count of all its tokens.
    void corpusTokensFromASample() {
        QTemporaryDir tmp;
        const QString project = tmp.filePath(QStringLiteral("e.hwproj"));
        Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::create(project, QStringLiteral("e"));
        QVERIFY(store.ok());
        Expected<std::unique_ptr<CorpusWriter>> writer = CorpusWriter::begin(
            store.value()->database(), store.value()->dataDirectory(), QStringLiteral("notes"), {}, {});
        QVERIFY(writer.ok());
        const QString model = test::fixturesDir() + QStringLiteral("/models/bert-mlm");
        Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(model);
        QVERIFY(tokenizer.ok());
        qint64 characters = 0, trainTokens = 0, train = 0;
        for (int i = 0; i < 400; ++i) {
            const QString text = QStringLiteral("patient %1 was given %2 mg of amoxicillin on the ward")
                                     .arg(i)
                                     .arg(i * 7 % 500);
            const bool validation = i % 10 == 0;
            QVERIFY(writer.value()->addDocument(uint64_t(i + 1), validation, text.toUtf8()).ok());
            characters += text.size();
            if (!validation) {
                trainTokens += tokenizer.value()->encode(text).size();
                ++train;
            }
        }
        QVERIFY(writer.value()
                    ->commit({{QStringLiteral("characters"), double(characters)},
                              {QStringLiteral("train"), double(train)},
                              {QStringLiteral("validation"), double(400 - train)}})
                    .ok());
        store.value().reset();
        Expected<qint64> estimated = estimateCorpusTokens(project, QStringLiteral("notes"), model, 50);
        QVERIFY2(estimated.ok(), qPrintable(estimated.error().toString()));
        QVERIFY2(std::abs(double(estimated.value()) / double(trainTokens) - 1) < 0.1,
                 qPrintable(QStringLiteral("%1 vs %2").arg(estimated.value()).arg(trainTokens)));
        QVERIFY(!estimateCorpusTokens(project, QStringLiteral("other"), model).ok());
    }
};

QTEST_GUILESS_MAIN(TestPretrainEstimate)
#include "test_pretrain_estimate.moc"
