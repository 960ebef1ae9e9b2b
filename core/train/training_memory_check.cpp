#include "core/train/training_memory_check.h"

#include "core/system/compute_devices.h"
#include "core/system/process_memory.h"
#include "core/train/pretrain_estimate.h"

namespace hw {

qint64 deviceMemoryBytes(const QString& device) {
    if (device == QLatin1String("cpu"))
        return systemMemoryBytes();
    bool ok = false;
    const int index = device.startsWith(QLatin1String("cuda:")) ? device.mid(5).toInt(&ok) : -1;
    if (!ok)
        return 0;
    for (const CudaDevice& cuda : detectComputeDevices().cuda)
        if (cuda.index == index)
            return cuda.totalMemoryBytes;
    return 0;
}

Expected<bool> checkTrainingFitsDevice(const ModelConfig& config, const TrainingShape& shape) {
    PretrainEstimateInput input;
    input.config = config;
    input.batchSize = shape.batchSize;
    input.seqLength = shape.seqLength;
    input.precision = shape.precision;
    const PretrainEstimate estimate = estimatePretraining(input);
    const qint64 available = deviceMemoryBytes(shape.device);
    const qint64 needed = estimate.totalBytes();
    if (available <= 0 || needed <= available)
        return true;
    return UserError{
        Text::tr("the run needs about %1 (%2 for weights, gradients and optimizer, %3 for a batch of %4 × %5 "
                 "tokens); %6 has %7")
            .arg(readableBytes(needed))
            .arg(readableBytes(estimate.weightBytes + estimate.gradientBytes + estimate.optimizerBytes))
            .arg(readableBytes(estimate.activationBytes))
            .arg(shape.batchSize)
            .arg(shape.seqLength)
            .arg(shape.device)
            .arg(readableBytes(available)),
        Text::setting(shape.batchSetting),
        Text::tr("lower %1 or %2, or use a smaller model")
            .arg(Text::setting(shape.batchSetting))
            .arg(Text::setting(shape.lengthSetting))};
}

} // namespace hw
