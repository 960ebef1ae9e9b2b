#pragma once

#include "core/jobs/job_manager.h"
#include "core/model/model_config.h"
#include "core/train/pretrain_estimate.h"

#include <QFutureWatcher>
#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QPushButton;

namespace hw::ui {

class JobController;

// The settings of a run the estimate depends on, as the setup panel holds them.
struct PretrainSettingsSummary {
    QString projectPath, modelDirectory, corpus, device, precision;
    int seqLength = 128, batchSize = 16, gradAccumulation = 1;
    qint64 maxSteps = 1000;
    double epochs = 0; // > 0: the length in epochs instead of steps
    qint64 evalEvery = 0, evalExamples = 2000, saveEvery = 0;
    double timeLimitSeconds = 0;
};

// What the run set up will ask of the machine, updated as the settings change: tokens per step, steps per
// epoch, memory against the device's (with a warning when it will not fit) and, once measured by a short
// speed probe run as a job, the time it will take. The model and corpus figures are read on a worker thread.
class PretrainEstimatePanel : public QWidget {
    Q_OBJECT
public:
    explicit PretrainEstimatePanel(JobController& jobs, QWidget* parent = nullptr);

    void setSettings(const PretrainSettingsSummary& settings);
    bool measureSpeed();
    // Whether the estimated memory fits the device's; true while unknown.
    bool fits() const;
    const PretrainEstimate& estimate() const { return m_estimate; }
    qint64 deviceMemoryBytes() const { return m_deviceBytes; }
    bool isReading() const { return m_reading; }

Q_SIGNALS:
    void estimated();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Inputs {
        ModelConfig config;
        qint64 trainTokens = 0;
        qint64 deviceBytes = 0;
        std::optional<UserError> problem;
    };
    void readInputs();
    void onInputsRead();
    void onJobFinished(const JobSnapshot& job);
    void refresh();
    QString speedKey() const;
    void retranslate();

    JobController& m_jobs;
    QLabel* m_text;
    QLabel* m_warning;
    QPushButton* m_measure;
    PretrainSettingsSummary m_settings;
    QString m_inputsKey; // model, corpus and device the inputs were read for
    bool m_haveInputs = false;
    bool m_reading = false;
    ModelConfig m_config;
    qint64 m_trainTokens = 0;
    qint64 m_deviceBytes = 0;
    std::function<QString()> m_problem; // why there is no estimate, in the interface's language
    QFutureWatcher<Inputs> m_reader;
    JobId m_probe = 0;
    QString m_speedKey; // the settings the speed was measured for
    double m_tokensPerSecond = 0;
    PretrainEstimate m_estimate;
};

} // namespace hw::ui
