// `predict` and `evaluate` batch texts sorted by length, each batch padded only to its longest row: the
// results come back in the input's order, and every text's log-probabilities (its logits less a constant)
// equal those of the text classified alone, within 1e-5, whatever texts share its batch.
#include "core/eval/batch_prediction_job.h"
#include "core/eval/classifier_evaluation.h"
#include "core/eval/text_classifier.h"
#include "core/jobs/job_runner.h"
#include "core/model/model_presets.h"
#include "core/model_io/new_model_job.h"
#include "core/stats/prediction_fields.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace hw;

namespace {

constexpr double kTolerance = 1e-5;
const QStringList kLabels{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};

// Texts from 1 to about 100 words, long and short interleaved so every length-sorted batch draws rows from
// all over the input.
QStringList mixedLengthTexts() {
    const QStringList words =
        QStringLiteral("the patient was given antibiotics for an infection while markets "
                       "fell sharply and the team won its third match in a row today")
            .split(QLatin1Char(' '));
    QRandomGenerator rng(5);
    QStringList texts;
    for (int i = 0; i < 23; ++i) {
        const int count = i % 3 == 0   ? 1 + int(rng.bounded(3))
                          : i % 3 == 1 ? 60 + int(rng.bounded(40))
                                       : 8 + int(rng.bounded(12));
        QStringList text;
        for (int w = 0; w < count; ++w)
            text << words[int(rng.bounded(int(words.size())))];
        texts << text.join(QLatin1Char(' '));
    }
    return texts;
}

QString writeLabelledJsonl(const QString& path, const QStringList& texts) {
    QByteArray lines;
    for (int i = 0; i < texts.size(); ++i)
        lines += QJsonDocument(QJsonObject{{QStringLiteral("text"), texts[i]},
                                           {QStringLiteral("label"), kLabels[i % kLabels.size()]}})
                     .toJson(QJsonDocument::Compact) +
                 '\n';
    test::writeBytes(path, lines);
    return path;
}

// A randomly initialised tiny BERT classifier with the fixture's WordPiece vocabulary.
QString newClassifier(const QString& directory) {
    const QString tokenizer = test::fixturesDir() + QStringLiteral("/models/bert-mlm");
    Expected<ModelConfig> config = presetModelConfig(ModelFamily::Bert, QStringLiteral("tiny"), 0);
    if (!config)
        return {};
    config->labels = kLabels;
    config->architecture = classifierArchitectureOf(ModelFamily::Bert);
    NewModelSpec spec;
    spec.config = config.value();
    spec.preset = QStringLiteral("tiny");
    spec.tokenizerDirectory = tokenizer;
    spec.outputDirectory = directory;
    spec.seed = 3;
    NewModelJob job(spec);
    test::RecordingSink sink;
    std::atomic_bool cancel{false};
    return runJobHere(job, sink, cancel).status == JobStatus::Succeeded ? directory : QString();
}

// Each text classified on its own: no padding, no other row.
QVector<QVector<double>> aloneProbabilities(const QString& model, const QStringList& texts, int maxLength) {
    Expected<std::shared_ptr<TextClassifier>> classifier = TextClassifier::load(model);
    QVector<QVector<double>> out;
    if (!classifier)
        return out;
    for (const QString& text : texts) {
        Expected<QVector<LabelProbability>> p = classifier.value()->classify(text, maxLength);
        QVector<double> row;
        for (const LabelProbability& label : p.value())
            row << label.probability;
        out << row;
    }
    return out;
}

// The largest difference between two rows' log-probabilities.
double logDifference(const QVector<double>& a, const QVector<double>& b) {
    double worst = a.size() == b.size() ? 0 : INFINITY;
    for (int l = 0; l < std::min(a.size(), b.size()); ++l)
        worst = std::max(worst, std::abs(std::log(a[l]) - std::log(b[l])));
    return worst;
}

} // namespace

class BatchPredictionTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void predictKeepsOrderAndRowsDoNotMix();
    void evaluateKeepsOrderAndRowsDoNotMix();

private:
    QTemporaryDir m_tmp;
    QString m_model;
    QStringList m_texts;
    QVector<QVector<double>> m_alone;
    static constexpr int kMaxLength = 128;
};

void BatchPredictionTest::initTestCase() {
    m_model = newClassifier(m_tmp.filePath(QStringLiteral("classifier")));
    QVERIFY(!m_model.isEmpty());
    m_texts = mixedLengthTexts();
    m_alone = aloneProbabilities(m_model, m_texts, kMaxLength);
    QCOMPARE(m_alone.size(), m_texts.size());
    // The texts' own answers differ far beyond the tolerance, so a row landing in another's place shows.
    // Every text's own answer differs from every other's beyond the tolerance, so a row landing in another's
    // place shows.
    for (int i = 0; i < m_alone.size(); ++i)
        for (int j = i + 1; j < m_alone.size(); ++j)
            QVERIFY2(logDifference(m_alone[i], m_alone[j]) > 2 * kTolerance,
                     qPrintable(QStringLiteral("texts %1 and %2 answer alike").arg(i).arg(j)));
}

void BatchPredictionTest::predictKeepsOrderAndRowsDoNotMix() {
    BatchPredictionSpec spec;
    spec.modelDirectory = m_model;
    spec.inputs = {writeLabelledJsonl(m_tmp.filePath(QStringLiteral("predict.jsonl")), m_texts)};
    spec.outputFile = m_tmp.filePath(QStringLiteral("predicted.jsonl"));
    spec.maxLength = kMaxLength;
    spec.batchSize = 4; // batches of very different lengths, were they not sorted
    BatchPredictionJob job(spec);
    test::RecordingSink sink;
    std::atomic_bool cancel{false};
    const JobOutcome outcome = runJobHere(job, sink, cancel);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message));

    QFile predicted(spec.outputFile);
    QVERIFY(predicted.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = predicted.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), m_texts.size());
    for (int i = 0; i < lines.size(); ++i) {
        const QJsonObject row = QJsonDocument::fromJson(lines[i]).object();
        QCOMPARE(row.value(prediction_fields::kText).toString(), m_texts[i]);
        const QJsonObject byLabel = row.value(prediction_fields::kProbabilities).toObject();
        QVector<double> probabilities;
        for (const QString& label : kLabels)
            probabilities << byLabel.value(label).toDouble();
        const double difference = logDifference(probabilities, m_alone[i]);
        QVERIFY2(difference <= kTolerance, qPrintable(QStringLiteral("text %1: %2").arg(i).arg(difference)));
    }
}

void BatchPredictionTest::evaluateKeepsOrderAndRowsDoNotMix() {
    const QString data = writeLabelledJsonl(m_tmp.filePath(QStringLiteral("evaluate.jsonl")), m_texts);
    LabelledReadOptions read;
    read.labelFields = {QStringLiteral("label")};
    Expected<ClassifierEvaluation> evaluation = evaluateClassifier(m_model, read, data, kMaxLength, 4);
    QVERIFY2(evaluation.ok(), qPrintable(evaluation.ok() ? QString() : evaluation.error().toString()));
    QCOMPARE(evaluation->probabilities.size(), m_texts.size());
    for (int i = 0; i < m_texts.size(); ++i) {
        const double difference = logDifference(evaluation->probabilities[i], m_alone[i]);
        QVERIFY2(difference <= kTolerance, qPrintable(QStringLiteral("text %1: %2").arg(i).arg(difference)));
    }
}

QTEST_GUILESS_MAIN(BatchPredictionTest)
#include "test_batch_prediction.moc"
