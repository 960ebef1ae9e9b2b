#include "core/model_io/model_import.h"

#include "core/model/model_config.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/system/hub_cache.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace hw {

namespace {

// The Hub id the folder was downloaded as: config.json's `_name_or_path` when it reads `org/name` (a local
// path, as transformers writes for a model saved from a folder, is no Hub id).
QString hubIdOf(const QString& modelDirectory) {
    Expected<QByteArray> config =
        readOrdinaryFile(QDir(modelDirectory).filePath(QStringLiteral("config.json")), FileKind::Settings);
    if (!config)
        return {};
    const QString id =
        QJsonDocument::fromJson(config.value()).object().value(QLatin1String("_name_or_path")).toString();
    static const QRegularExpression hubId(
        QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]*/[A-Za-z0-9][A-Za-z0-9_.-]*$"));
    return hubId.match(id).hasMatch() && !QFileInfo::exists(id) ? id : QString();
}

} // namespace

Expected<qint64> recordImportedModel(ProjectStore& store, const QString& modelDirectory, const QString& name,
                                     bool inTransaction) {
    Expected<ModelConfig> config =
        readModelConfig(QDir(modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return config.error();
    const QString absolute = QFileInfo(modelDirectory).absoluteFilePath();
    if (!artefactsAt(store, ArtefactKind::Model, absolute).isEmpty())
        return UserError{Text::tr("the project already holds this model folder"), absolute,
                         Text::tr("use the model it lists (`headwater-cli project list --kind model`)")};
    // A snapshot of the Hugging Face cache is named by its repository ("roberta-base"), not its commit hash,
    // and records the Hub id and revision its path gives.
    const std::optional<CachedHubModel> cached = cachedHubModelAt(absolute);
    Artefact model;
    model.kind = ArtefactKind::Model;
    if (!name.isEmpty()) {
        model.name = name;
    } else if (cached) {
        Expected<QString> free = unusedArtefactName(store.database(), ArtefactKind::Model,
                                                    cached->repoId.section(QLatin1Char('/'), -1));
        if (!free)
            return free.error();
        model.name = free.value();
    } else {
        model.name = QFileInfo(QDir::cleanPath(absolute)).fileName();
    }
    model.path = store.storedPath(absolute);
    model.settings = {{QStringLiteral("kind"), QStringLiteral("imported")},
                      {QStringLiteral("folder"), absolute}};
    if (cached) {
        model.settings.insert(QStringLiteral("hub_id"), cached->repoId);
        model.settings.insert(QStringLiteral("hub_revision"), cached->revision);
    } else if (const QString hubId = hubIdOf(absolute); !hubId.isEmpty()) {
        model.settings.insert(QStringLiteral("hub_id"), hubId);
    }
    model.figures = {{QStringLiteral("architecture"), architectureName(config->architecture)},
                     {QStringLiteral("vocab_size"), config->vocabSize},
                     {QStringLiteral("layers"), config->numHiddenLayers},
                     {QStringLiteral("hidden_size"), config->hiddenSize}};
    return recordArtefact(store.database(), model, inTransaction);
}

Expected<bool> recordCachedModelUse(const QString& projectPath, const CachedHubModel& model) {
    Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(projectPath);
    if (!store)
        return store.error();
    ProjectStore& project = *store.value();
    return project.writeExclusively([&]() -> Expected<bool> {
        if (!artefactsAt(project, ArtefactKind::Model, model.folder).isEmpty())
            return true;
        Expected<qint64> recorded = recordImportedModel(project, model.folder, QString(), true);
        if (!recorded)
            return recorded.error();
        return true;
    });
}

} // namespace hw
