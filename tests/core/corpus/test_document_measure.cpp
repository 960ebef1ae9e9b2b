// The import's one pass over a document (measureIfNormalized) against the separate passes it stands for:
// normalizeText(), measureDocument(), contentHash() and the character count.
#include "core/corpus/corpus_stats.h"
#include "core/corpus/text_normalization.h"

#include <QRandomGenerator>
#include <QtTest>

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
                QCOMPARE(figures.characters, want.characters);
                QCOMPARE(figures.words, want.words);
                QCOMPARE(figures.hangul, want.hangul);
                QCOMPARE(figures.latin, want.latin);
                QCOMPARE(figures.han, want.han);
                QCOMPARE(figures.otherLetters, want.otherLetters);
            }
        }
    }
    QVERIFY2(unchanged > 10000 && changed > 10000,
             qPrintable(QStringLiteral("%1 unchanged, %2 changed").arg(unchanged).arg(changed)));
}

QTEST_GUILESS_MAIN(TestDocumentMeasure)
#include "test_document_measure.moc"
