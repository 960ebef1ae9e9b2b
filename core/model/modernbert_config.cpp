#include "core/model/internal/modernbert_config.h"

#include "core/model/internal/config_fields.h"

#include <QJsonArray>

namespace hw {

namespace {

constexpr int kDefaultGlobalEvery = 3;
const char kFullAttention[] = "full_attention";
const char kSlidingAttention[] = "sliding_attention";

// rope_parameters.<kind>.rope_theta; only transformers' "default" rope type is implemented.
Expected<double> ropeTheta(const QJsonObject& json, const Text& where, const char* kind,
                           const char* legacyField, double fallback, TypedFields& fields) {
    const QJsonObject parameters =
        json.value(QLatin1String("rope_parameters")).toObject().value(QLatin1String(kind)).toObject();
    const QString type = parameters.value(QLatin1String("rope_type")).toString(QStringLiteral("default"));
    if (type != QLatin1String("default"))
        return fieldError(where, QStringLiteral("rope_parameters"),
                          Text::tr("rope type '%1' is not supported").arg(type),
                          Text::tr("only the \"default\" rotary positions are implemented"));
    if (json.value(QLatin1String("rope_scaling")).isObject())
        return fieldError(where, QStringLiteral("rope_scaling"),
                          Text::tr("scaled rotary positions are not supported"),
                          Text::tr("remove rope_scaling"));
    const QJsonValue theta = parameters.value(QLatin1String("rope_theta"));
    if (!theta.isUndefined() && !theta.isNull()) {
        if (!theta.isDouble())
            return fieldError(where, QStringLiteral("rope_parameters"),
                              Text::tr("%1.rope_theta must be a number").arg(QLatin1String(kind)),
                              Text::tr("fix config.json"));
        return theta.toDouble();
    }
    return fields.real(legacyField, fallback);
}

Expected<std::vector<bool>> slidingLayersOf(const QJsonObject& json, const Text& where, int layers,
                                            TypedFields& fields) {
    const QJsonValue types = json.value(QLatin1String("layer_types"));
    if (types.isUndefined() || types.isNull())
        return ModernBertSettings::slidingPattern(
            layers, fields.integer("global_attn_every_n_layers", kDefaultGlobalEvery));
    const QJsonArray list = types.toArray();
    if (!types.isArray() || list.size() != layers)
        return fieldError(where, QStringLiteral("layer_types"),
                          Text::tr("must list one attention kind for each of the %1 layers").arg(layers),
                          Text::tr("fix config.json"));
    std::vector<bool> sliding;
    for (const QJsonValue& type : list) {
        if (type.toString() != QLatin1String(kFullAttention) &&
            type.toString() != QLatin1String(kSlidingAttention))
            return fieldError(where, QStringLiteral("layer_types"),
                              Text::tr("'%1' is not an attention kind").arg(type.toString()),
                              Text::tr("use \"full_attention\" or \"sliding_attention\""));
        sliding.push_back(type.toString() == QLatin1String(kSlidingAttention));
    }
    return sliding;
}

// The period of the global layers where they fall every n-th from the first, as older configs say it.
int globalEveryOf(const std::vector<bool>& sliding) {
    for (int every = 1; every <= int(sliding.size()); ++every)
        if (ModernBertSettings::slidingPattern(int(sliding.size()), every) == sliding)
            return every;
    return 0;
}

} // namespace

std::vector<bool> ModernBertSettings::slidingPattern(int layers, int globalEvery) {
    std::vector<bool> sliding;
    for (int i = 0; i < layers; ++i)
        sliding.push_back(globalEvery > 0 && i % globalEvery != 0);
    return sliding;
}

const QStringList& modernBertFieldNames() {
    static const QStringList names = {QStringLiteral("hidden_activation"),
                                      QStringLiteral("norm_eps"),
                                      QStringLiteral("norm_bias"),
                                      QStringLiteral("attention_bias"),
                                      QStringLiteral("attention_dropout"),
                                      QStringLiteral("mlp_bias"),
                                      QStringLiteral("mlp_dropout"),
                                      QStringLiteral("embedding_dropout"),
                                      QStringLiteral("decoder_bias"),
                                      QStringLiteral("classifier_bias"),
                                      QStringLiteral("classifier_activation"),
                                      QStringLiteral("classifier_pooling"),
                                      QStringLiteral("local_attention"),
                                      QStringLiteral("layer_types"),
                                      QStringLiteral("rope_parameters"),
                                      QStringLiteral("global_rope_theta"),
                                      QStringLiteral("local_rope_theta"),
                                      QStringLiteral("global_attn_every_n_layers"),
                                      QStringLiteral("rope_scaling")};
    return names;
}

Expected<bool> readModernBertFields(const QJsonObject& json, const Text& where, ModelConfig& c) {
    TypedFields fields(json, where);
    ModernBertSettings& m = c.modernBert;
    c.typeVocabSize = 1;
    c.hiddenAct = fields.text("hidden_activation", QStringLiteral("gelu"));
    c.layerNormEps = fields.real("norm_eps", 1e-5);
    c.hiddenDropoutProb = fields.real("mlp_dropout", 0.0);
    c.attentionProbsDropoutProb = fields.real("attention_dropout", 0.0);
    c.classifierDropout = fields.real("classifier_dropout", 0.0);
    m.embeddingDropout = fields.real("embedding_dropout", 0.0);
    m.normBias = fields.boolean("norm_bias", false);
    m.attentionBias = fields.boolean("attention_bias", false);
    m.mlpBias = fields.boolean("mlp_bias", false);
    m.decoderBias = fields.boolean("decoder_bias", true);
    m.classifierBias = fields.boolean("classifier_bias", false);
    m.classifierActivation = fields.text("classifier_activation", QStringLiteral("gelu"));
    m.classifierPooling = fields.text("classifier_pooling", QStringLiteral("cls"));
    m.localAttention = fields.integer("local_attention", 128);
    Expected<double> global = ropeTheta(json, where, kFullAttention, "global_rope_theta", 160000.0, fields);
    if (!global)
        return global.error();
    Expected<double> local = ropeTheta(json, where, kSlidingAttention, "local_rope_theta", 10000.0, fields);
    if (!local)
        return local.error();
    m.globalRopeTheta = global.value();
    m.localRopeTheta = local.value();
    Expected<std::vector<bool>> sliding = slidingLayersOf(json, where, c.numHiddenLayers, fields);
    if (!sliding)
        return sliding.error();
    m.slidingLayers = sliding.value();
    if (fields.problem)
        return *fields.problem;
    return true;
}

void writeModernBertFields(const ModelConfig& c, QJsonObject& json) {
    const ModernBertSettings& m = c.modernBert;
    json.insert(QStringLiteral("hidden_activation"), c.hiddenAct);
    json.insert(QStringLiteral("norm_eps"), c.layerNormEps);
    json.insert(QStringLiteral("mlp_dropout"), c.hiddenDropoutProb);
    json.insert(QStringLiteral("attention_dropout"), c.attentionProbsDropoutProb);
    json.insert(QStringLiteral("classifier_dropout"), c.effectiveClassifierDropout());
    json.insert(QStringLiteral("embedding_dropout"), m.embeddingDropout);
    json.insert(QStringLiteral("norm_bias"), m.normBias);
    json.insert(QStringLiteral("attention_bias"), m.attentionBias);
    json.insert(QStringLiteral("mlp_bias"), m.mlpBias);
    json.insert(QStringLiteral("decoder_bias"), m.decoderBias);
    json.insert(QStringLiteral("classifier_bias"), m.classifierBias);
    json.insert(QStringLiteral("classifier_activation"), m.classifierActivation);
    json.insert(QStringLiteral("classifier_pooling"), m.classifierPooling);
    json.insert(QStringLiteral("local_attention"), m.localAttention);
    QJsonArray types;
    for (bool sliding : m.slidingLayers)
        types.append(QLatin1String(sliding ? kSlidingAttention : kFullAttention));
    json.insert(QStringLiteral("layer_types"), types);
    auto rope = [](double theta) {
        return QJsonObject{{QStringLiteral("rope_type"), QStringLiteral("default")},
                           {QStringLiteral("rope_theta"), theta}};
    };
    json.insert(QStringLiteral("rope_parameters"),
                QJsonObject{{QLatin1String(kFullAttention), rope(m.globalRopeTheta)},
                            {QLatin1String(kSlidingAttention), rope(m.localRopeTheta)}});
    // What transformers before version 5 reads instead of rope_parameters and layer_types.
    json.insert(QStringLiteral("global_rope_theta"), m.globalRopeTheta);
    json.insert(QStringLiteral("local_rope_theta"), m.localRopeTheta);
    if (const int every = globalEveryOf(m.slidingLayers); every > 0)
        json.insert(QStringLiteral("global_attn_every_n_layers"), every);
}

Expected<bool> validateModernBert(const ModelConfig& c, const Text& where) {
    const ModernBertSettings& m = c.modernBert;
    if (m.localAttention < 1 || m.localAttention > 65536)
        return fieldError(where, QStringLiteral("local_attention"),
                          Text::tr("must be a whole number from 1 to 65536, not %1").arg(m.localAttention),
                          Text::tr("fix config.json"));
    if (!(m.globalRopeTheta > 0) || !(m.localRopeTheta > 0))
        return fieldError(where, QStringLiteral("rope_parameters"), Text::tr("rope_theta must be above 0"),
                          Text::tr("fix config.json"));
    if (!(m.embeddingDropout >= 0 && m.embeddingDropout <= 1))
        return fieldError(where, QStringLiteral("embedding_dropout"),
                          Text::tr("must be a number from 0 to 1, not %1").arg(m.embeddingDropout),
                          Text::tr("fix config.json"));
    // Rotary positions turn pairs of a head's dimensions: an odd head size has one left over.
    if (c.numAttentionHeads > 0 && (c.hiddenSize / c.numAttentionHeads) % 2 != 0)
        return fieldError(where, QStringLiteral("num_attention_heads"),
                          Text::tr("heads of %1 dimensions (hidden_size %2 / %3 heads) cannot take rotary "
                                   "positions, which need an even head size")
                              .arg(c.hiddenSize / c.numAttentionHeads)
                              .arg(c.hiddenSize)
                              .arg(c.numAttentionHeads),
                          Text::tr("choose a head count that leaves an even head size"));
    if (int(m.slidingLayers.size()) != c.numHiddenLayers)
        return fieldError(
            where, QStringLiteral("layer_types"),
            Text::tr("must list one attention kind for each of the %1 layers").arg(c.numHiddenLayers),
            Text::tr("fix config.json"));
    if (m.classifierPooling != QLatin1String("cls") && m.classifierPooling != QLatin1String("mean"))
        return fieldError(where, QStringLiteral("classifier_pooling"),
                          Text::tr("pooling '%1' is not supported").arg(m.classifierPooling),
                          Text::tr("use \"cls\" or \"mean\""));
    if (!supportedActivations().contains(m.classifierActivation))
        return fieldError(where, QStringLiteral("classifier_activation"),
                          Text::tr("activation '%1' is not supported").arg(m.classifierActivation),
                          Text::tr("use one of: %1").arg(supportedActivations().join(QStringLiteral(", "))));
    return true;
}

void applyModernBertDefaults(ModelConfig& c) {
    c.typeVocabSize = 1;
    c.layerNormEps = 1e-5;
    c.hiddenDropoutProb = 0.0;
    c.attentionProbsDropoutProb = 0.0;
    c.classifierDropout = 0.0;
    c.maxPositionEmbeddings = 8192;
    c.modernBert = ModernBertSettings();
    c.modernBert.slidingLayers = ModernBertSettings::slidingPattern(c.numHiddenLayers, kDefaultGlobalEvery);
}

} // namespace hw
