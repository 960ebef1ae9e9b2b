#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace hw {

// The transformers classes Headwater implements, named as config.json's `architectures` names them.
enum class Architecture {
    BertForMaskedLM,
    BertForPreTraining,
    BertForSequenceClassification,
    ElectraForPreTraining,
    ElectraForMaskedLM,
    ElectraForSequenceClassification,
    RobertaForMaskedLM,
    RobertaForSequenceClassification,
    XLMRobertaForMaskedLM,
    XLMRobertaForSequenceClassification,
    ModernBertForMaskedLM,
    ModernBertForSequenceClassification,
};

// config.json's model_type. RoBERTa and XLM-RoBERTa are one network under two names (KLUE-RoBERTa is a
// "roberta" whose tokenizer is WordPiece); ModernBERT has rotary positions and no token types.
enum class ModelFamily { Bert, Electra, Roberta, XlmRoberta, ModernBert };

QString architectureName(Architecture architecture);
std::optional<Architecture> architectureFromName(const QString& name);
QStringList supportedArchitectureNames();

ModelFamily familyOf(Architecture architecture);
QString modelTypeOf(ModelFamily family); // "bert" | "electra" | "roberta" | "xlm-roberta" | "modernbert"
std::optional<ModelFamily> familyFromModelType(const QString& modelType);
QStringList supportedModelTypes();
QString familyDisplayName(ModelFamily family); // BERT, ELECTRA, RoBERTa, XLM-RoBERTa, ModernBERT
// "RoBERTa" for "RobertaForMaskedLM"; empty for a name that is no supported architecture.
QString familyDisplayNameOf(const QString& architectureName);
bool hasMaskedLmHead(Architecture architecture);
bool isSequenceClassifier(Architecture architecture);
// The family's head for continued pretraining (ELECTRA: the discriminator with its generator) and for
// fine-tuning.
Architecture pretrainingArchitectureOf(ModelFamily family);
Architecture classifierArchitectureOf(ModelFamily family);
// RoBERTa's embeddings count positions from pad_token_id + 1 over the tokens that are not padding, as
// fairseq did; BERT's count from 0.
bool countsPositionsAfterPadding(ModelFamily family);

} // namespace hw
