// new-model, inspect, maskfill and export through headwater-cli, as a user runs them.
#include "core/util/probability_text.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode;
    QByteArray out, err;
    // The result is the last line; progress events may come before it.
    QJsonObject json() const { return QJsonDocument::fromJson(out.trimmed().split('\n').last()).object(); }
};

Run runCli(const QStringList& args) {
    QProcess process;
    process.start(QStringLiteral(HEADWATER_CLI_PATH), args);
    process.waitForFinished(hw::test::kJobWaitMs);
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

QString fixture(const char* name) {
    return hw::test::fixturesDir() + QStringLiteral("/models/") + QLatin1String(name);
}

} // namespace

class CliModelsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void newModelThenInspect();
    void newModelTakesPaddingFromTheTokenizer();
    void maskFillComparesModels();
    void maskFillShowsSmallProbabilitiesReadably();
    void maskFillErrors();
    void exportRefusesToClobberAndWritesNothingOnError();
};

void CliModelsTest::newModelThenInspect() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("electra-tiny"));
    const Run created = runCli({"new-model", "--arch", "electra", "--preset", "tiny", "--tokenizer",
                                fixture("bert-mlm"), "--output", out, "--json"});
    QVERIFY2(created.exitCode == 0, created.err);
    QCOMPARE(created.json().value("architecture").toString(), QStringLiteral("ElectraForPreTraining"));
    for (const char* file : {"config.json", "model.safetensors", "vocab.txt", "tokenizer_config.json"})
        QVERIFY2(QFileInfo::exists(QDir(out).filePath(QLatin1String(file))), file);

    const Run inspected = runCli({"inspect", "--model", out, "--json"});
    QVERIFY2(inspected.exitCode == 0, inspected.err);
    const QJsonObject info = inspected.json();
    QCOMPARE(info.value("architecture").toString(), QStringLiteral("ElectraForPreTraining"));
    QCOMPARE(info.value("vocab_size").toInt(), 30522);
    QCOMPARE(info.value("embedding_size").toInt(), 64);
    QCOMPARE(info.value("hidden_size").toInt(), 128);
    QCOMPARE(info.value("dtypes").toArray(), QJsonArray{"F32"});
    QCOMPARE(info.value("parameters").toDouble(), created.json().value("parameters").toDouble());
    const QJsonArray blocks = info.value("blocks").toArray();
    QCOMPARE(blocks.first().toObject().value("name").toString(), QStringLiteral("embeddings"));
    QCOMPARE(blocks.at(1).toObject().value("name").toString(), QStringLiteral("embeddings_project"));
    QCOMPARE(blocks.at(2).toObject().value("name").toString(), QStringLiteral("encoder.layer.0"));
    double sum = 0;
    for (const QJsonValue& b : blocks)
        sum += b.toObject().value("parameters").toDouble();
    QCOMPARE(sum, info.value("parameters").toDouble());

    // The same seed gives the same weights; another seed does not.
    const QString again = tmp.filePath(QStringLiteral("again"));
    QCOMPARE(runCli({"new-model", "--arch", "electra", "--preset", "tiny", "--tokenizer", fixture("bert-mlm"),
                     "--output", again})
                 .exitCode,
             0);
    QCOMPARE(hw::test::fileDigest(again + "/model.safetensors"),
             hw::test::fileDigest(out + "/model.safetensors"));
    const QString other = tmp.filePath(QStringLiteral("other"));
    QCOMPARE(runCli({"new-model", "--arch", "electra", "--preset", "tiny", "--tokenizer", fixture("bert-mlm"),
                     "--output", other, "--seed", "7"})
                 .exitCode,
             0);
    QVERIFY(hw::test::fileDigest(other + "/model.safetensors") !=
            hw::test::fileDigest(out + "/model.safetensors"));
}

// Rows of a float32 tensor in a safetensors file, read without libtorch.
QVector<QVector<float>> safetensorsRows(const QString& path, const QString& name, QVector<int> rows) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    quint64 headerSize = 0;
    file.read(reinterpret_cast<char*>(&headerSize), 8);
    const QJsonObject entry =
        QJsonDocument::fromJson(file.read(qint64(headerSize))).object().value(name).toObject();
    const qint64 begin =
        qint64(8 + headerSize) + qint64(entry.value("data_offsets").toArray().at(0).toDouble());
    const int width = entry.value("shape").toArray().at(1).toInt();
    QVector<QVector<float>> out;
    for (int row : rows) {
        file.seek(begin + qint64(row) * width * 4);
        QVector<float> values(width);
        file.read(reinterpret_cast<char*>(values.data()), width * 4);
        out << values;
    }
    return out;
}

void CliModelsTest::newModelTakesPaddingFromTheTokenizer() {
    const Run help = runCli({"new-model", "--help"});
    QVERIFY2(help.out.contains("tiny") && help.out.contains("hidden 768, 12 layers"),
             help.out); // the preset sizes

    // A trained vocabulary that puts [UNK] first and [PAD] fourth.
    QTemporaryDir tmp;
    const QString tokenizer = tmp.filePath(QStringLiteral("tokenizer"));
    QDir().mkpath(tokenizer);
    QByteArray vocab("[UNK]\n[CLS]\n[SEP]\n[PAD]\n[MASK]\n");
    for (int i = 0; i < 60; ++i)
        vocab += "word" + QByteArray::number(i) + '\n';
    hw::test::writeBytes(tokenizer + QStringLiteral("/vocab.txt"), vocab);
    const QString out = tmp.filePath(QStringLiteral("model"));
    const Run created = runCli({"new-model", "--arch", "bert", "--preset", "tiny", "--tokenizer", tokenizer,
                                "--output", out, "--json"});
    QVERIFY2(created.exitCode == 0, created.err);
    QFile config(out + QStringLiteral("/config.json"));
    QVERIFY(config.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(config.readAll()).object().value("pad_token_id").toInt(), 3);
    const QVector<QVector<float>> rows =
        safetensorsRows(out + QStringLiteral("/model.safetensors"),
                        QStringLiteral("bert.embeddings.word_embeddings.weight"), {0, 3});
    QCOMPARE(rows.size(), 2);
    QVERIFY2(std::any_of(rows[0].begin(), rows[0].end(), [](float v) { return v != 0; }),
             "[UNK]'s row is initialised");
    QVERIFY2(std::all_of(rows[1].begin(), rows[1].end(), [](float v) { return v == 0; }),
             "[PAD]'s row starts at zero");
}

void CliModelsTest::maskFillComparesModels() {
    const Run run =
        runCli({"maskfill", "--model", fixture("bert-mlm"), "--model", fixture("bert-pretraining-bin"),
                "--text", "The [MASK] rose after the [MASK] report.", "--top-k", "4", "--json"});
    QVERIFY2(run.exitCode == 0, run.err);
    const QJsonObject result = run.json();
    QCOMPARE(result.value("event").toString(), QStringLiteral("result"));
    const QJsonArray models = result.value("models").toArray();
    QCOMPARE(models.size(), 2);
    QCOMPARE(models.at(0).toObject().value("model").toString(), fixture("bert-mlm"));
    for (const QJsonValue& m : models) {
        const QJsonArray masks = m.toObject().value("masks").toArray();
        QCOMPARE(masks.size(), 2);
        QCOMPARE(masks.at(0).toObject().value("position").toInt(), 2); // [CLS] the [MASK]
        for (const QJsonValue& mask : masks) {
            const QJsonArray predictions = mask.toObject().value("predictions").toArray();
            QCOMPARE(predictions.size(), 4);
            double previous = 1.0;
            for (const QJsonValue& p : predictions) {
                const double score = p.toObject().value("score").toDouble();
                QVERIFY(score > 0 && score <= previous);
                previous = score;
                QVERIFY(!p.toObject().value("token").toString().isEmpty());
            }
        }
    }
}

// The top 40 guesses reach far below a thousandth: the text output shows each score with three significant
// digits (scientific notation below 0.001), never as 0.0000.
void CliModelsTest::maskFillShowsSmallProbabilitiesReadably() {
    const QStringList arguments{"maskfill", "--model", fixture("bert-mlm"), "--text", "The [MASK] rose.",
                                "--top-k",  "40"};
    const Run json = runCli(arguments + QStringList{"--json"});
    QVERIFY2(json.exitCode == 0, json.err);
    const QJsonArray predictions = json.json()
                                       .value("models")
                                       .toArray()
                                       .first()
                                       .toObject()
                                       .value("masks")
                                       .toArray()
                                       .first()
                                       .toObject()
                                       .value("predictions")
                                       .toArray();
    const Run text = runCli(arguments);
    QVERIFY2(text.exitCode == 0, text.err);
    bool small = false;
    for (const QJsonValue& p : predictions) {
        const double score = p.toObject().value("score").toDouble();
        small = small || score < 0.001;
        const QString shown = hw::probabilityText(score);
        QVERIFY2(text.out.contains(" " + shown.toUtf8() + "  (id"),
                 qPrintable(QString::fromUtf8(text.out) + " lacks " + shown));
    }
    QVERIFY2(small, "some guesses are below a thousandth");
    QVERIFY2(!text.out.contains(" 0.0000"), text.out.constData());
}

void CliModelsTest::maskFillErrors() {
    const Run noMask = runCli({"maskfill", "--model", fixture("bert-mlm"), "--text", "no mask here"});
    QCOMPARE(noMask.exitCode, 2);
    QVERIFY2(noMask.err.startsWith("error: the text has no [MASK] token (--text): "), noMask.err);

    const Run discriminator =
        runCli({"maskfill", "--model", fixture("electra-discriminator"), "--text", "a [MASK]"});
    QCOMPARE(discriminator.exitCode, 2);
    QVERIFY2(discriminator.err.contains("has no masked-language-model head"), discriminator.err);

    const Run noModel = runCli({"maskfill", "--text", "a [MASK]"});
    QCOMPARE(noModel.exitCode, 2);
    QVERIFY2(noModel.err.startsWith("error: missing required option --model"), noModel.err);
}

void CliModelsTest::exportRefusesToClobberAndWritesNothingOnError() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("exported"));
    const Run first =
        runCli({"export", "--model", fixture("bert-pretraining-bin"), "--output", out, "--json"});
    QVERIFY2(first.exitCode == 0, first.err);
    QVERIFY(first.json().value("legacy_renamed").toArray().size() > 0);
    // Reloaded and run beside the source before it took its name: the same logits.
    QCOMPARE(first.json().value("verified_samples").toInt(), 4);
    QCOMPARE(first.json().value("max_abs_difference").toDouble(), 0.0);
    const QByteArray digest = hw::test::fileDigest(out + "/model.safetensors");

    const Run again = runCli({"export", "--model", fixture("bert-mlm"), "--output", out});
    QCOMPARE(again.exitCode, 2);
    QVERIFY2(again.err.contains("--overwrite"), again.err);
    QCOMPARE(hw::test::fileDigest(out + "/model.safetensors"), digest);

    const QString missing = tmp.filePath(QStringLiteral("never"));
    const Run bad = runCli({"export", "--model", tmp.filePath("no-such-model"), "--output", missing});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(!QFileInfo::exists(missing));

    const Run replaced = runCli({"export", "--model", fixture("bert-mlm"), "--output", out, "--overwrite"});
    QVERIFY2(replaced.exitCode == 0, replaced.err);
    QVERIFY(hw::test::fileDigest(out + "/model.safetensors") != digest);
    QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{"exported"});
}

QTEST_GUILESS_MAIN(CliModelsTest)
#include "test_cli_models.moc"
