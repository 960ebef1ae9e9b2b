#include "app/cli/cli_command.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>

namespace {

int run(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("headwater-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Headwater"));
    if (const int refused = hw::cli::refuseNonUtf8Arguments(argc, argv); refused >= 0)
        return refused;
    return hw::cli::runCli(QCoreApplication::arguments());
}

} // namespace

// The command has finished and closed what it wrote (projects, files, helper processes) when run() returns;
// the process then leaves without the libraries' exit handlers, in which libtorch unregisters its thousands
// of operators one at a time: about 0.15 s of every command's run on a CPU machine. A sanitized build exits
// normally, so that the leak check at exit still runs.
int main(int argc, char** argv) {
    const int exitCode = run(argc, argv);
#if defined(__SANITIZE_ADDRESS__)
    return exitCode;
#else
    std::fflush(nullptr);
    std::_Exit(exitCode);
#endif
}
