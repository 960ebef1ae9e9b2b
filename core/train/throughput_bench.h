#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw {

// A masked-LM training configuration measured on random data (the `headwater-cli bench` command).
struct ThroughputBenchSpec {
    QString modelType = QStringLiteral("bert"); // bert | roberta: the network whose masked-LM head trains
    int vocabSize = 30522;
    int hidden = 256;
    int layers = 4;
    int heads = 4;
    int intermediate = 1024; // the feed-forward size
    int seqLen = 128;
    int batchSize = 16;
    int steps = 10;
    int warmupSteps = 2;
    double maskRate = 0.15;
    uint64_t seed = 0;
    QString device = QStringLiteral("cpu");
    QString precision = QStringLiteral("fp32");
};

struct ThroughputBenchResult {
    double tokensPerSecond = 0;
    double flopsPerSecond = 0;        // model FLOPs actually computed per second (forward + backward)
    double matmulPeakFlops = 0;       // a large matmul on the same device (CPU: float32 on the same threads;
                                      // GPU: in the run's precision), for comparison
    double dataWaitShare = 0;         // of the steps' time, spent waiting for a batch from the loader
    qint64 estimatedMemoryBytes = 0;  // what the Pretrain page's estimate says this run needs
    qint64 peakDeviceMemoryBytes = 0; // the most the run held in tensors on a CUDA device; 0 on the CPU
    double firstLoss = 0, lastLoss = 0;
    qint64 parameters = 0;
    int threads = 0;
};

// Times the pretraining step itself: a BertForMaskedLM (or RobertaForMaskedLM) of this shape trained by
// PretrainJob (data loading,
// masking, AdamW, clipping; the vocabulary projection only at masked positions) on a synthetic corpus,
// warm-up steps excluded.
Expected<ThroughputBenchResult> runThroughputBench(const ThroughputBenchSpec& spec);

} // namespace hw
