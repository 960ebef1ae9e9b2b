#include "ui/jobs/job_texts.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <functional>
#include <vector>

namespace hw::ui {

namespace {

// tr() for the rules below, in one context of their own.
class JobTexts {
    Q_DECLARE_TR_FUNCTIONS(JobTexts)
public:
    struct Rule {
        QRegularExpression english;
        std::function<QString(const QRegularExpressionMatch&)> translate;
    };
    static const std::vector<Rule>& titles();
    static const std::vector<Rule>& phases();
    static const std::vector<Rule>& details();
};

QString apply(const std::vector<JobTexts::Rule>& rules, const QString& english) {
    for (const JobTexts::Rule& rule : rules) {
        const QRegularExpressionMatch m = rule.english.match(english);
        if (m.hasMatch())
            return rule.translate(m);
    }
    return english;
}

JobTexts::Rule rule(const char* pattern, std::function<QString(const QRegularExpressionMatch&)> translate) {
    return {QRegularExpression(QStringLiteral("^%1$").arg(QLatin1String(pattern))), std::move(translate)};
}

int number(const QRegularExpressionMatch& m, int group) {
    return m.captured(group).toInt();
}

const std::vector<JobTexts::Rule>& JobTexts::titles() {
    using M = const QRegularExpressionMatch&;
    static const std::vector<Rule> rules = {
        rule("Classify a text with (\\d+) model\\(s\\)",
             [](M m) { return tr("Classify a text with %n model(s)", nullptr, number(m, 1)); }),
        rule("Compare how (\\d+) tokenizers cut (.+)",
             [](M m) {
                 return tr("Compare how %n tokenizer(s) cut %1", nullptr, number(m, 1)).arg(m.captured(2));
             }),
        rule("Evaluate (.+)", [](M m) { return tr("Evaluate %1").arg(m.captured(1)); }),
        rule("Export (.+)", [](M m) { return tr("Export %1").arg(m.captured(1)); }),
        rule("Predict with (.+)", [](M m) { return tr("Predict with %1").arg(m.captured(1)); }),
        rule("Extend the vocabulary of (.+)",
             [](M m) { return tr("Extend the vocabulary of %1").arg(m.captured(1)); }),
        rule("Rank vocabulary candidates for (.+)",
             [](M m) { return tr("Rank vocabulary candidates for %1").arg(m.captured(1)); }),
        rule("Fine-tune and compare (.+)",
             [](M m) { return tr("Fine-tune and compare %1").arg(m.captured(1)); }),
        rule("Fine-tune (.+)", [](M m) { return tr("Fine-tune %1").arg(m.captured(1)); }),
        rule("Fine-tuning", [](M) { return tr("Fine-tuning"); }),
        rule("Import corpus (.+)", [](M m) { return tr("Import corpus %1").arg(m.captured(1)); }),
        rule("Import labelled set (.+)", [](M m) { return tr("Import labelled set %1").arg(m.captured(1)); }),
        rule("Mask-fill of (\\d+) model\\(s\\)",
             [](M m) { return tr("Mask-fill of %n model(s)", nullptr, number(m, 1)); }),
        rule("New model (.+)", [](M m) { return tr("New model %1").arg(m.captured(1)); }),
        rule("Resize (.+) for the tokenizer (.+)",
             [](M m) { return tr("Resize %1 for the tokenizer %2").arg(m.captured(1), m.captured(2)); }),
        rule("Measure training speed on (.+)",
             [](M m) { return tr("Measure training speed on %1").arg(m.captured(1)); }),
        rule("Perplexity of (\\d+) model\\(s\\)",
             [](M m) { return tr("Perplexity of %n model(s)", nullptr, number(m, 1)); }),
        rule("Prepare the demo project", [](M) { return tr("Prepare the demo project"); }),
        rule("Pretraining", [](M) { return tr("Pretraining"); }),
        rule("Train (\\w+) tokenizer \\((\\d+) tokens\\)",
             [](M m) { return tr("Train %1 tokenizer (%2 tokens)").arg(m.captured(1), m.captured(2)); }),
    };
    return rules;
}

const std::vector<JobTexts::Rule>& JobTexts::phases() {
    using M = const QRegularExpressionMatch&;
    static const std::vector<Rule> rules = {
        rule("classifying", [](M) { return tr("classifying"); }),
        rule("counting words", [](M) { return tr("counting words"); }),
        rule("creating a tiny BERT", [](M) { return tr("creating a tiny BERT"); }),
        rule("fine-tuning", [](M) { return tr("fine-tuning"); }),
        rule("importing", [](M) { return tr("importing"); }),
        rule("initialising the model", [](M) { return tr("initialising the model"); }),
        rule("learning merges", [](M) { return tr("learning merges"); }),
        rule("measuring perplexity", [](M) { return tr("measuring perplexity"); }),
        rule("measuring speed", [](M) { return tr("measuring speed"); }),
        rule("resizing the model", [](M) { return tr("resizing the model"); }),
        rule("predicting", [](M) { return tr("predicting"); }),
        rule("pretraining", [](M) { return tr("pretraining"); }),
        rule("pruning pieces", [](M) { return tr("pruning pieces"); }),
        rule("reading corpus '(.+)'", [](M m) { return tr("reading corpus “%1”").arg(m.captured(1)); }),
        rule("reading corpus", [](M) { return tr("reading corpus"); }),
        rule("reading labelled examples", [](M) { return tr("reading labelled examples"); }),
        rule("tokenizing corpus '(.+)'", [](M m) { return tr("tokenizing corpus “%1”").arg(m.captured(1)); }),
        rule("tokenizing the corpus", [](M) { return tr("tokenizing the corpus"); }),
        rule("tokenizing", [](M) { return tr("tokenizing"); }),
        rule("loading the model", [](M) { return tr("loading the model"); }),
        rule("writing the Hugging Face directory",
             [](M) { return tr("writing the Hugging Face directory"); }),
        rule("checking the Hugging Face directory",
             [](M) { return tr("checking the Hugging Face directory"); }),
        rule("writing the ONNX model", [](M) { return tr("writing the ONNX model"); }),
        rule("checking the ONNX model", [](M) { return tr("checking the ONNX model"); }),
        rule("writing the int8 model", [](M) { return tr("writing the int8 model"); }),
        rule("checking the int8 model", [](M) { return tr("checking the int8 model"); }),
        rule("measuring the int8 model on labelled examples",
             [](M) { return tr("measuring the int8 model on labelled examples"); }),
        rule("exported", [](M) { return tr("exported"); }),
    };
    return rules;
}

const std::vector<JobTexts::Rule>& JobTexts::details() {
    using M = const QRegularExpressionMatch&;
    static const std::vector<Rule> rules = {
        rule("(.+), seed (\\d+) \\(run (\\d+) of (\\d+)\\)",
             [](M m) {
                 return tr("%1, seed %2 (run %3 of %4)")
                     .arg(m.captured(1), m.captured(2), m.captured(3), m.captured(4));
             }),
    };
    return rules;
}

} // namespace

QString translatedJobTitle(const QString& english) {
    return apply(JobTexts::titles(), english);
}

QString translatedJobPhase(const QString& english) {
    return apply(JobTexts::phases(), english);
}

QString translatedJobDetail(const QString& english) {
    return apply(JobTexts::details(), english);
}

} // namespace hw::ui
