#include "core/train/pretrain_lineage.h"
#include "core/project/lineage_roles.h"

#include "core/project/artefact_store.h"
#include "core/project/project_store.h"

#include <QDir>
#include <QFileInfo>

namespace hw {

Expected<qint64> recordPretrainedModel(const PretrainSpec& spec, const QString& modelDirectory, qint64 steps,
                                       const QString& name) {
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(spec.projectPath);
    if (!opened)
        return opened.error();
    return recordPretrainedModel(*opened.value(), spec, modelDirectory, steps, name);
}

Expected<qint64> recordPretrainedModel(ProjectStore& store, const PretrainSpec& spec,
                                       const QString& modelDirectory, qint64 steps, const QString& name) {
    return recordArtefact(store.database(),
                          pretrainedModelArtefact(store, spec, modelDirectory, steps, name));
}

Artefact pretrainedModelArtefact(const ProjectStore& store, const PretrainSpec& spec,
                                 const QString& modelDirectory, qint64 steps, const QString& name) {
    const QSqlDatabase& db = store.database();
    Artefact model;
    model.kind = ArtefactKind::Model;
    model.name = name.isEmpty() ? QFileInfo(spec.outputDirectory).fileName() : name;
    model.path = store.storedPath(modelDirectory);
    model.settings = spec.settingsJson();
    model.figures = {{QStringLiteral("architecture"), architectureNameAt(modelDirectory)},
                     {QStringLiteral("steps"), steps}};
    for (const QString& corpus : spec.source.corpusNames) {
        Expected<Artefact> found = findArtefact(db, ArtefactKind::Corpus, corpus);
        if (found)
            model.sources.append({found->id, lineage::kPretrainedOn});
    }
    // The base model is known to the project when it is one of its models (by folder).
    for (const Artefact& base : artefactsAt(store, ArtefactKind::Model, spec.modelDirectory))
        model.sources.append({base.id, lineage::kContinuedFrom});
    return model;
}

} // namespace hw
