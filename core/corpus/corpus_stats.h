#pragma once

#include "core/corpus/text_normalization.h"
#include "core/util/word_counts.h"

#include <QByteArrayView>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace hw {

// The per-document numbers statistics need, measured where the document is prepared (another thread).
struct DocumentFigures {
    int characters = 0;
    int words = 0;
    int hangul = 0, latin = 0, han = 0, otherLetters = 0;
};
DocumentFigures measureDocument(const QString& document);
// The same, and in the same pass the document's contentHash() (text_normalization.h) into *hash.
DocumentFigures measureDocument(const QString& document, uint64_t* hash);
// measureDocument(text, hash) and, in the same pass, whether normalizeText(text, options) returns the text as
// it is: true then, with its characters (UTF-16 units less low surrogates) in *characters; false means
// normalise it (and measure what that gives).
bool measureIfNormalized(const QString& text, const TextNormalization& options, DocumentFigures* figures,
                         uint64_t* hash, int* characters);
// The same for text held as UTF-8, measured from its bytes in the same pass that validates them: what
// measureIfNormalized() of the decoded text gives, without decoding it. NotUtf8 (nothing measured): the bytes
// are not valid UTF-8 as they stand, or start with a byte order mark; decode them and measure the text.
enum class Utf8Measure { Normalized, NeedsNormalizing, NotUtf8 };
Utf8Measure measureUtf8IfNormalized(QByteArrayView utf8, const TextNormalization& options,
                                    DocumentFigures* figures, uint64_t* hash, int* characters);

// Statistics of an imported corpus, accumulated one document at a time in bounded memory.
class CorpusStats {
public:
    void add(const QString& document) { add(measureDocument(document), document); }
    void add(const DocumentFigures& figures, const QString& document);
    // The same for a document held as UTF-8, decoded only when its words are counted.
    void add(const DocumentFigures& figures, QByteArrayView utf8);
    QJsonObject
    toJson() const; // documents, characters, words, length percentiles + histogram, scripts, top words

    qint64 documents() const { return m_documents; }
    qint64 characters() const { return m_characters; }
    qint64 words() const { return m_words; }
    double lengthPercentile(double p) const; // in characters, from the histogram

private:
    bool addFigures(const DocumentFigures& figures); // true: count this document's words too
    void countWords(QByteArrayView utf8);
    static int bucketOf(int length);
    static int bucketLowerBound(int bucket);
    void pruneWords();

    qint64 m_documents = 0, m_characters = 0, m_words = 0;
    qint64 m_hangul = 0, m_latin = 0, m_han = 0, m_otherLetters = 0;
    std::map<int, qint64> m_lengthBuckets;
    // Words as UTF-8, looked up by a view of the document's bytes.
    WordCounts<std::string, std::string_view, std::hash<std::string_view>> m_wordCounts;
};

} // namespace hw
