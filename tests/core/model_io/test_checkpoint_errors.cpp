// Damaged or mismatched checkpoints give a clear error naming the problem, never a crash, and leave
// nothing behind.
#include "core/export/model_export.h"
#include "core/model_io/internal/model_directory.h"
#include "core/model_io/internal/weight_source.h"
#include "core/model_io/model_files.h"
#include "core/system/process_memory.h"
#include "core/tokenize/text_tokenizer.h"
#include "tests/support/file_helpers.h"

#include <torch/torch.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

#include <sys/stat.h>

using namespace hw;
using hw::test::fileDigest;
using hw::test::fixturesDir;
using hw::test::writeBytes;

namespace {

QByteArray safetensorsBytes(const QJsonObject& header, const QByteArray& data) {
    const QByteArray json = QJsonDocument(header).toJson(QJsonDocument::Compact);
    QByteArray out(8, '\0');
    qToLittleEndian<quint64>(quint64(json.size()), out.data());
    return out + json + data;
}

QJsonObject entry(const QString& dtype, QJsonArray shape, QJsonArray offsets) {
    return {{QStringLiteral("dtype"), dtype},
            {QStringLiteral("shape"), shape},
            {QStringLiteral("data_offsets"), offsets}};
}

QJsonObject entry(const QString& dtype, QJsonArray shape, qint64 begin, qint64 end) {
    return entry(dtype, shape, QJsonArray{begin, end});
}

// A copy of a fixture model directory that the test may change.
QString copyFixture(const QTemporaryDir& tmp, const QString& name) {
    const QString from = fixturesDir() + QStringLiteral("/models/") + name;
    const QString to = tmp.filePath(name);
    QDir().mkpath(to);
    for (const QString& file : QDir(from).entryList(QDir::Files)) {
        QFile::copy(QDir(from).filePath(file), QDir(to).filePath(file));
        QFile::setPermissions(QDir(to).filePath(file), QFile::ReadOwner | QFile::WriteOwner);
    }
    return to;
}

void rewriteWeights(const QString& dir,
                    const std::function<void(std::map<std::string, torch::Tensor>&)>& change) {
    const QString path = QDir(dir).filePath(QStringLiteral("model.safetensors"));
    std::map<std::string, torch::Tensor> tensors;
    {
        Expected<WeightSource> source = readSafetensors(path);
        QVERIFY(source.ok());
        for (const auto& [name, t] : source->tensors)
            tensors[name] = t.clone();
    }
    change(tensors);
    QVERIFY(writeSafetensors(path, tensors).ok());
}

void rewriteConfig(const QString& dir, const std::function<void(QJsonObject&)>& change) {
    QFile file(QDir(dir).filePath(QStringLiteral("config.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject config = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    change(config);
    writeBytes(file.fileName(), QJsonDocument(config).toJson());
}

} // namespace

class TestCheckpointErrors : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void damagedSafetensorsAreRefused_data();
    void damagedSafetensorsAreRefused();
    void truncatedRealFileIsRefused();
    void missingTensorIsNamed();
    void wrongShapeNamesExpectedAndActual();
    void configProblemsNameTheField_data();
    void configProblemsNameTheField();
    void weightsBeyondTheMachineAreRefusedBeforeAllocating();
    void directoryWithoutWeights();
    void failedExportWritesNothing();
    void nonZipTorchBinIsRefused();
    void aPipeInAModelFolderIsRefusedNotWaitedOn_data();
    void aPipeInAModelFolderIsRefusedNotWaitedOn();
};

void TestCheckpointErrors::damagedSafetensorsAreRefused_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    const QByteArray data(16, '\1');
    QTest::newRow("shorter than the length field") << QByteArray("\x05\x00", 2) << "too short";
    QByteArray hugeHeader(8, '\0');
    qToLittleEndian<quint64>(1000000, hugeHeader.data());
    QTest::newRow("header length beyond the file") << hugeHeader + QByteArray("{}") << "larger than the file";
    QTest::newRow("header not JSON") << safetensorsBytes({}, {}).left(8) + QByteArray("{\"a\":")
                                     << "not a JSON object";
    QTest::newRow("offsets outside the data")
        << safetensorsBytes({{"w", entry("F32", {8}, 0, 32)}}, data) << "outside";
    QTest::newRow("overlapping tensors")
        << safetensorsBytes({{"a", entry("F32", {3}, 0, 12)}, {"b", entry("F32", {3}, 4, 16)}}, data)
        << "overlap";
    QTest::newRow("unknown dtype") << safetensorsBytes({{"w", entry("F8_E9M9", {4}, 0, 4)}}, data)
                                   << "unsupported dtype 'F8_E9M9'";
    QTest::newRow("size disagrees with shape")
        << safetensorsBytes({{"w", entry("F32", {2}, 0, 16)}}, data) << "need 8";
    QTest::newRow("end before begin")
        << safetensorsBytes({{"w", entry("F32", {0}, 8, 4)}}, data) << "outside";
    // Numbers no integer holds: casting them would be undefined, so they are refused as they are read.
    QTest::newRow("offset beyond 2^64")
        << safetensorsBytes({{"w", entry("F32", {1}, QJsonArray{0, 1e30})}}, data)
        << "not a pair of byte offsets";
    QTest::newRow("negative end offset")
        << safetensorsBytes({{"w", entry("F32", {1}, QJsonArray{0, -4})}}, data)
        << "not a pair of byte offsets";
    QTest::newRow("fractional offset")
        << safetensorsBytes({{"w", entry("F32", {1}, QJsonArray{0, 4.5})}}, data)
        << "not a pair of byte offsets";
    QTest::newRow("dimension beyond 2^63")
        << safetensorsBytes({{"w", entry("F32", {1e300}, 0, 4)}}, data) << "not a size";
    QTest::newRow("shape whose size overflows")
        << safetensorsBytes({{"w", entry("F32", {4294967296.0, 4294967296.0}, 0, 4)}}, data) << "2^64 bytes";
}

void TestCheckpointErrors::damagedSafetensorsAreRefused() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("model.safetensors"));
    writeBytes(path, bytes);
    const QByteArray before = fileDigest(path);
    Expected<WeightSource> read = readSafetensors(path);
    QVERIFY(!read.ok());
    QVERIFY2(read.error().toString().contains(expected), qPrintable(read.error().toString()));
    QVERIFY(read.error().where.toString().contains(path));
    QVERIFY(!read.error().how.isEmpty());
    QCOMPARE(fileDigest(path), before);
}

void TestCheckpointErrors::truncatedRealFileIsRefused() {
    QTemporaryDir tmp;
    const QString dir = copyFixture(tmp, QStringLiteral("bert-mlm"));
    const QString path = QDir(dir).filePath(QStringLiteral("model.safetensors"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.resize(file.size() / 2));
    file.close();
    Expected<LoadedModel> loaded = loadModelDirectory(dir);
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error().what.toString().contains(QStringLiteral("outside")),
             qPrintable(loaded.error().toString()));
}

void TestCheckpointErrors::missingTensorIsNamed() {
    QTemporaryDir tmp;
    const QString dir = copyFixture(tmp, QStringLiteral("bert-mlm"));
    rewriteWeights(dir, [](auto& t) { t.erase("bert.encoder.layer.1.output.dense.weight"); });
    Expected<LoadedModel> loaded = loadModelDirectory(dir);
    QVERIFY(!loaded.ok());
    QVERIFY2(
        loaded.error().what.toString().contains(QStringLiteral("bert.encoder.layer.1.output.dense.weight")),
        qPrintable(loaded.error().toString()));
}

void TestCheckpointErrors::wrongShapeNamesExpectedAndActual() {
    QTemporaryDir tmp;
    const QString dir = copyFixture(tmp, QStringLiteral("electra-discriminator"));
    rewriteWeights(dir, [](auto& t) { t["electra.embeddings_project.weight"] = torch::zeros({32, 8}); });
    Expected<LoadedModel> loaded = loadModelDirectory(dir);
    QVERIFY(!loaded.ok());
    const QString message = loaded.error().toString();
    QVERIFY2(message.contains(QStringLiteral("electra.embeddings_project.weight")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("[32, 8]")) && message.contains(QStringLiteral("[32, 16]")),
             qPrintable(message));
}

void TestCheckpointErrors::configProblemsNameTheField_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value"); // empty: remove the field
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing hidden_size") << "hidden_size"
                                         << ""
                                         << "no 'hidden_size'";
    QTest::newRow("missing model_type") << "model_type"
                                        << ""
                                        << "no 'model_type'";
    QTest::newRow("unsupported model_type") << "model_type"
                                            << "gpt2"
                                            << "model type 'gpt2' is not supported";
    QTest::newRow("unsupported activation") << "hidden_act"
                                            << "mish"
                                            << "activation 'mish'";
    QTest::newRow("unsupported architecture") << "architectures"
                                              << "BertForTokenClassification"
                                              << "BertForTokenClassification";
    // Values that reached libtorch unchecked (an abort, gigabytes allocated, NaN probabilities) or were read
    // as 0 or ignored. A value that parses as JSON is given as that JSON value.
    QTest::newRow("dropout above 1") << "hidden_dropout_prob"
                                     << "2.0"
                                     << "must be a number from 0 to 1, not 2";
    QTest::newRow("a billion hidden units") << "hidden_size"
                                            << "1e9"
                                            << "from 1 to 16384, not 1000000000";
    QTest::newRow("a million layers") << "num_hidden_layers"
                                      << "1e6"
                                      << "from 1 to 256, not 1000000";
    QTest::newRow("negative layer-norm epsilon") << "layer_norm_eps"
                                                 << "-1e-12"
                                                 << "(above 0)";
    QTest::newRow("layers as a string") << "num_hidden_layers"
                                        << "\"2\""
                                        << "must be a whole number, not the string \"2\"";
    QTest::newRow("a fraction of a head") << "num_attention_heads"
                                          << "3.5"
                                          << "must be a whole number, not 3.5";
    QTest::newRow("a boolean vocabulary") << "vocab_size"
                                          << "true"
                                          << "must be a whole number, not true";
    QTest::newRow("an activation that is a number") << "hidden_act"
                                                    << "3"
                                                    << "must be a string, not 3";
    QTest::newRow("negative classifier dropout") << "classifier_dropout"
                                                 << "-0.5"
                                                 << "must be null or a number from 0 to 1";
}

void TestCheckpointErrors::configProblemsNameTheField() {
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    QTemporaryDir tmp;
    const QString dir = copyFixture(tmp, QStringLiteral("bert-mlm"));
    rewriteConfig(dir, [&](QJsonObject& c) {
        if (value.isEmpty())
            c.remove(field);
        else if (field == QLatin1String("architectures"))
            c.insert(field, QJsonArray{value});
        else if (const QJsonDocument json = QJsonDocument::fromJson("[" + value.toUtf8() + "]");
                 json.isArray())
            c.insert(field, json.array().first());
        else
            c.insert(field, value);
    });
    Expected<LoadedModel> loaded = loadModelDirectory(dir);
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error().what.toString().contains(expected), qPrintable(loaded.error().toString()));
    QVERIFY2(loaded.error().where.toString().contains(field), qPrintable(loaded.error().toString()));
}

void TestCheckpointErrors::weightsBeyondTheMachineAreRefusedBeforeAllocating() {
    QTemporaryDir tmp;
    const QString dir = copyFixture(tmp, QStringLiteral("bert-mlm"));
    rewriteConfig(dir, [](QJsonObject& c) { // every size within its range, together far beyond any machine
        c.insert(QStringLiteral("hidden_size"), 16384);
        c.insert(QStringLiteral("num_attention_heads"), 64);
        c.insert(QStringLiteral("intermediate_size"), 65536);
        c.insert(QStringLiteral("num_hidden_layers"), 256);
    });
    const qint64 before = residentMemoryBytes();
    Expected<LoadedModel> loaded = loadModelDirectory(dir);
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error().what.toString().contains(QStringLiteral("weights alone need")) &&
                 loaded.error().what.toString().contains(QStringLiteral("this machine has")),
             qPrintable(loaded.error().toString()));
    QVERIFY(loaded.error().how.toString().contains(QStringLiteral("num_hidden_layers")));
    QVERIFY(residentMemoryBytes() - before < 100 * 1000 * 1000); // nothing of it was allocated
}

void TestCheckpointErrors::directoryWithoutWeights() {
    QTemporaryDir tmp;
    const QString dir = copyFixture(tmp, QStringLiteral("bert-mlm"));
    QVERIFY(QFile::remove(QDir(dir).filePath(QStringLiteral("model.safetensors"))));
    Expected<LoadedModel> loaded = loadModelDirectory(dir);
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error().what.toString().contains(QStringLiteral("no weights")),
             qPrintable(loaded.error().toString()));
    QVERIFY(loaded.error().how.toString().contains(QStringLiteral("model.safetensors")));
}

void TestCheckpointErrors::failedExportWritesNothing() {
    QTemporaryDir tmp;
    const QString dir = copyFixture(tmp, QStringLiteral("bert-mlm"));
    rewriteWeights(dir, [](auto& t) { t.erase("bert.embeddings.LayerNorm.weight"); });
    const QString out = tmp.filePath(QStringLiteral("exported"));
    Expected<ExportSummary> exported = exportModel(dir, out, false);
    QVERIFY(!exported.ok());
    QVERIFY(!QFileInfo::exists(out));
    QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("bert-mlm")});
}

void TestCheckpointErrors::nonZipTorchBinIsRefused() {
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("pytorch_model.bin"));
    writeBytes(path, QByteArray("\x80\x02legacy pickle bytes", 21));
    Expected<WeightSource> read = readTorchBin(path);
    QVERIFY(!read.ok());
    QVERIFY2(read.error().how.toString().contains(QStringLiteral("torch.save")),
             qPrintable(read.error().toString()));

    writeBytes(path, QByteArray("PK\x03\x04 not really a zip", 22));
    read = readTorchBin(path);
    QVERIFY(!read.ok());
    QVERIFY2(read.error().what.toString().contains(QStringLiteral("pytorch_model.bin")),
             qPrintable(read.error().toString()));
}

void TestCheckpointErrors::aPipeInAModelFolderIsRefusedNotWaitedOn_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("config") << QStringLiteral("config.json");
    QTest::newRow("weights") << QStringLiteral("model.safetensors");
    QTest::newRow("vocabulary") << QStringLiteral("vocab.txt");
}

// Opening a named pipe to read blocks until someone writes to it: a crafted folder must be refused at once.
void TestCheckpointErrors::aPipeInAModelFolderIsRefusedNotWaitedOn() {
    QFETCH(QString, file);
    QTemporaryDir tmp;
    const QDir fixture(hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm"));
    for (const QString& name : fixture.entryList(QDir::Files))
        QVERIFY(QFile::copy(fixture.filePath(name), tmp.filePath(name)));
    QVERIFY(QFile::remove(tmp.filePath(file)));
    QCOMPARE(::mkfifo(QFile::encodeName(tmp.filePath(file)).constData(), 0644), 0);
    Expected<LoadedModel> loaded = loadModelDirectory(tmp.path());
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error().what.toString().contains(QStringLiteral("not an ordinary file")),
             qPrintable(loaded.error().toString()));
    QCOMPARE(loaded.error().where, tmp.filePath(file));
    if (file == QLatin1String("vocab.txt")) {
        Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(tmp.path());
        QVERIFY(!tokenizer.ok());
        QVERIFY(tokenizer.error().what.toString().contains(QStringLiteral("not an ordinary file")));
    }
}

QTEST_GUILESS_MAIN(TestCheckpointErrors)
#include "test_checkpoint_errors.moc"
