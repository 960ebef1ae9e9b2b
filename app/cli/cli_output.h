#pragma once

#include "core/jobs/job.h"
#include "core/util/english_lines.h"
#include "core/util/expected.h"

#include <QJsonObject>

namespace hw::cli {

// Exit codes of the headwater-cli contract.
constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;
constexpr int kExitBadInput = 2;
// Stopped at the user's request (Ctrl-C, SIGTERM): the shell's code for a SIGINT-ended program, so scripts
// can tell a cancelled run (checkpoint written, resumable) from a failed one.
constexpr int kExitCancelled = 130;

// One line on stderr: `error: <what> (<where>): <how to fix>`.
int reportBadInput(const UserError& error);
int reportFailure(const QString& what);
// `cancelled: <what>` on stderr; returns kExitCancelled.
int reportCancelled(const QString& what);
// A job that did not succeed: cancelled, bad input (its UserError) or a failure, each with its exit code.
int reportUnsuccessful(const JobOutcome& outcome);
// Control characters in a name or a path (an escape sequence in a file name) shown, never sent to the
// terminal: \x1b instead of ESC; line breaks and tabs kept where `keepLayout` says the text has a layout.
// Every line the CLI prints for people goes through it.
QString visibleText(const QString& text, bool keepLayout);
// The same text as UTF-8, for output made in bulk (a line of tokens per text): written at `out`, which has
// room for visibleUtf8Bound(text.size()) bytes (\xHH or a character's UTF-8 for each unit), returning the
// end; or appended to `out`.
constexpr qsizetype visibleUtf8Bound(qsizetype units) {
    return 4 * units;
}
char* writeVisibleUtf8(char* out, QStringView text, bool keepLayout);
void appendVisibleUtf8(QByteArray& out, QStringView text, bool keepLayout);
void printJsonLine(const QJsonObject& object);
void printText(const QString& text);
// The lines printJsonLine and printText write, made on any thread and written together with printLines (one
// write for many lines).
QByteArray jsonLine(const QJsonObject& object);
QByteArray textLine(const QString& text);
void printLines(const QByteArray& lines);
// A command's exit code once its standard output is flushed: a write to standard output that failed (a full
// disk, a closed pipe) turns a success into a failure with its one-line error, so `cmd > FILE` never exits 0
// with FILE short.
int finishStandardOutput(int exitCode);

} // namespace hw::cli
