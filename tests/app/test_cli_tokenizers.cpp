// tokenize, train-tokenizer and extend-vocab through headwater-cli.
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

struct Run {
    int exitCode;
    QByteArray out, err;
    QList<QJsonObject> lines() const {
        QList<QJsonObject> result;
        for (const QByteArray& line : out.trimmed().split('\n'))
            result << QJsonDocument::fromJson(line).object();
        return result;
    }
};

Run runCli(const QStringList& args) {
    QProcess process;
    process.start(QStringLiteral(HEADWATER_CLI_PATH), args);
    process.waitForFinished(hw::test::kJobWaitMs);
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

} // namespace

class CliTokenizersTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tokenizeMatchesFixture();
    void tokenizeOffsetsCountCharacters();
    void jsonLinesAreWhatQtWrites();
    void trainThenTokenizeWithStats();
    void extendVocabDryRunAndWrite();
    void aFullOutputIsAFailure();
    void threadsPrintWhatOneThreadPrints();
    void aLongInputIsReadWhileTheTokenizerLoads();
};

// `tokenize --json > FILE` on a full disk: the writes fail, so the command fails, saying so, instead of
// exiting 0 with FILE empty.
void CliTokenizersTest::aFullOutputIsAFailure() {
    QVERIFY2(QFileInfo(QStringLiteral("/dev/full")).exists(), "this test writes to /dev/full");
    QProcess process;
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start(QStringLiteral(HEADWATER_CLI_PATH),
                  {"tokenize", "--tokenizer", hw::test::fixturesDir() + "/models/bert-mlm", "--text",
                   "the central bank raised rates", "--json"});
    QVERIFY(process.waitForFinished(hw::test::kJobWaitMs));
    const QByteArray err = process.readAllStandardError();
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(err.startsWith("error: cannot write to standard output (No space left on device)"), err);
}

void CliTokenizersTest::tokenizeMatchesFixture() {
    QTemporaryDir tmp;
    const QString input = tmp.filePath("in.txt");
    hw::test::writeBytes(input, "Hello, world! How are you doing today?\nUNAFFABLE unaffable Unaffable\n");
    const Run run = runCli({"tokenize", "--tokenizer", hw::test::fixturesDir() + "/models/bert-mlm",
                            "--input", input, "--json"});
    QVERIFY2(run.exitCode == 0, run.err);
    const QList<QJsonObject> lines = run.lines();
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0].value("ids").toArray(),
             (QJsonArray{101, 7592, 1010, 2088, 999, 2129, 2024, 2017, 2725, 2651, 1029, 102}));
    QCOMPARE(lines[0].value("tokens").toArray().first().toString(), QStringLiteral("[CLS]"));

    const Run missing = runCli({"tokenize", "--tokenizer", tmp.filePath("nothing-here"), "--text", "x"});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.startsWith("error: no tokenizer found"), missing.err);
}

void CliTokenizersTest::tokenizeOffsetsCountCharacters() {
    // Offsets as Hugging Face's tokenizer(text, return_offsets_mapping=True) gives them for this vocabulary:
    // indices into the Python str, where an emoji, a flag's letter or 𝐀 is one character, not two.
    const Run run = runCli({"tokenize", "--tokenizer", hw::test::fixturesDir() + "/models/bert-mlm", "--text",
                            QStringLiteral("I 😀 love 🇰🇷 Seoul 𝐀bc"), "--json"});
    QVERIFY2(run.exitCode == 0, run.err);
    const QJsonObject line = run.lines().first();
    QCOMPARE(line.value("tokens").toArray(),
             (QJsonArray{"[CLS]", "i", "[UNK]", "love", "[UNK]", "seoul", "[UNK]", "[SEP]"}));
    QCOMPARE(line.value("offsets").toArray(),
             (QJsonArray{QJsonArray{0, 0}, QJsonArray{0, 1}, QJsonArray{2, 3}, QJsonArray{4, 8},
                         QJsonArray{9, 11}, QJsonArray{12, 17}, QJsonArray{18, 21}, QJsonArray{0, 0}}));
}

// --json lines are written directly, not through QJsonDocument: each must still be the compact JSON Qt writes
// for the object it parses to (keys in order, quotes and backslashes escaped, UTF-8 as it is).
void CliTokenizersTest::jsonLinesAreWhatQtWrites() {
    QTemporaryDir tmp;
    const QString input = tmp.filePath("in.txt");
    hw::test::writeBytes(input, QStringLiteral("He said \"no\" \\ then left.\nCafé résumé naïve\n"
                                               "오늘은 기분이 좋아요 😀\n\n\ttabs\tand  spaces\n")
                                    .toUtf8());
    const Run run = runCli({"tokenize", "--tokenizer", hw::test::fixturesDir() + "/models/bert-mlm",
                            "--input", input, "--json"});
    QVERIFY2(run.exitCode == 0, run.err);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 5);
    for (const QByteArray& line : lines) {
        const QJsonDocument parsed = QJsonDocument::fromJson(line);
        QVERIFY2(parsed.isObject(), line);
        QCOMPARE(parsed.toJson(QJsonDocument::Compact), line);
        const QJsonObject object = parsed.object();
        QCOMPARE(object.value("ids").toArray().size(), object.value("tokens").toArray().size());
        QCOMPARE(object.value("offsets").toArray().size(), object.value("tokens").toArray().size());
    }
    QVERIFY2(lines[0].contains("\"\\\"\""), lines[0]); // the quote is a token of its own, escaped
    QVERIFY2(lines[0].contains("\"\\\\\""), lines[0]);
}

void CliTokenizersTest::trainThenTokenizeWithStats() {
    QTemporaryDir tmp;
    const QString corpus = QStringLiteral(HEADWATER_SOURCE_DIR) + "/tests/data/news_corpus.txt";
    const QString out = tmp.filePath("spm");
    const Run trained = runCli({"train-tokenizer", "--kind", "unigram", "--corpus", corpus, "--vocab-size",
                                "200", "--output", out, "--json"});
    QVERIFY2(trained.exitCode == 0, trained.err);
    const QList<QJsonObject> lines = trained.lines();
    QCOMPARE(lines.last().value("event").toString(), QStringLiteral("result"));
    QCOMPARE(lines.last().value("vocab_size").toInt(), 200);
    QVERIFY(QFileInfo::exists(out + "/spm.model"));

    const Run stats = runCli({"tokenize", "--tokenizer", out, "--input", corpus, "--stats", "--json"});
    QVERIFY2(stats.exitCode == 0, stats.err);
    const QJsonObject s = stats.lines().last();
    QVERIFY(s.value("words").toInt() > 50);
    QVERIFY(s.value("tokens_per_word").toDouble() >= 1.0);
    QVERIFY(s.value("split_word_share").toDouble() > 0 && s.value("split_word_share").toDouble() < 1);
    // Blank lines are not texts, and a WordPiece vocabulary is measured against the same words.
    QFile file(corpus);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> allLines = file.readAll().split('\n');
    const auto nonBlank = std::count_if(allLines.begin(), allLines.end(),
                                        [](const QByteArray& l) { return !l.trimmed().isEmpty(); });
    QCOMPARE(s.value("texts").toInt(), int(nonBlank));
    const Run wordPiece = runCli({"tokenize", "--tokenizer", hw::test::fixturesDir() + "/models/bert-mlm",
                                  "--input", corpus, "--stats", "--json"});
    QVERIFY2(wordPiece.exitCode == 0, wordPiece.err);
    QCOMPARE(wordPiece.lines().last().value("texts").toInt(), int(nonBlank));
    QCOMPARE(wordPiece.lines().last().value("words").toInt(), s.value("words").toInt());
    // The frequent words a vocabulary cuts most, each in two or more pieces.
    const QJsonArray cut = wordPiece.lines().last().value("fragmented_words").toArray();
    QVERIFY(!cut.isEmpty());
    for (const QJsonValue& w : cut)
        QVERIFY(w.toObject().value("pieces").toArray().size() >= 2);

    // A WordPiece model re-fitted to the SentencePiece vocabulary: it loads and fills masks with it.
    const Run refit = runCli({"resize-vocab", "--model", hw::test::fixturesDir() + "/models/bert-mlm",
                              "--tokenizer", out, "--output", tmp.filePath("refit"), "--json"});
    QVERIFY2(refit.exitCode == 0, refit.err);
    QCOMPARE(refit.lines().last().value("new_vocab_size").toInt(), 200);
    QVERIFY(refit.lines().last().value("kept").toInt() >= 5); // the special tokens at least
    const Run filled = runCli({"maskfill", "--model", tmp.filePath("refit"), "--text",
                               "the central [MASK] raised rates", "--json"});
    QVERIFY2(filled.exitCode == 0, filled.err);

    // Its perplexity and the original's are not comparable (other tokens are masked and predicted):
    // evaluate says so and gives each model's bits per character, from its loss over the characters scored.
    const QString original = hw::test::fixturesDir() + "/models/bert-mlm";
    const Run scored = runCli({"evaluate", "--model", original, "--model", tmp.filePath("refit"), "--data",
                               corpus, "--max-examples", "8", "--json"});
    QVERIFY2(scored.exitCode == 0, scored.err);
    const QJsonObject comparison = scored.lines().last();
    QCOMPARE(comparison.value("same_tokenizer").toBool(true), false);
    QVERIFY2(comparison.value("note").toString().contains("not comparable: compare their bits per character"),
             qPrintable(comparison.value("note").toString()));
    const QJsonArray models = comparison.value("models").toArray();
    QCOMPARE(models.size(), 2);
    QVERIFY(models[0]["masked_tokens"].toInt() != models[1]["masked_tokens"].toInt());
    for (const QJsonValue& m : models) {
        QVERIFY(m["characters"].toInt() >= m["masked_tokens"].toInt());
        const double bits =
            m["loss"].toDouble() * m["masked_tokens"].toDouble() / std::log(2.0) / m["characters"].toDouble();
        QVERIFY2(std::abs(m["bits_per_character"].toDouble() - bits) < 1e-9 * bits,
                 qPrintable(QString::number(m["bits_per_character"].toDouble())));
    }
    // Two models with one tokenizer are scored on the same masked tokens, and their perplexities compare; one
    // vocabulary cased and uncased is two tokenizers.
    const Run shared = runCli({"evaluate", "--model", original, "--model",
                               hw::test::fixturesDir() + "/models/bert-pretraining-bin", "--data", corpus,
                               "--max-examples", "8", "--json"});
    QVERIFY2(shared.exitCode == 0, shared.err);
    QCOMPARE(shared.lines().last().value("same_tokenizer").toBool(), true);
    const QJsonArray sharing = shared.lines().last().value("models").toArray();
    QCOMPARE(sharing[0]["masked_tokens"].toInt(), sharing[1]["masked_tokens"].toInt());
    QVERIFY(!shared.lines().last().value("note").toString().contains("not comparable"));
    const Run cased = runCli({"evaluate", "--model", original, "--model",
                              hw::test::fixturesDir() + "/models/electra-generator", "--data", corpus,
                              "--max-examples", "8", "--json"});
    QVERIFY2(cased.exitCode == 0, cased.err);
    QCOMPARE(cased.lines().last().value("same_tokenizer").toBool(true), false);
    QVERIFY2(
        cased.lines().last().value("note").toString().contains("share a vocabulary of 30522 tokens but cut "
                                                               "text differently"),
        qPrintable(cased.lines().last().value("note").toString()));

    const Run badKind =
        runCli({"train-tokenizer", "--kind", "char", "--corpus", corpus, "--output", tmp.filePath("x")});
    QCOMPARE(badKind.exitCode, 2);
    QVERIFY(!QFileInfo::exists(tmp.filePath("x")));
}

void CliTokenizersTest::extendVocabDryRunAndWrite() {
    QTemporaryDir tmp;
    const QString corpus = tmp.filePath("domain.txt");
    QByteArray text;
    for (int i = 0; i < 10; ++i)
        text += "Remdesivir and tocilizumab were given in the coronavirus ward.\n";
    hw::test::writeBytes(corpus, text);
    const QString model = hw::test::fixturesDir() + "/models/bert-mlm";
    const Run dry =
        runCli({"extend-vocab", "--model", model, "--corpus", corpus, "--add", "2", "--dry-run", "--json"});
    QVERIFY2(dry.exitCode == 0, dry.err);
    const QJsonArray proposed = dry.lines().last().value("added").toArray();
    QCOMPARE(proposed.size(), 2);
    QVERIFY(proposed.first().toObject().value("pieces").toArray().size() >= 2);

    const QString out = tmp.filePath("extended");
    const Run written = runCli(
        {"extend-vocab", "--model", model, "--corpus", corpus, "--add", "2", "--output", out, "--json"});
    QVERIFY2(written.exitCode == 0, written.err);
    QCOMPARE(written.lines().last().value("new_vocab_size").toInt(), 30524);
    const Run encoded = runCli({"tokenize", "--tokenizer", out, "--text",
                                proposed.first().toObject().value("word").toString(), "--json"});
    QCOMPARE(encoded.lines().first().value("tokens").toArray().size(), 3); // [CLS] word [SEP]
    const Run inspected = runCli({"inspect", "--model", out, "--json"});
    QCOMPARE(inspected.lines().first().value("vocab_size").toInt(), 30524);
}

// Lines are encoded in blocks on several threads: the output is the same, line for line, as on one thread,
// for encodings and for statistics (each thread's share added up).
void CliTokenizersTest::threadsPrintWhatOneThreadPrints() {
    QTemporaryDir tmp;
    QFile demo(QStringLiteral(HEADWATER_SOURCE_DIR) + "/tests/data/news_corpus.txt");
    QVERIFY(demo.open(QIODevice::ReadOnly));
    const QByteArray text = demo.readAll();
    const QString corpus = tmp.filePath("corpus.txt");
    hw::test::writeBytes(corpus, text + text + text); // several blocks of lines
    const qsizetype lines = 3 * text.count('\n');
    const QString tokenizer = hw::test::fixturesDir() + "/models/bert-mlm";
    const QList<QStringList> modes = {{}, {"--json"}, {"--stats", "--json"}, {"--stats"}};
    for (const QStringList& mode : modes) {
        const QStringList args = QStringList{"tokenize", "--tokenizer", tokenizer, "--input", corpus} + mode;
        const Run one = runCli(args + QStringList{"--threads", "1"});
        QVERIFY2(one.exitCode == 0, one.err);
        if (!mode.contains("--stats"))
            QCOMPARE(one.out.count('\n'), lines);
        for (const char* threads : {"2", "4"}) {
            const Run several = runCli(args + QStringList{"--threads", threads});
            QVERIFY2(several.exitCode == 0, several.err);
            QVERIFY2(several.out == one.out, qPrintable(mode.join(' ') + " --threads " + threads));
        }
    }
}

// With several threads the tokenizer loads on one while the input's first lines are read; the lines read
// then and those read after come out once each, in order. Numbered lines make a line out of place show.
void CliTokenizersTest::aLongInputIsReadWhileTheTokenizerLoads() {
    QTemporaryDir tmp;
    QFile demo(QStringLiteral(HEADWATER_SOURCE_DIR) + "/tests/data/news_corpus.txt");
    QVERIFY(demo.open(QIODevice::ReadOnly));
    const QList<QByteArray> sourceLines = demo.readAll().split('\n');
    QByteArray text;
    for (int i = 0; text.size() < 8'000'000; ++i)
        text += QByteArray::number(i) + ' ' + sourceLines[i % sourceLines.size()] + '\n';
    const QString corpus = tmp.filePath("long.txt");
    hw::test::writeBytes(corpus, text);
    const QStringList args{"tokenize", "--tokenizer", hw::test::fixturesDir() + "/models/bert-mlm", "--input",
                           corpus};
    const Run one = runCli(args + QStringList{"--threads", "1"});
    QVERIFY2(one.exitCode == 0, one.err);
    QCOMPARE(one.out.count('\n'), text.count('\n'));
    const Run two = runCli(args + QStringList{"--threads", "2"});
    QVERIFY2(two.exitCode == 0, two.err);
    QVERIFY(two.out == one.out);
}

QTEST_GUILESS_MAIN(CliTokenizersTest)
#include "test_cli_tokenizers.moc"
