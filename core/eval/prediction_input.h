#pragma once

#include "core/corpus/corpus_reader.h"
#include "core/corpus/labelled_dataset.h"

#include <memory>

namespace hw {

// Records that hold no text to predict, as counted while reading (every file's malformed rows plus the empty
// texts), with the first few as "file:line: why".
struct SkippedRecords {
    qint64 count = 0;
    QVector<Text> examples;
};

// What reading the inputs skipped or repaired, every file together.
struct PredictionInputSummary {
    SkippedRecords skipped;
    qint64 invalidUtf8 = 0; // invalid UTF-8 sequences replaced
    qint64 cutLines = 0;    // lines over the reader's limit, cut
    QVector<CorpusFileReport> files;
};

// The texts `predict` reads, one per record: a non-blank line of plain text (a blank line separates nothing),
// a JSONL object or a CSV/TSV row with its text field. A record without text (the field missing, not a JSON
// object, a malformed row, an empty text) is skipped and counted.
class PredictionInput {
public:
    static Expected<std::unique_ptr<PredictionInput>> open(const QStringList& inputs, CorpusReadOptions read);

    // Appends up to `count` texts with their locations. False once the inputs are read to their end, or when
    // reading failed (then `error` says why).
    bool read(int count, QVector<LabelledExample>* texts, UserError* error);
    qint64 bytesDone() const { return m_reader->bytesDone(); }
    qint64 bytesTotal() const { return m_reader->bytesTotal(); }
    // After the last read: the files unchanged while they were read, and what was skipped or repaired.
    Expected<PredictionInputSummary> finish() const;

private:
    explicit PredictionInput(std::unique_ptr<CorpusReader> reader)
        : m_reader(std::move(reader)) {}
    std::unique_ptr<CorpusReader> m_reader;
    SkippedRecords m_emptyTexts;
};

// The refusal of inputs that held nothing to predict, naming the text field and the fields the first record
// has.
UserError nothingToPredict(const QStringList& inputs, const CorpusReadOptions& read,
                           const PredictionInputSummary& summary);

} // namespace hw
