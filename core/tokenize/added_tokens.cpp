#include "core/tokenize/added_tokens.h"

#include "core/tokenize/byte_level_pre_tokenizer.h"

#include <QList>

#include <algorithm>

namespace hw {

int addedTokenId(const std::vector<AddedToken>& tokens, const QString& content) {
    for (const AddedToken& a : tokens)
        if (a.content == content)
            return a.id;
    return -1;
}

AddedToken AddedToken::specialToken(const QString& content, int id) {
    AddedToken t;
    t.content = content;
    t.id = id;
    t.normalized = false;
    t.special = true;
    return t;
}

AddedTokenMatcher::AddedTokenMatcher(std::vector<AddedToken> tokens)
    : m_tokens(std::move(tokens)) {
    for (Pass* pass : {&m_raw, &m_normalized})
        pass->firstBmp.assign(0x10000, false);
    for (int i = 0; i < int(m_tokens.size()); ++i) {
        const AddedToken& t = m_tokens[size_t(i)];
        if (t.content.isEmpty())
            continue; // tokenizers ignores an empty added token
        Pass& pass = t.normalized ? m_normalized : m_raw;
        const QList<uint> codePoints = t.content.toUcs4();
        pass.patterns.push_back({std::u32string(codePoints.begin(), codePoints.end()), i});
        const char32_t first = pass.patterns.back().content.front();
        if (first < 0x10000)
            pass.firstBmp[first] = true;
        else
            pass.astralFirst = true;
    }
    for (Pass* pass : {&m_raw, &m_normalized})
        std::stable_sort(
            pass->patterns.begin(), pass->patterns.end(),
            [](const Pattern& a, const Pattern& b) { return a.content.size() > b.content.size(); });
}

void AddedTokenMatcher::findIn(const Pass& pass, const char32_t* text, int size,
                               std::vector<AddedTokenMatch>& out) const {
    if (pass.patterns.empty())
        return;
    int taken = 0; // the end of the last match kept: lstrip never reaches back past it
    int at = 0;
    while (at < size) {
        // Leftmost-longest: the first position where a pattern matches, the longest pattern there.
        int start = at, token = -1, length = 0;
        for (; start < size; ++start) {
            const char32_t c = text[start];
            if (c < 0x10000 ? !pass.firstBmp[c] : !pass.astralFirst)
                continue;
            const auto found =
                std::find_if(pass.patterns.begin(), pass.patterns.end(), [&](const Pattern& p) {
                    return int(p.content.size()) <= size - start &&
                           std::equal(p.content.begin(), p.content.end(), text + start);
                });
            if (found != pass.patterns.end()) {
                token = found->token;
                length = int(found->content.size());
                break;
            }
        }
        if (token < 0)
            return;
        int stop = start + length;
        at = stop; // the search goes on after the match, whether it is kept or not
        const AddedToken& t = m_tokens[size_t(token)];
        if (t.singleWord) {
            const bool spaceBefore = start == 0 || !isUnicodeWordChar(text[start - 1]);
            const bool spaceAfter = stop == size || !isUnicodeWordChar(text[stop]);
            if (!spaceBefore || !spaceAfter)
                continue;
        }
        if (t.lstrip) {
            int from = start;
            while (from > 0 && isUnicodeWhiteSpace(text[from - 1]))
                --from;
            start = std::max(from, taken);
        }
        if (t.rstrip)
            while (stop < size && isUnicodeWhiteSpace(text[stop]))
                ++stop;
        out.push_back({std::max(start, taken), stop, token});
        taken = stop;
    }
}

void AddedTokenMatcher::find(bool raw, const char32_t* text, int size,
                             std::vector<AddedTokenMatch>& out) const {
    out.clear();
    findIn(raw ? m_raw : m_normalized, text, size, out);
}

} // namespace hw
