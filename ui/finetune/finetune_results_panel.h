#pragma once

#include "eval/finetune_run_results.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace hw::ui {

class ConfusionMatrixView;
class ProjectSession;

// A finished fine-tuning run read back from the project (whether the studio or `headwater-cli finetune
// --project` ran it): each model's test metrics as mean ± std over seeds, the chosen model's scores per class
// (sortable, filterable) and, single-label, its confusion matrix with counts or row shares.
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

    explicit FinetuneResultsPanel(ProjectSession& session, QWidget* parent = nullptr);

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

protected:
    void changeEvent(QEvent* event) override;

private:
    void showRun();
    void showModel();
    void applyFilter();
    void retranslate();

    ProjectSession& m_session;
    QComboBox* m_run;
    QComboBox* m_model;
    QTableWidget* m_summary;
    QLineEdit* m_filter;
    QTableWidget* m_classes;
    ConfusionMatrixView* m_confusion;
    QCheckBox* m_normalised;
    QLabel* m_runLabel;
    QLabel* m_modelLabel;
    QLabel* m_note;
    FinetuneRunResults m_results;
};

// A metric's name as people read it ("macro-F1" for "f1_macro").
QString metricDisplayName(const QString& metric);

} // namespace hw::ui
