// An export's README.md: the Hub's front matter (parsed by PyYAML, as the Hub does) naming the base model and
// what the user gave, and a body from the project's lineage; transformers loads the folder it sits in.
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/reference_python.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using hw::test::CliRun;
using hw::test::runCli;

class CliModelCardTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theCardTellsTheLineageAndParses();
    void noCardWhenAskedAndWithoutAProject();
    void eachRunNamesItsDirectParent();
};

void CliModelCardTest::theCardTellsTheLineageAndParses() {
    HW_REQUIRE_REFERENCE_STACK();
    QTemporaryDir tmp;
    const QString project = tmp.filePath("clinic.hwproj");
    QByteArray text;
    for (int d = 0; d < 80; ++d)
        text += "patients in ward " + QByteArray::number(d) + " recovered after treatment.\n";
    hw::test::writeBytes(tmp.filePath("wards.txt"), text);
    for (const QStringList& step :
         {QStringList{"project", "create", project},
          QStringList{"project", "add-model", project, hw::test::fixturesDir() + "/models/bert-mlm", "--name",
                      "tiny-bert"},
          QStringList{"import-corpus", tmp.filePath("wards.txt"), "--project", project, "--name", "wards"},
          QStringList{"pretrain", "--project", project, "--corpus", "wards", "--model",
                      hw::test::fixturesDir() + "/models/bert-mlm", "--output", tmp.filePath("adapted"),
                      "--seq-len", "32", "--batch-size", "4", "--max-steps", "3", "--threads", "1"},
          QStringList{"export", "--model", tmp.filePath("adapted/model"), "--project", project, "--output",
                      tmp.filePath("exported"), "--language", "en", "--dataset", "ward-notes", "--tag",
                      "clinical"}}) {
        const CliRun run = runCli(step);
        QVERIFY2(run.exitCode == 0, qPrintable(step.join(' ') + ": " + run.err));
    }
    const hw::test::ReferenceRun card = hw::test::runReference("model-card", {tmp.filePath("exported")});
    QVERIFY2(card.ok, qPrintable(card.failure));
    const QJsonObject parsed = QJsonDocument::fromJson(card.output.trimmed().split('\n').last()).object();
    const QJsonObject front = parsed.value("front_matter").toObject();
    QVERIFY(
        !front.contains("base_model")); // the fixture has no Hub id; "tiny-bert" is only the project's name
    QCOMPARE(front.value("language").toArray(), QJsonArray{"en"});
    QCOMPARE(front.value("datasets").toArray(), QJsonArray{"ward-notes"});
    QCOMPARE(front.value("library_name").toString(), QStringLiteral("transformers"));
    QCOMPARE(front.value("pipeline_tag").toString(), QStringLiteral("fill-mask"));
    const QJsonArray tags = front.value("tags").toArray();
    QVERIFY(tags.contains("headwater") && tags.contains("clinical") && tags.contains("bert"));
    QVERIFY(!front.contains("license")); // the user's to choose; the card says so in a comment
    QCOMPARE(parsed.value("model_type").toString(), QStringLiteral("bert"));
    const QString body = parsed.value("body").toString();
    for (const char* expected :
         {"continued from `tiny-bert`", "corpus `wards`", "pretrained on corpus `wards`",
          "| objective | mlm |", "| max_steps | 3 |", "AutoModelForMaskedLM"})
        QVERIFY2(body.contains(QLatin1String(expected)),
                 qPrintable(QStringLiteral("%1 not in:\n%2").arg(expected, body)));
}

void CliModelCardTest::noCardWhenAskedAndWithoutAProject() {
    QTemporaryDir tmp;
    const QString model = hw::test::fixturesDir() + "/models/bert-classifier";
    QCOMPARE(runCli({"export", "--model", model, "--output", tmp.filePath("bare"), "--no-card"}).exitCode, 0);
    QVERIFY(!QFile::exists(tmp.filePath("bare/README.md")));
    QCOMPARE(runCli({"export", "--model", model, "--output", tmp.filePath("carded")}).exitCode, 0);
    QFile readme(tmp.filePath("carded/README.md"));
    QVERIFY(readme.open(QIODevice::ReadOnly));
    const QString card = QString::fromUtf8(readme.readAll());
    // The model folder alone: its labels and thresholds, and how to load a classifier.
    QVERIFY(card.contains("pipeline_tag: text-classification"));
    QVERIFY(!card.contains("base_model"));
    QVERIFY(card.contains("| 1 | anger | 0.5 |"));
    QVERIFY(card.contains("AutoModelForSequenceClassification"));
}

// Pretraining A from an imported model downloaded as "org/tiny-bert", B continued from A's model, a
// classifier fine-tuned from B: the project lists each run with its direct parent, and the classifier's card
// names B as its parent and the Hub id the lineage started from as base_model.
void CliModelCardTest::eachRunNamesItsDirectParent() {
    HW_REQUIRE_REFERENCE_STACK();
    QTemporaryDir tmp;
    const QString project = tmp.filePath("clinic.hwproj");
    const QString imported = tmp.filePath("downloaded");
    QDir().mkpath(imported);
    const QDir fixture(hw::test::fixturesDir() + "/models/bert-mlm");
    for (const QString& file : fixture.entryList(QDir::Files))
        QVERIFY(QFile::copy(fixture.filePath(file), QDir(imported).filePath(file)));
    QFile configFile(QDir(imported).filePath("config.json"));
    QVERIFY(configFile.open(QIODevice::ReadOnly));
    QJsonObject config = QJsonDocument::fromJson(configFile.readAll()).object();
    configFile.close();
    config.insert("_name_or_path", "org/tiny-bert");
    hw::test::writeBytes(configFile.fileName(), QJsonDocument(config).toJson());
    QByteArray text, labelled = "sentence,category\n";
    for (int d = 0; d < 80; ++d) {
        text += "patients in ward " + QByteArray::number(d) + " recovered after treatment.\n";
        labelled += (d % 2 ? "the ward was calm " : "the ward was busy ") + QByteArray::number(d) +
                    (d % 2 ? ",calm\n" : ",busy\n");
    }
    hw::test::writeBytes(tmp.filePath("wards.txt"), text);
    hw::test::writeBytes(tmp.filePath("labelled.csv"), labelled);
    const QStringList pretrain{"--seq-len", "32", "--batch-size", "4", "--max-steps", "2", "--threads", "1"};
    for (const QStringList& step :
         {QStringList{"project", "create", project},
          QStringList{"project", "add-model", project, imported, "--name", "tiny-bert"},
          QStringList{"import-corpus", tmp.filePath("wards.txt"), "--project", project, "--name", "wards"},
          QStringList{"pretrain", "--project", project, "--corpus", "wards", "--model", imported, "--output",
                      tmp.filePath("A")} +
              pretrain,
          QStringList{"pretrain", "--project", project, "--corpus", "wards", "--model",
                      tmp.filePath("A/model"), "--output", tmp.filePath("B")} +
              pretrain,
          QStringList{"finetune", "--project", project, "--model", tmp.filePath("B/model"), "--train",
                      tmp.filePath("labelled.csv"), "--text-field", "sentence", "--label-field", "category",
                      "--epochs", "1", "--seeds", "1", "--max-length", "16", "--output",
                      tmp.filePath("C")}}) {
        const CliRun run = runCli(step);
        QVERIFY2(run.exitCode == 0, qPrintable(step.join(' ') + ": " + run.err));
    }
    const CliRun list = runCli({"project", "list", project, "--json"});
    QCOMPARE(list.exitCode, 0);
    QMap<QString, QString> parentOf; // by the run's name; the fine-tuning run by its kind
    for (const QJsonValue& run : hw::test::lastJsonLine(list.out).value("runs").toArray())
        parentOf.insert(run["kind"] == "finetune" ? QStringLiteral("finetune") : run["name"].toString(),
                        run["model"].toString());
    QCOMPARE(parentOf.value("A"), QStringLiteral("tiny-bert"));
    QCOMPARE(parentOf.value("B"), QStringLiteral("A"));
    QCOMPARE(parentOf.value("finetune"), QStringLiteral("B"));
    const CliRun listed = runCli({"project", "list", project});
    QVERIFY2(listed.out.contains("(pretrain, from A)"), listed.out.constData());

    QDir seeds(tmp.filePath("C"));
    const QStringList seedFolders = seeds.entryList({"seed-*"}, QDir::Dirs);
    QCOMPARE(seedFolders.size(), 1);
    QCOMPARE(runCli({"export", "--model", seeds.filePath(seedFolders.first() + "/model"), "--project",
                     project, "--output", tmp.filePath("exported")})
                 .exitCode,
             0);
    const hw::test::ReferenceRun card = hw::test::runReference("model-card", {tmp.filePath("exported")});
    QVERIFY2(card.ok, qPrintable(card.failure));
    const QJsonObject parsed = QJsonDocument::fromJson(card.output.trimmed().split('\n').last()).object();
    QCOMPARE(parsed.value("front_matter").toObject().value("base_model").toString(),
             QStringLiteral("org/tiny-bert"));
    const QString body = parsed.value("body").toString();
    QVERIFY2(body.contains("fine-tuned from `B`"), qPrintable(body));
}

QTEST_GUILESS_MAIN(CliModelCardTest)
#include "test_cli_model_card.moc"
