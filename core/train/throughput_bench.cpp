#include "train/throughput_bench.h"

#include "model/internal/model_factory.h"
#include "train/internal/masked_lm_step.h"

#include "system/cpu_memory.h"

#include <torch/torch.h>

#include <chrono>

namespace hw {

namespace {

double matmulPeak()
{
    torch::NoGradGuard noGrad;
    const int n = 1024;
    const torch::Tensor a = torch::randn({n, n}), b = torch::randn({n, n});
    torch::Tensor c = torch::matmul(a, b); // warm-up
    const auto start = std::chrono::steady_clock::now();
    const int repeats = 10;
    for (int i = 0; i < repeats; ++i)
        c = torch::matmul(a, b);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return 2.0 * n * n * n * repeats / seconds;
}

// Forward FLOPs of one step, counting the matmuls (the rest is noise at these sizes); backward is twice that.
double stepFlops(const ThroughputBenchSpec& s, double maskedTokens)
{
    const double tokens = double(s.batchSize) * s.seqLen;
    const double perLayer = tokens * (2.0 * 4 * s.hidden * s.hidden + 2.0 * 2 * s.hidden * s.ffn) + 2.0 * 2 * s.batchSize * double(s.seqLen) * s.seqLen * s.hidden;
    const double head = maskedTokens * (2.0 * s.hidden * s.hidden + 2.0 * s.hidden * s.vocabSize);
    return 3.0 * (s.layers * perLayer + head);
}

} // namespace

Expected<ThroughputBenchResult> runThroughputBench(const ThroughputBenchSpec& s)
{
    if (s.hidden % s.heads != 0)
        return UserError{QStringLiteral("hidden %1 is not a multiple of heads %2").arg(s.hidden).arg(s.heads), QStringLiteral("--heads"),
                         QStringLiteral("choose a head count that divides the hidden size")};
    ModelConfig config;
    config.architecture = Architecture::BertForMaskedLM;
    config.vocabSize = s.vocabSize;
    config.hiddenSize = s.hidden;
    config.embeddingSize = s.hidden;
    config.numHiddenLayers = s.layers;
    config.numAttentionHeads = s.heads;
    config.intermediateSize = s.ffn;
    config.maxPositionEmbeddings = std::max(512, s.seqLen);
    Expected<bool> valid = config.validate(QStringLiteral("bench configuration"));
    if (!valid)
        return valid.error();

    keepFreedMemoryForReuse();
    torch::manual_seed(s.seed);
    std::shared_ptr<EncoderModel> model = createModel(config);
    initializeWeights(*model, s.seed);
    model->train();
    MaskedLmTrainer trainer(model, MaskedLmTrainer::Options{});

    ThroughputBenchResult result;
    result.threads = torch::get_num_threads();
    for (const torch::Tensor& p : model->parameters())
        result.parameters += p.numel();
    double maskedTokens = 0;
    std::chrono::steady_clock::time_point start;
    for (int step = 0; step < s.warmupSteps + s.steps; ++step) {
        if (step == s.warmupSteps)
            start = std::chrono::steady_clock::now();
        // Random tokens with 15% masked, as the Python baseline draws them.
        torch::Tensor ids = torch::randint(5, s.vocabSize, {s.batchSize, s.seqLen}, torch::kLong);
        const torch::Tensor selected = torch::rand({s.batchSize, s.seqLen}) < s.maskRate;
        torch::Tensor labels = torch::where(selected, ids, torch::full_like(ids, -100));
        ids = torch::where(selected, torch::full_like(ids, 4), ids);
        const double loss = trainer.step(ids, torch::ones_like(ids), labels);
        if (step == 0)
            result.firstLoss = loss;
        result.lastLoss = loss;
        if (step >= s.warmupSteps)
            maskedTokens += selected.sum().item<double>();
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    result.tokensPerSecond = double(s.steps) * s.batchSize * s.seqLen / seconds;
    result.flopsPerSecond = stepFlops(s, maskedTokens / std::max(1, s.steps)) * s.steps / seconds;
    result.matmulPeakFlops = matmulPeak();
    return result;
}

} // namespace hw
