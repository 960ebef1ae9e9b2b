#include "core/export/model_card.h"

#include "core/train/pretrain_settings.h"

#include "core/eval/label_thresholds.h"
#include "core/model/model_config.h"
#include "core/model/model_size.h"
#include "core/model_io/pretraining_record.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace hw {

namespace {

// A YAML scalar that any value keeps intact: double-quoted, with JSON's escapes (a subset of YAML's).
QString yamlString(const QString& value) {
    const QByteArray json = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2));
}

QString yamlList(const QStringList& values) {
    QString out;
    for (const QString& v : values)
        out += QStringLiteral("\n- ") + yamlString(v);
    return out;
}

QString number(double value) {
    return QLocale::c().toString(value, 'g', 6);
}

QString autoClassFor(const ModelConfig& config) {
    if (isSequenceClassifier(config.architecture))
        return QStringLiteral("AutoModelForSequenceClassification");
    if (config.architecture == Architecture::ElectraForPreTraining ||
        config.architecture == Architecture::BertForPreTraining)
        return QStringLiteral("AutoModelForPreTraining");
    return QStringLiteral("AutoModelForMaskedLM");
}

// What the project knows of the model: its artefact and everything it was made from, nearest first.
QVector<Artefact> lineageOf(const QString& modelDirectory, const QString& projectPath) {
    if (projectPath.isEmpty())
        return {};
    Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(projectPath);
    if (!store)
        return {};
    const QVector<Artefact> models = artefactsAt(*store.value(), ArtefactKind::Model, modelDirectory);
    if (models.isEmpty())
        return {};
    Expected<QVector<Artefact>> lineage = artefactLineage(store.value()->database(), models.first().id);
    return lineage ? lineage.value() : QVector<Artefact>();
}

// The model this one was made from (the nearest model of the lineage), as "continued from `name`" or
// "fine-tuned from `name`" after how the project recorded it; empty when the project knows none.
QString parentModelText(const QVector<Artefact>& lineage) {
    for (int i = 1; i < lineage.size(); ++i)
        if (lineage[i].kind == ArtefactKind::Model) {
            QString role = QStringLiteral("made from");
            for (const ArtefactSource& s : lineage.first().sources)
                if (s.id == lineage[i].id)
                    role = s.role;
            return QStringLiteral("%1 `%2`").arg(role, lineage[i].name);
        }
    return {};
}

// The Hub id the lineage starts from: an imported model's, recorded at import. Local names are no Hub ids.
QString hubBaseModelOf(const QVector<Artefact>& lineage) {
    for (int i = 1; i < lineage.size(); ++i)
        if (lineage[i].kind == ArtefactKind::Model && lineage[i].settings.contains(QLatin1String("hub_id")))
            return lineage[i].settings.value(QLatin1String("hub_id")).toString();
    return {};
}

QString lineageSection(const QVector<Artefact>& lineage) {
    if (lineage.size() < 2)
        return {};
    QString text =
        QStringLiteral("\n## How it was made\n\nNearest first, as the Headwater project records it:\n\n");
    for (const Artefact& a : lineage) {
        QStringList figures;
        for (const char* key : {"documents", "words", "vocab_size", "added_tokens", "steps", "best_loss",
                                "perplexity", "test_f1_macro", "examples"})
            if (a.figures.contains(QLatin1String(key)))
                figures << QStringLiteral("%1 %2").arg(
                    QLatin1String(key), number(a.figures.value(QLatin1String(key)).toDouble()));
        QStringList from;
        for (const ArtefactSource& s : a.sources)
            for (const Artefact& other : lineage)
                if (other.id == s.id)
                    from << QStringLiteral("%1 %2 `%3`")
                                .arg(s.role == artefactKindName(other.kind) ? QStringLiteral("with") : s.role,
                                     artefactKindName(other.kind), other.name);
        text += QStringLiteral("- %1 `%2`%3%4\n")
                    .arg(artefactKindName(a.kind), a.name,
                         from.isEmpty() ? QString() : QStringLiteral(": ") + from.join(QStringLiteral(", ")),
                         figures.isEmpty()
                             ? QString()
                             : QStringLiteral(" (") + figures.join(QStringLiteral(", ")) + QLatin1Char(')'));
    }
    return text;
}

QString pretrainingSection(const QVector<Artefact>& lineage, const QString& modelDirectory) {
    QString text;
    for (const Artefact& a : lineage) {
        const QJsonObject s = a.settings;
        if (a.kind != ArtefactKind::Model || !s.contains(QLatin1String("objective")))
            continue;
        text += QStringLiteral("\n## Continued pretraining\n\n| setting | value |\n|---|---|\n");
        // What the run was: the identity settings of the pretraining table, under their run.json keys.
        for (const SpecSetting<PretrainSpec>& setting : pretrainSettings())
            if (setting.setting.identity && s.contains(setting.setting.jsonKey))
                text += QStringLiteral("| %1 | %2 |\n")
                            .arg(setting.setting.jsonKey,
                                 s.value(setting.setting.jsonKey).toVariant().toString());
        const QJsonArray corpora = s.value(QLatin1String("corpus_names")).toArray();
        if (!corpora.isEmpty())
            text += QStringLiteral("| corpora | %1 |\n")
                        .arg(QJsonDocument(corpora).toJson(QJsonDocument::Compact).constData());
        break; // the nearest pretraining run describes the weights exported
    }
    if (const std::optional<PretrainingRecord> record = readPretrainingRecord(modelDirectory))
        text +=
            QStringLiteral("\nMasked-language pretraining recorded with the weights: %1 steps, %2 tokens.\n")
                .arg(record->steps)
                .arg(record->tokens);
    return text;
}

Expected<QString> classifierSection(const ModelConfig& config, const QString& modelDirectory,
                                    const QVector<Artefact>& lineage) {
    if (!isSequenceClassifier(config.architecture))
        return QString();
    const bool multiLabel = config.problemType == QLatin1String("multi_label_classification");
    QString text = QStringLiteral("\n## Labels\n\n%1 labels, %2.\n")
                       .arg(config.labels.size())
                       .arg(multiLabel ? QStringLiteral("multi-label (a sigmoid per label)")
                                       : QStringLiteral("single-label (softmax)"));
    Expected<QVector<double>> thresholds = multiLabel ? readThresholds(modelDirectory, config.numLabels())
                                                      : Expected<QVector<double>>(QVector<double>());
    if (!thresholds)
        return thresholds.error();
    text += multiLabel ? QStringLiteral("\n| id | label | threshold |\n|---|---|---|\n")
                       : QStringLiteral("\n| id | label |\n|---|---|\n");
    for (int i = 0; i < config.labels.size(); ++i)
        text += multiLabel ? QStringLiteral("| %1 | %2 | %3 |\n")
                                 .arg(i)
                                 .arg(config.labels[i], number(thresholds->value(i, 0.5)))
                           : QStringLiteral("| %1 | %2 |\n").arg(i).arg(config.labels[i]);
    if (multiLabel)
        text +=
            QStringLiteral("\nA label is predicted when its probability reaches its threshold (tuned on the "
                           "validation split; 0.5 where none was tuned).\n");
    for (const Artefact& a : lineage)
        if (a.kind == ArtefactKind::Model && a.figures.contains(QLatin1String("test_f1_macro"))) {
            text += QStringLiteral("\nTest macro-F1 of this model: %1.\n")
                        .arg(number(a.figures.value(QLatin1String("test_f1_macro")).toDouble()));
            break;
        }
    return text;
}

} // namespace

Expected<QString> modelCardMarkdown(const QString& modelDirectory, const QString& projectPath,
                                    const ModelCardOptions& options) {
    Expected<ModelConfig> config =
        readModelConfig(QDir(modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return config.error();
    const QVector<Artefact> lineage = lineageOf(modelDirectory, projectPath);
    const QString name =
        lineage.isEmpty() ? QFileInfo(QDir::cleanPath(modelDirectory)).fileName() : lineage.first().name;
    const QString parent = parentModelText(lineage);
    const QString hubBase = hubBaseModelOf(lineage);
    const bool classifier = isSequenceClassifier(config->architecture);

    QStringList tags{QStringLiteral("headwater"), modelTypeOf(config->family()),
                     QStringLiteral("domain-adaptive-pretraining")};
    for (const QString& tag : options.tags)
        if (!tags.contains(tag))
            tags << tag;
    QString card = QStringLiteral("---\n");
    if (!options.language.isEmpty())
        card += QStringLiteral("language:%1\n").arg(yamlList({options.language}));
    card +=
        QStringLiteral("# license: choose one (e.g. apache-2.0) that the base model and the data allow\n");
    card += QStringLiteral("library_name: transformers\n");
    card += QStringLiteral("pipeline_tag: %1\n")
                .arg(classifier ? QStringLiteral("text-classification") : QStringLiteral("fill-mask"));
    card += QStringLiteral("tags:%1\n").arg(yamlList(tags));
    if (!hubBase.isEmpty())
        card += QStringLiteral("base_model: %1\n").arg(yamlString(hubBase));
    if (!options.datasets.isEmpty())
        card += QStringLiteral("datasets:%1\n").arg(yamlList(options.datasets));
    card += QStringLiteral("metrics:%1\n")
                .arg(yamlList(classifier ? QStringList{QStringLiteral("f1"), QStringLiteral("accuracy")}
                                         : QStringList{QStringLiteral("perplexity")}));
    card += QStringLiteral("---\n\n# %1\n\n").arg(name);
    card +=
        QStringLiteral("A %1 with %2 million parameters (%3 layers, hidden size %4, %5 attention heads, a "
                       "vocabulary of %6 tokens, up to %7 positions)%8, made with Headwater.\n")
            .arg(architectureName(config->architecture))
            .arg(double(estimatedParameterCount(config.value())) / 1e6, 0, 'f', 2)
            .arg(config->numHiddenLayers)
            .arg(config->hiddenSize)
            .arg(config->numAttentionHeads)
            .arg(config->vocabSize)
            .arg(config->maxPositionEmbeddings)
            .arg(parent.isEmpty() ? QString() : QStringLiteral(", ") + parent);
    card += lineageSection(lineage);
    card += pretrainingSection(lineage, modelDirectory);
    Expected<QString> labels = classifierSection(config.value(), modelDirectory, lineage);
    if (!labels)
        return labels.error();
    card += labels.value();
    card +=
        QStringLiteral("\n## Intended use\n\n%1 Check it on your own data before relying on it; it "
                       "inherits the biases of its base model and of the texts it was trained on.\n")
            .arg(classifier ? QStringLiteral("Classifying texts of the domain it was fine-tuned on.")
                            : QStringLiteral("A starting point for fine-tuning on tasks of its domain, or "
                                             "filling masked words in such texts."));
    card += QStringLiteral("\n## How to load it\n\n```python\nfrom transformers import AutoTokenizer, %1\n\n"
                           "tokenizer = AutoTokenizer.from_pretrained(\"path/to/this/folder\")\n"
                           "model = %1.from_pretrained(\"path/to/this/folder\")\n```\n")
                .arg(autoClassFor(config.value()));
    return card;
}

} // namespace hw
