// thresholds.json beside a model: the first byte is the model's label count, the rest the file. What is
// accepted is one number from 0 to 1 per label.
#include "core/model_io/thresholds_file.h"
#include "fuzz_input_file.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 1)
        return 0;
    const int labelCount = data[0] % 64;
    const QString path = hw::fuzz::writeInputFile(QStringLiteral("thresholds.json"), data + 1, size - 1);
    const hw::Expected<QVector<double>> thresholds = hw::readThresholds(hw::fuzz::folderOf(path), labelCount);
    if (!thresholds)
        return 0;
    if (thresholds->size() != labelCount)
        __builtin_trap();
    for (double t : thresholds.value())
        if (!std::isfinite(t) || t < 0 || t > 1)
            __builtin_trap();
    return 0;
}
