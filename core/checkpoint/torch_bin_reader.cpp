#include "checkpoint/internal/weight_source.h"

#include <torch/serialize.h>
#include <torch/torch.h>

namespace hw {

namespace {

UserError unreadable(const QString& path, const QString& detail)
{
    return {QStringLiteral("cannot read this pytorch_model.bin (%1)").arg(detail), path,
            QStringLiteral("it must be a state dict written by torch.save in the zip format (PyTorch 1.6 or newer); "
                           "re-save it with torch.save(model.state_dict(), path) or convert it to safetensors")};
}

} // namespace

Expected<WeightSource> readTorchBin(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return UserError{QStringLiteral("cannot read the weights file (%1)").arg(file.errorString()), path,
                         QStringLiteral("check that the file exists and is readable")};
    const QByteArray bytes = file.readAll();
    // torch's zip format starts with a local-file header; the legacy tar/pickle formats do not.
    if (!bytes.startsWith("PK\x03\x04"))
        return unreadable(path, QStringLiteral("not a zip archive"));

    WeightSource source;
    source.files << path;
    try {
        const std::vector<char> data(bytes.begin(), bytes.end());
        const c10::IValue root = torch::pickle_load(data);
        if (!root.isGenericDict())
            return unreadable(path, QStringLiteral("the archive holds no dictionary of tensors"));
        for (const auto& item : root.toGenericDict()) {
            if (!item.key().isString() || !item.value().isTensor())
                continue; // e.g. nested metadata; state dicts hold string -> tensor only
            source.tensors[item.key().toStringRef()] = item.value().toTensor();
        }
    } catch (const c10::Error& e) {
        return unreadable(path, QString::fromStdString(e.what_without_backtrace()).section(QLatin1Char('\n'), 0, 0));
    } catch (const std::exception& e) {
        return unreadable(path, QString::fromLocal8Bit(e.what()));
    }
    if (source.tensors.empty())
        return unreadable(path, QStringLiteral("no tensors found"));
    return source;
}

} // namespace hw
