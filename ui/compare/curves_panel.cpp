#include "ui/compare/curves_panel.h"

#include "core/project/run_store.h"
#include "ui/project/project_session.h"
#include "ui/widgets/metric_plot.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSet>
#include <QVBoxLayout>

namespace hw::ui {

namespace {

// "base/seed42/eval/f1_macro" is drawn for "eval/f1_macro"; "loss" for "loss".
bool drawsMetric(const QString& recorded, const QString& chosen) {
    return recorded == chosen || recorded.endsWith(QLatin1Char('/') + chosen);
}

// The choosable name of a recorded metric: without a fine-tuning run's "model/seedN/" prefix.
QString chosenName(const QString& recorded) {
    const QStringList parts = recorded.split(QLatin1Char('/'));
    for (int i = 0; i < parts.size(); ++i)
        if (parts[i].startsWith(QLatin1String("seed")) && i + 1 < parts.size())
            return parts.mid(i + 1).join(QLatin1Char('/'));
    return recorded;
}

} // namespace

CurvesPanel::CurvesPanel(ProjectSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_runs(new QListWidget(this))
    , m_metric(new QComboBox(this))
    , m_plot(new MetricPlot(this))
    , m_runsLabel(new QLabel(this))
    , m_metricLabel(new QLabel(this)) {
    m_runs->setObjectName(QStringLiteral("curveRuns"));
    m_runs->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_runs->setMaximumWidth(320);
    m_metric->setObjectName(QStringLiteral("curveMetric"));
    m_plot->setObjectName(QStringLiteral("curvePlot"));
    m_runsLabel->setBuddy(m_runs);
    m_metricLabel->setBuddy(m_metric);
    auto* left = new QVBoxLayout;
    left->addWidget(m_runsLabel);
    left->addWidget(m_runs, 1);
    left->addWidget(m_metricLabel);
    left->addWidget(m_metric);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left);
    layout->addWidget(m_plot, 1);
    connect(m_runs, &QListWidget::itemSelectionChanged, this, &CurvesPanel::refreshMetrics);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &CurvesPanel::draw);
    connect(&m_session, &ProjectSession::projectChanged, this, &CurvesPanel::refresh);
    connect(&m_session, &ProjectSession::artefactsChanged, this, &CurvesPanel::refresh);
    retranslate(); // lists the runs too (their kind is a translated word)
}

void CurvesPanel::refresh() {
    QSet<qint64> selected;
    for (QListWidgetItem* item : m_runs->selectedItems())
        selected.insert(item->data(Qt::UserRole).toLongLong());
    QSignalBlocker block(m_runs);
    m_runs->clear();
    if (ProjectStore* store = m_session.current()) {
        Expected<QVector<RunSummary>> runs = listRuns(store->database());
        if (runs)
            for (const RunSummary& run : runs.value()) {
                auto* item = new QListWidgetItem(
                    QStringLiteral("%1 · %2").arg(run.kind == QLatin1String("finetune") ? tr("fine-tuning")
                                                                                        : tr("pretraining"),
                                                  run.name),
                    m_runs);
                item->setData(Qt::UserRole, run.id);
                item->setSelected(selected.contains(run.id));
            }
    }
    block.unblock();
    refreshMetrics();
}

// The metrics the selected runs share a name for, the loss first.
void CurvesPanel::refreshMetrics() {
    const QString current = m_metric->currentText();
    QStringList names;
    if (ProjectStore* store = m_session.current())
        for (QListWidgetItem* item : m_runs->selectedItems()) {
            Expected<QStringList> recorded =
                runMetricNames(store->database(), item->data(Qt::UserRole).toLongLong());
            if (recorded)
                for (const QString& name : recorded.value())
                    if (!names.contains(chosenName(name)))
                        names << chosenName(name);
        }
    names.sort();
    if (names.removeOne(QStringLiteral("loss")))
        names.prepend(QStringLiteral("loss"));
    QSignalBlocker block(m_metric);
    m_metric->clear();
    m_metric->addItems(names);
    const int keep = m_metric->findText(current);
    m_metric->setCurrentIndex(keep >= 0 ? keep : 0);
    block.unblock();
    draw();
}

void CurvesPanel::draw() {
    m_plot->clear();
    ProjectStore* store = m_session.current();
    const QString chosen = m_metric->currentText();
    if (!store || chosen.isEmpty())
        return;
    int colour = 0;
    for (QListWidgetItem* item : m_runs->selectedItems()) {
        const qint64 runId = item->data(Qt::UserRole).toLongLong();
        const QString run = item->text().section(QStringLiteral(" · "), 1);
        Expected<QStringList> recorded = runMetricNames(store->database(), runId);
        if (!recorded)
            continue;
        for (const QString& name : recorded.value()) {
            if (!drawsMetric(name, chosen))
                continue;
            Expected<QVector<std::pair<qint64, double>>> values = runMetric(store->database(), runId, name);
            if (!values)
                continue;
            QVector<MetricPoint> points;
            for (const auto& [step, value] : values.value())
                points.append({step, name, value, runId, 0});
            const QString series =
                name == chosen
                    ? run
                    : QStringLiteral("%1 · %2").arg(run, name.left(name.size() - chosen.size() - 1));
            m_plot->addPoints(series, colour++, points);
        }
    }
    m_plot->setTitle(chosen);
    m_plot->redrawNow();
}

void CurvesPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CurvesPanel::retranslate() {
    m_runsLabel->setText(tr("&Runs of the project (select several):"));
    m_metricLabel->setText(tr("M&etric:"));
    m_runs->setAccessibleName(tr("Runs whose curves are drawn"));
    m_metric->setAccessibleName(tr("Metric drawn"));
    m_plot->setAccessibleName(tr("Training curves of the selected runs"));
    refresh();
}

} // namespace hw::ui
