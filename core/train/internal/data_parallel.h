#pragma once
// Core-internal (includes torch's c10d): a trainer's part in a data-parallel run.

#include "core/dataset/training_batch.h"
#include "core/jobs/job.h"
#include "core/system/internal/process_group.h"
#include "core/train/internal/gradient_buckets.h"
#include "core/util/expected.h"

#include <torch/torch.h>

#include <exception>
#include <memory>
#include <vector>

namespace hw {

// What stops every rank when one of them stops or stops answering: a collective failed.
class RankLost : public std::exception {
public:
    explicit RankLost(UserError error)
        : m_error(std::move(error))
        , m_what(m_error.toString().toStdString()) {}
    const UserError& error() const { return m_error; }
    const char* what() const noexcept override { return m_what.c_str(); }

private:
    UserError m_error;
    std::string m_what;
};

// One process of a data-parallel run: it takes its share of each batch, the ranks weigh their losses so that
// together they compute one process's mean, and their gradients are averaged before each optimizer step.
// Every collective throws RankLost, naming the rank it lost, when another rank dies or does not answer
// within the timeout.
class DataParallel {
public:
    // Joins the run's other processes as the environment says, logging where to `context`.
    static Expected<std::unique_ptr<DataParallel>> join(const DistributedEnvironment& environment,
                                                        JobContext& context);

    int rank() const { return m_environment.rank; }
    int worldSize() const { return m_environment.worldSize; }
    BatchShare share() const { return {rank(), worldSize()}; }

    // The element-wise sum of every rank's `values`; `during` says what for, in a lost rank's message.
    std::vector<double> sum(std::vector<double> values, const Text& during);
    // Rank 0's values of `tensors` on every rank.
    void broadcastFromRankZero(const std::vector<torch::Tensor>& tensors, const Text& during);
    // Before the backward pass of a step's last micro-batch: its gradients are sent to the other ranks as
    // the pass completes them, overlapping the rest of it.
    void averageGradientsDuringBackward(const std::vector<torch::Tensor>& parameters);
    // Every parameter's gradient replaced by its mean over the ranks (a missing gradient counts as zeros),
    // reduced in buckets of about 25 MB: what the backward pass did not send yet is sent now.
    void averageGradients(const std::vector<torch::Tensor>& parameters, const Text& during);
    // Rank 0 says `what` is ready; the others wait for it, as long as rank 0 lives.
    void announce(const std::string& what);
    void awaitAnnouncement(const std::string& what, const Text& during);

private:
    DataParallel(DistributedEnvironment environment, JoinedProcessGroup group)
        : m_environment(std::move(environment))
        , m_group(std::move(group)) {}
    [[noreturn]] void lost(const std::exception& failure, const Text& during) const;
    GradientBuckets& bucketsFor(const std::vector<torch::Tensor>& parameters);

    DistributedEnvironment m_environment;
    JoinedProcessGroup m_group;
    std::unique_ptr<GradientBuckets> m_buckets; // made for the first parameters averaged
};

} // namespace hw
