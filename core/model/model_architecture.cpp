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
};

const ArchitectureInfo& infoOf(Architecture architecture) {
    for (const ArchitectureInfo& info : kArchitectures)
        if (info.architecture == architecture)
            return info;
    return kArchitectures[0];
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
    return family == ModelFamily::Bert ? QStringLiteral("bert") : QStringLiteral("electra");
}

bool hasMaskedLmHead(Architecture architecture) {
    return infoOf(architecture).maskedLm;
}

bool isSequenceClassifier(Architecture architecture) {
    return infoOf(architecture).classifier;
}

} // namespace hw
