#include "app/cli/cli_command.h"

namespace hw::cli {

const QVector<CliCommand>& cliCommands() {
    static const QVector<CliCommand> commands = [] {
        QVector<CliCommand> all = {
            {QStringLiteral("info"),
             QStringLiteral("versions, devices, threads and BLAS of this installation"), &runInfo},
        };
        all += baseCliCommands();
        all += {
            {QStringLiteral("extend-vocab"),
             QStringLiteral("add domain tokens to a model's tokenizer and resize its embeddings"),
             &runExtendVocab},
            {QStringLiteral("resize-vocab"),
             QStringLiteral("re-fit a model to another tokenizer, each embedding row following its token"),
             &runResizeVocab},
            {QStringLiteral("new-model"),
             QStringLiteral("randomly initialised BERT or ELECTRA model from a preset"), &runNewModel},
            {QStringLiteral("inspect"),
             QStringLiteral("architecture, parameters per block, dtype and vocabulary of a model"),
             &runInspect},
            {QStringLiteral("maskfill"),
             QStringLiteral("top-k predictions for each [MASK], for one or more models"), &runMaskFill},
            {QStringLiteral("pretrain"),
             QStringLiteral(
                 "continued pretraining: MLM, whole-word MLM or ELECTRA, with checkpoints and resume"),
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
        return all;
    }();
    return commands;
}

} // namespace hw::cli
