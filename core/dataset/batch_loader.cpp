#include "dataset/batch_loader.h"

namespace hw {

BatchLoader::BatchLoader(std::shared_ptr<const BatchAssembler> assembler, int rows, DataCursor start, int prefetch)
    : m_assembler(std::move(assembler)), m_queue(size_t(std::max(1, prefetch)))
{
    m_thread = std::thread([this, rows, start] {
        DataCursor cursor = start;
        for (;;) {
            TrainingBatch batch = m_assembler->nextShuffled(cursor, rows);
            cursor = batch.next;
            if (!m_queue.push(std::move(batch)))
                return;
        }
    });
}

BatchLoader::~BatchLoader()
{
    m_queue.close();
    m_thread.join();
}

TrainingBatch BatchLoader::next()
{
    return std::move(*m_queue.pop()); // the producer never finishes, so there is always a batch to come
}

} // namespace hw
