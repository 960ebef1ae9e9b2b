#include "ui/pretrain/pretrain_estimate_panel.h"

#include "core/system/compute_devices.h"
#include "core/train/throughput_probe_job.h"
#include "ui/i18n/core_text.h"
#include "ui/jobs/job_controller.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/progress_text.h"

#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPromise>
#include <QPushButton>
#include <QThreadPool>
#include <QVBoxLayout>

namespace hw::ui {

namespace {

QString bytesText(qint64 bytes) {
    return formatQuantity(double(bytes), ProgressUnit::Bytes);
}

// The same figure the run's memory check compares with: "cuda" and "cuda:0" are one card.
qint64 deviceMemory(const QString& device) {
    const Expected<Device> parsed = Device::parse(device);
    return parsed ? deviceMemoryBytes(parsed.value()) : 0;
}

} // namespace

PretrainEstimatePanel::PretrainEstimatePanel(JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_jobs(jobs)
    , m_text(new QLabel(this))
    , m_warning(new QLabel(this))
    , m_measure(new QPushButton(this)) {
    m_text->setObjectName(QStringLiteral("pretrainEstimate"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warning->setObjectName(QStringLiteral("pretrainEstimateWarning"));
    m_warning->setWordWrap(true);
    m_warning->setStyleSheet(QStringLiteral("font-weight: bold"));
    m_warning->hide();
    m_measure->setObjectName(QStringLiteral("measureSpeed"));
    setActionIcon(m_measure, ActionIcon::Run);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    layout->addWidget(m_warning);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_measure);
    layout->addLayout(buttons);
    connect(m_measure, &QPushButton::clicked, this, &PretrainEstimatePanel::measureSpeed);
    connect(&m_reader, &QFutureWatcherBase::finished, this, &PretrainEstimatePanel::onInputsRead);
    connect(&jobs, &JobController::jobFinished, this, &PretrainEstimatePanel::onJobFinished);
    retranslate();
}

void PretrainEstimatePanel::setSettings(const PretrainSettingsSummary& settings) {
    m_settings = settings;
    m_settings.device = normalizedDeviceName(settings.device);
    const QString key =
        QStringList{settings.projectPath, settings.modelDirectory, settings.corpus, m_settings.device}.join(
            QLatin1Char('\n'));
    if (key != m_inputsKey) {
        m_inputsKey = key;
        readInputs();
    }
    refresh();
}

// The model's shape, the corpus's training tokens (from a sample) and the device's memory: once per choice.
void PretrainEstimatePanel::readInputs() {
    m_haveInputs = false;
    if (m_settings.modelDirectory.isEmpty())
        return;
    m_reading = true;
    auto promise = std::make_shared<QPromise<Inputs>>();
    m_reader.setFuture(promise->future());
    promise->start();
    QThreadPool::globalInstance()->start([promise, s = m_settings] {
        Inputs in;
        Expected<ModelConfig> config =
            readModelConfig(QDir(s.modelDirectory).filePath(QStringLiteral("config.json")));
        if (config)
            in.config = config.value();
        else
            in.problem = config.error();
        if (config && !s.corpus.isEmpty() && !s.projectPath.isEmpty()) {
            Expected<qint64> tokens = estimateCorpusTokens(s.projectPath, s.corpus, s.modelDirectory);
            if (tokens)
                in.trainTokens = tokens.value();
        }
        in.deviceBytes = deviceMemory(s.device);
        promise->addResult(in);
        promise->finish();
    });
}

void PretrainEstimatePanel::onInputsRead() {
    m_reading = false;
    if (m_reader.future().resultCount() == 0)
        return;
    const Inputs in = m_reader.future().result();
    m_config = in.config;
    m_trainTokens = in.trainTokens;
    m_deviceBytes = in.deviceBytes;
    m_problem = nullptr;
    if (in.problem)
        m_problem = [error = *in.problem] { return shown(error); };
    m_haveInputs = !in.problem;
    refresh();
}

bool PretrainEstimatePanel::measureSpeed() {
    if (!m_haveInputs || m_probe != 0)
        return false;
    ThroughputBenchSpec spec;
    spec.vocabSize = m_config.vocabSize;
    spec.hidden = m_config.hiddenSize;
    spec.layers = m_config.numHiddenLayers;
    spec.heads = m_config.numAttentionHeads;
    spec.intermediate = m_config.intermediateSize;
    spec.seqLen = m_settings.seqLength;
    spec.batchSize = m_settings.batchSize;
    spec.steps = 4;
    spec.warmupSteps = 1;
    spec.device = m_settings.device;
    spec.precision = m_settings.precision;
    m_speedKey.clear();
    m_tokensPerSecond = 0;
    m_probe = m_jobs.submit(std::make_shared<ThroughputProbeJob>(spec), spec.device);
    m_measure->setEnabled(false);
    refresh();
    return true;
}

void PretrainEstimatePanel::onJobFinished(const JobSnapshot& job) {
    if (job.id != m_probe)
        return;
    m_probe = 0;
    m_measure->setEnabled(true);
    if (job.state == JobState::Succeeded) {
        m_tokensPerSecond = m_jobs.jobAs<ThroughputProbeJob>(job.id)->result().tokensPerSecond;
        m_speedKey = speedKey();
    } else {
        m_problem = [outcome = job.outcome] { return outcomeProblemText(outcome); };
    }
    refresh();
}

// A measured speed holds for the model, device, sequence length, batch and precision it was measured with.
QString PretrainEstimatePanel::speedKey() const {
    return m_inputsKey + QStringLiteral("\n%1 %2 %3")
                             .arg(m_settings.seqLength)
                             .arg(m_settings.batchSize)
                             .arg(m_settings.precision);
}

bool PretrainEstimatePanel::fits() const {
    return !m_haveInputs || m_deviceBytes <= 0 || m_estimate.totalBytes() <= m_deviceBytes;
}

void PretrainEstimatePanel::refresh() {
    m_measure->setEnabled(m_haveInputs && m_probe == 0);
    if (!m_haveInputs) {
        m_text->setText(m_problem
                            ? m_problem()
                            : (m_reading ? tr("Estimating…") : tr("Choose a model to see an estimate.")));
        m_warning->hide();
        return;
    }
    PretrainEstimateInput in;
    in.config = m_config;
    in.trainTokens = m_trainTokens;
    in.seqLength = m_settings.seqLength;
    in.batchSize = m_settings.batchSize;
    in.gradAccumulation = m_settings.gradAccumulation;
    in.maxSteps = m_settings.maxSteps;
    in.maxEpochs = m_settings.epochs;
    in.precision = m_settings.precision;
    in.tokensPerSecond = speedKey() == m_speedKey ? m_tokensPerSecond : 0;
    in.evalEvery = m_settings.evalEvery;
    in.evalExamples = m_settings.evalExamples;
    in.saveEvery = m_settings.saveEvery;
    in.timeLimitSeconds = m_settings.timeLimitSeconds;
    m_estimate = estimatePretraining(in);
    const QLocale locale;
    QStringList lines;
    lines << (m_estimate.stepsPerEpoch > 0
                  ? tr("%1 tokens per step; about %2 steps per epoch of about %3 training tokens: the run's "
                       "%4 steps "
                       "cover %5 epochs.")
                        .arg(formatCount(m_estimate.tokensPerStep),
                             formatCount(qint64(m_estimate.stepsPerEpoch)), formatCount(m_trainTokens),
                             formatCount(m_estimate.steps), locale.toString(m_estimate.epochs, 'f', 2))
                  : tr("%1 tokens per step.").arg(formatCount(m_estimate.tokensPerStep)));
    lines << tr("Memory: about %1 of %2 on %3 (%4 parameters: weights %5, gradients %6, optimizer %7; "
                "activations %8).")
                 .arg(bytesText(m_estimate.totalBytes()),
                      m_deviceBytes > 0 ? bytesText(m_deviceBytes) : tr("unknown"), m_settings.device,
                      formatCount(m_estimate.parameters), bytesText(m_estimate.weightBytes),
                      bytesText(m_estimate.gradientBytes), bytesText(m_estimate.optimizerBytes),
                      bytesText(m_estimate.activationBytes));
    lines << (m_probe != 0 ? tr("Time: measuring the speed… (see Jobs)")
              : m_estimate.seconds > 0
                  ? tr("Time: about %1 at %2 tokens per second measured on %3.")
                        .arg(formatDuration(m_estimate.seconds), formatCount(qint64(in.tokensPerSecond)),
                             m_settings.device)
                  : tr("Time: press “Measure speed” for a short probe on %1.").arg(m_settings.device));
    m_text->setText(lines.join(QLatin1Char('\n')));
    m_text->setAccessibleDescription(m_text->text());
    m_warning->setVisible(!fits());
    if (!fits())
        m_warning->setText(
            tr("This run needs about %1 but %2 has %3: lower the batch size (raise gradient "
               "accumulation to keep the effective batch) or the sequence length, or choose bf16.")
                .arg(bytesText(m_estimate.totalBytes()), m_settings.device, bytesText(m_deviceBytes)));
    Q_EMIT estimated();
}

void PretrainEstimatePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PretrainEstimatePanel::retranslate() {
    m_measure->setText(tr("Measure &speed"));
    m_measure->setAccessibleName(tr("Measure training speed"));
    m_measure->setToolTip(
        tr("A few training steps of this model's shape on random data, on the chosen device"));
    m_text->setAccessibleDescription(tr("Estimate of the run"));
    m_warning->setAccessibleDescription(tr("Memory warning"));
    refresh();
}

} // namespace hw::ui
