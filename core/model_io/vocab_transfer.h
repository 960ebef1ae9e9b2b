#pragma once

#include "core/jobs/job.h"

namespace hw {

// How a model's vocabulary compares with another tokenizer's, before anything is changed.
struct VocabularyOverlap {
    int modelTokens = 0;
    int tokenizerTokens = 0;
    int shared = 0; // tokens of the tokenizer the model already has a row for
};
Expected<VocabularyOverlap> compareVocabularies(const QString& modelDirectory,
                                                const QString& tokenizerDirectory);

struct VocabTransferRequest {
    QString modelDirectory;
    QString tokenizerDirectory; // the tokenizer the model is to use from now on
    QString outputDirectory;
    bool overwrite = false;
};

struct VocabTransferResult {
    VocabularyOverlap overlap;
    int kept = 0;     // tokens keeping a row of the model: shared ones, and special tokens by their role
    int composed = 0; // new tokens started as the mean of the pieces the model's tokenizer cuts them into
    int fallback = 0; // tokens the old tokenizer knows nothing of: the mean of all rows
};

// Re-fits a model to another tokenizer: every row of the embedding matrix (and MLM output bias) follows its
// token; a token the model already has keeps its row, a new one starts as the mean of the rows of the pieces
// the model's own tokenizer cuts it into (special tokens map by role), so continued pretraining starts from
// what the model knows rather than from noise. Writes the model with the new tokenizer's files.
Expected<VocabTransferResult> transferModelVocabulary(const VocabTransferRequest& request);

// The transfer as a job; with a project, the new model is recorded "resized from" the model and with the
// tokenizer it now uses.
class VocabTransferJob : public Job {
public:
    VocabTransferJob(VocabTransferRequest request, QString projectPath = QString(), QString name = QString());
    Text title() const override;
    JobOutcome run(JobContext& context) override;
    // Beside training: it rewrites a model's embedding rows once
    JobWeight weight() const override { return JobWeight::Light; }
    JobKind kind() const override { return JobKind::VocabularyTransfer; }
    QStringList resources() const override;

    const VocabTransferResult& result() const { return m_result; }
    QString outputDirectory() const { return m_request.outputDirectory; }

private:
    Expected<bool> recordInProject();

    VocabTransferRequest m_request;
    QString m_projectPath;
    QString m_name;
    VocabTransferResult m_result;
};

} // namespace hw
