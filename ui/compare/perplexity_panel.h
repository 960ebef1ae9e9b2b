#pragma once

#include "core/jobs/job_manager.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hw::ui {

class ArtefactPicker;
class BarChart;
class DevicePicker;
class JobController;
class ProjectSession;

// Masked-LM perplexity of up to three models on held-out text of a project corpus, on the same masked tokens,
// as a job: a table and bars (lower is better). Each figure is recorded in the project as an evaluation.
class PerplexityPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kModels = 3;
    enum Column {
        ModelColumn,
        PerplexityColumn,
        LossColumn,
        TokensColumn,
        BitsPerCharacterColumn,
        ColumnCount
    };

    PerplexityPanel(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    ArtefactPicker& corpusPicker() { return *m_corpus; }
    ArtefactPicker& modelPicker(int index) { return *m_models[index]; }
    QTableWidget& table() { return *m_table; }
    BarChart& chart() { return *m_chart; }
    bool measure();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onJobChanged(const JobSnapshot& job);
    void showResult();
    QString valueAxisLabel() const;
    void retranslate();

    ProjectSession& m_session;
    JobController& m_jobs;
    ArtefactPicker* m_corpus;
    QComboBox* m_split;
    ArtefactPicker* m_models[kModels];
    QSpinBox* m_seqLength;
    DevicePicker* m_device;
    QPushButton* m_measure;
    QLabel* m_status;
    QTableWidget* m_table;
    BarChart* m_chart;
    QLabel* m_corpusLabel;
    QLabel* m_modelsLabel;
    QLabel* m_seqLabel;
    QStringList m_names;
    bool m_oneTokenizer = true; // the scored models share a tokenizer: perplexities compare
    JobId m_active = 0;
};

} // namespace hw::ui
