// The comparison's interval carries seed-to-seed variance: with seeds that disagree strongly, the interval of
// the macro-F1 difference covers what each seed showed, the per-seed differences are reported beside it, and
// too few seeds are called out.
#include "core/eval/model_comparison.h"
#include "core/stats/student_t.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>
#include <random>
#include <utility>
#include <vector>

using namespace hw;

namespace {

// A single-label result on a fixed test set whose seeds predict correctly with the given accuracies.
FinetuneResult syntheticResult(const QVector<double>& seedAccuracies, uint64_t salt) {
    FinetuneResult r;
    r.labels = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    QVector<int> truth;
    for (int i = 0; i < 300; ++i) {
        r.testTruth.append(QVector<int>{i % 3});
        truth.append(i % 3);
    }
    for (int s = 0; s < seedAccuracies.size(); ++s) {
        std::mt19937_64 rng(salt * 100 + uint64_t(s));
        std::bernoulli_distribution right(seedAccuracies[s]);
        FinetuneSeedResult seed;
        seed.seed = uint64_t(s);
        QVector<int> predicted;
        for (int i = 0; i < 300; ++i) {
            const int p = right(rng) ? i % 3 : (i % 3 + 1 + int(rng() % 2)) % 3;
            seed.testPredictions.append(QVector<int>{p});
            predicted.append(p);
        }
        seed.test = computeSingleLabelMetrics(truth, predicted, r.labels);
        r.seeds.append(seed);
    }
    return r;
}

} // namespace

class TestModelComparison : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void quantilesMatchTables();
    void intervalCoversLargeSeedVariance();
    void fewSeedsAreCalledOut();
    void shareNotBetterAgreesWithTheInterval();
};

void TestModelComparison::quantilesMatchTables() {
    QVERIFY(std::abs(normalQuantile(0.975) - 1.959964) < 1e-5);
    QVERIFY(std::abs(studentTQuantile(0.975, 1) - 12.7062) < 1e-3);
    QVERIFY(std::abs(studentTQuantile(0.975, 2) - 4.30265) < 1e-4);
    QVERIFY(std::abs(studentTQuantile(0.975, 10) - 2.22814) < 1e-4);
    QVERIFY(std::abs(studentTQuantile(0.025, 4) + 2.77645) < 1e-4);
}

void TestModelComparison::intervalCoversLargeSeedVariance() {
    const FinetuneResult base = syntheticResult({0.60, 0.61, 0.59}, 1);
    const FinetuneResult adapted = syntheticResult({0.92, 0.55, 0.72}, 2);
    ComparisonOptions options;
    options.bootstrapSamples = 2000;
    Expected<QJsonObject> c = compareFinetunedModels(
        {{QStringLiteral("base"), base}, {QStringLiteral("adapted"), adapted}}, options);
    QVERIFY2(c.ok(), qPrintable(c.error().toString()));
    const QJsonObject bootstrap = c->value(QStringLiteral("bootstrap")).toObject();
    const QJsonObject d = bootstrap.value(QStringLiteral("comparisons")).toArray().first().toObject();
    const QJsonArray perSeed = d.value(QStringLiteral("per_seed_differences")).toArray();
    QCOMPARE(perSeed.size(), 3);
    double lowest = 1, highest = -1;
    for (int i = 0; i < 3; ++i) {
        const double expected = adapted.seeds[i].test.macroF1 - base.seeds[i].test.macroF1;
        QVERIFY(std::abs(perSeed[i].toDouble() - expected) < 1e-12);
        lowest = std::min(lowest, expected);
        highest = std::max(highest, expected);
    }
    QVERIFY2(highest - lowest > 0.3, "the seeds disagree strongly");
    const double low = d.value(QStringLiteral("ci_low")).toDouble(),
                 high = d.value(QStringLiteral("ci_high")).toDouble();
    QVERIFY2(low <= lowest && highest <= high,
             qPrintable(QStringLiteral("interval [%1, %2] should cover the per-seed differences [%3, %4]")
                            .arg(low)
                            .arg(high)
                            .arg(lowest)
                            .arg(highest)));
    // Student's t for 2 degrees of freedom against the normal, with the unbiased variance: ×2.69.
    const double widening = 4.30265 / 1.959964 * std::sqrt(3.0 / 2.0);
    QVERIFY(std::abs(bootstrap.value(QStringLiteral("small_sample_widening")).toDouble() - widening) < 1e-4);
    QVERIFY2(comparisonIntervalCaption(bootstrap).toString().contains(
                 QStringLiteral("3 seeds (2000 samples), widened ×%1").arg(widening, 0, 'f', 2)),
             qPrintable(comparisonIntervalCaption(bootstrap).toString()));
    QVERIFY(comparisonMarkdown(c.value()).contains(QStringLiteral("per seed")));
}

// What the caption says the interval is matches its figures: with one seed nothing is widened and the caption
// says the interval is the test set's only; with two the interval is widened by Student's t for 1 degree of
// freedom (×9.17) and the caption says so, never "test set only".
void TestModelComparison::fewSeedsAreCalledOut() {
    for (const int seeds : {1, 2}) {
        const FinetuneResult base = syntheticResult(QVector<double>(seeds, 0.6), 3);
        const FinetuneResult adapted = syntheticResult(QVector<double>(seeds, 0.7), 4);
        Expected<QJsonObject> c = compareFinetunedModels(
            {{QStringLiteral("base"), base}, {QStringLiteral("adapted"), adapted}}, ComparisonOptions());
        QVERIFY(c.ok());
        const QJsonObject bootstrap = c->value(QStringLiteral("bootstrap")).toObject();
        const double widening = bootstrap.value(QStringLiteral("small_sample_widening")).toDouble();
        const QString caption = comparisonIntervalCaption(bootstrap).toString();
        if (seeds == 1) {
            QCOMPARE(widening, 1.0);
            QVERIFY2(caption.contains(QStringLiteral("test examples only")) &&
                         caption.contains(QStringLiteral("understates")),
                     qPrintable(caption));
        } else {
            QVERIFY(std::abs(widening - 12.7062 / 1.959964 * std::sqrt(2.0)) < 1e-3);
            QVERIFY2(caption.contains(QStringLiteral("2 seeds")) &&
                         caption.contains(QStringLiteral("×%1").arg(widening, 0, 'f', 2)) &&
                         !caption.contains(QStringLiteral("only")),
                     qPrintable(caption));
        }
        QVERIFY(comparisonMarkdown(c.value()).contains(caption));
    }
}

// "Share not better" is read from the distribution the interval is read from: its lower end is above zero
// exactly when fewer than (1 - confidence) / 2 of the widened differences are at or below zero, and the
// widening moves the share along with the interval.
void TestModelComparison::shareNotBetterAgreesWithTheInterval() {
    for (const auto& [baseAccuracy, adaptedAccuracies] :
         std::vector<std::pair<double, QVector<double>>>{{0.6, {0.75, 0.74}},
                                                         {0.6, {0.64, 0.60}},
                                                         {0.6, {0.62, 0.63, 0.61}},
                                                         {0.6, {0.80, 0.79, 0.81}},
                                                         {0.6, {0.55, 0.58}}}) {
        const FinetuneResult base =
            syntheticResult(QVector<double>(adaptedAccuracies.size(), baseAccuracy), 5);
        const FinetuneResult adapted = syntheticResult(adaptedAccuracies, 6);
        Expected<QJsonObject> c = compareFinetunedModels(
            {{QStringLiteral("base"), base}, {QStringLiteral("adapted"), adapted}}, ComparisonOptions());
        QVERIFY(c.ok());
        const QJsonObject d = c->value(QStringLiteral("bootstrap"))
                                  .toObject()
                                  .value(QStringLiteral("comparisons"))
                                  .toArray()
                                  .first()
                                  .toObject();
        const double low = d.value(QStringLiteral("ci_low")).toDouble();
        const double high = d.value(QStringLiteral("ci_high")).toDouble();
        const double share = d.value(QStringLiteral("share_not_better")).toDouble();
        const QString figures = QStringLiteral("[%1, %2], share not better %3").arg(low).arg(high).arg(share);
        if (low > 0)
            QVERIFY2(share <= 0.025, qPrintable(figures));
        else
            QVERIFY2(share >= 0.025 - 1e-3, qPrintable(figures));
        if (high < 0)
            QVERIFY2(share >= 0.975, qPrintable(figures));
    }
}

QTEST_GUILESS_MAIN(TestModelComparison)
#include "test_model_comparison.moc"
