#include "app/cli/cli_command.h"
#include "app/cli/cli_output.h"

#include "core/system/compute_devices.h"
#include "core/system/intra_op_threads.h"
#include "core/system/library_versions.h"

#include <QJsonArray>

namespace hw::cli {

namespace {

QJsonValue nullIfEmpty(const QString& s) {
    return s.isEmpty() ? QJsonValue() : QJsonValue(s);
}

QJsonObject infoJson(const LibraryVersions& v, const ComputeDevices& d, int threads) {
    QJsonArray cuda;
    for (const CudaDevice& dev : d.cuda)
        cuda.append(QJsonObject{{QStringLiteral("index"), dev.index},
                                {QStringLiteral("name"), dev.name},
                                {QStringLiteral("memory_bytes"), dev.totalMemoryBytes}});
    return QJsonObject{
        {QStringLiteral("event"), QStringLiteral("result")},
        {QStringLiteral("versions"), QJsonObject{{QStringLiteral("headwater"), v.headwater},
                                                 {QStringLiteral("qt"), v.qt},
                                                 {QStringLiteral("libtorch"), v.libtorch},
                                                 {QStringLiteral("sentencepiece"), v.sentencepiece},
                                                 {QStringLiteral("sqlite"), v.sqlite}}},
        {QStringLiteral("blas"), v.blas},
        {QStringLiteral("threads"), threads},
        {QStringLiteral("cpu"),
         QJsonObject{{QStringLiteral("model"), d.cpuModel}, {QStringLiteral("cores"), d.cpuCores}}},
        {QStringLiteral("cuda"), QJsonObject{{QStringLiteral("build"), d.cudaBuild},
                                             {QStringLiteral("runtime"), nullIfEmpty(d.cudaRuntimeVersion)},
                                             {QStringLiteral("available"), d.cudaAvailable},
                                             {QStringLiteral("devices"), cuda}}},
        // Flat facts about the libtorch build, as scripts ask for them.
        {QStringLiteral("libtorch"),
         QJsonObject{{QStringLiteral("version"), v.libtorch},
                     {QStringLiteral("cuda_compiled"), d.cudaBuild},
                     {QStringLiteral("cuda_version"), nullIfEmpty(d.cudaRuntimeVersion)},
                     {QStringLiteral("cudnn_compiled"), !d.cudnnVersion.isEmpty()},
                     {QStringLiteral("cudnn_version"), nullIfEmpty(d.cudnnVersion)},
                     {QStringLiteral("nccl_compiled"), !d.ncclVersion.isEmpty()},
                     {QStringLiteral("nccl_version"), nullIfEmpty(d.ncclVersion)}}},
    };
}

QString infoText(const LibraryVersions& v, const ComputeDevices& d, int threads) {
    QString text =
        QStringLiteral("Headwater %1\n  Qt %2, libtorch %3, sentencepiece %4, SQLite %5\n  BLAS: %6\n"
                       "  CPU: %7 (%8 cores), intra-op threads: %9\n")
            .arg(v.headwater, v.qt, v.libtorch, v.sentencepiece, v.sqlite, v.blas, d.cpuModel)
            .arg(d.cpuCores)
            .arg(threads);
    if (!d.cudaBuild) {
        text += QStringLiteral("  CUDA: not in this libtorch build (CPU only)");
    } else {
        text +=
            QStringLiteral("  libtorch built with CUDA %1, cuDNN %2, NCCL %3\n")
                .arg(d.cudaRuntimeVersion, d.cudnnVersion.isEmpty() ? QStringLiteral("no") : d.cudnnVersion,
                     d.ncclVersion.isEmpty() ? QStringLiteral("no") : d.ncclVersion);
        if (!d.cudaAvailable)
            text += QStringLiteral("  CUDA: no device or driver answered (training runs on the CPU)");
    }
    for (const CudaDevice& dev : d.cuda)
        text += QStringLiteral("  cuda:%1  %2, %3 GiB\n")
                    .arg(dev.index)
                    .arg(dev.name)
                    .arg(dev.totalMemoryBytes / double(1 << 30), 0, 'f', 1);
    return text.trimmed();
}

} // namespace

int runInfo(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Show versions, compute devices, threads and the BLAS in use."));
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    const LibraryVersions versions = libraryVersions();
    const ComputeDevices devices = detectComputeDevices();
    const int threads = intraOpThreads();
    if (parser.isSet(QStringLiteral("json")))
        printJsonLine(infoJson(versions, devices, threads));
    else
        printText(infoText(versions, devices, threads));
    return kExitOk;
}

} // namespace hw::cli
