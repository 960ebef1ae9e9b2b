#include "tests/support/cli_run.h"

#include <QJsonDocument>
#include <QProcess>

namespace hw::test {

CliRun runCli(const QStringList& arguments, int timeoutMs) {
    QProcess process;
    process.start(QStringLiteral(HEADWATER_CLI_PATH), arguments);
    process.waitForFinished(timeoutMs);
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

QJsonObject lastJsonLine(const QByteArray& out) {
    return QJsonDocument::fromJson(out.trimmed().split('\n').last()).object();
}

} // namespace hw::test
