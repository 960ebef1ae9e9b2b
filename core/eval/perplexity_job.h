#pragma once

#include "core/eval/perplexity.h"
#include "core/jobs/job.h"
#include "core/system/device.h"

namespace hw {

struct PerplexitySpec {
    QStringList models;
    QStringList textFiles; // held-out text files, or:
    QString projectPath;   // a project corpus's split, recorded in the project as one evaluation per model
    QString corpus;
    PerplexitySplit split = PerplexitySplit::Validation;
    PerplexityOptions options;
};

struct ModelPerplexity {
    QString model;
    PerplexityResult result;
};

// Masked-LM perplexity of several models on the same held-out text and the same masks, as a job (a model
// after another, on one device). With a project corpus, each model's figure is recorded as an evaluation made
// from the model and the corpus.
class PerplexityJob : public Job {
public:
    explicit PerplexityJob(PerplexitySpec spec)
        : m_spec(std::move(spec)) {
        m_spec.options.device = normalizedDeviceName(m_spec.options.device);
    }
    Text title() const override {
        return Text::tr("Perplexity of %n model(s)", nullptr, int(m_spec.models.size()));
    }
    JobOutcome run(JobContext& context) override;
    // Waits for its device: it scores a whole split
    JobWeight weight() const override { return JobWeight::Heavy; }
    JobKind kind() const override { return JobKind::Perplexity; }
    QStringList resources() const override;

    const QVector<ModelPerplexity>& result() const { return m_result; }
    const PerplexitySpec& spec() const { return m_spec; }

private:
    Expected<bool> recordInProject(class ProjectStore& store, const ModelPerplexity& scored);

    PerplexitySpec m_spec;
    QVector<ModelPerplexity> m_result;
};

// The scored models' tokenizers, in order (shareOneTokenizer, perplexityComparisonNote read them).
QVector<TokenizerIdentity> tokenizersOf(const QVector<ModelPerplexity>& scored);

QString perplexitySplitName(PerplexitySplit split); // "validation", "train", "all"
std::optional<PerplexitySplit> perplexitySplitFromName(const QString& name);

} // namespace hw
