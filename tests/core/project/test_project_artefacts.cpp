#include "core/project/artefact_store.h"
#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/project/run_store.h"
#include "core/project/schema_migrations.h"

#include <QCoreApplication>
#include <QDir>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;

namespace {

// Copies a folder tree (the fixture is read-only in the source tree; migration writes in place).
void copyTree(const QString& from, const QString& to) {
    QDir().mkpath(to);
    for (const QFileInfo& entry : QDir(from).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString target = QDir(to).filePath(entry.fileName());
        if (entry.isDir())
            copyTree(entry.absoluteFilePath(), target);
        else
            QFile::copy(entry.absoluteFilePath(), target);
        QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
}

} // namespace

class ProjectArtefactsTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    // tests/data/v3-project was written by the release with schema 3: one corpus, a completed run and a run
    // whose process was killed mid-training.
    void aReleaseThreeProjectIsUpgradedInPlace() {
        const QString folder = m_dir.filePath(QStringLiteral("v3"));
        copyTree(QStringLiteral(HEADWATER_SOURCE_DIR "/tests/data"), folder);
        const QString file = QDir(folder).filePath(QStringLiteral("v3-project.hwproj"));
        auto opened = ProjectStore::open(file);
        QVERIFY2(opened.ok(), qPrintable(opened.error().toString()));
        ProjectStore& store = *opened.value();
        QCOMPARE(store.schemaVersion(), latestSchemaVersion());
        QCOMPARE(store.name(), QStringLiteral("Release 3 project"));

        Expected<QVector<CorpusSummary>> corpora = listCorpora(store.database());
        QVERIFY(corpora.ok());
        QCOMPARE(corpora->size(), 1);
        Expected<QStringList> docs =
            corpusDocuments(store.database(), store.dataDirectory(), corpora->first().id, QString());
        QVERIFY(docs.ok());
        QCOMPARE(docs->size(), 5);
        QVERIFY(docs->contains(QStringLiteral("금리가 다시 올랐다.")));

        // The corpus became an artefact; the runs are kept, and the killed one reads as interrupted.
        Expected<Artefact> corpus =
            findArtefact(store.database(), ArtefactKind::Corpus, QStringLiteral("news"));
        QVERIFY2(corpus.ok(), qPrintable(corpus.error().toString()));
        QCOMPARE(corpus->detailId, corpora->first().id);
        QCOMPARE(corpus->figures.value(QLatin1String("documents")).toInt(), 5);
        Expected<QVector<RunSummary>> runs = listRuns(store.database());
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 2);
        QCOMPARE(runs->at(0).status, QStringLiteral("completed"));
        QCOMPARE(runs->at(1).name, QStringLiteral("killed run"));
        QCOMPARE(runs->at(1).status, QStringLiteral("interrupted"));
        QCOMPARE(runMetric(store.database(), runs->at(1).id, QStringLiteral("loss"))->size(), 1);

        QSqlQuery check(store.database());
        QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
        QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
        QVERIFY(check.exec(QStringLiteral("PRAGMA foreign_key_check")));
        QVERIFY(!check.next());
    }

    void aRunOfALiveProcessStaysRunning() {
        const QString file = m_dir.filePath(QStringLiteral("live.hwproj"));
        qint64 id = 0;
        {
            auto store = ProjectStore::create(file, QStringLiteral("live"));
            QVERIFY(store.ok());
            id = createRun(store.value()->database(), QStringLiteral("pretrain"), QStringLiteral("mine"), {})
                     .value();
        }
        auto reopened = ProjectStore::open(file); // this process is alive: its run is not interrupted
        QVERIFY(reopened.ok());
        QCOMPARE(listRuns(reopened.value()->database())->first().status, QStringLiteral("running"));
        QSqlQuery q(reopened.value()->database());
        QVERIFY(q.exec(QStringLiteral("UPDATE runs SET owner_pid = 999999999 WHERE id = %1")
                           .arg(id))); // no such process
        QCOMPARE(markInterruptedRuns(reopened.value()->database()).value(), 1);
        QCOMPARE(listRuns(reopened.value()->database())->first().status, QStringLiteral("interrupted"));
    }

    void lineageWalksBackToTheCorpus() {
        auto store =
            ProjectStore::create(m_dir.filePath(QStringLiteral("lineage.hwproj")), QStringLiteral("lineage"));
        QVERIFY(store.ok());
        QSqlDatabase& db = store.value()->database();
        Artefact corpus{0, ArtefactKind::Corpus, QStringLiteral("news"), QString(), QString(), {}, {}, -1,
                        {}};
        Expected<qint64> recorded = recordArtefact(db, corpus);
        QVERIFY2(recorded.ok(), qPrintable(recorded.error().toString()));
        const qint64 c = recorded.value();
        Artefact tokenizer{0,
                           ArtefactKind::Tokenizer,
                           QStringLiteral("news-wp"),
                           QStringLiteral("tokenizers/news-wp"),
                           QString(),
                           {{QStringLiteral("vocab_size"), 8000}},
                           {},
                           -1,
                           {{c, QStringLiteral("trained on")}}};
        const qint64 t = recordArtefact(db, tokenizer).value();
        Artefact model{0,
                       ArtefactKind::Model,
                       QStringLiteral("news-bert"),
                       QString(),
                       QString(),
                       {},
                       {},
                       -1,
                       {{t, QStringLiteral("tokenizer")}, {c, QStringLiteral("pretrained on")}}};
        const qint64 m = recordArtefact(db, model).value();

        Expected<QVector<Artefact>> lineage = artefactLineage(db, m);
        QVERIFY2(lineage.ok(), qPrintable(lineage.error().toString()));
        QCOMPARE(lineage->size(), 3); // the corpus appears once though two paths lead to it
        QCOMPARE(lineage->at(0).name, QStringLiteral("news-bert"));
        QCOMPARE(lineage->at(1).name, QStringLiteral("news-wp"));
        QCOMPARE(lineage->at(2).name, QStringLiteral("news"));
        QCOMPARE(lineage->at(1).sources.first().role, QStringLiteral("trained on"));
        QCOMPARE(artefactDependents(db, c)->size(), 2);

        Expected<qint64> again = recordArtefact(db, tokenizer);
        QVERIFY(!again.ok());
        QVERIFY(again.error().what.toString().contains(
            QStringLiteral("already has a tokenizer named 'news-wp'")));
        QCOMPARE(listArtefacts(db, ArtefactKind::Tokenizer)->size(), 1);
        QCOMPARE(listArtefacts(db)->size(), 3);
    }
};

QTEST_GUILESS_MAIN(ProjectArtefactsTest)
#include "test_project_artefacts.moc"
