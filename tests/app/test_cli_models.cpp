// new-model, inspect, maskfill and export through headwater-cli, as a user runs them.
#include "core/util/probability_text.h"
#include "tests/support/file_helpers.h"
#include "tests/support/reference_python.h"
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
    void newModelTakesACustomShape();
    void newModelRefusesShapesThatCannotBeBuilt();
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

// The preset gives the defaults and the shape options override them, as config.json would: the model loads in
// transformers with the sizes asked for and the parameter count new-model reported.
void CliModelsTest::newModelTakesACustomShape() {
    const Run help = runCli({"new-model", "--help"});
    for (const char* option : {"--hidden", "--layers", "--heads", "--intermediate", "--embedding-size"})
        QVERIFY2(help.out.contains(option), option);

    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("bert-h192-l4"));
    const Run created =
        runCli({"new-model", "--arch", "bert", "--preset", "tiny", "--hidden", "192", "--layers", "4",
                "--heads", "3", "--tokenizer", fixture("bert-mlm"), "--output", out, "--json"});
    QVERIFY2(created.exitCode == 0, created.err);
    QFile file(out + QStringLiteral("/config.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject config = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(config.value("hidden_size").toInt(), 192);
    QCOMPARE(config.value("num_hidden_layers").toInt(), 4);
    QCOMPARE(config.value("num_attention_heads").toInt(), 3);
    QCOMPARE(config.value("intermediate_size").toInt(), 4 * 192);   // follows the hidden size
    QCOMPARE(config.value("max_position_embeddings").toInt(), 512); // the preset's

    // An ELECTRA with its own embedding size and a ModernBERT of the small preset's width, 2 layers.
    const QString electra = tmp.filePath(QStringLiteral("electra"));
    const Run electraRun = runCli({"new-model", "--arch", "electra", "--preset", "tiny", "--hidden", "96",
                                   "--heads", "4", "--embedding-size", "32", "--intermediate", "200",
                                   "--vocab-size", "120", "--output", electra, "--json"});
    QVERIFY2(electraRun.exitCode == 0, electraRun.err);
    const QString modern = tmp.filePath(QStringLiteral("modernbert"));
    const Run modernRun = runCli({"new-model", "--arch", "modernbert", "--preset", "small", "--layers", "2",
                                  "--vocab-size", "120", "--output", modern, "--json"});
    QVERIFY2(modernRun.exitCode == 0, modernRun.err);

    HW_REQUIRE_REFERENCE_STACK();
    const hw::test::ReferenceRun loaded =
        hw::test::runReference(QStringLiteral("count-parameters"), {out, electra, modern});
    QVERIFY2(loaded.ok, qPrintable(loaded.failure));
    const QJsonArray models = QJsonDocument::fromJson(loaded.output).object().value("models").toArray();
    QCOMPARE(models.size(), 3);
    const QJsonObject bert = models.at(0).toObject();
    QCOMPARE(bert.value("architecture").toString(), QStringLiteral("BertForMaskedLM"));
    QCOMPARE(bert.value("hidden_size").toInt(), 192);
    QCOMPARE(bert.value("num_hidden_layers").toInt(), 4);
    QCOMPARE(bert.value("num_attention_heads").toInt(), 3);
    QCOMPARE(bert.value("parameters").toDouble(), created.json().value("parameters").toDouble());
    const QJsonObject e = models.at(1).toObject();
    QCOMPARE(e.value("embedding_size").toInt(), 32);
    QCOMPARE(e.value("intermediate_size").toInt(), 200);
    QCOMPARE(e.value("parameters").toDouble(), electraRun.json().value("parameters").toDouble());
    const QJsonObject m = models.at(2).toObject();
    QCOMPARE(m.value("hidden_size").toInt(), 512);
    QCOMPARE(m.value("num_hidden_layers").toInt(), 2);
    QCOMPARE(m.value("intermediate_size").toInt(), 768);
    QCOMPARE(m.value("parameters").toDouble(), modernRun.json().value("parameters").toDouble());
}

void CliModelsTest::newModelRefusesShapesThatCannotBeBuilt() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("refused"));
    const struct {
        QStringList arguments;
        const char* message;
    } cases[] = {
        {{"--arch", "bert", "--hidden", "192", "--heads", "5"},
         "error: the hidden size 192 does not split into 5 attention heads (--heads): choose a head count "
         "that "
         "fits, e.g. 2, 3, 4, 6, or another hidden size"},
        {{"--arch", "modernbert", "--preset", "tiny", "--hidden", "192", "--heads", "64"},
         "error: ModernBERT's rotary positions need an even head size; hidden size 192 in 64 heads gives "
         "heads "
         "of 3 (--heads): choose a head count that fits, e.g. 24, 32, 48, 96, or another hidden size"},
        {{"--arch", "bert", "--layers", "0"},
         "error: 0 is outside the sizes a new model may have (--layers): give a whole number from 1 to 96"},
        {{"--arch", "roberta", "--hidden", "9000"},
         "error: 9000 is outside the sizes a new model may have (--hidden): give a whole number from 1 to "
         "8192"},
        {{"--arch", "bert", "--embedding-size", "64"},
         "error: only ELECTRA has an embedding size of its own; BERT embeds at the hidden size "
         "(--embedding-size): leave the embedding size out, or choose ELECTRA"},
        {{"--arch", "bert", "--heads", "four"}, "error: invalid value 'four' (--heads): give a whole number"},
    };
    for (const auto& c : cases) {
        const Run run =
            runCli(QStringList{"new-model", "--vocab-size", "100", "--output", out} + c.arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(QString::fromUtf8(run.err.trimmed()), QString::fromLatin1(c.message));
        QVERIFY2(!QFileInfo::exists(out), "nothing is written");
    }
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
