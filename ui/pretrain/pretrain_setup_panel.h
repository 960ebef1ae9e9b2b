#pragma once

#include "core/train/pretrain_spec.h"
#include "core/util/expected.h"
#include "ui/pretrain/pretrain_estimate_panel.h"
#include "ui/widgets/setting_form.h"

#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace hw::ui {

class ArtefactChecklist;
class ArtefactPicker;
class DevicePicker;
class JobController;
class TokenizerFitPanel;
class ProjectSession;

// What a continued-pretraining run starts from and how it trains: base model, corpus, objective and the
// hyperparameters, each with a default and a tooltip. Invalid choices are named in place before a start.
class PretrainSetupPanel : public QWidget {
    Q_OBJECT
public:
    explicit PretrainSetupPanel(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    // The run as chosen, or what is wrong with the choice (also shown in the panel).
    Expected<PretrainSpec> spec();
    ArtefactPicker& modelPicker() { return *m_model; }
    TokenizerFitPanel& tokenizerFit() { return *m_tokenizerFit; }
    // What the estimate of the run depends on, as set now.
    PretrainSettingsSummary summary() const;
    ArtefactPicker& corpusPicker() { return *m_corpus; }
    // The form's fields by setting key; errors naming a setting are shown with its label here.
    const SettingForm& settingForm() const { return m_settings; }
    QString runName() const;
    void suggestName();

Q_SIGNALS:
    // A setting the estimate depends on changed.
    void settingsChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void refreshPrecisions();
    // The table's settings as set on the form, over a spec's defaults.
    PretrainSpec settingsOnForm() const;
    QComboBox* objectiveBox() const;
    QComboBox* precisionBox() const;
    void refreshObjectiveOptions();
    void refreshObjectiveFit();
    void retranslate();

    ProjectSession& m_session;
    QFormLayout* m_form;
    ArtefactPicker* m_model;
    ArtefactPicker* m_corpus;
    ArtefactChecklist* m_moreCorpora;
    ArtefactPicker* m_generalCorpus;
    TokenizerFitPanel* m_tokenizerFit;
    ArtefactPicker* m_generator;
    DevicePicker* m_device;
    QLineEdit* m_name;
    QPlainTextEdit* m_watch;
    QLabel* m_problem;
    SettingForm m_settings;
};

} // namespace hw::ui
