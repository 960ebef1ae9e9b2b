#pragma once

#include "train/finetune_spec.h"
#include "util/expected.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace hw::ui {

class ArtefactPicker;
class DevicePicker;
class ProjectSession;

// What a fine-tuning run starts from: the model (base or domain-adapted), the labelled train, validation and
// test files with their text and label columns, single- or multi-label, and the training settings.
class FinetuneSetupPanel : public QWidget {
    Q_OBJECT
public:
    explicit FinetuneSetupPanel(ProjectSession& session, QWidget* parent = nullptr);

    Expected<FinetuneSpec> spec();
    ArtefactPicker& modelPicker() { return *m_model; }
    void setFiles(const QString& train, const QString& validation, const QString& test);
    QString runName() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* fileRow(QLineEdit* edit, const char* name);
    void refreshFields();
    void retranslate();

    ProjectSession& m_session;
    QFormLayout* m_form;
    ArtefactPicker* m_model;
    QLineEdit* m_train;
    QLineEdit* m_validation;
    QLineEdit* m_test;
    QComboBox* m_textField;
    QComboBox* m_labelField;
    QCheckBox* m_multiLabel;
    QSpinBox* m_epochs;
    QDoubleSpinBox* m_learningRate;
    QSpinBox* m_batchSize;
    QSpinBox* m_maxLength;
    QSpinBox* m_seeds;
    DevicePicker* m_device;
    QLineEdit* m_name;
    QLabel* m_problem;
    QList<QWidget*> m_rows;
    QHash<QWidget*, QLineEdit*> m_fileEdits; // a file row and the line edit it holds
};

} // namespace hw::ui
