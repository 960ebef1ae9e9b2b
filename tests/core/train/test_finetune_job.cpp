// Fine-tuning end to end on generated sets with tiny fixture models: single- and multi-label beat the
// majority baseline, the exported classifier reloads and predicts the same, runs and comparison reports are
// deterministic given the seeds.
#include "core/eval/classifier_evaluation.h"
#include "core/eval/model_comparison.h"
#include "core/jobs/job_runner.h"
#include "core/train/finetune_job.h"
#include "core/train/internal/classifier_training.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace hw;

namespace {

// Texts with one or two topic words among filler; 10% of single labels flipped so the task is not trivial.
// Class shares 50/30/20, so the majority baseline has accuracy 0.5.
void writeSet(const QString& path, int n, bool multiLabel, uint64_t seed) {
    const QStringList labels = {"health", "sports", "business"};
    const QVector<QStringList> words = {{"virus", "hospital", "vaccine", "patients"},
                                        {"football", "match", "league", "goal"},
                                        {"market", "shares", "profit", "bank"}};
    const QStringList filler =
        QStringLiteral("the a of in on today new report said people city after").split(' ');
    std::mt19937_64 rng(seed);
    QByteArray out = "text\tlabel\n";
    for (int i = 0; i < n; ++i) {
        const int r = int(rng() % 10);
        QVector<int> chosen = {r < 5 ? 0 : r < 8 ? 1 : 2};
        if (multiLabel && rng() % 3 == 0)
            chosen.append((chosen[0] + 1 + int(rng() % 2)) % 3);
        QStringList text;
        for (int l : chosen)
            text << words[l][int(rng() % 4)];
        for (int k = 0; k < 5; ++k)
            text << filler[int(rng() % uint64_t(filler.size()))];
        std::shuffle(text.begin(), text.end(), rng);
        if (!multiLabel && rng() % 10 == 0)
            chosen[0] = int(rng() % 3);
        QStringList names;
        for (int l : chosen)
            names << labels[l];
        out += text.join(' ').toUtf8() + '\t' + names.join(',').toUtf8() + '\n';
    }
    hw::test::writeBytes(path, out);
}

FinetuneSpec specFor(const QTemporaryDir& tmp, bool multiLabel, const QString& output) {
    for (const auto& [name, n, seed] : {std::tuple{"train", 300, 1}, {"valid", 80, 2}, {"test", 120, 3}})
        writeSet(tmp.filePath(QStringLiteral("%1%2.tsv").arg(multiLabel ? "m" : "s", name)), n, multiLabel,
                 uint64_t(seed));
    FinetuneSpec spec;
    spec.modelDirectory = hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm");
    const QString prefix = multiLabel ? QStringLiteral("m") : QStringLiteral("s");
    spec.trainFile = tmp.filePath(prefix + "train.tsv");
    spec.validationFile = tmp.filePath(prefix + "valid.tsv");
    spec.testFile = tmp.filePath(prefix + "test.tsv");
    spec.read.read.textFields = {"text"};
    spec.read.labelFields = {"label"};
    spec.read.multiLabel = multiLabel;
    spec.epochs = 10;
    spec.learningRate = 5e-3;
    spec.outputDirectory = tmp.filePath(output);
    return spec;
}

FinetuneResult run(const FinetuneSpec& spec) {
    FinetuneJob job(spec);
    hw::test::RecordingSink sink;
    std::atomic_bool cancel{false};
    const JobOutcome outcome = runJobHere(job, sink, cancel);
    if (outcome.status != JobStatus::Succeeded)
        qWarning("%s", qPrintable(outcome.message));
    return job.result();
}

} // namespace

class FinetuneJobTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void singleLabelBeatsMajorityAndReloads();
    void multiLabelTunesThresholdsAndReloads();
    void electraClassifierTrains();
    void runsAndComparisonsAreDeterministic();
    void thresholdsMaximiseLabelF1();
    void badInputIsRefused();
};

void FinetuneJobTest::singleLabelBeatsMajorityAndReloads() {
    QTemporaryDir tmp;
    const FinetuneSpec spec = specFor(tmp, false, "single");
    const FinetuneResult r = run(spec);
    QCOMPARE(r.seeds.size(), 1);
    const FinetuneSeedResult& s = r.seeds.first();
    QVERIFY2(s.test.accuracy > 0.7, qPrintable(QString::number(s.test.accuracy))); // majority: 0.5
    QVERIFY2(s.test.macroF1 > 0.6, qPrintable(QString::number(s.test.macroF1)));   // majority: 0.22
    QCOMPARE(s.test.confusion.size(), 3);

    // The exported directory is a transformers classifier with its labels, and predicts the same.
    QFile config(s.modelDirectory + "/config.json");
    QVERIFY(config.open(QIODevice::ReadOnly));
    const QJsonObject c = QJsonDocument::fromJson(config.readAll()).object();
    QCOMPARE(c.value("architectures").toArray().first().toString(),
             QStringLiteral("BertForSequenceClassification"));
    QCOMPARE(c.value("problem_type").toString(), QStringLiteral("single_label_classification"));
    QCOMPARE(c.value("id2label").toObject().value("0").toString(), r.labels[0]);
    QCOMPARE(c.value("label2id").toObject().value(r.labels[2]).toInt(), 2);
    Expected<ClassifierEvaluation> again =
        evaluateClassifier(s.modelDirectory, spec.read, spec.testFile, spec.maxLength, 7);
    QVERIFY2(again.ok(), qPrintable(again.error().toString()));
    QCOMPARE(again->predictions, s.testPredictions);
    QCOMPARE(again->metrics.macroF1, s.test.macroF1);
    // Predictions with probabilities, one line per test example.
    QFile predictions(s.predictionsFile);
    QVERIFY(predictions.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = predictions.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 120);
    double sum = 0;
    for (const QJsonValue& p :
         QJsonDocument::fromJson(lines.first()).object().value("probabilities").toObject())
        sum += p.toDouble();
    QVERIFY(std::abs(sum - 1.0) < 1e-4);
    QVERIFY(QFile::exists(spec.outputDirectory + "/summary.json"));
}

void FinetuneJobTest::multiLabelTunesThresholdsAndReloads() {
    QTemporaryDir tmp;
    const FinetuneSpec spec = specFor(tmp, true, "multi");
    const FinetuneResult r = run(spec);
    QCOMPARE(r.seeds.size(), 1);
    const FinetuneSeedResult& s = r.seeds.first();
    QVERIFY(r.multiLabel);
    QCOMPARE(s.thresholds.size(), 3);
    QVERIFY2(s.test.macroF1 > 0.6, qPrintable(QString::number(s.test.macroF1)));
    QVERIFY2(s.test.hammingLoss < 0.25, qPrintable(QString::number(s.test.hammingLoss)));
    QVERIFY(QFile::exists(s.modelDirectory + "/thresholds.json"));
    Expected<ClassifierEvaluation> again =
        evaluateClassifier(s.modelDirectory, spec.read, spec.testFile, spec.maxLength, 16);
    QVERIFY2(again.ok(), qPrintable(again.error().toString()));
    QCOMPARE(again->predictions, s.testPredictions);
    QCOMPARE(again->metrics.hammingLoss, s.test.hammingLoss);
}

void FinetuneJobTest::electraClassifierTrains() {
    QTemporaryDir tmp;
    FinetuneSpec spec = specFor(tmp, false, "electra");
    spec.modelDirectory = hw::test::fixturesDir() + QStringLiteral("/models/electra-discriminator");
    const FinetuneResult r = run(spec);
    QCOMPARE(r.seeds.size(), 1);
    QVERIFY2(r.seeds.first().test.accuracy > 0.6, qPrintable(QString::number(r.seeds.first().test.accuracy)));
    QFile config(r.seeds.first().modelDirectory + "/config.json");
    QVERIFY(config.open(QIODevice::ReadOnly));
    QVERIFY(config.readAll().contains("ElectraForSequenceClassification"));
}

void FinetuneJobTest::runsAndComparisonsAreDeterministic() {
    QTemporaryDir tmp;
    FinetuneSpec spec = specFor(tmp, false, "a1");
    spec.seeds = 2;
    spec.epochs = 2;
    const FinetuneResult a1 = run(spec);
    spec.outputDirectory = tmp.filePath("a2");
    const FinetuneResult a2 = run(spec);
    QCOMPARE(a1.seeds.size(), 2);
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(a2.seeds[i].testPredictions, a1.seeds[i].testPredictions);
        QCOMPARE(a2.seeds[i].test.macroF1, a1.seeds[i].test.macroF1);
    }
    // Another seed trains another model (the predictions may still agree on an easy set).
    QVERIFY(hw::test::fileDigest(a1.seeds[0].modelDirectory + "/model.safetensors") !=
            hw::test::fileDigest(a1.seeds[1].modelDirectory + "/model.safetensors"));
    QCOMPARE(hw::test::fileDigest(a1.seeds[1].modelDirectory + "/model.safetensors"),
             hw::test::fileDigest(a2.seeds[1].modelDirectory + "/model.safetensors"));
    const QJsonObject summary = a1.summaryJson();
    const double mean = summary["test"]["f1_macro"]["mean"].toDouble();
    QVERIFY(std::abs(mean - (a1.seeds[0].test.macroF1 + a1.seeds[1].test.macroF1) / 2) < 1e-12);

    spec.modelDirectory = hw::test::fixturesDir() + QStringLiteral("/models/bert-pretraining-bin");
    spec.outputDirectory = tmp.filePath("b");
    const FinetuneResult b = run(spec);
    ComparisonOptions options;
    options.bootstrapSamples = 300;
    Expected<QJsonObject> first = compareFinetunedModels({{"base", a1}, {"adapted", b}}, options);
    Expected<QJsonObject> second = compareFinetunedModels({{"base", a2}, {"adapted", b}}, options);
    QVERIFY2(first.ok(), qPrintable(first.error().toString()));
    QCOMPARE(first.value(), second.value());
    const QJsonObject c =
        first->value("bootstrap").toObject().value("comparisons").toArray().first().toObject();
    const double difference = c.value("macro_f1_difference").toDouble();
    const double expected = (b.seeds[0].test.macroF1 + b.seeds[1].test.macroF1 - a1.seeds[0].test.macroF1 -
                             a1.seeds[1].test.macroF1) /
                            2;
    QVERIFY(std::abs(difference - expected) < 1e-12);
    QVERIFY(c.value("ci_low").toDouble() <= c.value("ci_high").toDouble());
    QVERIFY(c.value("ci_low").toDouble() <= difference + 1e-9 &&
            difference <= c.value("ci_high").toDouble() + 0.05);
    QCOMPARE(first->value("per_class_f1").toArray().size(), 3);
    const QString markdown = comparisonMarkdown(first.value());
    QVERIFY(markdown.contains("| f1_macro |") && markdown.contains("bootstrap over test examples and seeds"));
    // Models fine-tuned on other test data cannot be compared.
    FinetuneResult other = b;
    other.testTruth.removeLast();
    QVERIFY(!compareFinetunedModels({{"base", a1}, {"other", other}}, options).ok());
}

void FinetuneJobTest::thresholdsMaximiseLabelF1() {
    // Label 0 is present exactly when its probability reaches 0.75, label 1 when it reaches 0.25.
    std::vector<std::vector<float>> probabilities;
    std::vector<QVector<int>> truth;
    for (int i = 0; i < 100; ++i) {
        const float p = float(i) / 100.0f;
        probabilities.push_back({p, p});
        QVector<int> labels;
        if (p > 0.74f)
            labels << 0;
        if (p > 0.24f)
            labels << 1;
        truth.push_back(labels);
    }
    const QVector<double> t = tuneThresholds(probabilities, truth, 2);
    QVERIFY(std::abs(t[0] - 0.75) < 1e-9);
    QVERIFY(std::abs(t[1] - 0.25) < 1e-9);
}

void FinetuneJobTest::badInputIsRefused() {
    QTemporaryDir tmp;
    FinetuneSpec spec = specFor(tmp, false, "bad");
    spec.read.labelFields = {"category"};
    FinetuneJob job(spec);
    hw::test::RecordingSink sink;
    std::atomic_bool cancel{false};
    QCOMPARE(runJobHere(job, sink, cancel).status, JobStatus::Failed);
    QVERIFY2(job.error().toString().contains("category"), qPrintable(job.error().toString()));
    QVERIFY(!QFile::exists(tmp.filePath("bad")));
}

QTEST_GUILESS_MAIN(FinetuneJobTest)
#include "test_finetune_job.moc"
