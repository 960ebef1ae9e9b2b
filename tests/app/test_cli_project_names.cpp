// With --project, a bare name means the project's artefact: a name that is also a folder in the working
// directory is refused naming both, ./NAME means the folder, a name that is neither is refused with the
// project's names; new models go where the project keeps them; an evaluation on a file is recorded with the
// file's identity.
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

using hw::test::CliRun;
using hw::test::runCli;

// The working directory of the commands run while it lives (the CLI inherits it).
class WorkingDirectory {
public:
    explicit WorkingDirectory(const QString& path)
        : m_previous(QDir::currentPath()) {
        QDir::setCurrent(path);
    }
    ~WorkingDirectory() { QDir::setCurrent(m_previous); }

private:
    QString m_previous;
};

QByteArray text(int documents) {
    QByteArray out;
    for (int d = 0; d < documents; ++d)
        out += "patients in ward " + QByteArray::number(d) +
               " recovered after treatment. the hospital reported " + QByteArray::number(d * 3) +
               " discharges this week.\n";
    return out;
}

QJsonObject listed(const QString& project, const QString& kind, const QString& name) {
    const CliRun list = runCli({"project", "list", project, "--json"});
    for (const QJsonValue& a : hw::test::lastJsonLine(list.out).value("artefacts").toArray())
        if (a["kind"].toString() == kind && a["name"].toString() == name)
            return a.toObject();
    return {};
}

QJsonObject runSettings(const QString& run) {
    QFile recorded(QDir(run).filePath("run.json"));
    if (!recorded.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(recorded.readAll()).object();
}

} // namespace

class CliProjectNamesTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void namesMeanTheProjectsArtefactsAndPathsMeanPaths();
    void evaluationsOnFilesAreRecorded();
};

void CliProjectNamesTest::namesMeanTheProjectsArtefactsAndPathsMeanPaths() {
    QTemporaryDir tmp;
    const WorkingDirectory here(tmp.path());
    const QString project = tmp.filePath("p.hwproj");
    QCOMPARE(runCli({"project", "create", project}).exitCode, 0);
    hw::test::writeBytes(tmp.filePath("general.txt"), text(200));
    CliRun imported =
        runCli({"import-corpus", tmp.filePath("general.txt"), "--project", project, "--name", "general"});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    CliRun tokenizer = runCli({"train-tokenizer", "--project", project, "--project-corpus", "general",
                               "--name", "wp", "--vocab-size", "150"});
    QVERIFY2(tokenizer.exitCode == 0, tokenizer.err.constData());

    // new-model with the project's tokenizer by name and no --output: the model goes where the project keeps
    // models, named after its family and size, made with that tokenizer.
    CliRun created = runCli({"new-model", "--project", project, "--arch", "bert", "--preset", "tiny",
                             "--tokenizer", "wp", "--json"});
    QVERIFY2(created.exitCode == 0, created.err.constData());
    const QString modelFolder = QDir(tmp.filePath("p.hwdata/models/bert-tiny")).absolutePath();
    QCOMPARE(hw::test::lastJsonLine(created.out).value("output").toString(), modelFolder);
    QCOMPARE(hw::test::lastJsonLine(created.out).value("name").toString(), QStringLiteral("bert-tiny"));
    QVERIFY(QFile::exists(modelFolder + "/model.safetensors"));
    QVERIFY2(!listed(project, "model", "bert-tiny").isEmpty(), "the new model is listed");
    CliRun shown = runCli({"project", "show", project, "model/bert-tiny"});
    QVERIFY2(shown.out.contains("tokenizer 'wp'"), shown.out.constData());
    // A second one is numbered rather than refused; a name the project has is refused before anything is
    // written.
    CliRun second = runCli(
        {"new-model", "--project", project, "--arch", "bert", "--preset", "tiny", "--tokenizer", "wp"});
    QVERIFY2(second.exitCode == 0, second.err.constData());
    QVERIFY2(second.out.contains("recorded in the project as model 'bert-tiny-2'"), second.out.constData());
    CliRun taken = runCli({"new-model", "--project", project, "--arch", "bert", "--preset", "tiny",
                           "--tokenizer", "wp", "--name", "bert-tiny", "--overwrite"});
    QCOMPARE(taken.exitCode, 2);
    QVERIFY2(taken.err.contains("the project already has a model named 'bert-tiny'"), taken.err.constData());
    // Another shape than the preset's is named by its sizes and recorded as custom.
    CliRun custom =
        runCli({"new-model", "--project", project, "--arch", "bert", "--preset", "tiny", "--hidden", "64",
                "--layers", "1", "--heads", "2", "--tokenizer", "wp", "--json"});
    QVERIFY2(custom.exitCode == 0, custom.err.constData());
    QCOMPARE(hw::test::lastJsonLine(custom.out).value("name").toString(), QStringLiteral("bert-h64-l1"));
    CliRun customShown = runCli({"project", "show", project, "model/bert-h64-l1"});
    QVERIFY2(customShown.out.contains("custom"), customShown.out.constData());

    const QStringList pretrain = {
        "pretrain",     "--project", project,       "--model", "bert-tiny", "--seq-len", "32",
        "--batch-size", "4",         "--max-steps", "1",       "--threads", "1",         "--json"};
    // A bare name that is both the project's corpus and a folder here: refused, naming both and the way out.
    QVERIFY(QDir(tmp.path()).mkdir("general"));
    hw::test::writeBytes(tmp.filePath("general/a.txt"), text(60));
    CliRun ambiguous =
        runCli(pretrain + QStringList{"--corpus", "general", "--output", tmp.filePath("both")});
    QCOMPARE(ambiguous.exitCode, 2);
    QVERIFY2(ambiguous.err.contains("'general' is both the project's corpus 'general' and the folder " +
                                    QDir::toNativeSeparators(tmp.filePath("general")).toUtf8()) &&
                 ambiguous.err.contains("(--corpus)") && ambiguous.err.contains("write ./general"),
             ambiguous.err.constData());
    QVERIFY(!QFile::exists(tmp.filePath("both")));
    // A bare name that is neither: refused, with the names the project has.
    CliRun neither =
        runCli({"evaluate", "--project", project, "--model", "bert-small", "--corpus", "general"});
    QCOMPARE(neither.exitCode, 2);
    QVERIFY2(neither.err.contains("the project has no model named 'bert-small'") &&
                 neither.err.contains("choose one of: bert-tiny, bert-tiny-2"),
             neither.err.constData());

    // ./general is the folder, and the model named bert-tiny the project's.
    CliRun folder =
        runCli(pretrain + QStringList{"--corpus", "./general", "--output", tmp.filePath("folder")});
    QVERIFY2(folder.exitCode == 0, folder.err.constData());
    QJsonObject settings = runSettings(tmp.filePath("folder"));
    QCOMPARE(settings.value("corpus_files").toArray(),
             QJsonArray{QDir(tmp.filePath("general")).absolutePath()});
    QVERIFY(settings.value("corpus_names").toArray().isEmpty());
    QCOMPARE(settings.value("model").toString(), modelFolder);

    // With only the project's corpus of that name, the name is the corpus: its stored split and its lineage.
    QVERIFY(QDir(tmp.filePath("general")).removeRecursively());
    CliRun named = runCli(pretrain + QStringList{"--corpus", "general", "--output", tmp.filePath("named")});
    QVERIFY2(named.exitCode == 0, named.err.constData());
    settings = runSettings(tmp.filePath("named"));
    QCOMPARE(settings.value("corpus_names").toArray(), QJsonArray{"general"});
    QVERIFY(settings.value("corpus_files").toArray().isEmpty());
    CliRun lineage = runCli({"project", "show", project, "model/named"});
    QVERIFY2(lineage.out.contains("pretrained on corpus 'general'") &&
                 lineage.out.contains("continued from model 'bert-tiny'"),
             lineage.out.constData());

    // The other commands read names the same way: a model re-fitted to the project's tokenizer, both by name.
    // The run's folder ./named holds the model named so: the same files, so no second meaning.
    CliRun resized = runCli({"resize-vocab", "--project", project, "--model", "named", "--tokenizer", "wp",
                             "--name", "named-wp"});
    QVERIFY2(resized.exitCode == 0, resized.err.constData());
    CliRun resizedLineage = runCli({"project", "show", project, "model/named-wp"});
    QVERIFY2(resizedLineage.out.contains("resized from model 'named'") &&
                 resizedLineage.out.contains("tokenizer tokenizer 'wp'"),
             resizedLineage.out.constData());
}

void CliProjectNamesTest::evaluationsOnFilesAreRecorded() {
    QTemporaryDir tmp;
    const QString project = tmp.filePath("p.hwproj");
    QCOMPARE(runCli({"project", "create", project}).exitCode, 0);

    // Perplexity on a text file beside --project: recorded as the project's evaluations are, the file known
    // by its path and digest.
    const QString textFile = tmp.filePath("ward.txt");
    hw::test::writeBytes(textFile, text(40));
    CliRun perplexity =
        runCli({"evaluate", "--project", project, "--model", hw::test::fixturesDir() + "/models/bert-mlm",
                "--data", textFile, "--seq-len", "32"});
    QVERIFY2(perplexity.exitCode == 0, perplexity.err.constData());
    const QJsonObject scored = listed(project, "evaluation", "perplexity bert-mlm on ward.txt");
    QVERIFY2(!scored.isEmpty(), "the perplexity is recorded");
    QCOMPARE(scored["settings"]["data"].toString(), QFileInfo(textFile).absoluteFilePath());
    QCOMPARE(scored["settings"]["data_sha256"].toString(),
             QString::fromLatin1(hw::test::fileDigest(textFile)));
    QVERIFY(!scored["settings"].toObject().contains("split")); // the whole file is scored
    QVERIFY(scored["figures"]["perplexity"].toDouble() > 1);

    // A classifier on a labelled file, likewise.
    const QString data = tmp.filePath("messages.csv");
    hw::test::writeClassifierMessages(data, 40);
    CliRun evaluated = runCli({"evaluate", "--project", project, "--model",
                               hw::test::fixturesDir() + "/models/bert-classifier", "--data", data,
                               "--label-field", "label", "--multi-label"});
    QVERIFY2(evaluated.exitCode == 0, evaluated.err.constData());
    const QJsonObject classification = listed(project, "evaluation", "bert-classifier on messages.csv");
    QVERIFY2(!classification.isEmpty(), "the classification is recorded");
    QCOMPARE(classification["settings"]["data"].toString(), QFileInfo(data).absoluteFilePath());
    QCOMPARE(classification["settings"]["data_sha256"].toString(),
             QString::fromLatin1(hw::test::fileDigest(data)));
}

QTEST_GUILESS_MAIN(CliProjectNamesTest)
#include "test_cli_project_names.moc"
