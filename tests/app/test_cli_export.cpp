// `headwater-cli export --format hf|onnx|both`, the weights' type and shard size: what the user asks for is
// written and checked, and options that do not fit together are refused before anything is written.
#include "support/cli_run.h"
#include "support/file_helpers.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using hw::test::CliRun;
using hw::test::runCli;

class CliExportTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bothFormatsReportBothChecks();
    void onnxAloneHasNoCardAndNoWeightsFiles();
    void optionsThatDoNotFitAreRefused_data();
    void optionsThatDoNotFitAreRefused();
};

void CliExportTest::bothFormatsReportBothChecks() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath("both");
    const CliRun run =
        runCli({"export", "--model", hw::test::fixturesDir() + "/models/bert-classifier", "--output", out,
                "--format", "both", "--precision", "bf16", "--max-shard-size", "1MB", "--json"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject result = hw::test::lastJsonLine(run.out);
    QCOMPARE(result.value("format").toString(), QStringLiteral("both"));
    QCOMPARE(result.value("precision").toString(), QStringLiteral("bf16"));
    const QJsonArray files = result.value("weight_files").toArray();
    QVERIFY(files.size() >= 3);
    QCOMPARE(files.last().toString(), QStringLiteral("model.safetensors.index.json"));
    for (const QJsonValue& file : files)
        QVERIFY2(QFile::exists(QDir(out).filePath(file.toString())), qPrintable(file.toString()));
    QVERIFY(result.value("max_abs_difference").toDouble() <= 1e-5);
    QVERIFY(result.value("precision_difference").toDouble() > 0);
    const QJsonObject onnx = result.value("onnx").toObject();
    QCOMPARE(onnx.value("file").toString(), QDir(out).absoluteFilePath("onnx/model.onnx"));
    QCOMPARE(onnx.value("verified_samples").toInt(), 4);
    QVERIFY(onnx.value("max_abs_difference").toDouble() <= 1e-4);
    QVERIFY(onnx.value("bytes").toDouble() > 1e6);
}

void CliExportTest::onnxAloneHasNoCardAndNoWeightsFiles() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath("onnx");
    const CliRun run = runCli({"export", "--model", hw::test::fixturesDir() + "/models/electra-generator",
                               "--output", out, "--format", "onnx"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains("ONNX: ") && run.out.contains("read back and run on 4 sample texts"),
             run.out.constData());
    QVERIFY(!run.out.contains("Hugging Face:"));
    QStringList files = QDir(out).entryList(QDir::Files);
    QVERIFY(files.contains("model.onnx") && files.contains("config.json") && files.contains("vocab.txt"));
    QVERIFY(!files.contains("README.md") && !files.contains("model.safetensors"));
}

void CliExportTest::optionsThatDoNotFitAreRefused_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown format") << QStringList{"--format", "tflite"}
                                    << "export format 'tflite' is not available";
    QTest::newRow("unknown type") << QStringList{"--precision", "int4"}
                                  << "weight type 'int4' is not available";
    QTest::newRow("not a size") << QStringList{"--max-shard-size", "big"} << "'big' is not a size";
    QTest::newRow("zero size") << QStringList{"--max-shard-size", "0MB"} << "'0MB' is not a size";
    QTest::newRow("onnx with fp16") << QStringList{"--format", "onnx", "--precision", "fp16"}
                                    << "--precision and --max-shard-size set the Hugging Face weights";
}

void CliExportTest::optionsThatDoNotFitAreRefused() {
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    QTemporaryDir tmp;
    const CliRun run = runCli(QStringList{"export", "--model", hw::test::fixturesDir() + "/models/bert-mlm",
                                          "--output", tmp.filePath("out")} +
                              options);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QVERIFY(!QFile::exists(tmp.filePath("out")));
}

QTEST_GUILESS_MAIN(CliExportTest)
#include "test_cli_export.moc"
