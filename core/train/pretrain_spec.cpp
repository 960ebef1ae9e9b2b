#include "core/train/pretrain_spec.h"

#include <QDir>
#include <QFile>
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
    settings.insert(QStringLiteral("max_epochs"), maxEpochs);
    settings.insert(QStringLiteral("eval_every"), double(evalEvery));
    settings.insert(QStringLiteral("save_every"), double(saveEvery));
    settings.insert(QStringLiteral("keep"), keepCheckpoints);
    settings.insert(QStringLiteral("patience"), earlyStoppingPatience);
    settings.insert(QStringLiteral("time_limit"), timeLimitSeconds);
    settings.insert(QStringLiteral("device"), device);
    settings.insert(QStringLiteral("watch"), QJsonArray::fromStringList(watchSentences));
    QJsonArray generalFiles;
    for (const QString& file : generalSource.files)
        generalFiles.append(QFileInfo(file).absoluteFilePath());
    settings.insert(QStringLiteral("general_corpus_files"), generalFiles);
    settings.insert(QStringLiteral("general_corpus_names"),
                    QJsonArray::fromStringList(generalSource.corpusNames));
    settings.insert(QStringLiteral("project"),
                    projectPath.isEmpty() ? QString() : QFileInfo(projectPath).absoluteFilePath());
    settings.insert(QStringLiteral("output"), QFileInfo(outputDirectory).absoluteFilePath());
    settings.insert(QStringLiteral("cache_dir"),
                    cacheDirectory.isEmpty() ? QString() : QFileInfo(cacheDirectory).absoluteFilePath());
    return settings;
}

Expected<PretrainSpec> PretrainSpec::fromSettings(const QJsonObject& s, const QString& runDirectory) {
    PretrainSpec spec;
    auto text = [&](const char* key) { return s.value(QLatin1String(key)).toString(); };
    auto number = [&](const char* key, double fallback) {
        return s.value(QLatin1String(key)).toDouble(fallback);
    };
    auto strings = [&](const char* key) {
        QStringList out;
        for (const QJsonValue& v : s.value(QLatin1String(key)).toArray())
            out << v.toString();
        return out;
    };
    spec.modelDirectory = text("model");
    if (spec.modelDirectory.isEmpty())
        return UserError{QStringLiteral("the run's record names no model"), runDirectory,
                         QStringLiteral("start the run again with its model")};
    spec.generatorDirectory = text("generator");
    spec.generatorSizeFraction = number("generator_size_fraction", spec.generatorSizeFraction);
    spec.source.files = strings("corpus_files");
    spec.source.corpusNames = strings("corpus_names");
    spec.source.read.textFields = strings("text_fields");
    spec.source.validationRatio = number("validation_ratio", spec.source.validationRatio);
    spec.source.splitSeed = uint64_t(number("split_seed", double(spec.source.splitSeed)));
    spec.projectPath = text("project");
    if (!spec.source.corpusNames.isEmpty())
        spec.source.projectPath = spec.projectPath;
    spec.cacheDirectory = text("cache_dir");
    spec.outputDirectory = runDirectory;
    Expected<PretrainObjective> objective = pretrainObjectiveFromName(text("objective"));
    if (!objective)
        return objective.error();
    spec.objective = objective.value();
    spec.packing =
        text("packing") == QLatin1String("documents") ? PackingMode::Documents : PackingMode::Concat;
    if (!text("schedule").isEmpty()) {
        Expected<LrDecay> decay = lrDecayFromName(text("schedule"));
        if (!decay)
            return decay.error();
        spec.decay = decay.value();
    }
    if (!text("format").isEmpty()) {
        Expected<CorpusFormat> format = corpusFormatFromName(text("format"));
        if (!format)
            return format.error();
        spec.source.read.format = format.value();
    }
    spec.seqLength = int(number("seq_len", spec.seqLength));
    spec.batchSize = int(number("batch_size", spec.batchSize));
    spec.gradAccumulation = int(number("grad_accum", spec.gradAccumulation));
    spec.learningRate = number("lr", spec.learningRate);
    spec.weightDecay = number("weight_decay", spec.weightDecay);
    spec.adamEpsilon = number("adam_epsilon", spec.adamEpsilon);
    spec.maxGradNorm = number("max_grad_norm", spec.maxGradNorm);
    spec.warmupSteps = qint64(number("warmup_steps", double(spec.warmupSteps)));
    spec.maxSteps = qint64(number("max_steps", double(spec.maxSteps)));
    spec.maxEpochs = number("max_epochs", spec.maxEpochs);
    spec.maskRate = number("mask_rate", spec.maskRate);
    spec.discriminatorWeight = number("discriminator_weight", spec.discriminatorWeight);
    spec.logEvery = qint64(number("log_every", double(spec.logEvery)));
    spec.evalEvery = qint64(number("eval_every", double(spec.evalEvery)));
    spec.evalExamples = qint64(number("eval_examples", double(spec.evalExamples)));
    spec.saveEvery = qint64(number("save_every", double(spec.saveEvery)));
    spec.keepCheckpoints = int(number("keep", spec.keepCheckpoints));
    spec.earlyStoppingPatience = int(number("patience", spec.earlyStoppingPatience));
    spec.timeLimitSeconds = number("time_limit", spec.timeLimitSeconds);
    spec.device = text("device").isEmpty() ? spec.device : text("device");
    spec.precision = text("precision").isEmpty() ? spec.precision : text("precision");
    spec.seed = uint64_t(number("seed", double(spec.seed)));
    spec.watchSentences = strings("watch");
    spec.generalSource.files = strings("general_corpus_files");
    spec.generalSource.corpusNames = strings("general_corpus_names");
    spec.generalSource.read = spec.source.read;
    spec.generalSource.validationRatio = spec.source.validationRatio;
    spec.generalSource.splitSeed = spec.source.splitSeed;
    if (!spec.generalSource.corpusNames.isEmpty())
        spec.generalSource.projectPath = spec.projectPath;
    return spec;
}

Expected<PretrainSpec> readRunSettings(const QString& runDirectory) {
    const QString path = QDir(runDirectory).filePath(QStringLiteral("run.json"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return UserError{QStringLiteral("no run to resume (%1)").arg(file.errorString()), path,
                         QStringLiteral("choose the folder of a run that has started")};
    QJsonParseError error;
    const QJsonObject settings = QJsonDocument::fromJson(file.readAll(), &error).object();
    if (error.error != QJsonParseError::NoError)
        return UserError{QStringLiteral("run.json is damaged (%1)").arg(error.errorString()), path,
                         QStringLiteral("start the run again")};
    return PretrainSpec::fromSettings(settings, QFileInfo(runDirectory).absoluteFilePath());
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
