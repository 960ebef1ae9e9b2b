#include "core/model/model_presets.h"

#include "core/model/internal/modernbert_config.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

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

Text shapeOf(const Preset& p) {
    const Text embedding = p.embedding == p.hidden ? Text() : Text::tr(" (embeddings %1)").arg(p.embedding);
    return Text::tr("hidden %1%2, %3 layers, %4 heads, feed-forward %5")
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
                parts << QStringLiteral("%1: %2").arg(modelTypeOf(p.family), shapeOf(p).toString());
        lines << QStringLiteral("%1  %2").arg(name, -5).arg(parts.join(QStringLiteral("; ")));
    }
    return lines;
}

Text modelPresetDescription(ModelFamily family, const QString& preset) {
    for (const Preset& p : kPresets)
        if (p.family == family && preset == QLatin1String(p.name))
            return Text(QStringLiteral("%1 (%2)")).arg(preset).arg(shapeOf(p));
    return preset;
}

namespace {

const Preset* findPreset(ModelFamily family, const QString& preset) {
    for (const Preset& p : kPresets)
        if (p.family == family && preset == QLatin1String(p.name))
            return &p;
    return nullptr;
}

// Whether `heads` heads fit `hidden`: they divide it, and ModernBERT's rotary positions turn pairs of a
// head's dimensions, so its heads need an even size.
bool headsFit(ModelFamily family, int hidden, int heads) {
    return hidden % heads == 0 && (family != ModelFamily::ModernBert || (hidden / heads) % 2 == 0);
}

// Up to four head counts that fit `hidden`, those nearest to the one asked for, in ascending order.
QString fittingHeads(ModelFamily family, int hidden, int asked) {
    QList<int> fitting;
    for (int heads = 1; heads <= std::min(hidden, kMaximumShapeHeads); ++heads)
        if (headsFit(family, hidden, heads))
            fitting << heads;
    std::stable_sort(fitting.begin(), fitting.end(),
                     [asked](int a, int b) { return std::abs(a - asked) < std::abs(b - asked); });
    fitting = fitting.mid(0, 4);
    std::sort(fitting.begin(), fitting.end());
    QStringList shown;
    for (int heads : fitting)
        shown << QString::number(heads);
    return shown.join(QStringLiteral(", "));
}

struct ShapeBound {
    const char* setting;
    std::optional<int> value;
    int maximum;
};

Expected<bool> checkShapeBounds(const ModelShape& shape) {
    const ShapeBound bounds[] = {{"hidden", shape.hidden, kMaximumShapeHidden},
                                 {"layers", shape.layers, kMaximumShapeLayers},
                                 {"heads", shape.heads, kMaximumShapeHeads},
                                 {"intermediate", shape.intermediate, kMaximumShapeIntermediate},
                                 {"embedding-size", shape.embedding, kMaximumShapeHidden}};
    for (const ShapeBound& b : bounds)
        if (b.value && (*b.value < 1 || *b.value > b.maximum))
            return UserError{Text::tr("%1 is outside the sizes a new model may have").arg(*b.value),
                             Text::setting(QLatin1String(b.setting)),
                             Text::tr("give a whole number from 1 to %1").arg(b.maximum)};
    return true;
}

// The sizes a preset has, with a hidden size of `hidden` and what follows it in the preset's proportions.
ModelShape followingShape(const Preset& p, int hidden) {
    const auto scaled = [&](int presetSize) {
        return std::max(1, int(std::lround(double(presetSize) * hidden / p.hidden)));
    };
    ModelShape s;
    s.hidden = hidden;
    s.embedding = p.family == ModelFamily::Electra ? scaled(p.embedding) : hidden;
    s.layers = p.layers;
    s.heads = p.heads;
    s.intermediate = scaled(p.ffn);
    return s;
}

void applyShape(const Preset& p, const ModelShape& shape, ModelConfig& c) {
    const ModelShape base = followingShape(p, shape.hidden.value_or(p.hidden));
    c.hiddenSize = *base.hidden;
    c.embeddingSize =
        p.family == ModelFamily::Electra ? shape.embedding.value_or(*base.embedding) : c.hiddenSize;
    c.numHiddenLayers = shape.layers.value_or(*base.layers);
    c.numAttentionHeads = shape.heads.value_or(*base.heads);
    c.intermediateSize = shape.intermediate.value_or(*base.intermediate);
}

// What the shape's own sizes allow, before any size follows from them.
Expected<bool> checkShapeSizes(ModelFamily family, const ModelShape& shape) {
    if (shape.embedding && family != ModelFamily::Electra)
        return UserError{
            Text::tr("only ELECTRA has an embedding size of its own; %1 embeds at the hidden size")
                .arg(familyDisplayName(family)),
            Text::setting(QStringLiteral("embedding-size")),
            Text::tr("leave the embedding size out, or choose ELECTRA")};
    return checkShapeBounds(shape);
}

// Whether the sizes fit together.
Expected<bool> checkShape(ModelFamily family, const ModelConfig& c) {
    if (c.intermediateSize > kMaximumShapeIntermediate) // a feed-forward size that followed the hidden size
        return UserError{Text::tr("the feed-forward size %1 is outside the sizes a new model may have")
                             .arg(c.intermediateSize),
                         Text::setting(QStringLiteral("intermediate")),
                         Text::tr("give a whole number from 1 to %1").arg(kMaximumShapeIntermediate)};
    const int hidden = c.hiddenSize, heads = c.numAttentionHeads;
    const QString fitting = fittingHeads(family, hidden, heads);
    const Text fix =
        fitting.isEmpty()
            ? Text::tr("choose an even hidden size")
            : Text::tr("choose a head count that fits, e.g. %1, or another hidden size").arg(fitting);
    if (hidden % heads != 0)
        return UserError{
            Text::tr("the hidden size %1 does not split into %2 attention heads").arg(hidden).arg(heads),
            Text::setting(QStringLiteral("heads")), fix};
    if (!headsFit(family, hidden, heads))
        return UserError{
            Text::tr("ModernBERT's rotary positions need an even head size; hidden size %1 in %2 "
                     "heads gives heads of %3")
                .arg(hidden)
                .arg(heads)
                .arg(hidden / heads),
            Text::setting(QStringLiteral("heads")), fix};
    return true;
}

} // namespace

ModelShape presetShape(ModelFamily family, const QString& preset, std::optional<int> hidden) {
    const Preset* p = findPreset(family, preset);
    return p ? followingShape(*p, hidden.value_or(p->hidden)) : ModelShape{};
}

Expected<ModelConfig> presetModelConfig(ModelFamily family, const QString& preset, int vocabSize,
                                        const ModelShape& shape) {
    const Preset* p = findPreset(family, preset);
    if (!p)
        return UserError{Text::tr("unknown preset '%1'").arg(preset), Text::setting(QStringLiteral("preset")),
                         Text::tr("choose one of: %1").arg(modelPresetNames().join(QStringLiteral(", ")))};
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
    if (Expected<bool> sized = checkShapeSizes(family, shape); !sized)
        return sized.error();
    applyShape(*p, shape, c);
    if (Expected<bool> fits = checkShape(family, c); !fits)
        return fits.error();
    if (family == ModelFamily::ModernBert)
        applyModernBertDefaults(c); // after the layer count: it sets each layer's attention
    return c;
}

bool differsFromPreset(const ModelConfig& config, const QString& preset) {
    const Preset* p = findPreset(config.family(), preset);
    if (!p)
        return true;
    const bool electra = config.family() == ModelFamily::Electra;
    return config.hiddenSize != p->hidden || (electra && config.embeddingSize != p->embedding) ||
           config.numHiddenLayers != p->layers || config.numAttentionHeads != p->heads ||
           config.intermediateSize != p->ffn;
}

QString newModelName(const ModelConfig& config, const QString& preset) {
    const QString family = modelTypeOf(config.family());
    if (!differsFromPreset(config, preset))
        return QStringLiteral("%1-%2").arg(family, preset);
    return QStringLiteral("%1-h%2-l%3").arg(family).arg(config.hiddenSize).arg(config.numHiddenLayers);
}

QString presetRecord(const ModelConfig& config, const QString& preset) {
    return differsFromPreset(config, preset) ? QStringLiteral("custom") : preset;
}

} // namespace hw
