#include "app/cli/local_workers.h"

#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "core/system/distributed_environment.h"
#include "core/system/intra_op_threads.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QProcess>

#include <csignal>
#include <memory>
#include <vector>

namespace hw::cli {

namespace {

// How long the other ranks may take to notice a failed one and stop on their own before they are killed.
constexpr int kStragglerGraceMs = 30000;

// The arguments without `--nproc N` (or `--nproc=N`).
QStringList withoutProcessCount(const QStringList& arguments) {
    QStringList kept;
    for (int i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--nproc")) {
            ++i;
            continue;
        }
        if (!arguments[i].startsWith(QLatin1String("--nproc=")))
            kept << arguments[i];
    }
    return kept;
}

bool hasThreadCount(const QStringList& arguments) {
    for (const QString& argument : arguments)
        if (argument == QLatin1String("--threads") || argument.startsWith(QLatin1String("--threads=")))
            return true;
    return false;
}

} // namespace

int runLocalWorkers(const QStringList& arguments, int processes) {
    const int port = freeLoopbackPort();
    if (port < 0)
        return reportFailure(QStringLiteral("no free port on the loopback for the run's processes to meet"));
    QStringList workerArguments = withoutProcessCount(arguments);
    if (!hasThreadCount(workerArguments)) // each rank computes on its share of the cores
        workerArguments << QStringLiteral("--threads")
                        << QString::number(std::max(1, availableCpuCores() / processes));
    std::vector<std::unique_ptr<QProcess>> workers;
    for (int rank = 0; rank < processes; ++rank) {
        auto worker = std::make_unique<QProcess>();
        worker->setProcessEnvironment(
            localRankEnvironment(QProcessEnvironment::systemEnvironment(), rank, processes, port));
        // Rank 0 speaks for the run; the others' errors still reach the terminal.
        worker->setProcessChannelMode(rank == 0 ? QProcess::ForwardedChannels
                                                : QProcess::ForwardedErrorChannel);
        if (rank != 0)
            worker->setStandardOutputFile(QProcess::nullDevice());
        worker->start(QCoreApplication::applicationFilePath(), workerArguments);
        if (!worker->waitForStarted())
            return reportFailure(
                QStringLiteral("could not start rank %1: %2").arg(rank).arg(worker->errorString()));
        workers.push_back(std::move(worker));
    }
    // A Ctrl-C or kill reaches every rank: together they checkpoint and stop.
    std::atomic_bool& cancel = cancelOnSignals();
    bool cancelSent = false;
    int exitCode = kExitOk;
    QDeadlineTimer stragglers = QDeadlineTimer::Forever;
    for (;;) {
        bool running = false;
        for (size_t rank = 0; rank < workers.size(); ++rank) {
            QProcess& worker = *workers[rank];
            if (worker.state() != QProcess::NotRunning) {
                worker.waitForFinished(50);
                running = running || worker.state() != QProcess::NotRunning;
                continue;
            }
            const int code = worker.exitStatus() == QProcess::NormalExit ? worker.exitCode() : kExitFailure;
            if (code != kExitOk && (exitCode == kExitOk || rank == 0))
                exitCode = code;
            if (code != kExitOk && stragglers.isForever())
                stragglers.setRemainingTime(kStragglerGraceMs);
        }
        if (!running)
            return exitCode;
        if (cancel.load() && !cancelSent) {
            for (const auto& worker : workers)
                if (worker->state() != QProcess::NotRunning)
                    ::kill(pid_t(worker->processId()), SIGINT);
            cancelSent = true;
        }
        if (stragglers.hasExpired()) // a rank failed and the others did not stop: one waits where none comes
            for (const auto& worker : workers)
                worker->kill();
    }
}

} // namespace hw::cli
