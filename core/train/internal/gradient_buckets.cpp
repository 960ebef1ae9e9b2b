#include "core/train/internal/gradient_buckets.h"

#include <torch/csrc/autograd/function_hook.h>
#include <torch/csrc/autograd/variable.h>

#include <functional>

namespace hw {

namespace {

// Called by autograd once a parameter's gradient has been accumulated in this backward pass.
class GradientReadyHook : public torch::autograd::PostAccumulateGradHook {
public:
    explicit GradientReadyHook(std::function<void()> ready)
        : m_ready(std::move(ready)) {}
    void operator()(const torch::autograd::Variable&) override { m_ready(); }

private:
    std::function<void()> m_ready;
};

} // namespace

GradientBuckets::GradientBuckets(c10::intrusive_ptr<c10d::Backend> backend,
                                 std::vector<torch::Tensor> parameters, int worldSize, int64_t bucketBytes)
    : m_backend(std::move(backend))
    , m_parameters(std::move(parameters))
    , m_worldSize(worldSize)
    , m_bucketOf(m_parameters.size()) {
    // The backward pass completes the last parameters first, so buckets are filled from the end.
    int64_t bytes = 0;
    for (size_t k = m_parameters.size(); k-- > 0;) {
        const torch::Tensor& p = m_parameters[k];
        const int64_t size = int64_t(p.nbytes());
        const bool fits = !m_buckets.empty() && bytes + size <= bucketBytes &&
                          m_parameters[m_buckets.back().members.front()].scalar_type() == p.scalar_type() &&
                          m_parameters[m_buckets.back().members.front()].device() == p.device();
        if (!fits) {
            m_buckets.emplace_back();
            bytes = 0;
        }
        m_buckets.back().members.push_back(k);
        bytes += size;
        m_bucketOf[k] = m_buckets.size() - 1;
        torch::autograd::impl::set_post_acc_grad_hooks(
            p, std::make_unique<GradientReadyHook>([this, k] { gradientReady(k); }));
    }
}

GradientBuckets::~GradientBuckets() {
    for (const torch::Tensor& p : m_parameters)
        torch::autograd::impl::post_acc_grad_hooks(p).reset();
}

void GradientBuckets::arm() {
    std::lock_guard<std::mutex> lock(m_mutex);
    for (Bucket& bucket : m_buckets) {
        bucket.pending = bucket.members.size();
        bucket.flat.clear();
        bucket.work.reset();
    }
    m_nextToSend = 0;
    m_sentDuringBackward = 0;
    m_armed = true;
}

void GradientBuckets::gradientReady(size_t parameter) {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_armed)
        return; // an accumulating micro-batch
    Bucket& bucket = m_buckets[m_bucketOf[parameter]];
    if (bucket.pending > 0 && --bucket.pending == 0) {
        const size_t before = m_nextToSend;
        sendReadyBuckets();
        m_sentDuringBackward += m_nextToSend - before;
    }
}

void GradientBuckets::sendReadyBuckets() {
    while (m_nextToSend < m_buckets.size() && m_buckets[m_nextToSend].pending == 0)
        send(m_buckets[m_nextToSend++]);
}

void GradientBuckets::send(Bucket& bucket) {
    torch::NoGradGuard noGrad;
    std::vector<torch::Tensor> pieces;
    for (size_t k : bucket.members) {
        torch::Tensor& p = m_parameters[k];
        if (!p.grad().defined())
            p.mutable_grad() = torch::zeros_like(p);
        pieces.push_back(p.grad().reshape(-1));
    }
    bucket.flat = {torch::cat(pieces).cpu()}; // Gloo reduces host memory
    bucket.work = m_backend->allreduce(bucket.flat);
}

void GradientBuckets::finish() {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_armed) { // averaging without the backward pass's help: every bucket now
        for (Bucket& bucket : m_buckets)
            bucket.pending = bucket.members.size();
        m_nextToSend = 0;
    }
    m_armed = false;
    for (Bucket& bucket : m_buckets)
        bucket.pending = 0; // what the backward pass did not complete is sent as it stands
    sendReadyBuckets();
    torch::NoGradGuard noGrad;
    for (Bucket& bucket : m_buckets) {
        bucket.work->wait();
        const torch::Tensor& first = m_parameters[bucket.members.front()];
        const torch::Tensor mean = bucket.flat[0].div_(double(m_worldSize)).to(first.device());
        int64_t offset = 0;
        for (size_t k : bucket.members) {
            torch::Tensor gradient = m_parameters[k].grad();
            const int64_t n = gradient.numel();
            gradient.copy_(mean.narrow(0, offset, n).view_as(gradient));
            offset += n;
        }
    }
}

} // namespace hw
