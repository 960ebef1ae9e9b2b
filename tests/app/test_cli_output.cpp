// What the CLI prints for people: control characters shown as \xHH (Unicode's Cc category, as QChar names
// it), and the bytes written in bulk the same as the text shown, converted to UTF-8.
#include "app/cli/cli_output.h"

#include <QRandomGenerator>
#include <QTest>

using namespace hw::cli;

class TestCliOutput : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void controlsAreShownEscaped();
    void bytesAreTheShownTextInUtf8();
};

void TestCliOutput::controlsAreShownEscaped() {
    for (const bool keepLayout : {false, true}) {
        int shown = 0;
        for (int u = 0; u <= 0xffff; ++u) {
            const QChar c(u);
            const bool layout = keepLayout && (c == QLatin1Char('\n') || c == QLatin1Char('\t'));
            const QString expected = c.category() == QChar::Other_Control && !layout
                                         ? QStringLiteral("\\x%1").arg(u, 2, 16, QLatin1Char('0'))
                                         : QString(c);
            QCOMPARE(visibleText(QString(c), keepLayout), expected);
            shown += expected.size() > 1;
        }
        QCOMPARE(shown, keepLayout ? 63 : 65); // U+0000-001F and U+007F-009F
    }
}

void TestCliOutput::bytesAreTheShownTextInUtf8() {
    const char16_t pool[] = {u'a', u' ', u'\n', u'\t', 0x1b, 0x7f, 0x85, 0xa0, 0xe9, 0xd55c, 0xd83d, 0xde00};
    QRandomGenerator rng(7);
    for (int i = 0; i < 20000; ++i) {
        QString text;
        const int length = int(rng.bounded(10));
        for (int k = 0; k < length; ++k)
            text += QChar(pool[rng.bounded(int(std::size(pool)))]);
        const bool keepLayout = rng.bounded(2) == 1;
        QByteArray out("before ");
        appendVisibleUtf8(out, text, keepLayout);
        QCOMPARE(out, "before " + visibleText(text, keepLayout).toUtf8());
    }
    QCOMPARE(textLine(QStringLiteral("a\x1b[31m\tb")), QByteArray("a\\x1b[31m\tb\n"));
}

QTEST_GUILESS_MAIN(TestCliOutput)
#include "test_cli_output.moc"
