// RoBERTa and ModernBERT headless, everywhere a BERT goes: a tiny one made on a byte-level BPE vocabulary
// (trained by Hugging Face tokenizers, in RoBERTa's or ModernBERT's style) is pretrained with whole-word
// masking (word starts are the pieces with "Ġ"), killed and resumed to the same weights, fine-tuned beside
// its base, scored, filled in with a "[MASK]" probe, exported (Hugging Face and ONNX) and predicts as the
// exported model does. A KLUE-style RoBERTa (RoBERTa's network on a WordPiece vocabulary) trains too.
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/reference_python.h"
#include "tests/support/wait_limits.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace {

using hw::test::runCli;

QJsonObject lastJson(const QByteArray& out) {
    return hw::test::lastJsonLine(out);
}

QByteArray readBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject readJson(const QString& path) {
    return QJsonDocument::fromJson(readBytes(path)).object();
}

// Two kinds of ward notes, and labelled sets of them for training and testing.
void writeInputs(const QTemporaryDir& tmp) {
    QByteArray text, labelled = "text,label\n", test = labelled;
    for (int i = 0; i < 300; ++i) {
        text += "The patient in ward " + QByteArray::number(i % 17) + " reported " +
                (i % 2 ? QByteArray("pain after surgery") : QByteArray("no fever this morning")) +
                ", and the nurses recorded it on day " + QByteArray::number(i) + ".\n";
        if (i % 10 == 9)
            text += "\n";
        (i % 5 ? labelled : test) +=
            (i % 2 ? "pain in the knee after surgery number " : "no fever on the morning of visit ") +
            QByteArray::number(i) + "," + (i % 2 ? "pain" : "fever") + "\n";
    }
    hw::test::writeBytes(tmp.filePath("notes.txt"), text);
    hw::test::writeBytes(tmp.filePath("train.csv"), labelled);
    hw::test::writeBytes(tmp.filePath("test.csv"), test);
}

QStringList pretrainArguments(const QTemporaryDir& tmp, const QString& model, const QString& output) {
    return {"pretrain",     model,
            "--corpus",     tmp.filePath("notes.txt"),
            "--output",     tmp.filePath(output),
            "--cache-dir",  tmp.filePath("cache"),
            "--objective",  "wwm",
            "--seq-len",    "32",
            "--batch-size", "4",
            "--max-steps",  "40",
            "--save-every", "10",
            "--lr",         "1e-3",
            "--threads",    "1",
            "--json"};
}

} // namespace

class CliRobertaTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aByteLevelModelGoesTheWholeWay_data();
    void aByteLevelModelGoesTheWholeWay();
    void aKlueStyleRobertaTrainsOnWordPiece();
};

void CliRobertaTest::aByteLevelModelGoesTheWholeWay_data() {
    QTest::addColumn<QString>("arch");
    QTest::addColumn<int>("padId");
    QTest::addColumn<int>("positionsBeforeText");
    QTest::addColumn<QString>("classifier");
    // RoBERTa's <pad> is id 1 and its positions start after it; ModernBERT's [PAD] follows the learned
    // vocabulary (its id read from tokenizer.json) and it has no position embeddings.
    QTest::newRow("roberta") << "roberta" << 1 << 2 << "RobertaForSequenceClassification";
    QTest::newRow("modernbert") << "modernbert" << -1 << 0 << "ModernBertForSequenceClassification";
}

void CliRobertaTest::aByteLevelModelGoesTheWholeWay() {
    QFETCH(QString, arch);
    QFETCH(int, padId);
    QFETCH(int, positionsBeforeText);
    QFETCH(QString, classifier);
    HW_REQUIRE_REFERENCE_STACK();
    QTemporaryDir tmp;
    writeInputs(tmp);
    const QString tokenizer = tmp.filePath("bpe");
    const hw::test::ReferenceRun trained = hw::test::runReference(
        QStringLiteral("byte-level-bpe"), {"train", arch, tmp.filePath("notes.txt"), tokenizer});
    QVERIFY2(trained.ok, qPrintable(trained.failure));

    const QString base = tmp.filePath("base");
    hw::test::CliRun created = runCli({"new-model", "--arch", arch, "--preset", "tiny", "--tokenizer",
                                       tokenizer, "--max-positions", "64", "--output", base});
    QVERIFY2(created.exitCode == 0, created.err.constData());
    const QJsonObject config = readJson(base + "/config.json");
    QCOMPARE(config.value("model_type").toString(), arch);
    int pad = padId;
    for (const QJsonValue& added : readJson(tokenizer + "/tokenizer.json").value("added_tokens").toArray())
        if (added.toObject().value("content").toString() == QLatin1String("[PAD]"))
            pad = added.toObject().value("id").toInt();
    QCOMPARE(config.value("pad_token_id").toInt(), pad);
    QCOMPARE(config.value("max_position_embeddings").toInt(), 64 + positionsBeforeText);
    const hw::test::CliRun inspected = runCli({"inspect", "--model", base, "--json"});
    QVERIFY2(inspected.exitCode == 0, inspected.err.constData());
    QCOMPARE(lastJson(inspected.out).value("tokenizer_vocab_size").toInt(),
             config.value("vocab_size").toInt());

    // Pretraining killed once checkpoints exist, then resumed: the same weights as a run left alone.
    QStringList whole = pretrainArguments(tmp, base, "whole");
    whole.insert(1, "--model");
    hw::test::CliRun uninterrupted = runCli(whole);
    QVERIFY2(uninterrupted.exitCode == 0, uninterrupted.err.constData());
    QStringList killedArguments = pretrainArguments(tmp, base, "killed");
    killedArguments.insert(1, "--model");
    QProcess killed;
    killed.start(HEADWATER_CLI_PATH, killedArguments);
    QVERIFY(killed.waitForStarted());
    QVERIFY(QTest::qWaitFor(
        [&] { return QFile::exists(tmp.filePath("killed/checkpoint-20/trainer_state.json")); },
        hw::test::kJobWaitMs));
    ::kill(pid_t(killed.processId()), SIGKILL);
    QVERIFY(killed.waitForFinished(60000));
    QVERIFY(!QFile::exists(tmp.filePath("killed/model")));
    hw::test::CliRun resumed = runCli(QStringList(killedArguments) << "--resume");
    QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
    QVERIFY(lastJson(resumed.out).value("resumed").toBool());
    QCOMPARE(hw::test::fileDigest(tmp.filePath("killed/model/model.safetensors")),
             hw::test::fileDigest(tmp.filePath("whole/model/model.safetensors")));
    const QString adapted = lastJson(uninterrupted.out).value("model").toString();

    // A probe written for BERT fills the RoBERTa's own <mask>.
    hw::test::CliRun filled = runCli(
        {"maskfill", "--model", adapted, "--text", "The patient reported [MASK] after surgery.", "--json"});
    QVERIFY2(filled.exitCode == 0, filled.err.constData());
    const QJsonArray masks =
        lastJson(filled.out).value("models").toArray().first().toObject().value("masks").toArray();
    QCOMPARE(masks.size(), 1);
    QCOMPARE(masks.first().toObject().value("predictions").toArray().size(), 5);

    // Fine-tuned beside its base, scored, exported to Hugging Face and ONNX.
    hw::test::CliRun finetuned = runCli({"finetune",
                                         "--model",
                                         base,
                                         "--model",
                                         adapted,
                                         "--name",
                                         "base",
                                         "--name",
                                         "adapted",
                                         "--train",
                                         tmp.filePath("train.csv"),
                                         "--test",
                                         tmp.filePath("test.csv"),
                                         "--epochs",
                                         "2",
                                         "--seeds",
                                         "1",
                                         "--max-length",
                                         "32",
                                         "--lr",
                                         "1e-3",
                                         "--bootstrap",
                                         "50",
                                         "--output",
                                         tmp.filePath("ft"),
                                         "--json"});
    QVERIFY2(finetuned.exitCode == 0, finetuned.err.constData());
    QVERIFY(lastJson(finetuned.out).contains("comparison"));
    const QString fineTuned = tmp.filePath("ft/adapted/seed-42/model");
    QCOMPARE(readJson(fineTuned + "/config.json").value("architectures").toArray().first(),
             QJsonValue(classifier));
    const QString exported = tmp.filePath("hub");
    hw::test::CliRun exportRun =
        runCli({"export", "--model", fineTuned, "--output", exported, "--format", "both", "--json"});
    QVERIFY2(exportRun.exitCode == 0, exportRun.err.constData());
    const hw::test::ReferenceRun loaded = hw::test::runReference(QStringLiteral("load-hf"), {exported});
    QVERIFY2(loaded.ok, qPrintable(loaded.failure));

    // The exported folder predicts what the fine-tuned model predicts.
    hw::test::writeBytes(tmp.filePath("new.txt"),
                         "pain in the knee after surgery number 7\nno fever on the morning of visit 3\n");
    const auto predictions = [&](const QString& model, const QString& out) {
        hw::test::CliRun run =
            runCli({"predict", "--model", model, "--input", tmp.filePath("new.txt"), "--output", out});
        return run.exitCode == 0 ? readBytes(out) : QByteArray("failed: " + run.err);
    };
    const QByteArray fromRun = predictions(fineTuned, tmp.filePath("a.jsonl"));
    QVERIFY2(!fromRun.startsWith("failed"), fromRun.constData());
    QCOMPARE(predictions(exported, tmp.filePath("b.jsonl")), fromRun);
}

void CliRobertaTest::aKlueStyleRobertaTrainsOnWordPiece() {
    QTemporaryDir tmp;
    writeInputs(tmp);
    hw::test::CliRun tokenizer = runCli({"train-tokenizer", "--corpus", tmp.filePath("notes.txt"), "--output",
                                         tmp.filePath("wp"), "--vocab-size", "300", "--json"});
    QVERIFY2(tokenizer.exitCode == 0, tokenizer.err.constData());
    hw::test::CliRun created =
        runCli({"new-model", "--arch", "roberta", "--preset", "tiny", "--tokenizer", tmp.filePath("wp"),
                "--max-positions", "64", "--output", tmp.filePath("klue")});
    QVERIFY2(created.exitCode == 0, created.err.constData());
    // Positions start after the WordPiece vocabulary's [PAD], wherever it is.
    const int pad = QString::fromUtf8(readBytes(tmp.filePath("wp/vocab.txt"))).split('\n').indexOf("[PAD]");
    const QJsonObject config = readJson(tmp.filePath("klue/config.json"));
    QCOMPARE(config.value("pad_token_id").toInt(), pad);
    QCOMPARE(config.value("max_position_embeddings").toInt(), 64 + pad + 1);
    QStringList arguments = pretrainArguments(tmp, tmp.filePath("klue"), "run");
    arguments.insert(1, "--model");
    arguments[arguments.indexOf("--max-steps") + 1] = "5";
    hw::test::CliRun pretrained = runCli(arguments);
    QVERIFY2(pretrained.exitCode == 0, pretrained.err.constData());
    hw::test::CliRun filled =
        runCli({"maskfill", "--model", lastJson(pretrained.out).value("model").toString(), "--text",
                "The patient reported <mask> after surgery.", "--json"});
    QVERIFY2(filled.exitCode == 0, filled.err.constData());
}

QTEST_GUILESS_MAIN(CliRobertaTest)
#include "test_cli_roberta.moc"
