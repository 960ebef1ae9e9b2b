#include "core/tokenize/grapheme_clusters.h"

#include <QChar>

#include <algorithm>
#include <iterator>

namespace hw {

namespace {

// Grapheme_Cluster_Break values the rules below tell apart.
enum class Gcb {
    Other,
    CR,
    LF,
    Control,
    Extend,
    ZWJ,
    RegionalIndicator,
    Prepend,
    SpacingMark,
    L,
    V,
    T,
    LV,
    LVT
};

struct Range {
    char32_t first, last;
};

bool inRanges(char32_t c, const Range* begin, const Range* end) {
    const Range* r = std::upper_bound(begin, end, c, [](char32_t v, const Range& x) { return v < x.first; });
    return r != begin && c <= std::prev(r)->last;
}

// Other_Grapheme_Extend (PropList.txt) and the emoji modifiers: Extend beside the nonspacing and enclosing
// marks.
constexpr Range kOtherExtend[] = {
    {0x09BE, 0x09BE},   {0x09D7, 0x09D7},   {0x0B3E, 0x0B3E},   {0x0B57, 0x0B57},   {0x0BBE, 0x0BBE},
    {0x0BD7, 0x0BD7},   {0x0CC2, 0x0CC2},   {0x0CD5, 0x0CD6},   {0x0D3E, 0x0D3E},   {0x0D57, 0x0D57},
    {0x0DCF, 0x0DCF},   {0x0DDF, 0x0DDF},   {0x1B35, 0x1B35},   {0x200C, 0x200C},   {0x302E, 0x302F},
    {0xFF9E, 0xFF9F},   {0x1133E, 0x1133E}, {0x11357, 0x11357}, {0x114B0, 0x114B0}, {0x114BD, 0x114BD},
    {0x115AF, 0x115AF}, {0x11930, 0x11930}, {0x1D165, 0x1D165}, {0x1D16E, 0x1D172}, {0x1F3FB, 0x1F3FF},
    {0xE0020, 0xE007F}};

// Prepend: Prepended_Concatenation_Mark and the Indic consonants written before the syllable they belong to.
constexpr Range kPrepend[] = {{0x0600, 0x0605},   {0x06DD, 0x06DD},   {0x070F, 0x070F},   {0x0890, 0x0891},
                              {0x08E2, 0x08E2},   {0x0D4E, 0x0D4E},   {0x110BD, 0x110BD}, {0x110CD, 0x110CD},
                              {0x111C2, 0x111C3}, {0x1193F, 0x1193F}, {0x11941, 0x11941}, {0x11A3A, 0x11A3A},
                              {0x11A84, 0x11A89}, {0x11D46, 0x11D46}, {0x11F02, 0x11F02}};

// Spacing marks that are not SpacingMark (Myanmar, Tai Tham, Tai Viet, Ahom), and the two vowels that are
// without being spacing marks (Thai and Lao SARA AM).
constexpr Range kNotSpacingMark[] = {{0x102B, 0x102C},  {0x1038, 0x1038}, {0x1062, 0x1064}, {0x1067, 0x106D},
                                     {0x1083, 0x1083},  {0x1087, 0x108C}, {0x108F, 0x108F}, {0x109A, 0x109C},
                                     {0x1A61, 0x1A61},  {0x1A63, 0x1A64}, {0xAA7B, 0xAA7B}, {0xAA7D, 0xAA7D},
                                     {0x11720, 0x11721}};

// Default-ignorable code points not yet assigned, which count as Control.
constexpr Range kIgnorableUnassigned[] = {{0x2065, 0x2065}, {0xFFF0, 0xFFF8}, {0xE0000, 0xE0FFF}};

template <size_t N> bool in(char32_t c, const Range (&ranges)[N]) {
    return inRanges(c, ranges, ranges + N);
}

Gcb hangulClass(char32_t c) {
    if ((c >= 0x1100 && c <= 0x115F) || (c >= 0xA960 && c <= 0xA97C))
        return Gcb::L;
    if ((c >= 0x1160 && c <= 0x11A7) || (c >= 0xD7B0 && c <= 0xD7C6))
        return Gcb::V;
    if ((c >= 0x11A8 && c <= 0x11FF) || (c >= 0xD7CB && c <= 0xD7FB))
        return Gcb::T;
    if (c >= 0xAC00 && c <= 0xD7A3)
        return (c - 0xAC00) % 28 == 0 ? Gcb::LV : Gcb::LVT;
    return Gcb::Other;
}

Gcb classOf(char32_t c) {
    if (c < 0x80) // ASCII, most of most text, without a table search
        return c == U'\r'              ? Gcb::CR
               : c == U'\n'            ? Gcb::LF
               : c < 0x20 || c == 0x7F ? Gcb::Control
                                       : Gcb::Other;
    if (c == 0x200D)
        return Gcb::ZWJ;
    if (c >= 0x1F1E6 && c <= 0x1F1FF)
        return Gcb::RegionalIndicator;
    if (in(c, kPrepend))
        return Gcb::Prepend;
    if (in(c, kOtherExtend))
        return Gcb::Extend;
    if (c == 0x0E33 || c == 0x0EB3)
        return Gcb::SpacingMark;
    if (const Gcb hangul = hangulClass(c); hangul != Gcb::Other)
        return hangul;
    switch (QChar::category(c)) {
    case QChar::Mark_NonSpacing:
    case QChar::Mark_Enclosing:
        return Gcb::Extend;
    case QChar::Mark_SpacingCombining:
        return in(c, kNotSpacingMark) ? Gcb::Other : Gcb::SpacingMark;
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return Gcb::Control;
    case QChar::Other_NotAssigned:
        return in(c, kIgnorableUnassigned) ? Gcb::Control : Gcb::Other;
    default:
        return Gcb::Other;
    }
}

bool isControlLike(Gcb g) {
    return g == Gcb::Control || g == Gcb::CR || g == Gcb::LF;
}

// Whether the cluster goes on from `before` to `after` (GB3 to GB13); `regionalBefore` counts the regional
// indicators that end the text before `after`.
bool joins(Gcb before, Gcb after, int regionalBefore) {
    if (before == Gcb::CR && after == Gcb::LF)
        return true;
    if (isControlLike(before) || isControlLike(after))
        return false;
    if (before == Gcb::L && (after == Gcb::L || after == Gcb::V || after == Gcb::LV || after == Gcb::LVT))
        return true;
    if ((before == Gcb::LV || before == Gcb::V) && (after == Gcb::V || after == Gcb::T))
        return true;
    if ((before == Gcb::LVT || before == Gcb::T) && after == Gcb::T)
        return true;
    if (after == Gcb::Extend || after == Gcb::ZWJ || after == Gcb::SpacingMark || before == Gcb::Prepend)
        return true;
    return before == Gcb::RegionalIndicator && after == Gcb::RegionalIndicator && regionalBefore % 2 == 1;
}

} // namespace

void graphemeClusterEnds(const char32_t* text, int size, std::vector<int>& ends) {
    ends.clear();
    if (size <= 0)
        return;
    Gcb before = classOf(text[0]);
    int regional = before == Gcb::RegionalIndicator ? 1 : 0;
    for (int k = 1; k < size; ++k) {
        const Gcb after = classOf(text[k]);
        if (!joins(before, after, regional))
            ends.push_back(k);
        regional = after == Gcb::RegionalIndicator ? regional + 1 : 0;
        before = after;
    }
    ends.push_back(size);
}

} // namespace hw
