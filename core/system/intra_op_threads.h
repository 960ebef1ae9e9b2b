#pragma once

namespace hw {

// How many threads the computation of a process and of each of its threads may use. libtorch keeps its
// intra-op count per thread (OpenMP team size, MKL's thread-local count); these functions set it whenever
// libtorch is loaded in the process, and keep the same counts themselves for the work that runs without it
// (a tokenizer's or an import's threads), so the parts of Headwater that never load libtorch read the same
// figures.

// Cores this process may use (respects CPU affinity, e.g. inside containers).
int availableCpuCores();
// The most intra-op threads worth asking for: four per available core.
int maxIntraOpThreads();

// libtorch's intra-op threads default to 1 on some machines; the app sets them from the machine.
// threads <= 0 means "all available cores". Returns the count in effect afterwards.
int setIntraOpThreads(int threads);
// The calling thread's intra-op threads.
int intraOpThreads();
// The count last chosen for the process with setIntraOpThreads (all available cores until then): what a job
// thread gets when nothing else competes for the cores.
int configuredIntraOpThreads();
// Gives the calling thread `threads` intra-op threads (at least 1), leaving the process's chosen count as it
// is. Under libtorch's OpenMP backend the count is the calling thread's own (its OpenMP team size and MKL's
// thread-local count), so job threads can share the cores; but at::set_num_threads also records it as the
// default that threads which have not yet run a parallel operation start from, so job threads set theirs
// before each job and give the chosen count back after it. Returns the count in effect afterwards.
int setThreadIntraOpThreads(int threads);

// Whether libtorch is loaded in this process, so that the counts above reach it.
bool libtorchThreadsReachable();

} // namespace hw
