#include "core/tokenize/nfc_alignment.h"

#include <QChar>
#include <QList>
#include <QString>

#include <algorithm>
#include <optional>

namespace hw {

namespace {

// Each character of a normalisation step with its change against the input, as the crate reports it: 0
// replaces the next input character, 1 is added after the previous one, -n replaces one and removes n more.
struct Changed {
    char32_t c;
    int change;
};

// The crate's tables are Unicode 9's: a character assigned later neither decomposes, combines nor composes.
bool known(char32_t c) {
    return QChar::unicodeVersion(c) <= QChar::Unicode_9_0;
}

int combiningClass(char32_t c) {
    return known(c) ? QChar::combiningClass(c) : 0;
}

constexpr char32_t kHangulBase = 0xAC00, kLeadBase = 0x1100, kVowelBase = 0x1161, kTrailBase = 0x11A7;
constexpr int kVowels = 21, kTrails = 28, kSyllables = 11172;

void decomposeCanonical(char32_t c, std::vector<char32_t>& out) {
    if (c >= kHangulBase && c < kHangulBase + kSyllables) {
        const int s = int(c - kHangulBase);
        out.push_back(kLeadBase + char32_t(s / (kVowels * kTrails)));
        out.push_back(kVowelBase + char32_t((s % (kVowels * kTrails)) / kTrails));
        if (s % kTrails != 0)
            out.push_back(kTrailBase + char32_t(s % kTrails));
        return;
    }
    if (!known(c) || QChar::decompositionTag(c) != QChar::Canonical) {
        out.push_back(c);
        return;
    }
    const QList<uint> parts = QChar::decomposition(c).toUcs4();
    for (const uint p : parts)
        decomposeCanonical(char32_t(p), out);
}

// The primary composite of a pair, if any: what NFC makes of the two alone, when that is one character.
std::optional<char32_t> compose(char32_t a, char32_t b) {
    if (!known(a) || !known(b))
        return std::nullopt;
    const char32_t pair[] = {a, b};
    const QList<uint> composed = QString::fromUcs4(pair, 2).normalized(QString::NormalizationForm_C).toUcs4();
    if (composed.size() != 1 || !known(char32_t(composed[0])))
        return std::nullopt;
    return char32_t(composed[0]);
}

// Canonical decomposition in canonical order: each run of combining marks sorted (stably) by class.
std::vector<Changed> decompose(const char32_t* text, int size) {
    std::vector<Changed> out;
    std::vector<char32_t> parts;
    for (int i = 0; i < size; ++i) {
        parts.clear();
        decomposeCanonical(text[i], parts);
        for (size_t k = 0; k < parts.size(); ++k)
            out.push_back({parts[k], k == 0 ? 0 : 1});
    }
    auto byClass = [](const Changed& x, const Changed& y) {
        return combiningClass(x.c) < combiningClass(y.c);
    };
    for (size_t start = 0; start < out.size();) {
        size_t end = start + 1;
        while (end < out.size() && combiningClass(out[end].c) != 0)
            ++end;
        std::stable_sort(out.begin() + long(start), out.begin() + long(end), byClass);
        start = end;
    }
    return out;
}

// Canonical composition, step for step as the crate's Recompositions iterator (and so with its changes).
std::vector<Changed> recompose(const std::vector<Changed>& decomposed) {
    std::vector<Changed> out, blocked;
    std::optional<Changed> composee;
    int lastClass = -1; // the combining class of the last blocked mark; -1: none since the composee
    auto flush = [&](const Changed& next) {
        out.push_back(*composee);
        out.insert(out.end(), blocked.begin(), blocked.end());
        blocked.clear();
        composee = next;
        lastClass = -1;
    };
    for (const Changed& ch : decomposed) {
        const int cls = combiningClass(ch.c);
        if (!composee) {
            if (cls != 0)
                out.push_back(ch);
            else
                composee = ch;
            continue;
        }
        if (lastClass >= 0 && lastClass >= cls) {
            if (cls == 0)
                flush(ch); // a starter after blocked marks begins anew
            else {
                blocked.push_back(ch);
                lastClass = cls;
            }
            continue;
        }
        if (const std::optional<char32_t> r = compose(composee->c, ch.c)) {
            composee = Changed{*r, composee->change + ch.change - 1};
            continue;
        }
        if (lastClass < 0 && cls == 0) {
            flush(ch);
            continue;
        }
        blocked.push_back(ch);
        lastClass = cls;
    }
    if (composee)
        out.push_back(*composee);
    out.insert(out.end(), blocked.begin(), blocked.end());
    return out;
}

bool alreadyNfc(const char32_t* text, int size) {
    // Nothing below U+0300 decomposes into something NFC would not compose back, or combines.
    if (std::all_of(text, text + size, [](char32_t c) { return c < 0x300; }))
        return true;
    const QString s = QString::fromUcs4(text, size);
    return s.normalized(QString::NormalizationForm_C) == s;
}

} // namespace

void nfcAligned(const char32_t* text, int size, int offset, std::vector<char32_t>& out,
                std::vector<int>& begins, std::vector<int>& ends) {
    out.clear();
    begins.clear();
    ends.clear();
    if (alreadyNfc(text, size)) {
        out.assign(text, text + size);
        for (int i = 0; i < size; ++i) {
            begins.push_back(offset + i);
            ends.push_back(offset + i + 1);
        }
        return;
    }
    // tokenizers' transform(): a character with change <= 0 takes the span of the next input character (and
    // skips the ones it removes); an added one takes the span of the input character before it.
    int at = 0;
    for (const Changed& ch : recompose(decompose(text, size))) {
        out.push_back(ch.c);
        if (ch.change > 0) {
            begins.push_back(at == 0 ? offset : offset + at - 1);
            ends.push_back(at == 0 ? offset : offset + at);
        } else {
            begins.push_back(offset + std::min(at, size - 1));
            ends.push_back(offset + std::min(at, size - 1) + 1);
            at += 1 - ch.change;
        }
    }
}

} // namespace hw
