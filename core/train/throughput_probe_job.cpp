#include "core/train/throughput_probe_job.h"

namespace hw {

QString ThroughputProbeJob::title() const {
    return QStringLiteral("Measure training speed on %1").arg(m_spec.device);
}

JobOutcome ThroughputProbeJob::run(JobContext& context) {
    context.progress(QStringLiteral("measuring speed"), 0, 1);
    Expected<ThroughputBenchResult> measured = runThroughputBench(m_spec);
    if (!measured)
        return {JobStatus::Failed, measured.error().toString(), measured.error()};
    m_result = measured.value();
    context.progress(QStringLiteral("measuring speed"), 1, 1);
    return {JobStatus::Succeeded, QStringLiteral("%1 tokens/s").arg(m_result.tokensPerSecond, 0, 'f', 0)};
}

} // namespace hw
