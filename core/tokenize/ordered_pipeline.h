#pragma once

#include <QtGlobal>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace hw {

// Runs `work` over items block by block on `threads` threads, the caller's among them, while the caller goes
// on adding items (reading a file); each block's result goes to `emit` on the caller's thread, in input
// order, so the output is the same whatever the thread count. With one thread nothing is started: the caller
// does every block itself. `work` gets its thread's index (0 for the caller, then 1..threads-1), so state
// kept per thread (counts to merge afterwards) needs no lock. A block closes at `blockItems` items or when
// `weight` of its items reaches `blockWeight` (e.g. characters), whichever comes first.
template <class Item, class Result> class OrderedPipeline {
public:
    using Work = std::function<Result(const std::vector<Item>& items, int thread)>;
    using Emit = std::function<void(Result&)>;
    using Weight = std::function<qsizetype(const Item&)>;

    OrderedPipeline(int threads, Work work, Emit emit, int blockItems, qsizetype blockWeight, Weight weight)
        : m_work(std::move(work))
        , m_emit(std::move(emit))
        , m_weight(std::move(weight))
        , m_blockItems(std::max(1, blockItems))
        , m_blockWeight(blockWeight)
        // Enough blocks ahead that no thread waits for the reader, few enough to bound memory.
        , m_mostInFlight(size_t(2 * std::max(1, threads))) {
        for (int t = 1; t < threads; ++t)
            m_workers.emplace_back([this, t] { workerLoop(t); });
    }
    ~OrderedPipeline() {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_stopping = true;
        }
        m_wake.notify_all();
        for (std::thread& w : m_workers)
            w.join();
    }
    OrderedPipeline(const OrderedPipeline&) = delete;
    OrderedPipeline& operator=(const OrderedPipeline&) = delete;

    void add(Item item) {
        m_openWeight += m_weight ? m_weight(item) : 0;
        m_open.push_back(std::move(item));
        if (int(m_open.size()) >= m_blockItems || (m_blockWeight > 0 && m_openWeight >= m_blockWeight))
            submitOpen();
    }

    // Every item added so far processed and emitted.
    void finish() {
        if (!m_open.empty())
            submitOpen();
        settle(0);
    }

private:
    struct Block {
        std::vector<Item> items;
        Result result{};
        bool done = false;
    };

    void submitOpen() {
        auto block = std::make_shared<Block>();
        block->items = std::move(m_open);
        m_open.clear();
        m_openWeight = 0;
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_inFlight.push_back(block);
            m_pending.push_back(block);
        }
        m_wake.notify_one();
        settle(m_mostInFlight);
    }

    // Emits finished blocks from the front and, while more than `most` blocks are in flight, does pending
    // ones on this thread (or waits for the one in progress at the front).
    void settle(size_t most) {
        std::unique_lock<std::mutex> lock(m_mutex);
        for (;;) {
            while (!m_inFlight.empty() && m_inFlight.front()->done) {
                std::shared_ptr<Block> front = std::move(m_inFlight.front());
                m_inFlight.pop_front();
                lock.unlock();
                m_emit(front->result);
                lock.lock();
            }
            if (m_inFlight.size() <= most)
                return;
            if (!m_pending.empty()) {
                std::shared_ptr<Block> block = takePending();
                lock.unlock();
                run(std::move(block), 0);
                lock.lock();
            } else {
                m_done.wait(lock, [&] { return m_inFlight.front()->done; });
            }
        }
    }

    std::shared_ptr<Block> takePending() {
        std::shared_ptr<Block> block = std::move(m_pending.front());
        m_pending.pop_front();
        return block;
    }

    // The block's items stay until it is emitted, and this thread lets go of the block before it says it is
    // done: the items, made on the caller's thread, are freed there too. Memory freed on another thread goes
    // back to the allocator arena of the thread that took it, under that arena's lock, which the caller then
    // keeps waiting for.
    void run(std::shared_ptr<Block> block, int thread) {
        Result result = m_work(block->items, thread);
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            block->result = std::move(result);
            block->done = true;
            block.reset();
        }
        m_done.notify_all();
    }

    void workerLoop(int thread) {
        std::unique_lock<std::mutex> lock(m_mutex);
        for (;;) {
            m_wake.wait(lock, [&] { return m_stopping || !m_pending.empty(); });
            if (m_stopping)
                return; // what is still pending has no one to emit it
            std::shared_ptr<Block> block = takePending();
            lock.unlock();
            run(std::move(block), thread);
            lock.lock();
        }
    }

    Work m_work;
    Emit m_emit;
    Weight m_weight;
    const int m_blockItems;
    const qsizetype m_blockWeight;
    const size_t m_mostInFlight;

    std::vector<Item> m_open; // the block being filled, on the caller's thread only
    qsizetype m_openWeight = 0;

    std::mutex m_mutex;
    std::condition_variable m_wake;                // a pending block, or stopping
    std::condition_variable m_done;                // a block finished
    std::deque<std::shared_ptr<Block>> m_inFlight; // submitted and not yet emitted, in input order
    std::deque<std::shared_ptr<Block>> m_pending;  // submitted and not yet started
    bool m_stopping = false;
    std::vector<std::thread> m_workers;
};

} // namespace hw
