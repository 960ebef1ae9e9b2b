#pragma once

#include "checkpoint/vocab_extension.h"

namespace hw {

// A vocabulary extension as a job. With a project (and not a dry run), the extended model is recorded as a
// model "extended from" the original, and its tokenizer as a tokenizer in the same folder.
class VocabExtensionJob : public Job {
public:
    VocabExtensionJob(VocabExtensionRequest request, QString projectPath = QString(),
                      QString name = QString())
        : m_request(std::move(request))
        , m_projectPath(std::move(projectPath))
        , m_name(std::move(name)) {}
    QString title() const override {
        return QStringLiteral("Extend the vocabulary of %1").arg(m_request.modelDirectory);
    }
    JobOutcome run(JobContext& context) override;
    QStringList resources() const override;

    const VocabExtensionResult& result() const { return m_result; }

private:
    Expected<bool> recordInProject();

    VocabExtensionRequest m_request;
    QString m_projectPath;
    QString m_name;
    VocabExtensionResult m_result;
};

} // namespace hw
