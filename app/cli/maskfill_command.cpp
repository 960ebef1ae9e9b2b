#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_progress_sink.h"

#include "core/eval/mask_fill_job.h"
#include "core/jobs/job_runner.h"
#include "core/util/atomic_file.h"
#include "core/util/output_paths.h"
#include "core/util/probability_text.h"

#include <QFile>
#include <QJsonArray>

namespace hw::cli {

namespace {

QJsonObject resultJson(const MaskFillComparison& c, const MaskFillResult& r) {
    QJsonArray masks;
    for (int i = 0; i < r.masks.size(); ++i) {
        const MaskPosition& m = r.masks[i];
        QJsonArray predictions;
        for (const MaskPrediction& p : m.predictions)
            predictions.append(QJsonObject{{QStringLiteral("token"), p.token},
                                           {QStringLiteral("id"), p.id},
                                           {QStringLiteral("score"), p.score},
                                           {QStringLiteral("in_all_models"), c.isShared(i, p.token)}});
        masks.append(QJsonObject{{QStringLiteral("position"), m.position},
                                 {QStringLiteral("predictions"), predictions}});
    }
    return {{QStringLiteral("model"), r.model}, {QStringLiteral("masks"), masks}};
}

// Predictions every compared model shares are marked with *.
QString resultText(const MaskFillComparison& c, const MaskFillResult& r) {
    QString text = QStringLiteral("%1\n").arg(r.model);
    for (int i = 0; i < r.masks.size(); ++i) {
        text += QStringLiteral("  mask at position %1:\n").arg(r.masks[i].position);
        for (const MaskPrediction& p : r.masks[i].predictions)
            text += QStringLiteral("   %1 %2 %3  (id %4)\n")
                        .arg(c.isShared(i, p.token) ? QLatin1Char('*') : QLatin1Char(' '))
                        .arg(p.token.leftJustified(20))
                        .arg(probabilityText(p.score))
                        .arg(p.id);
    }
    return text;
}

} // namespace

int runMaskFill(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Top-k predictions for every [MASK] in a text, for one or more models."));
    parser.addOptions({
        {QStringLiteral("model"),
         QStringLiteral("Model directory, or with --project a model name of the project (repeat to compare "
                        "models)."),
         QStringLiteral("DIR")},
        {QStringLiteral("text"), QStringLiteral("Text with one or more [MASK] tokens."),
         QStringLiteral("TEXT")},
        {QStringLiteral("probe"),
         QStringLiteral("File of texts with [MASK], one per line (instead of --text)."), QStringLiteral("F")},
        {QStringLiteral("top-k"), QStringLiteral("Predictions per mask (default 5)."), QStringLiteral("K")},
        {QStringLiteral("csv"), QStringLiteral("Also write every prediction to this CSV file."),
         QStringLiteral("F")},
        {QStringLiteral("device"), QStringLiteral("cpu or cuda:N (default cpu)."), QStringLiteral("D")},
        {QStringLiteral("project"), QStringLiteral("Record the probe and its predictions in this project."),
         QStringLiteral("FILE")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    const std::optional<QStringList> resolved =
        artefactPaths(parser, QStringLiteral("model"), {ArtefactKind::Model}, &exitCode);
    if (!resolved)
        return exitCode;
    const QStringList models = *resolved;
    if (models.isEmpty())
        return reportBadInput(
            {QStringLiteral("missing required option --model"), QStringLiteral("--model"),
             QStringLiteral("give at least one model directory; repeat --model to compare several")});
    QStringList texts;
    if (parser.isSet(QStringLiteral("probe"))) {
        QFile probe(parser.value(QStringLiteral("probe")));
        if (!probe.open(QIODevice::ReadOnly))
            return reportBadInput({QStringLiteral("cannot read the probe file (%1)").arg(probe.errorString()),
                                   probe.fileName(), QStringLiteral("check the path")});
        for (const QString& line : QString::fromUtf8(probe.readAll()).split(QLatin1Char('\n'))) {
            if (!line.trimmed().isEmpty())
                texts << line.trimmed();
        }
        if (texts.isEmpty())
            return reportBadInput({QStringLiteral("the probe file has no texts"), probe.fileName(),
                                   QStringLiteral("write one text with [MASK] per line")});
    } else {
        const std::optional<QString> text =
            requiredValue(parser, QStringLiteral("text"),
                          QStringLiteral("give a text with [MASK] in it, or --probe FILE"), &exitCode);
        if (!text)
            return exitCode;
        texts << *text;
    }
    const std::optional<int> topK = intValue(parser, QStringLiteral("top-k"), 5, 1, &exitCode);
    if (!topK)
        return exitCode;

    MaskFillSpec spec;
    spec.models = models;
    spec.texts = texts;
    spec.topK = *topK;
    if (parser.isSet(QStringLiteral("device")))
        spec.device = parser.value(QStringLiteral("device"));
    spec.projectPath = parser.value(QStringLiteral("project"));
    if (parser.isSet(QStringLiteral("csv"))) {
        const QString csv = parser.value(QStringLiteral("csv"));
        Expected<OutputFile> output = resolveOutputFile(csv);
        Expected<bool> apart =
            output ? checkOutputIsNotAnInput(csv, {}, models) : Expected<bool>(output.error());
        if (!apart)
            return reportBadInput(apart.error());
    }
    MaskFillJob job(spec);
    CliProgressSink sink(parser.isSet(QStringLiteral("json")));
    const JobOutcome outcome = runJobHere(job, sink, cancelOnSignals());
    if (outcome.status != JobStatus::Succeeded)
        return reportUnsuccessful(outcome);
    const QVector<MaskFillComparison>& comparisons = job.result();
    if (parser.isSet(QStringLiteral("csv"))) {
        Expected<bool> written =
            writeFileAtomically(parser.value(QStringLiteral("csv")), maskFillCsv(comparisons).toUtf8());
        if (!written)
            return reportBadInput(written.error());
    }
    for (const MaskFillComparison& c : comparisons) {
        QJsonArray results;
        QString human = texts.size() > 1 ? c.text + QLatin1Char('\n') : QString();
        for (const MaskFillResult& r : c.models) {
            results.append(resultJson(c, r));
            human += resultText(c, r);
        }
        if (parser.isSet(QStringLiteral("json")))
            printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                           {QStringLiteral("text"), c.text},
                           {QStringLiteral("models"), results}});
        else
            printText(human.trimmed() +
                      (models.size() > 1 ? QStringLiteral("\n  (* predicted by every model)") : QString()));
    }
    return kExitOk;
}

} // namespace hw::cli
