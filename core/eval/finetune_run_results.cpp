#include "core/eval/finetune_run_results.h"
#include "core/project/lineage_roles.h"

#include <QJsonArray>

namespace hw {

namespace {

FinetunedModelResults modelResults(const QString& name, const QJsonObject& summary) {
    FinetunedModelResults m;
    m.name = name;
    m.output = summary.value(QLatin1String("output")).toString();
    for (const QJsonValue& label : summary.value(QLatin1String("labels")).toArray())
        m.labels << label.toString();
    m.multiLabel = summary.value(QLatin1String("problem_type")).toString() ==
                   QLatin1String("multi_label_classification");
    const QJsonObject test = summary.value(QLatin1String("test")).toObject();
    // The summary's own order: accuracy first, then the F1 averages (JSON objects sort their keys).
    const QStringList order =
        m.multiLabel ? QStringList{QStringLiteral("f1_macro"), QStringLiteral("f1_micro"),
                                   QStringLiteral("subset_accuracy"), QStringLiteral("hamming_loss")}
                     : QStringList{QStringLiteral("f1_macro"), QStringLiteral("f1_micro"),
                                   QStringLiteral("f1_weighted"), QStringLiteral("accuracy")};
    for (const QString& metric : order)
        if (test.contains(metric)) {
            const QJsonObject v = test.value(metric).toObject();
            m.metrics.append({metric, MeanAndStd{v.value(QLatin1String("mean")).toDouble(),
                                                 v.value(QLatin1String("std")).toDouble()}});
        }
    const QJsonArray runs = summary.value(QLatin1String("runs")).toArray();
    m.seeds = int(runs.size());
    m.perClass.resize(m.labels.size());
    for (int l = 0; l < m.labels.size(); ++l)
        m.perClass[l].label = m.labels[l];
    if (!m.multiLabel)
        m.confusion = QVector<QVector<qint64>>(m.labels.size(), QVector<qint64>(m.labels.size(), 0));
    for (const QJsonValue& run : runs) {
        m.seedNames << QStringLiteral("seed %1").arg(run[QLatin1String("seed")].toVariant().toString());
        m.predictionFiles << run[QLatin1String("predictions")].toString();
        m.seedModels << run[QLatin1String("model")].toString();
        const QJsonObject metrics = run[QLatin1String("test")].toObject();
        if (metrics.contains(QLatin1String("constant_prediction")))
            m.warnings
                << Text::tr("%1: %2")
                       .arg(m.seedNames.last())
                       .arg(constantPredictionWarning(
                           metrics.value(QLatin1String("constant_prediction")).toVariant().toStringList(),
                           metrics.value(QLatin1String("examples")).toInteger()));
        const QJsonArray classes = metrics.value(QLatin1String("per_class")).toArray();
        for (int l = 0; l < std::min<int>(int(classes.size()), int(m.labels.size())); ++l) {
            const QJsonObject c = classes[l].toObject();
            m.perClass[l].precision += c.value(QLatin1String("precision")).toDouble() / m.seeds;
            m.perClass[l].recall += c.value(QLatin1String("recall")).toDouble() / m.seeds;
            m.perClass[l].f1 += c.value(QLatin1String("f1")).toDouble() / m.seeds;
            m.perClass[l].support = c.value(QLatin1String("support")).toInteger();
            m.perClass[l].predicted += c.value(QLatin1String("predicted")).toInteger();
        }
        const QJsonArray rows = metrics.value(QLatin1String("confusion_matrix")).toArray();
        for (int t = 0; t < std::min<int>(int(rows.size()), int(m.confusion.size())); ++t) {
            const QJsonArray row = rows[t].toArray();
            for (int p = 0; p < std::min<int>(int(row.size()), int(m.confusion.size())); ++p)
                m.confusion[t][p] += row[p].toInteger();
        }
    }
    return m;
}

} // namespace

Expected<QVector<Artefact>> finetuningRuns(const QSqlDatabase& db) {
    Expected<QVector<Artefact>> runs = listArtefacts(db, ArtefactKind::Run);
    if (!runs)
        return runs;
    QVector<Artefact> out;
    for (const Artefact& run : runs.value())
        if (run.settings.value(QLatin1String("kind")).toString() == kFineTuningRunKind)
            out.append(run);
    return out;
}

Expected<FinetuneRunResults> readFinetuneRun(const QSqlDatabase& db, const Artefact& run) {
    FinetuneRunResults results;
    results.name = run.name;
    const QJsonObject models = run.figures.value(QLatin1String("models")).toObject();
    // In the run's model order (the reference first), not the JSON object's sorted keys.
    for (const QJsonValue& name : run.settings.value(QLatin1String("models")).toArray())
        if (models.contains(name.toString()))
            results.models.append(modelResults(name.toString(), models.value(name.toString()).toObject()));
    if (results.models.isEmpty())
        return UserError{Text::tr("the run '%1' holds no results").arg(run.name), QStringLiteral("project"),
                         Text::tr("it may have been recorded by another version; fine-tune again")};
    Expected<QVector<Artefact>> dependents = artefactDependents(db, run.id);
    if (dependents)
        for (const Artefact& a : dependents.value())
            if (a.kind == ArtefactKind::Evaluation && a.settings.value(QLatin1String("measure")).toString() ==
                                                          QLatin1String("fine-tuning comparison"))
                results.comparison = a.figures;
    return results;
}

} // namespace hw
