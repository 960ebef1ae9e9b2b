// Offsets counted in code points (Hugging Face, Python str) against QString's UTF-16 indices. The expected
// code point positions come from QString::toUcs4, one entry per code point.
#include "core/util/code_point_offsets.h"

#include <QTest>

using namespace hw;

class CodePointOffsetsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aTextInsideTheBasicPlaneIsItsOwnIndex() {
        const QString text = QStringLiteral("café 한국어 中文 e\u0301");
        const CodePointOffsets positions(text);
        QCOMPARE(positions.codePoints(), int(text.size()));
        for (int i = 0; i <= text.size(); ++i) {
            QCOMPARE(positions.fromUtf16(i), i);
            QCOMPARE(positions.toUtf16(i), i);
        }
    }

    void astralCharactersCountOnce_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("emoji, a flag, a bold letter") << QStringLiteral("I 😀 love 🇰🇷 Seoul 𝐀bc");
        QTest::newRow("skin tone and joiner") << QStringLiteral("👍🏽x👩‍👧 y");
        QTest::newRow("astral ideograph") << QStringLiteral("中𠀀文");
        QTest::newRow("at both ends") << QStringLiteral("😀a😀");
        QTest::newRow("empty") << QString();
    }
    void astralCharactersCountOnce() {
        QFETCH(QString, text);
        const QList<uint> ucs4 = text.toUcs4();
        const CodePointOffsets positions(text);
        QCOMPARE(positions.codePoints(), int(ucs4.size()));
        int unit = 0;
        for (int codePoint = 0; codePoint <= ucs4.size(); ++codePoint) {
            QCOMPARE(positions.toUtf16(codePoint), unit);
            QCOMPARE(positions.fromUtf16(unit), codePoint);
            if (codePoint < ucs4.size()) {
                const int units = QChar::requiresSurrogates(ucs4[codePoint]) ? 2 : 1;
                if (units == 2)
                    QCOMPARE(positions.fromUtf16(unit + 1), codePoint); // inside the pair: the pair's own
                QCOMPARE(text.mid(unit, units),
                         QString::fromUcs4(reinterpret_cast<const char32_t*>(&ucs4[codePoint]), 1));
                unit += units;
            }
        }
        QCOMPARE(unit, int(text.size()));
    }

    void spansConvertBothWays() {
        const QString text = QStringLiteral("I 😀 love 🇰🇷 Seoul 𝐀bc");
        const CodePointOffsets positions(text);
        // As Hugging Face's BertWordPieceTokenizer reports them for this text.
        QCOMPARE(positions.fromUtf16(
                     {text.indexOf(QStringLiteral("Seoul")), text.indexOf(QStringLiteral("Seoul")) + 5}),
                 (std::pair{12, 17}));
        const auto [from, to] = positions.toUtf16({9, 11});
        QCOMPARE(text.mid(from, to - from), QStringLiteral("🇰🇷"));
        const auto [bold, end] = positions.toUtf16({18, 21});
        QCOMPARE(text.mid(bold, end - bold), QStringLiteral("𝐀bc"));
    }

    void outOfRangeIndicesClamp() {
        const QString text = QStringLiteral("a😀b");
        const CodePointOffsets positions(text);
        QCOMPARE(positions.toUtf16(-1), 0);
        QCOMPARE(positions.toUtf16(99), 4);
        QCOMPARE(positions.fromUtf16(-3), 0);
        QCOMPARE(positions.fromUtf16(99), 3);
        const CodePointOffsets plain(QStringLiteral("ab"));
        QCOMPARE(plain.toUtf16(5), 2);
        QCOMPARE(plain.fromUtf16(-1), 0);
    }

    void aLoneSurrogateIsOneCodePoint() {
        // UTF-8 encoding (and so Python) sees one replacement character for it.
        QString text = QStringLiteral("a");
        text += QChar(0xD83D);
        text += QStringLiteral("b😀");
        text += QChar(0xDE00);
        const CodePointOffsets positions(text);
        QCOMPARE(positions.codePoints(), int(QString::fromUtf8(text.toUtf8()).toUcs4().size()));
        QCOMPARE(positions.toUtf16(3), 3);
        QCOMPARE(positions.toUtf16(4), 5);
        QCOMPARE(positions.toUtf16(5), 6);
    }

    void utf8BytesMapToTheirCodePoints() {
        const QString text = QStringLiteral("a é 한 😀 z");
        const QByteArray utf8 = text.toUtf8();
        const std::vector<int> at = codePointAtUtf8Bytes(utf8);
        QCOMPARE(int(at.size()), int(utf8.size()) + 1);
        QCOMPARE(at.back(), int(text.toUcs4().size()));
        const int emojiByte = int(utf8.indexOf("\xF0\x9F\x98\x80"));
        QCOMPARE(at[size_t(emojiByte)], 6);
        QCOMPARE(at[size_t(emojiByte) + 3], 6); // a byte inside a character belongs to it
        QCOMPARE(at[size_t(emojiByte) + 4], 7);
        QCOMPARE(at[size_t(utf8.indexOf('z'))], 8);
        QCOMPARE(codePointAtUtf8Bytes(QByteArray()), std::vector<int>{0});
    }
};

QTEST_GUILESS_MAIN(CodePointOffsetsTest)
#include "test_code_point_offsets.moc"
