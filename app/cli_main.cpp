#include "app/cli/cli_command.h"

#include <QCoreApplication>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("headwater-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Headwater"));
    return hw::cli::runCli(QCoreApplication::arguments());
}
