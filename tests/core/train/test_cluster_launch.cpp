#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/train/cluster_launch.h"
#include "core/train/pretrain_settings.h"
#include "core/util/shell_quote.h"
#include "tests/support/file_helpers.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// What bash prints for `printf '%s\0' WORDS`, split at the NULs.
QStringList wordsThroughBash(const QString& words) {
    QProcess bash;
    bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), QStringLiteral("printf '%s\\0' ") + words});
    if (!bash.waitForFinished(30000) || bash.exitCode() != 0)
        return {QStringLiteral("bash failed: ") + QString::fromUtf8(bash.readAllStandardError())};
    QStringList out = QString::fromUtf8(bash.readAllStandardOutput()).split(QChar(0));
    out.removeLast(); // after the last NUL
    return out;
}

// The #SBATCH options of a batch script: --key=value as key -> value.
QHash<QString, QString> sbatchOptions(const QByteArray& script) {
    QHash<QString, QString> options;
    static const QRegularExpression line(QStringLiteral("^#SBATCH --([a-z-]+)=(\\S+)$"),
                                         QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(QString::fromUtf8(script)); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        options.insert(m.captured(1), m.captured(2));
    }
    return options;
}

int bashSyntaxCheck(const QString& script) {
    return QProcess::execute(QStringLiteral("bash"), {QStringLiteral("-n"), script});
}

// Runs `script` with bash, the commands in `bin` first on the PATH and `environment` added; returns the words
// the stub torchrun was started with.
QStringList launchedWords(const QString& script, const QString& bin, const QProcessEnvironment& environment) {
    const QString argsFile = QDir(bin).filePath(QStringLiteral("torchrun.args"));
    QFile::remove(argsFile);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(environment);
    env.insert(QStringLiteral("PATH"), bin + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
    env.insert(QStringLiteral("ARGS_FILE"), argsFile);
    QProcess bash;
    bash.setProcessEnvironment(env);
    bash.start(QStringLiteral("bash"), {script});
    if (!bash.waitForFinished(30000) || bash.exitCode() != 0)
        return {QStringLiteral("script failed: ") + QString::fromUtf8(bash.readAllStandardError())};
    QStringList words = QString::fromUtf8(readAll(argsFile)).split(QChar(0));
    words.removeLast();
    return words;
}

void writeStub(const QString& path, const QByteArray& body) {
    test::writeBytes(path, "#!/bin/bash\n" + body);
    QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner);
}

// The value after `option` in the words, or "(missing)".
QString valueOf(const QStringList& words, const QString& option) {
    const int i = words.indexOf(option);
    return i >= 0 && i + 1 < words.size() ? words[i + 1] : QStringLiteral("(missing)");
}

} // namespace

class TestClusterLaunch : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    // A run on corpus files, its model and corpus at paths with spaces and quotes.
    PretrainSpec fileSpec(const QString& output) {
        PretrainSpec spec;
        spec.modelDirectory = m_dir.filePath(QStringLiteral("base model's \"dir\""));
        QDir().mkpath(spec.modelDirectory);
        spec.source.files = {m_dir.filePath(QStringLiteral("news corpus $HOME.txt"))};
        test::writeBytes(spec.source.files.first(), "the bank raised rates\n");
        spec.outputDirectory = output;
        spec.projectPath = m_dir.filePath(QStringLiteral("p.hwproj"));
        spec.maxSteps = 321;
        spec.learningRate = 3e-5;
        spec.precision = QStringLiteral("bf16");
        spec.watchSentences = {QStringLiteral("it's the [MASK] of \"rates\"")};
        return spec;
    }

    ClusterLaunchOptions options() {
        ClusterLaunchOptions o;
        o.nodes = 2;
        o.processesPerNode = 4;
        o.device = QStringLiteral("cuda");
        o.cpusPerProcess = 6;
        o.partition = QStringLiteral("gpu-a100");
        o.hours = 30.5;
        o.cliPath = m_dir.filePath(QStringLiteral("opt/head water/it's/headwater-cli"));
        o.masterPort = 29555;
        return o;
    }

private Q_SLOTS:
    void quotedWordsComeBackFromTheShell_data() {
        QTest::addColumn<QString>("word");
        QTest::newRow("plain") << QStringLiteral("/data/runs/finance-mlm_2");
        QTest::newRow("space") << QStringLiteral("/data/my runs/a b");
        QTest::newRow("single quote") << QStringLiteral("/data/it's here/'quoted'");
        QTest::newRow("everything") << QStringLiteral("a \"b\" $HOME `id` \\ * ? [x] ~ ; & | > < ! # %");
        QTest::newRow("empty") << QString();
        QTest::newRow("newline") << QStringLiteral("two\nlines");
        QTest::newRow("hangul") << QStringLiteral("/데이터/말뭉치 1.txt");
        QTest::newRow("leading equals") << QStringLiteral("=x");
        QTest::newRow("option-like") << QStringLiteral("-n");
    }
    void quotedWordsComeBackFromTheShell() {
        QFETCH(QString, word);
        QCOMPARE(wordsThroughBash(shellQuoted(word)), QStringList{word});
        const QStringList words{word, QStringLiteral("x y"), word};
        QCOMPARE(wordsThroughBash(shellCommand(words)), words);
    }

    void plainWordsStayReadable() {
        QCOMPARE(shellQuoted(QStringLiteral("/data/runs/finance-mlm_2.txt")),
                 QStringLiteral("/data/runs/finance-mlm_2.txt"));
        QCOMPARE(shellQuoted(QStringLiteral("it's")), QStringLiteral("'it'\\''s'"));
    }

    void writesTheRunAndItsLaunchScripts() {
        const QString folder = m_dir.filePath(QStringLiteral("cluster runs/it's \"one\""));
        const PretrainSpec spec = fileSpec(folder);
        Expected<ClusterLaunch> launch = writeClusterLaunch(spec, options());
        QVERIFY2(launch.ok(), qPrintable(launch.error().toString()));
        const QDir dir(folder);
        QCOMPARE(launch->folder, QFileInfo(folder).absoluteFilePath());
        QCOMPARE(launch->files, (QStringList{dir.filePath(QStringLiteral("run.json")),
                                             dir.filePath(QStringLiteral("launch.sbatch")),
                                             dir.filePath(QStringLiteral("torchrun.sh")),
                                             dir.filePath(QStringLiteral("README.txt"))}));
        for (const QString& file : launch->files)
            QVERIFY2(QFileInfo(file).isFile() && QFileInfo(file).size() > 0, qPrintable(file));

        // run.json: what `pretrain --resume --output` reads back, the corpus files as given, no project.
        const QJsonObject run = QJsonDocument::fromJson(readAll(launch->files[0])).object();
        QCOMPARE(run.value(QStringLiteral("corpus_files")).toArray().first().toString(),
                 QFileInfo(spec.source.files.first()).absoluteFilePath());
        QCOMPARE(run.value(QStringLiteral("project")).toString(), QString());
        QCOMPARE(run.value(QStringLiteral("device")).toString(), QStringLiteral("cuda"));
        QCOMPARE(run.value(QStringLiteral("max_steps")).toDouble(), 321.0);
        Expected<PretrainSpec> back = readRunSettings(folder);
        QVERIFY2(back.ok(), qPrintable(back.error().toString()));
        QCOMPARE(back->modelDirectory, QFileInfo(spec.modelDirectory).absoluteFilePath());
        QCOMPARE(back->learningRate, 3e-5);

        const QByteArray sbatch = readAll(launch->files[1]);
        const QHash<QString, QString> slurm = sbatchOptions(sbatch);
        QCOMPARE(slurm.value(QStringLiteral("nodes")), QStringLiteral("2"));
        QCOMPARE(slurm.value(QStringLiteral("ntasks-per-node")), QStringLiteral("1"));
        QCOMPARE(slurm.value(QStringLiteral("gpus-per-node")), QStringLiteral("4"));
        QCOMPARE(slurm.value(QStringLiteral("cpus-per-task")), QStringLiteral("24"));
        QCOMPARE(slurm.value(QStringLiteral("time")), QStringLiteral("1-06:30:00"));
        QCOMPARE(slurm.value(QStringLiteral("partition")), QStringLiteral("gpu-a100"));
        QCOMPARE(slurm.value(QStringLiteral("job-name")), QStringLiteral("it-s-one"));
        QVERIFY(sbatch.startsWith("#!/bin/bash\n#SBATCH"));
        for (const QString& file : {launch->files[1], launch->files[2]}) {
            QCOMPARE(bashSyntaxCheck(file), 0);
            QVERIFY(QFileInfo(file).isExecutable());
        }
        const QByteArray readme = readAll(launch->files[3]);
        QVERIFY(readme.contains(launch->addRunCommand.toUtf8()));
        QVERIFY(readme.contains(launch->sbatchCommand.toUtf8()));
        QVERIFY(readme.contains(QFileInfo(spec.modelDirectory).absoluteFilePath().toUtf8()));
        QCOMPARE(wordsThroughBash(launch->addRunCommand),
                 (QStringList{QStringLiteral("headwater-cli"), QStringLiteral("project"),
                              QStringLiteral("add-run"), QStringLiteral("--project"),
                              QFileInfo(spec.projectPath).absoluteFilePath(), QStringLiteral("--run"),
                              launch->folder}));
        QCOMPARE(launch->inputs, (QStringList{QFileInfo(spec.modelDirectory).absoluteFilePath(),
                                              QFileInfo(spec.source.files.first()).absoluteFilePath()}));
    }

    // The scripts, run with stand-ins for srun, scontrol and torchrun, start headwater-cli pretrain with the
    // run's settings in full, and with --resume once the folder holds a checkpoint.
    void theScriptsStartTheRunAndContinueIt() {
        const QString folder = m_dir.filePath(QStringLiteral("launched 'run'"));
        PretrainSpec spec = fileSpec(folder);
        spec.objective = PretrainObjective::WholeWordMaskedLm;
        const ClusterLaunchOptions o = options();
        Expected<ClusterLaunch> launch = writeClusterLaunch(spec, o);
        QVERIFY2(launch.ok(), qPrintable(launch.error().toString()));
        const QString bin = m_dir.filePath(QStringLiteral("bin"));
        QDir().mkpath(bin);
        writeStub(bin + QStringLiteral("/srun"), "exec \"$@\"\n");
        writeStub(bin + QStringLiteral("/scontrol"),
                  "[ \"$1 $2 $3\" = \"show hostnames gpu[01-02]\" ] && printf 'gpu01\\ngpu02\\n'\n");
        writeStub(bin + QStringLiteral("/torchrun"), "printf '%s\\0' \"$@\" > \"$ARGS_FILE\"\n");
        QProcessEnvironment slurm;
        slurm.insert(QStringLiteral("SLURM_JOB_NODELIST"), QStringLiteral("gpu[01-02]"));
        slurm.insert(QStringLiteral("SLURM_NNODES"), QStringLiteral("2"));
        slurm.insert(QStringLiteral("SLURM_JOB_ID"), QStringLiteral("4242"));
        slurm.insert(QStringLiteral("SLURM_CPUS_PER_TASK"), QStringLiteral("24"));

        const QString sbatch = QDir(folder).filePath(QStringLiteral("launch.sbatch"));
        QStringList words = launchedWords(sbatch, bin, slurm);
        const int pretrain = words.indexOf(QStringLiteral("pretrain"));
        QVERIFY2(pretrain > 0, qPrintable(words.join(QLatin1Char('|'))));
        QCOMPARE(
            words.mid(0, pretrain),
            (QStringList{QStringLiteral("--nnodes"), QStringLiteral("2"), QStringLiteral("--nproc-per-node"),
                         QStringLiteral("4"), QStringLiteral("--rdzv-id"), QStringLiteral("4242"),
                         QStringLiteral("--rdzv-backend"), QStringLiteral("c10d"),
                         QStringLiteral("--rdzv-endpoint"), QStringLiteral("gpu01:29555"),
                         QStringLiteral("--no-python"), o.cliPath}));
        QCOMPARE(words.mid(pretrain + 1, 2), (QStringList{QStringLiteral("--output"), launch->folder}));
        QCOMPARE(valueOf(words, QStringLiteral("--model")),
                 QFileInfo(spec.modelDirectory).absoluteFilePath());
        QCOMPARE(valueOf(words, QStringLiteral("--corpus")),
                 QFileInfo(spec.source.files.first()).absoluteFilePath());
        QCOMPARE(valueOf(words, QStringLiteral("--device")), QStringLiteral("cuda"));
        QCOMPARE(valueOf(words, QStringLiteral("--watch")), spec.watchSentences.first());
        QCOMPARE(valueOf(words, QStringLiteral("--validation-percent")), QStringLiteral("10"));
        QVERIFY(!words.contains(QStringLiteral("--resume")));
        QVERIFY(!words.contains(QStringLiteral("--project")));
        // Every setting of the table, with the value the CLI reads back as the run's.
        for (const SpecSetting<PretrainSpec>& s : pretrainSettings()) {
            const QString typed = valueOf(words, QStringLiteral("--") + s.setting.key);
            Expected<QJsonValue> parsed = parseSettingValue(s.setting, typed);
            QVERIFY2(parsed.ok(), qPrintable(s.setting.key + QStringLiteral(": ") + typed));
            QCOMPARE(parsed.value(), s.get(spec));
        }

        // Without Slurm: torchrun on one machine, the same run.
        const QString torchrun = QDir(folder).filePath(QStringLiteral("torchrun.sh"));
        const QStringList local = launchedWords(torchrun, bin, {});
        QCOMPARE(local.mid(0, 5),
                 (QStringList{QStringLiteral("--standalone"), QStringLiteral("--nnodes"), QStringLiteral("1"),
                              QStringLiteral("--nproc-per-node"), QStringLiteral("4")}));
        QCOMPARE(local.mid(local.indexOf(QStringLiteral("pretrain"))),
                 words.mid(pretrain)); // the same options

        // Once the run has written a checkpoint, both scripts continue it.
        QVERIFY(QDir(folder).mkdir(QStringLiteral("checkpoint-100")));
        words = launchedWords(sbatch, bin, slurm);
        QCOMPARE(words.mid(words.indexOf(QStringLiteral("pretrain")), 4),
                 (QStringList{QStringLiteral("pretrain"), QStringLiteral("--resume"),
                              QStringLiteral("--output"), launch->folder}));
        QVERIFY(launchedWords(torchrun, bin, {}).contains(QStringLiteral("--resume")));
    }

    void aFolderHeadwaterDidNotWriteIsLeftAlone() {
        const QString folder = m_dir.filePath(QStringLiteral("mine"));
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/sub")));
        const QString notes = folder + QStringLiteral("/run.json");
        test::writeBytes(notes, "my own notes\n");
        const QByteArray before = test::fileDigest(notes);
        Expected<ClusterLaunch> launch = writeClusterLaunch(fileSpec(folder), options());
        QVERIFY(!launch.ok());
        QVERIFY(launch.error().toString().contains(QStringLiteral("did not write")));
        QCOMPARE(test::fileDigest(notes), before);
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 (QStringList{QStringLiteral("run.json"), QStringLiteral("sub")}));
    }

    void aFolderWrittenBeforeIsWrittenAgainUntilItsRunStarts() {
        const QString folder = m_dir.filePath(QStringLiteral("again"));
        ClusterLaunchOptions o = options();
        QVERIFY(writeClusterLaunch(fileSpec(folder), o).ok());
        o.nodes = 3;
        Expected<ClusterLaunch> again = writeClusterLaunch(fileSpec(folder), o);
        QVERIFY2(again.ok(), qPrintable(again.error().toString()));
        QCOMPARE(sbatchOptions(readAll(again->files[1])).value(QStringLiteral("nodes")), QStringLiteral("3"));
        QVERIFY(QDir(folder).mkdir(QStringLiteral("checkpoint-20")));
        const QByteArray sbatch = test::fileDigest(again->files[1]);
        Expected<ClusterLaunch> started = writeClusterLaunch(fileSpec(folder), options());
        QVERIFY(!started.ok());
        QVERIFY(started.error().toString().contains(QStringLiteral("has started")));
        QCOMPARE(test::fileDigest(again->files[1]), sbatch);
    }

    void refusesOptionsThatCannotRun() {
        const QString folder = m_dir.filePath(QStringLiteral("refused"));
        ClusterLaunchOptions o = options();
        o.partition = QStringLiteral("gpu; rm -rf ~");
        QVERIFY(!writeClusterLaunch(fileSpec(folder), o).ok());
        o = options();
        o.device = QStringLiteral("cpu");
        PretrainSpec fp16 = fileSpec(folder);
        fp16.precision = QStringLiteral("fp16");
        QVERIFY(!writeClusterLaunch(fp16, o).ok());
        o.hours = 0;
        QVERIFY(!writeClusterLaunch(fileSpec(folder), o).ok());
        QVERIFY(!QFileInfo::exists(folder)); // nothing made for a refused launch
        // On CPUs: no GPUs asked of Slurm.
        o = options();
        o.device = QStringLiteral("cpu");
        o.partition.clear();
        o.hours = 0.25;
        Expected<ClusterLaunch> cpu = writeClusterLaunch(fileSpec(folder), o);
        QVERIFY2(cpu.ok(), qPrintable(cpu.error().toString()));
        const QHash<QString, QString> slurm = sbatchOptions(readAll(cpu->files[1]));
        QVERIFY(!slurm.contains(QStringLiteral("gpus-per-node")));
        QVERIFY(!slurm.contains(QStringLiteral("partition")));
        QCOMPARE(slurm.value(QStringLiteral("time")), QStringLiteral("00:15:00"));
    }

    // Project corpora become the files they were imported from, read as the import read them.
    void projectCorporaBecomeTheirFiles() {
        const QString project = m_dir.filePath(QStringLiteral("corpora.hwproj"));
        Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::create(project, QStringLiteral("c"));
        QVERIFY(store.ok());
        const auto addCorpus = [&](const QString& name, const QStringList& sources, const QString& format) {
            const QJsonObject options{{QStringLiteral("format"), format},
                                      {QStringLiteral("text_fields"), QJsonArray{QStringLiteral("body")}},
                                      {QStringLiteral("validation_ratio"), 0.2}};
            Expected<std::unique_ptr<CorpusWriter>> writer = CorpusWriter::begin(
                store.value()->database(), store.value()->dataDirectory(), name, sources, options);
            return writer.ok() && writer.value()->addDocument(1, false, "text").ok() &&
                   writer.value()->commit({}).ok();
        };
        const QString notes = m_dir.filePath(QStringLiteral("ward notes.jsonl"));
        QVERIFY(addCorpus(QStringLiteral("notes"), {notes}, QStringLiteral("jsonl")));
        QVERIFY(addCorpus(QStringLiteral("letters"), {m_dir.filePath(QStringLiteral("letters.jsonl"))},
                          QStringLiteral("jsonl")));
        QVERIFY(addCorpus(QStringLiteral("table"), {m_dir.filePath(QStringLiteral("t.csv"))},
                          QStringLiteral("csv")));
        QVERIFY(addCorpus(QStringLiteral("typed"), {}, QStringLiteral("jsonl")));
        store.value().reset();

        PretrainSpec spec = fileSpec(m_dir.filePath(QStringLiteral("from project")));
        spec.source.files.clear();
        spec.source.corpusNames = {QStringLiteral("notes"), QStringLiteral("letters")};
        spec.source.projectPath = project;
        spec.projectPath = project;
        Expected<PretrainSpec> cluster = clusterPretrainSpec(spec, options());
        QVERIFY2(cluster.ok(), qPrintable(cluster.error().toString()));
        QCOMPARE(cluster->source.files,
                 (QStringList{notes, m_dir.filePath(QStringLiteral("letters.jsonl"))}));
        QVERIFY(cluster->source.corpusNames.isEmpty());
        QVERIFY(cluster->projectPath.isEmpty());
        QCOMPARE(cluster->source.read.format, CorpusFormat::Jsonl);
        QCOMPARE(cluster->source.read.textFields, QStringList{QStringLiteral("body")});
        QCOMPARE(cluster->source.validationRatio, 0.2);

        Expected<ClusterLaunch> launch = writeClusterLaunch(spec, options());
        QVERIFY2(launch.ok(), qPrintable(launch.error().toString()));
        const QString sbatch = QString::fromUtf8(readAll(launch->files[1]));
        QVERIFY(sbatch.contains(QStringLiteral("--format jsonl")));
        QVERIFY(sbatch.contains(QStringLiteral("--text-field body")));
        QVERIFY(sbatch.contains(QStringLiteral("--validation-percent 20")));
        QVERIFY(sbatch.contains(QStringLiteral("--corpus '") + notes + QLatin1Char('\'')));
        QVERIFY(readAll(launch->files[3]).contains("the project's corpora (notes, letters) are read again"));
        // The add-run command names the project the run came from.
        QVERIFY(launch->addRunCommand.contains(project));

        spec.source.corpusNames = {QStringLiteral("notes"), QStringLiteral("table")};
        QVERIFY(!clusterPretrainSpec(spec, options()).ok()); // read two ways
        spec.source.corpusNames = {QStringLiteral("typed")};
        QVERIFY(!clusterPretrainSpec(spec, options()).ok()); // no files to read again
        spec.source.corpusNames = {QStringLiteral("missing")};
        QVERIFY(!clusterPretrainSpec(spec, options()).ok());
    }

    void aDefaultFolderBesideTheRunsWithoutSpaces() {
        const QString data = m_dir.filePath(QStringLiteral("p.hwdata"));
        const QString first = defaultClusterLaunchFolder(data, QStringLiteral("finance news / mlm 2"));
        QCOMPARE(first, data + QStringLiteral("/cluster-runs/finance-news-mlm-2"));
        QVERIFY(QDir().mkpath(first));
        QCOMPARE(defaultClusterLaunchFolder(data, QStringLiteral("finance news / mlm 2")),
                 data + QStringLiteral("/cluster-runs/finance-news-mlm-2-2"));
        QCOMPARE(defaultClusterLaunchFolder(data, QStringLiteral("금융 뉴스")),
                 data + QStringLiteral("/cluster-runs/금융-뉴스"));
        QCOMPARE(defaultClusterLaunchFolder(data, QStringLiteral("..")),
                 data + QStringLiteral("/cluster-runs/run"));
    }
};

QTEST_GUILESS_MAIN(TestClusterLaunch)
#include "test_cluster_launch.moc"
