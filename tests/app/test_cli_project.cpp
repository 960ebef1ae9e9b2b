// `headwater-cli project` makes --project usable without the studio: create, fill from other commands, list,
// show lineage, add a pretraining run made without the project.
#include "core/train/pretrain_spec.h"
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = hw::test::CliRun;

Run cli(const QStringList& arguments) {
    return hw::test::runCli(arguments);
}

QJsonObject lastJson(const QByteArray& out) {
    return hw::test::lastJsonLine(out);
}

// The folder `headwater-cli pretrain` leaves on a cluster after 4 steps: run.json (written where it ran),
// metrics.jsonl and, when `finished`, the final model.
void writeRunFolder(const QString& folder, bool finished) {
    QDir().mkpath(folder);
    hw::PretrainSpec spec;
    spec.modelDirectory = hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm");
    spec.source.files = {QStringLiteral("/scratch/corpus/clinical.txt")};
    spec.outputDirectory = QStringLiteral("/scratch/runs/") + QDir(folder).dirName();
    spec.maxSteps = 4;
    hw::test::writeBytes(QDir(folder).filePath(QStringLiteral("run.json")),
                         QJsonDocument(spec.settingsJson()).toJson());
    QByteArray log;
    for (int step = 1; step <= 4; ++step)
        log += "{\"step\":" + QByteArray::number(step) +
               ",\"time\":" + QByteArray::number(1700000000 + step) +
               ",\"loss\":" + QByteArray::number(9.0 - step * 0.5) + ",\"lr\":0.0001}\n";
    log += "{\"step\":4,\"time\":1700000005,\"eval/loss\":7.25,\"eval/perplexity\":1408.1}\n";
    hw::test::writeBytes(QDir(folder).filePath(QStringLiteral("metrics.jsonl")), log);
    if (!finished)
        return;
    const QString model = QDir(folder).filePath(QStringLiteral("model"));
    QDir().mkpath(model);
    const QDir fixture(hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm"));
    for (const QString& name : fixture.entryList(QDir::Files))
        QFile::copy(fixture.filePath(name), QDir(model).filePath(name));
}

} // namespace

class CliProjectTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void headlessProjectRecordsCorpusAndTokenizerWithLineage() {
        QTemporaryDir tmp;
        const QString project = tmp.filePath(QStringLiteral("news.hwproj"));
        Run created = cli({QStringLiteral("project"), QStringLiteral("create"), project,
                           QStringLiteral("--name"), QStringLiteral("News"), QStringLiteral("--json")});
        QCOMPARE(created.exitCode, 0);
        QCOMPARE(lastJson(created.out).value(QLatin1String("name")).toString(), QStringLiteral("News"));
        QCOMPARE(cli({QStringLiteral("project"), QStringLiteral("create"), project}).exitCode,
                 2); // never overwrites

        QByteArray text;
        for (int i = 0; i < 300; ++i)
            text += "the central bank raised the benchmark rate by " + QByteArray::number(i % 9) +
                    " basis points in week " + QByteArray::number(i) + "\n";
        hw::test::writeBytes(tmp.filePath(QStringLiteral("news.txt")), text);
        Run imported =
            cli({QStringLiteral("import-corpus"), tmp.filePath(QStringLiteral("news.txt")),
                 QStringLiteral("--project"), project, QStringLiteral("--name"), QStringLiteral("news")});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        Run trained = cli({QStringLiteral("train-tokenizer"), QStringLiteral("--project"), project,
                           QStringLiteral("--project-corpus"), QStringLiteral("news"),
                           QStringLiteral("--name"), QStringLiteral("news-wp"),
                           QStringLiteral("--vocab-size"), QStringLiteral("150"), QStringLiteral("--json")});
        QVERIFY2(trained.exitCode == 0, trained.err.constData());
        QVERIFY(lastJson(trained.out)
                    .value(QLatin1String("output"))
                    .toString()
                    .endsWith(QStringLiteral("news.hwdata/tokenizers/news-wp")));

        Run listed =
            cli({QStringLiteral("project"), QStringLiteral("list"), project, QStringLiteral("--json")});
        QCOMPARE(listed.exitCode, 0);
        const QJsonArray artefacts = lastJson(listed.out).value(QLatin1String("artefacts")).toArray();
        QCOMPARE(artefacts.size(), 2);
        QCOMPARE(artefacts[0].toObject().value(QLatin1String("kind")).toString(), QStringLiteral("corpus"));
        QCOMPARE(artefacts[1].toObject().value(QLatin1String("kind")).toString(),
                 QStringLiteral("tokenizer"));
        QCOMPARE(artefacts[0]
                     .toObject()
                     .value(QLatin1String("figures"))
                     .toObject()
                     .value(QLatin1String("documents"))
                     .toInt(),
                 300);

        Run shown = cli({QStringLiteral("project"), QStringLiteral("show"), project,
                         QStringLiteral("tokenizer/news-wp")});
        QCOMPARE(shown.exitCode, 0);
        QVERIFY2(shown.out.contains("trained on corpus 'news'"), shown.out.constData());
        Run shownJson = cli({QStringLiteral("project"), QStringLiteral("show"), project,
                             QStringLiteral("news-wp"), QStringLiteral("--json")});
        const QJsonArray lineage = lastJson(shownJson.out).value(QLatin1String("lineage")).toArray();
        QCOMPARE(lineage.size(), 2);
        QCOMPARE(lineage[1].toObject().value(QLatin1String("name")).toString(), QStringLiteral("news"));

        // A second tokenizer of the same name is refused before any training, and says how to fix it.
        Run again = cli({QStringLiteral("train-tokenizer"), QStringLiteral("--project"), project,
                         QStringLiteral("--project-corpus"), QStringLiteral("news"), QStringLiteral("--name"),
                         QStringLiteral("news-wp")});
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.err.startsWith("error: the project already has a tokenizer named 'news-wp'") &&
                     again.err.contains("choose another name"),
                 again.err.constData());
        Run missing =
            cli({QStringLiteral("project"), QStringLiteral("show"), project, QStringLiteral("nothing")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains("project list"));
    }

    void addRunImportsARunMadeWithoutTheProject() {
        QTemporaryDir tmp;
        const QString project = tmp.filePath(QStringLiteral("clinic.hwproj"));
        QCOMPARE(cli({QStringLiteral("project"), QStringLiteral("create"), project}).exitCode, 0);
        const QString run = tmp.filePath(QStringLiteral("run-7"));
        writeRunFolder(run, true);
        const QByteArray logDigest = hw::test::fileDigest(run + QStringLiteral("/metrics.jsonl")),
                         settingsDigest = hw::test::fileDigest(run + QStringLiteral("/run.json"));

        Run help = cli({QStringLiteral("project"), QStringLiteral("--help")});
        QVERIFY2(help.out.contains("project add-run --project FILE --run DIR"), help.out.constData());

        Run added = cli({QStringLiteral("project"), QStringLiteral("add-run"), QStringLiteral("--project"),
                         project, QStringLiteral("--run"), run, QStringLiteral("--json")});
        QVERIFY2(added.exitCode == 0, added.err.constData());
        const QJsonObject result = lastJson(added.out);
        QCOMPARE(result.value(QLatin1String("event")).toString(), QStringLiteral("result"));
        QCOMPARE(result.value(QLatin1String("name")).toString(), QStringLiteral("run-7"));
        QCOMPARE(result.value(QLatin1String("status")).toString(), QStringLiteral("finished"));
        QCOMPARE(result.value(QLatin1String("steps")).toInt(), 4);
        QCOMPARE(result.value(QLatin1String("model")).toString(), QStringLiteral("run-7"));

        // Listed as a run of the project, with the model it continued from, and its final model a model.
        Run listed =
            cli({QStringLiteral("project"), QStringLiteral("list"), project, QStringLiteral("--json")});
        QCOMPARE(listed.exitCode, 0);
        const QJsonArray runs = lastJson(listed.out).value(QLatin1String("runs")).toArray();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs[0].toObject().value(QLatin1String("kind")).toString(), QStringLiteral("pretrain"));
        QCOMPARE(runs[0].toObject().value(QLatin1String("model")).toString(), QStringLiteral("bert-mlm"));
        const QJsonArray artefacts = lastJson(listed.out).value(QLatin1String("artefacts")).toArray();
        QCOMPARE(artefacts.size(), 1);
        QCOMPARE(artefacts[0].toObject().value(QLatin1String("kind")).toString(), QStringLiteral("model"));
        QCOMPARE(artefacts[0].toObject().value(QLatin1String("name")).toString(), QStringLiteral("run-7"));

        // The same folder again is refused, naming it; nothing in it was changed.
        Run again =
            cli({QStringLiteral("project"), QStringLiteral("add-run"), QStringLiteral("--project"), project,
                 QStringLiteral("--run"), run, QStringLiteral("--name"), QStringLiteral("other")});
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.err.startsWith("error: the project already holds this run") &&
                     again.err.contains(run.toUtf8()),
                 again.err.constData());
        QCOMPARE(hw::test::fileDigest(run + QStringLiteral("/metrics.jsonl")), logDigest);
        QCOMPARE(hw::test::fileDigest(run + QStringLiteral("/run.json")), settingsDigest);

        // A run stopped before its end (no final model), given in order after add-run and named.
        const QString stopped = tmp.filePath(QStringLiteral("run-8"));
        writeRunFolder(stopped, false);
        Run partial = cli({QStringLiteral("project"), QStringLiteral("add-run"), project, stopped,
                           QStringLiteral("--name"), QStringLiteral("short")});
        QVERIFY2(partial.exitCode == 0, partial.err.constData());
        QVERIFY2(partial.out.contains("Added the run 'short' (stopped") &&
                     partial.out.contains("no final model"),
                 partial.out.constData());

        // A damaged metrics line is refused by its number, and nothing is recorded.
        const QString damaged = tmp.filePath(QStringLiteral("run-9"));
        writeRunFolder(damaged, false);
        QByteArray log = QByteArray("{\"step\":1,\"loss\":9}\n{\"step\":2,\"lo");
        hw::test::writeBytes(damaged + QStringLiteral("/metrics.jsonl"), log);
        Run refused = cli({QStringLiteral("project"), QStringLiteral("add-run"), QStringLiteral("--project"),
                           project, QStringLiteral("--run"), damaged});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.startsWith("error: line 2 of the metrics log"), refused.err.constData());
        Run missing =
            cli({QStringLiteral("project"), QStringLiteral("add-run"), QStringLiteral("--project"), project});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("--run"), missing.err.constData());
        listed = cli({QStringLiteral("project"), QStringLiteral("list"), project, QStringLiteral("--json")});
        QCOMPARE(lastJson(listed.out).value(QLatin1String("runs")).toArray().size(), 2);
    }
};

QTEST_GUILESS_MAIN(CliProjectTest)
#include "test_cli_project.moc"
