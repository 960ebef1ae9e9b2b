// Recorded moments (ISO 8601, UTC) read in local time to the minute, still sorting as text.
#include "core/util/timestamp_text.h"

#include <QTest>

#include <ctime>

using namespace hw;

class TimestampTextTest : public QObject {
    Q_OBJECT
    void useZone(const char* zone) {
        qputenv("TZ", zone);
        tzset();
    }

private Q_SLOTS:
    void readsInLocalTime() {
        useZone("UTC");
        QCOMPARE(timestampText(QStringLiteral("2026-12-06T14:10:28Z")), QStringLiteral("2026-12-06 14:10"));
        useZone("Asia/Seoul"); // UTC+9: the evening of the same day
        QCOMPARE(timestampText(QStringLiteral("2026-12-06T14:10:28Z")), QStringLiteral("2026-12-06 23:10"));
        QCOMPARE(timestampText(QStringLiteral("2026-12-06T20:00:00Z")), QStringLiteral("2026-12-07 05:00"));
    }

    void sortsAsText() {
        useZone("UTC");
        QVERIFY(timestampText(QStringLiteral("2026-09-30T23:59:00Z")) <
                timestampText(QStringLiteral("2026-10-01T00:00:00Z")));
    }

    void anythingElseIsKept() {
        QCOMPARE(timestampText(QString()), QString());
        QCOMPARE(timestampText(QStringLiteral("yesterday")), QStringLiteral("yesterday"));
    }
};

QTEST_GUILESS_MAIN(TimestampTextTest)
#include "test_timestamp_text.moc"
