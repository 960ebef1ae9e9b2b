#include "app/cli/cli_options.h"

#include "app/cli/cli_output.h"
#include "app/cli/local_workers.h"

#include "core/model_io/model_import.h"
#include "core/system/intra_op_threads.h"

#include <QProcessEnvironment>

#include <csignal>
#include <limits>

namespace hw::cli {

std::optional<QString> requiredValue(const QCommandLineParser& parser, const QString& option,
                                     const QString& how, int* exitCode) {
    if (parser.isSet(option) && !parser.value(option).isEmpty())
        return parser.value(option);
    *exitCode = reportBadInput({QStringLiteral("missing required option --%1").arg(option),
                                QStringLiteral("--%1").arg(option), how});
    return std::nullopt;
}

std::optional<int> intValue(const QCommandLineParser& parser, const QString& option, int fallback,
                            int minimum, int* exitCode, int maximum) {
    if (!parser.isSet(option))
        return fallback;
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < minimum || value > maximum) {
        *exitCode = reportBadInput(
            {QStringLiteral("invalid value '%1'").arg(parser.value(option)),
             QStringLiteral("--%1").arg(option),
             maximum == std::numeric_limits<int>::max()
                 ? QStringLiteral("give a whole number of at least %1").arg(minimum)
                 : QStringLiteral("give a whole number from %1 to %2").arg(minimum).arg(maximum)});
        return std::nullopt;
    }
    return value;
}

std::optional<double> doubleValue(const QCommandLineParser& parser, const QString& option, double fallback,
                                  double minimum, double maximum, int* exitCode) {
    if (!parser.isSet(option))
        return fallback;
    bool ok = false;
    const double value = parser.value(option).toDouble(&ok);
    // The comparisons are false for NaN, and the maximum is finite: "inf" and "nan" are refused.
    if (!ok || !(value >= minimum) || !(value <= maximum)) {
        *exitCode = reportBadInput({QStringLiteral("invalid value '%1'").arg(parser.value(option)),
                                    QStringLiteral("--%1").arg(option),
                                    QStringLiteral("give a number from %1 to %2").arg(minimum).arg(maximum)});
        return std::nullopt;
    }
    return value;
}

Expected<DistributedEnvironment> launcherEnvironment(QString* device) {
    Expected<DistributedEnvironment> environment =
        distributedEnvironmentFrom(QProcessEnvironment::systemEnvironment());
    if (environment && environment->distributed() && *device == QLatin1String("cuda"))
        *device = QStringLiteral("cuda:%1").arg(environment->localRank);
    return environment;
}

std::optional<int> localProcessCount(const QCommandLineParser& parser, int* exitCode) {
    if (!parser.isSet(QStringLiteral("nproc")))
        return 1;
    bool ok = false;
    const int processes = parser.value(QStringLiteral("nproc")).toInt(&ok);
    if (!ok || processes < 1 || processes > availableCpuCores()) {
        *exitCode = reportBadInput(
            {QStringLiteral("invalid process count '%1'").arg(parser.value(QStringLiteral("nproc"))),
             QStringLiteral("--nproc"),
             QStringLiteral("give a whole number from 1 to %1 (this machine's cores)")
                 .arg(availableCpuCores())});
        return std::nullopt;
    }
    return processes;
}

int runAsLocalRanks(const QStringList& arguments, int processes, const DistributedEnvironment& environment) {
    if (environment.distributed())
        return reportBadInput({QStringLiteral("--nproc cannot start processes inside a run that %1 started")
                                   .arg(environment.launcher),
                               QStringLiteral("--nproc"),
                               QStringLiteral("leave out --nproc, or run the command outside the launcher")});
    return runLocalWorkers(arguments, processes);
}

void addLabelledDataOptions(QCommandLineParser& parser) {
    parser.addOptions({
        {QStringLiteral("text-field"),
         QStringLiteral("Text column / JSONL field (repeatable; default text)."), QStringLiteral("NAME")},
        {QStringLiteral("label-field"),
         QStringLiteral("Label column (default label; repeat for one 0/1 column per label)."),
         QStringLiteral("NAME")},
        {QStringLiteral("multi-label"), QStringLiteral("Several labels per example.")},
        {QStringLiteral("label-delimiter"), QStringLiteral("Separator of labels in one field (default ,)."),
         QStringLiteral("S")},
    });
}

Expected<bool> recordHubModelUse(const QString& projectPath, const ArtefactArgument& resolved) {
    if (projectPath.isEmpty() || !resolved.hubModel)
        return true;
    return recordCachedModelUse(projectPath, *resolved.hubModel);
}

namespace {

// One value of `option` as a path (core's resolveArtefactArgument), a cached Hub model it names recorded in
// the project; the contract's error line on failure.
std::optional<QString> usedArtefactPath(const QCommandLineParser& parser, const QString& option,
                                        const QString& value, std::initializer_list<ArtefactKind> kinds,
                                        int* exitCode) {
    const QString project = parser.value(QStringLiteral("project"));
    Expected<ArtefactArgument> resolved = resolveArtefactArgument(project, option, value, kinds);
    Expected<bool> recorded = resolved ? recordHubModelUse(project, resolved.value()) : resolved.error();
    if (!recorded) {
        *exitCode = reportBadInput(recorded.error());
        return std::nullopt;
    }
    return resolved->path;
}

} // namespace

std::optional<QStringList> artefactPaths(const QCommandLineParser& parser, const QString& option,
                                         std::initializer_list<ArtefactKind> kinds, int* exitCode) {
    QStringList paths;
    for (const QString& value : parser.values(option)) {
        const std::optional<QString> path = usedArtefactPath(parser, option, value, kinds, exitCode);
        if (!path)
            return std::nullopt;
        paths << *path;
    }
    return paths;
}

std::optional<QString> artefactPath(const QCommandLineParser& parser, const QString& option,
                                    std::initializer_list<ArtefactKind> kinds, int* exitCode) {
    if (!parser.isSet(option))
        return QString();
    return usedArtefactPath(parser, option, parser.value(option), kinds, exitCode);
}

LabelledReadOptions labelledReadOptions(const QCommandLineParser& parser) {
    LabelledReadOptions read;
    read.read.textFields = parser.isSet(QStringLiteral("text-field"))
                               ? parser.values(QStringLiteral("text-field"))
                               : QStringList{QStringLiteral("text")};
    read.labelFields = parser.isSet(QStringLiteral("label-field"))
                           ? parser.values(QStringLiteral("label-field"))
                           : QStringList{QStringLiteral("label")};
    read.multiLabel = parser.isSet(QStringLiteral("multi-label"));
    if (parser.isSet(QStringLiteral("label-delimiter")))
        read.labelDelimiter = parser.value(QStringLiteral("label-delimiter"));
    return read;
}

namespace {

std::atomic_bool g_cancel{false};

extern "C" void setCancelFlag(int) {
    g_cancel.store(true);
}

} // namespace

std::atomic_bool& cancelOnSignals() {
    std::signal(SIGINT, setCancelFlag);
    std::signal(SIGTERM, setCancelFlag);
    return g_cancel;
}

} // namespace hw::cli
