// Paging through a project corpus and searching it, from any thread, with the number of matches.
#include "core/project/corpus_browsing.h"
#include "core/project/project_store.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

class TestCorpusBrowsing : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        m_project = m_tmp.filePath(QStringLiteral("browse.hwproj"));
        Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::create(m_project, QStringLiteral("b"));
        QVERIFY(store.ok());
        Expected<std::unique_ptr<CorpusWriter>> writer =
            CorpusWriter::begin(store.value()->database(), store.value()->dataDirectory(),
                                QStringLiteral("markets"), {QStringLiteral("markets.txt")}, {});
        QVERIFY2(writer.ok(), qPrintable(writer.error().toString()));
        // 600 documents, every third one in validation, every tenth one about the yield.
        for (int i = 0; i < 600; ++i) {
            const QByteArray text = "document " + QByteArray::number(i) + " about rates" +
                                    (i % 10 == 0 ? QByteArray(" and the Yield curve") : QByteArray());
            QVERIFY(writer.value()->addDocument(uint64_t(i + 1), i % 3 == 0, text).ok());
        }
        QVERIFY(writer.value()->commit({}).ok());
        m_corpusId = listCorpora(store.value()->database())->first().id;
    }

    void pagesThroughASplit() {
        CorpusBrowseRequest request{m_project, m_corpusId, QString(), QString(), 580, 50};
        Expected<CorpusBrowsePage> all = browseCorpus(request);
        QVERIFY2(all.ok(), qPrintable(all.error().toString()));
        QCOMPARE(all->matches, 600);
        QCOMPARE(all->documents.size(), 20); // the last page is short
        QCOMPARE(all->documents.first().ordinal, 580);
        QCOMPARE(all->documents.first().utf8, QByteArray("document 580 about rates and the Yield curve"));
        QVERIFY(!all->documents.first().validation);

        request.split = QStringLiteral("validation");
        request.offset = 0;
        Expected<CorpusBrowsePage> validation = browseCorpus(request);
        QCOMPARE(validation->matches, 200);
        QCOMPARE(validation->documents.size(), 50);
        QCOMPARE(validation->documents[1].ordinal, 3);
        QVERIFY(validation->documents[1].validation);
    }

    void searchCountsEveryMatchIgnoringCase() {
        CorpusBrowseRequest request{m_project, m_corpusId, QString(), QStringLiteral("yield CURVE"), 50, 8};
        Expected<CorpusBrowsePage> found = browseCorpus(request);
        QVERIFY2(found.ok(), qPrintable(found.error().toString()));
        QCOMPARE(found->matches, 60);
        QCOMPARE(found->documents.size(), 8);
        QCOMPARE(found->documents.first().ordinal, 500); // the 51st match
        request.split = QStringLiteral("train");
        QCOMPARE(browseCorpus(request)->matches, 40);
        request.search = QStringLiteral("nowhere to be found");
        QCOMPARE(browseCorpus(request)->matches, 0);
    }

    void aCancelledSearchStopsWithNothing() {
        const std::atomic_bool cancelled{true};
        CorpusBrowseRequest request{m_project, m_corpusId, QString(), QStringLiteral("rates"), 0, 50};
        Expected<CorpusBrowsePage> stopped = browseCorpus(request, &cancelled);
        QVERIFY(stopped.ok());
        QCOMPARE(stopped->matches, 0);
        QVERIFY(stopped->documents.isEmpty());
    }

    // A project file from elsewhere whose row points a corpus's text outside the project is refused, not
    // read.
    void aCorpusTextOutsideTheProjectIsRefused() {
        const QString copy = m_tmp.filePath(QStringLiteral("tampered.hwproj"));
        QVERIFY(QFile::copy(m_project, copy));
        QDir().mkpath(ProjectStore::dataDirectoryOf(copy));
        {
            Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(copy);
            QVERIFY(store.ok());
            QSqlQuery tamper(store.value()->database());
            QVERIFY(tamper.exec(QStringLiteral("UPDATE corpora SET text_file = '../../../../etc/passwd'")));
        }
        CorpusBrowseRequest request{copy, m_corpusId, QString(), QString(), 0, 10};
        const Expected<CorpusBrowsePage> page = browseCorpus(request);
        QVERIFY(!page.ok());
        QVERIFY2(page.error().what.toString().contains(QStringLiteral("outside its folder")),
                 qPrintable(page.error().toString()));
    }

    void anUnknownProjectIsAnError() {
        CorpusBrowseRequest request{m_tmp.filePath(QStringLiteral("missing.hwproj")), m_corpusId};
        QVERIFY(!browseCorpus(request).ok());
    }

private:
    QTemporaryDir m_tmp;
    QString m_project;
    qint64 m_corpusId = 0;
};

QTEST_GUILESS_MAIN(TestCorpusBrowsing)
#include "test_corpus_browsing.moc"
