// import -> export -> import keeps every tensor, writes what transformers writes, and the exported
// directory loads in transformers itself with the golden logits.
#include "core/export/model_export.h"
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
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;
using hw::test::fixturesDir;

namespace {

const char* const kFixtures[] = {"bert-mlm",          "bert-pretraining-bin",
                                 "bert-classifier",   "electra-discriminator",
                                 "electra-generator", "electra-classifier"};

QJsonObject readJson(const QString& path) {
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

class TestModelRoundTrip : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void exportKeepsEveryTensor_data();
    void exportKeepsEveryTensor();
    void exportedDirectoryLoadsInTransformers_data();
    void exportedDirectoryLoadsInTransformers();
    void newHeadOnPretrainedBackbone();
    void classifierForOtherLabelsGetsANewHead();
    void shardedCheckpointLoads();
    void halfPrecisionWeightsAreConverted_data();
    void halfPrecisionWeightsAreConverted();
};

void TestModelRoundTrip::exportKeepsEveryTensor_data() {
    QTest::addColumn<QString>("fixture");
    for (const char* f : kFixtures)
        QTest::newRow(f) << QString::fromLatin1(f);
}

void TestModelRoundTrip::exportKeepsEveryTensor() {
    QFETCH(QString, fixture);
    const QString source = fixturesDir() + QStringLiteral("/models/") + fixture;
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("exported"));
    Expected<ExportSummary> exported = exportModel(source, out, false);
    QVERIFY2(exported.ok(), qPrintable(exported.error().toString()));

    Expected<LoadedModel> original = loadModelDirectory(source);
    Expected<LoadedModel> reloaded = loadModelDirectory(out);
    QVERIFY2(reloaded.ok(), qPrintable(reloaded.error().toString()));
    QVERIFY(reloaded->report.ignoredTensors.isEmpty());
    QVERIFY(reloaded->report.legacyRenamed.isEmpty());
    const auto a = original->model->named_parameters(true);
    const auto b = reloaded->model->named_parameters(true);
    QCOMPARE(a.size(), b.size());
    for (const auto& p : a)
        QVERIFY2(torch::equal(p.value(), b[p.key()]), p.key().c_str());

    // Tied decoder weights are written once, under the embeddings, as transformers writes them.
    Expected<WeightSource> written = readSafetensors(out + QStringLiteral("/model.safetensors"));
    QVERIFY(written.ok());
    QVERIFY(!written->tensors.count("cls.predictions.decoder.weight"));
    QVERIFY(!written->tensors.count("generator_lm_head.weight"));
    QVERIFY(!written->tensors.count("bert.embeddings.position_ids"));

    const QJsonObject config = readJson(out + QStringLiteral("/config.json"));
    const QJsonObject sourceConfig = readJson(source + QStringLiteral("/config.json"));
    QCOMPARE(config.value(QLatin1String("architectures")),
             sourceConfig.value(QLatin1String("architectures")));
    QCOMPARE(config.value(QLatin1String("model_type")), sourceConfig.value(QLatin1String("model_type")));
    if (sourceConfig.contains(QLatin1String("id2label"))) {
        QCOMPARE(config.value(QLatin1String("id2label")), sourceConfig.value(QLatin1String("id2label")));
        QCOMPARE(config.value(QLatin1String("label2id")), sourceConfig.value(QLatin1String("label2id")));
        QCOMPARE(config.value(QLatin1String("problem_type")),
                 sourceConfig.value(QLatin1String("problem_type")));
    }
    for (const char* name : {"vocab.txt", "tokenizer_config.json", "special_tokens_map.json"})
        QCOMPARE(hw::test::fileDigest(out + QLatin1Char('/') + QLatin1String(name)),
                 hw::test::fileDigest(source + QLatin1Char('/') + QLatin1String(name)));
}

void TestModelRoundTrip::exportedDirectoryLoadsInTransformers_data() {
    exportKeepsEveryTensor_data();
}

void TestModelRoundTrip::exportedDirectoryLoadsInTransformers() {
    HW_REQUIRE_REFERENCE_STACK();
    QFETCH(QString, fixture);
    const QString source = fixturesDir() + QStringLiteral("/models/") + fixture;
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("exported"));
    QVERIFY(exportModel(source, out, false).ok());

    const QString golden = source + QStringLiteral("/golden.safetensors");
    const QString theirsPath = tmp.filePath(QStringLiteral("transformers.safetensors"));
    const QString manifest = tmp.filePath(QStringLiteral("manifest.json"));
    hw::test::writeBytes(manifest,
                         QJsonDocument(QJsonArray{QJsonObject{{QStringLiteral("model"), out},
                                                              {QStringLiteral("inputs"), golden},
                                                              {QStringLiteral("output"), theirsPath}}})
                             .toJson());
    const test::ReferenceRun run = test::runReference(QStringLiteral("forward"), {manifest});
    QVERIFY2(run.ok, qPrintable(run.failure)); // transformers found no missing or unexpected weights

    // transformers, on Headwater's export, reproduces the golden outputs of the original.
    Expected<WeightSource> inputs = readSafetensors(golden);
    Expected<WeightSource> reference = readSafetensors(theirsPath);
    QVERIFY(inputs.ok() && reference.ok());
    const torch::Tensor expected = inputs->tensors.count("logits") ? inputs->tensors.at("logits")
                                                                   : inputs->tensors.at("prediction_logits");
    const torch::Tensor theirs = reference->tensors.at("logits");
    QCOMPARE(theirs.sizes().vec(), expected.sizes().vec());
    torch::Tensor diff = (theirs - expected).abs();
    Expected<LoadedModel> ours = loadModelDirectory(out);
    QVERIFY(ours.ok());
    if (diff.dim() >= 2 && !isSequenceClassifier(ours->config.architecture)) {
        torch::Tensor keep = inputs->tensors.at("attention_mask").to(torch::kBool);
        while (keep.dim() < diff.dim())
            keep = keep.unsqueeze(-1);
        diff = diff.masked_select(keep.expand_as(diff));
    }
    const double maxDiff = diff.max().item<double>();
    QVERIFY2(
        maxDiff <= 1e-4,
        qPrintable(QStringLiteral("transformers' logits differ from the golden ones by %1").arg(maxDiff)));
}

void TestModelRoundTrip::newHeadOnPretrainedBackbone() {
    // Fine-tuning starts a classifier from a pretraining checkpoint: the backbone is copied, the head is new.
    ModelLoadOptions options;
    options.architecture = Architecture::BertForSequenceClassification;
    options.labels = {QStringLiteral("pos"), QStringLiteral("neg"), QStringLiteral("neutral")};
    const QString source = fixturesDir() + QStringLiteral("/models/bert-pretraining-bin");
    Expected<LoadedModel> loaded = loadModelDirectory(source, options);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    QCOMPARE(loaded->report.newlyInitialised, (QStringList{"classifier.weight", "classifier.bias"}));
    QVERIFY(loaded->report.ignoredTensors.contains(QStringLiteral("cls.seq_relationship.weight")));
    Expected<LoadedModel> original = loadModelDirectory(source);
    QVERIFY(torch::equal(loaded->model->named_parameters()["bert.pooler.dense.weight"],
                         original->model->named_parameters()["bert.pooler.dense.weight"]));
    const double std = loaded->model->named_parameters()["classifier.weight"].std().item<double>();
    QVERIFY2(std > 0.01 && std < 0.03, "new head initialised with normal(0, 0.02)");
}

void TestModelRoundTrip::classifierForOtherLabelsGetsANewHead() {
    // bert-classifier has a 5-label head; fine-tuning it for 2 labels replaces the head and keeps the
    // backbone.
    const QString source = fixturesDir() + QStringLiteral("/models/bert-classifier");
    ModelLoadOptions options;
    options.architecture = Architecture::BertForSequenceClassification;
    options.labels = {QStringLiteral("yes"), QStringLiteral("no")};
    options.problemType = QStringLiteral("single_label_classification");
    Expected<LoadedModel> loaded = loadModelDirectory(source, options);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    QCOMPARE(loaded->report.newlyInitialised, (QStringList{"classifier.weight", "classifier.bias"}));
    QVERIFY2(hw::Text::joined(loaded->report.notes, QStringLiteral(" "))
                 .toString()
                 .contains(QLatin1String("a new head")),
             qPrintable(hw::Text::joined(loaded->report.notes, QStringLiteral(" ")).toString()));
    QCOMPARE(loaded->model->named_parameters()["classifier.weight"].size(0), 2);
    Expected<LoadedModel> original = loadModelDirectory(source);
    QVERIFY(torch::equal(
        loaded->model->named_parameters()["bert.encoder.layer.0.attention.self.query.weight"],
        original->model->named_parameters()["bert.encoder.layer.0.attention.self.query.weight"]));
}

void TestModelRoundTrip::shardedCheckpointLoads() {
    // Split a fixture into two shards with an index, as transformers does for large models.
    const QString source = fixturesDir() + QStringLiteral("/models/electra-discriminator");
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(QStringLiteral("sharded"));
    QDir().mkpath(dir);
    QFile::copy(source + QStringLiteral("/config.json"), dir + QStringLiteral("/config.json"));
    Expected<WeightSource> whole = readSafetensors(source + QStringLiteral("/model.safetensors"));
    QVERIFY(whole.ok());
    std::map<std::string, torch::Tensor> first, second;
    QJsonObject weightMap;
    for (const auto& [name, tensor] : whole->tensors) {
        const bool early = name.find("encoder.layer.1") == std::string::npos;
        (early ? first : second)[name] = tensor;
        weightMap.insert(QString::fromStdString(name),
                         early ? "model-00001-of-00002.safetensors" : "model-00002-of-00002.safetensors");
    }
    QVERIFY(writeSafetensors(dir + QStringLiteral("/model-00001-of-00002.safetensors"), first).ok());
    QVERIFY(writeSafetensors(dir + QStringLiteral("/model-00002-of-00002.safetensors"), second).ok());
    hw::test::writeBytes(
        dir + QStringLiteral("/model.safetensors.index.json"),
        QJsonDocument(QJsonObject{{"metadata", QJsonObject{}}, {"weight_map", weightMap}}).toJson());

    Expected<LoadedModel> sharded = loadModelDirectory(dir);
    QVERIFY2(sharded.ok(), qPrintable(sharded.error().toString()));
    QCOMPARE(sharded->report.weightFiles.size(), 2);
    Expected<LoadedModel> original = loadModelDirectory(source);
    for (const auto& p : original->model->named_parameters())
        QVERIFY2(torch::equal(p.value(), sharded->model->named_parameters()[p.key()]), p.key().c_str());

    // A shard that is gone is named.
    QVERIFY(QFile::remove(dir + QStringLiteral("/model-00002-of-00002.safetensors")));
    Expected<LoadedModel> broken = loadModelDirectory(dir);
    QVERIFY(!broken.ok());
    QVERIFY2(broken.error().where.toString().contains(QStringLiteral("model-00002-of-00002.safetensors")),
             qPrintable(broken.error().toString()));
}

void TestModelRoundTrip::halfPrecisionWeightsAreConverted_data() {
    QTest::addColumn<int>("dtype");
    QTest::newRow("F16") << int(torch::kFloat16);
    QTest::newRow("BF16") << int(torch::kBFloat16);
}

void TestModelRoundTrip::halfPrecisionWeightsAreConverted() {
    QFETCH(int, dtype);
    const auto type = static_cast<torch::ScalarType>(dtype);
    const QString source = fixturesDir() + QStringLiteral("/models/bert-classifier");
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(QStringLiteral("half"));
    QDir().mkpath(dir);
    QFile::copy(source + QStringLiteral("/config.json"), dir + QStringLiteral("/config.json"));
    Expected<WeightSource> whole = readSafetensors(source + QStringLiteral("/model.safetensors"));
    std::map<std::string, torch::Tensor> half;
    for (const auto& [name, tensor] : whole->tensors)
        half[name] = tensor.to(type);
    QVERIFY(writeSafetensors(dir + QStringLiteral("/model.safetensors"), half).ok());

    Expected<LoadedModel> loaded = loadModelDirectory(dir);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    for (const auto& p : loaded->model->named_parameters()) {
        QCOMPARE(p.value().scalar_type(), torch::kFloat32);
        QVERIFY2(torch::equal(p.value(), half.at(p.key()).to(torch::kFloat32)), p.key().c_str());
    }
}

QTEST_GUILESS_MAIN(TestModelRoundTrip)
#include "test_model_roundtrip.moc"
