#pragma once
// What the data-parallel pretraining tests share: a model whose ranks draw no dropout, a corpus of documents
// of varied length, and the losses a run folder recorded.

#include <QString>

#include <vector>

namespace hw::test {

// The tiny BERT fixture copied into ROOT/model with its dropout off: with dropout, ranks draw other masks
// than one process would, and their losses could not be compared.
QString modelWithoutDropout(const QString& root);
// ROOT/corpus.txt: 80 documents of 6 to 28 words, so that ranks' micro-batches mask different token counts.
QString writeVariedCorpus(const QString& root);
// The training losses in RUN/metrics.jsonl, step by step.
std::vector<double> lossesOf(const QString& run);

} // namespace hw::test
