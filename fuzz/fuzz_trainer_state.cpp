// A checkpoint's trainer_state.json: the first 2 bytes size the data (examples, rows per step) that the saved
// position is checked against, the rest is the file. What is accepted survives being written back.
#include "core/train/trainer_state.h"

#include <QJsonDocument>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 2)
        return 0;
    const qint64 examples = data[0];
    const qint64 rowsPerStep = 1 + data[1] % 32;
    const QJsonDocument json =
        QJsonDocument::fromJson(QByteArray(reinterpret_cast<const char*>(data + 2), qsizetype(size - 2)));
    if (!json.isObject())
        return 0;
    const hw::Expected<hw::TrainerState> state =
        hw::TrainerState::fromJson(json.object(), QStringLiteral("fuzz"));
    if (!state)
        return 0;
    (void)state->dataPositionAgrees(examples, rowsPerStep, QStringLiteral("fuzz"));
    const hw::Expected<hw::TrainerState> again =
        hw::TrainerState::fromJson(state->toJson(), QStringLiteral("fuzz"));
    if (!again || again->step != state->step || again->cursor.position != state->cursor.position)
        __builtin_trap();
    return 0;
}
