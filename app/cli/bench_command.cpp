#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"

#include "core/train/throughput_bench.h"

namespace hw::cli {

int runBench(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Masked-LM pretraining throughput of a BERT configuration: the pretraining step itself\n"
        "(data loading, masking, AdamW) on a synthetic corpus, warm-up steps excluded."));
    parser.addOptions({
        {QStringLiteral("arch"), QStringLiteral("Model family: bert (default), roberta or modernbert."),
         QStringLiteral("FAMILY")},
        {QStringLiteral("vocab"), QStringLiteral("Vocabulary size (default 30522)."), QStringLiteral("N")},
        {QStringLiteral("hidden"), QStringLiteral("Hidden size (default 256)."), QStringLiteral("N")},
        {QStringLiteral("layers"), QStringLiteral("Layers (default 4)."), QStringLiteral("N")},
        {QStringLiteral("heads"), QStringLiteral("Attention heads (default 4)."), QStringLiteral("N")},
        {QStringLiteral("intermediate"),
         QStringLiteral("Feed-forward size (intermediate_size; default 1024)."), QStringLiteral("N")},
        {QStringLiteral("seq-len"), QStringLiteral("Sequence length (default 128)."), QStringLiteral("N")},
        {QStringLiteral("batch-size"), QStringLiteral("Batch size (default 16)."), QStringLiteral("N")},
        {QStringLiteral("steps"), QStringLiteral("Timed steps after 2 warm-up steps (default 10)."),
         QStringLiteral("N")},
        {QStringLiteral("device"), QStringLiteral("cpu (default) or cuda[:N]."), QStringLiteral("DEVICE")},
        {QStringLiteral("precision"), QStringLiteral("fp32 (default), bf16, or fp16 on CUDA."),
         QStringLiteral("P")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    ThroughputBenchSpec s;
    const std::pair<const char*, int*> ints[] = {{"vocab", &s.vocabSize},
                                                 {"hidden", &s.hidden},
                                                 {"layers", &s.layers},
                                                 {"heads", &s.heads},
                                                 {"intermediate", &s.intermediate},
                                                 {"seq-len", &s.seqLen},
                                                 {"batch-size", &s.batchSize},
                                                 {"steps", &s.steps}};
    for (const auto& [name, target] : ints) {
        const std::optional<int> v = intValue(parser, QLatin1String(name), *target, 1, &exitCode);
        if (!v)
            return exitCode;
        *target = *v;
    }
    if (parser.isSet(QStringLiteral("arch")))
        s.modelType = parser.value(QStringLiteral("arch"));
    if (parser.isSet(QStringLiteral("device")))
        s.device = parser.value(QStringLiteral("device"));
    if (parser.isSet(QStringLiteral("precision")))
        s.precision = parser.value(QStringLiteral("precision"));
    Expected<ThroughputBenchResult> r = runThroughputBench(s);
    if (!r)
        return reportBadInput(r.error());
    if (parser.isSet(QStringLiteral("json")))
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("arch"), s.modelType},
                       {QStringLiteral("tokens_per_s"), r->tokensPerSecond},
                       {QStringLiteral("flops_per_s"), r->flopsPerSecond},
                       {QStringLiteral("matmul_peak_flops_per_s"), r->matmulPeakFlops},
                       {QStringLiteral("data_wait_share"), r->dataWaitShare},
                       {QStringLiteral("estimated_memory_bytes"), r->estimatedMemoryBytes},
                       {QStringLiteral("peak_device_memory_bytes"), r->peakDeviceMemoryBytes},
                       {QStringLiteral("device"), s.device},
                       {QStringLiteral("precision"), s.precision},
                       {QStringLiteral("params"), r->parameters},
                       {QStringLiteral("threads"), r->threads},
                       {QStringLiteral("first_loss"), r->firstLoss},
                       {QStringLiteral("last_loss"), r->lastLoss}});
    else
        printText(
            QStringLiteral("%1 tokens/s, %2 GFLOP/s (%3% of a %4 GFLOP/s matmul), %5 parameters, %6 "
                           "threads, loss %7 -> %8")
                .arg(r->tokensPerSecond, 0, 'f', 0)
                .arg(r->flopsPerSecond / 1e9, 0, 'f', 1)
                .arg(100 * r->flopsPerSecond / r->matmulPeakFlops, 0, 'f', 0)
                .arg(r->matmulPeakFlops / 1e9, 0, 'f', 1)
                .arg(r->parameters)
                .arg(r->threads)
                .arg(r->firstLoss, 0, 'f', 3)
                .arg(r->lastLoss, 0, 'f', 3) +
            QStringLiteral(", %1% of the step waiting for data").arg(100 * r->dataWaitShare, 0, 'f', 1) +
            QStringLiteral(", memory estimated %1 MiB").arg(r->estimatedMemoryBytes >> 20) +
            (r->peakDeviceMemoryBytes > 0
                 ? QStringLiteral(", measured %1 MiB").arg(r->peakDeviceMemoryBytes >> 20)
                 : QString()));
    return kExitOk;
}

} // namespace hw::cli
