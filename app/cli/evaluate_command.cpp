#include "cli/cli_command.h"
#include "cli/cli_options.h"
#include "cli/cli_output.h"
#include "cli/cli_progress_sink.h"

#include "eval/classifier_evaluation.h"
#include "eval/perplexity.h"
#include "util/atomic_file.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace hw::cli {

namespace {

int evaluateLabelled(const QCommandLineParser& parser, const QString& model, const QString& data, bool json, int* exitCode)
{
    const LabelledReadOptions read = labelledReadOptions(parser);
    const std::optional<int> maxLength = intValue(parser, QStringLiteral("max-length"), 128, 8, exitCode);
    if (!maxLength)
        return *exitCode;
    Expected<ClassifierEvaluation> e = evaluateClassifier(model, read, data, *maxLength, 32);
    if (!e)
        return reportBadInput(e.error());
    if (parser.isSet(QStringLiteral("predictions"))) {
        QByteArray lines;
        for (int i = 0; i < e->predictions.size(); ++i) {
            QJsonArray predicted, probabilities;
            for (int l : e->predictions[i])
                predicted.append(e->metrics.perClass[l].label);
            for (double p : e->probabilities[i])
                probabilities.append(p);
            lines += QJsonDocument(QJsonObject{{QStringLiteral("predicted"), predicted}, {QStringLiteral("probabilities"), probabilities}}).toJson(QJsonDocument::Compact) + '\n';
        }
        Expected<bool> written = writeFileAtomically(parser.value(QStringLiteral("predictions")), lines);
        if (!written)
            return reportBadInput(written.error());
    }
    QJsonObject metrics = e->metrics.toJson();
    if (json) {
        metrics.insert(QStringLiteral("event"), QStringLiteral("result"));
        metrics.insert(QStringLiteral("model"), model);
        printJsonLine(metrics);
    } else {
        QString text = QStringLiteral("%1 examples: %2 %3, macro-F1 %4, micro-F1 %5\n")
                           .arg(e->metrics.examples).arg(e->metrics.multiLabel ? QStringLiteral("subset accuracy") : QStringLiteral("accuracy"))
                           .arg(e->metrics.accuracy, 0, 'f', 4).arg(e->metrics.macroF1, 0, 'f', 4).arg(e->metrics.microF1, 0, 'f', 4);
        for (const ClassMetrics& c : e->metrics.perClass)
            text += QStringLiteral("  %1 P %2  R %3  F1 %4  support %5\n").arg(c.label.leftJustified(20)).arg(c.precision, 0, 'f', 3)
                        .arg(c.recall, 0, 'f', 3).arg(c.f1, 0, 'f', 3).arg(c.support);
        printText(text.trimmed());
    }
    return kExitOk;
}

} // namespace

int runEvaluate(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Without --label-field: masked-LM perplexity of each model on held-out text, with a fixed masking seed so models\n"
        "are compared on the same masked tokens. With --label-field: metrics of a fine-tuned classifier on labelled data."));
    parser.addOptions({
        {QStringLiteral("model"), QStringLiteral("Model directory (repeatable for perplexity)."), QStringLiteral("DIR")},
        {QStringLiteral("data"), QStringLiteral("Text or labelled file."), QStringLiteral("F")},
        {QStringLiteral("max-length"), QStringLiteral("Classifier: tokens per text (default 128)."), QStringLiteral("N")},
        {QStringLiteral("predictions"), QStringLiteral("Classifier: write predictions with probabilities (JSONL)."), QStringLiteral("F")},
        {QStringLiteral("seq-len"), QStringLiteral("Perplexity: tokens per block (default 128)."), QStringLiteral("N")},
        {QStringLiteral("mask-rate"), QStringLiteral("Perplexity: share of tokens masked (default 0.15)."), QStringLiteral("X")},
        {QStringLiteral("seed"), QStringLiteral("Perplexity: masking seed (default 42)."), QStringLiteral("N")},
        {QStringLiteral("max-examples"), QStringLiteral("Perplexity: at most N blocks (default all)."), QStringLiteral("N")},
    });
    addLabelledDataOptions(parser); // --label-field switches to evaluating a classifier
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    const QStringList models = parser.values(QStringLiteral("model"));
    if (models.isEmpty())
        return reportBadInput({QStringLiteral("missing required option --model"), QStringLiteral("--model"), QStringLiteral("give a model directory")});
    const std::optional<QString> data = requiredValue(parser, QStringLiteral("data"), QStringLiteral("give a text or labelled file"), &exitCode);
    if (!data)
        return exitCode;
    const bool json = parser.isSet(QStringLiteral("json"));
    if (parser.isSet(QStringLiteral("label-field")))
        return evaluateLabelled(parser, models.first(), *data, json, &exitCode);

    PerplexityOptions options;
    const std::optional<int> seqLen = intValue(parser, QStringLiteral("seq-len"), options.seqLength, 8, &exitCode);
    const std::optional<int> seed = intValue(parser, QStringLiteral("seed"), 42, 0, &exitCode);
    const std::optional<int> maxExamples = intValue(parser, QStringLiteral("max-examples"), 0, 0, &exitCode);
    const std::optional<double> maskRate = doubleValue(parser, QStringLiteral("mask-rate"), options.maskRate, 0.001, &exitCode);
    if (!seqLen || !seed || !maxExamples || !maskRate)
        return exitCode;
    options.seqLength = *seqLen;
    options.seed = uint64_t(*seed);
    options.maxExamples = *maxExamples;
    options.maskRate = *maskRate;
    CliProgressSink sink(json);
    std::atomic_bool cancel{false};
    JobContext context(sink, cancel);
    QJsonArray results;
    for (const QString& model : models) {
        Expected<PerplexityResult> r = evaluatePerplexity(model, {*data}, options, context);
        if (!r)
            return reportBadInput(r.error());
        results.append(QJsonObject{{QStringLiteral("model"), model}, {QStringLiteral("perplexity"), r->perplexity}, {QStringLiteral("loss"), r->loss},
                                   {QStringLiteral("masked_tokens"), r->tokens}, {QStringLiteral("examples"), r->examples},
                                   {QStringLiteral("seq_len"), r->seqLength}});
        if (!json)
            printText(QStringLiteral("%1: perplexity %2 (loss %3 over %4 masked tokens)").arg(model).arg(r->perplexity, 0, 'f', 3).arg(r->loss, 0, 'f', 4).arg(r->tokens));
    }
    if (json)
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")}, {QStringLiteral("models"), results}});
    return kExitOk;
}

} // namespace hw::cli
