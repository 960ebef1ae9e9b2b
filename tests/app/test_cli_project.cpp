// `headwater-cli project` makes --project usable without the studio: create, fill from other commands, list,
// show lineage.
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"

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
};

QTEST_GUILESS_MAIN(CliProjectTest)
#include "test_cli_project.moc"
