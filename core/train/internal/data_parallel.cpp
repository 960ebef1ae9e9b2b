#include "core/train/internal/data_parallel.h"

#include <algorithm>
#include <chrono>

namespace hw {

namespace {

// How long a rank waits in a collective for the others before it gives up on them: long enough for rank 0
// to write a checkpoint of a large model while the others wait at the next step, as torch's own default.
constexpr std::chrono::minutes kCollectiveTimeout{10};
// How long the other ranks wait for rank 0 to tokenize the corpus once for all of them.
constexpr std::chrono::hours kAnnouncementTimeout{24};

std::string announcementKey(const std::string& what) {
    return "headwater/ready/" + what;
}

} // namespace

Expected<std::unique_ptr<DataParallel>> DataParallel::join(const DistributedEnvironment& environment,
                                                           JobContext& context) {
    context.log(LogLevel::Info, Text::tr("rank %1 of %2 joins the run at %3:%4 (%5)")
                                    .arg(environment.rank)
                                    .arg(environment.worldSize)
                                    .arg(environment.masterAddress)
                                    .arg(environment.masterPort)
                                    .arg(environment.launcher));
    Expected<JoinedProcessGroup> group = joinProcessGroup(environment, kCollectiveTimeout);
    if (!group)
        return group.error();
    return std::unique_ptr<DataParallel>(new DataParallel(environment, std::move(group.value())));
}

void DataParallel::lost(const std::exception& failure, const Text& during) const {
    // With two ranks the lost one is known; with more, any of the others may be the one that stopped.
    const Text whom = worldSize() == 2 ? Text::tr("rank %1").arg(1 - rank())
                                       : Text::tr("another of the run's %1 ranks").arg(worldSize());
    throw RankLost(UserError{
        Text::tr("rank %1 of %2 lost %3 while %4: it stopped, or did not answer within %5 minutes (%6)")
            .arg(rank())
            .arg(worldSize())
            .arg(whom)
            .arg(during)
            .arg(qint64(kCollectiveTimeout.count()))
            .arg(QString::fromUtf8(failure.what()).section(QLatin1Char('\n'), 0, 0).trimmed()),
        QStringLiteral("%1:%2").arg(m_environment.masterAddress).arg(m_environment.masterPort),
        Text::tr("see why that rank stopped, then start all %1 processes again with --resume: they continue "
                 "from the last checkpoint")
            .arg(worldSize())});
}

std::vector<double> DataParallel::sum(std::vector<double> values, const Text& during) {
    try {
        std::vector<at::Tensor> tensors{torch::tensor(values, torch::kFloat64)};
        m_group.backend->allreduce(tensors)->wait();
        const double* summed = tensors[0].data_ptr<double>();
        values.assign(summed, summed + values.size());
        return values;
    } catch (const std::exception& e) {
        lost(e, during);
    }
}

void DataParallel::broadcastFromRankZero(const std::vector<torch::Tensor>& tensors, const Text& during) {
    try {
        torch::NoGradGuard noGrad;
        std::vector<std::vector<at::Tensor>> sent;
        std::vector<c10::intrusive_ptr<c10d::Work>> works;
        sent.reserve(tensors.size()); // the works refer to these vectors until they finish
        for (const torch::Tensor& tensor : tensors) {
            sent.push_back({tensor.detach().cpu()}); // Gloo sends host memory; a CPU tensor is not copied
            works.push_back(m_group.backend->broadcast(sent.back()));
        }
        for (size_t i = 0; i < works.size(); ++i) {
            works[i]->wait();
            if (!tensors[i].is_cpu())
                tensors[i].detach().copy_(sent[i][0]);
        }
    } catch (const std::exception& e) {
        lost(e, during);
    }
}

GradientBuckets& DataParallel::bucketsFor(const std::vector<torch::Tensor>& parameters) {
    // Another model's parameters (the next seed of a fine-tuning run) get buckets of their own.
    const auto sameParameters = [&] {
        const std::vector<torch::Tensor>& bucketed = m_buckets->parameters();
        return bucketed.size() == parameters.size() &&
               std::equal(bucketed.begin(), bucketed.end(), parameters.begin(),
                          [](const torch::Tensor& a, const torch::Tensor& b) { return a.is_same(b); });
    };
    if (!m_buckets || !sameParameters()) {
        m_buckets.reset(); // its hooks leave the old parameters first
        m_buckets = std::make_unique<GradientBuckets>(m_group.backend, parameters, worldSize());
    }
    return *m_buckets;
}

void DataParallel::averageGradientsDuringBackward(const std::vector<torch::Tensor>& parameters) {
    bucketsFor(parameters).arm();
}

void DataParallel::averageGradients(const std::vector<torch::Tensor>& parameters, const Text& during) {
    try {
        bucketsFor(parameters).finish();
    } catch (const std::exception& e) {
        lost(e, during);
    }
}

void DataParallel::announce(const std::string& what) {
    if (rank() == 0)
        m_group.store->set(announcementKey(what), std::vector<uint8_t>{1});
}

void DataParallel::awaitAnnouncement(const std::string& what, const Text& during) {
    if (rank() == 0)
        return;
    try {
        m_group.store->wait({announcementKey(what)}, kAnnouncementTimeout);
    } catch (const std::exception& e) {
        lost(e, during);
    }
}

} // namespace hw
