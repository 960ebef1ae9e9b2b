#include "core/model/model_architecture.h"

namespace hw {

namespace {

struct ArchitectureInfo {
    Architecture architecture;
    const char* name;
    ModelFamily family;
    bool maskedLm;
    bool classifier;
};

constexpr ArchitectureInfo kArchitectures[] = {
    {Architecture::BertForMaskedLM, "BertForMaskedLM", ModelFamily::Bert, true, false},
    {Architecture::BertForPreTraining, "BertForPreTraining", ModelFamily::Bert, true, false},
    {Architecture::BertForSequenceClassification, "BertForSequenceClassification", ModelFamily::Bert, false,
     true},
    {Architecture::ElectraForPreTraining, "ElectraForPreTraining", ModelFamily::Electra, false, false},
    {Architecture::ElectraForMaskedLM, "ElectraForMaskedLM", ModelFamily::Electra, true, false},
    {Architecture::ElectraForSequenceClassification, "ElectraForSequenceClassification", ModelFamily::Electra,
     false, true},
    {Architecture::RobertaForMaskedLM, "RobertaForMaskedLM", ModelFamily::Roberta, true, false},
    {Architecture::RobertaForSequenceClassification, "RobertaForSequenceClassification", ModelFamily::Roberta,
     false, true},
    {Architecture::XLMRobertaForMaskedLM, "XLMRobertaForMaskedLM", ModelFamily::XlmRoberta, true, false},
    {Architecture::XLMRobertaForSequenceClassification, "XLMRobertaForSequenceClassification",
     ModelFamily::XlmRoberta, false, true},
    {Architecture::ModernBertForMaskedLM, "ModernBertForMaskedLM", ModelFamily::ModernBert, true, false},
    {Architecture::ModernBertForSequenceClassification, "ModernBertForSequenceClassification",
     ModelFamily::ModernBert, false, true},
};

struct FamilyInfo {
    ModelFamily family;
    const char* modelType;
    const char* displayName;
    Architecture pretraining;
    Architecture classifier;
};

constexpr FamilyInfo kFamilies[] = {
    {ModelFamily::Bert, "bert", "BERT", Architecture::BertForMaskedLM,
     Architecture::BertForSequenceClassification},
    {ModelFamily::Electra, "electra", "ELECTRA", Architecture::ElectraForPreTraining,
     Architecture::ElectraForSequenceClassification},
    {ModelFamily::Roberta, "roberta", "RoBERTa", Architecture::RobertaForMaskedLM,
     Architecture::RobertaForSequenceClassification},
    {ModelFamily::XlmRoberta, "xlm-roberta", "XLM-RoBERTa", Architecture::XLMRobertaForMaskedLM,
     Architecture::XLMRobertaForSequenceClassification},
    {ModelFamily::ModernBert, "modernbert", "ModernBERT", Architecture::ModernBertForMaskedLM,
     Architecture::ModernBertForSequenceClassification},
};

const ArchitectureInfo& infoOf(Architecture architecture) {
    for (const ArchitectureInfo& info : kArchitectures)
        if (info.architecture == architecture)
            return info;
    return kArchitectures[0];
}

const FamilyInfo& infoOf(ModelFamily family) {
    for (const FamilyInfo& info : kFamilies)
        if (info.family == family)
            return info;
    return kFamilies[0];
}

} // namespace

QString architectureName(Architecture architecture) {
    return QString::fromLatin1(infoOf(architecture).name);
}

std::optional<Architecture> architectureFromName(const QString& name) {
    for (const ArchitectureInfo& info : kArchitectures)
        if (name == QLatin1String(info.name))
            return info.architecture;
    return std::nullopt;
}

QStringList supportedArchitectureNames() {
    QStringList names;
    for (const ArchitectureInfo& info : kArchitectures)
        names << QString::fromLatin1(info.name);
    return names;
}

ModelFamily familyOf(Architecture architecture) {
    return infoOf(architecture).family;
}

QString modelTypeOf(ModelFamily family) {
    return QString::fromLatin1(infoOf(family).modelType);
}

std::optional<ModelFamily> familyFromModelType(const QString& modelType) {
    for (const FamilyInfo& info : kFamilies)
        if (modelType == QLatin1String(info.modelType))
            return info.family;
    return std::nullopt;
}

QStringList supportedModelTypes() {
    QStringList types;
    for (const FamilyInfo& info : kFamilies)
        types << QString::fromLatin1(info.modelType);
    return types;
}

QString familyDisplayName(ModelFamily family) {
    return QString::fromLatin1(infoOf(family).displayName);
}

QString familyDisplayNameOf(const QString& architectureName) {
    const std::optional<Architecture> architecture = architectureFromName(architectureName);
    return architecture ? familyDisplayName(familyOf(*architecture)) : QString();
}

bool hasMaskedLmHead(Architecture architecture) {
    return infoOf(architecture).maskedLm;
}

bool isSequenceClassifier(Architecture architecture) {
    return infoOf(architecture).classifier;
}

Architecture pretrainingArchitectureOf(ModelFamily family) {
    return infoOf(family).pretraining;
}

Architecture classifierArchitectureOf(ModelFamily family) {
    return infoOf(family).classifier;
}

bool countsPositionsAfterPadding(ModelFamily family) {
    return family == ModelFamily::Roberta || family == ModelFamily::XlmRoberta;
}

} // namespace hw
