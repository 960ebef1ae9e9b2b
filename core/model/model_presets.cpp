#include "core/model/model_presets.h"

#include "core/model/internal/modernbert_config.h"

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
    {"tiny", ModelFamily::Roberta, 128, 128, 2, 2, 512},
    {"small", ModelFamily::Roberta, 512, 512, 4, 8, 2048},
    {"base", ModelFamily::Roberta, 768, 768, 12, 12, 3072},
    // ModernBERT-base's shape (22 layers, a GeGLU of 1152) and two smaller ones of its proportions.
    {"tiny", ModelFamily::ModernBert, 128, 128, 2, 2, 192},
    {"small", ModelFamily::ModernBert, 512, 512, 6, 8, 768},
    {"base", ModelFamily::ModernBert, 768, 768, 22, 12, 1152},
};

} // namespace

QStringList modelPresetNames() {
    return {QStringLiteral("tiny"), QStringLiteral("small"), QStringLiteral("base")};
}

QList<ModelFamily> presetFamilies() {
    return {ModelFamily::Bert, ModelFamily::Electra, ModelFamily::Roberta, ModelFamily::ModernBert};
}

QStringList presetModelTypes() {
    QStringList types;
    for (ModelFamily family : presetFamilies())
        types << modelTypeOf(family);
    return types;
}

namespace {

QString shapeOf(const Preset& p) {
    const QString embedding =
        p.embedding == p.hidden ? QString() : QStringLiteral(" (embeddings %1)").arg(p.embedding);
    return QStringLiteral("hidden %1%2, %3 layers, %4 heads, feed-forward %5")
        .arg(p.hidden)
        .arg(embedding)
        .arg(p.layers)
        .arg(p.heads)
        .arg(p.ffn);
}

} // namespace

QStringList modelPresetDescriptions() {
    QStringList lines;
    for (const QString& name : modelPresetNames()) {
        QStringList parts;
        for (const Preset& p : kPresets)
            if (name == QLatin1String(p.name))
                parts << QStringLiteral("%1: %2").arg(modelTypeOf(p.family), shapeOf(p));
        lines << QStringLiteral("%1  %2").arg(name, -5).arg(parts.join(QStringLiteral("; ")));
    }
    return lines;
}

QString modelPresetDescription(ModelFamily family, const QString& preset) {
    for (const Preset& p : kPresets)
        if (p.family == family && preset == QLatin1String(p.name))
            return QStringLiteral("%1 (%2)").arg(preset, shapeOf(p));
    return preset;
}

Expected<ModelConfig> presetModelConfig(ModelFamily family, const QString& preset, int vocabSize) {
    for (const Preset& p : kPresets) {
        if (p.family != family || preset != QLatin1String(p.name))
            continue;
        ModelConfig c;
        c.architecture = pretrainingArchitectureOf(family);
        if (countsPositionsAfterPadding(family)) {
            // As roberta-base: <pad> is id 1 and the two positions below the first token are never used.
            c.padTokenId = 1;
            c.typeVocabSize = 1;
            c.layerNormEps = 1e-5;
            c.maxPositionEmbeddings = 514;
        }
        c.vocabSize = vocabSize;
        c.hiddenSize = p.hidden;
        c.embeddingSize = p.embedding;
        c.numHiddenLayers = p.layers;
        c.numAttentionHeads = p.heads;
        c.intermediateSize = p.ffn;
        if (family == ModelFamily::ModernBert)
            applyModernBertDefaults(c); // after the layer count: it sets each layer's attention
        return c;
    }
    return UserError{Text::tr("unknown preset '%1'").arg(preset), Text::setting(QStringLiteral("preset")),
                     Text::tr("choose one of: %1").arg(modelPresetNames().join(QStringLiteral(", ")))};
}

} // namespace hw
