#pragma once

#include <QStringList>

namespace hw::cli {

// Runs a command as `processes` ranks of one data-parallel run on this machine, as torchrun would start them:
// copies of this program with the same arguments (less --nproc), torchrun's environment with a free loopback
// port, and each an equal share of the cores unless --threads says otherwise. Ctrl-C reaches every rank; a
// rank that fails leaves the others a grace period to stop on their own. Returns rank 0's exit code, or the
// first failing rank's.
int runLocalWorkers(const QStringList& arguments, int processes);

} // namespace hw::cli
