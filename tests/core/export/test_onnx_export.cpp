// ONNX export: for every architecture and head, onnxruntime runs the written file (batch 1 and 3, sequence 7
// and 64) with Headwater's logits within 1e-4, and onnx's full checker accepts it; the folder carries the
// tokenizer and labels; a damaged file is refused with a message.
#include "core/export/internal/export_verification.h"
#include "core/export/internal/onnx_runner.h"
#include "core/export/model_export.h"
#include "core/export/onnx_file.h"
#include "core/model/internal/model_factory.h"
#include "core/model/internal/modernbert_config.h"
#include "core/model_io/internal/model_directory.h"
#include "core/model_io/internal/weight_source.h"
#include "core/model_io/model_files.h"
#include "tests/support/file_helpers.h"
#include "tests/support/reference_python.h"

#include <torch/torch.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;
using hw::test::fixturesDir;

namespace {

ExportOptions onnxOnly() {
    ExportOptions options;
    options.format = ExportFormat::Onnx;
    return options;
}

using LogitsOf = std::function<torch::Tensor(const torch::Tensor& ids, const torch::Tensor& mask,
                                             const torch::Tensor& types)>;

// Headwater's logits for batch 1 and 3 at sequence 7 and 64, with their inputs, for onnxruntime to repeat:
// a second segment where the model has token types, one row padded with the pad id.
void writeCases(const ModelConfig& config, const LogitsOf& logitsOf, const QString& path) {
    torch::NoGradGuard noGrad;
    torch::manual_seed(7);
    std::map<std::string, torch::Tensor> cases;
    for (int64_t batch : {1, 3})
        for (int64_t length : {7, 64}) {
            const std::string name = QStringLiteral("b%1_s%2").arg(batch).arg(length).toStdString();
            torch::Tensor ids = torch::randint(config.vocabSize, {batch, length}, torch::kLong);
            torch::Tensor mask = torch::ones({batch, length}, torch::kLong);
            torch::Tensor types = torch::zeros({batch, length}, torch::kLong);
            if (config.typeVocabSize > 1)
                types.index_put_({torch::indexing::Slice(), torch::indexing::Slice(length / 2)}, 1);
            if (batch == 3) {
                mask.index_put_({2, torch::indexing::Slice(length - 3)}, 0);
                ids.index_put_({2, torch::indexing::Slice(length - 3)}, config.padTokenId);
            }
            cases[name + ".input_ids"] = ids;
            cases[name + ".attention_mask"] = mask;
            cases[name + ".token_type_ids"] = types;
            cases[name + ".logits"] = logitsOf(ids, mask, types).contiguous();
        }
    QVERIFY(writeSafetensors(path, cases).ok());
}

QJsonObject lastJsonLine(const QByteArray& output) {
    return QJsonDocument::fromJson(output.trimmed().split('\n').last()).object();
}

// A fresh model's config from a row name: an activation (an ELECTRA classifier), or an architecture with
// "-untied", "-mean" (pooling) and "-biases" (ModernBERT's optional biases on) after it.
ModelConfig freshConfig(const QString& name) {
    ModelConfig config;
    config.architecture = Architecture::ElectraForSequenceClassification;
    const std::optional<Architecture> architecture =
        architectureFromName(name.section(QLatin1Char('-'), 0, 0));
    if (architecture)
        config.architecture = *architecture;
    else
        config.hiddenAct = name;
    config.vocabSize = 30522;
    config.hiddenSize = 24;
    config.embeddingSize = 16;
    config.numHiddenLayers = 2;
    config.numAttentionHeads = 3;
    config.intermediateSize = 40;
    if (architecture && config.family() == ModelFamily::ModernBert) {
        config.numHiddenLayers = 3;
        applyModernBertDefaults(config);
        // A window of 2 tokens either side, shorter than every sample, between two global layers.
        config.modernBert.slidingLayers = {false, true, false};
        config.modernBert.localAttention = 4;
        config.modernBert.classifierPooling = name.contains(QLatin1String("-mean")) ? "mean" : "cls";
        const bool biases = name.contains(QLatin1String("-biases"));
        config.modernBert.normBias = config.modernBert.attentionBias = config.modernBert.mlpBias = biases;
        config.modernBert.classifierBias = biases;
        config.modernBert.decoderBias =
            !name.contains(QLatin1String("-untied")); // an untied decoder, no bias
    } else if (architecture) {
        config.typeVocabSize = 1;
    }
    config.tieWordEmbeddings = !name.contains(QLatin1String("-untied"));
    config.setMaxInputTokens(64);
    if (isSequenceClassifier(config.architecture))
        config.labels = {QStringLiteral("no"), QStringLiteral("yes")};
    return config;
}

// Transformers' initial weights (std 0.02) leave attention scores near 0, where rotary positions hardly move
// the logits: ModernBERT's query and key weights are scaled up so that they do, and its zero biases and
// unit norms are disturbed so that a left-out one shows.
void sharpenModernBert(EncoderModel& model) {
    torch::NoGradGuard noGrad;
    torch::manual_seed(11);
    for (auto& p : model.named_parameters()) {
        if (p.key().find("Wqkv.weight") != std::string::npos)
            p.value().mul_(15);
        else if (p.value().dim() == 1)
            p.value().add_(torch::randn_like(p.value()) * 0.1);
    }
}

// A fixture's path, or a fresh model (see freshConfig) made on the fixtures' vocabulary, whose [PAD] is id 0;
// empty where it cannot be made.
QString modelFor(const QString& name, const QTemporaryDir& tmp) {
    if (name.contains(QLatin1Char('/')))
        return name;
    const ModelConfig config = freshConfig(name);
    const QString fresh = tmp.filePath(QStringLiteral("fresh"));
    Expected<ModelWriteSummary> made =
        createRandomModel(config, fixturesDir() + QStringLiteral("/models/bert-mlm"), fresh, 3, false);
    if (!made) {
        qWarning("%s", qPrintable(made.error().toString()));
        return QString();
    }
    if (config.family() != ModelFamily::ModernBert)
        return fresh;
    Expected<LoadedModel> loaded = loadModelDirectory(fresh);
    if (!loaded) {
        qWarning("%s", qPrintable(loaded.error().toString()));
        return QString();
    }
    sharpenModernBert(*loaded->model);
    const QString sharpened = tmp.filePath(QStringLiteral("sharpened"));
    return saveModelDirectory(*loaded->model, fresh, sharpened, false).ok() ? sharpened : QString();
}

} // namespace

class TestOnnxExport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void onnxRuntimeMatchesHeadwater_data();
    void onnxRuntimeMatchesHeadwater();
    void theFolderCarriesTokenizerAndLabels();
    void bothFormatsShareOneFolder();
    void halfPrecisionAndShardsLoadInTransformers();
    void aDamagedOnnxFileIsRefused();
    void aCancelledExportWritesNothing();
    void nonFiniteLogitsFailTheCheck();
    void anUntiedOutputMatrixIsExportedAsItsOwn();
    void whatConfigJsonDecidesIsRefusedBeforeLoading();
    void theInt8ModelRunsInOnnxRuntime_data();
    void theInt8ModelRunsInOnnxRuntime();
};

void TestOnnxExport::onnxRuntimeMatchesHeadwater_data() {
    QTest::addColumn<QString>("model");
    for (const char* fixture : {"bert-mlm", "bert-pretraining-bin", "bert-classifier",
                                "electra-discriminator", "electra-generator", "electra-classifier"})
        QTest::newRow(fixture) << fixturesDir() + QStringLiteral("/models/") + QLatin1String(fixture);
    // The other activations, and RoBERTa's heads (tied and untied), on fresh models with the fixtures'
    // vocabulary, whose [PAD] is id 0: positions start at 1, as KLUE-RoBERTa's do.
    for (const char* fresh : {"gelu_new", "relu", "silu", "RobertaForMaskedLM", "RobertaForMaskedLM-untied",
                              "XLMRobertaForSequenceClassification"})
        QTest::newRow(fresh) << QString::fromLatin1(fresh);
    // ModernBERT's heads: tied and untied decoder, first-token and mean pooling, every bias on in one.
    for (const char* fresh :
         {"ModernBertForMaskedLM", "ModernBertForMaskedLM-untied", "ModernBertForSequenceClassification",
          "ModernBertForSequenceClassification-mean-biases"})
        QTest::newRow(fresh) << QString::fromLatin1(fresh);
}

void TestOnnxExport::onnxRuntimeMatchesHeadwater() {
    HW_REQUIRE_REFERENCE_STACK();
    QFETCH(QString, model);
    QTemporaryDir tmp;
    const bool modernBert = model.startsWith(QLatin1String("ModernBert"));
    model = modelFor(model, tmp);
    QVERIFY(!model.isEmpty());
    const QString out = tmp.filePath(QStringLiteral("onnx"));
    Expected<ExportSummary> exported = exportModel(model, out, false, onnxOnly());
    QVERIFY2(exported.ok(), qPrintable(exported.error().toString()));
    QVERIFY(exported->onnx.has_value());
    QCOMPARE(exported->onnx->samples, 4);
    QVERIFY2(exported->onnx->maxAbsDifference <= 1e-4,
             qPrintable(QString::number(exported->onnx->maxAbsDifference)));
    QVERIFY(!exported->huggingFace.has_value());
    QCOMPARE(exported->onnxFile, QDir(out).absoluteFilePath(QStringLiteral("model.onnx")));

    const QString cases = tmp.filePath(QStringLiteral("cases.safetensors"));
    Expected<LoadedModel> loaded = loadModelDirectory(model);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    writeCases(
        loaded->config,
        [&](const auto& ids, const auto& mask, const auto& types) {
            return loaded->model->forward(ids, mask, types).logits;
        },
        cases);
    const hw::test::ReferenceRun run = hw::test::runReference("onnx-check", {exported->onnxFile, cases});
    QVERIFY2(run.ok, qPrintable(run.failure));
    const QJsonObject result = lastJsonLine(run.output);
    QVERIFY(result.value("checked").toBool());
    QCOMPARE(result.value("opset").toArray().first().toInt(), 17);
    const QJsonObject inputs = result.value("inputs").toObject();
    // ModernBERT has no token types: its graph takes what transformers' own ONNX export of it takes.
    QCOMPARE(inputs.keys(), modernBert ? (QStringList{"attention_mask", "input_ids"})
                                       : (QStringList{"attention_mask", "input_ids", "token_type_ids"}));
    QCOMPARE(inputs.value("input_ids").toArray(), (QJsonArray{"batch", "sequence"}));
    QCOMPARE(result.value("outputs").toObject().keys(), QStringList{"logits"});
    const QJsonObject perCase = result.value("cases").toObject();
    QCOMPARE(perCase.size(), 4);
    for (const QString& name : perCase.keys()) {
        const QJsonObject c = perCase.value(name).toObject();
        QVERIFY2(!c.value("max_abs_difference").isNull(), qPrintable(name + " has another shape"));
        QVERIFY2(
            c.value("max_abs_difference").toDouble() <= 1e-4,
            qPrintable(QStringLiteral("%1: %2").arg(name).arg(c.value("max_abs_difference").toDouble())));
    }
}

void TestOnnxExport::theFolderCarriesTokenizerAndLabels() {
    QTemporaryDir tmp;
    const QString source = tmp.filePath(QStringLiteral("classifier"));
    QVERIFY(QDir().mkpath(source));
    const QString fixture = fixturesDir() + QStringLiteral("/models/bert-classifier");
    for (const QString& name : QDir(fixture).entryList(QDir::Files))
        QVERIFY(QFile::copy(QDir(fixture).filePath(name), QDir(source).filePath(name)));
    hw::test::writeBytes(QDir(source).filePath(QStringLiteral("thresholds.json")),
                         "[0.3, 0.4, 0.5, 0.6, 0.7]");
    const QString out = tmp.filePath(QStringLiteral("onnx"));
    QVERIFY(exportModel(source, out, false, onnxOnly()).ok());
    for (const char* name :
         {"model.onnx", "config.json", "vocab.txt", "tokenizer_config.json", "thresholds.json"})
        QVERIFY2(QFile::exists(QDir(out).filePath(QLatin1String(name))), name);
    QVERIFY(!QFile::exists(QDir(out).filePath(QStringLiteral("model.safetensors"))));
    Expected<ModelConfig> config = readModelConfig(QDir(out).filePath(QStringLiteral("config.json")));
    QVERIFY(config.ok());
    QCOMPARE(config->numLabels(), 5);
    QCOMPARE(hw::test::fileDigest(QDir(out).filePath(QStringLiteral("thresholds.json"))),
             hw::test::fileDigest(QDir(source).filePath(QStringLiteral("thresholds.json"))));
    // The written graph reads back: the inputs and the logits' fixed label axis.
    Expected<OnnxModel> reread = readOnnxFile(QDir(out).filePath(QStringLiteral("model.onnx")));
    QVERIFY2(reread.ok(), qPrintable(reread.error().toString()));
    QCOMPARE(reread->outputs.front().dims.back().value, int64_t(5));
    QCOMPARE(reread->opset, int64_t(17));
}

void TestOnnxExport::bothFormatsShareOneFolder() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("both"));
    ExportOptions options;
    options.format = ExportFormat::Both;
    options.modelCard = QStringLiteral("---\nlibrary_name: transformers\n---\n# card\n");
    Expected<ExportSummary> exported =
        exportModel(fixturesDir() + QStringLiteral("/models/electra-generator"), out, false, options);
    QVERIFY2(exported.ok(), qPrintable(exported.error().toString()));
    QVERIFY(exported->huggingFace && exported->onnx);
    QVERIFY(exported->huggingFace->maxAbsDifference <= 1e-5);
    for (const char* name : {"config.json", "model.safetensors", "README.md", "onnx/model.onnx",
                             "onnx/config.json", "onnx/vocab.txt"})
        QVERIFY2(QFile::exists(QDir(out).filePath(QLatin1String(name))), name);
    QCOMPARE(exported->onnxFile, QDir(out).absoluteFilePath(QStringLiteral("onnx/model.onnx")));
    // Nothing of the staging folder is left beside it.
    QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("both")});
}

void TestOnnxExport::halfPrecisionAndShardsLoadInTransformers() {
    HW_REQUIRE_REFERENCE_STACK();
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("half"));
    ExportOptions options;
    options.precision = WeightPrecision::Float16;
    options.maxShardBytes = 1000000; // the 30522-word embeddings alone take about 2 MB in fp16
    Expected<ExportSummary> exported =
        exportModel(fixturesDir() + QStringLiteral("/models/bert-classifier"), out, false, options);
    QVERIFY2(exported.ok(), qPrintable(exported.error().toString()));
    QVERIFY2(exported->weightFiles.size() >= 3, qPrintable(exported->weightFiles.join(' ')));
    QCOMPARE(exported->weightFiles.last(), QStringLiteral("model.safetensors.index.json"));
    QVERIFY(exported->weightFiles.first().startsWith(QStringLiteral("model-00001-of-")));
    // Half precision: the check is against the rounded weights (exact), the rounding's cost is reported.
    QVERIFY(exported->huggingFace->maxAbsDifference <= 1e-5);
    QVERIFY(exported->precisionDifference > 0 && exported->precisionDifference < 0.05);
    const qint64 parameters = exported->parameters;
    QVERIFY(exported->weightBytes < parameters * 2 + 100000); // two bytes a weight, plus the index

    const hw::test::ReferenceRun run = hw::test::runReference("load-hf", {out});
    QVERIFY2(run.ok, qPrintable(run.failure));
    const QJsonObject loaded = lastJsonLine(run.output);
    QCOMPARE(loaded.value("dtype").toString(), QStringLiteral("float16"));
    QCOMPARE(loaded.value("model_type").toString(), QStringLiteral("bert"));
}

void TestOnnxExport::aDamagedOnnxFileIsRefused() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("onnx"));
    QVERIFY(
        exportModel(fixturesDir() + QStringLiteral("/models/electra-discriminator"), out, false, onnxOnly())
            .ok());
    QFile file(QDir(out).filePath(QStringLiteral("model.onnx")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const QString cut = tmp.filePath(QStringLiteral("cut.onnx"));
    hw::test::writeBytes(cut, bytes.left(bytes.size() / 2));
    Expected<OnnxModel> reread = readOnnxFile(cut);
    QVERIFY(!reread.ok());
    QVERIFY2(reread.error().what.toString().contains(QStringLiteral("not a readable ONNX model")),
             qPrintable(reread.error().toString()));
    QCOMPARE(reread.error().where, cut);
}

// Every step is reported in order; stopping at any of them leaves neither the folder nor its staging copy.
void TestOnnxExport::aCancelledExportWritesNothing() {
    QTemporaryDir tmp;
    ExportOptions options;
    options.format = ExportFormat::Both;
    options.onnxInt8 = true;
    QStringList phases;
    options.progress = [&](const QString& phase) {
        phases << phase;
        return true;
    };
    const QString model = fixturesDir() + QStringLiteral("/models/electra-discriminator");
    QVERIFY(exportModel(model, tmp.filePath(QStringLiteral("whole")), false, options).ok());
    QCOMPARE(phases,
             (QStringList{"loading the model", "writing the Hugging Face directory",
                          "checking the Hugging Face directory", "writing the ONNX model",
                          "checking the ONNX model", "writing the int8 model", "checking the int8 model"}));
    QCOMPARE(int(phases.size()), exportStepCount(options));
    for (const QString& stopAt : phases) {
        options.progress = [&](const QString& phase) { return phase != stopAt; };
        const QString out = tmp.filePath(QStringLiteral("stopped"));
        Expected<ExportSummary> stopped = exportModel(model, out, false, options);
        QVERIFY2(!stopped.ok(), qPrintable(stopAt));
        QVERIFY(stopped.error().what.toString().contains(QStringLiteral("cancelled")));
        QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("whole")});
    }
}

// NaN or infinity has no measurable difference: a model whose weights hold one is refused for export (not
// "verified, largest difference 0"), and an export computing one where the source does not fails the check.
void TestOnnxExport::nonFiniteLogitsFailTheCheck() {
    QTemporaryDir tmp;
    const QString source = fixturesDir() + QStringLiteral("/models/bert-classifier");
    Expected<LoadedModel> loaded = loadModelDirectory(source);
    QVERIFY(loaded.ok());
    LogitComparison same =
        compareLogits(*loaded->model, [&](const SampleBatch& b) { return modelLogits(*loaded->model, b); });
    QCOMPARE(same.maxAbsDifference, 0.0);
    QVERIFY(!nonFiniteLogits(same, QStringLiteral("ONNX model"), tmp.path()));
    LogitComparison nan = compareLogits(*loaded->model, [&](const SampleBatch& b) {
        torch::Tensor logits = modelLogits(*loaded->model, b).clone();
        logits.index_put_({0, 0}, std::nan(""));
        return logits;
    });
    QCOMPARE(nan.maxAbsDifference, std::numeric_limits<double>::infinity());
    std::optional<UserError> failure = nonFiniteLogits(nan, QStringLiteral("ONNX model"), tmp.path());
    QVERIFY(failure);
    QCOMPARE(failure->what.toString(),
             QStringLiteral("the ONNX model computes NaN or infinite logits where the source's are finite"));

    {
        torch::NoGradGuard noGrad;
        for (auto& item : loaded->model->named_parameters())
            if (item.key().ends_with("classifier.bias"))
                item.value().index_put_({0}, std::numeric_limits<float>::infinity());
    }
    const QString damaged = tmp.filePath(QStringLiteral("damaged"));
    QVERIFY(saveModelDirectory(*loaded->model, source, damaged, false).ok());
    for (const ExportFormat format : {ExportFormat::HuggingFace, ExportFormat::Onnx}) {
        ExportOptions options;
        options.format = format;
        const QString out = tmp.filePath(QStringLiteral("out"));
        Expected<ExportSummary> exported = exportModel(damaged, out, false, options);
        QVERIFY(!exported.ok());
        QVERIFY2(exported.error().what.toString().contains(QStringLiteral("NaN or infinite logits")),
                 qPrintable(exported.error().toString()));
        QVERIFY(!QFileInfo::exists(out));
    }
}

// tie_word_embeddings false: the masked-LM head computes with its own matrix, which the Hugging Face folder
// and the ONNX graph both carry (a graph using the word embeddings would fail the export's own check).
void TestOnnxExport::anUntiedOutputMatrixIsExportedAsItsOwn() {
    QTemporaryDir tmp;
    const QString source = fixturesDir() + QStringLiteral("/models/bert-mlm");
    Expected<LoadedModel> tied = loadModelDirectory(source);
    QVERIFY(tied.ok());
    ModelConfig config = tied->config;
    config.tieWordEmbeddings = false;
    std::shared_ptr<EncoderModel> untied = createModel(config);
    {
        torch::NoGradGuard noGrad;
        auto from = tied->model->named_parameters(true);
        for (auto& p : untied->named_parameters(true)) {
            if (p.key() == "cls.predictions.decoder.weight")
                p.value().copy_(from["bert.embeddings.word_embeddings.weight"] * -1.5); // not the embeddings
            else if (p.key() == "cls.predictions.decoder.bias")
                p.value().copy_(from["cls.predictions.bias"] + 0.25);
            else
                p.value().copy_(from[p.key()]);
        }
    }
    const QString saved = tmp.filePath(QStringLiteral("untied"));
    QVERIFY(saveModelDirectory(*untied, source, saved, false).ok());
    Expected<LoadedModel> reloaded = loadModelDirectory(saved);
    QVERIFY(reloaded.ok());
    QVERIFY(!reloaded->config.tieWordEmbeddings);
    const SampleBatch batch = exportSampleBatches(config).front();
    QVERIFY((modelLogits(*reloaded->model, batch) - modelLogits(*untied, batch)).abs().max().item<double>() ==
            0);
    QVERIFY(
        (modelLogits(*reloaded->model, batch) - modelLogits(*tied->model, batch)).abs().max().item<double>() >
        1);

    ExportOptions options;
    options.format = ExportFormat::Both;
    Expected<ExportSummary> exported =
        exportModel(saved, tmp.filePath(QStringLiteral("out")), false, options);
    QVERIFY2(exported.ok(), qPrintable(exported.error().toString()));
    QVERIFY(exported->onnx && exported->onnx->maxAbsDifference < 1e-4);
    QFile config2(tmp.filePath(QStringLiteral("out/config.json")));
    QVERIFY(config2.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(config2.readAll()).object().value("tie_word_embeddings"),
             QJsonValue(false));
}

// An ONNX file over protobuf's 2 GB limit and an int8 check that cannot run are known from config.json and
// the check file: refused before the model loads (a folder with config.json alone is enough to tell).
void TestOnnxExport::whatConfigJsonDecidesIsRefusedBeforeLoading() {
    QTemporaryDir tmp;
    QStringList phases;
    ExportOptions options;
    options.format = ExportFormat::Onnx;
    options.progress = [&](const QString& phase) {
        phases << phase;
        return true;
    };
    const QString big = tmp.filePath(QStringLiteral("big"));
    QDir().mkpath(big);
    hw::test::writeBytes(big + QStringLiteral("/config.json"),
                         R"({"architectures": ["BertForMaskedLM"], "model_type": "bert", "vocab_size": 250000,
                             "hidden_size": 2048, "num_hidden_layers": 4, "num_attention_heads": 16,
                             "intermediate_size": 8192})");
    Expected<ExportSummary> tooLarge = exportModel(big, tmp.filePath(QStringLiteral("out")), false, options);
    QVERIFY(!tooLarge.ok());
    QVERIFY2(tooLarge.error().what.toString().contains(QStringLiteral("over protobuf's 2 GB limit")),
             qPrintable(tooLarge.error().toString()));
    QCOMPARE(phases, QStringList{QStringLiteral("loading the model")});

    phases.clear();
    options.onnxInt8 = true;
    hw::test::writeBytes(tmp.filePath(QStringLiteral("check.csv")), "text,label\nfine,pos\n");
    options.int8CheckFile = tmp.filePath(QStringLiteral("check.csv"));
    Expected<ExportSummary> notAClassifier = exportModel(fixturesDir() + QStringLiteral("/models/bert-mlm"),
                                                         tmp.filePath(QStringLiteral("out")), false, options);
    QVERIFY(!notAClassifier.ok());
    QVERIFY2(notAClassifier.error().what.toString().contains(QStringLiteral("only a sequence classifier")),
             qPrintable(notAClassifier.error().toString()));
    QCOMPARE(phases, QStringList{QStringLiteral("loading the model")});
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("out"))));
}

void TestOnnxExport::theInt8ModelRunsInOnnxRuntime_data() {
    QTest::addColumn<QString>("model");
    for (const char* fixture : {"bert-mlm", "electra-discriminator", "electra-classifier"})
        QTest::newRow(fixture) << fixturesDir() + QStringLiteral("/models/") + QLatin1String(fixture);
    QTest::newRow("ModernBertForMaskedLM") << "ModernBertForMaskedLM";
}

// The quantised file passes the full checker and onnxruntime computes what Headwater's own reading of it
// computes, also on CPUs without VNNI, where 8-bit weights would saturate onnxruntime's integer products.
void TestOnnxExport::theInt8ModelRunsInOnnxRuntime() {
    HW_REQUIRE_REFERENCE_STACK();
    QFETCH(QString, model);
    QTemporaryDir tmp;
    model = modelFor(model, tmp);
    QVERIFY(!model.isEmpty());
    ExportOptions options = onnxOnly();
    options.onnxInt8 = true;
    const QString out = tmp.filePath(QStringLiteral("onnx"));
    Expected<ExportSummary> exported = exportModel(model, out, false, options);
    QVERIFY2(exported.ok(), qPrintable(exported.error().toString()));
    QVERIFY(exported->int8.has_value());
    QVERIFY(exported->int8->agreement > 0.5);
    QVERIFY(exported->int8->maxAbsDifference > 0); // rounded, so not the fp32 logits
    Expected<OnnxModel> quantized = readOnnxFile(exported->int8->file);
    QVERIFY2(quantized.ok(), qPrintable(quantized.error().toString()));
    int integerProducts = 0;
    for (const OnnxNode& node : quantized->nodes)
        integerProducts += node.op == "MatMulInteger";
    QVERIFY(integerProducts >= 2 * 6); // q, k, v, attention output, intermediate, output per layer at least
    const QString cases = tmp.filePath(QStringLiteral("cases.safetensors"));
    Expected<ModelConfig> config = readModelConfig(QDir(out).filePath(QStringLiteral("config.json")));
    QVERIFY(config.ok());
    writeCases(
        config.value(),
        [&](const auto& ids, const auto& mask, const auto& types) {
            return runOnnxModel(quantized.value(), tokenInputsFor(quantized.value(), ids, mask, types))
                .value()
                .front();
        },
        cases);
    const hw::test::ReferenceRun run = hw::test::runReference("onnx-check", {exported->int8->file, cases});
    QVERIFY2(run.ok, qPrintable(run.failure));
    const QJsonObject perCase = lastJsonLine(run.output).value("cases").toObject();
    QCOMPARE(perCase.size(), 4);
    // Integer products are exact, so most cases agree to rounding. A float that lands one ulp apart before a
    // DynamicQuantizeLinear can move one activation by one level, and that carries on through the layers: a
    // case may then differ by a share of int8's own error, never by more (a saturated product differs by
    // many times int8's error).
    int exact = 0;
    for (const QString& name : perCase.keys()) {
        const double difference = perCase.value(name).toObject().value("max_abs_difference").toDouble(-1);
        QVERIFY2(difference >= 0 && difference <= 0.5 * exported->int8->maxAbsDifference,
                 qPrintable(QStringLiteral("%1: %2 (int8 is within %3 of fp32)")
                                .arg(name)
                                .arg(difference)
                                .arg(exported->int8->maxAbsDifference)));
        exact += difference <= 1e-3;
    }
    QVERIFY2(exact >= 3, qPrintable(QStringLiteral("%1 of 4 cases agree within 1e-3").arg(exact)));
}

QTEST_GUILESS_MAIN(TestOnnxExport)
#include "test_onnx_export.moc"
