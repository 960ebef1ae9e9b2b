#include "ui/compare/compare_page.h"

#include "core/eval/mask_fill_job.h"
#include "core/util/atomic_file.h"
#include "core/util/probability_text.h"
#include "ui/compare/curves_panel.h"
#include "ui/compare/downstream_panel.h"
#include "ui/compare/perplexity_panel.h"
#include "ui/i18n/core_text.h"
#include "ui/jobs/job_controller.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/device_picker.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/probability_bar_delegate.h"
#include "ui/widgets/progress_text.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hw::ui {

namespace {

// A prediction every model has in its top k holds k here (after the delegate's probability role).
constexpr int kSharedInTopRole = ProbabilityBarDelegate::kProbabilityRole + 1;

} // namespace

ComparePage::ComparePage(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_jobs(jobs)
    , m_probes(new QPlainTextEdit(this))
    , m_topK(new QSpinBox(this))
    , m_history(new QComboBox(this))
    , m_openProbes(new QPushButton(this))
    , m_exportCsv(new QPushButton(this))
    , m_device(new DevicePicker(this))
    , m_fill(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_probesLabel(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_downstream(new DownstreamPanel(session, this))
    , m_perplexity(new PerplexityPanel(session, jobs, this))
    , m_curves(new CurvesPanel(session, this))
    , m_loadedModels(std::make_shared<MaskFillModelCache>()) {
    setObjectName(QStringLiteral("comparePage"));
    auto* top = new QGridLayout;
    for (int i = 0; i < kModels; ++i) {
        m_models[i] = new ArtefactPicker(session, ArtefactKind::Model, this);
        m_models[i]->setObjectName(QStringLiteral("compareModel%1").arg(i + 1));
        m_models[i]->setFolderChoiceEnabled(true);
        top->addWidget(m_models[i], 0, i);
    }
    // The third column starts empty: two models are the usual comparison.
    m_models[2]->setNoneChoiceEnabled(true);
    m_probes->setObjectName(QStringLiteral("compareProbes"));
    m_probes->setMaximumHeight(90);
    m_probes->setPlaceholderText(QStringLiteral("The patient was given [MASK] for the infection."));
    m_probesLabel->setBuddy(m_probes);
    m_topK->setObjectName(QStringLiteral("compareTopK"));
    m_topK->setRange(1, 50);
    m_topK->setValue(5);
    m_device->setObjectName(QStringLiteral("compareDevice"));
    m_history->setObjectName(QStringLiteral("compareHistory"));
    m_history->setMinimumContentsLength(30);
    m_openProbes->setObjectName(QStringLiteral("openProbeFile"));
    setActionIcon(m_openProbes, ActionIcon::OpenFile);
    m_exportCsv->setObjectName(QStringLiteral("exportMaskFillCsv"));
    setActionIcon(m_exportCsv, ActionIcon::Export);
    m_exportCsv->setEnabled(false);
    m_fill->setObjectName(QStringLiteral("fillMasks"));
    setActionIcon(m_fill, ActionIcon::Run);
    m_status->setObjectName(QStringLiteral("compareStatus"));
    m_status->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setItemDelegate(new ProbabilityBarDelegate(m_table));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_status, 1);
    controls->addWidget(m_history);
    controls->addWidget(m_openProbes);
    controls->addWidget(m_exportCsv);
    controls->addWidget(m_topK);
    controls->addWidget(m_device);
    controls->addWidget(m_fill);
    auto* maskFill = new QWidget(this);
    auto* layout = new QVBoxLayout(maskFill);
    layout->addLayout(top);
    layout->addWidget(m_probesLabel);
    layout->addWidget(m_probes);
    layout->addLayout(controls);
    layout->addWidget(m_table, 1);
    m_tabs->setObjectName(QStringLiteral("compareTabs"));
    m_downstream->setObjectName(QStringLiteral("downstreamPanel"));
    m_tabs->addTab(maskFill, QString());
    m_tabs->addTab(m_downstream, QString());
    m_perplexity->setObjectName(QStringLiteral("perplexityPanel"));
    m_tabs->addTab(m_perplexity, QString());
    m_curves->setObjectName(QStringLiteral("curvesPanel"));
    m_tabs->addTab(m_curves, QString());
    (new QVBoxLayout(this))->addWidget(m_tabs);

    connect(m_fill, &QPushButton::clicked, this, &ComparePage::fillMasks);
    connect(m_history, &QComboBox::activated, this,
            [this](int index) { m_probes->setPlainText(m_history->itemData(index).toString()); });
    connect(m_openProbes, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Open a probe file"), QString(),
                                                          tr("Text files (*.txt);;All files (*)"));
        if (!file.isEmpty())
            loadProbeFile(file);
    });
    connect(m_exportCsv, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getSaveFileName(this, tr("Export the predictions"),
                                                          QStringLiteral("mask-fill.csv"), tr("CSV (*.csv)"));
        if (!file.isEmpty())
            exportCsv(file);
    });
    connect(&m_jobs, &JobController::jobChanged, this, &ComparePage::onJobChanged);
    retranslate();
}

void ComparePage::setProbes(const QString& text) {
    m_probes->setPlainText(text);
}

bool ComparePage::fillMasks() {
    QStringList models;
    m_modelNames.clear();
    for (ArtefactPicker* picker : m_models) {
        if (picker->path().isEmpty())
            continue;
        models << picker->path();
        m_modelNames << (picker->artefactName().isEmpty() ? QDir(picker->path()).dirName()
                                                          : picker->artefactName());
    }
    QStringList texts;
    for (const QString& line : m_probes->toPlainText().split(QLatin1Char('\n')))
        if (line.contains(QLatin1String("[MASK]")))
            texts << line.trimmed();
    if (models.isEmpty() || texts.isEmpty()) {
        setLiveText(m_status, [] {
            return tr("Choose at least one model and type sentences with [MASK], one per line.");
        });
        return false;
    }
    // The probe goes to the top of the history (once).
    const QString probe = texts.join(QLatin1Char('\n'));
    const int earlier = m_history->findData(probe);
    if (earlier >= 0)
        m_history->removeItem(earlier);
    m_history->insertItem(0,
                          texts.first().left(60) +
                              (texts.size() > 1 ? QStringLiteral(" (+%1)").arg(texts.size() - 1) : QString()),
                          probe);
    m_history->setCurrentIndex(0);
    MaskFillSpec spec;
    spec.models = models;
    spec.texts = texts;
    spec.topK = m_topK->value();
    spec.device = m_device->device();
    spec.cache = m_loadedModels;
    m_active = m_jobs.submit(std::make_shared<MaskFillJob>(spec), spec.device);
    m_fill->setEnabled(false);
    setLiveText(m_status, [] { return tr("Predicting…"); });
    return true;
}

bool ComparePage::loadProbeFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        setLiveText(m_status,
                    [path, why = file.errorString()] { return tr("Cannot read %1: %2").arg(path, why); });
        return false;
    }
    m_probes->setPlainText(QString::fromUtf8(file.readAll()).trimmed());
    return true;
}

bool ComparePage::exportCsv(const QString& path) {
    std::shared_ptr<MaskFillJob> job = m_jobs.jobAs<MaskFillJob>(m_active);
    if (!job || job->result().isEmpty())
        return false;
    Expected<bool> written = writeFileAtomically(path, maskFillCsv(job->result()).toUtf8());
    if (written)
        setLiveText(m_status, [path] { return tr("Saved %1").arg(path); });
    else
        setLiveText(m_status, [error = written.error()] { return shown(error); });
    return written.ok();
}

void ComparePage::onJobChanged(const JobSnapshot& job) {
    if (job.id != m_active || !isFinished(job.state))
        return;
    m_fill->setEnabled(true);
    m_exportCsv->setEnabled(job.state == JobState::Succeeded);
    if (job.state == JobState::Succeeded) {
        m_status->clear();
        showResult();
    } else {
        setLiveText(m_status, [outcome = job.outcome] { return outcomeProblemText(outcome); });
    }
}

// One row per text, mask and rank; one column per model with "token  probability"; bold where all agree.
void ComparePage::showResult() {
    std::shared_ptr<MaskFillJob> job = m_jobs.jobAs<MaskFillJob>(m_active);
    if (!job)
        return;
    m_table->clear();
    m_table->setColumnCount(FirstModelColumn + int(m_modelNames.size()));
    m_table->setRowCount(0);
    retranslate();
    for (const MaskFillComparison& comparison : job->result()) {
        const int masks = comparison.models.isEmpty() ? 0 : int(comparison.models.first().masks.size());
        for (int mask = 0; mask < masks; ++mask) {
            for (int rank = 0; rank < m_topK->value(); ++rank) {
                const int row = m_table->rowCount();
                m_table->insertRow(row);
                m_table->setItem(row, TextColumn,
                                 new QTableWidgetItem(rank == 0 ? comparison.text : QString()));
                m_table->setItem(row, MaskColumn, new QTableWidgetItem(QString::number(mask + 1)));
                m_table->setItem(row, RankColumn, new QTableWidgetItem(QString::number(rank + 1)));
                for (int m = 0; m < comparison.models.size(); ++m) {
                    const QVector<MaskPosition>& positions = comparison.models[m].masks;
                    if (mask >= positions.size() || rank >= positions[mask].predictions.size())
                        continue;
                    const MaskPrediction& p = positions[mask].predictions[rank];
                    auto* item = new QTableWidgetItem(
                        QStringLiteral("%1   %2").arg(p.token).arg(probabilityText(p.score, QLocale())));
                    item->setData(Qt::UserRole, p.token);
                    item->setData(ProbabilityBarDelegate::kProbabilityRole, p.score); // drawn as a bar
                    if (comparison.models.size() > 1 && comparison.isShared(mask, p.token)) {
                        QFont bold = item->font();
                        bold.setBold(true);
                        item->setFont(bold);
                        item->setData(kSharedInTopRole, m_topK->value()); // its tooltip: retranslate()
                    }
                    m_table->setItem(row, FirstModelColumn + m, item);
                }
            }
        }
    }
    m_table->resizeColumnsToContents();
    // The models' columns share the width the text leaves, so their probability bars are long enough to
    // compare at a glance.
    for (int column = FirstModelColumn; column < m_table->columnCount(); ++column)
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Stretch);
    retranslate(); // the shared tokens' tooltips
}

void ComparePage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ComparePage::retranslate() {
    m_tabs->setTabText(0, tr("&Mask-fill"));
    m_history->setAccessibleName(tr("Sentences tried before"));
    m_history->setToolTip(tr("Choose one to put it back in the probe box"));
    m_openProbes->setText(tr("Op&en probe file…"));
    m_openProbes->setAccessibleName(tr("Open a probe file"));
    m_exportCsv->setText(tr("Export &CSV…"));
    m_exportCsv->setAccessibleName(tr("Export the predictions as CSV"));
    m_tabs->setTabText(1, tr("&Downstream"));
    m_tabs->setTabText(2, tr("&Perplexity"));
    m_tabs->setTabText(3, tr("C&urves"));
    m_tabs->setAccessibleName(tr("Comparisons"));
    QStringList headers{tr("Text"), tr("Mask"), tr("Rank")};
    headers += m_modelNames;
    m_table->setColumnCount(std::max<int>(m_table->columnCount(), int(headers.size())));
    m_table->setHorizontalHeaderLabels(headers);
    for (int i = 0; i < kModels; ++i)
        m_models[i]->setAccessibleName(tr("Model %1 to compare").arg(i + 1));
    m_probesLabel->setText(tr("&Probe sentences with [MASK], one per line:"));
    m_probes->setAccessibleName(tr("Probe sentences"));
    m_topK->setPrefix(tr("top "));
    m_topK->setAccessibleName(tr("Predictions per mask"));
    m_device->setAccessibleName(tr("Device for mask-fill"));
    m_device->setToolTip(tr("The models stay loaded on this device between queries."));
    m_fill->setText(tr("&Fill masks"));
    m_fill->setAccessibleName(tr("Fill masks"));
    m_status->setAccessibleDescription(tr("Comparison status"));
    m_table->setAccessibleName(tr("Mask-fill predictions side by side"));
    for (int row = 0; row < m_table->rowCount(); ++row)
        for (int column = FirstModelColumn; column < m_table->columnCount(); ++column)
            if (QTableWidgetItem* item = m_table->item(row, column);
                item && item->data(kSharedInTopRole).isValid())
                item->setToolTip(
                    tr("every model has this token in its top %1").arg(item->data(kSharedInTopRole).toInt()));
}

} // namespace hw::ui
