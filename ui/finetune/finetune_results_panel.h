#pragma once

#include "core/eval/finetune_run_results.h"
#include "core/eval/prediction_records.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTabWidget;
class QTableWidget;

namespace hw::ui {

class ConfusionMatrixView;
class JobController;
class ThresholdPanel;
class TryClassifierPanel;
class ProjectSession;

// A finished fine-tuning run read back from the project (whether the studio or `headwater-cli finetune
// --project` ran it): each model's test metrics as mean ± std over seeds, the chosen model's scores per class
// (sortable, filterable), single-label its confusion matrix with counts or row shares, multi-label its
// decision thresholds tried against validation and saved, and each seed's misclassified test examples with
// the model's confidence; "Try it" asks each model about a typed text.
class FinetuneResultsPanel : public QWidget {
    Q_OBJECT
public:
    enum ClassColumn {
        LabelColumn,
        PrecisionColumn,
        RecallColumn,
        F1Column,
        SupportColumn,
        ClassColumnCount
    };
    enum ErrorColumn { TextColumn, TruthColumn, PredictedColumn, ConfidenceColumn, ErrorColumnCount };
    enum DetailTab { ClassesTab, ConfusionTab, ThresholdsTab, ErrorsTab, TryTab };

    FinetuneResultsPanel(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    void refresh();
    void selectRun(const QString& name);
    const FinetuneRunResults& results() const { return m_results; }
    QComboBox& runChooser() { return *m_run; }
    QComboBox& modelChooser() { return *m_model; }
    QTableWidget& summaryTable() { return *m_summary; }
    QTableWidget& classTable() { return *m_classes; }
    QLineEdit& classFilter() { return *m_filter; }
    ConfusionMatrixView& confusion() { return *m_confusion; }
    QCheckBox& rowNormalised() { return *m_normalised; }
    QTabWidget& details() { return *m_details; }
    QComboBox& errorLabelChooser() { return *m_errorLabel; }
    QTableWidget& errorTable() { return *m_errors; }
    TryClassifierPanel& tryPanel() { return *m_try; }
    ThresholdPanel& thresholdPanel() { return *m_thresholds; }

protected:
    void changeEvent(QEvent* event) override;

private:
    static QString warningsText(const FinetuneRunResults& results);
    void showRun();
    void showModel();
    void applyFilter();
    void showErrors();
    void retranslate();

    ProjectSession& m_session;
    QComboBox* m_run;
    QComboBox* m_model;
    QTableWidget* m_summary;
    QLineEdit* m_filter;
    QTableWidget* m_classes;
    ConfusionMatrixView* m_confusion;
    QCheckBox* m_normalised;
    QTabWidget* m_details;
    QComboBox* m_seed;
    QComboBox* m_errorLabel;
    QLabel* m_errorCount;
    QTableWidget* m_errors;
    TryClassifierPanel* m_try;
    QString m_errorFile; // the predictions file m_errorRecords were read from
    QVector<PredictionRecord> m_errorRecords;
    ThresholdPanel* m_thresholds;
    QLabel* m_runLabel;
    QLabel* m_modelLabel;
    QLabel* m_note;
    FinetuneRunResults m_results;
};

// A metric's name as people read it ("macro-F1" for "f1_macro").
QString metricDisplayName(const QString& metric);

} // namespace hw::ui
