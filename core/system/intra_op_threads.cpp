#include "core/system/intra_op_threads.h"

#include <algorithm>
#include <atomic>

#include <dlfcn.h>
#include <sched.h>
#include <thread>

namespace hw {

namespace {

// at::set_num_threads and at::get_num_threads, found by name so that this file, and the programs that
// never compute with libtorch (headwater-cli's tokenize and import), do not link it. Null where libtorch is
// not loaded; test_device's countsReachLibtorch checks that a process with libtorch finds both.
struct LibtorchThreadFunctions {
    void (*set)(int) = nullptr;
    int (*get)() = nullptr;
};

const LibtorchThreadFunctions& libtorchThreadFunctions() {
    static const LibtorchThreadFunctions functions = [] {
        LibtorchThreadFunctions f;
        f.set = reinterpret_cast<void (*)(int)>(dlsym(RTLD_DEFAULT, "_ZN2at15set_num_threadsEi"));
        f.get = reinterpret_cast<int (*)()>(dlsym(RTLD_DEFAULT, "_ZN2at15get_num_threadsEv"));
        if (!f.set || !f.get)
            f = {};
        return f;
    }();
    return functions;
}

std::atomic_int configuredThreads{0}; // 0: not chosen yet
thread_local int threadCount = 0;     // without libtorch: this thread's count, 0 for the configured one

} // namespace

int availableCpuCores() {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof(set), &set) == 0) {
        const int n = CPU_COUNT(&set);
        if (n > 0)
            return n;
    }
    return std::max(1u, std::thread::hardware_concurrency());
}

int maxIntraOpThreads() {
    return 4 * std::max(1, availableCpuCores());
}

bool libtorchThreadsReachable() {
    return libtorchThreadFunctions().set != nullptr;
}

int setIntraOpThreads(int threads) {
    const int count = threads > 0 ? std::min(threads, maxIntraOpThreads()) : availableCpuCores();
    configuredThreads.store(count);
    threadCount = count;
    const LibtorchThreadFunctions& torch = libtorchThreadFunctions();
    if (!torch.set)
        return count;
    torch.set(count);
    return torch.get();
}

int intraOpThreads() {
    const LibtorchThreadFunctions& torch = libtorchThreadFunctions();
    if (torch.get)
        return torch.get();
    return threadCount > 0 ? threadCount : configuredIntraOpThreads();
}

int configuredIntraOpThreads() {
    const int chosen = configuredThreads.load();
    return chosen > 0 ? chosen : availableCpuCores();
}

int setThreadIntraOpThreads(int threads) {
    const int count = std::clamp(threads, 1, maxIntraOpThreads());
    threadCount = count;
    const LibtorchThreadFunctions& torch = libtorchThreadFunctions();
    if (!torch.set)
        return count;
    // A thread's first parallel call takes up the process's latest count; make that happen now, so a count
    // another thread sets meanwhile cannot replace the one set here.
    torch.get();
    torch.set(count);
    return torch.get();
}

} // namespace hw
