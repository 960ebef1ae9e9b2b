#include "core/dataset/batch_loader.h"

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
    std::optional<TrainingBatch> batch = m_queue.pop(); // empty only once the loader has failed
    if (!batch)
        std::rethrow_exception(m_failure);
    return std::move(*batch);
}

} // namespace hw
