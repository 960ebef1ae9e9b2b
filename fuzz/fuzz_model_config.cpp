// config.json: every field's type and range, before anything is sized from it.
#include "core/model/model_config.h"

#include <QJsonDocument>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QJsonDocument json =
        QJsonDocument::fromJson(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (json.isObject()) {
        const hw::Expected<hw::ModelConfig> config =
            hw::parseModelConfig(json.object(), QStringLiteral("fuzz"));
        if (config) // what was accepted must also survive being written back
            (void)hw::modelConfigToJson(config.value());
    }
    return 0;
}
