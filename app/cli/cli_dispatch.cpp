#include "app/cli/cli_command.h"

#include "app/cli/cli_output.h"

#include "core/system/helper_paths.h"
#include "core/system/intra_op_threads.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringDecoder>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <vector>

#include <unistd.h>

#ifndef HEADWATER_VERSION
#define HEADWATER_VERSION "unknown"
#endif

namespace hw::cli {

const QVector<CliCommand>& baseCliCommands() {
    static const QVector<CliCommand> commands = {
        {QStringLiteral("project"),
         QStringLiteral("create a project; list what it holds; show how an artefact was made"), &runProject},
        {QStringLiteral("import-corpus"),
         QStringLiteral("read, normalise, deduplicate and split a corpus; statistics"), &runImportCorpus},
        {QStringLiteral("tokenize"),
         QStringLiteral("encode text like Hugging Face's tokenizer(text); fragmentation statistics"),
         &runTokenize},
        {QStringLiteral("train-tokenizer"),
         QStringLiteral("WordPiece or SentencePiece vocabulary from a corpus"), &runTrainTokenizer},
    };
    return commands;
}

namespace {

QString usage(const QVector<CliCommand>& commands) {
    QString text = QStringLiteral("Usage: headwater-cli <command> [options]\n"
                                  "       headwater-cli --version\n\nCommands:\n");
    for (const CliCommand& c : commands)
        text += QStringLiteral("  %1  %2\n").arg(c.name.leftJustified(16), c.summary);
    text += QStringLiteral("\nRun `headwater-cli <command> --help` for a command's options.");
    return text;
}

} // namespace

bool parseCommandLine(QCommandLineParser& parser, const QStringList& arguments, int* exitCode) {
    parser.addHelpOption();
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON object per line.")});
    parser.addOption({QStringLiteral("threads"), QStringLiteral("Intra-op threads (default: all cores)."),
                      QStringLiteral("N")});
    if (!parser.parse(arguments)) {
        *exitCode = reportBadInput({parser.errorText(), arguments.value(0),
                                    QStringLiteral("see `headwater-cli %1 --help`").arg(arguments.value(0))});
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printText(parser.helpText());
        *exitCode = kExitOk;
        return false;
    }
    int threads = 0;
    if (parser.isSet(QStringLiteral("threads"))) {
        bool ok = false;
        threads = parser.value(QStringLiteral("threads")).toInt(&ok);
        if (!ok || threads < 1) {
            *exitCode = reportBadInput(
                {QStringLiteral("invalid thread count '%1'").arg(parser.value(QStringLiteral("threads"))),
                 QStringLiteral("--threads"), QStringLiteral("give a whole number of at least 1")});
            return false;
        }
        // Far more threads than cores only slows libtorch down, and spawning tens of thousands hangs.
        const int most = maxIntraOpThreads();
        if (threads > most) {
            *exitCode = reportBadInput(
                {QStringLiteral("%1 threads is more than this machine can use").arg(threads),
                 QStringLiteral("--threads"), QStringLiteral("give at most %1 (four per core)").arg(most)});
            return false;
        }
    }
    setIntraOpThreads(threads);
    return true;
}

namespace {

// Bytes outside ASCII as \xNN: unambiguous, whatever the terminal's encoding.
QString escapedBytes(const QByteArray& bytes) {
    QString shown;
    for (char c : bytes)
        shown += uchar(c) < 0x80 ? QString(QLatin1Char(c))
                                 : QStringLiteral("\\x%1").arg(uint(uchar(c)), 2, 16, QLatin1Char('0'));
    return shown;
}

} // namespace

int refuseNonUtf8Arguments(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        QStringDecoder utf8(QStringDecoder::Utf8);
        (void)QString(utf8.decode(argument));
        if (!utf8.hasError())
            continue;
        return reportBadInput(
            {QStringLiteral("the argument '%1' is not UTF-8 (a file name in another encoding?)")
                 .arg(escapedBytes(argument)),
             QStringLiteral("headwater-cli"),
             QStringLiteral("rename the file to a UTF-8 name (convmv -f OLD -t utf8 does it), "
                            "or give a link to it that has one")});
    }
    return -1;
}

int runCli(const QStringList& arguments, const QVector<CliCommand>& commands) {
    const QStringList rest = arguments.mid(1);
    if (rest.isEmpty() || rest.first() == QLatin1String("--help") || rest.first() == QLatin1String("-h")) {
        printText(usage(commands));
        return rest.isEmpty() ? kExitBadInput : kExitOk;
    }
    if (rest.first() == QLatin1String("--version")) {
        printText(QStringLiteral("headwater-cli %1").arg(QStringLiteral(HEADWATER_VERSION)));
        return kExitOk;
    }
    for (const CliCommand& c : commands) {
        if (c.name != rest.first())
            continue;
        // The last line of defence: whatever a command lets escape (a c10::Error from a kernel, a bad_alloc)
        // still ends in the one-line error of the contract, never in an abort with a stack of C++ frames.
        try {
            return finishStandardOutput(c.run(rest));
        } catch (const std::exception& e) {
            return reportFailure(
                QStringLiteral("%1 failed: %2")
                    .arg(c.name, QString::fromUtf8(e.what()).section(QLatin1Char('\n'), 0, 0)));
        } catch (...) {
            return reportFailure(QStringLiteral("%1 failed with an unknown error").arg(c.name));
        }
    }
    return reportBadInput({QStringLiteral("unknown command '%1'").arg(rest.first()),
                           QStringLiteral("headwater-cli"),
                           QStringLiteral("run `headwater-cli --help` for the list of commands")});
}

namespace {

// The program that runs every command, libtorch's included: lib/headwater/headwater-cli-torch beside the
// SentencePiece helpers.
const QString kLibtorchCliProgram = QStringLiteral("headwater-cli-torch");

// Replaces this process with headwater-cli-torch on the same command line (the same process id, so a
// launcher's or a shell's signals reach the run); returns only when that cannot be done.
int handToLibtorchCli(char** argv) {
    const QString program = findHelper(kLibtorchCliProgram);
    if (program.isEmpty())
        return reportFailure(
            QStringLiteral("%1, which runs the commands that compute with libtorch, is in none of %2 "
                           "(reinstall Headwater, or build the target %1)")
                .arg(kLibtorchCliProgram, helperFolders().join(QStringLiteral(", "))));
    const QByteArray path = QFile::encodeName(program);
    ::execv(path.constData(), argv);
    return reportFailure(
        QStringLiteral("could not start %1: %2").arg(program, QString::fromLocal8Bit(std::strerror(errno))));
}

bool namesOneOf(const QStringList& arguments, const QVector<CliCommand>& commands) {
    const QString name = arguments.value(1);
    return std::any_of(commands.begin(), commands.end(), [&](const CliCommand& c) { return c.name == name; });
}

// Set where the process leaves without freeing anything as soon as the command is done.
bool g_leavesWithoutFreeing = false;

int runProgram(int argc, char** argv, const QVector<CliCommand>& commands, bool handOnTheRest) {
    std::vector<char*> originalArguments(argv, argv + argc); // as received, for the program handed on to
    originalArguments.push_back(nullptr);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("headwater-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Headwater"));
    if (const int refused = refuseNonUtf8Arguments(argc, argv); refused >= 0)
        return refused;
    const QStringList arguments = QCoreApplication::arguments();
    if (handOnTheRest && !namesOneOf(arguments, commands))
        return handToLibtorchCli(originalArguments.data());
    return runCli(arguments, commands);
}

} // namespace

// The command has finished and closed what it wrote (projects, files, helper processes) when runProgram()
// returns; the process then leaves without the libraries' exit handlers, in which libtorch unregisters its
// thousands of operators one at a time: about 0.15 s of every command's run on a CPU machine. A sanitized
// build exits normally, so that the leak check at exit still runs.
int runCliProgram(int argc, char** argv, const QVector<CliCommand>& commands, bool handOnTheRest) {
#if defined(__SANITIZE_ADDRESS__)
    return runProgram(argc, argv, commands, handOnTheRest);
#else
    g_leavesWithoutFreeing = true;
    const int exitCode = runProgram(argc, argv, commands, handOnTheRest);
    std::fflush(nullptr);
    std::_Exit(exitCode);
#endif
}

void keepUntilExit(std::shared_ptr<const void> object) {
    if (!g_leavesWithoutFreeing)
        return;
    static auto* const kept = new std::vector<std::shared_ptr<const void>>(); // never freed, on purpose
    kept->push_back(std::move(object));
}

} // namespace hw::cli
