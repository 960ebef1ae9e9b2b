#include "cli/cli_command.h"
#include "cli/cli_options.h"
#include "cli/cli_output.h"

#include "eval/mask_fill.h"

#include <QJsonArray>

namespace hw::cli {

namespace {

QJsonObject resultJson(const MaskFillResult& r)
{
    QJsonArray masks;
    for (const MaskPosition& m : r.masks) {
        QJsonArray predictions;
        for (const MaskPrediction& p : m.predictions)
            predictions.append(QJsonObject{{QStringLiteral("token"), p.token}, {QStringLiteral("id"), p.id}, {QStringLiteral("score"), p.score}});
        masks.append(QJsonObject{{QStringLiteral("position"), m.position}, {QStringLiteral("predictions"), predictions}});
    }
    return {{QStringLiteral("model"), r.model}, {QStringLiteral("masks"), masks}};
}

QString resultText(const MaskFillResult& r)
{
    QString text = QStringLiteral("%1\n").arg(r.model);
    for (const MaskPosition& m : r.masks) {
        text += QStringLiteral("  mask at position %1:\n").arg(m.position);
        for (const MaskPrediction& p : m.predictions)
            text += QStringLiteral("    %1 %2  (id %3)\n").arg(p.token.leftJustified(20)).arg(p.score, 0, 'f', 4).arg(p.id);
    }
    return text;
}

} // namespace

int runMaskFill(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Top-k predictions for every [MASK] in a text, for one or more models."));
    parser.addOptions({
        {QStringLiteral("model"), QStringLiteral("Model directory (repeat to compare models)."), QStringLiteral("DIR")},
        {QStringLiteral("text"), QStringLiteral("Text with one or more [MASK] tokens."), QStringLiteral("TEXT")},
        {QStringLiteral("top-k"), QStringLiteral("Predictions per mask (default 5)."), QStringLiteral("K")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    const QStringList models = parser.values(QStringLiteral("model"));
    if (models.isEmpty())
        return reportBadInput({QStringLiteral("missing required option --model"), QStringLiteral("--model"),
                               QStringLiteral("give at least one model directory; repeat --model to compare several")});
    const std::optional<QString> text = requiredValue(parser, QStringLiteral("text"), QStringLiteral("give a text with [MASK] in it"), &exitCode);
    const std::optional<int> topK = intValue(parser, QStringLiteral("top-k"), 5, 1, &exitCode);
    if (!text || !topK)
        return exitCode;

    QJsonArray results;
    QString human;
    for (const QString& model : models) {
        Expected<MaskFillResult> result = fillMasks(model, *text, *topK);
        if (!result)
            return reportBadInput(result.error());
        results.append(resultJson(result.value()));
        human += resultText(result.value());
    }
    if (parser.isSet(QStringLiteral("json")))
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")}, {QStringLiteral("models"), results}});
    else
        printText(human.trimmed());
    return kExitOk;
}

} // namespace hw::cli
