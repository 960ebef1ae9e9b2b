#include "core/train/training_memory_check.h"

#include "core/system/compute_devices.h"
#include "core/train/pretrain_estimate.h"

namespace hw {

Expected<bool> checkTrainingFitsDevice(const ModelConfig& config, const TrainingShape& shape) {
    const Expected<Device> device = usableDevice(shape.device);
    if (!device)
        return device.error();
    return checkTrainingFits(config, shape, device.value(), deviceMemoryBytes(device.value()));
}

Expected<bool> checkTrainingFits(const ModelConfig& config, const TrainingShape& shape, const Device& device,
                                 qint64 availableBytes) {
    PretrainEstimateInput input;
    input.config = config;
    input.batchSize = shape.batchSize;
    input.seqLength = shape.seqLength;
    input.precision = shape.precision;
    const PretrainEstimate estimate = estimatePretraining(input);
    const qint64 needed = estimate.totalBytes();
    if (availableBytes <= 0 || needed <= availableBytes)
        return true;
    return UserError{
        Text::tr("the run needs about %1 (%2 for weights, gradients and optimizer, %3 for a batch of %4 × %5 "
                 "tokens); %6 has %7")
            .arg(readableBytes(needed))
            .arg(readableBytes(estimate.weightBytes + estimate.gradientBytes + estimate.optimizerBytes))
            .arg(readableBytes(estimate.activationBytes))
            .arg(shape.batchSize)
            .arg(shape.seqLength)
            .arg(device.name())
            .arg(readableBytes(availableBytes)),
        Text::setting(shape.batchSetting),
        Text::tr("lower %1 or %2, or use a smaller model")
            .arg(Text::setting(shape.batchSetting))
            .arg(Text::setting(shape.lengthSetting))};
}

} // namespace hw
