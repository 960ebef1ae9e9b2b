#include "core/project/workflow_progress.h"

#include "core/project/artefact_store.h"
#include "core/project/lineage_roles.h"

namespace hw {

Expected<WorkflowProgress> workflowProgress(const QSqlDatabase& db) {
    Expected<QVector<Artefact>> artefacts = listArtefacts(db);
    if (!artefacts)
        return artefacts.error();
    WorkflowProgress progress;
    for (const Artefact& a : artefacts.value()) {
        switch (a.kind) {
        case ArtefactKind::Corpus:
            progress.corpus = true;
            break;
        case ArtefactKind::LabelledSet:
            progress.labelledSet = true;
            break;
        case ArtefactKind::Tokenizer:
            progress.tokenizer = true;
            break;
        case ArtefactKind::Model:
            progress.model = true;
            for (const ArtefactSource& s : a.sources)
                if (s.role == lineage::kPretrainedOn)
                    progress.adaptedModel = true;
            break;
        case ArtefactKind::Run:
            if (a.settings.value(QLatin1String("kind")).toString() == kFineTuningRunKind)
                progress.fineTuned = true;
            break;
        case ArtefactKind::Evaluation:
            progress.evaluated = true;
            break;
        case ArtefactKind::Export:
            progress.exported = true;
            break;
        }
    }
    return progress;
}

} // namespace hw
