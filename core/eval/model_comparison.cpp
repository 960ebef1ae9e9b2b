#include "core/eval/model_comparison.h"
#include "core/eval/scored_predictions.h"

#include "core/stats/mean_and_std.h"
#include "core/stats/student_t.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <random>

namespace hw {

namespace {

// A model's seeds, in order, each ready to be scored.
std::vector<ScoredPredictions> scoredSeeds(const FinetuneResult& r) {
    std::vector<ScoredPredictions> seeds;
    seeds.reserve(size_t(r.seeds.size()));
    for (const FinetuneSeedResult& s : r.seeds)
        seeds.emplace_back(r, s.testPredictions);
    return seeds;
}

double seedAveragedMacroF1(const std::vector<ScoredPredictions>& seeds, const std::vector<int>& sample) {
    double sum = 0;
    for (const ScoredPredictions& s : seeds)
        sum += s.macroF1(sample);
    return sum / double(seeds.size());
}

// One resample of the two-level bootstrap for one model: its seeds drawn with replacement, each scored on
// the resampled test examples (the same examples for every model), averaged.
double resampledMacroF1(const std::vector<ScoredPredictions>& seeds, const std::vector<int>& sample,
                        std::mt19937_64& rng) {
    std::vector<double> bySeed(seeds.size(), std::nan(""));
    double sum = 0;
    for (size_t draw = 0; draw < seeds.size(); ++draw) {
        const size_t seed = size_t(rng() % uint64_t(seeds.size()));
        if (std::isnan(bySeed[seed]))
            bySeed[seed] = seeds[seed].macroF1(sample);
        sum += bySeed[seed];
    }
    return sum / double(seeds.size());
}

double quantile(std::vector<double> values, double q) {
    std::sort(values.begin(), values.end());
    const double position = q * double(values.size() - 1);
    const size_t below = size_t(std::floor(position));
    const size_t above = std::min(values.size() - 1, below + 1);
    return values[below] + (position - double(below)) * (values[above] - values[below]);
}

// Every model fine-tuned on the first one's labels and test set, with a test set to compare on.
Expected<bool> checkComparable(const QVector<ComparedModel>& models) {
    if (models.size() < 2)
        return UserError{Text::tr("a comparison needs at least two models"),
                         Text::setting(QStringLiteral("model")), Text::tr("give two or more models")};
    const FinetuneResult& base = models.first().result;
    for (const ComparedModel& m : models) {
        if (m.result.labels != base.labels || m.result.testTruth != base.testTruth ||
            m.result.seeds.isEmpty())
            return UserError{Text::tr("%1 was not fine-tuned on the same labels and test set as %2")
                                 .arg(m.name, models.first().name),
                             m.name, Text::tr("fine-tune every model on the same labelled data")};
    }
    if (base.testTruth.isEmpty())
        return UserError{Text::tr("there is no test set to compare on"),
                         Text::setting(QStringLiteral("test")), Text::tr("give a labelled test file")};
    return true;
}

// The headline test metrics, mean ± std over seeds, one row of models per metric.
QJsonObject metricsOverSeeds(const QVector<ComparedModel>& models) {
    const QStringList names =
        models.first().result.multiLabel
            ? QStringList{QStringLiteral("f1_macro"), QStringLiteral("f1_micro"),
                          QStringLiteral("subset_accuracy"), QStringLiteral("hamming_loss")}
            : QStringList{QStringLiteral("f1_macro"), QStringLiteral("f1_micro"),
                          QStringLiteral("f1_weighted"), QStringLiteral("accuracy")};
    QJsonObject metrics;
    for (const QString& name : names) {
        QJsonArray row;
        for (const ComparedModel& m : models) {
            QVector<double> values;
            for (const FinetuneSeedResult& s : m.result.seeds)
                values.append(s.test.toJson().value(name).toDouble());
            QJsonObject cell = meanAndStd(values).toJson();
            cell.insert(QStringLiteral("model"), m.name);
            row.append(cell);
        }
        metrics.insert(name, row);
    }
    return metrics;
}

// Per-class F1 (mean over seeds) and its difference to the first model.
QJsonArray perClassF1(const QVector<ComparedModel>& models) {
    const FinetuneResult& base = models.first().result;
    QJsonArray perClass;
    for (int l = 0; l < base.labels.size(); ++l) {
        QJsonArray f1s;
        double first = 0;
        for (int m = 0; m < models.size(); ++m) {
            double sum = 0;
            for (const FinetuneSeedResult& s : models[m].result.seeds)
                sum += s.test.perClass.value(l).f1;
            const double mean = sum / double(models[m].result.seeds.size());
            if (m == 0)
                first = mean;
            f1s.append(QJsonObject{{QStringLiteral("model"), models[m].name},
                                   {QStringLiteral("f1"), mean},
                                   {QStringLiteral("difference"), mean - first}});
        }
        perClass.append(
            QJsonObject{{QStringLiteral("label"), base.labels[l]},
                        {QStringLiteral("support"), base.seeds.first().test.perClass.value(l).support},
                        {QStringLiteral("models"), f1s}});
    }
    return perClass;
}

// Two-level bootstrap: test examples resampled (the same for every model, so the comparison is paired) and,
// within each model, its seeds resampled, so the interval carries seed-to-seed variance as well as the test
// set's. Per model after the first, its resampled macro-F1 minus the first model's.
QVector<std::vector<double>> bootstrapDifferences(const QVector<ComparedModel>& models,
                                                  const QVector<std::vector<ScoredPredictions>>& scored,
                                                  const ComparisonOptions& options) {
    std::mt19937_64 rng(options.seed);
    const int n = int(models.first().result.testTruth.size());
    QVector<std::vector<double>> differences(models.size());
    std::vector<int> sample(static_cast<size_t>(n));
    for (int b = 0; b < options.bootstrapSamples; ++b) {
        for (int& i : sample)
            i = int(rng() % uint64_t(n));
        const double reference = resampledMacroF1(scored.first(), sample, rng);
        for (int m = 1; m < models.size(); ++m)
            differences[m].push_back(resampledMacroF1(scored[m], sample, rng) - reference);
    }
    return differences;
}

qsizetype fewestSeeds(const QVector<ComparedModel>& models) {
    qsizetype seedCount = models.first().result.seeds.size();
    for (const ComparedModel& m : models)
        seedCount = std::min(seedCount, m.result.seeds.size());
    return seedCount;
}

// A percentile bootstrap over k seeds is as narrow as a normal interval with the biased variance; with the
// handful of seeds fine-tuning affords, widen it to Student's t with the unbiased one (3 seeds: x2.7).
double smallSampleWidening(qsizetype seedCount, double alpha) {
    return seedCount < 2 ? 1.0
                         : studentTQuantile(1 - alpha, double(seedCount - 1)) / normalQuantile(1 - alpha) *
                               std::sqrt(double(seedCount) / double(seedCount - 1));
}

// Every test example once, in order.
std::vector<int> wholeTestSet(int n) {
    std::vector<int> all(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i)
        all[size_t(i)] = i;
    return all;
}

// The resampled differences `d` stretched about the observed difference by the small-sample widening: the
// distribution the printed interval is read from, so that "share not better" agrees with the interval.
std::vector<double> widenedDifferences(const std::vector<double>& d, double observed, double widening) {
    std::vector<double> widened(d.size());
    for (size_t i = 0; i < d.size(); ++i)
        widened[i] = observed + (d[i] - observed) * widening;
    return widened;
}

// One model against the first: the observed seed-averaged macro-F1 difference on the whole test set, its
// widened interval from the resampled differences `d`, the share of the widened differences at or below zero,
// and the per-seed differences.
QJsonObject comparedToFirst(const QVector<ComparedModel>& models,
                            const QVector<std::vector<ScoredPredictions>>& scored, int m,
                            const std::vector<double>& d, double alpha, double widening) {
    const std::vector<ScoredPredictions>& base = scored.first();
    const std::vector<ScoredPredictions>& result = scored[m];
    const std::vector<int> all = wholeTestSet(int(models.first().result.testTruth.size()));
    // What a user sees seed by seed: model m's i-th seed against the first model's i-th seed, whole test set.
    QJsonArray perSeed;
    for (size_t i = 0; i < std::min(base.size(), result.size()); ++i)
        perSeed.append(result[i].macroF1(all) - base[i].macroF1(all));
    const double observed = seedAveragedMacroF1(result, all) - seedAveragedMacroF1(base, all);
    const std::vector<double> widened = widenedDifferences(d, observed, widening);
    const double notBetter =
        double(std::count_if(widened.begin(), widened.end(), [](double x) { return x <= 0; })) /
        double(widened.size());
    return QJsonObject{{QStringLiteral("model"), models[m].name},
                       {QStringLiteral("against"), models.first().name},
                       {QStringLiteral("macro_f1_difference"), observed},
                       {QStringLiteral("ci_low"), std::min(observed, quantile(widened, alpha))},
                       {QStringLiteral("ci_high"), std::max(observed, quantile(widened, 1.0 - alpha))},
                       {QStringLiteral("share_not_better"), notBetter},
                       {QStringLiteral("per_seed_differences"), perSeed}};
}

QJsonObject bootstrapReport(const QVector<ComparedModel>& models, const ComparisonOptions& options) {
    const double alpha = (1.0 - options.confidence) / 2.0;
    QVector<std::vector<ScoredPredictions>> scored;
    for (const ComparedModel& m : models)
        scored.append(scoredSeeds(m.result));
    const QVector<std::vector<double>> differences = bootstrapDifferences(models, scored, options);
    const qsizetype seedCount = fewestSeeds(models);
    const double widening = smallSampleWidening(seedCount, alpha);
    QJsonArray comparisons;
    for (int m = 1; m < models.size(); ++m)
        comparisons.append(comparedToFirst(models, scored, m, differences[m], alpha, widening));
    return QJsonObject{
        {QStringLiteral("samples"), options.bootstrapSamples},
        {QStringLiteral("method"), QStringLiteral("two-level: test examples (paired) and seeds")},
        {QStringLiteral("fewest_seeds"), qint64(seedCount)},
        {QStringLiteral("small_sample_widening"), widening},
        {QStringLiteral("confidence"), options.confidence},
        {QStringLiteral("seed"), QString::number(options.seed)},
        {QStringLiteral("comparisons"), comparisons}};
}

} // namespace

Text comparisonIntervalCaption(const QJsonObject& bootstrap) {
    const qint64 seeds = bootstrap.value(QLatin1String("fewest_seeds")).toInteger(1);
    const int confidence = qRound(100 * bootstrap.value(QLatin1String("confidence")).toDouble(0.95));
    const int samples = bootstrap.value(QLatin1String("samples")).toInt();
    const QString widening =
        QString::number(bootstrap.value(QLatin1String("small_sample_widening")).toDouble(1), 'f', 2);
    if (seeds < 2)
        return Text::tr(
                   "The %1% interval resamples the test examples only (%2 samples, paired across models): "
                   "with one seed per model it leaves out seed-to-seed variation and understates the "
                   "uncertainty; run at least 3 seeds.")
            .arg(confidence)
            .arg(samples);
    if (seeds < 3)
        return Text::tr(
                   "The %1% interval resamples the test examples (paired across models) and each model's "
                   "2 seeds (%2 samples), then widens ×%3 to Student's t for 2 seeds: that is why it is "
                   "so wide; 3 seeds or more narrow it.")
            .arg(confidence)
            .arg(samples)
            .arg(widening);
    return Text::tr("The %1% interval resamples the test examples (paired across models) and each model's %2 "
                    "seeds (%3 samples), widened ×%4 to Student's t for %2 seeds.")
        .arg(confidence)
        .arg(seeds)
        .arg(samples)
        .arg(widening);
}

Expected<QJsonObject> compareFinetunedModels(const QVector<ComparedModel>& models,
                                             const ComparisonOptions& options) {
    Expected<bool> comparable = checkComparable(models);
    if (!comparable)
        return comparable.error();
    QJsonArray modelNames;
    for (const ComparedModel& m : models)
        modelNames.append(m.name);
    const FinetuneResult& base = models.first().result;
    return QJsonObject{{QStringLiteral("models"), modelNames},
                       {QStringLiteral("seeds"), qint64(base.seeds.size())},
                       {QStringLiteral("test_examples"), int(base.testTruth.size())},
                       {QStringLiteral("metrics"), metricsOverSeeds(models)},
                       {QStringLiteral("per_class_f1"), perClassF1(models)},
                       {QStringLiteral("bootstrap"), bootstrapReport(models, options)}};
}

namespace {

// The title, the run's size and the metrics table (mean ± std per model).
QString metricsMarkdown(const QJsonObject& c, const QJsonArray& models) {
    QString header = QStringLiteral("| metric |"), rule = QStringLiteral("|---|");
    for (const QJsonValue& m : models) {
        header += QStringLiteral(" %1 |").arg(m.toString());
        rule += QStringLiteral("---|");
    }
    QString out =
        QStringLiteral("# Fine-tuning comparison\n\n%1 seed(s) per model, %2 test examples.\n\n%3\n%4\n")
            .arg(c.value(QLatin1String("seeds")).toInt())
            .arg(c.value(QLatin1String("test_examples")).toInt())
            .arg(header, rule);
    const QJsonObject metrics = c.value(QLatin1String("metrics")).toObject();
    for (auto it = metrics.begin(); it != metrics.end(); ++it) {
        out += QStringLiteral("| %1 |").arg(it.key());
        for (const QJsonValue& cell : it.value().toArray())
            out += QStringLiteral(" %1 ± %2 |")
                       .arg(cell[QLatin1String("mean")].toDouble(), 0, 'f', 4)
                       .arg(cell[QLatin1String("std")].toDouble(), 0, 'f', 4);
        out += QLatin1Char('\n');
    }
    return out;
}

// The bootstrap's macro-F1 differences, one row per model against the first, and what its interval is.
QString bootstrapMarkdown(const QJsonObject& bootstrap) {
    QString out =
        QStringLiteral(
            "\n## Macro-F1 difference (bootstrap over test examples and seeds, %1 samples, %2% interval)\n\n"
            "| model | vs | difference | interval | share not better | per seed "
            "|\n|---|---|---|---|---|---|\n")
            .arg(bootstrap.value(QLatin1String("samples")).toInt())
            .arg(100 * bootstrap.value(QLatin1String("confidence")).toDouble(), 0, 'f', 0);
    for (const QJsonValue& v : bootstrap.value(QLatin1String("comparisons")).toArray()) {
        QStringList perSeed;
        for (const QJsonValue& d : v[QLatin1String("per_seed_differences")].toArray())
            perSeed << QString::number(d.toDouble(), 'f', 4);
        out += QStringLiteral("| %1 | %2 | %3 | [%4, %5] | %6 | %7 |\n")
                   .arg(v[QLatin1String("model")].toString(), v[QLatin1String("against")].toString())
                   .arg(v[QLatin1String("macro_f1_difference")].toDouble(), 0, 'f', 4)
                   .arg(v[QLatin1String("ci_low")].toDouble(), 0, 'f', 4)
                   .arg(v[QLatin1String("ci_high")].toDouble(), 0, 'f', 4)
                   .arg(v[QLatin1String("share_not_better")].toDouble(), 0, 'f', 3)
                   .arg(perSeed.join(QStringLiteral(", ")));
    }
    out += QStringLiteral("\n%1 Share not better: the share of the widened resampled differences at or below "
                          "zero.\n")
               .arg(comparisonIntervalCaption(bootstrap).toString());
    return out;
}

// Per-class F1 per model, with each model's change from the first.
QString perClassMarkdown(const QJsonObject& c, const QJsonArray& models) {
    QString out = QStringLiteral("\n## Per-class F1\n\n| label | support |");
    for (const QJsonValue& m : models)
        out += QStringLiteral(" %1 |").arg(m.toString());
    out += QStringLiteral("\n|---|---|") + QStringLiteral("---|").repeated(int(models.size())) +
           QLatin1Char('\n');
    for (const QJsonValue& row : c.value(QLatin1String("per_class_f1")).toArray()) {
        out += QStringLiteral("| %1 | %2 |")
                   .arg(row[QLatin1String("label")].toString())
                   .arg(row[QLatin1String("support")].toInt());
        const QJsonArray cells = row[QLatin1String("models")].toArray();
        for (int m = 0; m < cells.size(); ++m) {
            const double d = cells[m][QLatin1String("difference")].toDouble();
            const QString change = m == 0 ? QString()
                                          : QStringLiteral(" (%1%2)")
                                                .arg(d > 0 ? QStringLiteral("+") : QString())
                                                .arg(d, 0, 'f', 4);
            out += QStringLiteral(" %1%2 |")
                       .arg(cells[m][QLatin1String("f1")].toDouble(), 0, 'f', 4)
                       .arg(change);
        }
        out += QLatin1Char('\n');
    }
    return out;
}

} // namespace

QString comparisonMarkdown(const QJsonObject& c) {
    const QJsonArray models = c.value(QLatin1String("models")).toArray();
    return metricsMarkdown(c, models) + bootstrapMarkdown(c.value(QLatin1String("bootstrap")).toObject()) +
           perClassMarkdown(c, models);
}

} // namespace hw
