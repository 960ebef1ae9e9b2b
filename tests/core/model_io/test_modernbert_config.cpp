// ModernBERT's config.json as transformers 5 writes it (rope_parameters, layer_types) and as earlier versions
// wrote it (global_rope_theta, global_attn_every_n_layers) reads to the same settings, writes back to what
// reads the same, and every field Headwater cannot honour is refused by name.
#include "core/model/model_config.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace hw;

namespace {

// A small ModernBERT as ModernBertConfig(...).to_json_string() gives it (transformers 5.23).
QJsonObject transformersConfig() {
    return QJsonDocument::fromJson(R"({
        "architectures": ["ModernBertForMaskedLM"], "model_type": "modernbert", "vocab_size": 101,
        "hidden_size": 24, "num_hidden_layers": 3, "num_attention_heads": 3, "intermediate_size": 37,
        "hidden_activation": "gelu", "max_position_embeddings": 8192, "initializer_range": 0.02,
        "initializer_cutoff_factor": 2.0, "norm_eps": 1e-05, "norm_bias": false, "pad_token_id": 0,
        "attention_bias": false, "attention_dropout": 0.0, "local_attention": 4, "embedding_dropout": 0.0,
        "mlp_bias": false, "mlp_dropout": 0.0, "decoder_bias": true, "classifier_pooling": "cls",
        "classifier_dropout": 0.0, "classifier_bias": false, "classifier_activation": "gelu",
        "layer_types": ["full_attention", "sliding_attention", "full_attention"],
        "rope_parameters": {"full_attention": {"rope_theta": 5000.0, "rope_type": "default"},
                            "sliding_attention": {"rope_theta": 10000.0, "rope_type": "default"}},
        "sparse_prediction": false, "tie_word_embeddings": true})")
        .object();
}

} // namespace

class TestModernBertConfig : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void transformersFiveConfigReads();
    void earlierConfigsReadTheSame();
    void writtenConfigReadsBackTheSame();
    void unsupportedFieldsAreNamed_data();
    void unsupportedFieldsAreNamed();
};

void TestModernBertConfig::transformersFiveConfigReads() {
    Expected<ModelConfig> c = parseModelConfig(transformersConfig(), QStringLiteral("config.json"));
    QVERIFY2(c.ok(), qPrintable(c.error().toString()));
    QCOMPARE(c->architecture, Architecture::ModernBertForMaskedLM);
    QCOMPARE(c->modernBert.slidingLayers, (std::vector<bool>{false, true, false}));
    QCOMPARE(c->modernBert.globalRopeTheta, 5000.0);
    QCOMPARE(c->modernBert.localRopeTheta, 10000.0);
    QCOMPARE(c->modernBert.localAttention, 4);
    QCOMPARE(c->maxInputTokens(), 8192); // no position embeddings, no offset
    QCOMPARE(c->typeVocabSize, 1);
    QCOMPARE(c->layerNormEps, 1e-5);
    // Fields Headwater does not use stay for export.
    QCOMPARE(c->extraFields.value(QLatin1String("initializer_cutoff_factor")).toDouble(), 2.0);
    QVERIFY(!c->extraFields.contains(QLatin1String("layer_types")));
}

void TestModernBertConfig::earlierConfigsReadTheSame() {
    QJsonObject json = transformersConfig();
    json.remove(QStringLiteral("layer_types"));
    json.remove(QStringLiteral("rope_parameters"));
    json.insert(QStringLiteral("global_attn_every_n_layers"), 2);
    json.insert(QStringLiteral("global_rope_theta"), 5000.0);
    Expected<ModelConfig> c = parseModelConfig(json, QStringLiteral("config.json"));
    QVERIFY2(c.ok(), qPrintable(c.error().toString()));
    QCOMPARE(c->modernBert.slidingLayers, (std::vector<bool>{false, true, false}));
    QCOMPARE(c->modernBert.globalRopeTheta, 5000.0);
    QCOMPARE(c->modernBert.localRopeTheta, 10000.0); // ModernBertConfig's default
}

void TestModernBertConfig::writtenConfigReadsBackTheSame() {
    QJsonObject json = transformersConfig();
    json.insert(QStringLiteral("classifier_pooling"), QStringLiteral("mean"));
    json.insert(QStringLiteral("norm_bias"), true);
    json.insert(QStringLiteral("decoder_bias"), false);
    const Expected<ModelConfig> first = parseModelConfig(json, QStringLiteral("config.json"));
    QVERIFY(first.ok());
    const QJsonObject written = modelConfigToJson(first.value());
    QVERIFY(!written.contains(QLatin1String("hidden_act"))); // BERT's names are not written for it
    QVERIFY(!written.contains(QLatin1String("type_vocab_size")));
    QCOMPARE(written.value(QLatin1String("global_attn_every_n_layers")).toInt(), 2);
    const QByteArray text = modelConfigText(written);
    QVERIFY2(text.contains("\"initializer_cutoff_factor\": 2.0"), text.constData());
    QVERIFY2(text.contains("\"rope_theta\": 5000.0"), text.constData());
    const Expected<ModelConfig> second =
        parseModelConfig(QJsonDocument::fromJson(text).object(), QStringLiteral("written"));
    QVERIFY2(second.ok(), qPrintable(second.error().toString()));
    QCOMPARE(modelConfigToJson(second.value()), written);
}

void TestModernBertConfig::unsupportedFieldsAreNamed_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("odd head size") << "num_attention_heads" << QByteArray("8") << "even head size";
    QTest::newRow("a layer kind too few")
        << "layer_types" << QByteArray(R"(["full_attention"])") << "each of the 3 layers";
    QTest::newRow("an unknown layer kind")
        << "layer_types" << QByteArray(R"(["full_attention", "chunked", "full_attention"])")
        << "'chunked' is not an attention kind";
    QTest::newRow("max pooling") << "classifier_pooling" << QByteArray(R"("max")") << "pooling 'max'";
    QTest::newRow("scaled rotary positions")
        << "rope_parameters" << QByteArray(R"({"full_attention": {"rope_type": "yarn", "rope_theta": 5.0}})")
        << "rope type 'yarn'";
    QTest::newRow("rope_scaling") << "rope_scaling" << QByteArray(R"({"rope_type": "linear", "factor": 2.0})")
                                  << "scaled rotary positions";
    QTest::newRow("no window") << "local_attention" << QByteArray("0") << "from 1 to 65536, not 0";
    QTest::newRow("an unknown activation") << "hidden_activation" << QByteArray(R"("mish")") << "'mish'";
    QTest::newRow("an unknown head activation")
        << "classifier_activation" << QByteArray(R"("mish")") << "'mish'";
    QTest::newRow("a negative epsilon") << "norm_eps" << QByteArray("-1.0") << "(above 0)";
    QTest::newRow("a string for a bias") << "norm_bias" << QByteArray(R"("yes")") << "true or false";
}

void TestModernBertConfig::unsupportedFieldsAreNamed() {
    QFETCH(QString, field);
    QFETCH(QByteArray, value);
    QFETCH(QString, expected);
    QJsonObject json = transformersConfig();
    json.insert(field, QJsonDocument::fromJson("[" + value + "]").array().first());
    const Expected<ModelConfig> c = parseModelConfig(json, QStringLiteral("config.json"));
    QVERIFY(!c.ok());
    QVERIFY2(c.error().what.toString().contains(expected), qPrintable(c.error().toString()));
    QVERIFY2(c.error().where.toString().contains(field), qPrintable(c.error().toString()));
}

QTEST_APPLESS_MAIN(TestModernBertConfig)
#include "test_modernbert_config.moc"
