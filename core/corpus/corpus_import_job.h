#pragma once

#include "core/corpus/corpus_reader.h"
#include "core/corpus/text_normalization.h"
#include "core/jobs/job.h"

#include <QJsonObject>

class QTemporaryDir;

namespace hw {

class CorpusStats;

struct CorpusImportSpec {
    QStringList inputs; // files or folders
    CorpusReadOptions read;
    TextNormalization normalization;
    int minChars = 1;
    int maxChars = 0; // 0: no limit
    bool deduplicate = true;
    double validationRatio = 0.1;
    uint64_t seed = 42;
    QString projectPath; // record the corpus in this project (optional)
    QString corpusName;
    QString outputDirectory; // write train.txt, validation.txt, stats.json (optional)
};

struct CorpusImportResult {
    qint64 read = 0, kept = 0, duplicates = 0, tooShort = 0, tooLong = 0, train = 0, validation = 0;
    // Lines (or JSONL/CSV/TSV texts) longer than maxDocumentBytes of UTF-8, split into splitDocuments
    // documents: no document is longer, and nothing was cut.
    qint64 splitLines = 0, splitDocuments = 0, maxDocumentBytes = 0;
    QJsonObject stats;
    QVector<CorpusFileReport> files;

    QJsonObject toJson() const;
    // What the project keeps of an import: the statistics plus how many documents were read, dropped and
    // split.
    QJsonObject storedStats() const;
};

// "2 lines longer than 1 MiB became 41 documents, split at sentence or word boundaries": what an import did
// with text too long for one document, said the same way by the job, the CLI and the Corpus page.
Text splitLinesText(qint64 splitLines, qint64 splitDocuments, qint64 maxDocumentBytes);

// Streams the inputs through normalisation, length filters and deduplication into the project (one
// transaction) and/or an output directory (staged, then renamed), collecting statistics on the way.
class CorpusImportJob : public Job {
public:
    explicit CorpusImportJob(CorpusImportSpec spec)
        : m_spec(std::move(spec)) {}
    Text title() const override;
    JobOutcome run(JobContext& context) override;
    // Beside training: it reads and stores text, with no model or device
    JobWeight weight() const override { return JobWeight::Light; }
    JobKind kind() const override { return JobKind::CorpusImport; }

    const CorpusImportResult& result() const { return m_result; }
    const UserError& error() const { return m_error; }

private:
    struct Destinations;
    JobOutcome fail(UserError error);
    // The steps of an import, in order; each returns an error (a cancellation when stopped) or true.
    Expected<bool> beginProjectCorpus(Destinations& out) const;
    Expected<bool> stageOutputDirectory(Destinations& out) const;
    Expected<bool> importDocuments(CorpusReader& source, Destinations& out, CorpusStats& stats,
                                   JobContext& context);
    Expected<bool> checkWhatWasRead(CorpusReader& reader, const CorpusStats& stats, JobContext& context);
    Expected<bool> storeOutputs(Destinations& out) const;
    Expected<bool> moveOutputIntoPlace(QTemporaryDir& staging) const;

    CorpusImportSpec m_spec;
    CorpusImportResult m_result;
    UserError m_error;
};

} // namespace hw
