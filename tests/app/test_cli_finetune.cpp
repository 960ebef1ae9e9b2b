// `finetune` with two models and its comparison report, `evaluate` (perplexity and classifier metrics),
// `maskfill --probe --csv`, all through the command line contract.
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <csignal>

namespace {

QJsonObject lastJson(QProcess& p) {
    return QJsonDocument::fromJson(p.readAllStandardOutput().trimmed().split('\n').last()).object();
}

QString fixture(const char* name) {
    return hw::test::fixturesDir() + "/models/" + name;
}

void writeLabelled(const QString& path, int n, int offset, const QByteArray& tail = {}) {
    const QList<QByteArray> topics[] = {{"virus", "hospital", "vaccine"}, {"football", "league", "goal"}};
    QByteArray out = "sentence,category\n";
    for (int i = 0; i < n; ++i) {
        const int label = (i * 7 + offset) % 2;
        out += "report " + topics[label][(i + offset) % 3] + " today " + QByteArray::number(i) + tail + "," +
               (label ? "sports" : "health") + "\n";
    }
    hw::test::writeBytes(path, out);
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
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
    void aClassifierRemembersItsMaxLength();
};

// A classifier fine-tuned with --max-length 8 records it (model_max_length, as transformers keeps it), and
// `evaluate` without the flag cuts texts the same way: the fine-tuning's test metrics, recomputed, and
// probabilities unlike those of the same texts read whole.
void CliFinetuneTest::aClassifierRemembersItsMaxLength() {
    QTemporaryDir tmp;
    const QByteArray tail = " in the league of the city and the hospital near the goal";
    writeLabelled(tmp.filePath("train.csv"), 80, 0, tail);
    writeLabelled(tmp.filePath("test.csv"), 40, 1, tail);
    QProcess cli;
    cli.start(HEADWATER_CLI_PATH, {"finetune",
                                   "--model",
                                   fixture("bert-mlm"),
                                   "--train",
                                   tmp.filePath("train.csv"),
                                   "--test",
                                   tmp.filePath("test.csv"),
                                   "--text-field",
                                   "sentence",
                                   "--label-field",
                                   "category",
                                   "--epochs",
                                   "2",
                                   "--lr",
                                   "5e-3",
                                   "--max-length",
                                   "8",
                                   "--output",
                                   tmp.filePath("out"),
                                   "--json"});
    QVERIFY(cli.waitForFinished(hw::test::kJobWaitMs));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    const QJsonObject run = lastJson(cli).value("models").toArray().first()["runs"][0].toObject();
    const QString model = run.value("model").toString();
    QFile config(QDir(model).filePath("tokenizer_config.json"));
    QVERIFY(config.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(config.readAll()).object().value("model_max_length").toInt(), 8);

    const auto evaluate = [&](const QStringList& extra, const QString& predictions) {
        QProcess cli;
        cli.start(HEADWATER_CLI_PATH,
                  QStringList{"evaluate", "--model", model, "--data", tmp.filePath("test.csv"),
                              "--text-field", "sentence", "--label-field", "category", "--predictions",
                              predictions, "--json"} +
                      extra);
        const bool finished = cli.waitForFinished(hw::test::kJobWaitMs);
        QTest::qVerify(finished && cli.exitCode() == 0, "evaluate", cli.readAllStandardError().constData(),
                       __FILE__, __LINE__);
        return lastJson(cli);
    };
    const QJsonObject evaluated = evaluate({}, tmp.filePath("own.jsonl"));
    for (const char* metric : {"accuracy", "f1_macro", "f1_micro"})
        QVERIFY2(std::abs(evaluated.value(metric).toDouble() - run["test"][metric].toDouble()) < 1e-9,
                 qPrintable(QStringLiteral("%1: evaluate %2, fine-tuning %3")
                                .arg(metric)
                                .arg(evaluated.value(metric).toDouble())
                                .arg(run["test"][metric].toDouble())));
    evaluate({"--max-length", "128"}, tmp.filePath("whole.jsonl"));
    QVERIFY2(readAll(tmp.filePath("own.jsonl")) != readAll(tmp.filePath("whole.jsonl")),
             "texts read whole must give other probabilities than texts cut at the model's length");
}

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
               "--data", QStringLiteral(HEADWATER_SOURCE_DIR) + "/tests/data/news_corpus.txt", "--json"});
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
