// The whole domain-adaptation journey headless, every command with --project: import a corpus and a labelled
// set, train a tokenizer, create a model with it, continue pretraining, fine-tune two models, evaluate,
// export. The project then holds every artefact, and the export's lineage leads back to the corpus.
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
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

QStringList namesOf(const QVector<hw::Artefact>& artefacts) {
    QStringList names;
    for (const hw::Artefact& a : artefacts)
        names << hw::artefactKindName(a.kind) + QLatin1Char('/') + a.name;
    return names;
}

} // namespace

class CliJourneyTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyCommandRecordsItsArtefactWithLineage();
};

void CliJourneyTest::everyCommandRecordsItsArtefactWithLineage() {
    QTemporaryDir tmp;
    const QString project = tmp.filePath("clinic.hwproj");
    QCOMPARE(cli({"project", "create", project}).exitCode, 0);

    QByteArray text, labelled = "text,label\n";
    for (int i = 0; i < 240; ++i) {
        text += "the patient in ward " + QByteArray::number(i % 13) + " reported " +
                (i % 2 ? QByteArray("pain after surgery") : QByteArray("no fever this morning")) +
                " on day " + QByteArray::number(i) + "\n";
        labelled += (i % 2 ? "pain in the knee after surgery number " : "no fever on the morning of visit ") +
                    QByteArray::number(i) + "," + (i % 2 ? "pain" : "fever") + "\n";
    }
    hw::test::writeBytes(tmp.filePath("notes.txt"), text);
    hw::test::writeBytes(tmp.filePath("triage.csv"), labelled);

    Run corpus = cli({"import-corpus", tmp.filePath("notes.txt"), "--project", project, "--name", "notes"});
    QVERIFY2(corpus.exitCode == 0, corpus.err.constData());
    Run set = cli({"import-corpus", tmp.filePath("triage.csv"), "--label-field", "label", "--project",
                   project, "--name", "triage", "--json"});
    QVERIFY2(set.exitCode == 0, set.err.constData());
    QCOMPARE(lastJson(set.out).value("train").toInt() + lastJson(set.out).value("validation").toInt() +
                 lastJson(set.out).value("test").toInt(),
             240);
    Run tokenizer = cli({"train-tokenizer", "--project", project, "--project-corpus", "notes", "--name",
                         "notes-wp", "--vocab-size", "200", "--json"});
    QVERIFY2(tokenizer.exitCode == 0, tokenizer.err.constData());
    const QString tokenizerDir = lastJson(tokenizer.out).value("output").toString();
    Run created = cli({"new-model", "--arch", "bert", "--preset", "tiny", "--tokenizer", tokenizerDir,
                       "--max-positions", "64", "--output", tmp.filePath("scratch"), "--project", project,
                       "--name", "scratch"});
    QVERIFY2(created.exitCode == 0, created.err.constData());
    // Frequent words the tokenizer cuts, ranked on the project corpus and added; the resized model goes to
    // the project's models folder.
    Run extended =
        cli({"extend-vocab", "--model", tmp.filePath("scratch"), "--project", project, "--project-corpus",
             "notes", "--add", "2", "--min-frequency", "1", "--name", "scratch-extended", "--json"});
    QVERIFY2(extended.exitCode == 0, extended.err.constData());
    QCOMPARE(lastJson(extended.out).value("added").toArray().size(), 2);
    QVERIFY2(lastJson(extended.out)
                 .value("output")
                 .toString()
                 .startsWith(hw::ProjectStore::dataDirectoryOf(project)),
             extended.out.constData());
    Run pretrained = cli({"pretrain", "--model", tmp.filePath("scratch"), "--project", project, "--corpus",
                          "notes", "--output", tmp.filePath("adapted"), "--seq-len", "32", "--batch-size",
                          "8", "--max-steps", "6", "--lr", "1e-3", "--json"});
    QVERIFY2(pretrained.exitCode == 0, pretrained.err.constData());
    const QString adaptedModel = lastJson(pretrained.out).value("model").toString();

    Run finetuned = cli({"finetune",
                         "--model",
                         tmp.filePath("scratch"),
                         "--model",
                         adaptedModel,
                         "--name",
                         "base",
                         "--name",
                         "adapted",
                         "--project",
                         project,
                         "--labelled",
                         "triage",
                         "--epochs",
                         "1",
                         "--seeds",
                         "2",
                         "--max-length",
                         "32",
                         "--lr",
                         "1e-3",
                         "--bootstrap",
                         "50",
                         "--output",
                         tmp.filePath("ft"),
                         "--json"});
    QVERIFY2(finetuned.exitCode == 0, finetuned.err.constData());
    QVERIFY(lastJson(finetuned.out).contains("comparison"));
    // One overall progress over the 4 runs, naming the one going.
    QVERIFY2(finetuned.out.contains("\"detail\":\"adapted, seed 43 (run 4 of 4)\""),
             finetuned.out.constData());

    // A downloaded model joins the project as it is, and is scored beside the project's own.
    const QString general = hw::test::fixturesDir() + "/models/bert-mlm";
    Run added = cli({"project", "add-model", project, general, "--name", "general-bert"});
    QVERIFY2(added.exitCode == 0, added.err.constData());
    QCOMPARE(cli({"project", "add-model", project, general}).exitCode, 2); // once is enough
    Run perplexity = cli({"evaluate", "--model", tmp.filePath("scratch"), "--model", adaptedModel, "--model",
                          general, "--project", project, "--corpus", "notes", "--seq-len", "32", "--json"});
    QVERIFY2(perplexity.exitCode == 0, perplexity.err.constData());
    QCOMPARE(lastJson(perplexity.out).value("models").toArray().size(), 3);
    const QString fineTuned = tmp.filePath("ft/adapted/seed-42/model");
    Run scored =
        cli({"evaluate", "--model", fineTuned, "--project", project, "--labelled", "triage", "--json"});
    QVERIFY2(scored.exitCode == 0, scored.err.constData());
    QVERIFY(lastJson(scored.out).contains("f1_macro"));
    Run exported = cli({"export", "--model", fineTuned, "--output", tmp.filePath("hub"), "--project", project,
                        "--name", "triage-classifier"});
    QVERIFY2(exported.exitCode == 0, exported.err.constData());

    // Every command left its artefact.
    hw::Expected<std::unique_ptr<hw::ProjectStore>> store = hw::ProjectStore::open(project);
    QVERIFY(store.ok());
    const QSqlDatabase& db = store.value()->database();
    hw::Expected<QVector<hw::Artefact>> all = hw::listArtefacts(db);
    QVERIFY(all.ok());
    const QStringList names = namesOf(all.value());
    for (const char* expected :
         {"corpus/notes", "labelled_set/triage", "tokenizer/notes-wp", "model/scratch", "model/adapted",
          "run/ft", "model/ft base seed 42", "model/ft adapted seed 43", "evaluation/ft comparison",
          "evaluation/perplexity scratch on notes", "evaluation/perplexity adapted on notes",
          "model/general-bert", "evaluation/perplexity general-bert on notes",
          "evaluation/ft adapted seed 42 on triage test", "export/triage-classifier"})
        QVERIFY2(names.contains(QLatin1String(expected)),
                 qPrintable(expected + QStringLiteral(" not in: ") + names.join(", ")));

    hw::Expected<hw::Artefact> extendedModel =
        hw::findArtefact(db, hw::ArtefactKind::Model, "scratch-extended");
    QVERIFY(extendedModel.ok());
    const hw::Expected<QVector<hw::Artefact>> extendedSources = hw::artefactLineage(db, extendedModel->id);
    const QStringList extendedFrom = namesOf(extendedSources.value());
    for (const char* expected : {"model/scratch", "tokenizer/scratch-extended", "corpus/notes"})
        QVERIFY2(extendedFrom.contains(QLatin1String(expected)),
                 qPrintable(expected + QStringLiteral(" not in: ") + extendedFrom.join(", ")));

    // The export's lineage: the fine-tuned model, its run, the adapted model, the labelled set, the scratch
    // model, the tokenizer and the corpus it was all trained on.
    hw::Expected<hw::Artefact> exportArtefact =
        hw::findArtefact(db, hw::ArtefactKind::Export, "triage-classifier");
    QVERIFY(exportArtefact.ok());
    hw::Expected<QVector<hw::Artefact>> lineage = hw::artefactLineage(db, exportArtefact->id);
    QVERIFY(lineage.ok());
    const QStringList chain = namesOf(lineage.value());
    for (const char* expected : {"model/ft adapted seed 42", "run/ft", "model/adapted", "labelled_set/triage",
                                 "model/scratch", "tokenizer/notes-wp", "corpus/notes"})
        QVERIFY2(chain.contains(QLatin1String(expected)),
                 qPrintable(expected + QStringLiteral(" not in: ") + chain.join(", ")));

    // A labelled set the project lacks is refused naming the ones it has.
    Run missing = cli({"finetune", "--model", adaptedModel, "--project", project, "--labelled", "other",
                       "--output", tmp.filePath("ft2")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("choose one of: triage"), missing.err.constData());
}

QTEST_GUILESS_MAIN(CliJourneyTest)
#include "test_cli_journey.moc"
