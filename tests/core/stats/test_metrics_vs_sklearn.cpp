// scikit-learn is the oracle for classification metrics: 1,000 random single- and multi-label cases,
// degenerate ones included (a class never predicted, a class absent everywhere, everything one class), give
// the same accuracy, precision/recall/F1 (macro, micro, weighted, per class, zero_division=0), confusion
// matrix and Hamming loss in Headwater and in sklearn.metrics, to 1e-12.
#include "core/stats/classification_metrics.h"
#include "tests/support/reference_python.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

using namespace hw;

namespace {

constexpr double kTolerance = 1e-12;

struct MetricsCase {
    bool multiLabel = false;
    int labels = 0;
    QVector<int> truth, predicted;                      // single-label
    QVector<QVector<uint8_t>> truthRows, predictedRows; // multi-label
};

// Kinds of degenerate data mixed into the random cases, one case in five each.
enum class Twist { None, NeverPredicted, AbsentClass, OneClass, AllWrong };

MetricsCase randomCase(std::mt19937& rng, int index) {
    MetricsCase c;
    c.multiLabel = index % 2 == 1;
    c.labels = 2 + int(rng() % 7);
    const int n = 1 + int(rng() % 60);
    const Twist twist = Twist(index / 2 % 5);
    const int victim = int(rng() % c.labels);
    std::bernoulli_distribution on(0.3), correct(0.6);
    for (int i = 0; i < n; ++i) {
        if (!c.multiLabel) {
            int t = int(rng() % c.labels), p = correct(rng) ? t : int(rng() % c.labels);
            if (twist == Twist::NeverPredicted && p == victim)
                p = (victim + 1) % c.labels;
            if (twist == Twist::AbsentClass) {
                if (t == victim)
                    t = (victim + 1) % c.labels;
                if (p == victim)
                    p = (victim + 1) % c.labels;
            }
            if (twist == Twist::OneClass)
                t = p = victim;
            if (twist == Twist::AllWrong)
                p = (t + 1) % c.labels;
            c.truth << t;
            c.predicted << p;
        } else {
            QVector<uint8_t> t(c.labels), p(c.labels);
            for (int l = 0; l < c.labels; ++l) {
                t[l] = on(rng);
                p[l] = correct(rng) ? t[l] : uint8_t(on(rng));
            }
            if (twist == Twist::NeverPredicted)
                p[victim] = 0;
            if (twist == Twist::AbsentClass)
                t[victim] = p[victim] = 0;
            if (twist == Twist::OneClass)
                for (int l = 0; l < c.labels; ++l)
                    t[l] = p[l] = l == victim;
            if (twist == Twist::AllWrong)
                for (int l = 0; l < c.labels; ++l)
                    p[l] = !t[l];
            c.truthRows << t;
            c.predictedRows << p;
        }
    }
    return c;
}

QJsonArray toJson(const QVector<int>& v) {
    QJsonArray a;
    for (int x : v)
        a.append(x);
    return a;
}

QJsonArray toJson(const QVector<QVector<uint8_t>>& rows) {
    QJsonArray a;
    for (const auto& row : rows) {
        QJsonArray r;
        for (uint8_t x : row)
            r.append(int(x));
        a.append(r);
    }
    return a;
}

QString compare(const char* what, double ours, double theirs) {
    return std::abs(ours - theirs) <= kTolerance ? QString()
                                                 : QStringLiteral("%1: ours %2, sklearn %3; ")
                                                       .arg(QLatin1String(what))
                                                       .arg(ours, 0, 'g', 17)
                                                       .arg(theirs, 0, 'g', 17);
}

} // namespace

class TestMetricsVsSklearn : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void thousandRandomCasesMatchSklearn();
};

void TestMetricsVsSklearn::thousandRandomCasesMatchSklearn() {
    HW_REQUIRE_REFERENCE_STACK();
    std::mt19937 rng(20261204);
    QVector<MetricsCase> cases;
    QJsonArray json;
    for (int i = 0; i < 1000; ++i) {
        const MetricsCase c = randomCase(rng, i);
        cases << c;
        json.append(QJsonObject{
            {QStringLiteral("multi_label"), c.multiLabel},
            {QStringLiteral("labels"), c.labels},
            {QStringLiteral("truth"), c.multiLabel ? toJson(c.truthRows) : toJson(c.truth)},
            {QStringLiteral("predicted"), c.multiLabel ? toJson(c.predictedRows) : toJson(c.predicted)}});
    }
    QTemporaryDir tmp;
    const QString in = tmp.filePath(QStringLiteral("cases.json")),
                  out = tmp.filePath(QStringLiteral("sklearn.json"));
    QFile file(in);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(json).toJson(QJsonDocument::Compact));
    file.close();
    const test::ReferenceRun run = test::runReference(QStringLiteral("metrics"), {in, out});
    QVERIFY2(run.ok, qPrintable(run.failure));
    QFile answers(out);
    QVERIFY(answers.open(QIODevice::ReadOnly));
    const QJsonArray sklearn = QJsonDocument::fromJson(answers.readAll()).array();
    QCOMPARE(sklearn.size(), cases.size());

    for (int i = 0; i < cases.size(); ++i) {
        const MetricsCase& c = cases[i];
        QStringList names;
        for (int l = 0; l < c.labels; ++l)
            names << QStringLiteral("l%1").arg(l);
        const ClassificationMetrics m = c.multiLabel
                                            ? computeMultiLabelMetrics(c.truthRows, c.predictedRows, names)
                                            : computeSingleLabelMetrics(c.truth, c.predicted, names);
        const QJsonObject s = sklearn[i].toObject();
        const QJsonObject macro = s.value(QLatin1String("macro")).toObject();
        QString diff =
            compare("accuracy", m.accuracy, s.value(QLatin1String("accuracy")).toDouble()) +
            compare("macro precision", m.macroPrecision, macro.value(QLatin1String("precision")).toDouble()) +
            compare("macro recall", m.macroRecall, macro.value(QLatin1String("recall")).toDouble()) +
            compare("macro F1", m.macroF1, macro.value(QLatin1String("f1")).toDouble()) +
            compare("micro F1", m.microF1,
                    s.value(QLatin1String("micro")).toObject().value(QLatin1String("f1")).toDouble()) +
            compare("weighted F1", m.weightedF1,
                    s.value(QLatin1String("weighted")).toObject().value(QLatin1String("f1")).toDouble());
        const QJsonObject perClass = s.value(QLatin1String("per_class")).toObject();
        for (int l = 0; l < c.labels; ++l) {
            diff += compare("class precision", m.perClass[l].precision,
                            perClass.value(QLatin1String("precision")).toArray()[l].toDouble()) +
                    compare("class recall", m.perClass[l].recall,
                            perClass.value(QLatin1String("recall")).toArray()[l].toDouble()) +
                    compare("class F1", m.perClass[l].f1,
                            perClass.value(QLatin1String("f1")).toArray()[l].toDouble()) +
                    compare("class support", double(m.perClass[l].support),
                            perClass.value(QLatin1String("support")).toArray()[l].toDouble());
        }
        if (c.multiLabel) {
            diff += compare("Hamming loss", m.hammingLoss, s.value(QLatin1String("hamming_loss")).toDouble());
        } else {
            const QJsonArray confusion = s.value(QLatin1String("confusion")).toArray();
            for (int t = 0; t < c.labels; ++t)
                for (int p = 0; p < c.labels; ++p)
                    diff +=
                        compare("confusion", double(m.confusion[t][p]), confusion[t].toArray()[p].toDouble());
        }
        QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("case %1 (%2, %3 labels): %4")
                                                .arg(i)
                                                .arg(c.multiLabel ? QStringLiteral("multi-label")
                                                                  : QStringLiteral("single-label"))
                                                .arg(c.labels)
                                                .arg(diff)));
    }
}

QTEST_GUILESS_MAIN(TestMetricsVsSklearn)
#include "test_metrics_vs_sklearn.moc"
