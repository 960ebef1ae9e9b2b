#pragma once

#include "core/train/pretrain_spec.h"
#include "core/util/expected.h"

#include <QString>
#include <QStringList>

namespace hw {

// How a pretraining run is to be launched on other machines: Slurm (sbatch + srun + torchrun) or torchrun on
// one machine.
struct ClusterLaunchOptions {
    int nodes = 1;
    int processesPerNode = 1;                // GPUs per node with cuda; processes per node with cpu
    QString device = QStringLiteral("cuda"); // cuda | cpu
    int cpusPerProcess = 8;                  // Slurm's --cpus-per-task is this times processesPerNode
    QString partition;                       // empty: the cluster's default partition
    double hours = 24;                       // Slurm's time limit
    QString cliPath = QStringLiteral("headwater-cli"); // headwater-cli as the cluster's machines find it
    int masterPort = 29500;                            // the rendezvous port on the first node
};

// What was written, and the commands that launch the run and bring it back.
struct ClusterLaunch {
    QString folder;          // the run folder, absolute
    QStringList files;       // the files written, absolute: run.json, launch.sbatch, torchrun.sh, README.txt
    QStringList inputs;      // the model folders and corpus files the run reads: the cluster must reach them
    QString sbatchCommand;   // cd FOLDER && sbatch launch.sbatch
    QString torchrunCommand; // bash FOLDER/torchrun.sh
    QString addRunCommand;   // headwater-cli project add-run --project P --run FOLDER
};

// The launch options within range: the first refusal names the option.
Expected<bool> checkClusterLaunchOptions(const ClusterLaunchOptions& options, const QString& precision);

// The run as the cluster starts it: project corpora become the files they were imported from (the cluster
// reads them again; it has no project), the run is not recorded in a project (`project add-run` brings it
// back), the tokenized data goes to the cluster user's cache, and the device is the launch's.
Expected<PretrainSpec> clusterPretrainSpec(const PretrainSpec& spec, const ClusterLaunchOptions& options);

// Writes into spec.outputDirectory (missing, empty, or written here before; another folder is refused and
// left as it is) run.json, launch.sbatch, torchrun.sh and README.txt, each file whole or not at all. The
// scripts start `headwater-cli pretrain` with the run's settings in full, adding --resume once the folder
// holds a checkpoint, so the same script starts the run and continues it.
Expected<ClusterLaunch> writeClusterLaunch(const PretrainSpec& spec, const ClusterLaunchOptions& options);

// A new folder for a cluster run of the project: `<data>/cluster-runs/NAME`, NAME the run's name with every
// character but letters, digits, "." , "_" and "-" made "-", numbered when taken.
QString defaultClusterLaunchFolder(const QString& projectDataDirectory, const QString& runName);

} // namespace hw
