#include "core/model/model_config.h"

#include "core/model/internal/config_fields.h"
#include "core/model/internal/modernbert_config.h"
#include "core/model/model_size.h"
#include "core/util/json_numbers.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>
#include <map>
#include <optional>

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
                                       QStringLiteral("position_embedding_type"),
                                       QStringLiteral("tie_word_embeddings")};
    return fields;
}

} // namespace

QStringList supportedActivations() {
    return {QStringLiteral("gelu"), QStringLiteral("gelu_new"), QStringLiteral("gelu_fast"),
            QStringLiteral("relu"), QStringLiteral("tanh"),     QStringLiteral("silu"),
            QStringLiteral("swish")};
}

Expected<bool> ModelConfig::validate(const Text& where) const {
    // Wide enough for every published BERT/ELECTRA configuration; beyond them a value is a typo or an attack,
    // and libtorch would abort or allocate without bound on it.
    struct SizeRange {
        const char* field;
        int value, maximum;
    };
    const SizeRange sizes[] = {{"vocab_size", vocabSize, 4000000},
                               {"hidden_size", hiddenSize, 16384},
                               {"embedding_size", embeddingSize, 16384},
                               {"num_hidden_layers", numHiddenLayers, 256},
                               {"num_attention_heads", numAttentionHeads, 1024},
                               {"intermediate_size", intermediateSize, 65536},
                               {"max_position_embeddings", maxPositionEmbeddings, 65536},
                               {"type_vocab_size", typeVocabSize, 1024}};
    for (const SizeRange& size : sizes)
        if (size.value < 1 || size.value > size.maximum)
            return fieldError(
                where, QString::fromLatin1(size.field),
                Text::tr("must be a whole number from 1 to %1, not %2").arg(size.maximum).arg(size.value),
                Text::tr("fix config.json"));
    struct RealRange {
        const char* field;
        double value, minimum, maximum;
        bool minimumExcluded;
    };
    const bool modern = family() == ModelFamily::ModernBert; // its own names for the shared fields
    const RealRange reals[] = {
        {modern ? "mlp_dropout" : "hidden_dropout_prob", hiddenDropoutProb, 0, 1, false},
        {modern ? "attention_dropout" : "attention_probs_dropout_prob", attentionProbsDropoutProb, 0, 1,
         false},
        {"initializer_range", initializerRange, 0, 10, false},
        {modern ? "norm_eps" : "layer_norm_eps", layerNormEps, 0, 1, true}};
    for (const RealRange& real : reals)
        if (!(real.minimumExcluded ? real.value > real.minimum : real.value >= real.minimum) ||
            !(real.value <= real.maximum))
            return fieldError(
                where, QString::fromLatin1(real.field),
                Text::tr("must be a number from %1 to %2%3, not %4")
                    .arg(real.minimum)
                    .arg(real.maximum)
                    .arg(real.minimumExcluded ? Text::tr(" (above %1)").arg(real.minimum) : Text())
                    .arg(real.value),
                Text::tr("fix config.json"));
    if (classifierDropout >= 0 && !(classifierDropout <= 1))
        return fieldError(where, QStringLiteral("classifier_dropout"),
                          Text::tr("must be null or a number from 0 to 1, not %1").arg(classifierDropout),
                          Text::tr("fix config.json"));
    if (labels.size() > kMaximumLabels)
        return fieldError(
            where, QStringLiteral("num_labels"),
            Text::tr("%1 labels; at most %2 are supported").arg(labels.size()).arg(kMaximumLabels),
            Text::tr("fix config.json"));
    if (hiddenSize % numAttentionHeads != 0)
        return fieldError(where, QStringLiteral("num_attention_heads"),
                          Text::tr("hidden_size %1 is not a multiple of num_attention_heads %2")
                              .arg(hiddenSize)
                              .arg(numAttentionHeads),
                          Text::tr("choose a head count that divides the hidden size"));
    if (padTokenId < 0 || padTokenId >= vocabSize)
        return fieldError(where, QStringLiteral("pad_token_id"),
                          Text::tr("%1 is outside the vocabulary").arg(padTokenId),
                          Text::tr("use the id of [PAD] in vocab.txt"));
    if (maxInputTokens() < 2)
        return fieldError(where, QStringLiteral("max_position_embeddings"),
                          Text::tr("%1 positions leave no room for a text after pad_token_id %2")
                              .arg(maxPositionEmbeddings)
                              .arg(padTokenId),
                          Text::tr("RoBERTa models need max_position_embeddings above pad_token_id + 2"));
    if (!supportedActivations().contains(hiddenAct))
        return fieldError(where, QLatin1String(modern ? "hidden_activation" : "hidden_act"),
                          Text::tr("activation '%1' is not supported").arg(hiddenAct),
                          Text::tr("use one of: %1").arg(supportedActivations().join(QStringLiteral(", "))));
    if (isSequenceClassifier(architecture) && labels.isEmpty())
        return fieldError(where, QStringLiteral("num_labels"),
                          Text::tr("a sequence classifier needs at least one label"),
                          Text::tr("give num_labels or id2label"));
    if (family() == ModelFamily::ModernBert) {
        Expected<bool> valid = validateModernBert(*this, where);
        if (!valid)
            return valid;
    }
    QSet<QString> seen;
    for (const QString& label : labels) {
        if (seen.contains(label))
            return fieldError(where, QStringLiteral("id2label"),
                              Text::tr("label '%1' is named twice").arg(label),
                              Text::tr("give every label id its own name"));
        seen.insert(label);
    }
    return checkWeightsFitMemory(*this, where);
}

Expected<ModelConfig> parseModelConfig(const QJsonObject& json, const Text& where) {
    for (const char* field : kRequiredFields)
        if (!json.contains(QLatin1String(field)))
            return fieldError(where, QString::fromLatin1(field),
                              Text::tr("config.json has no '%1'").arg(QLatin1String(field)),
                              Text::tr("add the field; transformers writes it in every encoder config"));

    ModelConfig c;
    const QJsonValue modelTypeValue = json.value(QLatin1String("model_type"));
    const QString modelType = modelTypeValue.toString();
    const std::optional<ModelFamily> knownFamily =
        modelTypeValue.isString() ? familyFromModelType(modelType) : std::nullopt;
    if (!knownFamily)
        return fieldError(where, QStringLiteral("model_type"),
                          Text::tr("model type '%1' is not supported")
                              .arg(modelTypeValue.isString() ? Text(modelType) : Text::tr("(not a string)")),
                          Text::tr("Headwater trains encoders with model_type %1")
                              .arg(supportedModelTypes().join(QStringLiteral(", "))));
    const ModelFamily family = *knownFamily;

    const QJsonArray architectures = json.value(QLatin1String("architectures")).toArray();
    if (architectures.isEmpty()) {
        // transformers' AutoModel configs may omit it; assume the family's pretraining head.
        c.architecture = pretrainingArchitectureOf(family);
    } else {
        const QString name = architectures.first().toString();
        const std::optional<Architecture> architecture = architectureFromName(name);
        if (!architecture || familyOf(*architecture) != family)
            return fieldError(
                where, QStringLiteral("architectures"),
                Text::tr("architecture '%1' is not supported for model_type '%2'").arg(name, modelType),
                Text::tr("supported: %1").arg(supportedArchitectureNames().join(QStringLiteral(", "))));
        c.architecture = *architecture;
    }

    TypedFields fields(json, where);
    auto integer = [&](const char* field, int fallback) { return fields.integer(field, fallback); };
    auto real = [&](const char* field, double fallback) { return fields.real(field, fallback); };
    c.vocabSize = integer("vocab_size", 0);
    c.hiddenSize = integer("hidden_size", 0);
    // transformers' ElectraConfig defaults embedding_size to 128; BERT has none.
    c.embeddingSize = family == ModelFamily::Electra ? integer("embedding_size", 128) : c.hiddenSize;
    c.numHiddenLayers = integer("num_hidden_layers", 0);
    c.numAttentionHeads = integer("num_attention_heads", 0);
    c.intermediateSize = integer("intermediate_size", 0);
    c.hiddenAct = fields.text("hidden_act", QStringLiteral("gelu"));
    c.hiddenDropoutProb = real("hidden_dropout_prob", 0.1);
    c.attentionProbsDropoutProb = real("attention_probs_dropout_prob", 0.1);
    c.classifierDropout = real("classifier_dropout", -1); // null: the hidden dropout
    if (c.classifierDropout < 0 && json.value(QLatin1String("classifier_dropout")).isDouble())
        return fieldError(where, QStringLiteral("classifier_dropout"),
                          Text::tr("must be null or a number from 0 to 1, not %1").arg(c.classifierDropout),
                          Text::tr("fix config.json"));
    c.maxPositionEmbeddings = integer("max_position_embeddings", 512);
    c.typeVocabSize = integer("type_vocab_size", 2);
    c.initializerRange = real("initializer_range", 0.02);
    c.layerNormEps = real("layer_norm_eps", 1e-12);
    // RobertaConfig's pad_token_id defaults to 1 (<pad> after <s>), BertConfig's to 0.
    // ModernBertConfig's to 50283 (its published vocabulary's [PAD]).
    c.padTokenId = integer("pad_token_id", countsPositionsAfterPadding(family) ? 1
                                           : family == ModelFamily::ModernBert ? 50283
                                                                               : 0);
    c.tieWordEmbeddings = fields.boolean("tie_word_embeddings", true);
    c.problemType = fields.text("problem_type", QString());
    const QString positionType = fields.text("position_embedding_type", QStringLiteral("absolute"));
    if (fields.problem)
        return *fields.problem;
    if (positionType != QLatin1String("absolute"))
        return fieldError(where, QStringLiteral("position_embedding_type"),
                          Text::tr("position embedding type '%1' is not supported").arg(positionType),
                          Text::tr("only \"absolute\" position embeddings are implemented"));

    const QJsonObject id2label = json.value(QLatin1String("id2label")).toObject();
    std::map<int, QString> byId;
    for (auto it = id2label.begin(); it != id2label.end(); ++it) {
        bool ok = false;
        const int id = it.key().toInt(&ok);
        if (!ok || id < 0)
            return fieldError(where, QStringLiteral("id2label"),
                              Text::tr("key '%1' is not a label id").arg(it.key()),
                              Text::tr("id2label maps \"0\", \"1\", ... to label names"));
        if (!it.value().isString())
            return fieldError(where, QStringLiteral("id2label"),
                              Text::tr("the name of label %1 is not a string").arg(id),
                              Text::tr("id2label maps \"0\", \"1\", ... to label names"));
        byId[id] = it.value().toString();
    }
    const int numLabels = json.contains(QLatin1String("num_labels")) ? integer("num_labels", 2)
                                                                     : (byId.empty() ? 2 : int(byId.size()));
    if (fields.problem)
        return *fields.problem;
    if (numLabels < 1 || numLabels > kMaximumLabels)
        return fieldError(
            where, QStringLiteral("num_labels"),
            Text::tr("must be a whole number from 1 to %1, not %2").arg(kMaximumLabels).arg(numLabels),
            Text::tr("fix config.json"));
    if (!byId.empty() && byId.rbegin()->first >= numLabels)
        return fieldError(
            where, QStringLiteral("id2label"),
            Text::tr("names label id %1 but num_labels is %2").arg(byId.rbegin()->first).arg(numLabels),
            Text::tr("make num_labels and id2label agree"));
    for (int i = 0; i < numLabels; ++i)
        c.labels << (byId.count(i) ? byId[i] : QStringLiteral("LABEL_%1").arg(i));

    const bool modernBert = family == ModelFamily::ModernBert;
    if (modernBert) {
        Expected<bool> read = readModernBertFields(json, where, c);
        if (!read)
            return read.error();
    }
    for (auto it = json.begin(); it != json.end(); ++it)
        if (!ownedFields().contains(it.key()) && !(modernBert && modernBertFieldNames().contains(it.key())))
            c.extraFields.insert(it.key(), it.value());

    Expected<bool> valid = c.validate(where);
    if (!valid)
        return valid.error();
    return c;
}

int inputLengthFor(const ModelConfig& config, int requested, Text* note) {
    const int limit = config.maxInputTokens();
    if (requested <= limit)
        return requested;
    if (note)
        *note = Text::tr("%1 %2 is more than the model's %3 positions: texts are cut at %3 tokens")
                    .arg(Text::setting(QStringLiteral("max-length")))
                    .arg(requested)
                    .arg(limit);
    return limit;
}

Expected<ModelConfig> readModelConfig(const QString& configPath) {
    Expected<QByteArray> bytes = readOrdinaryFile(configPath, FileKind::Settings);
    if (!bytes)
        return bytes.error();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.value(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return UserError{Text::tr("config.json is not valid JSON (%1 at byte %2)")
                             .arg(error.errorString())
                             .arg(error.offset),
                         configPath, Text::tr("fix the file or download it again")};
    return parseModelConfig(doc.object(), configPath);
}

QString architectureNameAt(const QString& modelDirectory) {
    const Expected<ModelConfig> config =
        readModelConfig(QDir(modelDirectory).filePath(QStringLiteral("config.json")));
    return config ? architectureName(config->architecture) : QString();
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
    json.insert(QStringLiteral("max_position_embeddings"), c.maxPositionEmbeddings);
    json.insert(QStringLiteral("initializer_range"), c.initializerRange);
    json.insert(QStringLiteral("pad_token_id"), c.padTokenId);
    if (c.family() == ModelFamily::ModernBert) {
        writeModernBertFields(c, json);
    } else {
        json.insert(QStringLiteral("hidden_act"), c.hiddenAct);
        json.insert(QStringLiteral("hidden_dropout_prob"), c.hiddenDropoutProb);
        json.insert(QStringLiteral("attention_probs_dropout_prob"), c.attentionProbsDropoutProb);
        json.insert(QStringLiteral("classifier_dropout"),
                    c.classifierDropout < 0 ? QJsonValue() : QJsonValue(c.classifierDropout));
        json.insert(QStringLiteral("type_vocab_size"), c.typeVocabSize);
        json.insert(QStringLiteral("layer_norm_eps"), c.layerNormEps);
        json.insert(QStringLiteral("position_embedding_type"), QStringLiteral("absolute"));
    }
    if (!c.tieWordEmbeddings) // transformers' default is true: said only where it differs
        json.insert(QStringLiteral("tie_word_embeddings"), false);
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

QByteArray modelConfigText(const QJsonObject& configJson) {
    // Fields transformers 5 declares as float (a whole number there fails its validation), and the
    // dropouts and thetas for readability.
    static const QSet<QString> fractions = {QStringLiteral("initializer_range"),
                                            QStringLiteral("initializer_cutoff_factor"),
                                            QStringLiteral("layer_norm_eps"),
                                            QStringLiteral("norm_eps"),
                                            QStringLiteral("rope_theta"),
                                            QStringLiteral("global_rope_theta"),
                                            QStringLiteral("local_rope_theta"),
                                            QStringLiteral("hidden_dropout_prob"),
                                            QStringLiteral("attention_probs_dropout_prob"),
                                            QStringLiteral("classifier_dropout"),
                                            QStringLiteral("attention_dropout"),
                                            QStringLiteral("mlp_dropout"),
                                            QStringLiteral("embedding_dropout")};
    return jsonTextWithFractions(configJson, fractions);
}

} // namespace hw
