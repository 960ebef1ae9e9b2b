#include "ui/compare/downstream_panel.h"
#include "ui/widgets/series_colours.h"

#include "core/eval/model_comparison.h"
#include "core/util/score_text.h"
#include "ui/finetune/finetune_results_panel.h"
#include "ui/i18n/core_text.h"
#include "ui/project/project_session.h"
#include "ui/widgets/bar_chart.h"
#include "ui/widgets/finetune_run_list.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace hw::ui {

DownstreamPanel::DownstreamPanel(ProjectSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_run(new QComboBox(this))
    , m_metric(new QComboBox(this))
    , m_metricChart(new BarChart(this))
    , m_verdict(new QLabel(this))
    , m_classChart(new BarChart(this))
    , m_runLabel(new QLabel(this))
    , m_metricLabel(new QLabel(this)) {
    m_run->setObjectName(QStringLiteral("downstreamRun"));
    m_metric->setObjectName(QStringLiteral("downstreamMetric"));
    m_metricChart->setObjectName(QStringLiteral("downstreamMetricChart"));
    m_verdict->setObjectName(QStringLiteral("downstreamVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_classChart->setObjectName(QStringLiteral("downstreamClassChart"));
    m_classChart->setHorizontal(true);
    m_runLabel->setBuddy(m_run);
    m_metricLabel->setBuddy(m_metric);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_runLabel);
    bar->addWidget(m_run, 1);
    bar->addWidget(m_metricLabel);
    bar->addWidget(m_metric);
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_metricChart, 1);
    leftLayout->addWidget(m_verdict);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(m_classChart);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    connect(m_run, &QComboBox::currentIndexChanged, this, &DownstreamPanel::showRun);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &DownstreamPanel::showMetric);
    connect(&m_session, &ProjectSession::projectChanged, this, &DownstreamPanel::refresh);
    connect(&m_session, &ProjectSession::artefactsChanged, this, &DownstreamPanel::refresh);
    retranslate();
    refresh();
}

// Only runs that compared models: one model alone has nothing to set against.
void DownstreamPanel::refresh() {
    fillFinetuningRuns(*m_run, m_session.current(), 2);
    showRun();
}

void DownstreamPanel::selectRun(const QString& name) {
    const int index = m_run->findText(name);
    if (index >= 0)
        m_run->setCurrentIndex(index);
}

void DownstreamPanel::showRun() {
    m_results = {};
    ProjectStore* store = m_session.current();
    if (store && m_run->currentIndex() >= 0) {
        Expected<Artefact> run = artefactById(store->database(), m_run->currentData().toLongLong());
        if (run) {
            Expected<FinetuneRunResults> read = readFinetuneRun(store->database(), run.value());
            if (read)
                m_results = read.value();
        }
    }
    const QString metric = m_metric->currentData().toString();
    QSignalBlocker block(m_metric);
    m_metric->clear();
    if (!m_results.models.isEmpty())
        for (const auto& m : m_results.models.first().metrics)
            m_metric->addItem(metricDisplayName(m.first), m.first);
    const int keep = m_metric->findData(metric);
    m_metric->setCurrentIndex(keep >= 0 ? keep : 0);
    block.unblock();
    showMetric();

    // Each label's F1 difference of the second model to the first, largest gain on top.
    QVector<QPair<double, QString>> differences;
    for (const QJsonValue& row : m_results.comparison.value(QLatin1String("per_class_f1")).toArray()) {
        const QJsonArray models = row[QLatin1String("models")].toArray();
        if (models.size() > 1)
            differences.append(
                {models[1][QLatin1String("difference")].toDouble(), row[QLatin1String("label")].toString()});
    }
    std::sort(differences.begin(), differences.end(),
              [](const auto& a, const auto& b) { return a.first > b.first; });
    QStringList labels;
    QVector<double> values;
    for (const auto& [difference, label] : differences) {
        labels << label;
        values << difference;
    }
    m_classChart->setValueFormat([](double difference) { return scoreDifferenceText(difference); });
    m_classChart->setBars(
        labels, values,
        m_results.models.size() > 1
            ? tr("F1 of %1 minus F1 of %2").arg(m_results.models[1].name, m_results.models[0].name)
            : QString());
    if (m_results.models.isEmpty())
        m_verdict->setText(
            store ? tr("No comparison yet: fine-tune two or more models together on the Fine-tune "
                       "page (or with `headwater-cli finetune --project`).")
                  : QString());
    else
        m_verdict->setText(verdict());
}

void DownstreamPanel::showMetric() {
    const QString metric = m_metric->currentData().toString();
    QStringList names;
    QVector<double> means, spreads;
    for (const FinetunedModelResults& m : m_results.models)
        for (const auto& [name, value] : m.metrics)
            if (name == metric) {
                names << m.name;
                means << value.mean;
                spreads << value.std;
            }
    QVector<QColor> colours; // each model in its colour on every page: the base first
    for (int i = 0; i < names.size(); ++i)
        colours << seriesColour(i);
    m_metricChart->setBarColours(colours);
    m_metricChart->setBars(names, means, metricDisplayName(metric), spreads);
}

// "adapted − base: +0.0120 macro-F1, 95% interval [−0.0040, +0.0270] over 3 seeds: it includes zero, so ..."
QString DownstreamPanel::verdict() const {
    const QJsonObject bootstrap = m_results.comparison.value(QLatin1String("bootstrap")).toObject();
    const int confidence = qRound(100 * bootstrap.value(QLatin1String("confidence")).toDouble(0.95));
    const qint64 seeds = m_results.comparison.value(QLatin1String("seeds")).toInteger();
    QStringList sentences;
    for (const QJsonValue& c : bootstrap.value(QLatin1String("comparisons")).toArray()) {
        const double low = c[QLatin1String("ci_low")].toDouble(),
                     high = c[QLatin1String("ci_high")].toDouble();
        QStringList perSeed;
        for (const QJsonValue& d : c[QLatin1String("per_seed_differences")].toArray())
            perSeed << scoreDifferenceText(d.toDouble());
        const QString figures =
            tr("%1 − %2: %3 macro-F1, %4% interval [%5, %6] over %n seed(s) (per seed: %7); %8% of the "
               "widened resampled differences are not better.",
               nullptr, int(seeds))
                .arg(c[QLatin1String("model")].toString(), c[QLatin1String("against")].toString(),
                     scoreDifferenceText(c[QLatin1String("macro_f1_difference")].toDouble()))
                .arg(confidence)
                .arg(scoreDifferenceText(low), scoreDifferenceText(high), perSeed.join(QStringLiteral(", ")))
                .arg(100 * c[QLatin1String("share_not_better")].toDouble(), 0, 'f', 1);
        const QString reading =
            low > 0
                ? tr("The interval excludes zero: %1 is better.").arg(c[QLatin1String("model")].toString())
            : high < 0
                ? tr("The interval excludes zero: %1 is worse.").arg(c[QLatin1String("model")].toString())
                : tr("The interval includes zero: the difference may be noise.");
        sentences << figures + QLatin1Char(' ') + reading;
    }
    if (!sentences.isEmpty())
        sentences << shown(comparisonIntervalCaption(bootstrap));
    return sentences.join(QLatin1Char('\n'));
}

void DownstreamPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DownstreamPanel::retranslate() {
    m_runLabel->setText(tr("Fine-tuning &comparison:"));
    m_metricLabel->setText(tr("M&etric:"));
    m_run->setAccessibleName(tr("Fine-tuning comparison shown"));
    m_metric->setAccessibleName(tr("Metric compared"));
    m_metricChart->setChartName(tr("Test metric per model with its standard deviation over seeds"));
    m_classChart->setChartName(tr("F1 difference per label"));
    m_verdict->setAccessibleDescription(tr("What the comparison says"));
    showRun();
}

} // namespace hw::ui
