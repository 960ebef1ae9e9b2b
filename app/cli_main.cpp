#include "app/cli/cli_command.h"

#include <QCoreApplication>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("headwater-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Headwater"));
    if (const int refused = hw::cli::refuseNonUtf8Arguments(argc, argv); refused >= 0)
        return refused;
    return hw::cli::runCli(QCoreApplication::arguments());
}
