#include "core/system/internal/process_group.h"

#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>

namespace hw {

namespace {

bool isLoopback(const QString& address) {
    return address == QLatin1String("localhost") || address.startsWith(QLatin1String("127.")) ||
           address == QLatin1String("::1");
}

} // namespace

Expected<JoinedProcessGroup> joinProcessGroup(const DistributedEnvironment& env,
                                              std::chrono::milliseconds timeout) {
    const QString where = QStringLiteral("%1:%2").arg(env.masterAddress).arg(env.masterPort);
    const auto failed = [&](const char* what) {
        return UserError{
            Text::tr("rank %1 of %2 could not join the run at %3 within %4 s: %5")
                .arg(env.rank)
                .arg(env.worldSize)
                .arg(where)
                .arg(double(timeout.count()) / 1000.0)
                .arg(QString::fromUtf8(what).section(QLatin1Char('\n'), 0, 0)),
            where,
            Text::tr("start all %1 processes with the same MASTER_ADDR and MASTER_PORT, and check "
                     "that rank 0's machine accepts connections on that port")
                .arg(env.worldSize)};
    };
    try {
        c10d::TCPStoreOptions options;
        options.port = uint16_t(env.masterPort);
        options.isServer = env.rank == 0;
        options.numWorkers = env.worldSize;
        options.waitWorkers = true;
        options.timeout = timeout;
        JoinedProcessGroup joined;
        joined.store = c10::make_intrusive<c10d::TCPStore>(env.masterAddress.toStdString(), options);
        auto gloo = c10d::ProcessGroupGloo::Options::create();
        gloo->timeout = timeout;
        // A run on one machine (MASTER_ADDR on the loopback) talks over the loopback only; across machines,
        // over the interface this machine's host name resolves to, as torch.distributed does.
        gloo->devices.push_back(isLoopback(env.masterAddress)
                                    ? c10d::ProcessGroupGloo::createDeviceForHostname("127.0.0.1")
                                    : c10d::ProcessGroupGloo::createDefaultDevice());
        joined.backend =
            c10::make_intrusive<c10d::ProcessGroupGloo>(joined.store, env.rank, env.worldSize, gloo);
        return joined;
    } catch (const std::exception& e) {
        return failed(e.what());
    }
}

} // namespace hw
