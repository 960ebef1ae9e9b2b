#pragma once

#include <QString>

#include <optional>

namespace hw {

// A size as transformers' max_shard_size writes it: "500MB", "2GB", "1.5GiB", "10kB" or plain bytes.
// Decimal units are powers of 1000, binary ones (KiB, MiB, GiB) powers of 1024. Nothing for anything else.
std::optional<qint64> parseByteSize(const QString& text);

} // namespace hw
