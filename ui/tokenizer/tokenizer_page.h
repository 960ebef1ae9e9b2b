#pragma once

#include "jobs/job_manager.h"

#include <QHash>
#include <QWidget>

class QGroupBox;
class QLabel;
class QTableWidget;

namespace hw::ui {

class JobController;
class ProjectSession;
class TokenizerPreviewPanel;
class TokenizerTrainPanel;

// The Tokenizer step: train a vocabulary on a project corpus, see the project's tokenizers with what they
// were trained on, and compare how tokenizers split a text.
class TokenizerPage : public QWidget {
    Q_OBJECT
public:
    enum Column { NameColumn, KindColumn, VocabularyColumn, TrainedOnColumn, CreatedColumn, ColumnCount };

    TokenizerPage(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    TokenizerTrainPanel& trainPanel() { return *m_train; }
    TokenizerPreviewPanel& previewPanel() { return *m_preview; }

public Q_SLOTS:
    void refresh();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onJobFinished(const JobSnapshot& job);
    void retranslate();

    ProjectSession& m_session;
    QLabel* m_heading;
    QGroupBox* m_trainBox;
    QGroupBox* m_listBox;
    QGroupBox* m_previewBox;
    TokenizerTrainPanel* m_train;
    QTableWidget* m_table;
    TokenizerPreviewPanel* m_preview;
    QLabel* m_result;
    QHash<JobId, QString> m_trainings;
};

} // namespace hw::ui
