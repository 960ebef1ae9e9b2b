#pragma once

#include "ui/widgets/setting_form.h"

#include "core/jobs/job_manager.h"
#include "core/tokenize/tokenizer_training.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace hw::ui {

class ArtefactPicker;
class JobController;
class ProjectSession;

// Trains a WordPiece, SentencePiece unigram or BPE, or byte-level BPE (RoBERTa) vocabulary on a project
// corpus, as a job; the result is a project tokenizer that remembers the corpus it was trained on.
class TokenizerTrainPanel : public QWidget {
    Q_OBJECT
public:
    TokenizerTrainPanel(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    bool startTraining();
    // The panel's fields by setting key: a refused training names them by their labels here.
    const SettingForm& settingFields() const { return m_fields; }

Q_SIGNALS:
    void trainingStarted(hw::JobId id, const QString& name);

protected:
    void changeEvent(QEvent* event) override;

private:
    TokenizerKind kind() const;
    void suggestName();
    void refreshOptions();
    void retranslateKindOptions();
    bool readSpecials(SpecialTokens& out);
    // A message in the interface's language, rendered again after a language switch.
    void showMessage(std::function<QString()> render, bool problem);
    void retranslate();

    ProjectSession& m_session;
    JobController& m_jobs;
    QString m_lowercaseWarnedFor; // the corpus whose Hangul was warned about: Train again trains
    ArtefactPicker* m_corpus;
    QComboBox* m_kind;
    QSpinBox* m_vocabSize;
    QCheckBox* m_lowercase;
    QSpinBox* m_minFrequency;
    QDoubleSpinBox* m_coverage;
    QLineEdit* m_specials;
    QLineEdit* m_name;
    QPushButton* m_train;
    QLabel* m_message;
    QLabel* m_corpusLabel;
    QLabel* m_kindLabel;
    QLabel* m_vocabLabel;
    QLabel* m_minFrequencyLabel;
    QLabel* m_coverageLabel;
    QLabel* m_specialsLabel;
    QLabel* m_nameLabel;
    SettingForm m_fields;
};

} // namespace hw::ui
