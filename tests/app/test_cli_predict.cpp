// headwater-cli predict: batch inference that reproduces what evaluate and maskfill report, one JSON line per
// input text, with its throughput.
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using hw::test::CliRun;
using hw::test::runCli;

namespace {

QString fixture(const char* name) {
    return hw::test::fixturesDir() + QStringLiteral("/models/") + QLatin1String(name);
}

QVector<QJsonObject> jsonLines(const QString& path) {
    QVector<QJsonObject> lines;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return lines;
    for (const QByteArray& line : file.readAll().split('\n'))
        if (!line.trimmed().isEmpty())
            lines.append(QJsonDocument::fromJson(line).object());
    return lines;
}

} // namespace

class CliPredictTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void classifierPredictionsAreEvaluates();
    void maskedLmGuessesAreMaskfills();
    void badInputIsRefused();
};

void CliPredictTest::classifierPredictionsAreEvaluates() {
    QTemporaryDir tmp;
    const QStringList labels{"joy", "anger", "sadness", "fear", "surprise"}; // the fixture's id2label
    hw::test::writeClassifierMessages(tmp.filePath("messages.csv"), 60);
    const CliRun evaluated =
        runCli({"evaluate", "--model", fixture("bert-classifier"), "--data", tmp.filePath("messages.csv"),
                "--label-field", "label", "--multi-label", "--predictions", tmp.filePath("evaluated.jsonl")});
    QVERIFY2(evaluated.exitCode == 0, evaluated.err.constData());
    const CliRun predicted =
        runCli({"predict", "--model", fixture("bert-classifier"), "--input", tmp.filePath("messages.csv"),
                "--output", tmp.filePath("predicted.jsonl"), "--batch-size", "7", "--json"});
    QVERIFY2(predicted.exitCode == 0, predicted.err.constData());
    const QJsonObject result = hw::test::lastJsonLine(predicted.out);
    QCOMPARE(result.value("kind").toString(), QStringLiteral("classifier"));
    QCOMPARE(result.value("texts").toInt(), 60);
    QVERIFY(result.value("texts_per_second").toDouble() > 0);

    const QVector<QJsonObject> expected = jsonLines(tmp.filePath("evaluated.jsonl"));
    const QVector<QJsonObject> actual = jsonLines(tmp.filePath("predicted.jsonl"));
    QCOMPARE(actual.size(), 60);
    QCOMPARE(expected.size(), actual.size());
    int withLabels = 0;
    for (int i = 0; i < actual.size(); ++i) {
        QVERIFY(actual[i].value("text").toString().startsWith(QStringLiteral("message number %1 ").arg(i)));
        // One meaning per field in both files: the model's labels are `predicted`, probabilities by label;
        // `labels` (the truth) is in neither, as neither knows it.
        QCOMPARE(actual[i].value("predicted").toArray(), expected[i].value("predicted").toArray());
        QVERIFY(!actual[i].contains("labels") && !expected[i].contains("labels"));
        withLabels += actual[i].value("predicted").toArray().isEmpty() ? 0 : 1;
        const QJsonObject probabilities = expected[i].value("probabilities").toObject();
        const QJsonObject byLabel = actual[i].value("probabilities").toObject();
        for (int l = 0; l < labels.size(); ++l)
            QVERIFY(std::abs(byLabel.value(labels[l]).toDouble() -
                             probabilities.value(labels[l]).toDouble()) < 1e-6);
    }
    qInfo("%d of 60 texts given at least one label", withLabels);
}

void CliPredictTest::maskedLmGuessesAreMaskfills() {
    QTemporaryDir tmp;
    const QStringList texts{"the patient was [MASK] to the hospital.", "she [MASK] the [MASK] quickly."};
    hw::test::writeBytes(tmp.filePath("probes.txt"), texts.join('\n').toUtf8() + '\n');
    const CliRun predicted =
        runCli({"predict", "--model", fixture("bert-mlm"), "--input", tmp.filePath("probes.txt"), "--output",
                tmp.filePath("guesses.jsonl"), "--top-k", "3"});
    QVERIFY2(predicted.exitCode == 0, predicted.err.constData());
    QVERIFY2(predicted.out.contains("texts/s"), predicted.out.constData());
    const QVector<QJsonObject> lines = jsonLines(tmp.filePath("guesses.jsonl"));
    QCOMPARE(lines.size(), 2);
    for (int t = 0; t < texts.size(); ++t) {
        const CliRun filled = runCli(
            {"maskfill", "--model", fixture("bert-mlm"), "--text", texts[t], "--top-k", "3", "--json"});
        QVERIFY2(filled.exitCode == 0, filled.err.constData());
        const QJsonArray reference = hw::test::lastJsonLine(filled.out)
                                         .value("models")
                                         .toArray()
                                         .first()
                                         .toObject()
                                         .value("masks")
                                         .toArray();
        const QJsonArray masks = lines[t].value("masks").toArray();
        QCOMPARE(masks.size(), t == 0 ? 1 : 2);
        QCOMPARE(masks.size(), reference.size());
        for (int m = 0; m < masks.size(); ++m) {
            const QJsonArray guesses = masks[m].toObject().value("guesses").toArray();
            const QJsonArray expected = reference[m].toObject().value("predictions").toArray();
            QCOMPARE(guesses.size(), 3);
            for (int g = 0; g < 3; ++g) {
                QCOMPARE(guesses[g].toObject().value("token"), expected[g].toObject().value("token"));
                QVERIFY(std::abs(guesses[g].toObject().value("probability").toDouble() -
                                 expected[g].toObject().value("score").toDouble()) < 1e-6);
            }
        }
    }
}

void CliPredictTest::badInputIsRefused() {
    QTemporaryDir tmp;
    hw::test::writeBytes(tmp.filePath("texts.txt"), "a text\n");
    const CliRun discriminator = runCli({"predict", "--model", fixture("electra-discriminator"), "--input",
                                         tmp.filePath("texts.txt"), "--output", tmp.filePath("out.jsonl")});
    QCOMPARE(discriminator.exitCode, 2);
    QVERIFY2(discriminator.err.contains("neither classifies texts nor fills masks"),
             discriminator.err.constData());
    QVERIFY(!QFile::exists(tmp.filePath("out.jsonl")));
    const CliRun noInput =
        runCli({"predict", "--model", fixture("bert-mlm"), "--output", tmp.filePath("out.jsonl")});
    QCOMPARE(noInput.exitCode, 2);
    QVERIFY(noInput.err.contains("--input"));
}

QTEST_GUILESS_MAIN(CliPredictTest)
#include "test_cli_predict.moc"
