#pragma once

#include <QString>

#include <string>
#include <vector>

namespace hw {

// A token matched whole in the raw text before pre-tokenisation (tokenizers' AddedToken): special tokens such
// as <mask>, and tokens added to a vocabulary by hand.
struct AddedToken {
    QString content;
    int id = -1;
    bool singleWord = false; // only where no word character touches it
    bool lstrip = false;     // takes the whitespace on its left
    bool rstrip = false;     // takes the whitespace on its right
    bool normalized = true;  // matched after normalisation (a second pass, here on the same text)
    bool special = false;

    static AddedToken specialToken(const QString& content, int id);
};

// One added token found in a text: code points [begin, end) of the text, whitespace taken by lstrip/rstrip
// included, and which token (an index into the list the matcher was made with).
// The id of `content` among added tokens, -1 if none: tokenizers looks added tokens up before the model.
int addedTokenId(const std::vector<AddedToken>& tokens, const QString& content);

struct AddedTokenMatch {
    int begin = 0, end = 0;
    int token = -1;
};

// Finds added tokens as tokenizers' AddedVocabulary does, leftmost-longest: first the tokens that are not
// normalized, in the raw text; then the normalized ones, in each stretch between those after normalisation.
// Each text searched is a text of its own for single_word and the stripping of whitespace.
class AddedTokenMatcher {
public:
    AddedTokenMatcher() = default;
    explicit AddedTokenMatcher(std::vector<AddedToken> tokens);

    bool isEmpty() const { return m_tokens.empty(); }
    const std::vector<AddedToken>& tokens() const { return m_tokens; }
    // The added tokens of one pass (`raw`: those not normalized) in code points text[0, size), in order.
    // The content of a normalized token is as the normalizer writes it.
    void find(bool raw, const char32_t* text, int size, std::vector<AddedTokenMatch>& out) const;

private:
    struct Pattern {
        std::u32string content;
        int token;
    };
    // Patterns of one pass, longest first, and which code points begin one (a fast first test).
    struct Pass {
        std::vector<Pattern> patterns;
        std::vector<bool> firstBmp;
        bool astralFirst = false;
    };
    void findIn(const Pass& pass, const char32_t* text, int size, std::vector<AddedTokenMatch>& out) const;

    std::vector<AddedToken> m_tokens;
    Pass m_raw, m_normalized;
};

} // namespace hw
