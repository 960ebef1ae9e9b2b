#include "core/eval/prediction_input.h"

#include "core/util/text.h"

namespace hw {

namespace {

// Skipped records shown as examples ("file:line: why").
constexpr int kSkippedExamples = 5;

void addExample(SkippedRecords* skipped, const Text& example) {
    if (skipped->examples.size() < kSkippedExamples)
        skipped->examples << example;
}

} // namespace

Expected<std::unique_ptr<PredictionInput>> PredictionInput::open(const QStringList& inputs,
                                                                 CorpusReadOptions read) {
    read.blankLineDocuments = false; // a line, a text: a blank line separates nothing
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open(inputs, read);
    if (!reader)
        return reader.error();
    return std::unique_ptr<PredictionInput>(new PredictionInput(std::move(reader.value())));
}

bool PredictionInput::read(int count, QVector<LabelledExample>* texts, UserError* error) {
    CorpusRecord record;
    for (int added = 0; added < count;) {
        if (!m_reader->next(&record, error))
            return false;
        if (record.text.trimmed().isEmpty()) {
            ++m_emptyTexts.count;
            addExample(&m_emptyTexts,
                       Text(QStringLiteral("%1: %2")).arg(record.location).arg(Text::tr("empty text")));
            continue;
        }
        texts->append({record.text, {}, record.location});
        ++added;
    }
    return true;
}

Expected<PredictionInputSummary> PredictionInput::finish() const {
    Expected<bool> unchanged = m_reader->checkFilesUnchanged();
    if (!unchanged)
        return unchanged.error();
    PredictionInputSummary summary;
    summary.files = m_reader->reports();
    for (const CorpusFileReport& f : summary.files) {
        summary.skipped.count += f.malformedRows;
        for (const Text& example : f.malformedExamples)
            addExample(&summary.skipped, example);
        summary.invalidUtf8 += f.invalidSequences;
        summary.cutLines += f.cutLines;
    }
    summary.skipped.count += m_emptyTexts.count;
    for (const Text& example : m_emptyTexts.examples)
        addExample(&summary.skipped, example);
    return summary;
}

UserError nothingToPredict(const QStringList& inputs, const CorpusReadOptions& read,
                           const PredictionInputSummary& summary) {
    const QString where = inputs.join(QStringLiteral(", "));
    if (summary.skipped.count == 0 || summary.files.isEmpty())
        return {
            Text::tr("no text to predict: the input holds no record"), where,
            Text::tr("give a file with one text per line, or JSONL, CSV or TSV records with a text field")};
    const QString field =
        read.textFields.isEmpty() ? QStringLiteral("text") : read.textFields.join(QStringLiteral("', '"));
    const CorpusFileReport& first = summary.files.first();
    const Expected<QStringList> fields = corpusFieldNames(first.path, first.format);
    return {Text::tr("no text to predict: no record has a text in the field '%1' (%2 read)")
                .arg(field)
                .arg(summary.skipped.count),
            where,
            fields && !fields->isEmpty()
                ? Text::tr("name the field that holds the text with %1; the first record has the fields %2")
                      .arg(Text::setting(QStringLiteral("text-field")))
                      .arg(fields->join(QStringLiteral(", ")))
                : Text::tr("name the field that holds the text with %1 (e.g. %2)")
                      .arg(Text::setting(QStringLiteral("text-field")))
                      .arg(Text::joined(summary.skipped.examples, QStringLiteral("; ")))};
}

} // namespace hw
