// `finetune` with two models and its comparison report, `evaluate` (perplexity and classifier metrics),
// `maskfill --probe --csv`, all through the command line contract.
#include "tests/support/file_helpers.h"
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

QJsonObject lastJson(QProcess& p) {
    return QJsonDocument::fromJson(p.readAllStandardOutput().trimmed().split('\n').last()).object();
}

QString fixture(const char* name) {
    return hw::test::fixturesDir() + "/models/" + name;
}

void writeLabelled(const QString& path, int n, int offset) {
    const QList<QByteArray> topics[] = {{"virus", "hospital", "vaccine"}, {"football", "league", "goal"}};
    QByteArray out = "sentence,category\n";
    for (int i = 0; i < n; ++i) {
        const int label = (i * 7 + offset) % 2;
        out += "report " + topics[label][(i + offset) % 3] + " today " + QByteArray::number(i) + "," +
               (label ? "sports" : "health") + "\n";
    }
    hw::test::writeBytes(path, out);
}

} // namespace

class CliFinetuneTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void finetuneComparesModels();
    void evaluateMeasuresPerplexityOnTheSameMasks();
    void maskfillProbeWritesCsv();
    void littlePretrainingIsWarnedAbout();
    void cancelledFinetuningKeepsNothing();
};

// A fine-tuning stopped by SIGTERM exits with 130 and leaves no half-written folder behind; a folder the user
// had made beforehand is left where it was.
void CliFinetuneTest::cancelledFinetuningKeepsNothing() {
    QTemporaryDir tmp;
    writeLabelled(tmp.filePath("train.csv"), 400, 0);
    QDir().mkpath(tmp.filePath("mine"));
    hw::test::writeBytes(tmp.filePath("mine/notes.txt"), "mine");
    for (const QString& output : {tmp.filePath("made"), tmp.filePath("mine")}) {
        QProcess cli;
        cli.start(HEADWATER_CLI_PATH,
                  {"finetune", "--model", fixture("bert-mlm"), "--train", tmp.filePath("train.csv"),
                   "--text-field", "sentence", "--label-field", "category", "--epochs", "50", "--seeds", "2",
                   "--max-length", "16", "--output", output, "--json"});
        QVERIFY(cli.waitForStarted());
        // Under way: the first seed is written, the second training.
        QTRY_VERIFY_WITH_TIMEOUT(QDir(output).exists(QStringLiteral("seed-42")) ||
                                     cli.state() != QProcess::Running,
                                 hw::test::kJobWaitMs);
        QVERIFY2(cli.state() == QProcess::Running, cli.readAllStandardError().constData());
        ::kill(pid_t(cli.processId()), SIGTERM);
        QVERIFY(cli.waitForFinished(hw::test::kJobWaitMs));
        QCOMPARE(cli.exitCode(), 130);
    }
    QVERIFY(!QDir(tmp.filePath("made")).exists());
    QVERIFY(QFile::exists(tmp.filePath("mine/notes.txt")));
}

// A model straight from new-model has had no pretraining: at the default lr 2e-5 fine-tuning barely moves it,
// which the run says; at 1e-4 it does not. The help says so too.
void CliFinetuneTest::littlePretrainingIsWarnedAbout() {
    QTemporaryDir tmp;
    QProcess created;
    created.start(HEADWATER_CLI_PATH,
                  {"new-model", "--arch", "bert", "--preset", "tiny", "--tokenizer", fixture("bert-mlm"),
                   "--max-positions", "64", "--output", tmp.filePath("fresh")});
    QVERIFY(created.waitForFinished(60000));
    QCOMPARE(created.exitCode(), 0);
    writeLabelled(tmp.filePath("train.csv"), 40, 0);
    auto finetune = [&](const QString& lr, const QString& output) {
        QProcess cli;
        cli.start(HEADWATER_CLI_PATH,
                  {"finetune", "--model", tmp.filePath("fresh"), "--train", tmp.filePath("train.csv"),
                   "--text-field", "sentence", "--label-field", "category", "--epochs", "1", "--max-length",
                   "16", "--lr", lr, "--output", tmp.filePath(output)});
        cli.waitForFinished(hw::test::kJobWaitMs);
        return std::make_pair(cli.exitCode(), QString::fromUtf8(cli.readAllStandardError()));
    };
    const auto [slowCode, slowErr] = finetune("2e-5", "slow");
    QCOMPARE(slowCode, 0);
    QVERIFY2(slowErr.contains("little pretraining (0 steps, 0 tokens)") && slowErr.contains("--lr 1e-4"),
             qPrintable(slowErr));
    const auto [fastCode, fastErr] = finetune("1e-4", "fast");
    QCOMPARE(fastCode, 0);
    QVERIFY2(!fastErr.contains("little pretraining"), qPrintable(fastErr));
    QProcess help;
    help.start(HEADWATER_CLI_PATH, {"finetune", "--help"});
    QVERIFY(help.waitForFinished(30000));
    const QString helpText =
        QString::fromUtf8(help.readAllStandardOutput()).simplified(); // the help wraps its lines
    QVERIFY2(helpText.contains(QStringLiteral("learns almost nothing at 2e-5")), qPrintable(helpText));
}

void CliFinetuneTest::finetuneComparesModels() {
    QTemporaryDir tmp;
    writeLabelled(tmp.filePath("train.csv"), 120, 0);
    writeLabelled(tmp.filePath("test.csv"), 40, 1);
    QProcess cli;
    cli.start(HEADWATER_CLI_PATH, {"finetune",
                                   "--model",
                                   fixture("bert-mlm"),
                                   "--model",
                                   fixture("bert-pretraining-bin"),
                                   "--train",
                                   tmp.filePath("train.csv"),
                                   "--test",
                                   tmp.filePath("test.csv"),
                                   "--text-field",
                                   "sentence",
                                   "--label-field",
                                   "category",
                                   "--epochs",
                                   "3",
                                   "--lr",
                                   "5e-3",
                                   "--seeds",
                                   "2",
                                   "--bootstrap",
                                   "200",
                                   "--output",
                                   tmp.filePath("out"),
                                   "--name",
                                   "base",
                                   "--name",
                                   "adapted",
                                   "--json"});
    QVERIFY(cli.waitForFinished(hw::test::kJobWaitMs));
    QCOMPARE(cli.exitCode(), 0);
    const QList<QByteArray> lines = cli.readAllStandardOutput().trimmed().split('\n');
    // Progress covers the whole command (models × seeds), names the model, and never goes back.
    double lastDone = -1;
    bool sawSecondModel = false;
    for (const QByteArray& line : lines) {
        const QJsonObject p = QJsonDocument::fromJson(line).object();
        if (p.value("event").toString() != QLatin1String("progress"))
            continue;
        QVERIFY2(p.value("done").toDouble() >= lastDone, line);
        lastDone = p.value("done").toDouble();
        sawSecondModel =
            sawSecondModel || p.value("detail").toString().startsWith("adapted, seed 42 (run 3 of 4)");
    }
    QVERIFY(sawSecondModel);
    const QJsonObject result = QJsonDocument::fromJson(lines.last()).object();
    QCOMPARE(result.value("event").toString(), QStringLiteral("result"));
    const QJsonArray models = result.value("models").toArray();
    QCOMPARE(models.size(), 2);
    QCOMPARE(models[0]["runs"].toArray().size(), 2);
    QVERIFY(models[0]["test"]["f1_macro"]["mean"].toDouble() > 0.6);
    QVERIFY(result.value("comparison").toObject().contains("bootstrap"));
    QCOMPARE(result.value("comparison").toObject().value("models").toArray(),
             (QJsonArray{"base", "adapted"}));
    for (const char* file : {"comparison.json", "comparison.md", "base/summary.json",
                             "base/seed-43/model/config.json", "adapted/seed-42/predictions.jsonl"})
        QVERIFY2(QFile::exists(tmp.filePath(QStringLiteral("out/") + file)), file);

    // The fine-tuned classifier evaluated again on the test file gives the reported metrics.
    QProcess evaluate;
    evaluate.start(HEADWATER_CLI_PATH, {"evaluate", "--model", tmp.filePath("out/base/seed-42/model"),
                                        "--data", tmp.filePath("test.csv"), "--text-field", "sentence",
                                        "--label-field", "category", "--json"});
    QVERIFY(evaluate.waitForFinished(60000));
    QCOMPARE(evaluate.exitCode(), 0);
    QCOMPARE(lastJson(evaluate).value("f1_macro").toDouble(),
             models[0]["runs"][0]["test"]["f1_macro"].toDouble());

    QProcess bad;
    bad.start(HEADWATER_CLI_PATH,
              {"finetune", "--model", fixture("bert-mlm"), "--output", tmp.filePath("x")});
    QVERIFY(bad.waitForFinished(60000));
    QCOMPARE(bad.exitCode(), 2);
    QVERIFY(bad.readAllStandardError().startsWith("error: missing required option --train"));
}

void CliFinetuneTest::evaluateMeasuresPerplexityOnTheSameMasks() {
    QProcess cli;
    cli.start(HEADWATER_CLI_PATH,
              {"evaluate", "--model", fixture("bert-mlm"), "--model", fixture("bert-pretraining-bin"),
               "--data", QStringLiteral(HEADWATER_SOURCE_DIR) + "/resources/demo/demo_corpus.txt", "--json"});
    QVERIFY(cli.waitForFinished(hw::test::kJobWaitMs));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonArray models = lastJson(cli).value("models").toArray();
    QCOMPARE(models.size(), 2);
    for (const QJsonValue& m : models) {
        QVERIFY(m["masked_tokens"].toInt() > 10);
        QVERIFY(std::abs(m["perplexity"].toDouble() - std::exp(m["loss"].toDouble())) <
                1e-6 * m["perplexity"].toDouble());
        QCOMPARE(m["seq_len"].toInt(), 64); // the fixtures read 64 positions
    }
    QCOMPARE(models[0]["masked_tokens"].toInt(),
             models[1]["masked_tokens"].toInt()); // one tokenizer, one seed: the same masks
}

void CliFinetuneTest::maskfillProbeWritesCsv() {
    QTemporaryDir tmp;
    hw::test::writeBytes(tmp.filePath("probe.txt"),
                         "the [MASK] spread quickly.\n\nhospitals reported new [MASK].\n");
    QProcess cli;
    cli.start(HEADWATER_CLI_PATH,
              {"maskfill", "--model", fixture("bert-mlm"), "--model", fixture("bert-mlm"), "--probe",
               tmp.filePath("probe.txt"), "--top-k", "3", "--csv", tmp.filePath("out.csv"), "--json"});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    QList<QByteArray> lines;
    for (const QByteArray& line : cli.readAllStandardOutput().trimmed().split('\n'))
        if (QJsonDocument::fromJson(line).object().value("event").toString() == QStringLiteral("result"))
            lines << line;
    QCOMPARE(lines.size(), 2); // one result per probe text (after the progress events)
    const QJsonObject first = QJsonDocument::fromJson(lines[0]).object();
    QCOMPARE(first.value("text").toString(), QStringLiteral("the [MASK] spread quickly."));
    // The same model twice: every prediction is shared.
    QVERIFY(first["models"][1]["masks"][0]["predictions"][0]["in_all_models"].toBool());
    QFile csv(tmp.filePath("out.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll().trimmed().split('\n').size(), 1 + 2 * 2 * 3);
}

QTEST_GUILESS_MAIN(CliFinetuneTest)
#include "test_cli_finetune.moc"
