// The bundled demo, unpacked and prepared as `headwater --demo` does: its domain corpus, both labelled sets
// with the splits their files are, the base model and its tokenizer recorded; a second run changes nothing.
#include "core/demo/demo_bundle.h"
#include "core/demo/demo_preparation_job.h"
#include "core/jobs/job_runner.h"
#include "core/model/model_config.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "tests/support/recording_sink.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

using namespace hw;

namespace {

// Data rows of a TSV file (its header line not counted).
qint64 dataRows(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    qint64 lines = 0;
    while (!file.atEnd())
        if (!file.readLine().trimmed().isEmpty())
            ++lines;
    return lines - 1;
}

JobOutcome prepare(const QString& project) {
    DemoPreparationJob job(DemoPreparationSpec{project});
    test::RecordingSink sink;
    std::atomic_bool cancel{false};
    return runJobHere(job, sink, cancel);
}

} // namespace

class DemoPreparationTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theDemoOpensWithItsDataAndBaseModel() {
        const QString bundle = bundledDemoFolder();
        QVERIFY2(!bundle.isEmpty(), "resources/demo holds no base model");
        QTemporaryDir tmp;
        Expected<QString> project = unpackDemo(bundle, tmp.filePath("demo"), QStringLiteral("Demo"));
        QVERIFY2(project.ok(), qPrintable(project.error().toString()));
        JobOutcome outcome = prepare(project.value());
        QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));

        Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(project.value());
        QVERIFY(store.ok());
        const QSqlDatabase& db = store.value()->database();
        const QDir data(tmp.filePath("demo/data"));
        const auto find = [&](ArtefactKind kind, const char* name) {
            Expected<Artefact> found = findArtefact(db, kind, QString::fromLatin1(name));
            return found ? found.value() : Artefact{};
        };

        const Artefact corpus = find(ArtefactKind::Corpus, DemoPreparationJob::kCorpusName);
        QVERIFY(corpus.id > 0);
        QVERIFY2(corpus.figures.value("documents").toInteger() > 9000, qPrintable(corpus.name));

        // Each labelled set keeps its files' splits, row for row, with several labels a text only for tags.
        for (const auto& [name, stem, multiLabel] :
             {std::tuple{DemoPreparationJob::kTagsName, "debian_tags_en", true},
              std::tuple{DemoPreparationJob::kTopicsName, "debian_topics_ko", false}}) {
            const Artefact set = find(ArtefactKind::LabelledSet, name);
            QVERIFY2(set.id > 0, name);
            QCOMPARE(set.settings.value("multi_label").toBool(), multiLabel);
            QCOMPARE(set.settings.value("splits_from").toString(), QStringLiteral("files"));
            for (const char* split : {"train", "validation", "test"})
                QCOMPARE(set.figures.value(QLatin1String(split)).toInteger(),
                         dataRows(data.filePath(
                             QStringLiteral("%1-%2.tsv").arg(QLatin1String(stem), QLatin1String(split)))));
        }

        const Artefact tokenizer = find(ArtefactKind::Tokenizer, DemoPreparationJob::kTokenizerName);
        const Artefact model = find(ArtefactKind::Model, DemoPreparationJob::kModelName);
        QVERIFY(tokenizer.id > 0 && model.id > 0);
        Expected<ModelConfig> config =
            readModelConfig(QDir(store.value()->resolvePath(model.path)).filePath("config.json"));
        QVERIFY2(config.ok(), qPrintable(config.error().toString()));
        QCOMPARE(tokenizer.figures.value("vocab_size").toInteger(), qint64(config->vocabSize));
        QCOMPARE(store.value()->resolvePath(tokenizer.path), store.value()->resolvePath(model.path));

        // At the next start: nothing new, nothing lost.
        Expected<QVector<Artefact>> before = listArtefacts(db);
        outcome = prepare(project.value());
        QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
        Expected<QVector<Artefact>> after = listArtefacts(db);
        QVERIFY(before.ok() && after.ok());
        QCOMPARE(after->size(), before->size());
        QCOMPARE(after->size(), 5);
    }

    void aBundleWithoutItsModelIsRefusedClearly() {
        QTemporaryDir tmp;
        QDir(tmp.path()).mkpath("bundle/data");
        Expected<QString> project =
            unpackDemo(tmp.filePath("bundle"), tmp.filePath("demo"), QStringLiteral("Demo"));
        QVERIFY(!project.ok());
        QVERIFY2(project.error().toString().contains("the demo's files are missing"),
                 qPrintable(project.error().toString()));
        QVERIFY(!QFile::exists(tmp.filePath("demo/demo.hwproj")));
    }
};

QTEST_MAIN(DemoPreparationTest)
#include "test_demo_preparation.moc"
