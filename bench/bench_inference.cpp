// Classifying texts: Headwater's `predict` path (BatchPredictionJob: tokenizing, length-bucketed batches,
// the JSONL written) beside transformers' AutoModelForSequenceClassification on the same model folder and
// onnxruntime on the model's ONNX export, on the same texts in the same run, with the same intra-op threads
// and batch size. Every side's labels must agree with Headwater's (exit 2 otherwise). The model is a randomly
// initialised BERT-small-shaped classifier (labels a,b,c) with the fixture's bert-base-uncased vocabulary;
// the texts are paragraphs of /usr/share/common-licenses and Debian package descriptions, from one word to
// past the 128-token limit, shuffled.
// Each side runs REPEATS times and keeps its fastest run, Headwater's runs on either side of the reference's
// so that a load on the machine weighs on both alike.
// Usage: bench_inference [TEXTS, default 1000] [BATCH SIZE, default 32] [THREADS, default all cores]
//        [REPEATS, default 2]
//        (compares with transformers and onnxruntime from packaging/install-deps.sh's environment)
#include "bench/bench_support.h"
#include "core/eval/batch_prediction_job.h"
#include "core/export/model_export.h"
#include "core/jobs/job_runner.h"
#include "core/model/model_presets.h"
#include "core/model_io/model_files.h"
#include "core/system/intra_op_threads.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace hw;

namespace {

constexpr int kMaxLength = 128;
const QStringList kLabels{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};

QString collapsed(const QString& text) {
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return QString(text).replace(space, QStringLiteral(" ")).trimmed();
}

// Every paragraph (lines between blank lines) of the licence texts.
QStringList licenceParagraphs() {
    QStringList out;
    const QDir dir(QStringLiteral("/usr/share/common-licenses"));
    for (const QString& name : dir.entryList(QDir::Files)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        static const QRegularExpression blank(QStringLiteral("\\n\\s*\\n"));
        for (const QString& paragraph : QString::fromUtf8(file.readAll()).split(blank))
            out << collapsed(paragraph);
    }
    return out;
}

// Each installed package's description: its synopsis and extended text as one text.
QStringList packageDescriptions() {
    QStringList out;
    QFile status(QStringLiteral("/var/lib/dpkg/status"));
    if (!status.open(QIODevice::ReadOnly))
        return out;
    QString current;
    for (const QString& line : QString::fromUtf8(status.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("Description: "))) {
            current = line.mid(13);
        } else if (!current.isEmpty() && line.startsWith(QLatin1Char(' '))) {
            current += line == QLatin1String(" .") ? QString() : line;
        } else if (!current.isEmpty()) {
            out << collapsed(current);
            current.clear();
        }
    }
    return out;
}

// `count` distinct texts when there are that many, shuffled; repeated otherwise.
QStringList benchTexts(int count) {
    QStringList pool = licenceParagraphs() + packageDescriptions();
    pool.removeAll(QString());
    pool = QStringList(QSet<QString>(pool.begin(), pool.end()).values());
    std::sort(pool.begin(), pool.end()); // a set's order is not stable between runs
    if (pool.isEmpty())
        return {};
    QRandomGenerator rng(17);
    std::shuffle(pool.begin(), pool.end(), rng);
    QStringList texts;
    while (texts.size() < count)
        texts << pool[texts.size() % pool.size()];
    return texts;
}

void writeTexts(const QString& path, const QStringList& texts) {
    QFile out(path);
    out.open(QIODevice::WriteOnly);
    for (const QString& text : texts)
        out.write(QJsonDocument(QJsonObject{{QStringLiteral("text"), text}}).toJson(QJsonDocument::Compact) +
                  '\n');
}

struct Predictions {
    double textsPerSecond = 0;
    double seconds = 0;
    qint64 tokens = 0;
    QVector<QVector<double>> probabilities; // in the texts' order, by label
};

Expected<Predictions> headwaterPredict(const QString& model, const QString& texts, const QString& output,
                                       int batchSize) {
    BatchPredictionSpec spec;
    spec.modelDirectory = model;
    spec.inputs = {texts};
    spec.outputFile = output;
    spec.maxLength = kMaxLength;
    spec.batchSize = batchSize;
    BatchPredictionJob job(spec);
    bench::NullSink sink;
    std::atomic_bool cancel{false};
    const JobOutcome outcome = runJobHere(job, sink, cancel);
    if (outcome.status != JobStatus::Succeeded)
        return outcome.error.value_or(UserError{outcome.message, model, Text()});
    Predictions out;
    out.textsPerSecond = job.result().textsPerSecond();
    out.seconds = job.result().seconds;
    out.tokens = job.result().tokens;
    QFile lines(output);
    lines.open(QIODevice::ReadOnly);
    while (!lines.atEnd()) {
        const QJsonObject byLabel = QJsonDocument::fromJson(lines.readLine())
                                        .object()
                                        .value(QLatin1String("probabilities"))
                                        .toObject();
        QVector<double> row;
        for (const QString& label : kLabels)
            row << byLabel.value(label).toDouble();
        out.probabilities << row;
    }
    return out;
}

int argmax(const QVector<double>& row) {
    return int(std::max_element(row.begin(), row.end()) - row.begin());
}

// How another implementation's answers compare with Headwater's: labels that differ, largest probability
// difference.
QJsonObject compared(const Predictions& ours, const QJsonObject& theirs, bool* agree) {
    const double rate = theirs.value(QLatin1String("texts_per_s")).toDouble();
    const QJsonArray rows = theirs.value(QLatin1String("probabilities")).toArray();
    int differentLabels = rows.size() == ours.probabilities.size() ? 0 : int(ours.probabilities.size());
    double largest = 0;
    for (int i = 0; i < std::min(int(rows.size()), int(ours.probabilities.size())); ++i) {
        QVector<double> row;
        for (const QJsonValue& p : rows[i].toArray())
            row << p.toDouble();
        if (row.size() != ours.probabilities[i].size() || argmax(row) != argmax(ours.probabilities[i])) {
            ++differentLabels;
            continue;
        }
        for (int l = 0; l < row.size(); ++l)
            largest = std::max(largest, std::abs(row[l] - ours.probabilities[i][l]));
    }
    *agree = *agree && differentLabels == 0;
    return {{QStringLiteral("texts_per_s"), rate},
            {QStringLiteral("headwater_texts_per_s"), ours.textsPerSecond},
            {QStringLiteral("headwater_ratio"), rate > 0 ? ours.textsPerSecond / rate : 0.0},
            {QStringLiteral("labels_different"), differentLabels},
            {QStringLiteral("max_probability_difference"), largest}};
}

int fail(const QString& what) {
    std::fprintf(stderr, "error: %s\n", qPrintable(what));
    return 1;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int count = app.arguments().value(1, QStringLiteral("1000")).toInt();
    const int batchSize = app.arguments().value(2, QStringLiteral("32")).toInt();
    const int threads = setIntraOpThreads(app.arguments().value(3, QStringLiteral("0")).toInt());
    const int repeats = app.arguments().value(4, QStringLiteral("2")).toInt();
    if (count < 1 || batchSize < 1 || repeats < 1)
        return fail(
            QStringLiteral("usage: bench_inference [TEXTS >= 1] [BATCH SIZE >= 1] [THREADS] [REPEATS >= 1]"));
    const QStringList texts = benchTexts(count);
    if (texts.isEmpty())
        return fail(QStringLiteral("no texts found in /usr/share/common-licenses or /var/lib/dpkg/status"));

    QTemporaryDir tmp;
    const QString model = tmp.filePath(QStringLiteral("classifier"));
    Expected<ModelConfig> config = presetModelConfig(ModelFamily::Bert, QStringLiteral("small"), 30522);
    if (!config)
        return fail(config.error().toString());
    config->labels = kLabels;
    config->architecture = classifierArchitectureOf(ModelFamily::Bert);
    Expected<ModelWriteSummary> written = createRandomModel(
        config.value(), QStringLiteral(HEADWATER_BENCH_FIXTURES "/models/bert-mlm"), model, 42, false);
    if (!written)
        return fail(written.error().toString());
    ExportOptions onnx;
    onnx.format = ExportFormat::Onnx;
    Expected<ExportSummary> exported = exportModel(model, tmp.filePath(QStringLiteral("onnx")), false, onnx);
    if (!exported)
        return fail(exported.error().toString());
    const QString textsFile = tmp.filePath(QStringLiteral("texts.jsonl"));
    writeTexts(textsFile, texts);
    writeTexts(tmp.filePath(QStringLiteral("warm-up.jsonl")), texts.mid(0, batchSize));

    // One batch first, so the measured run pays for no first-call set-up (as the Python side does).
    headwaterPredict(model, tmp.filePath(QStringLiteral("warm-up.jsonl")),
                     tmp.filePath(QStringLiteral("warm-up.out.jsonl")), batchSize);
    // Half of Headwater's runs before the reference's, half after.
    auto fastestOf = [&](int runs, Expected<Predictions> best) -> Expected<Predictions> {
        for (int r = 0; r < runs; ++r) {
            Expected<Predictions> run = headwaterPredict(
                model, textsFile, tmp.filePath(QStringLiteral("predicted.jsonl")), batchSize);
            if (!run)
                return run;
            if (best->probabilities.isEmpty() || run->textsPerSecond > best->textsPerSecond)
                best = std::move(run);
        }
        return best;
    };
    Expected<Predictions> ours = fastestOf((repeats + 1) / 2, Predictions());
    if (!ours)
        return fail(ours.error().toString());
    QJsonObject result{
        {QStringLiteral("benchmark"), QStringLiteral("inference")},
        {QStringLiteral("model"), QStringLiteral("bert small (hidden 512, 4 layers), 3 labels")},
        {QStringLiteral("texts"), int(texts.size())},
        {QStringLiteral("tokens"), ours->tokens},
        {QStringLiteral("max_length"), kMaxLength},
        {QStringLiteral("batch_size"), batchSize},
        {QStringLiteral("threads"), threads},
        {QStringLiteral("headwater_texts_per_s"), ours->textsPerSecond},
        {QStringLiteral("peak_rss_mb"), bench::peakRssMb()}};

    const QString python = QStringLiteral(HEADWATER_PYTHON);
    if (!QFileInfo(python).isExecutable()) {
        result.insert(QStringLiteral("note"),
                      QStringLiteral("no reference Python environment: run packaging/install-deps.sh"));
        std::puts(QJsonDocument(result).toJson(QJsonDocument::Compact).constData());
        return 0;
    }
    QProcess reference;
    reference.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    reference.start(python, {QStringLiteral(HEADWATER_BENCH_SCRIPT), model, exported->onnxFile, textsFile,
                             QString::number(batchSize), QString::number(threads),
                             QString::number(kMaxLength), QString::number(repeats)});
    reference.waitForFinished(-1);
    const QJsonObject theirs = QJsonDocument::fromJson(reference.readAllStandardOutput()).object();
    if (reference.exitCode() != 0 || theirs.isEmpty())
        return fail(QStringLiteral("the reference script failed (exit %1)").arg(reference.exitCode()));
    ours = fastestOf(repeats / 2, std::move(ours));
    if (!ours)
        return fail(ours.error().toString());
    result.insert(QStringLiteral("headwater_texts_per_s"), ours->textsPerSecond);
    bool agree = true;
    for (const char* side : {"transformers", "transformers_sorted", "onnxruntime"})
        result.insert(QLatin1String(side),
                      compared(ours.value(), theirs.value(QLatin1String(side)).toObject(), &agree));
    result.insert(QStringLiteral("versions"), theirs.value(QLatin1String("versions")));
    result.insert(QStringLiteral("labels_agree"), agree);
    std::puts(QJsonDocument(result).toJson(QJsonDocument::Compact).constData());
    return agree ? 0 : 2;
}
