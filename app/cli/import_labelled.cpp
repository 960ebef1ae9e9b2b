#include "app/cli/cli_labelled_import.h"

#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"

#include "app/cli/cli_progress_sink.h"
#include "core/corpus/labelled_import_job.h"
#include "core/jobs/job_runner.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace hw::cli {

int importLabelledDataset(const LabelledImportSpec& spec, bool json) {
    LabelledImportJob job(spec);
    CliProgressSink sink(json);
    const JobOutcome outcome = runJobHere(job, sink, cancelOnSignals());
    if (outcome.status != JobStatus::Succeeded)
        return reportUnsuccessful(outcome);
    const QJsonObject stats = job.result().stats;
    QJsonObject result = stats;
    result.insert(QStringLiteral("event"), QStringLiteral("result"));
    result.insert(QStringLiteral("malformed_examples"),
                  QJsonArray::fromStringList(englishLines(job.result().malformedExamples)));
    if (!job.result().directory.isEmpty())
        result.insert(QStringLiteral("output"), job.result().directory);
    if (!spec.projectPath.isEmpty())
        result.insert(QStringLiteral("name"), job.name());
    if (json) {
        printJsonLine(result);
        return kExitOk;
    }
    const QJsonArray labels = stats.value(QLatin1String("labels")).toArray();
    QString text =
        QStringLiteral("%1 labelled examples (%2), %3 labels, %4 labels per example; split %5 / %6 / %7\n")
            .arg(stats.value(QLatin1String("examples")).toInteger())
            .arg(stats.value(QLatin1String("multi_label")).toBool() ? QStringLiteral("multi-label")
                                                                    : QStringLiteral("single-label"))
            .arg(labels.size())
            .arg(stats.value(QLatin1String("label_cardinality")).toDouble(), 0, 'f', 2)
            .arg(stats.value(QLatin1String("train")).toInteger())
            .arg(stats.value(QLatin1String("validation")).toInteger())
            .arg(stats.value(QLatin1String("test")).toInteger());
    if (stats.value(QLatin1String("splits_from")).toString() == QLatin1String("files"))
        text += QStringLiteral("  splits as the dataset's files give them\n");
    for (const QJsonValue& label : labels)
        text += QStringLiteral("  %1 %2\n")
                    .arg(label[QLatin1String("label")].toString().leftJustified(24))
                    .arg(label[QLatin1String("count")].toInteger());
    if (job.result().malformedRows)
        text += QStringLiteral("  %1 rows skipped, e.g. %2\n")
                    .arg(job.result().malformedRows)
                    .arg(Text::joined(job.result().malformedExamples, QStringLiteral("; ")).toString());
    if (const qint64 repeated = stats.value(QLatin1String("duplicates_removed")).toInteger())
        text += QStringLiteral("  %1 repeated texts removed (one copy kept)\n").arg(repeated);
    if (const qint64 conflicts = stats.value(QLatin1String("conflicting_texts_removed")).toInteger())
        text += QStringLiteral("  %1 texts with conflicting labels removed\n").arg(conflicts);
    if (!spec.projectPath.isEmpty())
        text += QStringLiteral("  recorded in the project as labelled set '%1'\n").arg(job.name());
    printText(text.trimmed());
    return kExitOk;
}

} // namespace hw::cli
