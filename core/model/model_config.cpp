#include "model/model_config.h"

#include "util/ordinary_files.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <map>

namespace hw {

namespace {

// Fields transformers always writes and without which the shapes are unknown.
const char* const kRequiredFields[] = {"model_type",        "vocab_size",          "hidden_size",
                                       "num_hidden_layers", "num_attention_heads", "intermediate_size"};

// Fields parsed into ModelConfig; everything else goes to extraFields.
const QStringList& ownedFields() {
    static const QStringList fields = {QStringLiteral("architectures"),
                                       QStringLiteral("model_type"),
                                       QStringLiteral("vocab_size"),
                                       QStringLiteral("hidden_size"),
                                       QStringLiteral("embedding_size"),
                                       QStringLiteral("num_hidden_layers"),
                                       QStringLiteral("num_attention_heads"),
                                       QStringLiteral("intermediate_size"),
                                       QStringLiteral("hidden_act"),
                                       QStringLiteral("hidden_dropout_prob"),
                                       QStringLiteral("attention_probs_dropout_prob"),
                                       QStringLiteral("classifier_dropout"),
                                       QStringLiteral("max_position_embeddings"),
                                       QStringLiteral("type_vocab_size"),
                                       QStringLiteral("initializer_range"),
                                       QStringLiteral("layer_norm_eps"),
                                       QStringLiteral("pad_token_id"),
                                       QStringLiteral("id2label"),
                                       QStringLiteral("label2id"),
                                       QStringLiteral("num_labels"),
                                       QStringLiteral("problem_type"),
                                       QStringLiteral("position_embedding_type")};
    return fields;
}

UserError fieldError(const QString& where, const QString& field, const QString& what, const QString& how) {
    return {what, QStringLiteral("%1, field '%2'").arg(where, field), how};
}

} // namespace

QStringList supportedActivations() {
    return {QStringLiteral("gelu"), QStringLiteral("gelu_new"), QStringLiteral("gelu_fast"),
            QStringLiteral("relu"), QStringLiteral("tanh"),     QStringLiteral("silu"),
            QStringLiteral("swish")};
}

Expected<bool> ModelConfig::validate(const QString& where) const {
    const std::pair<const char*, int> sizes[] = {{"vocab_size", vocabSize},
                                                 {"hidden_size", hiddenSize},
                                                 {"embedding_size", embeddingSize},
                                                 {"num_hidden_layers", numHiddenLayers},
                                                 {"num_attention_heads", numAttentionHeads},
                                                 {"intermediate_size", intermediateSize},
                                                 {"max_position_embeddings", maxPositionEmbeddings},
                                                 {"type_vocab_size", typeVocabSize}};
    for (const auto& [name, value] : sizes)
        if (value < 1)
            return fieldError(where, QString::fromLatin1(name),
                              QStringLiteral("must be a positive whole number, not %1").arg(value),
                              QStringLiteral("fix config.json"));
    if (hiddenSize % numAttentionHeads != 0)
        return fieldError(where, QStringLiteral("num_attention_heads"),
                          QStringLiteral("hidden_size %1 is not a multiple of num_attention_heads %2")
                              .arg(hiddenSize)
                              .arg(numAttentionHeads),
                          QStringLiteral("choose a head count that divides the hidden size"));
    if (padTokenId < 0 || padTokenId >= vocabSize)
        return fieldError(where, QStringLiteral("pad_token_id"),
                          QStringLiteral("%1 is outside the vocabulary").arg(padTokenId),
                          QStringLiteral("use the id of [PAD] in vocab.txt"));
    if (!supportedActivations().contains(hiddenAct))
        return fieldError(
            where, QStringLiteral("hidden_act"),
            QStringLiteral("activation '%1' is not supported").arg(hiddenAct),
            QStringLiteral("use one of: %1").arg(supportedActivations().join(QStringLiteral(", "))));
    if (isSequenceClassifier(architecture) && labels.isEmpty())
        return fieldError(where, QStringLiteral("num_labels"),
                          QStringLiteral("a sequence classifier needs at least one label"),
                          QStringLiteral("give num_labels or id2label"));
    return true;
}

Expected<ModelConfig> parseModelConfig(const QJsonObject& json, const QString& where) {
    for (const char* field : kRequiredFields)
        if (!json.contains(QLatin1String(field)))
            return fieldError(
                where, QString::fromLatin1(field),
                QStringLiteral("config.json has no '%1'").arg(QLatin1String(field)),
                QStringLiteral("add the field; transformers writes it in every BERT and ELECTRA config"));

    ModelConfig c;
    const QString modelType = json.value(QLatin1String("model_type")).toString();
    if (modelType != QLatin1String("bert") && modelType != QLatin1String("electra"))
        return fieldError(
            where, QStringLiteral("model_type"),
            QStringLiteral("model type '%1' is not supported").arg(modelType),
            QStringLiteral(
                "Headwater trains BERT and ELECTRA encoders (model_type \"bert\" or \"electra\")"));
    const ModelFamily family = modelType == QLatin1String("bert") ? ModelFamily::Bert : ModelFamily::Electra;

    const QJsonArray architectures = json.value(QLatin1String("architectures")).toArray();
    if (architectures.isEmpty()) {
        // transformers' AutoModel configs may omit it; assume the family's pretraining head.
        c.architecture =
            family == ModelFamily::Bert ? Architecture::BertForMaskedLM : Architecture::ElectraForPreTraining;
    } else {
        const QString name = architectures.first().toString();
        const std::optional<Architecture> architecture = architectureFromName(name);
        if (!architecture || familyOf(*architecture) != family)
            return fieldError(
                where, QStringLiteral("architectures"),
                QStringLiteral("architecture '%1' is not supported for model_type '%2'").arg(name, modelType),
                QStringLiteral("supported: %1").arg(supportedArchitectureNames().join(QStringLiteral(", "))));
        c.architecture = *architecture;
    }

    auto integer = [&](const char* field, int fallback) {
        return json.value(QLatin1String(field)).toInt(fallback);
    };
    auto real = [&](const char* field, double fallback) {
        return json.value(QLatin1String(field)).toDouble(fallback);
    };
    c.vocabSize = integer("vocab_size", 0);
    c.hiddenSize = integer("hidden_size", 0);
    // transformers' ElectraConfig defaults embedding_size to 128; BERT has none.
    c.embeddingSize = family == ModelFamily::Electra ? integer("embedding_size", 128) : c.hiddenSize;
    c.numHiddenLayers = integer("num_hidden_layers", 0);
    c.numAttentionHeads = integer("num_attention_heads", 0);
    c.intermediateSize = integer("intermediate_size", 0);
    c.hiddenAct = json.value(QLatin1String("hidden_act")).toString(QStringLiteral("gelu"));
    c.hiddenDropoutProb = real("hidden_dropout_prob", 0.1);
    c.attentionProbsDropoutProb = real("attention_probs_dropout_prob", 0.1);
    c.classifierDropout =
        json.value(QLatin1String("classifier_dropout")).isDouble() ? real("classifier_dropout", 0.1) : -1;
    c.maxPositionEmbeddings = integer("max_position_embeddings", 512);
    c.typeVocabSize = integer("type_vocab_size", 2);
    c.initializerRange = real("initializer_range", 0.02);
    c.layerNormEps = real("layer_norm_eps", 1e-12);
    c.padTokenId = integer("pad_token_id", 0);
    c.problemType = json.value(QLatin1String("problem_type")).toString();

    const QString positionType =
        json.value(QLatin1String("position_embedding_type")).toString(QStringLiteral("absolute"));
    if (positionType != QLatin1String("absolute"))
        return fieldError(where, QStringLiteral("position_embedding_type"),
                          QStringLiteral("position embedding type '%1' is not supported").arg(positionType),
                          QStringLiteral("only \"absolute\" position embeddings are implemented"));

    const QJsonObject id2label = json.value(QLatin1String("id2label")).toObject();
    std::map<int, QString> byId;
    for (auto it = id2label.begin(); it != id2label.end(); ++it) {
        bool ok = false;
        const int id = it.key().toInt(&ok);
        if (!ok || id < 0)
            return fieldError(where, QStringLiteral("id2label"),
                              QStringLiteral("key '%1' is not a label id").arg(it.key()),
                              QStringLiteral("id2label maps \"0\", \"1\", ... to label names"));
        byId[id] = it.value().toString();
    }
    const int numLabels = json.contains(QLatin1String("num_labels")) ? integer("num_labels", 2)
                                                                     : (byId.empty() ? 2 : int(byId.size()));
    for (int i = 0; i < numLabels; ++i)
        c.labels << (byId.count(i) ? byId[i] : QStringLiteral("LABEL_%1").arg(i));

    for (auto it = json.begin(); it != json.end(); ++it)
        if (!ownedFields().contains(it.key()))
            c.extraFields.insert(it.key(), it.value());

    Expected<bool> valid = c.validate(where);
    if (!valid)
        return valid.error();
    return c;
}

Expected<ModelConfig> readModelConfig(const QString& configPath) {
    const QFileInfo info(configPath);
    Expected<bool> ordinary = requireOrdinaryFiles(info.absolutePath(), {info.fileName()});
    if (!ordinary)
        return ordinary.error();
    QFile file(configPath);
    if (!file.open(QIODevice::ReadOnly))
        return UserError{QStringLiteral("cannot read config.json (%1)").arg(file.errorString()), configPath,
                         QStringLiteral("a model directory needs the config.json that transformers writes")};
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return UserError{QStringLiteral("config.json is not valid JSON (%1 at byte %2)")
                             .arg(error.errorString())
                             .arg(error.offset),
                         configPath, QStringLiteral("fix the file or download it again")};
    return parseModelConfig(doc.object(), configPath);
}

QJsonObject modelConfigToJson(const ModelConfig& c) {
    QJsonObject json = c.extraFields;
    json.insert(QStringLiteral("architectures"), QJsonArray{architectureName(c.architecture)});
    json.insert(QStringLiteral("model_type"), modelTypeOf(c.family()));
    json.insert(QStringLiteral("vocab_size"), c.vocabSize);
    json.insert(QStringLiteral("hidden_size"), c.hiddenSize);
    if (c.family() == ModelFamily::Electra)
        json.insert(QStringLiteral("embedding_size"), c.embeddingSize);
    json.insert(QStringLiteral("num_hidden_layers"), c.numHiddenLayers);
    json.insert(QStringLiteral("num_attention_heads"), c.numAttentionHeads);
    json.insert(QStringLiteral("intermediate_size"), c.intermediateSize);
    json.insert(QStringLiteral("hidden_act"), c.hiddenAct);
    json.insert(QStringLiteral("hidden_dropout_prob"), c.hiddenDropoutProb);
    json.insert(QStringLiteral("attention_probs_dropout_prob"), c.attentionProbsDropoutProb);
    json.insert(QStringLiteral("classifier_dropout"),
                c.classifierDropout < 0 ? QJsonValue() : QJsonValue(c.classifierDropout));
    json.insert(QStringLiteral("max_position_embeddings"), c.maxPositionEmbeddings);
    json.insert(QStringLiteral("type_vocab_size"), c.typeVocabSize);
    json.insert(QStringLiteral("initializer_range"), c.initializerRange);
    json.insert(QStringLiteral("layer_norm_eps"), c.layerNormEps);
    json.insert(QStringLiteral("pad_token_id"), c.padTokenId);
    json.insert(QStringLiteral("position_embedding_type"), QStringLiteral("absolute"));
    if (isSequenceClassifier(c.architecture)) {
        QJsonObject id2label, label2id;
        for (int i = 0; i < c.labels.size(); ++i) {
            id2label.insert(QString::number(i), c.labels[i]);
            label2id.insert(c.labels[i], i);
        }
        json.insert(QStringLiteral("id2label"), id2label);
        json.insert(QStringLiteral("label2id"), label2id);
        json.insert(QStringLiteral("num_labels"), c.numLabels());
        if (!c.problemType.isEmpty())
            json.insert(QStringLiteral("problem_type"), c.problemType);
    }
    return json;
}

} // namespace hw
