#include "core/export/export_job.h"
#include "core/project/lineage_roles.h"

#include "core/eval/project_labelled_data.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"

#include <QDir>

namespace hw {

QStringList ExportJob::resources() const {
    QStringList used{QFileInfo(m_spec.modelDirectory).absoluteFilePath(),
                     QFileInfo(m_spec.outputDirectory).absoluteFilePath()};
    if (!m_spec.int8CheckLabelledSet.isEmpty())
        used << QStringLiteral("labelled_set:%1").arg(m_spec.int8CheckLabelledSet);
    return used;
}

namespace {

Text verificationText(const char* format, const ExportVerification& v) {
    return Text::tr("%1 verified on %2 sample texts (largest logit difference %3)")
        .arg(QLatin1String(format))
        .arg(v.samples)
        .arg(v.maxAbsDifference, 'g', 3);
}

} // namespace

JobOutcome ExportJob::run(JobContext& context) {
    ExportOptions options;
    options.format = m_spec.format;
    options.precision = m_spec.precision;
    options.maxShardBytes = m_spec.maxShardBytes;
    options.onnxInt8 = m_spec.onnxInt8;
    Expected<bool> checkResolved = resolveInt8Check(options);
    if (!checkResolved)
        return {JobStatus::Failed, checkResolved.error().text(), checkResolved.error()};
    if (m_spec.writeCard && m_spec.format != ExportFormat::Onnx) {
        options.modelCard = m_spec.cardText;
        if (options.modelCard.isEmpty()) {
            Expected<QString> generated =
                modelCardMarkdown(m_spec.modelDirectory, m_spec.projectPath, m_spec.card);
            if (!generated)
                return {JobStatus::Failed, generated.error().text(), generated.error()};
            options.modelCard = generated.value();
        }
    }
    // Each step shows as a phase of the job; between steps the job pauses and may be cancelled.
    const int steps = exportStepCount(options);
    int done = 0;
    options.progress = [&](const Text& phase) {
        context.progress(phase, done++, steps);
        context.pausePoint();
        return !context.cancelled();
    };
    Expected<ExportSummary> written =
        exportModel(m_spec.modelDirectory, m_spec.outputDirectory, m_spec.overwrite, options);
    if (!written && context.cancelled())
        return {JobStatus::Cancelled, Text::tr("cancelled; nothing was written")};
    if (!written)
        return {JobStatus::Failed, written.error().text(), written.error()};
    m_result = written.value();
    context.progress(Text::tr("exported"), steps, steps);
    if (!m_spec.projectPath.isEmpty()) {
        Expected<bool> recorded = recordInProject();
        if (!recorded)
            context.log(
                LogLevel::Warning,
                Text::tr("exported, but not recorded in the project: %1").arg(recorded.error().text()));
    }
    QVector<Text> checks;
    if (m_result.huggingFace)
        checks << verificationText("Hugging Face", *m_result.huggingFace);
    if (m_result.onnx)
        checks << verificationText("ONNX", *m_result.onnx);
    if (m_result.int8)
        checks << Text::tr("int8 keeps %1% of the sample predictions")
                      .arg(m_result.int8->agreement * 100, 'f', 1);
    return {JobStatus::Succeeded, Text::tr("exported %1 parameters to %2; %3")
                                      .arg(m_result.parameters)
                                      .arg(QFileInfo(m_spec.outputDirectory).absoluteFilePath())
                                      .arg(Text::joined(checks, QStringLiteral("; ")))};
}

Expected<bool> ExportJob::resolveInt8Check(ExportOptions& options) const {
    options.int8CheckFile = m_spec.int8CheckFile;
    options.int8CheckRead = m_spec.int8CheckRead;
    if (m_spec.int8CheckLabelledSet.isEmpty())
        return true;
    Expected<ProjectLabelledData> opened =
        openProjectLabelledData(m_spec.projectPath, m_spec.int8CheckLabelledSet, options.int8CheckRead);
    if (!opened)
        return opened.error();
    options.int8CheckFile =
        QFileInfo(opened->set->test).size() > 0 ? opened->set->test : opened->set->validation;
    return true;
}

Expected<bool> ExportJob::recordInProject() {
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(m_spec.projectPath);
    if (!opened)
        return opened.error();
    ProjectStore& store = *opened.value();
    Artefact exported;
    exported.kind = ArtefactKind::Export;
    exported.name = m_spec.name.isEmpty() ? QFileInfo(m_spec.outputDirectory).fileName() : m_spec.name;
    exported.path = store.storedPath(m_spec.outputDirectory);
    exported.settings = {{QStringLiteral("format"), exportFormatName(m_spec.format)}};
    exported.figures = {{QStringLiteral("parameters"), m_result.parameters}};
    if (m_result.huggingFace) {
        exported.settings.insert(QStringLiteral("precision"), weightPrecisionName(m_spec.precision));
        exported.figures.insert(QStringLiteral("verified_samples"), m_result.huggingFace->samples);
        exported.figures.insert(QStringLiteral("max_abs_difference"), m_result.huggingFace->maxAbsDifference);
        exported.figures.insert(QStringLiteral("weight_bytes"), m_result.weightBytes);
    }
    if (m_result.onnx) {
        exported.figures.insert(QStringLiteral("onnx_verified_samples"), m_result.onnx->samples);
        exported.figures.insert(QStringLiteral("onnx_max_abs_difference"), m_result.onnx->maxAbsDifference);
        exported.figures.insert(QStringLiteral("onnx_bytes"), m_result.onnxBytes);
    }
    if (m_result.int8) {
        exported.settings.insert(QStringLiteral("int8"), true);
        exported.figures.insert(QStringLiteral("int8_bytes"), m_result.int8->bytes);
        exported.figures.insert(QStringLiteral("int8_agreement"), m_result.int8->agreement);
        if (const std::optional<QuantizedAccuracy>& a = m_result.int8->accuracy) {
            exported.figures.insert(QStringLiteral("int8_check_examples"), a->examples);
            exported.figures.insert(QStringLiteral("fp32_") + a->metric, a->fp32);
            exported.figures.insert(QStringLiteral("int8_") + a->metric, a->int8);
        }
    }
    for (const Artefact& model : artefactsAt(store, ArtefactKind::Model, m_spec.modelDirectory))
        exported.sources.append({model.id, lineage::kExportedFrom});
    Expected<qint64> id = recordArtefact(store.database(), exported);
    if (!id)
        return id.error();
    return true;
}

} // namespace hw
