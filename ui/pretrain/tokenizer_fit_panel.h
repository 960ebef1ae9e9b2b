#pragma once

#include "core/jobs/job_manager.h"
#include "core/model_io/vocab_transfer.h"

#include <QFutureWatcher>
#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;

namespace hw::ui {

class ArtefactPicker;
class JobController;
class ProjectSession;

// Pretraining with a tokenizer other than the model's: a project tokenizer is chosen, how its vocabulary
// compares with the model's is shown (read on a worker thread), and when they differ the model is re-fitted
// to it as a job (a new project model, then chosen as the base model).
class TokenizerFitPanel : public QWidget {
    Q_OBJECT
public:
    TokenizerFitPanel(ProjectSession& session, JobController& jobs, ArtefactPicker& model,
                      QWidget* parent = nullptr);

    ArtefactPicker& tokenizerPicker() { return *m_tokenizer; }
    // True when no other tokenizer is chosen, or the chosen one is the model's vocabulary already.
    bool fits() const;
    bool refit();
    bool isComparing() const { return m_comparing; }

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void compare();
    void onCompared();
    void onJobFinished(const JobSnapshot& job);
    void showState();
    void retranslate();

    ProjectSession& m_session;
    JobController& m_jobs;
    ArtefactPicker& m_model;
    ArtefactPicker* m_tokenizer;
    QLabel* m_message;
    QPushButton* m_refit;
    QFutureWatcher<Expected<VocabularyOverlap>> m_comparison;
    std::optional<VocabularyOverlap> m_overlap;
    std::function<QString()> m_problem; // why the fit cannot be told or made, in the interface's language
    bool m_comparing = false;
    JobId m_job = 0;
    QString m_refitName;
};

} // namespace hw::ui
