#include "core/system/distributed_environment.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace hw {

namespace {

struct Names {
    const char* rank;
    const char* worldSize;
    const char* localRank;
};
constexpr Names kTorchrun{"RANK", "WORLD_SIZE", "LOCAL_RANK"};
constexpr Names kSlurm{"SLURM_PROCID", "SLURM_NTASKS", "SLURM_LOCALID"};

UserError badVariable(const QString& name, const QString& value, const Text& fix) {
    return {Text::tr("the environment variable %1 is '%2'").arg(name, value), name, fix};
}

// A whole number at least `least`, or the error naming the variable.
Expected<int> numberOf(const QProcessEnvironment& env, const char* name, int least, bool required,
                       int fallback) {
    const QString key = QLatin1String(name);
    if (!env.contains(key)) {
        if (!required)
            return fallback;
        return UserError{Text::tr("the environment variable %1 is not set").arg(key), key,
                         Text::tr("start the run with torchrun or srun, which set it, or set it yourself")};
    }
    bool ok = false;
    const QString text = env.value(key).trimmed();
    const int value = text.toInt(&ok);
    if (!ok || value < least)
        return badVariable(key, env.value(key), Text::tr("give a whole number from %1 on").arg(least));
    return value;
}

} // namespace

Expected<DistributedEnvironment> distributedEnvironmentFrom(const QProcessEnvironment& env) {
    DistributedEnvironment out;
    // torchrun's variables win over Slurm's: `srun torchrun ...` starts torchrun's workers inside a Slurm
    // task.
    const bool torchrun = env.contains(QLatin1String(kTorchrun.worldSize));
    const bool slurm = !torchrun && env.contains(QLatin1String(kSlurm.worldSize));
    if (!torchrun && !slurm)
        return out;
    const Names& names = torchrun ? kTorchrun : kSlurm;
    out.launcher = torchrun ? QStringLiteral("torchrun") : QStringLiteral("slurm");
    Expected<int> world = numberOf(env, names.worldSize, 1, true, 1);
    if (!world)
        return world.error();
    out.worldSize = world.value();
    if (out.worldSize == 1) {
        out.launcher.clear(); // one process: nothing to join
        return out;
    }
    Expected<int> rank = numberOf(env, names.rank, 0, true, 0);
    if (!rank)
        return rank.error();
    if (rank.value() >= out.worldSize)
        return UserError{
            Text::tr("rank %1 is not below the world size %2").arg(rank.value()).arg(out.worldSize),
            QString::fromLatin1(names.rank),
            Text::tr("give each of the %1 processes a rank from 0 to %2")
                .arg(out.worldSize)
                .arg(out.worldSize - 1)};
    out.rank = rank.value();
    Expected<int> local = numberOf(env, names.localRank, 0, false, out.rank);
    if (!local)
        return local.error();
    out.localRank = local.value();

    out.masterAddress = env.value(QStringLiteral("MASTER_ADDR")).trimmed();
    if (out.masterAddress.isEmpty())
        return UserError{
            Text::tr("the environment variable MASTER_ADDR is not set"), QStringLiteral("MASTER_ADDR"),
            Text::tr("set it to the host name or address of rank 0's machine (torchrun sets it)")};
    Expected<int> port = numberOf(env, "MASTER_PORT", 1, true, 0);
    if (!port)
        return port.error();
    if (port.value() > 65535)
        return badVariable(QStringLiteral("MASTER_PORT"), env.value(QStringLiteral("MASTER_PORT")),
                           Text::tr("give a free TCP port from 1 to 65535 on rank 0's machine"));
    out.masterPort = port.value();
    return out;
}

QProcessEnvironment localRankEnvironment(QProcessEnvironment base, int rank, int worldSize, int port) {
    base.insert(QStringLiteral("RANK"), QString::number(rank));
    base.insert(QStringLiteral("LOCAL_RANK"), QString::number(rank));
    base.insert(QStringLiteral("WORLD_SIZE"), QString::number(worldSize));
    base.insert(QStringLiteral("MASTER_ADDR"), QStringLiteral("127.0.0.1"));
    base.insert(QStringLiteral("MASTER_PORT"), QString::number(port));
    return base;
}

int freeLoopbackPort() {
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof(address);
    int port = -1;
    if (fd >= 0 && bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0 &&
        getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    if (fd >= 0)
        close(fd);
    return port;
}

} // namespace hw
