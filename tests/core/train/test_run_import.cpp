// A pretraining run that ran without a project (on a cluster) is added to one afterwards: its settings, every
// metric of its log and its final model, with the run folder left as it was; damaged or repeated imports are
// refused and record nothing.
#include "core/jobs/job_runner.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/project/run_store.h"
#include "core/train/pretrain_job.h"
#include "core/train/run_import.h"
#include "core/train/run_import_job.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;

namespace {

// Every file under `directory` (relative path) with the SHA-256 of its bytes.
QMap<QString, QByteArray> folderDigests(const QString& directory) {
    QMap<QString, QByteArray> out;
    QDirIterator it(directory, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        out.insert(QDir(directory).relativeFilePath(path), hw::test::fileDigest(path));
    }
    return out;
}

// metric name -> step -> value, as metrics.jsonl has them (a later line for the same step wins, as in the
// project).
QMap<QString, QMap<qint64, double>> metricsOfLog(const QString& runDirectory) {
    QFile f(QDir(runDirectory).filePath(QStringLiteral("metrics.jsonl")));
    QMap<QString, QMap<qint64, double>> out;
    if (!f.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray& line : f.readAll().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (it.key() != QLatin1String("step") && it.key() != QLatin1String("time"))
                out[it.key()][qint64(o.value(QLatin1String("step")).toDouble())] = it.value().toDouble();
    }
    return out;
}

// A run folder holding only the run's record and metrics log: a run stopped before it saved its model.
QString copyWithoutModel(const QString& runDirectory, const QString& to) {
    QDir().mkpath(to);
    for (const QString& name : {QStringLiteral("run.json"), QStringLiteral("metrics.jsonl")})
        QFile::copy(QDir(runDirectory).filePath(name), QDir(to).filePath(name));
    return to;
}

std::unique_ptr<ProjectStore> newProject(const QString& path) {
    Expected<std::unique_ptr<ProjectStore>> created = ProjectStore::create(path, QStringLiteral("p"));
    return created ? std::move(created.value()) : nullptr;
}

} // namespace

class RunImportTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aFinishedRunIsAddedWithItsMetricsAndModel();
    void theSameRunFolderIsAddedOnce();
    void aTakenNameIsRefused();
    void aStoppedRunIsAddedWithoutAModel();
    void aDamagedMetricsLineIsRefusedByNumber();
    void aFolderThatIsNoRunIsRefused();
    void theJobAddsTheRunAndSaysWhatItAdded();

private:
    QTemporaryDir m_tmp;
    QString m_run; // a finished run written without a project
};

void RunImportTest::initTestCase() {
    QVERIFY(m_tmp.isValid());
    QByteArray text;
    for (int d = 0; d < 40; ++d)
        text += "the virus spread quickly in the city and hospitals reported new cases " +
                QByteArray::number(d) + "\nof infection among elderly patients in the north\n\n";
    hw::test::writeBytes(m_tmp.filePath(QStringLiteral("corpus.txt")), text);
    PretrainSpec spec;
    spec.modelDirectory = hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm");
    spec.source.files = {m_tmp.filePath(QStringLiteral("corpus.txt"))};
    spec.cacheDirectory = m_tmp.filePath(QStringLiteral("cache"));
    spec.outputDirectory = m_tmp.filePath(QStringLiteral("cluster-run"));
    spec.seqLength = 32;
    spec.batchSize = 4;
    spec.maxSteps = 6;
    spec.evalEvery = 3;
    spec.saveEvery = 3;
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    std::atomic_bool never{false};
    const JobOutcome outcome = runJobHere(job, sink, never);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
    m_run = spec.outputDirectory;
    QVERIFY(QFileInfo(m_run + QStringLiteral("/model")).isDir());
}

void RunImportTest::aFinishedRunIsAddedWithItsMetricsAndModel() {
    QTemporaryDir tmp;
    std::unique_ptr<ProjectStore> project = newProject(tmp.filePath(QStringLiteral("p.hwproj")));
    QVERIFY(project);
    const QMap<QString, QByteArray> before = folderDigests(m_run);
    QVERIFY(before.contains(QStringLiteral("metrics.jsonl")) && before.contains(QStringLiteral("run.json")));

    Expected<qint64> added = importPretrainingRun(*project, m_run);
    QVERIFY2(added.ok(), qPrintable(added.error().toString()));

    Expected<QVector<RunSummary>> runs = listRuns(project->database());
    QVERIFY(runs.ok());
    QCOMPARE(runs->size(), 1);
    const RunSummary& run = runs->first();
    QCOMPARE(run.id, added.value());
    QCOMPARE(run.kind, QStringLiteral("pretrain"));
    QCOMPARE(run.name, QStringLiteral("cluster-run")); // the folder's name
    QCOMPARE(run.status, run_status::kFinished);
    QCOMPARE(run.config.value(QLatin1String("output")).toString(), QFileInfo(m_run).absoluteFilePath());
    QCOMPARE(run.config.value(QLatin1String("max_steps")).toInt(), 6);
    QVERIFY(!run.startedAt.isEmpty() && run.startedAt <= run.finishedAt);

    // Every metric, step by step, as the log has it.
    const QMap<QString, QMap<qint64, double>> logged = metricsOfLog(m_run);
    QVERIFY(logged.contains(QStringLiteral("loss")) && logged.contains(QStringLiteral("eval/loss")));
    QCOMPARE(logged.value(QStringLiteral("loss")).size(), 6);
    Expected<QStringList> names = runMetricNames(project->database(), run.id);
    QVERIFY(names.ok());
    QCOMPARE(names.value(), QStringList(logged.keys()));
    for (auto metric = logged.begin(); metric != logged.end(); ++metric) {
        Expected<QVector<std::pair<qint64, double>>> stored =
            runMetric(project->database(), run.id, metric.key());
        QVERIFY(stored.ok());
        QVector<std::pair<qint64, double>> expected;
        for (auto point = metric->begin(); point != metric->end(); ++point)
            expected.append({point.key(), point.value()});
        QCOMPARE(stored.value(), expected);
    }
    QCOMPARE(runProgressFigures(project->database(), run.id)->lastStep, 6);

    // The final model, as a finished run records it: named after the run, its folder, its steps.
    Expected<Artefact> model =
        findArtefact(project->database(), ArtefactKind::Model, QStringLiteral("cluster-run"));
    QVERIFY2(model.ok(), qPrintable(model.error().toString()));
    QCOMPARE(QFileInfo(project->resolvePath(model->path)).canonicalFilePath(),
             QFileInfo(m_run + QStringLiteral("/model")).canonicalFilePath());
    QCOMPARE(model->figures.value(QLatin1String("steps")).toInt(), 6);
    QCOMPARE(model->settings.value(QLatin1String("output")).toString(), QFileInfo(m_run).absoluteFilePath());
    QCOMPARE(runModelName(*project, run), QStringLiteral("bert-mlm"));

    QCOMPARE(folderDigests(m_run), before); // nothing in the run folder was written, added or removed
}

void RunImportTest::theSameRunFolderIsAddedOnce() {
    QTemporaryDir tmp;
    std::unique_ptr<ProjectStore> project = newProject(tmp.filePath(QStringLiteral("p.hwproj")));
    QVERIFY(project);
    QVERIFY(importPretrainingRun(*project, m_run).ok());
    // Under another name, and by a path spelled otherwise, it is still the same run.
    Expected<qint64> again =
        importPretrainingRun(*project, m_run + QStringLiteral("/../cluster-run/"), QStringLiteral("other"));
    QVERIFY(!again.ok());
    QCOMPARE(again.error().where.toString(), QFileInfo(m_run).absoluteFilePath());
    QVERIFY2(again.error().what.toString().contains(QStringLiteral("already holds this run")),
             qPrintable(again.error().toString()));
    QVERIFY(!again.error().how.isEmpty());
    QCOMPARE(listRuns(project->database())->size(), 1);
    QCOMPARE(listArtefacts(project->database(), ArtefactKind::Model)->size(), 1);
}

void RunImportTest::aTakenNameIsRefused() {
    QTemporaryDir tmp;
    std::unique_ptr<ProjectStore> project = newProject(tmp.filePath(QStringLiteral("p.hwproj")));
    QVERIFY(project);
    QVERIFY(importPretrainingRun(*project, m_run, QStringLiteral("adapted")).ok());
    const QString copy = copyWithoutModel(m_run, tmp.filePath(QStringLiteral("copy")));
    Expected<qint64> taken = importPretrainingRun(*project, copy, QStringLiteral("adapted"));
    QVERIFY(!taken.ok());
    QVERIFY2(taken.error().what.toString().contains(QStringLiteral("run named 'adapted'")),
             qPrintable(taken.error().toString()));
    QCOMPARE(taken.error().setting(), QStringLiteral("name"));
    QVERIFY(!importPretrainingRun(*project, copy, QStringLiteral("a/b")).ok());
    QCOMPARE(listRuns(project->database())->size(), 1);
    QVERIFY(importPretrainingRun(*project, copy, QStringLiteral("adapted-copy")).ok());
    QCOMPARE(listRuns(project->database())->size(), 2);
}

void RunImportTest::aStoppedRunIsAddedWithoutAModel() {
    QTemporaryDir tmp;
    std::unique_ptr<ProjectStore> project = newProject(tmp.filePath(QStringLiteral("p.hwproj")));
    QVERIFY(project);
    const QString stopped = copyWithoutModel(m_run, tmp.filePath(QStringLiteral("stopped")));
    Expected<qint64> added = importPretrainingRun(*project, stopped);
    QVERIFY2(added.ok(), qPrintable(added.error().toString()));
    const RunSummary run = listRuns(project->database())->first();
    QCOMPARE(run.status, run_status::kStopped);
    QCOMPARE(run.config.value(QLatin1String("output")).toString(), QFileInfo(stopped).absoluteFilePath());
    QVERIFY(listArtefacts(project->database(), ArtefactKind::Model)->isEmpty());
    QCOMPARE(runMetric(project->database(), run.id, QStringLiteral("loss"))->size(), 6);
}

void RunImportTest::aDamagedMetricsLineIsRefusedByNumber() {
    QTemporaryDir tmp;
    std::unique_ptr<ProjectStore> project = newProject(tmp.filePath(QStringLiteral("p.hwproj")));
    QVERIFY(project);
    const QString damaged = copyWithoutModel(m_run, tmp.filePath(QStringLiteral("damaged")));
    const QString log = QDir(damaged).filePath(QStringLiteral("metrics.jsonl"));
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = f.readAll().split('\n');
    f.close();
    QVERIFY(lines.size() > 4);
    lines[2] = lines[2].left(lines[2].size() / 2); // a line cut short, as by a process killed mid-write
    hw::test::writeBytes(log, lines.join('\n'));

    Expected<qint64> refused = importPretrainingRun(*project, damaged);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().what.toString().contains(QStringLiteral("line 3 ")),
             qPrintable(refused.error().toString()));
    QCOMPARE(refused.error().where.toString(), log);
    QVERIFY(listRuns(project->database())->isEmpty()); // nothing recorded

    // A value that is not a number is refused the same way.
    lines[2] = R"({"step":2,"time":1.5,"loss":"high"})";
    hw::test::writeBytes(log, lines.join('\n'));
    refused = importPretrainingRun(*project, damaged);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().what.toString().contains(QStringLiteral("line 3 ")) &&
                 refused.error().what.toString().contains(QStringLiteral("'loss'")),
             qPrintable(refused.error().toString()));
    QVERIFY(listRuns(project->database())->isEmpty());
}

void RunImportTest::aFolderThatIsNoRunIsRefused() {
    QTemporaryDir tmp;
    std::unique_ptr<ProjectStore> project = newProject(tmp.filePath(QStringLiteral("p.hwproj")));
    QVERIFY(project);
    const QString folder = tmp.filePath(QStringLiteral("not-a-run"));
    QDir().mkpath(folder);
    Expected<qint64> refused = importPretrainingRun(*project, folder);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().what.toString().contains(QStringLiteral("run.json")),
             qPrintable(refused.error().toString()));
    QCOMPARE(refused.error().where.toString(), QFileInfo(folder).absoluteFilePath());

    QFile::copy(QDir(m_run).filePath(QStringLiteral("run.json")),
                QDir(folder).filePath(QStringLiteral("run.json")));
    refused = importPretrainingRun(*project, folder);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().what.toString().contains(QStringLiteral("metrics.jsonl")),
             qPrintable(refused.error().toString()));

    refused = importPretrainingRun(*project, tmp.filePath(QStringLiteral("missing")));
    QVERIFY(!refused.ok());
    QVERIFY(!refused.error().how.isEmpty());
    QVERIFY(listRuns(project->database())->isEmpty());
}

// The studio's job: the same import through its own connection to the project file, reporting what it added
// and, when refused, the import's own error for the studio to show in its language.
void RunImportTest::theJobAddsTheRunAndSaysWhatItAdded() {
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("p.hwproj"));
    QVERIFY(newProject(path));
    const QMap<QString, QByteArray> before = folderDigests(m_run);
    hw::test::RecordingSink sink;
    std::atomic_bool never{false};

    RunImportJob job(path, m_run);
    QCOMPARE(job.weight(), JobWeight::Light);
    QCOMPARE(job.resources(), QStringList{QFileInfo(m_run).absoluteFilePath()});
    JobOutcome outcome = runJobHere(job, sink, never);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
    const ImportedRun& added = job.result();
    QCOMPARE(added.name, QStringLiteral("cluster-run"));
    QCOMPARE(added.status, run_status::kFinished);
    QCOMPARE(added.steps, 6);
    QCOMPARE(added.model, QStringLiteral("cluster-run"));
    QCOMPARE(added.folder, QFileInfo(m_run).absoluteFilePath());
    QCOMPARE(
        outcome.message.toString(),
        QStringLiteral("Added the run 'cluster-run' (finished, 6 steps) from %1 to the project; its final "
                       "model is the model 'cluster-run'")
            .arg(added.folder));

    // What the job recorded is what the project holds, read through another connection.
    std::unique_ptr<ProjectStore> project = std::move(ProjectStore::open(path).value());
    Expected<QVector<RunSummary>> runs = listRuns(project->database());
    QVERIFY(runs.ok());
    QCOMPARE(runs->size(), 1);
    QCOMPARE(runs->first().id, added.id);
    QCOMPARE(runMetric(project->database(), added.id, QStringLiteral("loss"))->size(), 6);
    QVERIFY(findArtefact(project->database(), ArtefactKind::Model, added.model).ok());

    // Again: refused with the import's error, nothing added.
    RunImportJob again(path, m_run, QStringLiteral("other"));
    outcome = runJobHere(again, sink, never);
    QCOMPARE(outcome.status, JobStatus::Failed);
    QVERIFY(outcome.error.has_value());
    QVERIFY2(
        outcome.error->what.toString().contains(QStringLiteral("already holds this run, as 'cluster-run'")),
        qPrintable(outcome.message.toString()));
    QCOMPARE(listRuns(project->database())->size(), 1);
    QCOMPARE(listArtefacts(project->database(), ArtefactKind::Model)->size(), 1);

    // A stopped run under a name of the user's: no model, and the message says so.
    RunImportJob stopped(path, copyWithoutModel(m_run, tmp.filePath(QStringLiteral("stopped"))),
                         QStringLiteral("short"));
    outcome = runJobHere(stopped, sink, never);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
    QCOMPARE(stopped.result().status, run_status::kStopped);
    QVERIFY(stopped.result().model.isEmpty());
    QVERIFY2(outcome.message.toString().startsWith(
                 QStringLiteral("Added the run 'short' (stopped (resumable), 6 steps)")) &&
                 outcome.message.toString().endsWith(QStringLiteral("; it saved no final model")),
             qPrintable(outcome.message.toString()));
    QCOMPARE(folderDigests(m_run), before);
}

QTEST_GUILESS_MAIN(RunImportTest)
#include "test_run_import.moc"
