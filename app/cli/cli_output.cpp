#include "app/cli/cli_output.h"

#include "core/util/byte_writing.h"

#include <QJsonDocument>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace hw::cli {

namespace {

// A control character (Unicode's Cc: C0, DEL and C1) is shown as \xHH, except a line break or a tab where the
// text keeps its layout.
bool hiddenControl(char16_t c, bool keepLayout) {
    if (c >= 0x20 && (c < 0x7f || c > 0x9f))
        return false;
    return !(keepLayout && (c == u'\n' || c == u'\t'));
}

QLatin1StringView shownControl(char16_t c, char (&buffer)[4]) {
    constexpr char kHex[] = "0123456789abcdef";
    buffer[0] = '\\';
    buffer[1] = 'x';
    buffer[2] = kHex[(c >> 4) & 0xf];
    buffer[3] = kHex[c & 0xf];
    return QLatin1StringView(buffer, 4);
}

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
    char buffer[4];
    for (const QChar c : text) {
        if (hiddenControl(c.unicode(), keepLayout))
            out += shownControl(c.unicode(), buffer);
        else
            out += c;
    }
    return out;
}

char* writeVisibleUtf8(char* out, QStringView text, bool keepLayout) {
    // What visibleText(text).toUtf8() gives, written directly: a lone surrogate becomes '?' as in toUtf8().
    char buffer[4];
    const char16_t* const end = text.utf16() + text.size();
    for (const char16_t* p = text.utf16(); p != end; ++p) {
        const char16_t unit = *p;
        if (hiddenControl(unit, keepLayout)) {
            const QLatin1StringView shown = shownControl(unit, buffer);
            out = std::copy(shown.begin(), shown.end(), out);
        } else if (!isHighSurrogate(unit) && !isLowSurrogate(unit)) {
            out = writeUtf8(out, unit);
        } else if (isHighSurrogate(unit) && p + 1 != end && isLowSurrogate(p[1])) {
            out = writeUtf8(out, fromSurrogates(unit, *++p));
        } else {
            *out++ = '?';
        }
    }
    return out;
}

void appendVisibleUtf8(QByteArray& out, QStringView text, bool keepLayout) {
    appendWritten(out, visibleUtf8Bound(text.size()),
                  [&](char* at) { return writeVisibleUtf8(at, text, keepLayout); });
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
    QByteArray line;
    appendVisibleUtf8(line, text, true);
    return line + '\n';
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
