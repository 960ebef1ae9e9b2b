#pragma once

#include "core/jobs/job.h"
#include "core/system/device.h"
#include "core/train/throughput_bench.h"

namespace hw {

// A few training steps of a model's shape on random data, on the device a run would use: the tokens per
// second an estimate of the run's duration needs. Short, so it stops at its end rather than mid-step.
class ThroughputProbeJob : public Job {
public:
    explicit ThroughputProbeJob(ThroughputBenchSpec spec)
        : m_spec(std::move(spec)) {
        m_spec.device = normalizedDeviceName(m_spec.device);
    }
    Text title() const override;
    JobOutcome run(JobContext& context) override;
    // Waits for its device: a speed measured beside a training run would be wrong
    JobWeight weight() const override { return JobWeight::Heavy; }
    JobKind kind() const override { return JobKind::ThroughputProbe; }

    const ThroughputBenchResult& result() const { return m_result; }

private:
    ThroughputBenchSpec m_spec;
    ThroughputBenchResult m_result;
};

} // namespace hw
