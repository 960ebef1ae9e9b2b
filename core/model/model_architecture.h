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
};

enum class ModelFamily { Bert, Electra };

QString architectureName(Architecture architecture);
std::optional<Architecture> architectureFromName(const QString& name);
QStringList supportedArchitectureNames();

ModelFamily familyOf(Architecture architecture);
QString modelTypeOf(ModelFamily family); // config.json's model_type: "bert" | "electra"
bool hasMaskedLmHead(Architecture architecture);
bool isSequenceClassifier(Architecture architecture);

} // namespace hw
