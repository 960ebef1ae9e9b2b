#include "core/train/internal/pretrain_session.h"

#include "core/train/internal/adamw_setup.h"
#include "core/train/internal/autocast_scope.h"
#include "core/train/lr_schedule.h"

#include <ATen/record_function.h>

#include <cmath>

namespace hw {

namespace {

uint64_t stepSeed(uint64_t seed, qint64 step, int micro) {
    std::mt19937_64 g = seededGenerator(seed, uint64_t(step), uint64_t(micro));
    return g();
}

} // namespace

MaskingOptions pretrainMasking(const PretrainSpec& spec) {
    MaskingOptions masking;
    masking.rate = spec.maskRate;
    masking.wholeWord = spec.objective == PretrainObjective::WholeWordMaskedLm;
    if (spec.objective ==
        PretrainObjective::Electra) { // ELECTRA's recipe: 85% [MASK], the rest left as they are
        masking.maskShare = 0.85;
        masking.randomShare = 0;
    }
    return masking;
}

std::pair<QString, double> perplexityMetric(const QString& prefix, const std::map<std::string, double>& means,
                                            PretrainObjective objective) {
    if (objective == PretrainObjective::Electra)
        return {prefix + QStringLiteral("generator_perplexity"), std::exp(means.at("generator_loss"))};
    return {prefix + QStringLiteral("perplexity"), std::exp(means.at("loss"))};
}

std::map<std::string, double> PretrainJob::Session::evaluate(const BatchAssembler& examples,
                                                             const std::vector<qint64>& indexes) {
    MetricSums sums;
    objective->setTraining(false);
    torch::manual_seed(spec.seed ^ 0x5eedULL); // ELECTRA's sampling draws the same in every evaluation
    for (size_t begin = 0; begin < indexes.size(); begin += size_t(spec.batchSize)) {
        // A pause asked for meanwhile is taken up here, not once the whole evaluation is done; the batches
        // scored are the same either way.
        context.pausePoint();
        const size_t end = std::min(indexes.size(), begin + size_t(spec.batchSize));
        const std::vector<qint64> rows(indexes.begin() + qsizetype(begin), indexes.begin() + qsizetype(end));
        const TrainingBatch b =
            examples.assemble(rows, std::vector<qint64>(rows.size(), 0)); // masked as in epoch 0
        AutocastScope autocast(device.type(), autocastType);
        objective->evaluate(BatchTensors::fromBatch(b, device), sums);
    }
    objective->setTraining(true);
    return sums.means();
}

bool PretrainJob::Session::step(BatchLoader& loader, QVector<std::pair<QString, double>>* metrics,
                                qint64* tokens, Text* error) {
    RECORD_USER_SCOPE(kPretrainingStepScope);
    const double learningRate =
        learningRateAt(state.step, spec.maxSteps, spec.warmupSteps, spec.learningRate, spec.decay);
    setLearningRate(*optimizer, learningRate);
    optimizer->zero_grad();
    MetricSums sums;
    double loss = 0;
    for (int micro = 0; micro < spec.gradAccumulation; ++micro) {
        const TrainingBatch batch = loader.next();
        // Dropout and ELECTRA's sampling are seeded by the step (and rank), so a resumed run draws what the
        // original would have.
        torch::manual_seed(stepSeed(spec.seed, state.step, micro) ^
                           (uint64_t(parallel ? parallel->rank() : 0) * 0x9e3779b97f4a7c15ULL));
        torch::Tensor microLoss;
        {
            AutocastScope autocast(device.type(), autocastType);
            const std::vector<LossTerm> terms =
                objective->lossTerms(BatchTensors::fromBatch(batch, device), sums);
            microLoss = parallel ? totalLoss(terms, rankShares(terms)) : totalLoss(terms);
        }
        double value = microLoss.defined() ? microLoss.item<double>() : 0.0;
        if (parallel) // this rank's part of the mean over every rank's rows
            value = parallel->sum({value / ranks()},
                                  Text::tr("adding up the loss of step %1").arg(state.step + 1))[0];
        if (!std::isfinite(value)) {
            *error = Text::tr("the loss became %1 at step %2 (learning rate %3)")
                         .arg(value)
                         .arg(state.step + 1)
                         .arg(learningRate);
            return false;
        }
        loss += value / spec.gradAccumulation;
        const double scale = autocastType == c10::ScalarType::Half ? lossScaler.scale() : 1.0;
        if (parallel && micro + 1 == spec.gradAccumulation)
            parallel->averageGradientsDuringBackward(parameters);
        if (microLoss.defined())
            (microLoss * (scale / spec.gradAccumulation)).backward();
        *tokens += batch.tokens;
        state.cursor = batch.next;
        state.examplesTaken += qint64(batch.rows) * ranks();
    }
    if (parallel) {
        *tokens = qint64(parallel->sum({double(*tokens)},
                                       Text::tr("adding up the tokens of step %1").arg(state.step + 1))[0]);
        parallel->averageGradients(parameters,
                                   Text::tr("averaging the gradients of step %1").arg(state.step + 1));
    }
    if (autocastType == c10::ScalarType::Half && !lossScaler.unscale(parameters)) {
        optimizer->zero_grad();
        return true; // overflow at this scale: the step is skipped with a smaller scale, as GradScaler
                     // does
    }
    const double gradNorm = torch::nn::utils::clip_grad_norm_(parameters, spec.maxGradNorm);
    optimizer->step();
    *metrics = {{QStringLiteral("loss"), loss},
                {QStringLiteral("lr"), learningRate},
                {QStringLiteral("grad_norm"), gradNorm}};
    // The parts (e.g. mlm_loss) are this process's own: in a data-parallel run, rank 0's rows.
    for (const auto& [name, value] : sums.means())
        metrics->append({QString::fromStdString(name), value});
    return true;
}

std::vector<double> PretrainJob::Session::rankShares(const std::vector<LossTerm>& terms) {
    std::vector<double> counts;
    for (const LossTerm& term : terms)
        counts.push_back(term.count);
    const std::vector<double> totals =
        parallel->sum(counts, Text::tr("counting the masked tokens of step %1").arg(state.step + 1));
    // Gradients are averaged over the ranks afterwards, so each term counts ranks x its share of the items.
    std::vector<double> shares;
    for (size_t i = 0; i < terms.size(); ++i)
        shares.push_back(totals[i] > 0 ? counts[i] * ranks() / totals[i] : 0.0);
    return shares;
}

} // namespace hw
