// The Hugging Face cache read as huggingface_hub reads it: the folder its constants choose, the repositories
// scan_cache_dir finds, and the snapshot try_to_load_from_cache returns for an id and revision.
#include "core/model_io/model_import.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/system/hub_cache.h"
#include "tests/support/hub_cache_layout.h"
#include "tests/support/reference_python.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>
#include <vector>

using namespace hw;

namespace {

const QString kMain = QStringLiteral("0123456789abcdef0123456789abcdef01234567");
const QString kOlder = QStringLiteral("fedcba9876543210fedcba9876543210fedcba98");
const QString kFixture = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm");

QJsonObject referenceView(const QString& cache, const QStringList& ids) {
    const hw::test::ReferenceRun run =
        hw::test::runReference(QStringLiteral("hub-cache"), QStringList{cache} + ids);
    if (!run.ok)
        qWarning("%s", qPrintable(run.failure));
    return QJsonDocument::fromJson(run.output).object();
}

} // namespace

class HubCacheTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theCacheFolderIsChosenAsHuggingFaceHubChoosesIt_data() {
        QTest::addColumn<QStringList>("environment"); // NAME=VALUE...
        QTest::newRow("home") << QStringList{};
        QTest::newRow("xdg") << QStringList{"XDG_CACHE_HOME=/tmp/xdg-cache"};
        QTest::newRow("hf home") << QStringList{"XDG_CACHE_HOME=/tmp/xdg-cache", "HF_HOME=/tmp/hf-home"};
        QTest::newRow("legacy") << QStringList{"HF_HOME=/tmp/hf-home", "HUGGINGFACE_HUB_CACHE=/tmp/legacy"};
        QTest::newRow("hub cache") << QStringList{"HF_HOME=/tmp/hf-home", "HUGGINGFACE_HUB_CACHE=/tmp/legacy",
                                                  "HF_HUB_CACHE=/tmp/hub-cache"};
    }
    void theCacheFolderIsChosenAsHuggingFaceHubChoosesIt() {
        HW_REQUIRE_REFERENCE_STACK();
        QFETCH(QStringList, environment);
        const QByteArray names[] = {"XDG_CACHE_HOME", "HF_HOME", "HUGGINGFACE_HUB_CACHE", "HF_HUB_CACHE"};
        for (const QByteArray& name : names)
            qunsetenv(name.constData());
        for (const QString& setting : environment)
            qputenv(setting.section('=', 0, 0).toLatin1().constData(), setting.section('=', 1).toUtf8());
        QTemporaryDir empty;
        const QJsonObject reference = referenceView(empty.path(), {});
        for (const QByteArray& name : names)
            qunsetenv(name.constData());
        QVERIFY(!reference.isEmpty());
        for (const QString& setting : environment)
            qputenv(setting.section('=', 0, 0).toLatin1().constData(), setting.section('=', 1).toUtf8());
        const QString ours = huggingFaceHubCache();
        for (const QByteArray& name : names)
            qunsetenv(name.constData());
        QCOMPARE(ours, reference.value("default_cache").toString());
    }

    void snapshotsResolveToWhatHuggingFaceHubReturns() {
        HW_REQUIRE_REFERENCE_STACK();
        QTemporaryDir cache;
        const QString mainSnapshot = hw::test::addToHubCache(cache.path(), "org/tiny-bert", kFixture, kMain);
        QVERIFY(!mainSnapshot.isEmpty());
        QVERIFY(!hw::test::addToHubCache(cache.path(), "org/tiny-bert", kFixture, kOlder, false).isEmpty());
        QVERIFY(!hw::test::addToHubCache(cache.path(), "solo", kFixture, kMain).isEmpty());
        QDir().mkpath(cache.filePath("models--org--unfinished/snapshots/" + kMain)); // no config.json
        const QStringList ids{"org/tiny-bert", "org/tiny-bert@" + kOlder, "solo", "org/tiny-bert@v2",
                              "org/other"};
        const QJsonObject reference = referenceView(cache.path(), ids);
        QVERIFY(!reference.isEmpty());
        QCOMPARE(reference.value("warnings").toArray().size(), 0); // a cache huggingface_hub finds valid
        QCOMPARE(reference.value("repos").toObject().value("org/tiny-bert").toArray().size(), 2);

        for (const QString& id : ids) {
            const QJsonValue expected = reference.value("config").toObject().value(id);
            const Expected<CachedHubModel> ours = resolveCachedHubModel(id, cache.path());
            if (expected.isNull()) {
                QVERIFY2(!ours.ok(), qPrintable(id));
                QVERIFY2(ours.error().how.toString().contains("hf download " + id.section('@', 0, 0)),
                         qPrintable(ours.error().toString()));
                continue;
            }
            QVERIFY2(ours.ok(), qPrintable(ours.error().toString()));
            QCOMPARE(QDir::cleanPath(ours->folder + "/config.json"), QDir::cleanPath(expected.toString()));
        }
        const Expected<CachedHubModel> main = resolveCachedHubModel("org/tiny-bert", cache.path());
        QCOMPARE(main->revision, kMain);
        QCOMPARE(main->ref, QStringLiteral("main"));
        QCOMPARE(main->displayName(), QStringLiteral("org/tiny-bert (main, 0123456)"));

        // Listed by id, the snapshot main names first; a snapshot without config.json is no model.
        const QVector<CachedHubModel> listed = listCachedHubModels(cache.path());
        QStringList names;
        for (const CachedHubModel& m : listed)
            names << m.repoId + '@' + m.revision.left(4) + '@' + m.ref;
        QCOMPARE(names, (QStringList{"org/tiny-bert@0123@main", "org/tiny-bert@fedc@", "solo@0123@main"}));
        QVERIFY(!looksLikeHubId(QStringLiteral("../x")) && !looksLikeHubId(QStringLiteral("/abs/path")) &&
                !looksLikeHubId(QStringLiteral("a/b/c")) &&
                looksLikeHubId(QStringLiteral("klue/roberta-base")));
    }

    // A snapshot added to a project is named by its repository and records its Hub id and revision.
    void aCachedModelInAProjectRecordsItsHubId() {
        QTemporaryDir cache;
        const QString snapshot = hw::test::addToHubCache(cache.path(), "org/tiny-bert", kFixture, kMain);
        const std::optional<CachedHubModel> at = cachedHubModelAt(snapshot);
        QVERIFY(at);
        QCOMPARE(at->repoId, QStringLiteral("org/tiny-bert"));
        QCOMPARE(at->ref, QStringLiteral("main"));
        QVERIFY(!cachedHubModelAt(kFixture));
        const QString project = cache.filePath("p.hwproj");
        QVERIFY(ProjectStore::create(project, "p").ok());
        QVERIFY(recordCachedModelUse(project, *at).ok());
        QVERIFY(recordCachedModelUse(project, *at).ok()); // once only
        Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(project);
        Expected<QVector<Artefact>> models = listArtefacts(store.value()->database(), ArtefactKind::Model);
        QCOMPARE(models->size(), 1);
        QCOMPARE(models->first().name, QStringLiteral("tiny-bert"));
        QCOMPARE(models->first().settings.value("hub_id").toString(), QStringLiteral("org/tiny-bert"));
        QCOMPARE(models->first().settings.value("hub_revision").toString(), kMain);
    }

    // The ranks of one run with --project record the Hub model they start from at the same moment, each from
    // its own connection: the project lists it once, and none of them fails.
    void aCachedModelRecordedAtOnceIsListedOnce() {
        QTemporaryDir cache;
        const QString snapshot = hw::test::addToHubCache(cache.path(), "org/tiny-bert", kFixture, kMain);
        const std::optional<CachedHubModel> at = cachedHubModelAt(snapshot);
        QVERIFY(at);
        for (int round = 0; round < 10; ++round) {
            const QString project = cache.filePath(QStringLiteral("p%1.hwproj").arg(round));
            QVERIFY(ProjectStore::create(project, "p").ok());
            std::atomic_int ready{0};
            std::vector<QString> failures(4);
            std::vector<std::thread> ranks;
            for (size_t rank = 0; rank < failures.size(); ++rank)
                ranks.emplace_back([&, rank] {
                    ready.fetch_add(1);
                    while (ready.load() < int(failures.size())) {
                    }
                    const Expected<bool> recorded = recordCachedModelUse(project, *at);
                    if (!recorded)
                        failures[rank] = recorded.error().toString();
                });
            for (std::thread& rank : ranks)
                rank.join();
            for (const QString& failure : failures)
                QVERIFY2(failure.isEmpty(), qPrintable(failure));
            Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(project);
            QVERIFY(store.ok());
            const Expected<QVector<Artefact>> models =
                listArtefacts(store.value()->database(), ArtefactKind::Model);
            QCOMPARE(models->size(), 1);
        }
    }
};

QTEST_GUILESS_MAIN(HubCacheTest)
#include "test_hub_cache.moc"
