#include "core/train/pretrain_spec.h"

#include "core/train/pretrain_settings.h"
#include "core/util/ordinary_files.h"

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
    return UserError{Text::tr("unknown objective '%1'").arg(name), Text::setting(QStringLiteral("objective")),
                     Text::tr("choose mlm, wwm or electra")};
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

Expected<bool> checkObjectiveFits(PretrainObjective objective, const ModelConfig& config) {
    const bool electraModel = config.family() == ModelFamily::Electra;
    if (objective == PretrainObjective::Electra && !electraModel)
        return UserError{Text::tr("the ELECTRA objective needs an ELECTRA model, not %1")
                             .arg(architectureName(config.architecture)),
                         Text::setting(QStringLiteral("objective")),
                         Text::tr("choose mlm or wwm for BERT, RoBERTa and ModernBERT models")};
    if (objective != PretrainObjective::Electra && electraModel && !hasMaskedLmHead(config.architecture))
        return UserError{Text::tr("%1 has no masked-LM head").arg(architectureName(config.architecture)),
                         Text::setting(QStringLiteral("objective")),
                         Text::tr("pretrain an ELECTRA discriminator with the electra objective, or give an "
                                  "ElectraForMaskedLM generator")};
    return true;
}

QJsonObject PretrainSpec::identityJson() const {
    QJsonArray files;
    for (const QString& f : source.files)
        files.append(QFileInfo(f).absoluteFilePath());
    QJsonObject identity{
        {QStringLiteral("model"), QFileInfo(modelDirectory).absoluteFilePath()},
        {QStringLiteral("generator"),
         generatorDirectory.isEmpty() ? QString() : QFileInfo(generatorDirectory).absoluteFilePath()},
        {QStringLiteral("corpus_files"), files},
        {QStringLiteral("corpus_names"), QJsonArray::fromStringList(source.corpusNames)},
        // The data depends on how the corpus is read and split.
        {QStringLiteral("format"), corpusFormatName(source.read.format)},
        {QStringLiteral("text_fields"), QJsonArray::fromStringList(source.read.textFields)},
        {QStringLiteral("validation_ratio"), source.validationRatio},
        {QStringLiteral("split_seed"), double(source.splitSeed)},
    };
    writeSettings(pretrainSettings(), *this, identity, true);
    return identity;
}

QJsonObject PretrainSpec::settingsJson() const {
    QJsonObject settings = identityJson();
    writeSettings(pretrainSettings(), *this, settings, false);
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
        return UserError{Text::tr("the run's record names no model"), runDirectory,
                         Text::tr("start the run again with its model")};
    spec.generatorDirectory = text("generator");
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
    if (!text("format").isEmpty()) {
        Expected<CorpusFormat> format = corpusFormatFromName(text("format"));
        if (!format)
            return format.error();
        spec.source.read.format = format.value();
    }
    if (Expected<bool> read = readSettings(pretrainSettings(), s, spec); !read)
        return UserError{Text::tr("run.json is damaged: %1").arg(read.error().text()), runDirectory,
                         Text::tr("start the run again")};
    spec.device = text("device").isEmpty() ? spec.device : text("device");
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
    Expected<QByteArray> bytes = readOrdinaryFile(path, FileKind::Settings);
    if (!bytes)
        return UserError{Text::tr("no run to resume (%1)").arg(bytes.error().what), path,
                         Text::tr("give the folder of a run that has started, or start a new run with %1")
                             .arg(Text::setting(QStringLiteral("model")))};
    QJsonParseError error;
    const QJsonObject settings = QJsonDocument::fromJson(bytes.value(), &error).object();
    if (error.error != QJsonParseError::NoError)
        return UserError{Text::tr("run.json is damaged (%1)").arg(error.errorString()), path,
                         Text::tr("start the run again")};
    return PretrainSpec::fromSettings(settings, QFileInfo(runDirectory).absoluteFilePath());
}

QJsonObject withDefaultSettings(QJsonObject recordedIdentity) {
    const PretrainSpec defaults;
    for (const SpecSetting<PretrainSpec>& s : pretrainSettings())
        if (s.setting.identity && !recordedIdentity.contains(s.setting.jsonKey))
            recordedIdentity.insert(s.setting.jsonKey, s.get(defaults));
    return recordedIdentity;
}

QVector<Text> differingSettings(const QJsonObject& recorded, const QJsonObject& now) {
    QStringList keys = recorded.keys() + now.keys();
    keys.removeDuplicates();
    keys.sort();
    QVector<Text> differences;
    auto shown = [](const QJsonValue& v) -> Text {
        if (v.isUndefined())
            return Text::tr("not recorded");
        if (v.isString())
            return v.toString();
        // Numbers, booleans and lists as JSON writes them.
        return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact))
            .mid(1)
            .chopped(1);
    };
    for (const QString& key : keys)
        if (recorded.value(key) != now.value(key))
            differences << Text::tr("%1 (run: %2, now: %3)")
                               .arg(key)
                               .arg(shown(recorded.value(key)))
                               .arg(shown(now.value(key)));
    return differences;
}

} // namespace hw
