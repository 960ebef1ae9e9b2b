// Hugging Face is the oracle for byte-level BPE: tokenizers trains a RoBERTa-style tokenizer (vocab.json +
// merges.txt through RobertaTokenizerFast) and a ModernBERT-style tokenizer.json on thousands of real lines,
// and AutoTokenizer and the tokenizers library encode every case as Headwater must: ids, tokens, token types,
// offsets in code points, special tokens mask and word ids, single texts and pairs, with and without
// truncation. A folder Headwater saves must load in AutoTokenizer to the same encodings.
#include "core/tokenize/byte_level_bpe_tokenizer.h"
#include "core/tokenize/text_tokenizer.h"
#include "tests/support/file_helpers.h"
#include "tests/support/parity_corpus.h"
#include "tests/support/reference_python.h"
#include "tests/support/threaded_encoding.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

const char* const kKoreanLines[] = {
    "오늘은 정말 기분이 좋아요! 친구들과 함께 공원에 갔어요.",
    "상담 선생님께 요즘 너무 불안하고 잠을 잘 못 잔다고 말씀드렸다.",
    "코로나19 확진자가 지난주보다 1,234명 늘었다고 질병관리청이 밝혔다.",
    "이 영화는 슬프면서도 따뜻한 이야기라서 눈물이 났다.",
    "회의는 오후 3시에 시작합니다. 자료는 미리 PDF로 보내 주세요.",
    "經濟 성장률이 예상보다 낮게 나왔다는 보도가 있었다.",
    "BERT와 ELECTRA 모델을 도메인 말뭉치로 추가 학습했다.",
};

// Texts made to reach the corners: spaces of every kind where the regex and add_prefix_space decide, masks
// with and without the space lstrip takes, contractions, digits, emoji and other characters outside the BMP,
// and the ModernBERT-style tokenizer's own added tokens.
const char* const kCraftedLines[] = {
    "The model's output <mask> and the user's <mask>.",
    "a <mask> b",
    "a  <mask>  b",
    "x\t<mask>",
    "<mask> first",
    "<mask>",
    "<s>already</s> framed <pad><unk>",
    "a[MASK]b and [MASK] and  [MASK]   spaced [MASK]",
    "[CLS] [SEP] [PAD] [UNK] inside",
    "we've they'll I'm she'd it's don't 'S 'Re 'VE ''s '",
    "COVID-19 cases, COVID-19's spread, xCOVID-19, COVID-19x, (COVID-19)",
    "visit <url>   now <url>\tor<url>",
    "  two leading spaces",
    "trailing spaces   ",
    "   ",
    " ",
    "tabs\tin\t\tthe\t\t\tmiddle\t",
    "new\nlines\n\nand\r\nCRLF\n",
    "no\u00A0break\u00A0spaces and\u3000ideographic\u3000space \u2009thin\u200Bzero",
    "numbers 1234567890 3.14159 1,000,000 ٣٤٥ ½ Ⅻ",
    "emoji 😀😃😄 👩‍👩‍👧 🇰🇷 👍🏽 ❤️ 𝐀𝐁𝐂 𠀀𠀁",
    "mixed 한국어English中文日本語 Ελληνικά русский العربية עברית",
    "e\u0301cole cafe\u0301 Zoë a\u0308😀b",
    "literal Ġ and Ċ characters ĠĠ",
    "int main(int argc, char** argv) { return argv[0][0] == '\\0' ? 1 : 0; }",
    "def f(x):\n    return {'a': [x ** 2 for x in range(10)]}  # comment",
    "\tindented();\n\t\treturn 0;\n}",
    "SELECT * FROM t WHERE a >= 3 AND b <> 'x';",
    "https://example.com/path?q=1&r=2#frag user@example.com",
    "!!!???...,,,;;;:::---___+++===***",
};

QStringList testLines() {
    QStringList lines;
    for (const char* file : {"uncased.jsonl", "cased.jsonl"}) {
        QFile f(test::fixturesDir() + QStringLiteral("/tokenizer/") + QLatin1String(file));
        if (f.open(QIODevice::ReadOnly))
            while (!f.atEnd())
                lines
                    << QJsonDocument::fromJson(f.readLine()).object().value(QLatin1String("text")).toString();
    }
    lines += test::readLinesOf(
        QStringLiteral(HEADWATER_SOURCE_DIR) + QStringLiteral("/tests/data/news_corpus.txt"), 2000);
    for (const char* line : kKoreanLines)
        lines << QString::fromUtf8(line);
    lines += test::translationLines(1600);
    for (const QString& path : test::filesUnder(QStringLiteral("/usr/share/common-licenses"), {}, 1))
        lines += test::readLinesOf(path, 250);
    lines += test::packageDescriptions(1200);
    lines += test::readLinesOf(
        QStringLiteral(HEADWATER_SOURCE_DIR) + QStringLiteral("/core/tokenize/text_tokenizer.cpp"), 200);
    for (const char* line : kCraftedLines)
        lines << QString::fromUtf8(line);
    // Text NFC changes: decomposed Hangul and accents, marks out of canonical order, singletons, composition
    // exclusions, a mark with nothing before it.
    for (const char* line : kKoreanLines)
        lines << QString::fromUtf8(line).normalized(QString::NormalizationForm_D);
    lines << QStringLiteral("cafe\u0301 re\u0301sume\u0301 A\u030A \u212B \u2126 a\u0323\u0302 a\u0302\u0323 "
                            "\u0958 \u1100\u1161\u11A8 \u1100 \u1161");
    lines << QStringLiteral("\u0301leading mark, q\u0307\u0323 x\u0300\u0316 \uFB01 \u00C5\u030A "
                            "e\u0301[MASK]e\u0301 <mask>\u0301");
    lines.removeDuplicates();
    return lines;
}

ByteLevelBpeTokenizer load(const QString& dir) {
    Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(dir);
    if (!t)
        qFatal("cannot load %s: %s", qPrintable(dir), qPrintable(t.error().toString()));
    const auto* bpe = dynamic_cast<const ByteLevelBpeTokenizer*>(t.value().get());
    if (!bpe)
        qFatal("%s did not load as byte-level BPE", qPrintable(dir));
    return *bpe;
}

} // namespace

class TestByteLevelBpeParity : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void encodesAsHuggingFace_data();
    void encodesAsHuggingFace();
    void savedFolderEncodesAlikeInAutoTokenizer_data();
    void savedFolderEncodesAlikeInAutoTokenizer();
    void encodesAtUsefulSpeed();
    void encodesAlikeOnSeveralThreads();

private:
    // Compares Headwater's encodings of `cases` by `ours` with every oracle's for `dir`; the oracles' names.
    void compareWithReference(const ByteLevelBpeTokenizer& ours, const QString& dir, const QString& name,
                              QStringList* oracles);
    QString folder(const QString& name) const { return m_tmp.filePath(name); }

    QTemporaryDir m_tmp;
    QStringList m_lines;
    QVector<test::ParityCase> m_cases;
};

void TestByteLevelBpeParity::initTestCase() {
    HW_REQUIRE_REFERENCE_STACK();
    QVERIFY(m_tmp.isValid());
    m_lines = testLines();
    QVERIFY2(m_lines.size() >= 1500, qPrintable(QString::number(m_lines.size())));
    m_cases = test::parityCasesFor(m_lines);
    const QString corpus = m_tmp.filePath(QStringLiteral("corpus.txt"));
    test::writeBytes(corpus, m_lines.join(QLatin1Char('\n')).toUtf8() + '\n');
    // English alone for the tokenizers without the byte alphabet, so that other scripts meet missing bytes.
    QStringList ascii;
    for (const QString& line : m_lines)
        if (std::all_of(line.begin(), line.end(), [](QChar c) { return c.unicode() < 0x80; }))
            ascii << line;
    const QString asciiCorpus = m_tmp.filePath(QStringLiteral("ascii-corpus.txt"));
    test::writeBytes(asciiCorpus, ascii.join(QLatin1Char('\n')).toUtf8() + '\n');
    for (const QString& style : {QStringLiteral("roberta"), QStringLiteral("modernbert"),
                                 QStringLiteral("sparse-unk"), QStringLiteral("sparse-drop")}) {
        const QString from = style.startsWith(QLatin1String("sparse")) ? asciiCorpus : corpus;
        const test::ReferenceRun run = test::runReference(
            QStringLiteral("byte-level-bpe"), {QStringLiteral("train"), style, from, folder(style)});
        QVERIFY2(run.ok, qPrintable(run.failure));
    }
    // RoBERTa as older transformers saved it: vocab.json and merges.txt, the flags of the special tokens in
    // tokenizer_config.json's added_tokens_decoder; once more with add_prefix_space.
    const ByteLevelBpeTokenizer roberta = load(folder(QStringLiteral("roberta")));
    for (const bool prefixSpace : {false, true}) {
        const QDir dir(
            folder(prefixSpace ? QStringLiteral("roberta-prefix-space") : QStringLiteral("roberta-files")));
        QVERIFY(QDir().mkpath(dir.path()));
        for (const char* name : {"vocab.json", "merges.txt"})
            QVERIFY(QFile::copy(folder(QStringLiteral("roberta")) + QLatin1Char('/') + QLatin1String(name),
                                dir.filePath(QLatin1String(name))));
        QJsonObject decoder;
        for (const char* token : {"<s>", "<pad>", "</s>", "<unk>", "<mask>"}) {
            const QString content = QLatin1String(token);
            decoder.insert(QString::number(roberta.idOf(content)),
                           QJsonObject{{QStringLiteral("content"), content},
                                       {QStringLiteral("lstrip"), content == QLatin1String("<mask>")},
                                       {QStringLiteral("rstrip"), false},
                                       {QStringLiteral("normalized"), false},
                                       {QStringLiteral("single_word"), false},
                                       {QStringLiteral("special"), true}});
        }
        const QJsonObject config{{QStringLiteral("tokenizer_class"), QStringLiteral("RobertaTokenizer")},
                                 {QStringLiteral("add_prefix_space"), prefixSpace},
                                 {QStringLiteral("trim_offsets"), true},
                                 {QStringLiteral("model_max_length"), 512},
                                 {QStringLiteral("added_tokens_decoder"), decoder}};
        test::writeBytes(dir.filePath(QStringLiteral("tokenizer_config.json")),
                         QJsonDocument(config).toJson());
    }
}

void TestByteLevelBpeParity::compareWithReference(const ByteLevelBpeTokenizer& ours, const QString& dir,
                                                  const QString& name, QStringList* oracles) {
    const QString casesPath = m_tmp.filePath(name + QStringLiteral("-cases.jsonl"));
    test::writeParityCases(casesPath, m_cases);
    const QString answersPath = m_tmp.filePath(name + QStringLiteral("-answers.jsonl"));
    const test::ReferenceRun run = test::runReference(
        QStringLiteral("byte-level-bpe"), {QStringLiteral("encode"), dir, casesPath, answersPath});
    QVERIFY2(run.ok, qPrintable(run.failure));
    const QJsonObject summary = QJsonDocument::fromJson(run.output).object();
    oracles->clear();
    for (const QJsonValue& v : summary.value(QLatin1String("oracles")).toArray())
        *oracles << v.toString();
    QFile answers(answersPath);
    QVERIFY(answers.open(QIODevice::ReadOnly));
    const QList<QByteArray> rows = answers.readAll().trimmed().split('\n');
    QCOMPARE(rows.size(), m_cases.size());
    const int mismatches = test::countParityMismatches(
        ours, m_cases, rows, *oracles, test::specialAddedTokens(ours.options().addedTokens), name);
    qInfo().noquote() << name << ":" << m_cases.size() << "cases from" << m_lines.size()
                      << "lines compared with" << oracles->join(QLatin1String(", ")) << "-" << mismatches
                      << "differ";
    QCOMPARE(mismatches, 0);
}

void TestByteLevelBpeParity::encodesAsHuggingFace_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("expectedOracles");
    const QStringList both{QStringLiteral("auto_tokenizer"), QStringLiteral("tokenizers")};
    const QStringList autoOnly{QStringLiteral("auto_tokenizer")};
    QTest::newRow("RoBERTa-style, tokenizer.json") << "roberta" << both;
    QTest::newRow("RoBERTa-style, vocab.json + merges.txt") << "roberta-files" << autoOnly;
    QTest::newRow("RoBERTa-style with add_prefix_space") << "roberta-prefix-space" << autoOnly;
    QTest::newRow("ModernBERT-style tokenizer.json") << "modernbert" << both;
    QTest::newRow("bytes missing, unknown token fused, ignore_merges") << "sparse-unk" << both;
    QTest::newRow("bytes missing, no unknown token") << "sparse-drop" << both;
}

void TestByteLevelBpeParity::encodesAsHuggingFace() {
    QFETCH(QString, name);
    QFETCH(QStringList, expectedOracles);
    const ByteLevelBpeTokenizer ours = load(folder(name));
    QCOMPARE(ours.kind(), QStringLiteral("bytebpe"));
    QStringList oracles;
    compareWithReference(ours, folder(name), name, &oracles);
    QCOMPARE(oracles, expectedOracles);
}

void TestByteLevelBpeParity::savedFolderEncodesAlikeInAutoTokenizer_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("RoBERTa-style") << "roberta";
    QTest::newRow("RoBERTa-style with add_prefix_space") << "roberta-prefix-space";
    QTest::newRow("ModernBERT-style") << "modernbert";
    QTest::newRow("bytes missing, unknown token") << "sparse-unk";
}

void TestByteLevelBpeParity::savedFolderEncodesAlikeInAutoTokenizer() {
    QFETCH(QString, name);
    const ByteLevelBpeTokenizer original = load(folder(name));
    const QString saved = folder(name + QStringLiteral("-saved"));
    const Expected<bool> written = original.save(saved);
    QVERIFY2(written.ok(), qPrintable(written.error().toString()));
    // Headwater reads its own folder back to the same tokenizer...
    const ByteLevelBpeTokenizer reloaded = load(saved);
    QCOMPARE(reloaded.segmentationSettings(), original.segmentationSettings());
    QCOMPARE(reloaded.vocabSize(), original.vocabSize());
    for (const test::ParityCase& c : m_cases)
        QCOMPARE(test::headwaterEncodingJson(reloaded, c), test::headwaterEncodingJson(original, c));
    // ...and Hugging Face reads it to the encodings of the original.
    QStringList oracles;
    compareWithReference(original, saved, name + QStringLiteral("-saved"), &oracles);
    QCOMPARE(oracles, (QStringList{QStringLiteral("auto_tokenizer"), QStringLiteral("tokenizers")}));
}

void TestByteLevelBpeParity::encodesAtUsefulSpeed() {
    const ByteLevelBpeTokenizer t = load(folder(QStringLiteral("roberta")));
    qint64 bytes = 0, tokens = 0;
    QElapsedTimer timer;
    timer.start();
    for (int round = 0; round < 3; ++round)
        for (const QString& line : m_lines) {
            bytes += line.toUtf8().size();
            tokens += t.encode(line).size();
        }
    const double seconds = std::max(1e-6, timer.nsecsElapsed() / 1e9);
    qInfo("encoded %.1f MB (%lld tokens) at %.1f MB/s", bytes / 1e6, tokens, bytes / 1e6 / seconds);
    // A word of 100,000 letters is merged in n log n, not n^2.
    const Encoding longWord = t.encode(QString(100000, QLatin1Char('a')) + QStringLiteral("b"));
    QVERIFY(longWord.size() > 2);
    QCOMPARE(longWord.offsets[size_t(longWord.size()) - 2].second, 100001);
}

QTEST_GUILESS_MAIN(TestByteLevelBpeParity)
// Each thread hands out its own copies of the token strings (ThreadTokenCopies), kept for the last few
// tokenizers it used: six tokenizers on three threads at once must give what each gave on one thread.
void TestByteLevelBpeParity::encodesAlikeOnSeveralThreads() {
    std::vector<ByteLevelBpeTokenizer> tokenizers;
    for (const char* name :
         {"roberta", "modernbert", "sparse-unk", "sparse-drop", "roberta-files", "roberta-prefix-space"})
        tokenizers.push_back(load(folder(QLatin1String(name))));
    std::vector<const TextTokenizer*> each;
    for (const ByteLevelBpeTokenizer& t : tokenizers)
        each.push_back(&t);
    QCOMPARE(test::threadedEncodingMismatches(each, m_lines.mid(0, 150)), 0);
}

#include "test_byte_level_bpe_parity.moc"
