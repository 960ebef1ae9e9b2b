#pragma once

#include "core/jobs/job.h"
#include "core/tokenize/byte_level_bpe_tokenizer.h"
#include "core/tokenize/wordpiece_tokenizer.h"

#include <QVector>

namespace hw {

// A corpus word the tokenizer cuts into several pieces: a candidate for the vocabulary.
struct DomainTerm {
    QString word; // normalised as the tokenizer sees it (lowercased for uncased models)
    qint64 frequency = 0;
    QStringList pieces; // how the tokenizer splits it today
    QString token;      // the vocabulary entry that would stand for it: the word, "Ġword" for byte-level BPE
};

// Words at least `minFrequency` times in the corpus that are not in the vocabulary and split into two or
// more known pieces, ranked by the pieces they would save (frequency x (pieces - 1)).
Expected<QVector<DomainTerm>> rankDomainTerms(const WordPieceTokenizer& tokenizer,
                                              const QStringList& corpusFiles, int minFrequency,
                                              JobContext* context);

// The same for a byte-level BPE vocabulary (RoBERTa, ModernBERT): words of letters as they stand after a
// space ("Ġword"), the form that appears everywhere but at the very start of a text. A word at the start
// counts towards the same term.
Expected<QVector<DomainTerm>> rankDomainTerms(const ByteLevelBpeTokenizer& tokenizer,
                                              const QStringList& corpusFiles, int minFrequency,
                                              JobContext* context);

// The word after a space as the byte-level BPE vocabulary would hold it, with its pieces today: `text` is
// normalised as the tokenizer does, and must be one word of letters (the pre-tokenizer cuts letters from
// digits, punctuation and spaces).
Expected<DomainTerm> byteLevelDomainTerm(const ByteLevelBpeTokenizer& tokenizer, const QString& text);

} // namespace hw
