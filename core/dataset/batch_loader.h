#pragma once

#include "core/corpus/batch_queue.h"
#include "core/dataset/training_batch.h"

#include <atomic>
#include <exception>
#include <thread>

namespace hw {

// Assembles and masks training batches on its own thread, a few ahead of the trainer, so the model
// never waits for data.
class BatchLoader {
public:
    BatchLoader(std::shared_ptr<const BatchAssembler> assembler, int rows, DataCursor start,
                BatchShare share = {}, int prefetch = 4);
    ~BatchLoader();
    BatchLoader(const BatchLoader&) = delete;
    BatchLoader& operator=(const BatchLoader&) = delete;

    // The next batch; rethrows, on the caller's thread, what stopped the loader (e.g. an unreadable dataset).
    TrainingBatch next();
    // How long next() has waited for the loader so far: the time the training steps stalled on data.
    double waitedSeconds() const { return m_waitedSeconds; }

private:
    std::shared_ptr<const BatchAssembler> m_assembler;
    BatchQueue<TrainingBatch> m_queue;
    std::thread m_thread;
    std::exception_ptr m_failure; // set by the loader thread before it finishes the queue
    double m_waitedSeconds = 0;   // the consumer's alone
};

} // namespace hw
