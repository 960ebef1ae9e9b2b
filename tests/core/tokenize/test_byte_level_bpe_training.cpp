// Byte-level BPE training against Hugging Face tokenizers' own: the same corpus (English, Korean, emoji,
// code, blank lines, CRLF, a last line without its newline) trained by ByteLevelBPETokenizer.train and by
// Headwater's TokenizerTrainingJob gives the same vocab.json and merges.txt, for several vocabulary sizes and
// minimum frequencies, lowercased or not. The folder Headwater writes encodes alike in Headwater, in
// AutoTokenizer and in the tokenizers library.
#include "core/jobs/job_runner.h"
#include "core/tokenize/byte_level_bpe_tokenizer.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/tokenizer_training.h"
#include "tests/support/file_helpers.h"
#include "tests/support/reference_python.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

class QuietSink : public ProgressSink {
public:
    void onProgress(const JobProgress&) override {}
    void onLog(LogLevel, const Text&) override {}
    void onMetric(const MetricPoint&) override {}
};

const char* const kKoreanLines[] = {
    "오늘은 정말 기분이 좋아요! 친구들과 함께 공원에 갔어요.",
    "상담 선생님께 요즘 너무 불안하고 잠을 잘 못 잔다고 말씀드렸다.",
    "코로나19 확진자가 지난주보다 1,234명 늘었다고 질병관리청이 밝혔다.",
    "회의는 오후 3시에 시작합니다. 자료는 미리 PDF로 보내 주세요.",
    "BERT와 ELECTRA 모델을 도메인 말뭉치로 추가 학습했다.",
};

// Where the pre-tokenizer, the line endings and lowercasing decide: spaces of every kind, repeated
// characters (overlapping pairs), contractions, emoji and characters outside the BMP, cased letters whose
// lower case is longer (İ) or depends on nothing around it (Σ).
const char* const kCraftedLines[] = {
    "emoji 😀😃😄 👩‍👩‍👧 🇰🇷 👍🏽 ❤️ 𝐀𝐁𝐂 𠀀𠀁",
    "aaaa aaaaaaa bbbbbbbbb ------ ======== ........ !!!!!! 0000000",
    "  leading spaces, trailing spaces   ",
    "tabs\tin\t\tthe\t\t\tmiddle\t",
    "we've they'll I'm she'd it's don't 'S 'Re 'VE ''s '",
    "İSTANBUL İstanbul ΣΟΦΊΑ ΟΔΥΣΣΕΥΣ Straße ǅemal ＡＢＣ",
    "The model's output <mask> and the user's <mask>.",
    "no\u00A0break\u00A0spaces and\u3000ideographic\u3000space \u2009thin\u200Bzero",
    "def f(x):\n    return {'a': [x ** 2 for x in range(10)]}  # comment",
    "SELECT * FROM t WHERE a >= 3 AND b <> 'x';",
    "https://example.com/path?q=1&r=2#frag user@example.com",
};

QByteArray lineBytes(const QString& path, int limit) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QByteArray out;
    for (int n = 0; !f.atEnd() && n < limit; ++n)
        out += f.readLine();
    return out;
}

// The demo corpus, Korean and crafted lines several times over, this project's own code with its
// indentation, blank lines, a CRLF line and a last line without a newline.
QByteArray corpusBytes() {
    QByteArray corpus = lineBytes(QStringLiteral(HEADWATER_SOURCE_DIR "/tests/data/news_corpus.txt"), 2000);
    for (int r = 0; r < 12; ++r) {
        for (const char* line : kKoreanLines)
            corpus += QByteArray(line) + (r % 3 == 0 ? "\r\n" : "\n");
        for (const char* line : kCraftedLines)
            corpus += QByteArray(line) + '\n';
        corpus += "\n\n   \n";
    }
    corpus += lineBytes(QStringLiteral(HEADWATER_SOURCE_DIR "/core/tokenize/bpe_model.cpp"), 400);
    corpus +=
        lineBytes(QStringLiteral(HEADWATER_SOURCE_DIR "/tests/python/byte_level_bpe_reference.py"), 200);
    return corpus + "the last line, without its newline";
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject readJson(const QString& path) {
    return QJsonDocument::fromJson(readAll(path)).object();
}

// What both encode: ids, tokens, token types, offsets in code points and word ids (the special tokens mask
// aside: Headwater marks a <mask> found in the text as special, as transformers' collators do).
QJsonObject comparable(const QJsonObject& e) {
    QJsonObject out;
    for (const char* field : {"ids", "tokens", "type_ids", "offsets", "word_ids"})
        out.insert(QLatin1String(field), e.value(QLatin1String(field)));
    return out;
}

QJsonObject headwaterEncoding(const TextTokenizer& t, const QString& text, const QString& pair) {
    const Encoding e = pair.isNull() ? t.encode(text) : t.encodePair(text, pair);
    QJsonArray ids, types, offsets, words;
    for (int i = 0; i < e.size(); ++i) {
        ids.append(e.ids[size_t(i)]);
        types.append(e.typeIds[size_t(i)]);
        offsets.append(QJsonArray{e.offsets[size_t(i)].first, e.offsets[size_t(i)].second});
        words.append(e.wordIds[size_t(i)]);
    }
    return {{QStringLiteral("ids"), ids},
            {QStringLiteral("tokens"), QJsonArray::fromStringList(e.tokens)},
            {QStringLiteral("type_ids"), types},
            {QStringLiteral("offsets"), offsets},
            {QStringLiteral("word_ids"), words}};
}

} // namespace

class TestByteLevelBpeTraining : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void learnsTheVocabularyTokenizersLearns_data();
    void learnsTheVocabularyTokenizersLearns();
    void trainedFolderEncodesAlikeInAutoTokenizer_data();
    void trainedFolderEncodesAlikeInAutoTokenizer();

private:
    // Trains with Headwater into `name`, once per test run.
    QString trainHeadwater(const QString& name, int vocabSize, int minFrequency, bool lowercase);

    QTemporaryDir m_tmp;
    QString m_corpus;
};

void TestByteLevelBpeTraining::initTestCase() {
    HW_REQUIRE_REFERENCE_STACK();
    QVERIFY(m_tmp.isValid());
    m_corpus = m_tmp.filePath(QStringLiteral("corpus.txt"));
    test::writeBytes(m_corpus, corpusBytes());
}

QString TestByteLevelBpeTraining::trainHeadwater(const QString& name, int vocabSize, int minFrequency,
                                                 bool lowercase) {
    const QString out = m_tmp.filePath(QStringLiteral("headwater-") + name);
    if (QFileInfo::exists(out))
        return out;
    TokenizerTrainingSpec spec = tokenizerTrainingDefaults(TokenizerKind::ByteLevelBpe);
    spec.corpusFiles = {m_corpus};
    spec.outputDirectory = out;
    spec.vocabSize = vocabSize;
    spec.minFrequency = minFrequency;
    spec.lowercase = lowercase;
    TokenizerTrainingJob job(spec);
    QuietSink sink;
    std::atomic_bool cancel{false};
    const JobOutcome outcome = runJobHere(job, sink, cancel);
    if (outcome.status != JobStatus::Succeeded)
        qWarning().noquote() << "training" << name << "failed:" << outcome.message.toString();
    return out;
}

void TestByteLevelBpeTraining::learnsTheVocabularyTokenizersLearns_data() {
    QTest::addColumn<int>("vocabSize");
    QTest::addColumn<int>("minFrequency");
    QTest::addColumn<bool>("lowercase");
    QTest::newRow("the byte alphabet alone") << 261 << 2 << false;
    QTest::newRow("500 tokens, pairs seen twice") << 500 << 2 << false;
    QTest::newRow("2000 tokens, every pair") << 2000 << 1 << false;
    QTest::newRow("4000 tokens, stopped by a minimum of 5") << 4000 << 5 << false;
    QTest::newRow("every pair merged, the vocabulary never full") << 100000 << 1 << false;
    QTest::newRow("1500 tokens, lowercased") << 1500 << 2 << true;
}

void TestByteLevelBpeTraining::learnsTheVocabularyTokenizersLearns() {
    QFETCH(int, vocabSize);
    QFETCH(int, minFrequency);
    QFETCH(bool, lowercase);
    const QString name =
        QStringLiteral("%1-%2%3").arg(vocabSize).arg(minFrequency).arg(lowercase ? "-lc" : "");
    const QString ours = trainHeadwater(name, vocabSize, minFrequency, lowercase);
    const QString theirs = m_tmp.filePath(QStringLiteral("hf-") + name);
    QStringList arguments{QStringLiteral("train"),    QStringLiteral("roberta"),    m_corpus, theirs,
                          QString::number(vocabSize), QString::number(minFrequency)};
    if (lowercase)
        arguments << QStringLiteral("lowercase");
    const test::ReferenceRun run = test::runReference(QStringLiteral("byte-level-bpe"), arguments);
    QVERIFY2(run.ok, qPrintable(run.failure));

    const QJsonObject vocab = readJson(ours + QStringLiteral("/vocab.json"));
    const QJsonObject expected = readJson(theirs + QStringLiteral("/vocab.json"));
    QVERIFY(expected.size() >= 261);
    qInfo().noquote() << name << ":" << vocab.size() << "tokens, HF" << expected.size();
    QCOMPARE(vocab.size(), expected.size());
    QCOMPARE(vocab, expected);
    const QByteArray merges = readAll(ours + QStringLiteral("/merges.txt"));
    QVERIFY(merges.startsWith("#version: 0.2\n"));
    QCOMPARE(merges, readAll(theirs + QStringLiteral("/merges.txt")));
    if (vocabSize == 100000)
        QVERIFY2(vocab.size() < vocabSize, "the corpus runs out of pairs first");
}

void TestByteLevelBpeTraining::trainedFolderEncodesAlikeInAutoTokenizer_data() {
    QTest::addColumn<bool>("lowercase");
    QTest::newRow("cased") << false;
    QTest::newRow("lowercased") << true;
}

void TestByteLevelBpeTraining::trainedFolderEncodesAlikeInAutoTokenizer() {
    QFETCH(bool, lowercase);
    const QString dir = trainHeadwater(lowercase ? QStringLiteral("1500-2-lc") : QStringLiteral("2000-1"),
                                       lowercase ? 1500 : 2000, lowercase ? 2 : 1, lowercase);
    for (const char* file :
         {"vocab.json", "merges.txt", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json"})
        QVERIFY2(QFileInfo::exists(dir + QLatin1Char('/') + QLatin1String(file)), file);
    // RobertaTokenizer, unless lowercased: transformers builds RobertaTokenizer from vocab.json and
    // merges.txt alone, without tokenizer.json's normalizer.
    const QJsonObject config = readJson(dir + QStringLiteral("/tokenizer_config.json"));
    QCOMPARE(config.value(QLatin1String("tokenizer_class")).toString(),
             lowercase ? QStringLiteral("PreTrainedTokenizerFast") : QStringLiteral("RobertaTokenizer"));
    QVERIFY(config.value(QLatin1String("added_tokens_decoder"))
                .toObject()
                .value(QLatin1String("4"))
                .toObject()
                .value(QLatin1String("lstrip"))
                .toBool());
    Expected<std::shared_ptr<const TextTokenizer>> loaded = loadTokenizer(dir);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    const TextTokenizer& ours = *loaded.value();
    QCOMPARE(ours.kind(), QStringLiteral("bytebpe"));
    QCOMPARE(
        (QStringList{ours.tokenAt(0), ours.tokenAt(1), ours.tokenAt(2), ours.tokenAt(3), ours.tokenAt(4)}),
        (QStringList{"<s>", "<pad>", "</s>", "<unk>", "<mask>"}));

    QStringList texts;
    for (const char* line : kKoreanLines)
        texts << QString::fromUtf8(line);
    for (const char* line : kCraftedLines)
        texts << QString::fromUtf8(line);
    texts << QStringLiteral("Fill in the <mask>: İstanbul's ΣΟΦΙΑ wrote\r\n  code();") << QStringLiteral("")
          << QStringLiteral("   ");
    QByteArray cases;
    for (int i = 0; i < texts.size(); ++i) {
        QJsonObject c{{QStringLiteral("text"), texts[i]}};
        if (i % 4 == 1)
            c.insert(QStringLiteral("pair"), texts[(i + 1) % texts.size()]);
        cases += QJsonDocument(c).toJson(QJsonDocument::Compact) + '\n';
    }
    const QString casesPath = m_tmp.filePath(QStringLiteral("cases.jsonl"));
    const QString answersPath = m_tmp.filePath(QStringLiteral("answers.jsonl"));
    test::writeBytes(casesPath, cases);
    const test::ReferenceRun run = test::runReference(
        QStringLiteral("byte-level-bpe"), {QStringLiteral("encode"), dir, casesPath, answersPath});
    QVERIFY2(run.ok, qPrintable(run.failure));
    const QJsonObject summary = QJsonDocument::fromJson(run.output).object();
    QCOMPARE(summary.value(QLatin1String("oracles")).toArray(), (QJsonArray{"auto_tokenizer", "tokenizers"}));
    const QList<QByteArray> rows = readAll(answersPath).trimmed().split('\n');
    QCOMPARE(rows.size(), texts.size());
    for (int i = 0; i < texts.size(); ++i) {
        const QString pair = i % 4 == 1 ? texts[(i + 1) % texts.size()] : QString();
        const QJsonObject mine = headwaterEncoding(ours, texts[i], pair);
        const QJsonObject answer = QJsonDocument::fromJson(rows[i]).object();
        for (const QString& oracle : {QStringLiteral("auto_tokenizer"), QStringLiteral("tokenizers")}) {
            const QJsonObject hf = comparable(answer.value(oracle).toObject());
            QVERIFY2(
                mine == hf,
                qPrintable(QStringLiteral("%1, case %2 (%3)\n ours: %4\n   hf: %5")
                               .arg(oracle)
                               .arg(i)
                               .arg(texts[i])
                               .arg(QString::fromUtf8(QJsonDocument(mine).toJson(QJsonDocument::Compact)))
                               .arg(QString::fromUtf8(QJsonDocument(hf).toJson(QJsonDocument::Compact)))));
        }
    }
}

QTEST_GUILESS_MAIN(TestByteLevelBpeTraining)
#include "test_byte_level_bpe_training.moc"
