// Models where transformers left them: a Hub id given to --model is the Hugging Face cache's snapshot,
// offline; one that is not cached says how to fetch it; added to a project, it keeps its Hub id.
#include "tests/support/cli_run.h"
#include "tests/support/hub_cache_layout.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using hw::test::CliRun;
using hw::test::lastJsonLine;
using hw::test::runCli;

namespace {

const QString kCommit = QStringLiteral("89abcdef0123456789abcdef0123456789abcdef");
const QString kFixture = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm");

} // namespace

class CliHubCacheTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_cache;

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(!hw::test::addToHubCache(m_cache.path(), "acme/tiny-bert", kFixture, kCommit).isEmpty());
        qputenv("HF_HUB_CACHE", QFile::encodeName(m_cache.path()));
    }

    void aHubIdReadsTheCachedSnapshot() {
        const CliRun cached = runCli({"inspect", "--model", "acme/tiny-bert", "--json"});
        QVERIFY2(cached.exitCode == 0, cached.err.constData());
        const CliRun folder = runCli({"inspect", "--model", kFixture, "--json"});
        QCOMPARE(lastJsonLine(cached.out).value("parameters"), lastJsonLine(folder.out).value("parameters"));
        QVERIFY(!lastJsonLine(cached.out).value("parameters").isUndefined());

        const CliRun filled = runCli(
            {"maskfill", "--model", "acme/tiny-bert@" + kCommit, "--text", "The [MASK] rose.", "--json"});
        QVERIFY2(filled.exitCode == 0, filled.err.constData());
    }

    void aHubIdThatIsNotCachedSaysHowToFetchIt() {
        const CliRun run = runCli({"inspect", "--model", "acme/absent-model"});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err.trimmed().count('\n'), 0);
        QVERIFY2(run.err.contains("Hugging Face cache holds no model 'acme/absent-model'") &&
                     run.err.contains("hf download acme/absent-model"),
                 run.err.constData());
    }

    void aCachedModelAddedToAProjectKeepsItsHubId() {
        QTemporaryDir tmp;
        const QString project = tmp.filePath("p.hwproj");
        QCOMPARE(runCli({"project", "create", project}).exitCode, 0);
        const CliRun added = runCli({"project", "add-model", project, "acme/tiny-bert"});
        QVERIFY2(added.exitCode == 0, added.err.constData());
        QVERIFY2(added.out.contains("acme/tiny-bert (main, 89abcde)"), added.out.constData());
        // Used by name in a project, it is the same model, not a second one.
        const CliRun used = runCli(
            {"maskfill", "--project", project, "--model", "acme/tiny-bert", "--text", "The [MASK] rose."});
        QVERIFY2(used.exitCode == 0, used.err.constData());
        const CliRun shown = runCli({"project", "show", project, "model/tiny-bert", "--json"});
        QVERIFY2(shown.exitCode == 0, shown.err.constData());
        const QJsonObject model = lastJsonLine(shown.out).value("lineage").toArray().first().toObject();
        const QJsonObject settings = model.value("settings").toObject();
        QCOMPARE(settings.value("hub_id").toString(), QStringLiteral("acme/tiny-bert"));
        QCOMPARE(settings.value("hub_revision").toString(), kCommit);
        const CliRun list = runCli({"project", "list", project, "--kind", "model", "--json"});
        QCOMPARE(list.out.count("\"name\":\"tiny-bert"), 1);
    }
};

QTEST_GUILESS_MAIN(CliHubCacheTest)
#include "test_cli_hub_cache.moc"
