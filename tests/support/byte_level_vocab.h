#pragma once

#include <QByteArray>
#include <QJsonObject>

namespace hw::test {

// The smallest byte-level BPE vocabulary that cuts text: <s> <pad> </s> <unk> <mask>, the 256 byte
// characters, then Ġt, he and Ġthe from three merges.
QJsonObject tinyByteLevelVocab();
// merges.txt of that vocabulary.
QByteArray tinyByteLevelMerges();

} // namespace hw::test
