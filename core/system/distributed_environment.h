#pragma once

#include "core/util/expected.h"

#include <QProcessEnvironment>
#include <QString>

namespace hw {

// Where this process stands in a data-parallel run, as the launchers the field uses say it: torchrun's
// RANK, WORLD_SIZE, LOCAL_RANK, MASTER_ADDR and MASTER_PORT, or Slurm's SLURM_PROCID, SLURM_NTASKS and
// SLURM_LOCALID (with MASTER_ADDR and MASTER_PORT from the job script). A process that no launcher started is
// rank 0 of 1.
struct DistributedEnvironment {
    int rank = 0;
    int worldSize = 1;
    int localRank = 0;
    QString masterAddress;
    int masterPort = 0;
    QString launcher; // "torchrun", "slurm", or empty when alone

    bool distributed() const { return worldSize > 1; }
};

// Reads the environment; a launcher's variables that disagree or are missing are refused naming the
// variable and the fix.
Expected<DistributedEnvironment> distributedEnvironmentFrom(const QProcessEnvironment& environment);

// `base` with the variables torchrun sets for `rank` of `worldSize` processes meeting on this machine's
// loopback at `port`: how a run on one machine starts its ranks.
QProcessEnvironment localRankEnvironment(QProcessEnvironment base, int rank, int worldSize, int port);

// A loopback port nobody listens on now, for a run on this machine alone: the system's pick for a listener
// opened and closed at once; -1 when none could be had.
int freeLoopbackPort();

} // namespace hw
