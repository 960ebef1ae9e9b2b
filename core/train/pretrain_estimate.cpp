#include "core/train/pretrain_estimate.h"

#include "core/project/artefact_store.h"
#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/tokenize/text_tokenizer.h"

#include <algorithm>
#include <cmath>

namespace hw {

namespace {

// The activations every layer keeps for the backward pass, in bytes at 16 bits (Korthikanti et al., "Reducing
// Activation Recomputation in Large Transformer Models"): 34·s·b·h + 5·a·s²·b for BERT's layer, its MLP
// term written for any intermediate size (19·s·b·h at 4·h). ModernBERT's GeGLU keeps twice the MLP's values,
// and a sliding layer's scores span its window, not the whole sequence.
double layerActivationBytes(const ModelConfig& c, int seqLength, int batchSize) {
    const double s = seqLength, b = batchSize, h = c.hiddenSize, a = c.numAttentionHeads,
                 i = c.intermediateSize;
    const bool modernBert = c.family() == ModelFamily::ModernBert;
    const double mlp = 3.0 * s * b * h + (modernBert ? 8.0 : 4.0) * s * b * i;
    const double window = std::min(s, double(c.modernBert.localAttention) + 1.0);
    double total = 0;
    for (int layer = 0; layer < c.numHiddenLayers; ++layer) {
        const bool sliding = modernBert && size_t(layer) < c.modernBert.slidingLayers.size() &&
                             c.modernBert.slidingLayers[size_t(layer)];
        const double span = sliding ? window : s;
        total += 15.0 * s * b * h + 5.0 * a * s * span * b + mlp; // attention and its norms, scores, MLP
    }
    return total;
}

} // namespace

PretrainEstimate estimatePretraining(const PretrainEstimateInput& in) {
    PretrainEstimate out;
    out.tokensPerStep = qint64(in.seqLength) * in.batchSize * in.gradAccumulation;
    out.steps = in.maxSteps;
    if (in.trainTokens > 0 && out.tokensPerStep > 0) {
        out.stepsPerEpoch = double(in.trainTokens) / double(out.tokensPerStep);
        if (in.maxEpochs > 0)
            out.steps = std::max<qint64>(1, qint64(std::ceil(in.maxEpochs * out.stepsPerEpoch)));
        out.epochs = double(out.steps) / out.stepsPerEpoch;
    }
    out.parameters = estimatedParameterCount(in.config);
    out.weightBytes = 4 * out.parameters;
    out.gradientBytes = 4 * out.parameters;
    out.optimizerBytes = 8 * out.parameters;
    const double bytesPerValue =
        in.precision == QLatin1String("fp32") ? 2.0 : 1.0; // the formula is at 16 bits
    const double maskedLogits =
        0.15 * in.seqLength * in.batchSize * double(in.config.vocabSize) * 4.0 * 2.0; // logits and gradient
    // Capped well inside qint64, so that absurd batch sizes give an absurd figure, not an overflow.
    out.activationBytes = qint64(std::min(
        layerActivationBytes(in.config, in.seqLength, in.batchSize) * bytesPerValue + maskedLogits, 1e18));
    if (in.tokensPerSecond > 0) {
        const qint64 scored = in.evalExamples > 0 && in.validationExamples > 0
                                  ? std::min(in.evalExamples, in.validationExamples)
                                  : (in.evalExamples > 0 ? in.evalExamples : in.validationExamples);
        constexpr double kForwardShare = 1.0 / 3.0; // forward of forward + backward
        out.time.stepsLeft = double(out.steps);
        out.time.secondsPerStep = double(out.tokensPerStep) / in.tokensPerSecond;
        out.time.evaluationsLeft = scheduledLeft(0, out.steps, in.evalEvery);
        out.time.secondsPerEvaluation = double(scored) * in.seqLength * kForwardShare / in.tokensPerSecond;
        out.time.checkpointsLeft = scheduledLeft(0, out.steps, in.saveEvery);
        if (in.timeLimitSeconds > 0)
            out.time.secondsBeforeLimit = in.timeLimitSeconds;
        out.seconds = remainingRunSeconds(out.time);
    }
    return out;
}

Expected<qint64> estimateCorpusTokens(const QString& projectPath, const QString& corpusName,
                                      const QString& tokenizerDirectory, int sample) {
    Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(projectPath);
    if (!store)
        return store.error();
    Expected<Artefact> corpus = findArtefact(store.value()->database(), ArtefactKind::Corpus, corpusName);
    if (!corpus)
        return corpus.error();
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(tokenizerDirectory);
    if (!tokenizer)
        return tokenizer.error();
    Expected<QStringList> documents =
        corpusDocuments(store.value()->database(), store.value()->dataDirectory(), corpus->detailId,
                        QStringLiteral("train"), sample);
    if (!documents)
        return documents.error();
    qint64 characters = 0, tokens = 0;
    for (const QString& d : documents.value()) {
        characters += d.size();
        tokens += tokenizer.value()->encode(d, true).size();
    }
    if (characters == 0)
        return qint64(0);
    Expected<QVector<CorpusSummary>> corpora = listCorpora(store.value()->database());
    if (!corpora)
        return corpora.error();
    for (const CorpusSummary& c : corpora.value()) {
        if (c.id != corpus->detailId)
            continue;
        const double all = c.stats.value(QLatin1String("characters")).toDouble();
        const double documentsAll = double(std::max<qint64>(1, c.documents));
        const double trainShare = c.stats.value(QLatin1String("train")).toDouble() / documentsAll;
        return qint64(std::llround(all * trainShare * double(tokens) / double(characters)));
    }
    return qint64(0);
}

} // namespace hw
