#pragma once

#include "core/jobs/job_manager.h"

#include <QHash>
#include <QWidget>

class QGroupBox;
class QLabel;
class QTabWidget;
class QTableWidget;

namespace hw::ui {

class JobController;
class ProjectSession;
class FragmentationPanel;
class TokenizerPreviewPanel;
class TokenizerTrainPanel;
class VocabExtensionPanel;

// The Tokenizer step: the project's tokenizers with what they were made from, and tabs to train one on a
// corpus, extend a model's vocabulary with domain words, compare how tokenizers split a text, and measure
// how finely they cut a corpus.
class TokenizerPage : public QWidget {
    Q_OBJECT
public:
    enum Column { NameColumn, KindColumn, VocabularyColumn, TrainedOnColumn, CreatedColumn, ColumnCount };
    enum Tab { TrainTab, ExtendTab, PreviewTab, FragmentationTab };

    TokenizerPage(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    TokenizerTrainPanel& trainPanel() { return *m_train; }
    TokenizerPreviewPanel& previewPanel() { return *m_preview; }
    VocabExtensionPanel& extensionPanel() { return *m_extension; }
    FragmentationPanel& fragmentationPanel() { return *m_fragmentation; }
    QTabWidget& tabs() { return *m_tabs; }

public Q_SLOTS:
    void refresh();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onJobFinished(const JobSnapshot& job);
    void retranslate();

    ProjectSession& m_session;
    QLabel* m_heading;
    QGroupBox* m_listBox;
    QTabWidget* m_tabs;
    TokenizerTrainPanel* m_train;
    VocabExtensionPanel* m_extension;
    QTableWidget* m_table;
    TokenizerPreviewPanel* m_preview;
    FragmentationPanel* m_fragmentation;
    QLabel* m_result;
    QHash<JobId, QString> m_trainings;
};

} // namespace hw::ui
