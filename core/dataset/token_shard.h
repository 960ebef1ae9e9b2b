#pragma once

#include "core/util/checked_file_writer.h"
#include "core/util/expected.h"

#include <QFile>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace hw {

// One split of a tokenized corpus on disk, memory-mapped for reading:
//   tokens.bin     token ids, uint16 when the vocabulary fits, else uint32
//   sentences.bin  uint64 offset of each sentence's first token, plus the total at the end
//   documents.bin  uint64 index of each document's first sentence, plus the sentence count at the end
//   shard.json     counts, token width, and the identity of the corpus and tokenizer it came from
// Tokens are read with positioned reads and the indexes are memory-mapped, so a 10 GB corpus costs page
// cache, not resident memory of the process.
class TokenShard {
public:
    static Expected<TokenShard> open(const QString& directory);

    qint64 tokenCount() const { return m_tokenCount; }
    qint64 sentenceCount() const { return m_sentenceCount; }
    qint64 documentCount() const { return m_documentCount; }
    int tokenBytes() const { return m_tokenBytes; }
    const QJsonObject& info() const { return m_info; }

    uint32_t token(qint64 index) const;
    void copyTokens(qint64 begin, qint64 count, int32_t* out) const; // thread-safe
    // Drops the index pages this process has touched from its resident set (they stay in the page cache);
    // for after a full pass such as laying out document examples.
    void releaseIndexPages() const;
    // Sentence s spans tokens [sentenceBegin(s), sentenceBegin(s + 1)).
    qint64 sentenceBegin(qint64 sentence) const { return qint64(m_sentences[sentence]); }
    // Document d spans sentences [documentSentence(d), documentSentence(d + 1)).
    qint64 documentSentence(qint64 document) const { return qint64(m_documents[document]); }
    qint64 documentBegin(qint64 document) const { return sentenceBegin(documentSentence(document)); }

private:
    TokenShard() = default;

    std::vector<std::shared_ptr<QFile>> m_files; // keep the mappings and the token file open
    int m_tokenFd = -1;
    const uint64_t* m_sentences = nullptr;
    const uint64_t* m_documents = nullptr;
    qint64 m_tokenCount = 0, m_sentenceCount = 0, m_documentCount = 0;
    int m_tokenBytes = 2;
    QJsonObject m_info;
};

// Writes one split: documents go in one at a time, sentence by sentence; finish() writes shard.json.
// The caller writes into a staging directory and renames it when every split is complete.
class TokenShardWriter {
public:
    static Expected<std::unique_ptr<TokenShardWriter>> create(const QString& directory, int vocabSize);

    // One document as its sentences' token ids (sentences without tokens are left out).
    Expected<bool> addDocument(const std::vector<std::vector<int32_t>>& sentences);
    Expected<bool> finish(const QJsonObject& info);
    qint64 tokenCount() const { return m_tokenCount; }
    qint64 documentCount() const { return m_documentCount; }

private:
    TokenShardWriter() = default;

    QString m_directory;
    // Every write checked to its last byte; the first failure is reported by finish().
    std::unique_ptr<CheckedFileWriter> m_tokens, m_sentences, m_documents;
    int m_tokenBytes = 2;
    qint64 m_tokenCount = 0, m_sentenceCount = 0, m_documentCount = 0;
    std::vector<uchar> m_buffer;
};

} // namespace hw
