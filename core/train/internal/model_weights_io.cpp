#include "train/internal/model_weights_io.h"

#include "checkpoint/internal/model_directory.h"
#include "checkpoint/internal/weight_loading.h"

#include <torch/torch.h>

namespace hw {

Expected<bool> restoreModelWeights(EncoderModel& model, const QString& directory) {
    Expected<QString> file = findWeightsFile(directory);
    if (!file)
        return file.error();
    Expected<WeightSource> source = readWeightsFile(file.value());
    if (!source)
        return source.error();
    torch::NoGradGuard noGrad;
    Expected<LoadReport> loaded = loadWeightsInto(model, source.value(), file.value());
    if (!loaded)
        return loaded.error();
    return true;
}

} // namespace hw
