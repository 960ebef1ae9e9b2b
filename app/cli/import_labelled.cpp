#include "cli/cli_labelled_import.h"

#include "cli/cli_output.h"

#include "corpus/labelled_dataset.h"
#include "util/atomic_file.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace hw::cli {

namespace {

QByteArray examplesJsonl(const LabelledDataset& data) {
    QByteArray out;
    for (const LabelledExample& e : data.examples) {
        // "label", the field finetune and evaluate read by default: the class, or the list of labels.
        QJsonArray labels;
        for (int l : e.labels)
            labels.append(data.labels[l]);
        const QJsonValue label = data.multiLabel ? QJsonValue(labels) : labels.first();
        out += QJsonDocument(QJsonObject{{QStringLiteral("text"), e.text}, {QStringLiteral("label"), label}})
                   .toJson(QJsonDocument::Compact);
        out += '\n';
    }
    return out;
}

} // namespace

int importLabelledDataset(const LabelledImportRequest& r, bool json) {
    Expected<LabelledDataset> data = readLabelledDataset(r.inputs, r.options);
    if (!data)
        return reportBadInput(data.error());
    const DatasetSplits splits = stratifiedSplit(data.value(), r.validationRatio, r.testRatio, r.seed);
    if (!r.outputDirectory.isEmpty()) {
        const QFileInfo target(r.outputDirectory);
        if (target.exists() && !QDir(target.absoluteFilePath()).isEmpty())
            return reportBadInput({QStringLiteral("output directory already exists and is not empty"),
                                   r.outputDirectory, QStringLiteral("choose a new folder")});
        QDir().mkpath(r.outputDirectory);
        const std::pair<const char*, const LabelledDataset*> parts[] = {
            {"train.jsonl", &splits.train},
            {"validation.jsonl", &splits.validation},
            {"test.jsonl", &splits.test}};
        for (const auto& [name, part] : parts) {
            Expected<bool> written = writeFileAtomically(
                QDir(r.outputDirectory).filePath(QLatin1String(name)), examplesJsonl(*part));
            if (!written)
                return reportBadInput(written.error());
        }
    }
    QJsonObject result = data->statsJson();
    result.insert(QStringLiteral("event"), QStringLiteral("result"));
    result.insert(QStringLiteral("train"), qint64(splits.train.examples.size()));
    result.insert(QStringLiteral("validation"), qint64(splits.validation.examples.size()));
    result.insert(QStringLiteral("test"), qint64(splits.test.examples.size()));
    result.insert(QStringLiteral("malformed_examples"), QJsonArray::fromStringList(data->malformedExamples));
    if (json) {
        printJsonLine(result);
        return kExitOk;
    }
    QString text =
        QStringLiteral("%1 labelled examples (%2), %3 labels, %4 labels per example; split %5 / %6 / %7\n")
            .arg(data->examples.size())
            .arg(data->multiLabel ? QStringLiteral("multi-label") : QStringLiteral("single-label"))
            .arg(data->labels.size())
            .arg(data->labelCardinality(), 0, 'f', 2)
            .arg(splits.train.examples.size())
            .arg(splits.validation.examples.size())
            .arg(splits.test.examples.size());
    const QVector<qint64> counts = data->labelCounts();
    for (int i = 0; i < data->labels.size(); ++i)
        text += QStringLiteral("  %1 %2\n").arg(data->labels[i].leftJustified(24)).arg(counts[i]);
    if (data->malformedRows)
        text += QStringLiteral("  %1 rows skipped, e.g. %2\n")
                    .arg(data->malformedRows)
                    .arg(data->malformedExamples.join(QStringLiteral("; ")));
    if (data->duplicatesRemoved)
        text += QStringLiteral("  %1 repeated texts removed (one copy kept)\n").arg(data->duplicatesRemoved);
    if (data->conflictingTexts)
        text += QStringLiteral("  %1 texts with conflicting labels removed, e.g. %2\n")
                    .arg(data->conflictingTexts)
                    .arg(data->conflictExamples.join(QStringLiteral("; ")));
    printText(text.trimmed());
    return kExitOk;
}

} // namespace hw::cli
