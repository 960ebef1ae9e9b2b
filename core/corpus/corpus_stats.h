#pragma once

#include "core/corpus/text_normalization.h"

#include <QHash>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <map>

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

// Statistics of an imported corpus, accumulated one document at a time in bounded memory.
class CorpusStats {
public:
    void add(const QString& document) { add(measureDocument(document), document); }
    void add(const DocumentFigures& figures, const QString& document);
    QJsonObject
    toJson() const; // documents, characters, words, length percentiles + histogram, scripts, top words

    qint64 documents() const { return m_documents; }
    qint64 characters() const { return m_characters; }
    qint64 words() const { return m_words; }
    double lengthPercentile(double p) const; // in characters, from the histogram

private:
    static int bucketOf(int length);
    static int bucketLowerBound(int bucket);
    void pruneWords();

    qint64 m_documents = 0, m_characters = 0, m_words = 0;
    qint64 m_hangul = 0, m_latin = 0, m_han = 0, m_otherLetters = 0;
    std::map<int, qint64> m_lengthBuckets;
    QHash<QString, qint64> m_wordCounts;
};

} // namespace hw
