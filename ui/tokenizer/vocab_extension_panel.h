#pragma once

#include "core/jobs/job_manager.h"

#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hw::ui {

class ArtefactPicker;
class JobController;
class ProjectSession;

// Extends a model's WordPiece vocabulary with domain words: ranks the words of a project corpus that the
// model's tokenizer cuts into pieces (a job), lets the user tick them (or the top N), and makes an extended
// tokenizer and a resized model in the project (another job).
class VocabExtensionPanel : public QWidget {
    Q_OBJECT
public:
    enum Column { AddColumn, WordColumn, FrequencyColumn, PiecesColumn, SavedColumn, ColumnCount };

    VocabExtensionPanel(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    bool findCandidates();
    void selectTop(int count);
    bool startExtension();
    QStringList checkedWords() const;
    QTableWidget& table() { return *m_table; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void onJobFinished(const JobSnapshot& job);
    void showCandidates(JobId id);
    void updateSelectionCount();
    void showMessage(std::function<QString()> render, bool problem); // rendered again after a language switch
    void retranslate();

    ProjectSession& m_session;
    JobController& m_jobs;
    ArtefactPicker* m_model;
    ArtefactPicker* m_corpus;
    QSpinBox* m_minFrequency;
    QPushButton* m_find;
    QTableWidget* m_table;
    QSpinBox* m_topCount;
    QPushButton* m_selectTop;
    QLabel* m_selection;
    QLineEdit* m_name;
    QPushButton* m_extend;
    QLabel* m_message;
    QLabel* m_modelLabel;
    QLabel* m_corpusLabel;
    QLabel* m_minFrequencyLabel;
    QLabel* m_nameLabel;
    JobId m_ranking = 0;
    JobId m_extension = 0;
    QString m_extensionName;
    QString m_rankedModel; // what the shown candidates were ranked for
    QString m_rankedCorpus;
};

} // namespace hw::ui
