#include "tests/support/byte_level_vocab.h"

#include "core/tokenize/byte_level_pre_tokenizer.h"

#include <QString>

namespace hw::test {

QJsonObject tinyByteLevelVocab() {
    QJsonObject vocab;
    int id = 0;
    for (const char* s : {"<s>", "<pad>", "</s>", "<unk>", "<mask>"})
        vocab.insert(QLatin1String(s), id++);
    for (int b = 0; b < 256; ++b)
        vocab.insert(QString(QChar(byteLevelChar(uint8_t(b)))), id++);
    for (const char* s : {"Ġt", "he", "Ġthe"})
        vocab.insert(QString::fromUtf8(s), id++);
    return vocab;
}

QByteArray tinyByteLevelMerges() {
    return "#version: 0.2\n\xC4\xA0 t\nh e\n\xC4\xA0t he\n";
}

} // namespace hw::test
