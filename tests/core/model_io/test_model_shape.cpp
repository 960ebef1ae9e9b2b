// A custom shape over a size preset (new-model --hidden/--layers/--heads/--intermediate/--embedding-size, the
// studio's shape fields): the sizes given replace the preset's, the feed-forward and ELECTRA's embeddings
// follow a new hidden size in the preset's proportions, shapes that cannot be built are refused by setting,
// and the model made from it has the parameters transformers builds for the same config.json.
#include "core/model/model_presets.h"
#include "core/model/model_size.h"
#include "core/model_io/model_files.h"
#include "tests/support/reference_python.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;

Q_DECLARE_METATYPE(hw::ModelFamily)
Q_DECLARE_METATYPE(hw::ModelShape)

namespace {

struct Sizes {
    int hidden, embedding, layers, heads, intermediate;
};

Sizes sizesOf(const ModelConfig& c) {
    return {c.hiddenSize, c.embeddingSize, c.numHiddenLayers, c.numAttentionHeads, c.intermediateSize};
}

QString describe(const Sizes& s) {
    return QStringLiteral("hidden %1, embedding %2, %3 layers, %4 heads, feed-forward %5")
        .arg(s.hidden)
        .arg(s.embedding)
        .arg(s.layers)
        .arg(s.heads)
        .arg(s.intermediate);
}

ModelShape shape(std::optional<int> hidden, std::optional<int> layers, std::optional<int> heads,
                 std::optional<int> intermediate = std::nullopt,
                 std::optional<int> embedding = std::nullopt) {
    ModelShape s;
    s.hidden = hidden;
    s.layers = layers;
    s.heads = heads;
    s.intermediate = intermediate;
    s.embedding = embedding;
    return s;
}

} // namespace

class TestModelShape : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void shapeOverridesThePreset_data();
    void shapeOverridesThePreset();
    void impossibleShapesAreRefusedBySetting_data();
    void impossibleShapesAreRefusedBySetting();
    void customShapesAreNamedByTheirSizes();
    void parametersMatchTransformers();
};

void TestModelShape::shapeOverridesThePreset_data() {
    QTest::addColumn<ModelFamily>("family");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<ModelShape>("custom");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char* name, ModelFamily f, const char* preset, ModelShape s, Sizes expected) {
        QTest::newRow(name) << f << QString::fromLatin1(preset) << s << describe(expected);
    };
    // A new hidden size brings a feed-forward of 4 x hidden (BERT, RoBERTa, ELECTRA), 1.5 x (ModernBERT).
    row("bert h192 l4", ModelFamily::Bert, "tiny", shape(192, 4, 3), {192, 192, 4, 3, 768});
    row("bert small, 2 layers", ModelFamily::Bert, "small", shape({}, 2, {}), {512, 512, 2, 8, 2048});
    row("roberta given ffn", ModelFamily::Roberta, "tiny", shape(256, {}, 4, 1000), {256, 256, 2, 4, 1000});
    // ELECTRA's tiny embeds at half the hidden size, and so does its custom shape unless told otherwise.
    row("electra h192", ModelFamily::Electra, "tiny", shape(192, {}, 3), {192, 96, 2, 3, 768});
    row("electra embedding", ModelFamily::Electra, "small", shape({}, {}, {}, {}, 64),
        {256, 64, 12, 4, 1024});
    row("modernbert h192", ModelFamily::ModernBert, "tiny", shape(192, 3, 3), {192, 192, 3, 3, 288});
    row("modernbert base, 4 layers", ModelFamily::ModernBert, "base", shape({}, 4, {}),
        {768, 768, 4, 12, 1152});
    row("no shape", ModelFamily::Electra, "small", ModelShape{}, {256, 128, 12, 4, 1024});
}

void TestModelShape::shapeOverridesThePreset() {
    QFETCH(ModelFamily, family);
    QFETCH(QString, preset);
    QFETCH(ModelShape, custom);
    QFETCH(QString, expected);
    const Expected<ModelConfig> c = presetModelConfig(family, preset, 300, custom);
    QVERIFY2(c.ok(), qPrintable(c.error().toString()));
    QCOMPARE(describe(sizesOf(c.value())), expected);
    QCOMPARE(c->family(), family);
    QCOMPARE(c->vocabSize, 300);
    if (family == ModelFamily::ModernBert) // one attention kind per layer of the new depth
        QCOMPARE(int(c->modernBert.slidingLayers.size()), c->numHiddenLayers);
    // Everything but the sizes is the preset's.
    Expected<ModelConfig> fromPreset = presetModelConfig(family, preset, 300);
    QVERIFY(fromPreset.ok());
    QCOMPARE(c->maxPositionEmbeddings, fromPreset->maxPositionEmbeddings);
    QCOMPARE(c->layerNormEps, fromPreset->layerNormEps);
    QCOMPARE(c->typeVocabSize, fromPreset->typeVocabSize);
    QVERIFY2(c->validate(QStringLiteral("config")).ok(), "the shape makes a valid config.json");
}

void TestModelShape::impossibleShapesAreRefusedBySetting_data() {
    QTest::addColumn<ModelFamily>("family");
    QTest::addColumn<ModelShape>("custom");
    QTest::addColumn<QString>("message");
    QTest::newRow("heads do not divide") << ModelFamily::Bert << shape(192, {}, 5)
                                         << "the hidden size 192 does not split into 5 attention heads "
                                            "(--heads): choose a head count that fits, e.g. 2, 3, 4, 6, or "
                                            "another hidden size";
    QTest::newRow("preset hidden, heads do not divide")
        << ModelFamily::Roberta << shape({}, {}, 3)
        << "the hidden size 128 does not split into 3 attention heads (--heads): choose a head count that "
           "fits, e.g. 1, 2, 4, 8, or another hidden size";
    QTest::newRow("odd rotary heads")
        << ModelFamily::ModernBert << shape(192, {}, 64)
        << "ModernBERT's rotary positions need an even head size; hidden size 192 "
           "in 64 heads gives heads of 3 (--heads): choose a head count that "
           "fits, e.g. 24, 32, 48, 96, or another hidden size";
    QTest::newRow("odd hidden for rotary")
        << ModelFamily::ModernBert << shape(129, {}, 3)
        << "ModernBERT's rotary positions need an even head size; hidden "
           "size 129 in 3 heads gives heads of 43 (--heads): choose an even "
           "hidden size";
    QTest::newRow("zero hidden") << ModelFamily::Bert << shape(0, {}, {})
                                 << "0 is outside the sizes a new model may have (--hidden): give a whole "
                                    "number from 1 to 8192";
    QTest::newRow("negative layers") << ModelFamily::Electra << shape({}, -2, {})
                                     << "-2 is outside the sizes a new model may have (--layers): give a "
                                        "whole number from 1 to 96";
    QTest::newRow("absurd hidden") << ModelFamily::Bert << shape(10000, {}, {})
                                   << "10000 is outside the sizes a new model may have (--hidden): give a "
                                      "whole number from 1 to 8192";
    QTest::newRow("absurd layers") << ModelFamily::ModernBert << shape({}, 97, {})
                                   << "97 is outside the sizes a new model may have (--layers): give a whole "
                                      "number from 1 to 96";
    QTest::newRow("zero feed-forward")
        << ModelFamily::Bert << shape({}, {}, {}, 0)
        << "0 is outside the sizes a new model may have (--intermediate): give "
           "a whole number from 1 to 65536";
    QTest::newRow("embedding without ELECTRA")
        << ModelFamily::Roberta << shape({}, {}, {}, {}, 64)
        << "only ELECTRA has an embedding size of its own; RoBERTa embeds at the hidden size "
           "(--embedding-size): leave the embedding size out, or choose ELECTRA";
}

void TestModelShape::impossibleShapesAreRefusedBySetting() {
    QFETCH(ModelFamily, family);
    QFETCH(ModelShape, custom);
    QFETCH(QString, message);
    const Expected<ModelConfig> c = presetModelConfig(family, QStringLiteral("tiny"), 300, custom);
    QVERIFY(!c.ok());
    QCOMPARE(c.error().toString(), message);
}

void TestModelShape::customShapesAreNamedByTheirSizes() {
    const QString tiny = QStringLiteral("tiny");
    const Expected<ModelConfig> preset = presetModelConfig(ModelFamily::Bert, tiny, 300);
    QCOMPARE(newModelName(preset.value(), tiny), QStringLiteral("bert-tiny"));
    QCOMPARE(presetRecord(preset.value(), tiny), tiny);
    // Sizes that repeat the preset's are no custom shape.
    const Expected<ModelConfig> same = presetModelConfig(ModelFamily::Bert, tiny, 300, shape(128, 2, 2, 512));
    QCOMPARE(newModelName(same.value(), tiny), QStringLiteral("bert-tiny"));
    const Expected<ModelConfig> custom = presetModelConfig(ModelFamily::Bert, tiny, 300, shape(192, 4, 3));
    QCOMPARE(newModelName(custom.value(), tiny), QStringLiteral("bert-h192-l4"));
    QCOMPARE(presetRecord(custom.value(), tiny), QStringLiteral("custom"));
    // Only the heads differ: still custom.
    const Expected<ModelConfig> heads =
        presetModelConfig(ModelFamily::ModernBert, QStringLiteral("small"), 300, shape({}, {}, 4));
    QCOMPARE(newModelName(heads.value(), QStringLiteral("small")), QStringLiteral("modernbert-h512-l6"));
}

// The model written from a custom shape loads in transformers without a missing or surplus weight, and
// transformers counts as many parameters as Headwater (and its estimate) for that config.json.
void TestModelShape::parametersMatchTransformers() {
    HW_REQUIRE_REFERENCE_STACK();
    QTemporaryDir tmp;
    struct Case {
        ModelFamily family;
        ModelShape shape;
    };
    const Case cases[] = {{ModelFamily::Bert, shape(48, 3, 3)},
                          {ModelFamily::Roberta, shape(40, 2, 5, 100)},
                          {ModelFamily::Electra, shape(48, 2, 4, {}, 20)},
                          {ModelFamily::ModernBert, shape(48, 4, 4)}};
    QStringList directories;
    QList<ModelWriteSummary> written;
    for (const Case& c : cases) {
        Expected<ModelConfig> config = presetModelConfig(c.family, QStringLiteral("tiny"), 97, c.shape);
        QVERIFY2(config.ok(), qPrintable(config.error().toString()));
        const QString dir = tmp.filePath(modelTypeOf(c.family));
        Expected<ModelWriteSummary> made = createRandomModel(config.value(), QString(), dir, 42, false);
        QVERIFY2(made.ok(), qPrintable(made.error().toString()));
        QCOMPARE(made->parameters, estimatedParameterCount(config.value()));
        directories << dir;
        written << made.value();
    }
    const test::ReferenceRun run = test::runReference(QStringLiteral("count-parameters"), directories);
    QVERIFY2(run.ok, qPrintable(run.failure));
    const QJsonArray models = QJsonDocument::fromJson(run.output).object().value("models").toArray();
    QCOMPARE(models.size(), written.size());
    for (int i = 0; i < written.size(); ++i) {
        const QJsonObject hf = models.at(i).toObject();
        const ModelConfig& c = written[i].config;
        const QByteArray family = modelTypeOf(c.family()).toUtf8();
        QVERIFY2(hf.value("problems").toObject().isEmpty(), family);
        QCOMPARE(hf.value("parameters").toInteger(), written[i].parameters);
        QCOMPARE(hf.value("hidden_size").toInt(), c.hiddenSize);
        QCOMPARE(hf.value("embedding_size").toInt(), c.embeddingSize);
        QCOMPARE(hf.value("num_hidden_layers").toInt(), c.numHiddenLayers);
        QCOMPARE(hf.value("num_attention_heads").toInt(), c.numAttentionHeads);
        QCOMPARE(hf.value("intermediate_size").toInt(), c.intermediateSize);
    }
}

QTEST_GUILESS_MAIN(TestModelShape)
#include "test_model_shape.moc"
