#pragma once

#include "core/model/model_presets.h"
#include "core/model_io/new_model_job.h"

#include <QDialog>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace hw::ui {

class ArtefactPicker;
class ProjectSession;

// "New model…": a randomly initialised BERT, ELECTRA, RoBERTa or ModernBERT of a preset size, or of a shape
// edited from it, made with a project tokenizer (or a model's), for pretraining from scratch. Gives the job's
// settings; the picker that opened it runs the job.
class NewModelDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewModelDialog(ProjectSession& session, QWidget* parent = nullptr);

    // The settings, or what is missing (also shown in the dialog).
    Expected<NewModelSpec> spec();

    void accept() override; // only with valid settings

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void showFamilyPresets();
    void showPresetShape();
    void followHiddenSize();
    void showShape();
    void fitMessages();
    void retranslate();
    ModelFamily family() const;
    QString preset() const;
    ModelShape shape() const; // the shape fields' sizes
    QString fieldLabel(const QString& settingKey) const;
    QWidget* field(const QString& settingKey) const;

    ProjectSession& m_session;
    QComboBox* m_family;
    QComboBox* m_preset;
    QSpinBox* m_hidden;
    QSpinBox* m_layers;
    QSpinBox* m_heads;
    QSpinBox* m_intermediate;
    QSpinBox* m_embedding; // ELECTRA only
    QLabel* m_shapeNote;   // the shape's size, or why it cannot be built
    ArtefactPicker* m_tokenizer;
    QSpinBox* m_positions;
    QLineEdit* m_name;
    QLabel* m_problem;
    QPushButton* m_create;
    QFormLayout* m_form;
    QList<QLabel*> m_labels;   // of the form's rows, in their order
    int m_familyPositions = 0; // the chosen family's longest input, offered until the user types another
    ModelShape m_following;  // the sizes that followed the hidden size, replaced until the user types others
    QString m_suggestedName; // offered until the user types another name
    bool m_shapeRefused = false; // the problem shown is the shape's
};

} // namespace hw::ui
