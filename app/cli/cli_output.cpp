#include "app/cli/cli_output.h"

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

void appendVisibleUtf8(QByteArray& out, QStringView text, bool keepLayout) {
    // Runs of plain ASCII, the usual case, are copied a byte at a time; anything else is converted by Qt.
    char buffer[4];
    qsizetype converted = 0; // text before this index is in `out`
    bool ascii = true;
    auto flush = [&](qsizetype end) {
        const QStringView run = text.sliced(converted, end - converted);
        if (ascii) {
            const qsizetype at = out.size();
            out.resize(at + run.size());
            std::transform(run.begin(), run.end(), out.data() + at,
                           [](QChar c) { return char(c.unicode()); });
        } else {
            out += run.toUtf8();
        }
        ascii = true;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (hiddenControl(c, keepLayout)) {
            flush(i);
            out += shownControl(c, buffer);
            converted = i + 1;
        } else if (c >= 0x80) {
            ascii = false;
        }
    }
    flush(text.size());
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
