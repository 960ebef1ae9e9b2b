#pragma once

#include "core/eval/prediction_input.h"
#include "core/jobs/job.h"
#include "core/system/device.h"

#include <QFileInfo>

namespace hw {

// Texts from files through a model, as a job, written as JSON lines in the input's order: a sequence
// classifier's labels (its thresholds applied for multi-label) and every label's probability, or a masked-LM
// model's top guesses for each [MASK]. One line per record that PredictionInput reads; records without text
// are skipped and counted with the first examples; inputs with no record to predict are refused.
struct BatchPredictionSpec {
    QString modelDirectory;
    QStringList inputs;
    CorpusReadOptions read;
    QString outputFile; // written atomically
    int maxLength = 0;  // 0: the length the model records (tokenizer_config.json), else 128
    int batchSize = 32;
    int topK = 5; // masked-LM: guesses per mask
    QString device = QStringLiteral("cpu");
};

struct BatchPredictionResult {
    QString kind; // "classifier" or "masked-lm"
    qint64 texts = 0;
    qint64 tokens = 0;  // tokens the model read
    double seconds = 0; // the predicting alone, loading excluded
    PredictionInputSummary input;
    double textsPerSecond() const { return seconds > 0 ? double(texts) / seconds : 0; }
    double tokensPerSecond() const { return seconds > 0 ? double(tokens) / seconds : 0; }
};

class BatchPredictionJob : public Job {
public:
    explicit BatchPredictionJob(BatchPredictionSpec spec)
        : m_spec(std::move(spec)) {
        m_spec.device = normalizedDeviceName(m_spec.device);
    }
    Text title() const override {
        return Text::tr("Predict with %1").arg(QFileInfo(m_spec.modelDirectory).fileName());
    }
    JobOutcome run(JobContext& context) override;
    // Waits for its device: it predicts a whole file
    JobWeight weight() const override { return JobWeight::Heavy; }
    JobKind kind() const override { return JobKind::BatchPrediction; }
    QStringList resources() const override;

    const BatchPredictionResult& result() const { return m_result; }

private:
    BatchPredictionSpec m_spec;
    BatchPredictionResult m_result;
};

} // namespace hw
