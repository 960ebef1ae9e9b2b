#include "core/train/throughput_bench.h"

#include "core/jobs/job_runner.h"
#include "core/model/internal/modernbert_config.h"
#include "core/model_io/model_files.h"
#include "core/system/compute_devices.h"
#include "core/train/pretrain_estimate.h"
#include "core/train/pretrain_job.h"
#include "core/util/atomic_file.h"

#include <QDir>
#include <QTemporaryDir>

#include <torch/cuda.h>
#include <torch/torch.h>
#ifdef HEADWATER_WITH_CUDA
#include <c10/cuda/CUDACachingAllocator.h>
#endif

#include <chrono>
#include <limits>
#include <map>
#include <mutex>
#include <random>

namespace hw {

namespace {

// The FLOP/s of a large matmul on the bench's device in its precision, the ceiling its step is measured
// against: 1024² in float32 on the CPU's threads, 8192² on a GPU (in bf16 or fp16 when the run uses it). Each
// product is timed alone and the fastest counts, so that other work on a shared machine lowers the ceiling
// as little as it can (measured before and after the steps, the higher taken).
double matmulPeak(const ThroughputBenchSpec& s) {
    torch::NoGradGuard noGrad;
    const torch::Device device(s.device.toStdString());
    const bool gpu = device.is_cuda();
    const int n = gpu ? 8192 : 1024;
    const torch::ScalarType type = !gpu                                   ? torch::kFloat32
                                   : s.precision == QLatin1String("bf16") ? torch::kBFloat16
                                   : s.precision == QLatin1String("fp16") ? torch::kFloat16
                                                                          : torch::kFloat32;
    const auto options = torch::TensorOptions().device(device).dtype(type);
    const torch::Tensor a = torch::randn({n, n}, options), b = torch::randn({n, n}, options);
    const auto finish = [&] {
        if (gpu)
            torch::cuda::synchronize(device.index() < 0 ? 0 : device.index());
    };
    torch::Tensor c = torch::matmul(a, b); // warm-up
    finish();
    double fastest = std::numeric_limits<double>::infinity();
    for (int i = 0; i < 10; ++i) {
        const auto start = std::chrono::steady_clock::now();
        c = torch::matmul(a, b);
        finish();
        fastest = std::min(fastest,
                           std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    return 2.0 * n * n * n / fastest;
}

#ifdef HEADWATER_WITH_CUDA
c10::DeviceIndex cudaIndex(const torch::Device& device) {
    return device.index() < 0 ? 0 : device.index();
}
#endif

// Starts counting the most memory the caching allocator holds in tensors on a CUDA device; nothing elsewhere.
void resetPeakDeviceBytes(const torch::Device& device) {
#ifdef HEADWATER_WITH_CUDA
    if (device.is_cuda())
        c10::cuda::CUDACachingAllocator::resetPeakStats(cudaIndex(device));
#else
    (void)device;
#endif
}

// The most memory the caching allocator held in tensors on a CUDA device since the reset; 0 elsewhere.
qint64 peakDeviceBytes(const torch::Device& device) {
#ifdef HEADWATER_WITH_CUDA
    if (device.is_cuda())
        return c10::cuda::CUDACachingAllocator::getDeviceStats(cudaIndex(device))
            .allocated_bytes[size_t(c10::CachingAllocator::StatType::AGGREGATE)]
            .peak;
#else
    (void)device;
#endif
    return 0;
}

// Forward FLOPs of one step, counting the matmuls (the rest is noise at these sizes); backward is twice that.
double stepFlops(const ThroughputBenchSpec& s, double maskedTokens) {
    const double tokens = double(s.batchSize) * s.seqLen;
    const double perLayer = tokens * (2.0 * 4 * s.hidden * s.hidden + 2.0 * 2 * s.hidden * s.intermediate) +
                            2.0 * 2 * s.batchSize * double(s.seqLen) * s.seqLen * s.hidden;
    const double head = maskedTokens * (2.0 * s.hidden * s.hidden + 2.0 * s.hidden * s.vocabSize);
    return 3.0 * (s.layers * perLayer + head);
}

} // namespace

Expected<ThroughputBenchResult> runThroughputBench(const ThroughputBenchSpec& s) {
    const Expected<Device> usable = usableDevice(s.device);
    if (!usable)
        return usable.error();
    if (s.hidden % s.heads != 0)
        return UserError{Text::tr("hidden %1 is not a multiple of heads %2").arg(s.hidden).arg(s.heads),
                         Text::setting(QStringLiteral("heads")),
                         Text::tr("choose a head count that divides the hidden size")};
    const std::optional<ModelFamily> family = familyFromModelType(s.modelType);
    if (!family || *family == ModelFamily::Electra)
        return UserError{Text::tr("no masked-LM benchmark for model type '%1'").arg(s.modelType),
                         Text::setting(QStringLiteral("arch")),
                         Text::tr("choose bert, roberta or modernbert")};
    ModelConfig config;
    config.architecture = pretrainingArchitectureOf(*family);
    if (countsPositionsAfterPadding(*family))
        config.typeVocabSize = 1;
    config.vocabSize = s.vocabSize;
    config.hiddenSize = s.hidden;
    config.embeddingSize = s.hidden;
    config.numHiddenLayers = s.layers;
    config.numAttentionHeads = s.heads;
    config.intermediateSize = s.intermediate;
    if (*family == ModelFamily::ModernBert)
        applyModernBertDefaults(config); // after the layer count: it sets each layer's attention
    config.setMaxInputTokens(std::max(512, s.seqLen));
    Expected<bool> valid = config.validate(Text::tr("bench configuration"));
    if (!valid)
        return valid.error();

    // The run trains through PretrainJob itself, so the figure is the pretraining step's: data loading,
    // masking, autocast, accumulation, clipping and AdamW included. Model and data are synthetic: a
    // vocabulary of "w<n>" words that tokenize one to one, and a corpus of random words long enough for every
    // step.
    QTemporaryDir work;
    if (!work.isValid())
        return UserError{Text::tr("cannot create a working folder for the benchmark"), QDir::tempPath(),
                         Text::tr("check free space")};
    const QString tokenizerDir = work.filePath(QStringLiteral("tokenizer"));
    QDir().mkpath(tokenizerDir);
    QByteArray vocab = "[PAD]\n[UNK]\n[CLS]\n[SEP]\n[MASK]\n";
    for (int i = 5; i < s.vocabSize; ++i)
        vocab += 'w' + QByteArray::number(i) + '\n';
    Expected<bool> written =
        writeFileAtomically(QDir(tokenizerDir).filePath(QStringLiteral("vocab.txt")), vocab);
    if (!written)
        return written.error();
    Expected<ModelWriteSummary> model =
        createRandomModel(config, tokenizerDir, work.filePath(QStringLiteral("model")), s.seed, true);
    if (!model)
        return model.error();
    std::mt19937_64 rng(s.seed);
    std::uniform_int_distribution<int> word(5, s.vocabSize - 1);
    const qint64 tokensNeeded = qint64(s.warmupSteps + s.steps + 2) * s.batchSize * s.seqLen * 11 / 10;
    QByteArray corpus;
    for (qint64 tokens = 0; tokens < tokensNeeded; tokens += 100) {
        for (int i = 0; i < 100; ++i)
            corpus += 'w' + QByteArray::number(word(rng)) + ' ';
        corpus += '\n';
    }
    written = writeFileAtomically(work.filePath(QStringLiteral("corpus.txt")), corpus);
    if (!written)
        return written.error();

    PretrainSpec spec;
    spec.modelDirectory = model->directory;
    spec.source.files = {work.filePath(QStringLiteral("corpus.txt"))};
    spec.source.validationRatio = 0.01;
    spec.cacheDirectory = work.filePath(QStringLiteral("cache"));
    spec.outputDirectory = work.filePath(QStringLiteral("run"));
    spec.seqLength = s.seqLen;
    spec.batchSize = s.batchSize;
    spec.maxSteps = s.warmupSteps + s.steps;
    spec.warmupSteps = 0;
    spec.learningRate = 1e-4;
    spec.maskRate = s.maskRate;
    spec.evalExamples = 1;
    spec.seed = s.seed;
    spec.device = s.device;
    spec.precision = s.precision;

    // Steps are timed from the metrics' wall clock: from the end of the warm-up to the last step.
    struct StepClock : ProgressSink {
        std::mutex mutex;
        std::map<qint64, qint64> wallMs;
        std::map<qint64, double> loss;
        void onProgress(const JobProgress&) override {}
        void onLog(LogLevel, const Text&) override {}
        void onMetric(const MetricPoint& m) override {
            std::lock_guard<std::mutex> lock(mutex);
            wallMs[m.step] = m.wallTimeMs;
            if (m.name == QLatin1String("loss"))
                loss[m.step] = m.value;
        }
    } clock;
    const double peakBefore = matmulPeak(s);
    PretrainJob job(spec);
    const torch::Device device(s.device.toStdString());
    resetPeakDeviceBytes(device);
    std::atomic_bool cancel{false};
    const JobOutcome outcome = runJobHere(job, clock, cancel);
    if (outcome.status != JobStatus::Succeeded)
        return outcome.error
                   ? *outcome.error
                   : UserError{outcome.message, QStringLiteral("bench"), Text::tr("check the configuration")};
    if (clock.wallMs.size() < size_t(s.warmupSteps + s.steps) || clock.loss.empty())
        return UserError{Text::tr("the benchmark run reported too few steps"), QStringLiteral("bench"),
                         Text::tr("raise %1").arg(Text::setting(QStringLiteral("steps")))};
    ThroughputBenchResult result;
    result.threads = torch::get_num_threads();
    result.parameters = model->parameters;
    result.firstLoss = clock.loss.begin()->second;
    result.lastLoss = clock.loss.rbegin()->second;
    const qint64 first = s.warmupSteps, last = s.warmupSteps + s.steps;
    const double seconds =
        std::max(1e-3, (clock.wallMs.at(last) - clock.wallMs.at(std::max<qint64>(1, first))) / 1000.0);
    const int timedSteps = first >= 1 ? s.steps : s.steps - 1;
    result.tokensPerSecond = double(timedSteps) * s.batchSize * s.seqLen / seconds;
    result.flopsPerSecond = stepFlops(s, s.maskRate * s.batchSize * s.seqLen) * timedSteps / seconds;
    result.peakDeviceMemoryBytes = peakDeviceBytes(device);
    result.dataWaitShare = job.result().dataWaitShare;
    PretrainEstimateInput estimateInput;
    estimateInput.config = config;
    estimateInput.seqLength = s.seqLen;
    estimateInput.batchSize = s.batchSize;
    estimateInput.precision = s.precision;
    result.estimatedMemoryBytes = estimatePretraining(estimateInput).totalBytes();
    result.matmulPeakFlops = std::max(peakBefore, matmulPeak(s));
    return result;
}

} // namespace hw
