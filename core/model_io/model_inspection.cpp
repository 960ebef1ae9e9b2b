#include "core/model_io/model_inspection.h"

#include "core/model_io/internal/model_directory.h"
#include "core/tokenize/text_tokenizer.h"

#include <torch/torch.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <map>

namespace hw {

namespace {

// Groups "bert.encoder.layer.3.attention.self.query.weight" under "encoder.layer.3".
QString blockOf(const QString& tensorName) {
    static const QRegularExpression layer(
        QStringLiteral("^(?:bert\\.|electra\\.|roberta\\.)?(encoder\\.layer\\.\\d+)\\."));
    const QRegularExpressionMatch m = layer.match(tensorName);
    if (m.hasMatch())
        return m.captured(1);
    QStringList parts = tensorName.split(QLatin1Char('.'));
    if (parts.size() > 1 &&
        (parts.first() == QLatin1String("bert") || parts.first() == QLatin1String("electra") ||
         parts.first() == QLatin1String("roberta")))
        parts.removeFirst();
    if (parts.size() > 2 && parts.first() == QLatin1String("cls"))
        return parts.mid(0, 2).join(QLatin1Char('.'));
    return parts.first();
}

// Element types named as safetensors and transformers users know them.
QString storedTypeName(torch::ScalarType type) {
    switch (type) {
    case torch::kFloat32:
        return QStringLiteral("F32");
    case torch::kFloat16:
        return QStringLiteral("F16");
    case torch::kBFloat16:
        return QStringLiteral("BF16");
    case torch::kFloat64:
        return QStringLiteral("F64");
    default:
        return QString::fromLatin1(c10::toString(type));
    }
}

} // namespace

Expected<ModelInspection> inspectModelDirectory(const QString& directory) {
    ModelInspection result;
    result.directory = directory;
    Expected<ModelConfig> config = readModelConfig(QDir(directory).filePath(QStringLiteral("config.json")));
    if (!config)
        return config.error();
    result.config = config.value();
    Expected<QString> weights = findWeightsFile(directory);
    if (!weights)
        return weights.error();
    result.weightsFile = weights.value();
    Expected<WeightSource> source = readWeightsFile(weights.value());
    if (!source)
        return source.error();

    std::map<QString, qint64> perBlock;
    QVector<QString> order;
    for (const auto& [name, tensor] : source->tensors) {
        const QString qname = QString::fromStdString(name);
        if (qname.endsWith(QLatin1String("position_ids")) ||
            qname.endsWith(QLatin1String("decoder.weight")) ||
            qname == QLatin1String("generator_lm_head.weight"))
            continue; // buffers and tied copies hold no parameters of their own
        const QString block = blockOf(qname);
        if (!perBlock.count(block))
            order << block;
        perBlock[block] += tensor.numel();
        result.totalParameters += tensor.numel();
        const QString dtype = storedTypeName(tensor.scalar_type());
        if (!result.dtypes.contains(dtype))
            result.dtypes << dtype;
    }
    // Embeddings first, encoder layers in numeric order, heads after.
    auto rank = [](const QString& b) {
        if (b.startsWith(QLatin1String("embeddings")))
            return std::pair<int, int>(0, 0);
        if (b.startsWith(QLatin1String("encoder.layer.")))
            return std::pair<int, int>(1, b.section(QLatin1Char('.'), 2, 2).toInt());
        return std::pair<int, int>(2, 0);
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](const QString& a, const QString& b) { return rank(a) < rank(b); });
    for (const QString& block : order)
        result.blocks.append({block, perBlock[block]});

    const Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(directory);
    result.tokenizerVocabSize = tokenizer ? tokenizer.value()->vocabSize() : 0;
    for (const QString& name : tokenizerFileNames())
        if (QFileInfo::exists(QDir(directory).filePath(name)))
            result.tokenizerFiles << name;
    return result;
}

} // namespace hw
