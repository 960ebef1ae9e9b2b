// WordPiece encodes a few hundred KB of varied text exactly as Hugging Face's tokenizers do: English with
// punctuation, digits and accents, CJK, Korean, emoji, control and format characters, combining marks,
// special tokens inside words, and words longer than the 100-character limit, through the cased and the
// uncased bert-base vocabulary. Tokens, ids and code point offsets must all match on every text.
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/wordpiece_tokenizer.h"
#include "tests/support/file_helpers.h"
#include "tests/support/reference_python.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

// Words and symbols, '|' between them.
const char kWords[] = "the|The|THE|coronavirus|pandemic|hospitals|triage|vaccines|unaffable|"
                      "pretraining|Domain-adaptive|classification|don't|U.S.|e-mail|COVID-19|mRNA|"
                      "electroencephalography|antidisestablishmentarianism|"
                      "naïve|café|résumé|Ångström|Straße|İstanbul|ΣΊΣΥΦΟΣ|Москва|"
                      "Ærøskøbing|façade|Œuvre|ﬁne|Ⅻ|½|x²|№5|€100|3.5%|"
                      "1,234,567|2026-01-31|10:45|#hashtag|@user|https://example.com/a?b=c&d=e|"
                      "user@example.org|C++|<tag>|[MASK]|[SEP]|[mask]|[MASK|x[CLS]y|[UNK]|"
                      "오늘|너무|행복해|상담|데이터로|추가|학습한|모델이|감정|"
                      "분류를|윗물이|맑아야|사전학습|언어모델에|코로나19|확진자가|"
                      "經濟|성장률이|BERT와|ㅋㅋㅋ|ㄱㄴㄷ|中文|漢字|東京都|"
                      "ドイツ語|カタカナ|ｶﾀｶﾅ|ＡＢＣ|１２３|𠀀𠀁|豈更|"
                      "😀|👍🏽|🇰🇷|👩‍👩‍👧|❤️|🎉.|𝐀𝐁𝐂|mañana|"
                      "e\u0301cole|cafe\u0301|a\u0308\u0301|o\u0316\u0301|"
                      "हिन्दी|ภาษาไทย|العربية|עברית|Ελληνικά|"
                      "tiếng|Việt|ǅemal|ß|ﬀ|ŉ|ǰ|ΐ|İ|Σ|ς|K|Å|Ω";

const char* const kGlue[] = {
    " ",    " ",    " ",      " ",      " ",      "  ",       ", ",     ". ",     "! ",     "? ",
    "; ",   ": ",   " - ",    " — ",    " (",     ") ",       " \"",    "\" ",    " 'x' ",  "\t",
    "\n",   "\r\n", "\u00a0", "\u3000", "\u2028", "\xc2\x85", "\u200b", "\u00ad", "\ufeff", "\ufffd",
    "\x01", "\x7f", "\x1f",   "\x0b",   "\x0c",   "",         "",       "",
};

QString randomLetters(QRandomGenerator& rng, int length, const QString& alphabet) {
    QString s;
    for (int i = 0; i < length; ++i)
        s += alphabet[int(rng.bounded(int(alphabet.size())))];
    return s;
}

// Lines of varied text, about `bytes` in all, the same on every run.
QStringList variedLines(qint64 bytes) {
    QRandomGenerator rng(20260131);
    const QString latin = QStringLiteral("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéüñçøå");
    const QString hangul = QStringLiteral("가나다라마바사아자차카타파하한국어학습모델데이터");
    const QStringList words = QString::fromUtf8(kWords).split(QLatin1Char('|'));
    QStringList lines;
    qint64 total = 0;
    while (total < bytes) {
        QString line;
        const int pieces = 1 + int(rng.bounded(60));
        for (int i = 0; i < pieces; ++i) {
            const int roll = int(rng.bounded(100));
            if (roll < 3) // around the 100-character limit, ASCII and not
                line += randomLetters(rng, 95 + int(rng.bounded(20)), roll == 0 ? hangul : latin);
            else if (roll < 6)
                line += randomLetters(rng, 1 + int(rng.bounded(30)), latin);
            else if (roll < 9)
                line += QString::number(rng.bounded(1000000));
            else if (roll < 12) { // any character of the Basic Multilingual Plane, assigned or not
                const char16_t c = char16_t(0xA0 + rng.bounded(0xFFFE - 0xA0));
                line += QChar::isSurrogate(c) ? QChar(0xAC00) : QChar(c);
            } else if (roll < 13)
                line += QChar(0);
            else if (roll < 14) { // and of the next two planes
                const char32_t c = char32_t(0x10000 + rng.bounded(0x20000));
                line += QString::fromUcs4(&c, 1);
            } else
                line += words[int(rng.bounded(int(words.size())))];
            line += QString::fromUtf8(kGlue[rng.bounded(int(std::size(kGlue)))]);
        }
        total += line.toUtf8().size();
        lines << line;
    }
    return lines;
}

} // namespace

class TestWordPieceBulkParity : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void variedTextEncodesAsHuggingFace_data();
    void variedTextEncodesAsHuggingFace();

private:
    QTemporaryDir m_tmp;
};

void TestWordPieceBulkParity::initTestCase() {
    HW_REQUIRE_REFERENCE_STACK();
    QVERIFY(m_tmp.isValid());
}

void TestWordPieceBulkParity::variedTextEncodesAsHuggingFace_data() {
    QTest::addColumn<bool>("lowercase");
    QTest::addColumn<bool>("stripAccents");
    QTest::addColumn<bool>("cleanText");
    QTest::addColumn<bool>("chineseChars");
    QTest::newRow("uncased") << true << true << true << true;
    QTest::newRow("cased") << false << false << true << true;
    // Only tokenizer.json carries the last two settings, so only the tokenizers library checks this one.
    QTest::newRow("lowercase, accents kept, no clean_text, no CJK split") << true << false << false << false;
}

void TestWordPieceBulkParity::variedTextEncodesAsHuggingFace() {
    QFETCH(bool, lowercase);
    QFETCH(bool, stripAccents);
    QFETCH(bool, cleanText);
    QFETCH(bool, chineseChars);
    Expected<WordPieceTokenizer> fixture =
        WordPieceTokenizer::fromDirectory(hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm"));
    QVERIFY(fixture.ok());
    WordPieceOptions options = fixture->options();
    options.normalization = {cleanText, chineseChars, stripAccents, lowercase};
    Expected<WordPieceTokenizer> tokenizer = WordPieceTokenizer::create(fixture->vocab(), options, QString());
    QVERIFY(tokenizer.ok());
    const QString dir = m_tmp.filePath(
        QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')));
    QVERIFY(tokenizer->save(dir).ok());
    QList<const char*> oracles{"tokenizers"}; // the tokenizers library on the saved tokenizer.json
    if (cleanText && chineseChars)
        oracles << "bert_wordpiece_tokenizer"; // BertWordPieceTokenizer on vocab.txt

    const QStringList lines = variedLines(300'000);
    QByteArray cases;
    for (const QString& line : lines)
        cases +=
            QJsonDocument(QJsonObject{{QStringLiteral("text"), line}}).toJson(QJsonDocument::Compact) + '\n';
    const QString casesPath = dir + QStringLiteral("/cases.jsonl");
    const QString answersPath = dir + QStringLiteral("/answers.jsonl");
    hw::test::writeBytes(casesPath, cases);
    const test::ReferenceRun run =
        test::runReference(QStringLiteral("tokenize"), {dir, casesPath, answersPath});
    QVERIFY2(run.ok, qPrintable(run.failure));

    QFile answers(answersPath);
    QVERIFY(answers.open(QIODevice::ReadOnly));
    const QList<QByteArray> rows = answers.readAll().trimmed().split('\n');
    QCOMPARE(rows.size(), lines.size());
    int tokens = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const Encoding e = tokenizer->encode(lines[i]);
        QJsonArray ids, offsets;
        for (int k = 0; k < e.size(); ++k) {
            ids.append(e.ids[size_t(k)]);
            offsets.append(QJsonArray{e.offsets[size_t(k)].first, e.offsets[size_t(k)].second});
        }
        const QJsonObject byOracle = QJsonDocument::fromJson(rows[i]).object();
        for (const char* oracle : oracles) {
            const QJsonObject theirs = byOracle.value(QLatin1String(oracle)).toObject();
            QVERIFY2(!theirs.isEmpty(), oracle);
            const bool same =
                theirs.value(QLatin1String("ids")).toArray() == ids &&
                theirs.value(QLatin1String("tokens")).toArray() == QJsonArray::fromStringList(e.tokens) &&
                theirs.value(QLatin1String("offsets")).toArray() == offsets;
            if (!same) {
                const QJsonArray theirTokens = theirs.value(QLatin1String("tokens")).toArray();
                const QJsonArray theirOffsets = theirs.value(QLatin1String("offsets")).toArray();
                int k = 0;
                while (k < e.size() && k < theirTokens.size() && theirTokens[k].toString() == e.tokens[k] &&
                       theirOffsets[k] == offsets[k])
                    ++k;
                const auto around = [&](int at) {
                    const QList<uint> points = lines[i].toUcs4();
                    const int from = std::max(0, at - 10);
                    QString hex;
                    for (int p = from; p < std::min(int(points.size()), at + 10); ++p)
                        hex += QString::number(points[p], 16) + QLatin1Char(' ');
                    return hex;
                };
                const int at = k < e.size() ? e.offsets[size_t(k)].first : 0;
                qWarning().noquote()
                    << oracle << "line" << i << "token" << k << "ours" << e.tokens.value(k)
                    << QJsonDocument(QJsonArray{offsets.at(k)}).toJson(QJsonDocument::Compact) << "theirs"
                    << theirTokens.at(k).toString()
                    << QJsonDocument(QJsonArray{theirOffsets.at(k)}).toJson(QJsonDocument::Compact)
                    << "near code points" << around(at);
            }
            QVERIFY(same);
        }
        tokens += e.size();
    }
    QVERIFY2(tokens > 30'000, qPrintable(QString::number(tokens))); // the text really was encoded
}

QTEST_GUILESS_MAIN(TestWordPieceBulkParity)
#include "test_wordpiece_bulk_parity.moc"
