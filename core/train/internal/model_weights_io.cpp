#include "core/train/internal/model_weights_io.h"

#include "core/model_io/internal/model_directory.h"
#include "core/model_io/internal/weight_loading.h"

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
