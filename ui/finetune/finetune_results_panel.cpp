#include "finetune/finetune_results_panel.h"

#include "project/project_session.h"
#include "widgets/confusion_matrix_view.h"
#include "widgets/table_setup.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace hw::ui {

QString metricDisplayName(const QString& metric) {
    if (metric == QLatin1String("f1_macro"))
        return FinetuneResultsPanel::tr("macro-F1");
    if (metric == QLatin1String("f1_micro"))
        return FinetuneResultsPanel::tr("micro-F1");
    if (metric == QLatin1String("f1_weighted"))
        return FinetuneResultsPanel::tr("weighted F1");
    if (metric == QLatin1String("accuracy"))
        return FinetuneResultsPanel::tr("accuracy");
    if (metric == QLatin1String("subset_accuracy"))
        return FinetuneResultsPanel::tr("subset accuracy");
    if (metric == QLatin1String("hamming_loss"))
        return FinetuneResultsPanel::tr("Hamming loss");
    return metric;
}

namespace {

QTableWidgetItem* figureItem(double value) {
    auto* item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole, std::round(value * 10000) / 10000);
    return item;
}

} // namespace

FinetuneResultsPanel::FinetuneResultsPanel(ProjectSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_run(new QComboBox(this))
    , m_model(new QComboBox(this))
    , m_summary(new QTableWidget(0, 1, this))
    , m_filter(new QLineEdit(this))
    , m_classes(new QTableWidget(0, ClassColumnCount, this))
    , m_confusion(new ConfusionMatrixView(this))
    , m_normalised(new QCheckBox(this))
    , m_runLabel(new QLabel(this))
    , m_modelLabel(new QLabel(this))
    , m_note(new QLabel(this)) {
    m_run->setObjectName(QStringLiteral("finetuneResultRun"));
    m_model->setObjectName(QStringLiteral("finetuneResultModel"));
    m_summary->setObjectName(QStringLiteral("finetuneSummaryTable"));
    setUpListTable(m_summary, 0);
    m_filter->setObjectName(QStringLiteral("finetuneClassFilter"));
    m_filter->setClearButtonEnabled(true);
    m_classes->setObjectName(QStringLiteral("finetuneClasses"));
    setUpListTable(m_classes, LabelColumn);
    m_classes->setSortingEnabled(true);
    m_confusion->setObjectName(QStringLiteral("finetuneConfusion"));
    m_normalised->setObjectName(QStringLiteral("finetuneConfusionNormalised"));
    m_note->setObjectName(QStringLiteral("finetuneResultNote"));
    m_note->setWordWrap(true);
    m_runLabel->setBuddy(m_run);
    m_modelLabel->setBuddy(m_model);

    auto* top = new QHBoxLayout;
    top->addWidget(m_runLabel);
    top->addWidget(m_run, 1);
    auto* modelBar = new QHBoxLayout;
    modelBar->addWidget(m_modelLabel);
    modelBar->addWidget(m_model, 1);
    modelBar->addWidget(m_filter, 1);
    auto* classes = new QWidget(this);
    auto* classesLayout = new QVBoxLayout(classes);
    classesLayout->setContentsMargins(0, 0, 0, 0);
    classesLayout->addWidget(m_classes);
    auto* confusion = new QWidget(this);
    auto* confusionLayout = new QVBoxLayout(confusion);
    confusionLayout->setContentsMargins(0, 0, 0, 0);
    confusionLayout->addWidget(m_normalised);
    confusionLayout->addWidget(m_confusion, 1);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(classes);
    split->addWidget(confusion);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_note);
    layout->addLayout(modelBar);
    layout->addWidget(split, 1);
    m_summary->setMaximumHeight(120);

    connect(m_run, &QComboBox::currentIndexChanged, this, &FinetuneResultsPanel::showRun);
    connect(m_model, &QComboBox::currentIndexChanged, this, &FinetuneResultsPanel::showModel);
    connect(m_filter, &QLineEdit::textChanged, this, &FinetuneResultsPanel::applyFilter);
    connect(m_normalised, &QCheckBox::toggled, m_confusion, &ConfusionMatrixView::setRowNormalised);
    connect(&m_session, &ProjectSession::projectChanged, this, &FinetuneResultsPanel::refresh);
    connect(&m_session, &ProjectSession::artefactsChanged, this, &FinetuneResultsPanel::refresh);
    retranslate();
    refresh();
}

void FinetuneResultsPanel::refresh() {
    const QString current = m_run->currentText();
    QSignalBlocker block(m_run);
    m_run->clear();
    if (ProjectStore* store = m_session.current()) {
        Expected<QVector<Artefact>> runs = finetuningRuns(store->database());
        if (runs)
            for (const Artefact& run : runs.value())
                m_run->addItem(run.name, run.id);
    }
    const int keep = m_run->findText(current);
    m_run->setCurrentIndex(keep >= 0 ? keep : m_run->count() - 1); // the newest by default
    block.unblock();
    showRun();
}

void FinetuneResultsPanel::selectRun(const QString& name) {
    const int index = m_run->findText(name);
    if (index >= 0)
        m_run->setCurrentIndex(index);
}

void FinetuneResultsPanel::showRun() {
    m_results = {};
    ProjectStore* store = m_session.current();
    if (store && m_run->currentIndex() >= 0) {
        Expected<Artefact> run = artefactById(store->database(), m_run->currentData().toLongLong());
        Expected<FinetuneRunResults> read =
            run ? readFinetuneRun(store->database(), run.value()) : Expected<FinetuneRunResults>(run.error());
        if (read)
            m_results = read.value();
        m_note->setText(read ? QString() : read.error().toString());
    } else {
        m_note->setText(store ? tr("No fine-tuning run yet: results appear here when one finishes.")
                              : QString());
    }
    // Models as rows, metrics as columns: "0.8123 ± 0.0120" over the run's seeds.
    const QVector<QPair<QString, MeanAndStd>> first =
        m_results.models.isEmpty() ? QVector<QPair<QString, MeanAndStd>>{} : m_results.models.first().metrics;
    m_summary->clear();
    m_summary->setRowCount(int(m_results.models.size()));
    m_summary->setColumnCount(1 + int(first.size()));
    QStringList headers{tr("Model")};
    for (const auto& metric : first)
        headers << metricDisplayName(metric.first);
    m_summary->setHorizontalHeaderLabels(headers);
    setUpListTable(m_summary, 0);
    for (int row = 0; row < m_results.models.size(); ++row) {
        const FinetunedModelResults& m = m_results.models[row];
        m_summary->setItem(row, 0, new QTableWidgetItem(tr("%1 (%n seed(s))", nullptr, m.seeds).arg(m.name)));
        for (int c = 0; c < m.metrics.size(); ++c)
            m_summary->setItem(row, 1 + c,
                               new QTableWidgetItem(QStringLiteral("%1 ± %2")
                                                        .arg(m.metrics[c].second.mean, 0, 'f', 4)
                                                        .arg(m.metrics[c].second.std, 0, 'f', 4)));
    }
    const QString model = m_model->currentText();
    QSignalBlocker block(m_model);
    m_model->clear();
    for (const FinetunedModelResults& m : m_results.models)
        m_model->addItem(m.name);
    const int keep = m_model->findText(model);
    m_model->setCurrentIndex(keep >= 0 ? keep : 0);
    block.unblock();
    showModel();
}

void FinetuneResultsPanel::showModel() {
    const int index = m_model->currentIndex();
    const FinetunedModelResults* m =
        index >= 0 && index < m_results.models.size() ? &m_results.models[index] : nullptr;
    m_classes->setSortingEnabled(false);
    m_classes->setRowCount(m ? int(m->perClass.size()) : 0);
    for (int row = 0; m && row < m->perClass.size(); ++row) {
        const ClassMetrics& c = m->perClass[row];
        m_classes->setItem(row, LabelColumn, new QTableWidgetItem(c.label));
        m_classes->setItem(row, PrecisionColumn, figureItem(c.precision));
        m_classes->setItem(row, RecallColumn, figureItem(c.recall));
        m_classes->setItem(row, F1Column, figureItem(c.f1));
        auto* support = new QTableWidgetItem;
        support->setData(Qt::DisplayRole, c.support);
        m_classes->setItem(row, SupportColumn, support);
    }
    m_classes->setSortingEnabled(true);
    applyFilter();
    const bool confusion = m && !m->multiLabel;
    m_confusion->setVisible(confusion);
    m_normalised->setVisible(confusion);
    m_confusion->setMatrix(confusion ? m->labels : QStringList(),
                           confusion ? m->confusion : QVector<QVector<qint64>>());
    m_confusion->setAccessibleName(m ? tr("Confusion matrix of %1, summed over seeds").arg(m->name)
                                     : tr("Confusion matrix"));
}

void FinetuneResultsPanel::applyFilter() {
    const QString wanted = m_filter->text().trimmed();
    for (int row = 0; row < m_classes->rowCount(); ++row)
        m_classes->setRowHidden(
            row, !wanted.isEmpty() &&
                     !m_classes->item(row, LabelColumn)->text().contains(wanted, Qt::CaseInsensitive));
}

void FinetuneResultsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FinetuneResultsPanel::retranslate() {
    m_runLabel->setText(tr("&Results of:"));
    m_modelLabel->setText(tr("Per class for &model:"));
    m_run->setAccessibleName(tr("Fine-tuning run shown"));
    m_model->setAccessibleName(tr("Model whose classes are shown"));
    m_summary->setAccessibleName(tr("Test metrics per model, mean ± standard deviation over seeds"));
    m_filter->setPlaceholderText(tr("Filter labels…"));
    m_filter->setAccessibleName(tr("Filter labels"));
    m_classes->setHorizontalHeaderLabels(
        {tr("Label"), tr("Precision"), tr("Recall"), tr("F1"), tr("Support")});
    m_classes->setAccessibleName(tr("Test scores per class, mean over seeds"));
    m_normalised->setText(tr("Show &row shares"));
    m_normalised->setAccessibleName(tr("Show the confusion matrix as shares of each true label"));
    m_note->setAccessibleName(tr("Results note"));
    showRun();
}

} // namespace hw::ui
