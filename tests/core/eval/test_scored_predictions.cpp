// A seed's predictions scored on a draw of the test examples must give exactly the macro-F1 that the metrics
// (themselves checked against scikit-learn) give for the drawn rows: multi-label and single-label, draws with
// repeats, draws too small to hold every label, and examples with no label at all.
#include "core/eval/scored_predictions.h"

#include <QTest>

#include <random>

using namespace hw;

namespace {

// A result over `examples` test examples and `labels` labels, with one seed's predictions beside it.
struct Generated {
    FinetuneResult result;
    QVector<QVector<int>> predictions;
};

Generated generate(bool multiLabel, int examples, int labels, std::mt19937_64& rng) {
    Generated g;
    g.result.multiLabel = multiLabel;
    for (int l = 0; l < labels; ++l)
        g.result.labels << QStringLiteral("label %1").arg(l);
    for (int i = 0; i < examples; ++i) {
        QVector<int> truth, predicted;
        if (multiLabel) {
            for (int l = 0; l < labels; ++l) {
                if (rng() % 6 == 0)
                    truth << l;
                if (rng() % 6 == 0)
                    predicted << l;
            }
            if (rng() % 8 == 0 && !truth.isEmpty())
                truth << truth.first(); // a label listed twice counts once
        } else {
            truth << int(rng() % uint64_t(labels));
            predicted << (rng() % 2 ? truth.first() : int(rng() % uint64_t(labels)));
        }
        g.result.testTruth << truth;
        g.predictions << predicted;
    }
    return g;
}

double expectedMacroF1(const Generated& g, const std::vector<int>& sample) {
    const int labels = int(g.result.labels.size());
    if (g.result.multiLabel) {
        QVector<QVector<uint8_t>> truth, predicted;
        for (int i : sample) {
            QVector<uint8_t> t(labels, 0), p(labels, 0);
            for (int l : g.result.testTruth[i])
                t[l] = 1;
            for (int l : g.predictions[i])
                p[l] = 1;
            truth << t;
            predicted << p;
        }
        return computeMultiLabelMetrics(truth, predicted, g.result.labels).macroF1;
    }
    QVector<int> truth, predicted;
    for (int i : sample) {
        truth << g.result.testTruth[i].first();
        predicted << g.predictions[i].first();
    }
    return computeSingleLabelMetrics(truth, predicted, g.result.labels).macroF1;
}

} // namespace

class TestScoredPredictions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void drawsScoreAsTheMetricsOfTheirRows();
};

void TestScoredPredictions::drawsScoreAsTheMetricsOfTheirRows() {
    std::mt19937_64 rng(11);
    int labelsLeftOut = 0;
    for (const bool multiLabel : {true, false}) {
        for (int round = 0; round < 40; ++round) {
            const int examples = 1 + int(rng() % 120), labels = 1 + int(rng() % 12);
            const Generated g = generate(multiLabel, examples, labels, rng);
            const ScoredPredictions scored(g.result, g.predictions);
            for (int draw = 0; draw < 20; ++draw) {
                // Draws of every size, from one example to twice the test set, repeats included.
                std::vector<int> sample(size_t(1 + rng() % uint64_t(2 * examples)));
                for (int& i : sample)
                    i = int(rng() % uint64_t(examples));
                QSet<int> held;
                for (int i : sample)
                    for (int l : g.result.testTruth[i] + g.predictions[i])
                        held << l;
                labelsLeftOut += held.size() < labels;
                QCOMPARE(scored.macroF1(sample), expectedMacroF1(g, sample));
            }
        }
    }
    QVERIFY(labelsLeftOut > 200); // draws that leave labels out, where the averaging rules differ
}

QTEST_GUILESS_MAIN(TestScoredPredictions)
#include "test_scored_predictions.moc"
