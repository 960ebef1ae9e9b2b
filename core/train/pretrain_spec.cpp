#include "train/pretrain_spec.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

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
        {QStringLiteral("seed"), double(seed)},
        // The schedule depends on the step count; the data on how the corpus is read and split.
        {QStringLiteral("max_steps"), double(maxSteps)},
        {QStringLiteral("format"), corpusFormatName(source.read.format)},
        {QStringLiteral("text_fields"), QJsonArray::fromStringList(source.read.textFields)},
        {QStringLiteral("validation_ratio"), source.validationRatio},
        {QStringLiteral("split_seed"), double(source.splitSeed)},
        {QStringLiteral("adam_epsilon"), adamEpsilon},
        {QStringLiteral("max_grad_norm"), maxGradNorm},
        // Which validation examples are scored decides best/ and early stopping.
        {QStringLiteral("eval_examples"), double(evalExamples)},
    };
}

QJsonObject PretrainSpec::settingsJson() const {
    QJsonObject settings = identityJson();
    settings.insert(QStringLiteral("log_every"), double(logEvery));
    settings.insert(QStringLiteral("eval_every"), double(evalEvery));
    settings.insert(QStringLiteral("save_every"), double(saveEvery));
    settings.insert(QStringLiteral("keep"), keepCheckpoints);
    settings.insert(QStringLiteral("patience"), earlyStoppingPatience);
    settings.insert(QStringLiteral("time_limit"), timeLimitSeconds);
    settings.insert(QStringLiteral("device"), device);
    settings.insert(QStringLiteral("project"),
                    projectPath.isEmpty() ? QString() : QFileInfo(projectPath).absoluteFilePath());
    settings.insert(QStringLiteral("cache_dir"),
                    cacheDirectory.isEmpty() ? QString() : QFileInfo(cacheDirectory).absoluteFilePath());
    return settings;
}

QStringList differingSettings(const QJsonObject& recorded, const QJsonObject& now) {
    QStringList keys = recorded.keys() + now.keys();
    keys.removeDuplicates();
    keys.sort();
    QStringList differences;
    auto shown = [](const QJsonValue& v) {
        if (v.isUndefined())
            return QStringLiteral("not recorded");
        if (v.isString())
            return v.toString();
        // Numbers, booleans and lists as JSON writes them.
        return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact))
            .mid(1)
            .chopped(1);
    };
    for (const QString& key : keys)
        if (recorded.value(key) != now.value(key))
            differences << QStringLiteral("%1 (run: %2, now: %3)")
                               .arg(key, shown(recorded.value(key)), shown(now.value(key)));
    return differences;
}

} // namespace hw
