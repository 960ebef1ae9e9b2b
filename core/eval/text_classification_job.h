#pragma once

#include "core/eval/model_cache.h"
#include "core/eval/text_classifier.h"
#include "core/jobs/job.h"
#include "core/system/device.h"

namespace hw {

using TextClassifierCache = ModelCache<TextClassifier>;

struct TextClassificationSpec {
    QStringList models; // fine-tuned classifiers
    QString text;
    int maxLength = 0; // 0: the length the model records (tokenizer_config.json), else 128
    QString device = QStringLiteral("cpu");
    std::shared_ptr<TextClassifierCache> cache; // kept between texts; none: loaded for this job only
};

struct ModelClassification {
    QString model;
    QVector<LabelProbability> labels;
};

// One text through several fine-tuned classifiers, as a job: each model's probability for every label.
class TextClassificationJob : public Job {
public:
    explicit TextClassificationJob(TextClassificationSpec spec)
        : m_spec(std::move(spec)) {
        m_spec.device = normalizedDeviceName(m_spec.device);
    }
    Text title() const override {
        return Text::tr("Classify a text with %n model(s)", nullptr, int(m_spec.models.size()));
    }
    JobOutcome run(JobContext& context) override;
    // Beside training: a few texts through a model ("Try it") answer in seconds
    JobWeight weight() const override { return JobWeight::Light; }
    JobKind kind() const override { return JobKind::TextClassification; }
    QStringList resources() const override;

    const QVector<ModelClassification>& result() const { return m_result; }

private:
    TextClassificationSpec m_spec;
    QVector<ModelClassification> m_result;
};

} // namespace hw
