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
    void aBlankLineSeparatesNothing();
    void recordsWithoutTheTextFieldAreRefused();
    void recordsWithoutTextAreSkippedAndReported();
    void invalidUtf8IsCounted();
    void aDamagedThresholdsFileIsRefusedByName_data();
    void aDamagedThresholdsFileIsRefusedByName();
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

// Plain text is one text per non-blank line: blank lines (which make a file of blocks look like documents to
// import-corpus) neither join the lines around them nor count as texts.
void CliPredictTest::aBlankLineSeparatesNothing() {
    QTemporaryDir tmp;
    hw::test::writeBytes(tmp.filePath("texts.txt"), "first text\nsecond text\n\nthird text\n\nfourth text\n");
    const CliRun predicted = runCli({"predict", "--model", fixture("bert-classifier"), "--input",
                                     tmp.filePath("texts.txt"), "--output", tmp.filePath("out.jsonl")});
    QVERIFY2(predicted.exitCode == 0, predicted.err.constData());
    QVERIFY2(predicted.out.startsWith("4 texts predicted"), predicted.out.constData());
    QVERIFY2(!predicted.out.contains("skipped"), predicted.out.constData());
    const QVector<QJsonObject> lines = jsonLines(tmp.filePath("out.jsonl"));
    QCOMPARE(lines.size(), 4);
    const QStringList texts{"first text", "second text", "third text", "fourth text"};
    const int lineNumbers[] = {1, 2, 4, 6};
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(lines[i].value("text").toString(), texts[i]);
        QCOMPARE(lines[i].value("location").toString(),
                 QStringLiteral("%1:%2").arg(tmp.filePath("texts.txt")).arg(lineNumbers[i]));
    }
}

// Nothing to predict is refused like any other bad input (exit 2, no output), naming the field looked for and
// the fields the records have.
void CliPredictTest::recordsWithoutTheTextFieldAreRefused() {
    QTemporaryDir tmp;
    hw::test::writeBytes(tmp.filePath("notes.jsonl"),
                         "{\"body\": \"first note\", \"id\": 1}\n{\"body\": \"second note\", \"id\": 2}\n");
    const CliRun refused = runCli({"predict", "--model", fixture("bert-classifier"), "--input",
                                   tmp.filePath("notes.jsonl"), "--output", tmp.filePath("out.jsonl")});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("no text to predict: no record has a text in the field 'text' (2 read)"),
             refused.err.constData());
    QVERIFY2(refused.err.contains("--text-field; the first record has the fields body, id"),
             refused.err.constData());
    QVERIFY(!QFile::exists(tmp.filePath("out.jsonl")));
    const CliRun renamed =
        runCli({"predict", "--model", fixture("bert-classifier"), "--input", tmp.filePath("notes.jsonl"),
                "--text-field", "body", "--output", tmp.filePath("out.jsonl")});
    QVERIFY2(renamed.exitCode == 0, renamed.err.constData());
    QCOMPARE(jsonLines(tmp.filePath("out.jsonl")).size(), 2);

    hw::test::writeBytes(tmp.filePath("blank.txt"), "\n  \n\n");
    const CliRun empty = runCli({"predict", "--model", fixture("bert-classifier"), "--input",
                                 tmp.filePath("blank.txt"), "--output", tmp.filePath("empty.jsonl")});
    QCOMPARE(empty.exitCode, 2);
    QVERIFY2(empty.err.contains("no text to predict: the input holds no record"), empty.err.constData());
    QVERIFY(!QFile::exists(tmp.filePath("empty.jsonl")));
}

// Records without text cost their own line only: the others are predicted, and the skipped ones are counted
// with examples (file:line) in the summary and the JSON result.
void CliPredictTest::recordsWithoutTextAreSkippedAndReported() {
    QTemporaryDir tmp;
    QByteArray rows;
    for (int i = 0; i < 20; ++i)
        rows += i % 2 ? "{\"body\": \"row " + QByteArray::number(i) + "\"}\n"
                      : "{\"text\": \"row " + QByteArray::number(i) + "\"}\n";
    const QString input = tmp.filePath("half.jsonl");
    hw::test::writeBytes(input, rows);
    const CliRun json = runCli({"predict", "--model", fixture("bert-classifier"), "--input", input,
                                "--output", tmp.filePath("out.jsonl"), "--json"});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    const QJsonObject result = hw::test::lastJsonLine(json.out);
    QCOMPARE(result.value("texts").toInt(), 10);
    QCOMPARE(result.value("skipped").toInt(), 10);
    const QJsonArray examples = result.value("skipped_examples").toArray();
    QCOMPARE(examples.size(), 5);
    QCOMPARE(examples.first().toString(), QStringLiteral("%1:2: no field 'text'").arg(input));
    QCOMPARE(examples.last().toString(), QStringLiteral("%1:10: no field 'text'").arg(input));
    QCOMPARE(result.value("files").toArray().first().toObject().value("malformed_rows").toInt(), 10);
    const QVector<QJsonObject> lines = jsonLines(tmp.filePath("out.jsonl"));
    QCOMPARE(lines.size(), 10);
    for (int i = 0; i < 10; ++i)
        QCOMPARE(lines[i].value("text").toString(), QStringLiteral("row %1").arg(2 * i));

    // An empty text is no text either.
    hw::test::writeBytes(tmp.filePath("empty.jsonl"), "{\"text\": \"a text\"}\n{\"text\": \" \"}\n");
    const CliRun text = runCli({"predict", "--model", fixture("bert-classifier"), "--input",
                                tmp.filePath("empty.jsonl"), "--output", tmp.filePath("out2.jsonl")});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QVERIFY2(text.out.contains(QStringLiteral("1 records skipped (no text to predict; no line written for "
                                              "them), e.g. %1:2: empty text")
                                   .arg(tmp.filePath("empty.jsonl"))
                                   .toUtf8()),
             text.out.constData());
    QCOMPARE(jsonLines(tmp.filePath("out2.jsonl")).size(), 1);
}

// Bytes that are not UTF-8 are replaced (U+FFFD) and counted, per file, never silently.
void CliPredictTest::invalidUtf8IsCounted() {
    QTemporaryDir tmp;
    const QString input = tmp.filePath("latin1.txt");
    hw::test::writeBytes(input, "caf\xe9 au lait\nna\xefve text\nplain text\n");
    const CliRun json = runCli({"predict", "--model", fixture("bert-classifier"), "--input", input,
                                "--output", tmp.filePath("out.jsonl"), "--json"});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    const QJsonObject result = hw::test::lastJsonLine(json.out);
    QCOMPARE(result.value("texts").toInt(), 3);
    QCOMPARE(result.value("invalid_utf8").toInt(), 2);
    QCOMPARE(result.value("files").toArray().first().toObject().value("invalid_utf8").toInt(), 2);
    const CliRun text = runCli({"predict", "--model", fixture("bert-classifier"), "--input", input,
                                "--output", tmp.filePath("out.jsonl")});
    QVERIFY2(text.out.contains(
                 QStringLiteral("%1: 2 invalid UTF-8 sequences replaced (by U+FFFD)").arg(input).toUtf8()),
             text.out.constData());
}

void CliPredictTest::aDamagedThresholdsFileIsRefusedByName_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("why");
    QTest::newRow("one value for five labels")
        << QByteArray("[0.3]") << "its list has length 1 where the model has 5 labels";
    QTest::newRow("NaN") << QByteArray("[NaN, 0.5, 0.5, 0.5, 0.5]") << "it is not valid JSON";
    QTest::newRow("null, as a NaN is written")
        << QByteArray("[null, 0.5, 0.5, 0.5, 0.5]") << "the value for label 0 is null, not a number";
    QTest::newRow("strings") << QByteArray(R"(["0.5", "0.5", "0.5", "0.5", "0.5"])")
                             << R"(the value for label 0 is "0.5", not a number)";
    QTest::newRow("an object") << QByteArray(R"({"joy": 0.3, "anger": 0.5})")
                               << "it holds a JSON object where a list of one number per label belongs";
    QTest::newRow("above one") << QByteArray("[0.5, 0.5, 7, 0.5, 0.5]")
                               << "the value for label 2 is 7, outside 0 to 1";
    QTest::newRow("empty") << QByteArray() << "it is not valid JSON";
}

// A thresholds.json that is there but cannot be read as one number per label is refused by every command
// that uses it (never read as 0.5 for every label), naming the file, what is wrong and how to fix it.
void CliPredictTest::aDamagedThresholdsFileIsRefusedByName() {
    QFETCH(QByteArray, content);
    QFETCH(QString, why);
    QTemporaryDir tmp;
    const QString model = tmp.filePath("classifier");
    QVERIFY(QDir().mkpath(model));
    const QDir source(fixture("bert-classifier"));
    for (const QString& name : source.entryList(QDir::Files))
        QVERIFY(QFile::copy(source.filePath(name), QDir(model).filePath(name)));
    const QString thresholds = QDir(model).filePath("thresholds.json");
    hw::test::writeBytes(thresholds, content);
    hw::test::writeClassifierMessages(tmp.filePath("messages.csv"), 10);
    const QList<QStringList> commands{
        {"predict", "--model", model, "--input", tmp.filePath("messages.csv"), "--output",
         tmp.filePath("p.jsonl")},
        {"evaluate", "--model", model, "--data", tmp.filePath("messages.csv"), "--label-field", "label"},
        {"export", "--model", model, "--output", tmp.filePath("exported")},
        {"export", "--model", model, "--format", "onnx", "--output", tmp.filePath("onnx")}};
    for (const QStringList& command : commands) {
        const CliRun run = runCli(command);
        QVERIFY2(run.exitCode == 2, qPrintable(command.join(' ') + ": " + run.err));
        QVERIFY2(
            run.err.contains(
                QStringLiteral("error: the model's thresholds.json cannot be used: %1").arg(why).toUtf8()),
            run.err.constData());
        QVERIFY2(run.err.contains(
                     QStringLiteral("(%1): delete it to decide every label at 0.5").arg(thresholds).toUtf8()),
                 run.err.constData());
    }
    QVERIFY(!QFile::exists(tmp.filePath("p.jsonl")));
    QVERIFY(!QFile::exists(tmp.filePath("exported")));
    QVERIFY(!QFile::exists(tmp.filePath("onnx")));

    // Sound thresholds are applied: at 0 every label is predicted.
    hw::test::writeBytes(thresholds, "[0, 0, 0, 0, 0]");
    const CliRun sound = runCli({"predict", "--model", model, "--input", tmp.filePath("messages.csv"),
                                 "--output", tmp.filePath("p.jsonl")});
    QVERIFY2(sound.exitCode == 0, sound.err.constData());
    for (const QJsonObject& line : jsonLines(tmp.filePath("p.jsonl")))
        QCOMPARE(line.value("predicted").toArray().size(), 5);
}

QTEST_GUILESS_MAIN(CliPredictTest)
#include "test_cli_predict.moc"
