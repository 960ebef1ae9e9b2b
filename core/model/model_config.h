#pragma once

#include "core/model/model_architecture.h"
#include "core/util/expected.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace hw {

// ModernBERT's own config.json fields (the shared ones map onto ModelConfig: hidden_activation to hiddenAct,
// norm_eps to layerNormEps, mlp_dropout and attention_dropout to the dropouts), with transformers' defaults.
struct ModernBertSettings {
    double globalRopeTheta = 160000.0; // rope_parameters.full_attention.rope_theta (global_rope_theta)
    double localRopeTheta = 10000.0;   // rope_parameters.sliding_attention.rope_theta (local_rope_theta)
    int localAttention = 128;          // the whole window: a token sees local_attention / 2 on each side
    std::vector<bool> slidingLayers;   // layer_types: true where the layer attends within the window
    double embeddingDropout = 0.0;
    bool normBias = false;
    bool attentionBias = false;
    bool mlpBias = false;
    bool decoderBias = true;
    bool classifierBias = false; // the prediction head's dense layer
    QString classifierActivation = QStringLiteral("gelu");
    QString classifierPooling = QStringLiteral("cls"); // or "mean" over the tokens the mask keeps

    // transformers' global_attn_every_n_layers: every n-th layer from the first attends globally.
    static std::vector<bool> slidingPattern(int layers, int globalEvery);
};

// config.json of a BERT, ELECTRA, RoBERTa or ModernBERT model, with transformers' field names and defaults.
struct ModelConfig {
    Architecture architecture = Architecture::BertForMaskedLM;
    int vocabSize = 30522;
    int hiddenSize = 768;
    int embeddingSize = 768; // ELECTRA only; BERT embeds at hidden size
    int numHiddenLayers = 12;
    int numAttentionHeads = 12;
    int intermediateSize = 3072;
    QString hiddenAct = QStringLiteral("gelu");
    double hiddenDropoutProb = 0.1;
    double attentionProbsDropoutProb = 0.1;
    double classifierDropout = -1; // < 0: transformers' null, i.e. use hiddenDropoutProb
    int maxPositionEmbeddings = 512;
    int typeVocabSize = 2;
    double initializerRange = 0.02;
    double layerNormEps = 1e-12;
    int padTokenId = 0;
    // False: the masked-LM head has an output matrix of its own instead of the word embeddings'
    // (transformers' tie_word_embeddings, default true).
    bool tieWordEmbeddings = true;
    QStringList labels;            // id2label in id order; sequence classifiers only
    QString problemType;           // single_label_classification | multi_label_classification | empty
    QJsonObject extraFields;       // fields Headwater does not use, kept so export round-trips them
    ModernBertSettings modernBert; // ModernBERT only

    ModelFamily family() const { return familyOf(architecture); }
    int numLabels() const { return int(labels.size()); }
    double effectiveClassifierDropout() const {
        return classifierDropout < 0 ? hiddenDropoutProb : classifierDropout;
    }
    // The longest input, special tokens included: RoBERTa's positions start after pad_token_id, so
    // roberta-base's 514 position embeddings take 512 tokens.
    int maxInputTokens() const { return maxPositionEmbeddings - positionsBeforeText(); }
    void setMaxInputTokens(int tokens) { maxPositionEmbeddings = tokens + positionsBeforeText(); }
    int positionsBeforeText() const { return countsPositionsAfterPadding(family()) ? padTokenId + 1 : 0; }

    // Checks every field's range, that the shapes fit together (heads divide hidden size) and that the
    // weights fit in this machine's memory.
    Expected<bool> validate(const Text& where) const;
};

// The tokens a text may have for this model: `requested`, but never more than its position embeddings (a
// longer input has no position to read). `note`, when given, says what was capped, for the job's log.
int inputLengthFor(const ModelConfig& config, int requested, Text* note = nullptr);

Expected<ModelConfig> parseModelConfig(const QJsonObject& json, const Text& where);
Expected<ModelConfig> readModelConfig(const QString& configPath);
// The architecture a model folder's config.json names (RobertaForMaskedLM, ...), for the project's key
// figures; empty where the config cannot be read.
QString architectureNameAt(const QString& modelDirectory);
QJsonObject modelConfigToJson(const ModelConfig& config);
// config.json's text, with the fields transformers types as floats written as fractions (2.0, not 2).
QByteArray modelConfigText(const QJsonObject& configJson);

// The most labels a sequence classifier may have (multi-label sets of tens of thousands exist).
constexpr int kMaximumLabels = 100000;

// Activation names config.json may give in hidden_act that the models implement.
QStringList supportedActivations();

} // namespace hw
