#include "app/cli/cli_command.h"

#include "app/cli/cli_output.h"

#include "core/system/compute_devices.h"

#include <QStringDecoder>

#include <exception>

#ifndef HEADWATER_VERSION
#define HEADWATER_VERSION "unknown"
#endif

namespace hw::cli {

const QVector<CliCommand>& cliCommands() {
    static const QVector<CliCommand> commands = {
        {QStringLiteral("info"), QStringLiteral("versions, devices, threads and BLAS of this installation"),
         &runInfo},
        {QStringLiteral("project"),
         QStringLiteral("create a project; list what it holds; show how an artefact was made"), &runProject},
        {QStringLiteral("import-corpus"),
         QStringLiteral("read, normalise, deduplicate and split a corpus; statistics"), &runImportCorpus},
        {QStringLiteral("tokenize"),
         QStringLiteral("encode text like Hugging Face's tokenizer(text); fragmentation statistics"),
         &runTokenize},
        {QStringLiteral("train-tokenizer"),
         QStringLiteral("WordPiece or SentencePiece vocabulary from a corpus"), &runTrainTokenizer},
        {QStringLiteral("extend-vocab"),
         QStringLiteral("add domain tokens to a model's tokenizer and resize its embeddings"),
         &runExtendVocab},
        {QStringLiteral("resize-vocab"),
         QStringLiteral("re-fit a model to another tokenizer, each embedding row following its token"),
         &runResizeVocab},
        {QStringLiteral("new-model"),
         QStringLiteral("randomly initialised BERT or ELECTRA model from a preset"), &runNewModel},
        {QStringLiteral("inspect"),
         QStringLiteral("architecture, parameters per block, dtype and vocabulary of a model"), &runInspect},
        {QStringLiteral("maskfill"),
         QStringLiteral("top-k predictions for each [MASK], for one or more models"), &runMaskFill},
        {QStringLiteral("pretrain"),
         QStringLiteral("continued pretraining: MLM, whole-word MLM or ELECTRA, with checkpoints and resume"),
         &runPretrain},
        {QStringLiteral("finetune"),
         QStringLiteral("sequence classification fine-tuning over seeds; compares several models"),
         &runFinetune},
        {QStringLiteral("evaluate"),
         QStringLiteral("perplexity of a masked-LM on text, or metrics of a classifier on labelled data"),
         &runEvaluate},
        {QStringLiteral("predict"),
         QStringLiteral("batch inference: a classifier's labels or a masked-LM's guesses, as JSON lines"),
         &runPredict},
        {QStringLiteral("bench"),
         QStringLiteral("masked-LM training throughput of a configuration on random data"), &runBench},
        {QStringLiteral("export"),
         QStringLiteral("write a model as a Hugging Face directory, an ONNX model, or both"), &runExport},
    };
    return commands;
}

namespace {

QString usage() {
    QString text = QStringLiteral("Usage: headwater-cli <command> [options]\n"
                                  "       headwater-cli --version\n\nCommands:\n");
    for (const CliCommand& c : cliCommands())
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

int runCli(const QStringList& arguments) {
    const QStringList rest = arguments.mid(1);
    if (rest.isEmpty() || rest.first() == QLatin1String("--help") || rest.first() == QLatin1String("-h")) {
        printText(usage());
        return rest.isEmpty() ? kExitBadInput : kExitOk;
    }
    if (rest.first() == QLatin1String("--version")) {
        printText(QStringLiteral("headwater-cli %1").arg(QStringLiteral(HEADWATER_VERSION)));
        return kExitOk;
    }
    for (const CliCommand& c : cliCommands()) {
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

} // namespace hw::cli
