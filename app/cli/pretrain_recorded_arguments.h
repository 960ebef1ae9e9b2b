#pragma once

#include "core/util/expected.h"

#include <QStringList>

namespace hw::cli {

// The options a pretraining run was started with, read back from RUN/run.json as command-line arguments,
// so `pretrain --resume --output RUN` continues it without retyping them. Corpora, text fields, watched
// sentences and general corpora are left out when the user gives their own.
Expected<QStringList> recordedPretrainArguments(const QString& runDirectory, bool keepCorpora,
                                                bool keepTextFields, bool keepWatch, bool keepGeneral);

} // namespace hw::cli
