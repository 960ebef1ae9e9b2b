#pragma once

#include "core/jobs/job_manager.h"

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hw::ui {

class ArtefactPicker;
class BarChart;
class JobController;
class ProjectSession;

// How finely one to three tokenizers cut a project corpus (a job): tokens per word, [UNK] rate and share of
// words split as a table and a chart, and the frequent words each cuts most, side by side.
class FragmentationPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kTokenizers = 3;
    enum Column {
        TokenizerColumn,
        TokensPerWordColumn,
        UnknownColumn,
        SplitColumn,
        TokensColumn,
        ColumnCount
    };

    FragmentationPanel(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    bool startMeasuring();
    ArtefactPicker& picker(int index) { return *m_pickers[index]; }
    QTableWidget& figures() { return *m_figures; }
    QTableWidget& words() { return *m_words; }
    BarChart& chart() { return *m_chart; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void onJobFinished(const JobSnapshot& job);
    void showResult(JobId id);
    // A message in the interface's language, rendered again after a language switch.
    void showMessage(std::function<QString()> render, bool problem);
    void retranslate();

    ProjectSession& m_session;
    JobController& m_jobs;
    ArtefactPicker* m_corpus;
    ArtefactPicker* m_pickers[kTokenizers];
    QSpinBox* m_sample;
    QPushButton* m_measure;
    QTableWidget* m_figures;
    BarChart* m_chart;
    QTableWidget* m_words;
    QLabel* m_message;
    QLabel* m_corpusLabel;
    QLabel* m_tokenizersLabel;
    QLabel* m_sampleLabel;
    QLabel* m_wordsLabel;
    JobId m_job = 0;
    JobId m_shown = 0; // the measurement shown
    QStringList m_measuredNames;
};

} // namespace hw::ui
