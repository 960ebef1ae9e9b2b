// Gradients averaged in buckets during the backward pass: armed, each bucket is sent as soon as the pass has
// completed its gradients, in a fixed order; unarmed (accumulating micro-batches), nothing is sent; a
// parameter the pass did not reach counts as zeros. One Gloo rank suffices: its mean is its own gradient.
#include "core/system/internal/process_group.h"
#include "core/train/internal/gradient_buckets.h"

#include <torch/torch.h>

#include <QtTest>

using namespace hw;

namespace {

JoinedProcessGroup aloneGroup() {
    DistributedEnvironment alone;
    alone.masterAddress = QStringLiteral("127.0.0.1");
    alone.masterPort = freeLoopbackPort();
    Expected<JoinedProcessGroup> group = joinProcessGroup(alone, std::chrono::seconds(30));
    return group ? group.value() : JoinedProcessGroup{};
}

} // namespace

class GradientBucketsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bucketsAreSentAsTheBackwardPassCompletesThem() {
        const JoinedProcessGroup group = aloneGroup();
        QVERIFY(group.backend);
        torch::manual_seed(1);
        // Three layers of 16x16 floats (1 KB each) and a fourth the loss never reaches.
        std::vector<torch::Tensor> weights;
        for (int i = 0; i < 4; ++i)
            weights.push_back(torch::randn({16, 16}).requires_grad_());
        GradientBuckets buckets(group.backend, weights, 1, 1024);
        QCOMPARE(buckets.bucketCount(), size_t(4));
        const auto loss = [&] {
            return torch::randn({2, 16}).mm(weights[0]).mm(weights[1]).mm(weights[2]).sum();
        };

        loss().backward(); // an accumulating micro-batch: nothing sent
        const torch::Tensor accumulated = weights[0].grad().clone();
        buckets.arm();
        loss().backward();
        // The unused last parameter's bucket is first in order (the pass completes the last parameters
        // first), so nothing can be sent before finish() without breaking the order every rank keeps.
        QCOMPARE(buckets.sentDuringBackward(), size_t(0));
        buckets.finish();
        QVERIFY(weights[3].grad().defined());
        QCOMPARE(weights[3].grad().abs().sum().item<float>(), 0.0f);
        QVERIFY(
            !torch::equal(weights[0].grad(), accumulated)); // both micro-batches' gradients, averaged over 1

        // Without the unused parameter, every bucket leaves during the pass.
        std::vector<torch::Tensor> used(weights.begin(), weights.begin() + 3);
        for (torch::Tensor& w : used)
            w.mutable_grad() = torch::Tensor();
        GradientBuckets reached(group.backend, used, 1, 1024);
        reached.arm();
        loss().backward();
        QCOMPARE(reached.sentDuringBackward(), size_t(3));
        const torch::Tensor expected = used[1].grad().clone();
        reached.finish();
        QVERIFY(torch::equal(used[1].grad(), expected)); // one rank's mean is its own gradient
    }
};

QTEST_GUILESS_MAIN(GradientBucketsTest)
#include "test_gradient_buckets.moc"
