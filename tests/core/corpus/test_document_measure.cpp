// The import's one pass over a document (measureIfNormalized) against the separate passes it stands for:
// normalizeText(), measureDocument(), contentHash() and the character count.
#include "core/corpus/corpus_stats.h"
#include "core/corpus/text_normalization.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <random>

using namespace hw;

namespace {

// Random text over the characters each pass treats differently.
QString randomText(QRandomGenerator& rng) {
    static const char16_t* const pieces[] = {
        u"a",       u"Z",      u"7",          u".",          u" ",      u"  ",     u"\n",     u"\n\n",
        u"\t",      u"\r",     u"\x01",       u"\x7f",       u"\x85",   u"\xa0",   u"\u3000", u"\u2028",
        u"\u2003",  u"\u1680", u"오",         u"늘",         u"\u1100", u"\u1161", u"\u11a8", u"\u3131",
        u"e\u0301", u"\u00e9", u"\u0301",     u"\uff21",     u"\ufb01", u"\u2126", u"漢",     u"\u0410",
        u"\u03b1",  u"😀",      u"\U00020000", u"\U0001D400",
    };
    QString out;
    const int n = int(rng.bounded(12));
    for (int i = 0; i < n; ++i) {
        const int k = int(rng.bounded(int(std::size(pieces)) + 2));
        if (k == int(std::size(pieces)))
            out += QChar(0xD83D); // a lone high surrogate
        else if (k == int(std::size(pieces)) + 1)
            out += QChar(0xDE00); // a lone low surrogate
        else
            out += QString::fromUtf16(pieces[k]);
    }
    return out;
}

// Longer text: random pieces between runs of ASCII of any length, plain (words and single spaces) or rough
// (every kind of ASCII character: separators, newlines, control characters, doubled spaces), so that runs
// start and end at every place.
QString randomLongText(QRandomGenerator& rng) {
    static const char plain[] = "abcXYZ019.,' ";
    static const char rough[] = "aZ7.  \n\t\r\v\f\x01\x1f\x7f~";
    QString out;
    for (int n = 1 + int(rng.bounded(6)); n > 0; --n) {
        const bool isRough = rng.bounded(3) == 0;
        const char* alphabet = isRough ? rough : plain;
        const int size = int(isRough ? sizeof(rough) : sizeof(plain)) - 1;
        for (int k = int(rng.bounded(48)); k > 0; --k)
            out += QLatin1Char(alphabet[rng.bounded(size)]);
        out += randomText(rng);
    }
    return out;
}

// The figures as one comparable string, so a mismatch shows every count.
QString figuresText(const DocumentFigures& f) {
    return QStringLiteral("characters %1 words %2 hangul %3 latin %4 han %5 other %6")
        .arg(f.characters)
        .arg(f.words)
        .arg(f.hangul)
        .arg(f.latin)
        .arg(f.han)
        .arg(f.otherLetters);
}

int charactersOf(const QString& text) {
    int n = 0;
    for (QChar c : text)
        n += !c.isLowSurrogate();
    return n;
}

} // namespace

class TestDocumentMeasure : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void onePassAgreesWithTheSeparatePasses();
    void measuringTheBytesAgreesWithMeasuringTheText();
    void bytesThatAreNotUtf8AreRefused();
    void topWordsAreTheMostFrequentAsTheTextSplits();
};

void TestDocumentMeasure::onePassAgreesWithTheSeparatePasses() {
    QRandomGenerator rng(99);
    int unchanged = 0, changed = 0;
    for (int n = 0; n < 30000; ++n) {
        const QString text = randomText(rng);
        for (UnicodeForm form : {UnicodeForm::None, UnicodeForm::Nfc, UnicodeForm::Nfkc}) {
            for (bool clean : {true, false}) {
                const TextNormalization options{form, clean};
                DocumentFigures figures;
                uint64_t hash = 0;
                int characters = -1;
                const bool measured = measureIfNormalized(text, options, &figures, &hash, &characters);
                const QString normalized = normalizeText(text, options);
                const QByteArray what = text.toUtf8().toPercentEncoding() + " form " +
                                        QByteArray::number(int(form)) + " clean " + QByteArray::number(clean);
                // Exactly where normalizeText() finds nothing to do (for a form, the stable-character test
                // decides; without one, the whitespace clean-up alone).
                if (form == UnicodeForm::None && !text.isEmpty()) // an empty string shares no data
                    QVERIFY2(measured == normalized.isSharedWith(text), what.constData());
                else if (!clean)
                    QVERIFY2(measured == isStableUnder(text, form), what.constData());
                if (!measured) {
                    ++changed;
                    continue;
                }
                ++unchanged;
                QVERIFY2(normalized == text, what.constData());
                uint64_t wantHash = 0;
                const DocumentFigures want = measureDocument(text, &wantHash);
                QCOMPARE(hash, wantHash);
                QCOMPARE(hash, contentHash(text));
                QCOMPARE(characters, charactersOf(text));
                QCOMPARE(figuresText(figures), figuresText(want));
            }
        }
    }
    QVERIFY2(unchanged > 10000 && changed > 10000,
             qPrintable(QStringLiteral("%1 unchanged, %2 changed").arg(unchanged).arg(changed)));
}

// The import measures valid UTF-8 without decoding it: every figure, the hash, the character count and the
// verdict must be what measuring the decoded text gives.
void TestDocumentMeasure::measuringTheBytesAgreesWithMeasuringTheText() {
    QRandomGenerator rng(7);
    int unchanged = 0, changed = 0, longUnchanged = 0, longChanged = 0;
    for (int n = 0; n < 60000; ++n) {
        // A lone surrogate becomes a replacement character.
        const QByteArray utf8 = (n % 2 ? randomLongText(rng) : randomText(rng)).toUtf8();
        const QString text = QString::fromUtf8(utf8);
        for (UnicodeForm form : {UnicodeForm::None, UnicodeForm::Nfc, UnicodeForm::Nfkc}) {
            for (bool clean : {true, false}) {
                const TextNormalization options{form, clean};
                DocumentFigures fromText, fromBytes;
                uint64_t textHash = 0, bytesHash = 0;
                int textCharacters = -1, bytesCharacters = -2;
                const bool measured =
                    measureIfNormalized(text, options, &fromText, &textHash, &textCharacters);
                const QByteArray what = utf8.toPercentEncoding() + " form " + QByteArray::number(int(form)) +
                                        " clean " + QByteArray::number(clean);
                QVERIFY2(measureUtf8IfNormalized(utf8, options, &fromBytes, &bytesHash, &bytesCharacters) ==
                             (measured ? Utf8Measure::Normalized : Utf8Measure::NeedsNormalizing),
                         what.constData());
                ++(measured ? unchanged : changed);
                if (utf8.size() >= 16)
                    ++(measured ? longUnchanged : longChanged);
                QCOMPARE(bytesHash, textHash);
                QCOMPARE(bytesHash, contentHash(text));
                QCOMPARE(bytesCharacters, textCharacters);
                QCOMPARE(figuresText(fromBytes), figuresText(fromText));
            }
        }
    }
    QVERIFY2(unchanged > 10000 && changed > 10000,
             qPrintable(QStringLiteral("%1 unchanged, %2 changed").arg(unchanged).arg(changed)));
    // Text long enough to be measured sixteen bytes at a time, with either verdict.
    QVERIFY2(longUnchanged > 5000 && longChanged > 5000,
             qPrintable(QStringLiteral("%1 and %2 long").arg(longUnchanged).arg(longChanged)));
}

// The measuring of bytes is also their validation: it must refuse exactly what Qt's UTF-8 check refuses (and
// a leading byte order mark), and measure what it accepts as the decoded text measures.
void TestDocumentMeasure::bytesThatAreNotUtf8AreRefused() {
    static const char* const pieces[] = {
        "a",
        " ",
        "\n",
        "\xC3\xA9",
        "\xEC\x98\xA4",
        "\xF0\x9F\x98\x80",
        "\xEF\xBF\xBE",
        "\xF4\x8F\xBF\xBF",
        "\xEF\xBB\xBF", // a byte order mark
        "\x80",
        "\xBF",
        "\xC0\x80",
        "\xC1\xBF",
        "\xC2",
        "\xE0\x80\x80",
        "\xE0\x9F\xBF",
        "\xED\xA0\x80",
        "\xED\xBF\xBF",
        "\xEC\x98",
        "\xF0\x8F\xBF\xBF",
        "\xF4\x90\x80\x80",
        "\xF5\x80\x80\x80",
        "\xFE",
        "\xFF",
        "\xF0\x9F\x98",
    };
    QRandomGenerator rng(5);
    int valid = 0, refused = 0;
    const TextNormalization options{UnicodeForm::Nfc, true};
    for (int n = 0; n < 50000; ++n) {
        QByteArray bytes;
        const int count = int(rng.bounded(6));
        for (int i = 0; i < count; ++i)
            bytes += pieces[rng.bounded(int(std::size(pieces)))];
        if (rng.bounded(4) == 0) // a random byte anywhere
            bytes.insert(rng.bounded(int(bytes.size()) + 1), char(rng.bounded(256)));
        DocumentFigures figures;
        uint64_t hash = 0;
        int characters = 0;
        const Utf8Measure got = measureUtf8IfNormalized(bytes, options, &figures, &hash, &characters);
        const bool acceptable = QByteArrayView(bytes).isValidUtf8() && !bytes.startsWith("\xEF\xBB\xBF");
        QVERIFY2((got != Utf8Measure::NotUtf8) == acceptable, bytes.toPercentEncoding().constData());
        if (!acceptable) {
            ++refused;
            continue;
        }
        ++valid;
        const QString text = QString::fromUtf8(bytes);
        QCOMPARE(text.toUtf8(), bytes); // what the import then stores as the text
        QCOMPARE(hash, contentHash(text));
        const DocumentFigures want = measureDocument(text);
        QCOMPARE(figuresText(figures), figuresText(want));
    }
    QVERIFY2(valid > 10000 && refused > 10000,
             qPrintable(QStringLiteral("%1 valid, %2 refused").arg(valid).arg(refused)));
}

// Statistics' top words against counting the texts' words (what spaces and newlines separate) directly:
// documents given as text and as UTF-8, ties in the order of their text, which for characters beyond U+FFFF
// is not the order of their bytes.
void TestDocumentMeasure::topWordsAreTheMostFrequentAsTheTextSplits() {
    QStringList vocabulary = {QStringLiteral("the"),         QStringLiteral("오늘"),
                              QString::fromUtf16(u"😀a"),     QString::fromUtf16(u"\ue000a"),
                              QStringLiteral("tab\tinside"), QString::fromUtf16(u"nb\u00a0sp"),
                              QStringLiteral("caf\u00e9"),   QStringLiteral("3.5%")};
    for (int i = 0; vocabulary.size() < 70; ++i)
        vocabulary << QStringLiteral("w%1").arg(i);
    QRandomGenerator rng(20261207);
    QStringList occurrences;
    for (int i = 0; i < vocabulary.size(); ++i) // counts with many ties, the first four among the top
        for (int n = i < 4 ? 40 : 1 + (i * 7) % 23; n > 0; --n)
            occurrences << vocabulary[i];
    std::shuffle(occurrences.begin(), occurrences.end(), std::mt19937(7));
    static const char* const separators[] = {" ", "\n", "  ", " \n ", "\n\n"};
    CorpusStats stats;
    QHash<QString, qint64> expected;
    for (qsizetype at = 0; at < occurrences.size();) {
        QString document = QString::fromLatin1(separators[rng.bounded(5)]); // leading separators too
        for (int n = 1 + int(rng.bounded(6)); n > 0 && at < occurrences.size(); --n) {
            document += occurrences[at++] + QString::fromLatin1(separators[rng.bounded(5)]);
        }
        for (const QString& word :
             document.split(QRegularExpression(QStringLiteral("[ \n]")), Qt::SkipEmptyParts))
            ++expected[word];
        if (at % 2)
            stats.add(measureDocument(document), document);
        else
            stats.add(measureDocument(document), QByteArrayView(document.toUtf8()));
    }
    std::vector<std::pair<qint64, QString>> ranked;
    for (auto it = expected.cbegin(); it != expected.cend(); ++it)
        ranked.emplace_back(it.value(), it.key());
    std::sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    QJsonArray want;
    for (size_t i = 0; i < 50; ++i)
        want.append(QJsonArray{ranked[i].second, ranked[i].first});
    QCOMPARE(ranked[2].second, QString::fromUtf16(u"😀a")); // before U+E000, whose UTF-8 sorts first
    QCOMPARE(stats.toJson().value(QStringLiteral("top_words")).toArray(), want);
}

QTEST_GUILESS_MAIN(TestDocumentMeasure)
#include "test_document_measure.moc"
