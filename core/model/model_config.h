#pragma once

#include "core/model/model_architecture.h"
#include "core/util/expected.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace hw {

// config.json of a BERT, ELECTRA or RoBERTa model, with transformers' field names and defaults.
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
    QStringList labels;      // id2label in id order; sequence classifiers only
    QString problemType;     // single_label_classification | multi_label_classification | empty
    QJsonObject extraFields; // fields Headwater does not use, kept so export round-trips them

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
    Expected<bool> validate(const QString& where) const;
};

// The tokens a text may have for this model: `requested`, but never more than its position embeddings (a
// longer input has no position to read). `note`, when given, says what was capped, for the job's log.
int inputLengthFor(const ModelConfig& config, int requested, Text* note = nullptr);

Expected<ModelConfig> parseModelConfig(const QJsonObject& json, const QString& where);
Expected<ModelConfig> readModelConfig(const QString& configPath);
// The architecture a model folder's config.json names (RobertaForMaskedLM, ...), for the project's key
// figures; empty where the config cannot be read.
QString architectureNameAt(const QString& modelDirectory);
QJsonObject modelConfigToJson(const ModelConfig& config);

// The most labels a sequence classifier may have (multi-label sets of tens of thousands exist).
constexpr int kMaximumLabels = 100000;

// Activation names config.json may give in hidden_act that the models implement.
QStringList supportedActivations();

} // namespace hw
