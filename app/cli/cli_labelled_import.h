#pragma once

#include "corpus/labelled_dataset.h"

namespace hw::cli {

struct LabelledImportRequest {
    QStringList inputs;
    LabelledReadOptions options;
    double validationRatio = 0.1;
    double testRatio = 0.1;
    uint64_t seed = 42;
    QString outputDirectory; // train.jsonl, validation.jsonl, test.jsonl
    QString projectPath;     // record the set in this project (its splits go into the project)
    QString name;
};

// import-corpus with --label-field: reads a labelled set, reports labels and counts, writes a stratified
// split.
int importLabelledDataset(const LabelledImportRequest& request, bool json);

} // namespace hw::cli
