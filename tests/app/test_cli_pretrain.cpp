// `headwater-cli pretrain`: a run killed with SIGKILL and resumed ends with the same losses and weights as
// an uninterrupted one; project corpora as input; the contract's JSON lines and error lines.
#include "core/project/project_store.h"
#include "core/project/run_store.h"
#include "core/train/pretrain_settings.h"
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <csignal>

namespace {

QString writeCorpus(const QTemporaryDir& tmp) {
    QByteArray text;
    for (int d = 0; d < 80; ++d)
        text += "patients in ward " + QByteArray::number(d) +
                " recovered after treatment.\nthe hospital reported " + QByteArray::number(d * 3) +
                " discharges this week.\n\n";
    hw::test::writeBytes(tmp.filePath("corpus.txt"), text);
    return tmp.filePath("corpus.txt");
}

QStringList runArguments(const QTemporaryDir& tmp, const QString& output) {
    return {"pretrain",
            "--model",
            hw::test::fixturesDir() + "/models/bert-mlm",
            "--corpus",
            tmp.filePath("corpus.txt"),
            "--output",
            tmp.filePath(output),
            "--cache-dir",
            tmp.filePath("cache"),
            "--seq-len",
            "32",
            "--batch-size",
            "4",
            "--max-steps",
            "120",
            "--save-every",
            "10",
            "--keep",
            "2",
            "--lr",
            "1e-3",
            "--warmup",
            "10",
            "--threads",
            "1",
            "--json"};
}

QMap<qint64, double> lossesByStep(const QString& runDirectory) {
    QFile f(QDir(runDirectory).filePath("metrics.jsonl"));
    QMap<qint64, double> out;
    if (f.open(QIODevice::ReadOnly)) {
        for (const QByteArray& line : f.readAll().split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.contains("loss"))
                out.insert(qint64(o.value("step").toDouble()), o.value("loss").toDouble());
        }
    }
    return out;
}

} // namespace

class CliPretrainTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void killedRunResumesToTheSameModel();
    void projectCorpusAndJsonContract();
    void badInputGetsOneErrorLine();
    void cancelledRunHasItsOwnExitCode();
    void stoppedAndTimeLimitedRunsAreListedAsTheyEnded();
    void reportedPerplexityCoversAnOrderedSplit();
    void everySettingOfTheTableIsAnOption();
};

void CliPretrainTest::killedRunResumesToTheSameModel() {
    QTemporaryDir tmp;
    writeCorpus(tmp);
    QProcess whole;
    whole.start(HEADWATER_CLI_PATH, runArguments(tmp, "whole"));
    QVERIFY(whole.waitForFinished(hw::test::kJobWaitMs));
    QCOMPARE(whole.exitCode(), 0);

    // The same run killed without warning once a few checkpoints exist, then resumed.
    QProcess killed;
    killed.start(HEADWATER_CLI_PATH, runArguments(tmp, "killed"));
    QVERIFY(killed.waitForStarted());
    QVERIFY(QTest::qWaitFor(
        [&] { return QFile::exists(tmp.filePath("killed/checkpoint-40/trainer_state.json")); },
        hw::test::kJobWaitMs));
    ::kill(pid_t(killed.processId()), SIGKILL);
    QVERIFY(killed.waitForFinished(60000));
    QCOMPARE(killed.exitStatus(), QProcess::CrashExit);
    QVERIFY(!QFile::exists(tmp.filePath("killed/model"))); // it really stopped before the end

    // Another step count would change the learning-rate schedule: refused, naming the setting.
    QProcess longer;
    QStringList longerArguments = runArguments(tmp, "killed") << "--resume";
    longerArguments[longerArguments.indexOf("--max-steps") + 1] = "200";
    longer.start(HEADWATER_CLI_PATH, longerArguments);
    QVERIFY(longer.waitForFinished(hw::test::kJobWaitMs));
    QCOMPARE(longer.exitCode(), 2);
    const QByteArray refusal = longer.readAllStandardError();
    QVERIFY2(refusal.contains("max_steps (run: 120, now: 200)"), refusal);
    QCOMPARE(refusal.count('\n'), 1);

    // A kill while an old checkpoint was being deleted once left a numbered folder without its trainer state
    // (still carrying the marker of a folder Headwater wrote: only such a folder is the run's to remove).
    QDir().mkpath(tmp.filePath("killed/checkpoint-5"));
    hw::test::writeBytes(tmp.filePath("killed/checkpoint-5/config.json"), "{}");
    hw::test::writeBytes(tmp.filePath("killed/checkpoint-5/.headwater-output"), "Written by Headwater.\n");

    // An edited trainer state would skip or repeat steps: its step must be its checkpoint's, and its data
    // position where that step ends. Each edit is refused on a copy of the run.
    for (const char* field : {"step", "position"}) {
        const QString copy = tmp.filePath(QStringLiteral("edited-%1").arg(field));
        QCOMPARE(QProcess::execute("cp", {"-a", tmp.filePath("killed"), copy}), 0);
        qint64 newest = 0;
        for (const QString& name : QDir(copy).entryList({"checkpoint-*"}, QDir::Dirs))
            newest = std::max(newest, name.mid(11).toLongLong());
        const QString statePath = copy + QStringLiteral("/checkpoint-%1/trainer_state.json").arg(newest);
        QFile stateFile(statePath);
        QVERIFY(stateFile.open(QIODevice::ReadOnly));
        QJsonObject state = QJsonDocument::fromJson(stateFile.readAll()).object();
        stateFile.close();
        state.insert(field, state.value(field).toDouble() + 3);
        hw::test::writeBytes(statePath, QJsonDocument(state).toJson());
        const hw::test::CliRun edited =
            hw::test::runCli({"pretrain", "--resume", "--output", copy, "--threads", "1"});
        QCOMPARE(edited.exitCode, 2);
        QVERIFY2(edited.err.contains(
                     qstrcmp(field, "step") == 0
                         ? QByteArray("but its checkpoint is that of step ") + QByteArray::number(newest)
                         : QByteArray("is not where step ") + QByteArray::number(newest) + " ends"),
                 edited.err.constData());
        QVERIFY(!QFile::exists(copy + "/model"));
    }

    // `--resume --output RUN` alone continues with the run's recorded settings.
    QProcess resumed;
    resumed.start(HEADWATER_CLI_PATH,
                  {"pretrain", "--resume", "--output", tmp.filePath("killed"), "--threads", "1", "--json"});
    QVERIFY(resumed.waitForFinished(hw::test::kJobWaitMs));
    QCOMPARE(resumed.exitCode(), 0);
    const QJsonObject result =
        QJsonDocument::fromJson(resumed.readAllStandardOutput().trimmed().split('\n').last()).object();
    QCOMPARE(result.value("event").toString(), QStringLiteral("result"));
    QVERIFY(result.value("resumed").toBool());
    QVERIFY(result.value("dataset_reused").toBool());

    const QMap<qint64, double> a = lossesByStep(tmp.filePath("whole")),
                               b = lossesByStep(tmp.filePath("killed"));
    QCOMPARE(a.size(), 120);
    QCOMPARE(b, a);
    QCOMPARE(hw::test::fileDigest(tmp.filePath("killed/model/model.safetensors")),
             hw::test::fileDigest(tmp.filePath("whole/model/model.safetensors")));
    // Only the newest checkpoints are kept; the half-deleted one is gone too.
    const QStringList entries = QDir(tmp.filePath("killed")).entryList({"checkpoint-*"}, QDir::Dirs);
    QVERIFY2(entries == QStringList({"checkpoint-110", "checkpoint-120"}), qPrintable(entries.join(", ")));
}

void CliPretrainTest::projectCorpusAndJsonContract() {
    QTemporaryDir tmp;
    const QString project = tmp.filePath("p.hwproj");
    QVERIFY(hw::ProjectStore::create(project, "p").ok());
    QProcess import;
    import.start(HEADWATER_CLI_PATH,
                 {"import-corpus", writeCorpus(tmp), "--project", project, "--name", "wards"});
    QVERIFY(import.waitForFinished(60000));
    QCOMPARE(import.exitCode(), 0);

    QProcess cli;
    cli.start(HEADWATER_CLI_PATH,
              {"pretrain", "--model", hw::test::fixturesDir() + "/models/bert-mlm", "--project", project,
               "--corpus", "wards", "--objective", "wwm", "--output", tmp.filePath("run"), "--seq-len", "32",
               "--batch-size", "4", "--max-steps", "3", "--json"});
    QVERIFY(cli.waitForFinished(hw::test::kJobWaitMs));
    QCOMPARE(cli.exitCode(), 0);
    int metrics = 0;
    QJsonObject result;
    for (const QByteArray& line : cli.readAllStandardOutput().trimmed().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        QVERIFY2(!o.isEmpty(), line.constData()); // every stdout line is one JSON object
        metrics += o.value("event").toString() == QLatin1String("metric");
        if (o.value("event").toString() == QLatin1String("result"))
            result = o;
    }
    QVERIFY(metrics >= 3 * 4);
    QCOMPARE(result.value("step").toInt(), 3);
    QVERIFY(result.value("eval").toObject().contains("eval/perplexity"));
    QVERIFY(QFile::exists(result.value("model").toString() + "/model.safetensors"));
    // Without --cache-dir, a project's corpus is tokenized into the project's data folder.
    QCOMPARE(QDir(tmp.filePath("p.hwdata/datasets")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);

    QProcess missing;
    missing.start(HEADWATER_CLI_PATH, {"pretrain", "--model", hw::test::fixturesDir() + "/models/bert-mlm",
                                       "--project", project, "--corpus", "other", "--output",
                                       tmp.filePath("run2"), "--cache-dir", tmp.filePath("cache")});
    QVERIFY(missing.waitForFinished(60000));
    QCOMPARE(missing.exitCode(), 2);
    QVERIFY(missing.readAllStandardError().contains("choose one of: wards"));
}

void CliPretrainTest::badInputGetsOneErrorLine() {
    QTemporaryDir tmp;
    writeCorpus(tmp);
    const QVector<QPair<QStringList, QByteArray>> cases = {
        {{"pretrain", "--corpus", tmp.filePath("corpus.txt"), "--output", tmp.filePath("o")},
         "missing required option --model"},
        {{"pretrain", "--model", hw::test::fixturesDir() + "/models/bert-mlm", "--corpus",
          tmp.filePath("corpus.txt"), "--output", tmp.filePath("o"), "--objective", "clm"},
         "unknown value 'clm' (--objective): choose mlm, wwm, electra"},
        {{"pretrain", "--model", hw::test::fixturesDir() + "/models/bert-mlm", "--corpus",
          tmp.filePath("corpus.txt"), "--output", tmp.filePath("o"), "--mask-rate", "1.5"},
         "invalid value '1.5' (--mask-rate): give a number from 0.01 to 0.95"},
        {{"pretrain", "--model", tmp.filePath("nomodel"), "--corpus", tmp.filePath("corpus.txt"), "--output",
          tmp.filePath("o")},
         "does not exist"},
    };
    for (const auto& [arguments, expected] : cases) {
        QProcess cli;
        cli.start(HEADWATER_CLI_PATH, arguments);
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 2);
        const QByteArray err = cli.readAllStandardError().trimmed();
        QVERIFY2(err.startsWith("error: ") && err.contains(expected), err.constData());
    }
}

void CliPretrainTest::cancelledRunHasItsOwnExitCode() {
    QTemporaryDir tmp;
    writeCorpus(tmp);
    QStringList arguments = runArguments(tmp, "stopped");
    arguments[arguments.indexOf("--max-steps") + 1] = "100000";
    QProcess run;
    run.start(HEADWATER_CLI_PATH, arguments);
    QVERIFY(run.waitForStarted());
    // Wait for training to be under way (a metric line), then ask it to stop as Ctrl-C or a service manager
    // would.
    QByteArray seen;
    while (!seen.contains("\"event\":\"metric\"") && run.waitForReadyRead(30000))
        seen += run.readAll();
    QVERIFY2(seen.contains("\"event\":\"metric\""), seen.right(400));
    ::kill(pid_t(run.processId()), SIGTERM);
    QVERIFY(run.waitForFinished(hw::test::kJobWaitMs));
    QCOMPARE(run.exitStatus(), QProcess::NormalExit);
    QCOMPARE(run.exitCode(), 130); // cancelled, not failed
    QVERIFY(
        !QDir(tmp.filePath("stopped")).entryList({"checkpoint-*"}, QDir::Dirs).isEmpty()); // and resumable
}

// Ctrl-C stops a run with a checkpoint: exit 130, status "stopped", listed so (resumable). A time limit is a
// planned end: exit 0, status "finished" with stop_reason "time_limit", the model saved and the run listed
// as finished. README says the same.
void CliPretrainTest::stoppedAndTimeLimitedRunsAreListedAsTheyEnded() {
    QTemporaryDir tmp;
    writeCorpus(tmp);
    const QString project = tmp.filePath("p.hwproj");
    QVERIFY(hw::ProjectStore::create(project, "p"));
    auto projectRun = [&](const QString& output, const QStringList& extra) {
        QStringList arguments = runArguments(tmp, output) + extra + QStringList{"--project", project};
        arguments[arguments.indexOf("--max-steps") + 1] = "100000";
        return arguments;
    };

    QProcess limited;
    limited.start(HEADWATER_CLI_PATH, projectRun("limited", {"--time-limit", "1"}));
    QVERIFY(limited.waitForFinished(hw::test::kJobWaitMs));
    QCOMPARE(limited.exitCode(), 0);
    const QJsonObject result =
        QJsonDocument::fromJson(limited.readAllStandardOutput().trimmed().split('\n').last()).object();
    QCOMPARE(result.value("status").toString(), QStringLiteral("finished"));
    QCOMPARE(result.value("stop_reason").toString(), QStringLiteral("time_limit"));
    QVERIFY(QFile::exists(tmp.filePath("limited/model/model.safetensors")));

    QProcess stopped;
    stopped.start(HEADWATER_CLI_PATH, projectRun("stopped", {}));
    QVERIFY(stopped.waitForStarted());
    QByteArray seen;
    while (!seen.contains("\"event\":\"metric\"") && stopped.waitForReadyRead(hw::test::kJobWaitMs))
        seen += stopped.readAll();
    ::kill(pid_t(stopped.processId()), SIGINT);
    QVERIFY(stopped.waitForFinished(hw::test::kJobWaitMs));
    QCOMPARE(stopped.exitCode(), 130);
    seen += stopped.readAllStandardOutput();
    QCOMPARE(QJsonDocument::fromJson(seen.trimmed().split('\n').last()).object().value("status").toString(),
             QStringLiteral("stopped"));

    auto store = hw::ProjectStore::open(project);
    QVERIFY(store);
    const auto runs = hw::listRuns(store.value()->database(), QStringLiteral("pretrain"));
    QVERIFY(runs);
    QStringList statuses;
    for (const hw::RunSummary& r : runs.value())
        statuses << r.status;
    QCOMPARE(statuses, (QStringList{"finished", "stopped"}));
    QVERIFY(hw::isResumableRunStatus(statuses[1]) && !hw::isResumableRunStatus(statuses[0]));
}

// A corpus ordered by source: its validation split starts with formulaic documents and ends with varied ones.
// The perplexity a run reports (on a seeded sample of the split) must be the whole split's, as `evaluate`
// measures it with the same masks, not the easy first blocks'.
void CliPretrainTest::reportedPerplexityCoversAnOrderedSplit() {
    QTemporaryDir tmp;
    const char* colours[] = {"red",   "blue", "green", "black", "white",
                             "brown", "grey", "pink",  "gold",  "silver"};
    const char* nouns[] = {"house",  "river",  "table",  "garden", "window",
                           "market", "school", "doctor", "letter", "bridge"};
    const char* verbs[] = {"opened", "crossed", "painted", "visited", "cleaned",
                           "built",  "closed",  "moved",   "found",   "watched"};
    QByteArray text;
    for (int d = 0; d < 4800; ++d) // formulaic: one template, three slots
        text += QByteArray("the ") + colours[d % 10] + " cat " + verbs[(d / 10) % 10] + " the mat near the " +
                nouns[(d / 100) % 10] + " today number " + QByteArray::number(d / 1000) + " .\n";
    for (int d = 0; d < 4800; ++d) { // varied: every position a choice
        const uint64_t h = uint64_t(d) * 0x9e3779b97f4a7c15ULL;
        text += QByteArray("a ") + colours[(h >> 20) % 10] + " " + nouns[(h >> 24) % 10] + " " +
                verbs[(h >> 28) % 10] + " the " + nouns[(h >> 32) % 10] + " and " + verbs[(h >> 36) % 10] +
                " a " + colours[(h >> 40) % 10] + " " + nouns[(h >> 44) % 10] + " " + QByteArray::number(d) +
                " .\n";
    }
    hw::test::writeBytes(tmp.filePath("ordered.txt"), text);
    const QString project = tmp.filePath("p.hwproj");
    QVERIFY(hw::ProjectStore::create(project, "p").ok());
    QProcess import;
    import.start(HEADWATER_CLI_PATH, {"import-corpus", tmp.filePath("ordered.txt"), "--project", project,
                                      "--name", "ordered", "--validation-percent", "50"});
    QVERIFY(import.waitForFinished(hw::test::kJobWaitMs));
    QCOMPARE(import.exitCode(), 0);

    auto evaluate = [&](const QString& model, const QStringList& extra) {
        QProcess cli;
        cli.start(HEADWATER_CLI_PATH,
                  QStringList{"evaluate", "--model", model, "--project", project, "--corpus", "ordered",
                              "--split", "validation", "--seq-len", "32", "--json"}
                      << extra);
        cli.waitForFinished(hw::test::kJobWaitMs);
        const QJsonObject result =
            QJsonDocument::fromJson(cli.readAllStandardOutput().trimmed().split('\n').last()).object();
        return result.value("models").toArray().first().toObject();
    };
    const qint64 blocks =
        qint64(evaluate(hw::test::fixturesDir() + "/models/bert-mlm", {}).value("examples").toDouble());
    QVERIFY2(blocks > 2000, qPrintable(QString::number(blocks)));
    const qint64 sampled = blocks / 2;

    QProcess run;
    run.start(HEADWATER_CLI_PATH, {"pretrain",
                                   "--model",
                                   hw::test::fixturesDir() + "/models/bert-mlm",
                                   "--project",
                                   project,
                                   "--corpus",
                                   "ordered",
                                   "--output",
                                   tmp.filePath("run"),
                                   "--seq-len",
                                   "32",
                                   "--batch-size",
                                   "16",
                                   "--max-steps",
                                   "300",
                                   "--lr",
                                   "3e-3",
                                   "--warmup",
                                   "20",
                                   "--eval-every",
                                   "300",
                                   "--eval-examples",
                                   QString::number(sampled),
                                   "--threads",
                                   "2",
                                   "--json"});
    QVERIFY(run.waitForFinished(hw::test::kJobWaitMs));
    QCOMPARE(run.exitCode(), 0);
    const QJsonObject result =
        QJsonDocument::fromJson(run.readAllStandardOutput().trimmed().split('\n').last()).object();
    const double reported = result.value("eval").toObject().value("eval/perplexity").toDouble();
    const QString model = result.value("model").toString();

    const double whole = evaluate(model, {}).value("perplexity").toDouble();
    const double firstBlocks =
        evaluate(model, {"--max-examples", QString::number(sampled)}).value("perplexity").toDouble();
    const QString figures = QStringLiteral("reported %1, whole split %2, first %3 blocks %4")
                                .arg(reported)
                                .arg(whole)
                                .arg(sampled)
                                .arg(firstBlocks);
    qInfo("%s", qPrintable(figures));
    // The split is really ordered: its first half alone would be far off...
    QVERIFY2(firstBlocks < 0.7 * whole, qPrintable(figures));
    // ...and the reported figure is the whole split's.
    QVERIFY2(std::abs(reported / whole - 1) < 0.05, qPrintable(figures));
}

// The pretraining table is the CLI's: every setting is an option whose --help line gives its range and
// default, a value outside the range is refused naming the flag, and a value typed is what run.json records.
void CliPretrainTest::everySettingOfTheTableIsAnOption() {
    QProcess help;
    help.start(HEADWATER_CLI_PATH, {"pretrain", "--help"});
    QVERIFY(help.waitForFinished(30000));
    const QString text = QString::fromUtf8(help.readAllStandardOutput()).simplified();
    const hw::PretrainSpec defaults;
    for (const hw::SpecSetting<hw::PretrainSpec>& s : hw::pretrainSettings()) {
        const QString note = hw::settingDefaultNote(s.setting, s.get(defaults));
        QVERIFY2(text.contains(QStringLiteral("--%1 <").arg(s.setting.key)), qPrintable(s.setting.key));
        QVERIFY2(text.contains(note), qPrintable(s.setting.key + QStringLiteral(": ") + note));
    }

    QTemporaryDir tmp;
    writeCorpus(tmp);
    QStringList arguments = runArguments(tmp, "beta");
    arguments[arguments.indexOf("--max-steps") + 1] = "2";
    QProcess refused;
    refused.start(HEADWATER_CLI_PATH, arguments + QStringList{"--adam-beta2", "2"});
    QVERIFY(refused.waitForFinished(60000));
    QCOMPARE(refused.exitCode(), 2);
    QCOMPARE(refused.readAllStandardError().trimmed(),
             QByteArray("error: invalid value '2' (--adam-beta2): give a number from 0.9 to 0.9999"));
    QProcess run;
    run.start(HEADWATER_CLI_PATH, arguments + QStringList{"--adam-beta2", "0.98"});
    QVERIFY(run.waitForFinished(hw::test::kJobWaitMs));
    QCOMPARE(run.exitCode(), 0);
    QFile record(tmp.filePath("beta/run.json"));
    QVERIFY(record.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(record.readAll()).object().value(QLatin1String("adam_beta2")).toDouble(),
             0.98);
}

QTEST_GUILESS_MAIN(CliPretrainTest)
#include "test_cli_pretrain.moc"
