#pragma once

#include "core/model_io/vocab_extension.h"
#include "core/project/corpus_line_export.h"

namespace hw {

// A vocabulary extension as a job. With a project (and not a dry run), the extended model is recorded as a
// model "extended from" the original (and "extended with words from" the project corpus it ranked), and its
// tokenizer as a tokenizer in the same folder.
class VocabExtensionJob : public Job {
public:
    // With a project and a name but no output directory, the extended model goes to the project's
    // models/NAME folder.
    VocabExtensionJob(VocabExtensionRequest request, QString projectPath = QString(),
                      QString name = QString());
    Text title() const override;
    JobOutcome run(JobContext& context) override;
    // Beside training: it counts words and resizes the embeddings once
    JobWeight weight() const override { return JobWeight::Light; }
    JobKind kind() const override { return JobKind::VocabularyExtension; }
    QStringList resources() const override;

    const VocabExtensionResult& result() const { return m_result; }
    QString outputDirectory() const { return m_request.outputDirectory; }

private:
    Expected<bool> readProjectCorpus(JobContext& context);
    Expected<bool> recordInProject();

    VocabExtensionRequest m_request;
    QString m_projectPath;
    QString m_name;
    VocabExtensionResult m_result;
    ExportedCorpusLines m_corpusLines;
};

} // namespace hw
