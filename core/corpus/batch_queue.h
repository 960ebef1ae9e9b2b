#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>

namespace hw {

// A bounded hand-over between one producer and one consumer thread: the producer waits when the
// consumer falls behind, so memory stays bounded whatever the input size.
template <typename T> class BatchQueue {
public:
    explicit BatchQueue(size_t capacity)
        : m_capacity(capacity) {}

    // False when the queue was closed by the consumer (stop producing).
    bool push(T item) {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_notFull.wait(lock, [&] { return m_items.size() < m_capacity || m_closed; });
        if (m_closed)
            return false;
        m_items.push_back(std::move(item));
        m_notEmpty.notify_one();
        return true;
    }
    // Empty once the producer has finished and everything was taken.
    std::optional<T> pop() {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_notEmpty.wait(lock, [&] { return readyToTake(); });
        return takeFront();
    }
    // pop(), waiting at most `wait`: empty after a timeout too, and then *ended is false.
    std::optional<T> pop(std::chrono::milliseconds wait, bool* ended) {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_notEmpty.wait_for(lock, wait, [&] { return readyToTake(); });
        *ended = m_items.empty() && (m_finished || m_closed);
        return takeFront();
    }
    void finish() // producer: no more items
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_finished = true;
        m_notEmpty.notify_all();
    }
    void close() // consumer: stop, drop what is queued
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_closed = true;
        m_items.clear();
        m_notFull.notify_all();
        m_notEmpty.notify_all();
    }

private:
    // Both with the lock held.
    bool readyToTake() const { return !m_items.empty() || m_finished || m_closed; }
    std::optional<T> takeFront() {
        if (m_items.empty())
            return std::nullopt;
        T item = std::move(m_items.front());
        m_items.pop_front();
        m_notFull.notify_one();
        return item;
    }

    std::mutex m_mutex;
    std::condition_variable m_notFull, m_notEmpty;
    std::deque<T> m_items;
    size_t m_capacity;
    bool m_finished = false;
    bool m_closed = false;
};

} // namespace hw
