#pragma once

#include "core/corpus/labelled_dataset.h"
#include "core/project/artefact_argument.h"
#include "core/system/distributed_environment.h"

#include <QCommandLineParser>
#include <QString>

#include <atomic>
#include <limits>
#include <optional>

namespace hw::cli {

// Option readers that print the contract's error line and set *exitCode when the value is bad.
std::optional<QString> requiredValue(const QCommandLineParser& parser, const QString& option,
                                     const QString& how, int* exitCode);
std::optional<int> intValue(const QCommandLineParser& parser, const QString& option, int fallback,
                            int minimum, int* exitCode, int maximum = std::numeric_limits<int>::max());
// --text-field (default "text"), --label-field (default "label"), --multi-label, --label-delimiter.
void addLabelledDataOptions(QCommandLineParser& parser);
LabelledReadOptions labelledReadOptions(const QCommandLineParser& parser);

// The values of `option` as paths. With --project, a bare name (no slash) means the project's artefact of the
// first of `kinds` that has it, else a file or folder here; one that is both, or neither, is refused (core's
// resolveArtefactArgument). Without --project, and for ./NAME or any value with a slash, paths as typed; for
// models and tokenizers, a Hub id that is no path here is its snapshot in the Hugging Face cache.
std::optional<QStringList> artefactPaths(const QCommandLineParser& parser, const QString& option,
                                         std::initializer_list<ArtefactKind> kinds, int* exitCode);
// A Hub id of the Hugging Face cache used with --project: the snapshot is recorded in the project as an
// imported model (unless it is there already), so what is made from it names it (core's
// recordCachedModelUse).
Expected<bool> recordHubModelUse(const QString& projectPath, const ArtefactArgument& resolved);
// The same for an option given once: its path, or an empty one when it is not given.
std::optional<QString> artefactPath(const QCommandLineParser& parser, const QString& option,
                                    std::initializer_list<ArtefactKind> kinds, int* exitCode);

// SIGINT and SIGTERM set the returned flag (a job polls it, checkpoints and stops) instead of killing the
// process.
std::atomic_bool& cancelOnSignals();

// Where this process stands in a data-parallel run, as torchrun or srun started it (alone: rank 0 of 1); a
// `device` of plain "cuda" becomes each local rank's own GPU.
Expected<DistributedEnvironment> launcherEnvironment(QString* device);
// --nproc: how many ranks to start on this machine, 1 without it; nullopt (reported, *exitCode set) unless a
// whole number from 1 to this machine's cores.
std::optional<int> localProcessCount(const QCommandLineParser& parser, int* exitCode);
// Runs `arguments` as `processes` ranks on this machine (runLocalWorkers), unless a launcher started this
// process: then --nproc is refused.
int runAsLocalRanks(const QStringList& arguments, int processes, const DistributedEnvironment& environment);

// A finite number from minimum to maximum.
std::optional<double> doubleValue(const QCommandLineParser& parser, const QString& option, double fallback,
                                  double minimum, double maximum, int* exitCode);

} // namespace hw::cli
