#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>

namespace hw::cli {

struct CliCommand {
    QString name;
    QString summary;
    int (*run)(const QStringList& arguments); // arguments[0] is the command name
};

// The commands that never compute with libtorch (project, import-corpus, tokenize, train-tokenizer):
// headwater-cli runs them itself, without loading libtorch.
const QVector<CliCommand>& baseCliCommands();
// Every command, in the order of `headwater-cli --help`. Defined only where libtorch is linked: the program
// that runs all of them, headwater-cli-torch, to which headwater-cli hands every other command line.
const QVector<CliCommand>& cliCommands();

// Dispatches `headwater-cli <command> ...` among `commands`; also answers --help and --version.
int runCli(const QStringList& arguments, const QVector<CliCommand>& commands);
// The command-line program around runCli: main() of headwater-cli and of headwater-cli-torch. With
// `handOnTheRest`, a command line that names none of `commands` (or none at all) is handed on to
// headwater-cli-torch, which replaces this process.
int runCliProgram(int argc, char** argv, const QVector<CliCommand>& commands, bool handOnTheRest);
// Keeps `object` to the end of a process in which runCliProgram() runs the command: that process leaves as
// soon as the command is done, without freeing anything, so freeing a large read-only object first (a
// tokenizer's vocabulary and merges: tens of thousands of strings) would only delay the exit. Where the
// command runs otherwise (in-process, as tests run it), the object is freed as usual.
void keepUntilExit(std::shared_ptr<const void> object);
// The arguments as main() received them, checked to be UTF-8 before Qt decodes them: a file name in another
// encoding would become another name, then be reported as missing. Returns the exit code of the refusal
// naming the first such argument, or -1 when every argument is UTF-8.
int refuseNonUtf8Arguments(int argc, const char* const* argv);

// Parses a subcommand's options with the contract's error reporting; returns false after printing.
// Adds --help, --json and --threads to every command.
bool parseCommandLine(QCommandLineParser& parser, const QStringList& arguments, int* exitCode);

int runInfo(const QStringList& arguments);
int runNewModel(const QStringList& arguments);
int runInspect(const QStringList& arguments);
int runMaskFill(const QStringList& arguments);
int runExport(const QStringList& arguments);
int runTokenize(const QStringList& arguments);
int runImportCorpus(const QStringList& arguments);
int runTrainTokenizer(const QStringList& arguments);
int runExtendVocab(const QStringList& arguments);
int runResizeVocab(const QStringList& arguments);
int runBench(const QStringList& arguments);
int runPretrain(const QStringList& arguments);
int runFinetune(const QStringList& arguments);
int runEvaluate(const QStringList& arguments);
int runPredict(const QStringList& arguments);
int runProject(const QStringList& arguments);

} // namespace hw::cli
