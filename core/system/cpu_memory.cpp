#include "core/system/cpu_memory.h"

#include <c10/core/Allocator.h>
#include <c10/core/CPUAllocator.h>
#include <c10/core/impl/alloc_cpu.h>

#include <malloc.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <list>
#include <map>
#include <mutex>
#include <unordered_map>

namespace hw {

namespace {

// Blocks of at least 1 MiB are rounded up (to 1/8 of their power of two, so a block fits a range of
// nearby sizes) and kept on free for the next request of that size.
class CachingCpuAllocator final : public c10::Allocator {
public:
    static CachingCpuAllocator& instance() {
        static CachingCpuAllocator* allocator =
            new CachingCpuAllocator; // never destroyed: tensors may outlive statics
        return *allocator;
    }

    c10::DataPtr allocate(size_t n) override { return take(n); }
    c10::DeleterFnPtr raw_deleter() const override { return &release; }
    void copy_data(void* dest, const void* src, std::size_t count) const override {
        std::memcpy(dest, src, count);
    }

private:
    static constexpr size_t kSmallest = size_t(1) << 20;

    CachingCpuAllocator() {
        const long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
        const size_t physical =
            pages > 0 && pageSize > 0 ? size_t(pages) * size_t(pageSize) : (size_t(8) << 30);
        m_capacity = std::min(size_t(4) << 30, physical / 4);
    }

    static size_t roundUp(size_t n) {
        size_t power = kSmallest;
        while (power < n)
            power <<= 1;
        const size_t step = std::max(kSmallest, power / 8);
        return (n + step - 1) / step * step;
    }

    c10::DataPtr take(size_t n) {
        if (n < kSmallest) {
            void* p = c10::alloc_cpu(n);
            return {p, p, &c10::free_cpu, c10::Device(c10::DeviceType::CPU)};
        }
        const size_t size = roundUp(n);
        void* p = nullptr;
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            ++m_tick;
            auto it = m_bySize.find(size);
            if (it != m_bySize.end()) {
                p = it->second->pointer;
                m_lru.erase(it->second);
                m_bySize.erase(it);
                m_cachedBytes -= size;
            }
            evict([&](const FreeBlock& oldest) { return m_tick - oldest.tick > kStaleAfter; });
        }
        if (!p)
            p = c10::alloc_cpu(size);
        std::lock_guard<std::mutex> lock(m_mutex);
        m_live[p] = size;
        return {p, p, &release, c10::Device(c10::DeviceType::CPU)};
    }

    static void release(void* p) { instance().giveBack(p); }

    void giveBack(void* p) {
        std::lock_guard<std::mutex> lock(m_mutex);
        auto it = m_live.find(p);
        if (it == m_live.end()) { // not ours (cannot happen, but never leak or double free)
            c10::free_cpu(p);
            return;
        }
        const size_t size = it->second;
        m_live.erase(it);
        m_lru.push_back({p, size, m_tick});
        m_bySize.emplace(size, std::prev(m_lru.end()));
        m_cachedBytes += size;
        evict([&](const FreeBlock&) { return m_cachedBytes > m_capacity; });
    }

    // Frees least recently returned blocks while `tooMany` says so. Called with the mutex held.
    template <typename Predicate> void evict(Predicate tooMany) {
        while (!m_lru.empty() && tooMany(m_lru.front())) {
            const FreeBlock oldest = m_lru.front();
            auto range = m_bySize.equal_range(oldest.size);
            for (auto it = range.first; it != range.second; ++it) {
                if (it->second == m_lru.begin()) {
                    m_bySize.erase(it);
                    break;
                }
            }
            m_lru.pop_front();
            m_cachedBytes -= oldest.size;
            c10::free_cpu(oldest.pointer);
        }
    }

    struct FreeBlock {
        void* pointer;
        size_t size;
        uint64_t tick; // allocation count when it was returned
    };

    // A block not asked for during this many large allocations (several training steps) is no longer part
    // of the working set, e.g. a size class of a batch shape that has passed.
    static constexpr uint64_t kStaleAfter = 1024;

    std::mutex m_mutex;
    std::list<FreeBlock> m_lru; // least recently returned first
    std::multimap<size_t, std::list<FreeBlock>::iterator> m_bySize;
    std::unordered_map<void*, size_t> m_live;
    uint64_t m_tick = 0;
    size_t m_cachedBytes = 0;
    size_t m_capacity = 0;
};

} // namespace

void keepFreedMemoryForReuse() {
    static std::once_flag once;
    std::call_once(once, [] {
        c10::SetCPUAllocator(&CachingCpuAllocator::instance(), 1);
#if defined(__GLIBC__)
        // Smaller blocks stay with glibc: keep them in its heap rather than unmapping and trimming.
        mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
        mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
#endif
    });
}

void returnFreedMemory() {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace hw
