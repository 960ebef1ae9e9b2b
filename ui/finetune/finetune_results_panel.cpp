#include "ui/finetune/finetune_results_panel.h"

#include "core/eval/prediction_records.h"
#include "core/util/score_text.h"
#include "ui/finetune/threshold_panel.h"
#include "ui/finetune/try_classifier_panel.h"
#include "ui/i18n/core_text.h"
#include "ui/project/project_session.h"
#include "ui/widgets/confusion_matrix_view.h"
#include "ui/widgets/finetune_run_list.h"
#include "ui/widgets/number_item.h"
#include "ui/widgets/table_setup.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
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
    return new NumberItem(scoreText(value), value);
}

} // namespace

FinetuneResultsPanel::FinetuneResultsPanel(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_run(new QComboBox(this))
    , m_model(new QComboBox(this))
    , m_summary(new QTableWidget(0, 1, this))
    , m_filter(new QLineEdit(this))
    , m_classes(new QTableWidget(0, ClassColumnCount, this))
    , m_confusion(new ConfusionMatrixView(this))
    , m_normalised(new QCheckBox(this))
    , m_details(new QTabWidget(this))
    , m_seed(new QComboBox(this))
    , m_errorLabel(new QComboBox(this))
    , m_errorCount(new QLabel(this))
    , m_errors(new QTableWidget(0, ErrorColumnCount, this))
    , m_try(new TryClassifierPanel(jobs, this))
    , m_thresholds(new ThresholdPanel(this))
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
    m_seed->setObjectName(QStringLiteral("finetuneErrorSeed"));
    m_errorLabel->setObjectName(QStringLiteral("finetuneErrorLabel"));
    m_errorCount->setObjectName(QStringLiteral("finetuneErrorCount"));
    m_errors->setObjectName(QStringLiteral("finetuneErrors"));
    setUpListTable(m_errors, TextColumn);
    m_errors->setWordWrap(true);
    m_note->setWordWrap(true);
    m_runLabel->setBuddy(m_run);
    m_modelLabel->setBuddy(m_model);

    auto* top = new QHBoxLayout;
    top->addWidget(m_runLabel);
    top->addWidget(m_run, 1);
    auto* modelBar = new QHBoxLayout;
    modelBar->addWidget(m_modelLabel);
    modelBar->addWidget(m_model, 1);
    auto* classes = new QWidget(this);
    auto* classesLayout = new QVBoxLayout(classes);
    classesLayout->addWidget(m_filter);
    classesLayout->addWidget(m_classes, 1);
    auto* confusion = new QWidget(this);
    auto* confusionLayout = new QVBoxLayout(confusion);
    confusionLayout->addWidget(m_normalised);
    confusionLayout->addWidget(m_confusion, 1);
    auto* errors = new QWidget(this);
    auto* errorsLayout = new QVBoxLayout(errors);
    auto* errorBar = new QHBoxLayout;
    errorBar->addWidget(m_seed);
    errorBar->addWidget(m_errorLabel);
    errorBar->addWidget(m_errorCount, 1);
    errorsLayout->addLayout(errorBar);
    errorsLayout->addWidget(m_errors, 1);
    m_details->setObjectName(QStringLiteral("finetuneResultDetails"));
    m_details->addTab(classes, QString());
    m_details->addTab(confusion, QString());
    m_thresholds->setObjectName(QStringLiteral("thresholdPanel"));
    m_details->addTab(m_thresholds, QString());
    m_details->addTab(errors, QString());
    m_try->setObjectName(QStringLiteral("tryPanel"));
    m_details->addTab(m_try, QString());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_note);
    layout->addLayout(modelBar);
    layout->addWidget(m_details, 1);
    m_summary->setMaximumHeight(120);

    connect(m_run, &QComboBox::currentIndexChanged, this, &FinetuneResultsPanel::showRun);
    connect(m_model, &QComboBox::currentIndexChanged, this, &FinetuneResultsPanel::showModel);
    connect(m_filter, &QLineEdit::textChanged, this, &FinetuneResultsPanel::applyFilter);
    connect(m_normalised, &QCheckBox::toggled, m_confusion, &ConfusionMatrixView::setRowNormalised);
    connect(m_seed, &QComboBox::currentIndexChanged, this, &FinetuneResultsPanel::showErrors);
    connect(m_errorLabel, &QComboBox::currentIndexChanged, this, &FinetuneResultsPanel::showErrors);
    connect(&m_session, &ProjectSession::projectChanged, this, &FinetuneResultsPanel::refresh);
    connect(&m_session, &ProjectSession::artefactsChanged, this, &FinetuneResultsPanel::refresh);
    retranslate();
    refresh();
}

void FinetuneResultsPanel::refresh() {
    fillFinetuningRuns(*m_run, m_session.current());
    showRun();
}

void FinetuneResultsPanel::selectRun(const QString& name) {
    const int index = m_run->findText(name);
    if (index >= 0)
        m_run->setCurrentIndex(index);
}

// What makes a model's metrics misleading, said beside them: "⚠ base, seed 42: it predicts “joy” for every…".
QString FinetuneResultsPanel::warningsText(const FinetuneRunResults& results) {
    QStringList lines;
    for (const FinetunedModelResults& m : results.models)
        for (const Text& warning : m.warnings)
            lines << tr("⚠ %1, %2").arg(m.name, shown(warning));
    return lines.join(QLatin1Char('\n'));
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
        m_note->setText(read ? warningsText(m_results) : shown(read.error()));
    } else {
        m_note->setText(store ? tr("No fine-tuning run yet: results appear here when one finishes.")
                              : QString());
    }
    // Models as rows, metrics as columns: "0.812 ± 0.012" over the run's seeds.
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
            m_summary->setItem(
                row, 1 + c,
                new QTableWidgetItem(scoreSpreadText(m.metrics[c].second.mean, m.metrics[c].second.std)));
    }
    const QString model = m_model->currentText();
    QSignalBlocker block(m_model);
    m_model->clear();
    for (const FinetunedModelResults& m : m_results.models)
        m_model->addItem(m.name);
    const int keep = m_model->findText(model);
    m_model->setCurrentIndex(keep >= 0 ? keep : 0);
    block.unblock();
    QStringList names, folders; // each model's first seed answers "Try it"
    for (const FinetunedModelResults& m : m_results.models)
        if (!m.seedModels.isEmpty()) {
            names << QStringLiteral("%1 (%2)").arg(m.name, m.seedNames.value(0));
            folders << m.seedModels.first();
        }
    m_try->setModels(names, folders);
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
    m_details->setTabEnabled(ConfusionTab, confusion); // multi-label: per-label scores say it instead
    m_details->setTabEnabled(ThresholdsTab, m && m->multiLabel);
    if (m && m->multiLabel) {
        QStringList validationFiles; // beside each seed's model folder
        for (const QString& model : m->seedModels)
            validationFiles << QFileInfo(model).dir().filePath(
                QStringLiteral("validation_predictions.jsonl"));
        m_thresholds->setModel(m->labels, m->seedNames, validationFiles, m->seedModels);
    }
    m_confusion->setMatrix(confusion ? m->labels : QStringList(),
                           confusion ? m->confusion : QVector<QVector<qint64>>());
    m_confusion->setAccessibleName(m ? tr("Confusion matrix of %1, summed over seeds").arg(m->name)
                                     : tr("Confusion matrix"));
    {
        QSignalBlocker seedBlock(m_seed), labelBlock(m_errorLabel);
        m_seed->clear();
        m_errorLabel->clear();
        m_errorLabel->addItem(tr("every label"), QString());
        if (m) {
            for (int i = 0; i < m->seedNames.size(); ++i)
                m_seed->addItem(m->seedNames[i], m->predictionFiles.value(i));
            for (const QString& label : m->labels)
                m_errorLabel->addItem(label, label);
        }
    }
    showErrors();
}

// The chosen seed's wrong test predictions, optionally only those involving one label; the most confident
// mistakes first, as they say most about the model.
void FinetuneResultsPanel::showErrors() {
    m_errors->setSortingEnabled(false);
    m_errors->setRowCount(0);
    m_errorCount->clear();
    const QString file = m_seed->currentData().toString();
    if (file.isEmpty())
        return;
    if (file != m_errorFile) { // a label filter changes nothing on disk: the seed's file is read once
        Expected<QVector<PredictionRecord>> read = readPredictionRecords(file);
        if (!read) {
            m_errorCount->setText(shown(read.error()));
            return;
        }
        m_errorFile = file;
        m_errorRecords = read.value();
    }
    QVector<PredictionRecord> wrong = misclassified(m_errorRecords, m_errorLabel->currentData().toString());
    std::sort(wrong.begin(), wrong.end(), [](const PredictionRecord& a, const PredictionRecord& b) {
        return a.confidence() > b.confidence();
    });
    m_errorCount->setText(
        tr("%1 of %n test example(s) wrong", nullptr, int(m_errorRecords.size())).arg(wrong.size()));
    m_errors->setRowCount(int(wrong.size()));
    for (int row = 0; row < wrong.size(); ++row) {
        const PredictionRecord& r = wrong[row];
        m_errors->setItem(row, TextColumn, new QTableWidgetItem(r.text));
        m_errors->setItem(row, TruthColumn, new QTableWidgetItem(r.truth.join(QStringLiteral(", "))));
        m_errors->setItem(row, PredictedColumn, new QTableWidgetItem(r.predicted.join(QStringLiteral(", "))));
        m_errors->setItem(row, ConfidenceColumn, figureItem(r.confidence()));
    }
    m_errors->setSortingEnabled(true);
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
    m_note->setAccessibleDescription(tr("Results note"));
    m_details->setTabText(ClassesTab, tr("Scores per &class"));
    m_details->setTabText(ConfusionTab, tr("Confusion &matrix"));
    m_details->setTabText(ThresholdsTab, tr("T&hresholds"));
    m_details->setTabText(ErrorsTab, tr("&Misclassified"));
    m_details->setTabText(TryTab, tr("&Try it"));
    m_details->setAccessibleName(tr("Result details"));
    m_seed->setAccessibleName(tr("Seed whose mistakes are shown"));
    m_errorLabel->setAccessibleName(tr("Only mistakes involving this label"));
    m_errorCount->setAccessibleDescription(tr("Mistakes count"));
    m_errors->setHorizontalHeaderLabels({tr("Text"), tr("True labels"), tr("Predicted"), tr("Confidence")});
    m_errors->setAccessibleName(tr("Misclassified test examples, most confident first"));
    showRun();
}

} // namespace hw::ui
