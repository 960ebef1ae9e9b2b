#pragma once

#include "core/jobs/job.h"
#include "core/tokenize/wordpiece_tokenizer.h"

#include <QVector>

namespace hw {

// A corpus word the tokenizer cuts into several pieces: a candidate for the vocabulary.
struct DomainTerm {
    QString word; // normalised as the tokenizer sees it (lowercased for uncased models)
    qint64 frequency = 0;
    QStringList pieces; // how the tokenizer splits it today
};

// Words at least `minFrequency` times in the corpus that are not in the vocabulary and split into two or
// more known pieces, ranked by the pieces they would save (frequency x (pieces - 1)).
Expected<QVector<DomainTerm>> rankDomainTerms(const WordPieceTokenizer& tokenizer,
                                              const QStringList& corpusFiles, int minFrequency,
                                              JobContext* context);

} // namespace hw
