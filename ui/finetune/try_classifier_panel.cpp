#include "ui/finetune/try_classifier_panel.h"
#include "ui/widgets/series_colours.h"

#include "core/eval/text_classification_job.h"
#include "core/util/probability_text.h"
#include "ui/jobs/job_controller.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/bar_chart.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/progress_text.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace hw::ui {

TryClassifierPanel::TryClassifierPanel(JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_jobs(jobs)
    , m_text(new QPlainTextEdit(this))
    , m_classify(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_loaded(std::make_shared<TextClassifierCache>()) {
    m_text->setObjectName(QStringLiteral("tryText"));
    m_text->setMaximumHeight(70);
    m_classify->setObjectName(QStringLiteral("tryClassify"));
    setActionIcon(m_classify, ActionIcon::Run);
    m_status->setObjectName(QStringLiteral("tryStatus"));
    m_status->setWordWrap(true);
    auto* charts = new QHBoxLayout;
    for (int i = 0; i < kModels; ++i) {
        m_charts[i] = new BarChart(this);
        m_charts[i]->setObjectName(QStringLiteral("tryChart%1").arg(i + 1));
        m_charts[i]->setHorizontal(true);
        m_charts[i]->setValueFormat([](double v) { return probabilityText(v, QLocale()); });
        m_charts[i]->hide();
        charts->addWidget(m_charts[i]);
    }
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_status, 1);
    bar->addWidget(m_classify);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addLayout(bar);
    layout->addLayout(charts, 1);
    connect(m_classify, &QPushButton::clicked, this, &TryClassifierPanel::classify);
    connect(&m_jobs, &JobController::jobChanged, this, &TryClassifierPanel::onJobChanged);
    retranslate();
}

TryClassifierPanel::~TryClassifierPanel() = default;

void TryClassifierPanel::setModels(const QStringList& names, const QStringList& folders) {
    if (folders.mid(0, kModels) == m_folders) // the same run shown again: its answers stay
        return;
    m_names = names.mid(0, kModels);
    m_folders = folders.mid(0, kModels);
    for (int i = 0; i < kModels; ++i)
        m_charts[i]->setVisible(false);
    m_classify->setEnabled(!m_folders.isEmpty());
}

void TryClassifierPanel::setText(const QString& text) {
    m_text->setPlainText(text);
}

bool TryClassifierPanel::classify() {
    if (m_folders.isEmpty() || m_text->toPlainText().trimmed().isEmpty()) {
        setLiveText(m_status,
                    [] { return tr("Type a text; the models of the run shown above will label it."); });
        return false;
    }
    TextClassificationSpec spec;
    spec.models = m_folders;
    spec.text = m_text->toPlainText();
    spec.cache = m_loaded;
    m_active = m_jobs.submit(std::make_shared<TextClassificationJob>(spec));
    m_classify->setEnabled(false);
    setLiveText(m_status, [] { return tr("Classifying…"); });
    return true;
}

void TryClassifierPanel::onJobChanged(const JobSnapshot& job) {
    if (job.id != m_active || !isFinished(job.state))
        return;
    m_classify->setEnabled(true);
    std::shared_ptr<TextClassificationJob> done = m_jobs.jobAs<TextClassificationJob>(m_active);
    if (job.state != JobState::Succeeded || !done) {
        setLiveText(m_status, [outcome = job.outcome] { return outcomeProblemText(outcome); });
        return;
    }
    QStringList models;
    QList<QStringList> decisions;
    for (int i = 0; i < done->result().size() && i < kModels; ++i) {
        QStringList labels, chosen;
        QVector<double> probabilities;
        for (const LabelProbability& p : done->result()[i].labels) {
            labels << (p.chosen ? QStringLiteral("▶ %1").arg(p.label)
                                : p.label); // the model's decision marked
            probabilities << p.probability;
            if (p.chosen)
                chosen << p.label;
        }
        m_charts[i]->setBarColours(QVector<QColor>(labels.size(), seriesColour(i))); // the model's colour
        m_charts[i]->setBars(labels, probabilities, m_names.value(i));
        m_charts[i]->show();
        models << m_names.value(i);
        decisions << chosen;
    }
    retranslate(); // the charts' names
    setLiveText(m_status, [models, decisions] {
        QStringList said;
        for (int i = 0; i < models.size(); ++i)
            said << tr("%1: %2").arg(models[i], decisions[i].join(QStringLiteral(", ")));
        return said.join(QStringLiteral(" · "));
    });
}

void TryClassifierPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TryClassifierPanel::retranslate() {
    m_text->setPlaceholderText(tr("Type a text to classify…"));
    m_text->setAccessibleName(tr("Text to classify"));
    m_classify->setText(tr("C&lassify"));
    m_classify->setAccessibleName(tr("Classify the text with each model"));
    m_status->setAccessibleDescription(tr("What each model decided"));
    for (int i = 0; i < kModels && i < m_names.size(); ++i)
        m_charts[i]->setChartName(tr("Label probabilities of %1").arg(m_names.value(i)));
}

} // namespace hw::ui
