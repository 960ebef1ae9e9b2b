#include "app/cli/cli_output.h"

#include <QJsonDocument>

#include <cstdio>

namespace hw::cli {

int reportBadInput(const UserError& error) {
    // One line, whatever the error's parts hold (SQLite and libtorch messages carry line breaks).
    std::fprintf(stderr, "error: %s\n", error.toString().simplified().toUtf8().constData());
    return kExitBadInput;
}

int reportFailure(const QString& what) {
    std::fprintf(stderr, "error: %s\n", what.simplified().toUtf8().constData());
    return kExitFailure;
}

int reportCancelled(const QString& what) {
    std::fprintf(stderr, "cancelled: %s\n", what.toUtf8().constData());
    return kExitCancelled;
}

int reportUnsuccessful(const JobOutcome& outcome) {
    if (outcome.status == JobStatus::Cancelled)
        return reportCancelled(outcome.message);
    return outcome.error ? reportBadInput(*outcome.error) : reportFailure(outcome.message);
}

void printJsonLine(const QJsonObject& object) {
    std::fputs(QJsonDocument(object).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

void printText(const QString& text) {
    std::fputs(text.toUtf8().constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

} // namespace hw::cli
