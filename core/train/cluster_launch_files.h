#pragma once

#include "core/train/cluster_launch.h"

namespace hw {

// The files writeClusterLaunch writes, as text. `spec` is the run as the cluster starts it
// (clusterPretrainSpec), its output folder the run folder: the scripts start `headwater-cli pretrain` with
// its settings in full and add --resume once the folder holds a checkpoint.
QString clusterSbatchScript(const PretrainSpec& spec, const ClusterLaunchOptions& options);
QString clusterTorchrunScript(const PretrainSpec& spec, const ClusterLaunchOptions& options);
// README.txt: what each file is, what the cluster must reach, and how the run comes back (`original` is the
// run as the studio or the CLI described it, before its project corpora became files).
QString clusterLaunchReadme(const PretrainSpec& original, const ClusterLaunch& launch,
                            const ClusterLaunchOptions& options);

} // namespace hw
