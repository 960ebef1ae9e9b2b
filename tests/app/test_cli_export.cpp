// `headwater-cli export --format hf|onnx|both`, the weights' type and shard size: what the user asks for is
// written and checked, and options that do not fit together are refused before anything is written.
#include "core/export/onnx_file.h"
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
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
    void halfWeightsWrittenAgainInFp32SayFloat32();
    void int8IsMeasuredOnLabelledExamplesAsEvaluateMeasures();
    void aModernBertClassifierExportsWithoutTokenTypes();
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

// A model read from fp16 weights is held in fp32; written so, its config.json must not say float16 any more,
// or from_pretrained(dtype="auto") would round its weights.
void CliExportTest::halfWeightsWrittenAgainInFp32SayFloat32() {
    QTemporaryDir tmp;
    const auto dtypeOf = [](const QString& folder) {
        QFile config(QDir(folder).filePath("config.json"));
        return config.open(QIODevice::ReadOnly)
                   ? QJsonDocument::fromJson(config.readAll()).object().value("dtype").toString()
                   : QString();
    };
    const QString half = tmp.filePath("half");
    CliRun run = runCli({"export", "--model", hw::test::fixturesDir() + "/models/bert-classifier", "--output",
                         half, "--precision", "fp16", "--no-card"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(dtypeOf(half), QStringLiteral("float16"));
    const QString full = tmp.filePath("full");
    run = runCli({"export", "--model", half, "--output", full, "--no-card"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(dtypeOf(full), QStringLiteral("float32"));
}

// The fp32 ONNX model scores the labelled file exactly as `evaluate` scores the model itself; the int8 model
// is scored beside it and stays close on a tiny classifier.
void CliExportTest::int8IsMeasuredOnLabelledExamplesAsEvaluateMeasures() {
    QTemporaryDir tmp;
    hw::test::writeClassifierMessages(tmp.filePath("messages.csv"), 60);
    const QString model = hw::test::fixturesDir() + "/models/bert-classifier";
    const CliRun evaluated = runCli({"evaluate", "--model", model, "--data", tmp.filePath("messages.csv"),
                                     "--label-field", "label", "--multi-label", "--json"});
    QVERIFY2(evaluated.exitCode == 0, evaluated.err.constData());
    const double evaluatedMicroF1 = hw::test::lastJsonLine(evaluated.out).value("f1_micro").toDouble();

    const QString out = tmp.filePath("onnx");
    const CliRun run = runCli({"export", "--model", model, "--output", out, "--format", "onnx", "--int8",
                               "--int8-check", tmp.filePath("messages.csv"), "--json"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject int8 = hw::test::lastJsonLine(run.out).value("int8").toObject();
    QCOMPARE(int8.value("file").toString(), QDir(out).absoluteFilePath("model_quantized.onnx"));
    QVERIFY(QFile::exists(int8.value("file").toString()));
    // The matrices in int8: far smaller than the fp32 file, though the embeddings stay fp32.
    const double fp32Bytes =
        hw::test::lastJsonLine(run.out).value("onnx").toObject().value("bytes").toDouble();
    QVERIFY(int8.value("bytes").toDouble() < fp32Bytes);
    QVERIFY(int8.value("agreement").toDouble() >= 0.5);
    const QJsonObject accuracy = int8.value("accuracy").toObject();
    QCOMPARE(accuracy.value("examples").toInt(), 60);
    QCOMPARE(accuracy.value("metric").toString(), QStringLiteral("micro-F1"));
    QVERIFY2(
        qAbs(accuracy.value("fp32").toDouble() - evaluatedMicroF1) < 1e-9,
        qPrintable(QStringLiteral("%1 vs %2").arg(accuracy.value("fp32").toDouble()).arg(evaluatedMicroF1)));
    QVERIFY(qAbs(accuracy.value("int8").toDouble() - accuracy.value("fp32").toDouble()) <= 0.1);
}

// A ModernBERT classifier whose window (8 tokens) is shorter than the sample texts, so that its sliding and
// global layers both count: the graph takes input_ids and attention_mask alone, as transformers' own ONNX
// export of ModernBERT does; it is read back and run within 1e-4 of the model, scores the labelled file as
// `evaluate` scores the model, and its int8 form runs beside it.
void CliExportTest::aModernBertClassifierExportsWithoutTokenTypes() {
    QTemporaryDir tmp;
    const QString model = tmp.filePath("modernbert");
    const CliRun made = runCli({"new-model", "--arch", "modernbert", "--preset", "tiny", "--tokenizer",
                                hw::test::fixturesDir() + "/models/bert-mlm", "--max-positions", "64",
                                "--labels", "joy,anger,sadness,fear,surprise", "--output", model});
    QVERIFY2(made.exitCode == 0, made.err.constData());
    QFile configFile(QDir(model).filePath("config.json"));
    QVERIFY(configFile.open(QIODevice::ReadOnly));
    QJsonObject config = QJsonDocument::fromJson(configFile.readAll()).object();
    configFile.close();
    QCOMPARE(config.value("layer_types").toArray(), (QJsonArray{"full_attention", "sliding_attention"}));
    config.insert("local_attention", 8);
    hw::test::writeBytes(configFile.fileName(), QJsonDocument(config).toJson());

    hw::test::writeClassifierMessages(tmp.filePath("messages.csv"), 40);
    const CliRun evaluated = runCli({"evaluate", "--model", model, "--data", tmp.filePath("messages.csv"),
                                     "--label-field", "label", "--json"});
    QVERIFY2(evaluated.exitCode == 0, evaluated.err.constData());
    const double evaluatedAccuracy = hw::test::lastJsonLine(evaluated.out).value("accuracy").toDouble(-1);

    const QString out = tmp.filePath("onnx");
    const CliRun run = runCli({"export", "--model", model, "--output", out, "--format", "onnx", "--int8",
                               "--int8-check", tmp.filePath("messages.csv"), "--json"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject result = hw::test::lastJsonLine(run.out);
    const QJsonObject onnx = result.value("onnx").toObject();
    QCOMPARE(onnx.value("verified_samples").toInt(), 4);
    QVERIFY2(onnx.value("max_abs_difference").toDouble(1) <= 1e-4,
             qPrintable(QString::number(onnx.value("max_abs_difference").toDouble())));
    hw::Expected<hw::OnnxModel> graph = hw::readOnnxFile(QDir(out).filePath("model.onnx"));
    QVERIFY2(graph.ok(), qPrintable(graph.error().toString()));
    QStringList inputs;
    for (const hw::OnnxValueInfo& input : graph->inputs)
        inputs << QString::fromStdString(input.name);
    QCOMPARE(inputs, (QStringList{"input_ids", "attention_mask"}));

    const QJsonObject int8 = result.value("int8").toObject();
    QVERIFY(QFile::exists(int8.value("file").toString()));
    const QJsonObject accuracy = int8.value("accuracy").toObject();
    QCOMPARE(accuracy.value("examples").toInt(), 40);
    QCOMPARE(accuracy.value("metric").toString(), QStringLiteral("accuracy"));
    QVERIFY2(
        qAbs(accuracy.value("fp32").toDouble() - evaluatedAccuracy) < 1e-9,
        qPrintable(QStringLiteral("%1 vs %2").arg(accuracy.value("fp32").toDouble()).arg(evaluatedAccuracy)));
    QVERIFY(accuracy.value("int8").toDouble(-1) >= 0);
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
    QTest::newRow("int8 of hf") << QStringList{"--int8"} << "--int8 quantises the ONNX model";
    QTest::newRow("check without int8") << QStringList{"--format", "onnx", "--int8-check", "x.csv"}
                                        << "--int8-check and --labelled measure the int8 model";
    QTest::newRow("set without project") << QStringList{"--format", "onnx", "--int8", "--labelled", "news"}
                                         << "a labelled set is found in a project";
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
