#include "app/cli/cli_output.h"

#include <QJsonDocument>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace hw::cli {

namespace {

int firstWriteError = 0; // errno of the first failed write to standard output; 0 while all succeeded

void write(const QByteArray& bytes) {
    if (std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout) != size_t(bytes.size()) ||
        std::fflush(stdout) != 0) {
        if (firstWriteError == 0)
            firstWriteError = errno != 0 ? errno : EIO;
        std::clearerr(stdout);
    }
}

} // namespace

QString visibleText(const QString& text, bool keepLayout) {
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const bool layout = c == QLatin1Char('\n') || c == QLatin1Char('\t');
        if (c.category() == QChar::Other_Control && !(keepLayout && layout))
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

int reportBadInput(const UserError& error) {
    // One line, whatever the error's parts hold (SQLite and libtorch messages carry line breaks).
    std::fprintf(stderr, "error: %s\n",
                 visibleText(error.toString().simplified(), false).toUtf8().constData());
    return kExitBadInput;
}

int reportFailure(const QString& what) {
    std::fprintf(stderr, "error: %s\n", visibleText(what.simplified(), false).toUtf8().constData());
    return kExitFailure;
}

int reportCancelled(const QString& what) {
    std::fprintf(stderr, "cancelled: %s\n", visibleText(what, false).toUtf8().constData());
    return kExitCancelled;
}

int reportUnsuccessful(const JobOutcome& outcome) {
    if (outcome.status == JobStatus::Cancelled)
        return reportCancelled(outcome.message);
    return outcome.error ? reportBadInput(*outcome.error) : reportFailure(outcome.message);
}

QByteArray jsonLine(const QJsonObject& object) {
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QByteArray textLine(const QString& text) {
    return visibleText(text, true).toUtf8() + '\n';
}

void printJsonLine(const QJsonObject& object) {
    write(jsonLine(object));
}

void printText(const QString& text) {
    write(textLine(text));
}

void printLines(const QByteArray& lines) {
    if (!lines.isEmpty())
        write(lines);
}

int finishStandardOutput(int exitCode) {
    if (std::fflush(stdout) != 0 && firstWriteError == 0)
        firstWriteError = errno != 0 ? errno : EIO;
    if (firstWriteError == 0 || exitCode != kExitOk)
        return exitCode;
    return reportFailure(
        QStringLiteral("cannot write to standard output (%1): the output is incomplete; free "
                       "space where it goes or send it elsewhere")
            .arg(QString::fromLocal8Bit(std::strerror(firstWriteError))));
}

} // namespace hw::cli
