#include "core/dataset/batch_loader.h"

#include <chrono>

namespace hw {

BatchLoader::BatchLoader(std::shared_ptr<const BatchAssembler> assembler, int rows, DataCursor start,
                         BatchShare share, int prefetch)
    : m_assembler(std::move(assembler))
    , m_queue(size_t(std::max(1, prefetch))) {
    m_thread = std::thread([this, rows, start, share] {
        DataCursor cursor = start;
        try {
            for (;;) {
                TrainingBatch batch = m_assembler->nextShuffled(cursor, rows, share);
                cursor = batch.next;
                if (!m_queue.push(std::move(batch)))
                    return;
            }
        } catch (...) {
            m_failure = std::current_exception();
            m_queue.finish();
        }
    });
}

BatchLoader::~BatchLoader() {
    m_queue.close();
    m_thread.join();
}

TrainingBatch BatchLoader::next() {
    const auto start = std::chrono::steady_clock::now();
    std::optional<TrainingBatch> batch = m_queue.pop(); // empty only once the loader has failed
    m_waitedSeconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!batch)
        std::rethrow_exception(m_failure);
    return std::move(*batch);
}

} // namespace hw
