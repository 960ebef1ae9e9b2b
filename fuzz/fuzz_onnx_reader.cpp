// The ONNX reader an export checks itself with: any bytes end in a model or a message, never outside them.
#include "core/export/onnx_file.h"
#include "fuzz_input_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString path = hw::fuzz::writeInputFile(QStringLiteral("model.onnx"), data, size);
    hw::Expected<hw::OnnxModel> model = hw::readOnnxFile(path);
    if (model)
        for (const hw::OnnxNode& node : model->nodes)
            (void)node.attribute("axis");
    return 0;
}
