#include "model/model_presets.h"

namespace hw {

namespace {

struct Preset {
    const char* name;
    ModelFamily family;
    int hidden, embedding, layers, heads, ffn;
};

constexpr Preset kPresets[] = {
    {"tiny", ModelFamily::Bert, 128, 128, 2, 2, 512},
    {"small", ModelFamily::Bert, 512, 512, 4, 8, 2048},
    {"base", ModelFamily::Bert, 768, 768, 12, 12, 3072},
    {"tiny", ModelFamily::Electra, 128, 64, 2, 2, 512},
    {"small", ModelFamily::Electra, 256, 128, 12, 4, 1024},
    {"base", ModelFamily::Electra, 768, 768, 12, 12, 3072},
};

} // namespace

QStringList modelPresetNames() {
    return {QStringLiteral("tiny"), QStringLiteral("small"), QStringLiteral("base")};
}

Expected<ModelConfig> presetModelConfig(ModelFamily family, const QString& preset, int vocabSize) {
    for (const Preset& p : kPresets) {
        if (p.family != family || preset != QLatin1String(p.name))
            continue;
        ModelConfig c;
        c.architecture =
            family == ModelFamily::Bert ? Architecture::BertForMaskedLM : Architecture::ElectraForPreTraining;
        c.vocabSize = vocabSize;
        c.hiddenSize = p.hidden;
        c.embeddingSize = p.embedding;
        c.numHiddenLayers = p.layers;
        c.numAttentionHeads = p.heads;
        c.intermediateSize = p.ffn;
        return c;
    }
    return UserError{QStringLiteral("unknown preset '%1'").arg(preset), QStringLiteral("--preset"),
                     QStringLiteral("choose one of: %1").arg(modelPresetNames().join(QStringLiteral(", ")))};
}

} // namespace hw
