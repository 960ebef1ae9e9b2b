#include "core/eval/classifier_evaluation_job.h"
#include "core/project/lineage_roles.h"

#include "core/eval/project_labelled_data.h"
#include "core/project/artefact_argument.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/stats/prediction_fields.h"
#include "core/tokenize/tokenizer_config.h"
#include "core/util/atomic_file.h"
#include "core/util/output_paths.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace hw {

Text ClassifierEvaluationJob::title() const {
    return Text::tr("Evaluate %1").arg(QFileInfo(QDir::cleanPath(m_spec.model)).fileName());
}

QStringList ClassifierEvaluationJob::resources() const {
    QStringList used{QFileInfo(m_spec.model).absoluteFilePath()};
    if (!m_spec.dataFile.isEmpty())
        used << QFileInfo(m_spec.dataFile).absoluteFilePath();
    if (!m_spec.labelledSet.isEmpty())
        used << QStringLiteral("labelled_set:%1").arg(m_spec.labelledSet);
    return used;
}

JobOutcome ClassifierEvaluationJob::run(JobContext& context) {
    auto failed = [](const UserError& e) { return JobOutcome{JobStatus::Failed, e.toString(), e}; };
    if (!m_spec.predictionsFile.isEmpty()) {
        Expected<OutputFile> output = resolveOutputFile(m_spec.predictionsFile);
        if (!output)
            return failed(output.error());
        Expected<bool> apart = checkOutputIsNotAnInput(
            m_spec.predictionsFile, m_spec.dataFile.isEmpty() ? QStringList() : QStringList{m_spec.dataFile},
            {m_spec.model});
        if (!apart)
            return failed(apart.error());
    }
    QString dataFile = m_spec.dataFile;
    LabelledReadOptions read = m_spec.read;
    Expected<ProjectLabelledData> opened =
        openProjectLabelledData(m_spec.projectPath, m_spec.labelledSet, read);
    if (!opened)
        return failed(opened.error());
    std::unique_ptr<ProjectStore> store = std::move(opened->store);
    const qint64 labelledSetId = opened->set ? opened->set->artefactId : 0;
    if (opened->set) {
        const QMap<QString, QString> splits{{QStringLiteral("train"), opened->set->train},
                                            {QStringLiteral("validation"), opened->set->validation},
                                            {QStringLiteral("test"), opened->set->test}};
        if (!splits.contains(m_spec.split))
            return failed({Text::tr("unknown split '%1'").arg(m_spec.split),
                           Text::setting(QStringLiteral("split")),
                           Text::tr("choose train, validation or test")});
        dataFile = splits.value(m_spec.split);
    }
    if (dataFile.isEmpty())
        return failed({Text::tr("no labelled data to evaluate on"), Text::setting(QStringLiteral("data")),
                       Text::tr("give a labelled file, or a labelled set of the project")});
    context.progress(Text::tr("predicting"), 0, 1);
    Expected<ClassifierEvaluation> evaluated =
        evaluateClassifier(m_spec.model, read, dataFile, classifierMaxLength(m_spec.model, m_spec.maxLength),
                           m_spec.batchSize, m_spec.device);
    if (!evaluated)
        return failed(evaluated.error());
    m_result = evaluated.value();
    context.progress(Text::tr("predicting"), 1, 1);
    if (!m_spec.predictionsFile.isEmpty()) {
        Expected<bool> written = writePredictions();
        if (!written)
            return failed(written.error());
    }
    if (store) {
        Expected<bool> recorded = recordInProject(*store, labelledSetId);
        if (!recorded)
            context.log(
                LogLevel::Warning,
                Text::tr("evaluated, but not recorded in the project: %1").arg(recorded.error().text()));
    }
    return {JobStatus::Succeeded, Text::tr("%1 examples, macro-F1 %2")
                                      .arg(m_result.metrics.examples)
                                      .arg(QString::number(m_result.metrics.macroF1, 'f', 4))};
}

Expected<bool> ClassifierEvaluationJob::writePredictions() const {
    QByteArray lines;
    for (int i = 0; i < m_result.predictions.size(); ++i) {
        QJsonArray predicted;
        for (int l : m_result.predictions[i])
            predicted.append(m_result.metrics.perClass[l].label);
        QJsonObject probabilities;
        for (int l = 0; l < m_result.probabilities[i].size(); ++l)
            probabilities.insert(m_result.metrics.perClass[l].label, m_result.probabilities[i][l]);
        lines += QJsonDocument(QJsonObject{{prediction_fields::kPredicted, predicted},
                                           {prediction_fields::kProbabilities, probabilities}})
                     .toJson(QJsonDocument::Compact) +
                 '\n';
    }
    return writeFileAtomically(m_spec.predictionsFile, lines);
}

Expected<bool> ClassifierEvaluationJob::recordInProject(ProjectStore& store, qint64 labelledSetId) {
    const QVector<Artefact> models = artefactsAt(store, ArtefactKind::Model, m_spec.model);
    const QString modelName =
        models.isEmpty() ? QFileInfo(QDir::cleanPath(m_spec.model)).fileName() : models.first().name;
    const QString on = m_spec.labelledSet.isEmpty()
                           ? QFileInfo(m_spec.dataFile).fileName()
                           : QStringLiteral("%1 %2").arg(m_spec.labelledSet, m_spec.split);
    Expected<QString> name = unusedArtefactName(store.database(), ArtefactKind::Evaluation,
                                                QStringLiteral("%1 on %2").arg(modelName, on));
    if (!name)
        return name.error();
    Artefact evaluation;
    evaluation.kind = ArtefactKind::Evaluation;
    evaluation.name = name.value();
    evaluation.path = store.storedPath(QFileInfo(m_spec.model).absoluteFilePath());
    evaluation.settings = {
        {QStringLiteral("measure"), QStringLiteral("classification")},
        {QStringLiteral("max_length"), classifierMaxLength(m_spec.model, m_spec.maxLength)}};
    // A labelled set's split, or a labelled file known by its path and digest.
    if (m_spec.labelledSet.isEmpty())
        addDataFileIdentity(evaluation.settings, m_spec.dataFile);
    else
        evaluation.settings.insert(QStringLiteral("split"), m_spec.split);
    evaluation.figures = m_result.metrics.toJson();
    for (const Artefact& model : models)
        evaluation.sources.append({model.id, lineage::kEvaluated});
    if (labelledSetId > 0)
        evaluation.sources.append({labelledSetId, lineage::kScoredOn});
    Expected<qint64> id = recordArtefact(store.database(), evaluation);
    if (!id)
        return id.error();
    return true;
}

} // namespace hw
