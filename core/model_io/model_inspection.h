#pragma once

#include "core/model/model_config.h"
#include "core/util/expected.h"

#include <QString>
#include <QVector>

namespace hw {

struct ParameterBlock {
    QString name; // "embeddings", "encoder.layer.0", "pooler", "cls.predictions", ...
    qint64 parameters = 0;
};

// What a model directory holds, read from config.json and the weights file's tensor list.
struct ModelInspection {
    QString directory;
    ModelConfig config;
    QString weightsFile;
    QStringList dtypes;         // distinct element types of the stored tensors
    qint64 totalParameters = 0; // stored tensors, tied weights counted once
    QVector<ParameterBlock> blocks;
    int tokenizerVocabSize = 0; // entries in the tokenizer's vocabulary, 0 when it has none that loads
    QStringList tokenizerFiles;
};

Expected<ModelInspection> inspectModelDirectory(const QString& directory);

} // namespace hw
