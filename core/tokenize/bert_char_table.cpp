#include "core/tokenize/bert_char_table.h"

#include "core/tokenize/bert_pre_tokenizer.h"
#include "core/util/byte_writing.h"

#include <QChar>

#include <atomic>
#include <cstring>
#include <memory>
#include <unordered_map>

namespace hw::bert {

namespace {

constexpr int kBlockBits = 8;
constexpr int kBlockSize = 1 << kBlockBits;
constexpr int kBlocks = 0x10000 >> kBlockBits;

template <class Visit> void forEachCodePoint(QStringView text, Visit&& visit) {
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            c = QChar::surrogateToUcs4(char16_t(c), text[++i].unicode());
        visit(c);
    }
}

CharInfo describe(char32_t c, int mode) {
    CharInfo info;
    if (c == 0 || c == 0xFFFD || isBertControl(c))
        info.flags |= CharInfo::Drop;
    if (isBertWhitespace(c))
        info.flags |= CharInfo::Space;
    if (isCjkIdeograph(c))
        info.flags |= CharInfo::Cjk;
    std::string utf8;
    int chars = 0, spaces = 0, puncts = 0;
    forEachCodePoint(normalisedChar(c, mode), [&](char32_t d) {
        appendUtf8(utf8, d);
        ++chars;
        spaces += isBertWhitespace(d);
        puncts += isBertPunctuation(d);
    });
    if (chars == 1 && puncts == 1)
        info.flags |= CharInfo::Punct;
    else if (chars == 1 && spaces == 1)
        info.flags |= CharInfo::OutSpace;
    else if (spaces + puncts > 0 || utf8.size() > sizeof(info.utf8))
        info.flags |= CharInfo::Complex;
    if (!(info.flags & CharInfo::Complex)) {
        info.bytes = uint8_t(utf8.size());
        info.chars = uint8_t(chars);
        std::memcpy(info.utf8, utf8.data(), utf8.size());
    }
    return info;
}

// Filled a block of 256 code points at a time on first use, shared by all threads; never freed.
std::atomic<const CharInfo*> g_blocks[4][kBlocks];

const CharInfo* block(int mode, int index) {
    std::atomic<const CharInfo*>& slot = g_blocks[mode][index];
    const CharInfo* found = slot.load(std::memory_order_acquire);
    if (found)
        return found;
    auto made = std::make_unique<CharInfo[]>(kBlockSize);
    for (int i = 0; i < kBlockSize; ++i)
        made[i] = describe(char32_t((index << kBlockBits) + i), mode);
    if (slot.compare_exchange_strong(found, made.get(), std::memory_order_acq_rel))
        return made.release();
    return found; // another thread filled it first
}

} // namespace

const CharInfo& charInfo(char32_t c, int mode) {
    if (c < 0x10000)
        return block(mode, int(c >> kBlockBits))[c & (kBlockSize - 1)];
    // Outside the Basic Multilingual Plane (emoji, rare ideographs): remembered per thread.
    thread_local std::unordered_map<uint32_t, CharInfo> astral;
    const uint32_t key = (uint32_t(c) << 2) | uint32_t(mode);
    auto found = astral.find(key);
    if (found == astral.end())
        found = astral.emplace(key, describe(c, mode)).first;
    return found->second;
}

QString normalisedChar(char32_t c, int mode) {
    QString piece;
    if (QChar::requiresSurrogates(c)) {
        piece.append(QChar(QChar::highSurrogate(c)));
        piece.append(QChar(QChar::lowSurrogate(c)));
    } else {
        piece.append(QChar(char16_t(c)));
    }
    if (mode & 2) {
        const QString decomposed = piece.normalized(QString::NormalizationForm_D);
        piece.clear();
        forEachCodePoint(decomposed, [&](char32_t d) {
            if (bertCategory(d) == QChar::Mark_NonSpacing)
                return;
            if (QChar::requiresSurrogates(d)) {
                piece.append(QChar(QChar::highSurrogate(d)));
                piece.append(QChar(QChar::lowSurrogate(d)));
            } else {
                piece.append(QChar(char16_t(d)));
            }
        });
    }
    if (mode & 1)
        piece = piece.toLower();
    return piece;
}

void appendUtf8(std::string& out, char32_t c) {
    char bytes[4];
    out.append(bytes, size_t(writeUtf8(bytes, c) - bytes));
}

void appendUtf8(std::string& out, QStringView text) {
    // Written in place into room for the longest form (three bytes a UTF-16 unit), then cut: appending each
    // code point's bytes apart cost most of a vocabulary's conversion.
    const size_t start = out.size();
    out.resize(start + size_t(text.size()) * 3);
    char* at = out.data() + start;
    forEachCodePoint(text, [&](char32_t c) { at = writeUtf8(at, c); });
    out.resize(size_t(at - out.data()));
}

std::string toUtf8(QStringView text) {
    std::string out;
    out.reserve(size_t(text.size()) * 3);
    appendUtf8(out, text);
    return out;
}

} // namespace hw::bert
