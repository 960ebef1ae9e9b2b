// `bench` measures what pretraining does: its figure for a configuration agrees with the tokens/s a real
// pretraining run of the same shape reports (a bench that timed another copy of the step once reported a
// third).
#include "tests/support/file_helpers.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class CliBenchTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void benchAgreesWithAPretrainingRunOfTheSameShape() {
        QTemporaryDir tmp;
        // The fixture bert-mlm: vocabulary 30522, hidden 32, 2 layers, 4 heads, feed-forward 64.
        QProcess bench;
        bench.start(QStringLiteral(HEADWATER_CLI_PATH),
                    {"bench", "--vocab", "30522", "--hidden", "32", "--layers", "2", "--heads", "4", "--ffn",
                     "64", "--seq-len", "32", "--batch-size", "8", "--steps", "60", "--json"});
        QVERIFY(bench.waitForFinished(300000));
        QCOMPARE(bench.exitCode(), 0);
        const QJsonObject measured =
            QJsonDocument::fromJson(bench.readAllStandardOutput().trimmed().split('\n').last()).object();
        const double benchRate = measured.value("tokens_per_s").toDouble();
        QVERIFY(std::isfinite(measured.value("last_loss").toDouble()));

        QByteArray text;
        for (int i = 0; i < 3000; ++i)
            text += "the ship left port " + QByteArray::number(i) +
                    " days late because the storm closed the channel\n";
        hw::test::writeBytes(tmp.filePath("corpus.txt"), text);
        QProcess run;
        run.start(QStringLiteral(HEADWATER_CLI_PATH),
                  {"pretrain", "--model", hw::test::fixturesDir() + "/models/bert-mlm", "--corpus",
                   tmp.filePath("corpus.txt"), "--output", tmp.filePath("run"), "--cache-dir",
                   tmp.filePath("cache"), "--seq-len", "32", "--batch-size", "8", "--max-steps", "62"});
        QVERIFY(run.waitForFinished(300000));
        QCOMPARE(run.exitCode(), 0);
        // The run's own figure: the moving average of its last steps.
        double runRate = 0;
        QFile metrics(QDir(tmp.filePath("run")).filePath("metrics.jsonl"));
        QVERIFY(metrics.open(QIODevice::ReadOnly));
        for (const QByteArray& line : metrics.readAll().split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.contains("tokens_per_s"))
                runRate = o.value("tokens_per_s").toDouble();
        }
        qInfo("bench %.0f tokens/s, pretraining run %.0f tokens/s", benchRate, runRate);
        QVERIFY2(runRate > 0 && benchRate > 0.6 * runRate && benchRate < 1.6 * runRate,
                 qPrintable(QStringLiteral("bench %1 vs run %2 tokens/s").arg(benchRate).arg(runRate)));
    }
};

QTEST_GUILESS_MAIN(CliBenchTest)
#include "test_cli_bench.moc"
