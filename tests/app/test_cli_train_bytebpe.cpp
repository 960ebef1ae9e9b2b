// `train-tokenizer --kind bytebpe` end to end: the folder it writes holds the vocabulary and merges Hugging
// Face tokenizers learns from the same corpus, `tokenize` frames texts with it as RoBERTa does, a project
// records it, and options that cannot apply are refused before anything is written.
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/reference_python.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The demo corpus with Korean, emoji and code lines after it.
QString writeCorpus(const QTemporaryDir& tmp) {
    QByteArray text = readAll(QStringLiteral(HEADWATER_SOURCE_DIR "/tests/data/news_corpus.txt"));
    for (int i = 0; i < 20; ++i)
        text += "상담 데이터로 추가 학습한 모델이 감정 분류를 더 잘한다 😀 " + QByteArray::number(i) +
                "\n    return tokens.size() > 0 ? tokens[0] : -1;\n";
    const QString path = tmp.filePath(QStringLiteral("corpus.txt"));
    hw::test::writeBytes(path, text);
    return path;
}

} // namespace

class CliTrainByteLevelBpeTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void trainsWhatTokenizersTrains();
    void recordsTheTokenizerInAProject();
    void refusesWhatCannotApply();
};

void CliTrainByteLevelBpeTest::trainsWhatTokenizersTrains() {
    HW_REQUIRE_REFERENCE_STACK();
    QTemporaryDir tmp;
    const QString corpus = writeCorpus(tmp);
    const QString out = tmp.filePath(QStringLiteral("roberta-bpe"));
    const hw::test::CliRun trained =
        hw::test::runCli({"train-tokenizer", "--kind", "bytebpe", "--corpus", corpus, "--vocab-size", "700",
                          "--min-frequency", "3", "--output", out, "--json"});
    QVERIFY2(trained.exitCode == 0, trained.err.constData());
    QVERIFY(trained.out.contains("\"event\":\"progress\",\"phase\":\"learning merges\""));
    const QJsonObject result = hw::test::lastJsonLine(trained.out);
    QCOMPARE(result.value("event").toString(), QStringLiteral("result"));
    QCOMPARE(result.value("kind").toString(), QStringLiteral("bytebpe"));
    QCOMPARE(result.value("vocab_size").toInt(), 700);
    QCOMPARE(QDir(out).entryList(QDir::Files),
             (QStringList{"merges.txt", "special_tokens_map.json", "tokenizer.json", "tokenizer_config.json",
                          "vocab.json"}));

    const QString reference = tmp.filePath(QStringLiteral("reference"));
    const hw::test::ReferenceRun run = hw::test::runReference(
        QStringLiteral("byte-level-bpe"), {"train", "roberta", corpus, reference, "700", "3"});
    QVERIFY2(run.ok, qPrintable(run.failure));
    QCOMPARE(readAll(out + "/merges.txt"), readAll(reference + "/merges.txt"));
    QCOMPARE(QJsonDocument::fromJson(readAll(out + "/vocab.json")).object(),
             QJsonDocument::fromJson(readAll(reference + "/vocab.json")).object());

    const hw::test::CliRun encoded = hw::test::runCli(
        {"tokenize", "--tokenizer", out, "--text", QStringLiteral("감정 분류 <mask> 모델"), "--json"});
    QVERIFY2(encoded.exitCode == 0, encoded.err.constData());
    const QJsonArray tokens = hw::test::lastJsonLine(encoded.out).value("tokens").toArray();
    QCOMPARE(tokens.first().toString(), QStringLiteral("<s>"));
    QCOMPARE(tokens.last().toString(), QStringLiteral("</s>"));
    QVERIFY(tokens.contains(QStringLiteral("<mask>")));

    const hw::test::CliRun human =
        hw::test::runCli({"train-tokenizer", "--kind", "bytebpe", "--corpus", corpus, "--vocab-size", "300",
                          "--output", tmp.filePath(QStringLiteral("small"))});
    QVERIFY2(human.exitCode == 0, human.err.constData());
    QVERIFY2(human.out.startsWith("Trained a bytebpe tokenizer with 300 tokens in "), human.out.constData());
}

void CliTrainByteLevelBpeTest::recordsTheTokenizerInAProject() {
    QTemporaryDir tmp;
    const QString project = tmp.filePath(QStringLiteral("notes.hwproj"));
    QCOMPARE(hw::test::runCli({"project", "create", project}).exitCode, 0);
    const hw::test::CliRun imported =
        hw::test::runCli({"import-corpus", writeCorpus(tmp), "--project", project, "--name", "notes"});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    const hw::test::CliRun trained =
        hw::test::runCli({"train-tokenizer", "--kind", "bytebpe", "--project", project, "--project-corpus",
                          "notes", "--name", "notes-bytebpe", "--vocab-size", "400", "--json"});
    QVERIFY2(trained.exitCode == 0, trained.err.constData());
    QVERIFY(hw::test::lastJsonLine(trained.out)
                .value("output")
                .toString()
                .endsWith(QStringLiteral("notes.hwdata/tokenizers/notes-bytebpe")));
    const hw::test::CliRun listed = hw::test::runCli({"project", "list", project, "--json"});
    QCOMPARE(listed.exitCode, 0);
    const QJsonArray artefacts = hw::test::lastJsonLine(listed.out).value("artefacts").toArray();
    QCOMPARE(artefacts.size(), 2);
    const QJsonObject tokenizer = artefacts[1].toObject();
    QCOMPARE(tokenizer.value("name").toString(), QStringLiteral("notes-bytebpe"));
    const QJsonObject settings = tokenizer.value("settings").toObject();
    QCOMPARE(settings.value("kind").toString(), QStringLiteral("bytebpe"));
    QCOMPARE(settings.value("lowercase").toBool(true), false); // RoBERTa keeps the case
    QVERIFY(!settings.contains("character_coverage"));
    QCOMPARE(tokenizer.value("figures").toObject().value("vocab_size").toInt(), 400);
}

void CliTrainByteLevelBpeTest::refusesWhatCannotApply() {
    QTemporaryDir tmp;
    const QString corpus = writeCorpus(tmp);
    const QString out = tmp.filePath(QStringLiteral("out"));
    const hw::test::CliRun coverage =
        hw::test::runCli({"train-tokenizer", "--kind", "bytebpe", "--corpus", corpus, "--character-coverage",
                          "0.99", "--output", out});
    QCOMPARE(coverage.exitCode, 2);
    QVERIFY2(coverage.err.startsWith("error: --character-coverage does not apply to --kind bytebpe "
                                     "(--character-coverage): leave it out"),
             coverage.err.constData());
    const hw::test::CliRun small = hw::test::runCli(
        {"train-tokenizer", "--kind", "bytebpe", "--corpus", corpus, "--vocab-size", "200", "--output", out});
    QCOMPARE(small.exitCode, 2);
    QVERIFY2(
        small.err.startsWith("error: vocabulary size 200 is smaller than the 261 special tokens and byte "
                             "characters a byte-level BPE starts from (--vocab-size): raise it to at "
                             "least 261"),
        small.err.constData());
    const hw::test::CliRun unknown =
        hw::test::runCli({"train-tokenizer", "--kind", "byte-bpe", "--corpus", corpus, "--output", out});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains("use wordpiece, unigram, bpe or bytebpe"), unknown.err.constData());
    QVERIFY(!QFileInfo::exists(out));
    const hw::test::CliRun help = hw::test::runCli({"train-tokenizer", "--help"});
    QVERIFY2(help.out.contains("bpe, or bytebpe") && help.out.contains("byte-level BPE (RoBERTa)"),
             help.out.constData());
}

QTEST_GUILESS_MAIN(CliTrainByteLevelBpeTest)
#include "test_cli_train_bytebpe.moc"
