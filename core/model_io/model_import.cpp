#include "core/model_io/model_import.h"

#include "core/model/model_config.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"

#include <QDir>
#include <QFileInfo>

namespace hw {

Expected<qint64> recordImportedModel(ProjectStore& store, const QString& modelDirectory,
                                     const QString& name) {
    Expected<ModelConfig> config =
        readModelConfig(QDir(modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return config.error();
    const QString absolute = QFileInfo(modelDirectory).absoluteFilePath();
    if (!artefactsAt(store, ArtefactKind::Model, absolute).isEmpty())
        return UserError{Text::tr("the project already holds this model folder"), absolute,
                         Text::tr("use the model it lists (`headwater-cli project list --kind model`)")};
    Artefact model;
    model.kind = ArtefactKind::Model;
    model.name = name.isEmpty() ? QFileInfo(QDir::cleanPath(absolute)).fileName() : name;
    model.path = store.storedPath(absolute);
    model.settings = {{QStringLiteral("kind"), QStringLiteral("imported")},
                      {QStringLiteral("folder"), absolute}};
    model.figures = {{QStringLiteral("architecture"), architectureName(config->architecture)},
                     {QStringLiteral("vocab_size"), config->vocabSize},
                     {QStringLiteral("layers"), config->numHiddenLayers},
                     {QStringLiteral("hidden_size"), config->hiddenSize}};
    return recordArtefact(store.database(), model);
}

} // namespace hw
