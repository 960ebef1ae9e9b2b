#include "core/train/throughput_probe_job.h"

namespace hw {

Text ThroughputProbeJob::title() const {
    return Text::tr("Measure training speed on %1").arg(m_spec.device);
}

JobOutcome ThroughputProbeJob::run(JobContext& context) {
    context.progress(Text::tr("measuring speed"), 0, 1);
    Expected<ThroughputBenchResult> measured = runThroughputBench(m_spec);
    if (!measured)
        return {JobStatus::Failed, measured.error().text(), measured.error()};
    m_result = measured.value();
    context.progress(Text::tr("measuring speed"), 1, 1);
    return {JobStatus::Succeeded,
            Text::tr("%1 tokens/s").arg(QString::number(m_result.tokensPerSecond, 'f', 0))};
}

} // namespace hw
