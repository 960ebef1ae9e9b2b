#include "train/pretrain_spec.h"

#include <QFileInfo>
#include <QJsonArray>

namespace hw {

Expected<PretrainObjective> pretrainObjectiveFromName(const QString& name) {
    if (name == QLatin1String("mlm"))
        return PretrainObjective::MaskedLm;
    if (name == QLatin1String("wwm"))
        return PretrainObjective::WholeWordMaskedLm;
    if (name == QLatin1String("electra"))
        return PretrainObjective::Electra;
    return UserError{QStringLiteral("unknown objective '%1'").arg(name), QStringLiteral("--objective"),
                     QStringLiteral("choose mlm, wwm or electra")};
}

QString pretrainObjectiveName(PretrainObjective objective) {
    switch (objective) {
    case PretrainObjective::MaskedLm:
        return QStringLiteral("mlm");
    case PretrainObjective::WholeWordMaskedLm:
        return QStringLiteral("wwm");
    case PretrainObjective::Electra:
        return QStringLiteral("electra");
    }
    return {};
}

QJsonObject PretrainSpec::identityJson() const {
    QJsonArray files;
    for (const QString& f : source.files)
        files.append(QFileInfo(f).absoluteFilePath());
    return {
        {QStringLiteral("model"), QFileInfo(modelDirectory).absoluteFilePath()},
        {QStringLiteral("generator"),
         generatorDirectory.isEmpty() ? QString() : QFileInfo(generatorDirectory).absoluteFilePath()},
        {QStringLiteral("generator_size_fraction"), generatorSizeFraction},
        {QStringLiteral("corpus_files"), files},
        {QStringLiteral("corpus_names"), QJsonArray::fromStringList(source.corpusNames)},
        {QStringLiteral("objective"), pretrainObjectiveName(objective)},
        {QStringLiteral("packing"),
         packing == PackingMode::Concat ? QStringLiteral("concat") : QStringLiteral("documents")},
        {QStringLiteral("seq_len"), seqLength},
        {QStringLiteral("batch_size"), batchSize},
        {QStringLiteral("grad_accum"), gradAccumulation},
        {QStringLiteral("lr"), learningRate},
        {QStringLiteral("weight_decay"), weightDecay},
        {QStringLiteral("warmup_steps"), double(warmupSteps)},
        {QStringLiteral("schedule"), lrDecayName(decay)},
        {QStringLiteral("mask_rate"), maskRate},
        {QStringLiteral("discriminator_weight"), discriminatorWeight},
        {QStringLiteral("precision"), precision},
        {QStringLiteral("seed"), QString::number(seed)},
    };
}

} // namespace hw
