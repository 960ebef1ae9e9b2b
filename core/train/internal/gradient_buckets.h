#pragma once
// Core-internal (includes torch's c10d): gradients averaged over the ranks in buckets, sent while the
// backward pass still runs.

#include <torch/csrc/distributed/c10d/Backend.hpp>
#include <torch/torch.h>

#include <mutex>
#include <vector>

namespace hw {

// The parameters' gradients in flat buckets of about 25 MB, filled in the order the backward pass completes
// them (the last layers first). Once armed, a bucket is sent as soon as its last gradient is accumulated,
// while the backward pass goes on with the earlier layers; buckets are always sent in the same order, as
// every rank must issue its collectives alike. Unarmed (micro-batches that only accumulate), nothing is sent.
class GradientBuckets {
public:
    // As torch's DistributedDataParallel sends them.
    static constexpr int64_t kDefaultBucketBytes = 25LL << 20;

    GradientBuckets(c10::intrusive_ptr<c10d::Backend> backend, std::vector<torch::Tensor> parameters,
                    int worldSize, int64_t bucketBytes = kDefaultBucketBytes);
    ~GradientBuckets();
    GradientBuckets(const GradientBuckets&) = delete;
    GradientBuckets& operator=(const GradientBuckets&) = delete;

    const std::vector<torch::Tensor>& parameters() const { return m_parameters; }
    // Before the backward pass whose gradients are to be averaged.
    void arm();
    // After it: sends what the backward pass did not (a parameter without a gradient counts as zeros), waits
    // for every bucket and replaces each gradient by its mean over the ranks. Collective failures throw.
    void finish();
    size_t bucketCount() const { return m_buckets.size(); }
    // Buckets sent while the last armed backward pass ran, before finish().
    size_t sentDuringBackward() const { return m_sentDuringBackward; }

private:
    struct Bucket {
        std::vector<size_t> members; // indexes into m_parameters
        size_t pending = 0;          // members whose gradient is not complete yet
        std::vector<at::Tensor> flat;
        c10::intrusive_ptr<c10d::Work> work;
    };
    void gradientReady(size_t parameter);
    void sendReadyBuckets(); // in order, as far as they are complete; m_mutex held
    void send(Bucket& bucket);

    c10::intrusive_ptr<c10d::Backend> m_backend;
    std::vector<torch::Tensor> m_parameters;
    int m_worldSize;
    std::vector<Bucket> m_buckets;
    std::vector<size_t> m_bucketOf;
    std::mutex m_mutex;
    bool m_armed = false;
    size_t m_nextToSend = 0;
    size_t m_sentDuringBackward = 0;
};

} // namespace hw
