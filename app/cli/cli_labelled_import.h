#pragma once

#include "core/corpus/labelled_import_job.h"

namespace hw::cli {

// import-corpus with --label-field: reads a labelled set, reports labels and counts, writes a stratified
// split (into the project when the spec names one).
int importLabelledDataset(const LabelledImportSpec& spec, bool json);

} // namespace hw::cli
