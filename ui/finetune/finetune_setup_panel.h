#pragma once

#include "ui/widgets/setting_form.h"

#include "core/eval/finetune_comparison_job.h"
#include "core/util/expected.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace hw::ui {

class ArtefactPicker;
class DevicePicker;
class ProjectSession;

// What a fine-tuning run starts from: a labelled set of the project (or train, validation and test files with
// their text and label columns), one to three models fine-tuned on it side by side (typically the base model
// and its domain-adapted version), and the training settings shared by every model and seed.
class FinetuneSetupPanel : public QWidget {
    Q_OBJECT
public:
    explicit FinetuneSetupPanel(ProjectSession& session, QWidget* parent = nullptr);

    static constexpr int kModels = 3;

    Expected<FinetuneComparisonSpec> spec();
    // The form's fields by setting key; errors naming a setting are shown with its label here.
    const SettingForm& settingForm() const { return m_settings; }
    ArtefactPicker& modelPicker(int index = 0) { return *m_models[index]; }
    ArtefactPicker& labelledSetPicker() { return *m_labelledSet; }
    void setFiles(const QString& train, const QString& validation, const QString& test);
    QString runName() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* fileRow(QLineEdit* edit, const char* name);
    void refreshFields();
    void refreshDataRows();
    void retranslate();

    ProjectSession& m_session;
    QFormLayout* m_form;
    ArtefactPicker* m_labelledSet;
    ArtefactPicker* m_models[kModels];
    QLineEdit* m_train;
    QLineEdit* m_validation;
    QLineEdit* m_test;
    QComboBox* m_textField;
    QComboBox* m_labelField;
    QCheckBox* m_multiLabel;
    QCheckBox* m_classWeights;
    DevicePicker* m_device;
    QLineEdit* m_name;
    QLabel* m_problem;
    SettingForm m_settings;
    QList<QWidget*> m_rows;
    QHash<QWidget*, QLineEdit*> m_fileEdits; // a file row and the line edit it holds
};

} // namespace hw::ui
