#pragma once

class QComboBox;

namespace hw {
class ProjectStore;
}

namespace hw::ui {

// Fills `chooser` with the project's fine-tuning runs that compared at least `minimumModels` models (its item
// data: the run's artefact id), keeping the current choice or else taking the newest, without signalling.
void fillFinetuningRuns(QComboBox& chooser, const ProjectStore* store, int minimumModels = 1);

} // namespace hw::ui
