#pragma once

#include "core/model_io/new_model_job.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace hw::ui {

class ArtefactPicker;
class ProjectSession;

// "New model…": a randomly initialised BERT, ELECTRA, RoBERTa or ModernBERT of a preset size, made with a
// project tokenizer (or a model's), for pretraining from scratch. Gives the job's settings; the picker that
// opened it runs the job.
class NewModelDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewModelDialog(ProjectSession& session, QWidget* parent = nullptr);

    // The settings, or what is missing (also shown in the dialog).
    Expected<NewModelSpec> spec();

    void accept() override; // only with valid settings

protected:
    void changeEvent(QEvent* event) override;

private:
    void showFamilyPresets();
    void retranslate();

    ProjectSession& m_session;
    QComboBox* m_family;
    QComboBox* m_preset;
    ArtefactPicker* m_tokenizer;
    QSpinBox* m_positions;
    QLineEdit* m_name;
    QLabel* m_problem;
    QPushButton* m_create;
    QList<QLabel*> m_labels;   // of the form's rows, in their order
    int m_familyPositions = 0; // the chosen family's longest input, offered until the user types another
};

} // namespace hw::ui
