#pragma once

#include "tests/support/wait_limits.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

namespace hw::test {

// What one headwater-cli command did.
struct CliRun {
    int exitCode = -1;
    QByteArray out, err;
};

// Runs headwater-cli with `arguments` and waits for it (up to `timeoutMs`).
CliRun runCli(const QStringList& arguments, int timeoutMs = kJobWaitMs);
// The last line of a command's stdout as JSON: the result line of `--json`.
QJsonObject lastJsonLine(const QByteArray& out);

} // namespace hw::test
