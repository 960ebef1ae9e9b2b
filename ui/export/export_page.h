#pragma once

#include "core/jobs/job_manager.h"

#include <memory>

#include <QWidget>

class QCheckBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace hw {
class ExportJob;
}

namespace hw::ui {

class ArtefactPicker;
class ExportOptionsPanel;
class ModelCardPanel;
class JobController;
class ProjectSession;

// The Export step: write a project model (or any model folder) as a Hugging Face directory that
// transformers loads (with its model card, previewed and editable), an ONNX model, or both; each verified
// against the source, the figures shown, and recorded in the project with the model it came from.
class ExportPage : public QWidget {
    Q_OBJECT
public:
    ExportPage(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    ArtefactPicker& modelPicker() { return *m_model; }
    ArtefactPicker& int8CheckPicker() { return *m_int8Check; }
    ModelCardPanel& modelCard() { return *m_card; }
    ExportOptionsPanel& options() { return *m_options; }
    void setOutput(const QString& folder);
    bool exportModel();

protected:
    void changeEvent(QEvent* event) override;

private:
    void suggestOutput();
    void onJobChanged(const JobSnapshot& job);
    void retranslate();
    QString resultText() const;
    void alignLabelColumns();

    ProjectSession& m_session;
    JobController& m_jobs;
    ArtefactPicker* m_model;
    ArtefactPicker* m_int8Check; // the labelled set the int8 model's accuracy is measured on (optional)
    QLabel* m_int8CheckLabel;
    ExportOptionsPanel* m_options;
    QLineEdit* m_output;
    QPushButton* m_browse;
    QCheckBox* m_overwrite;
    QPushButton* m_export;
    QPushButton* m_openFolder;
    QLabel* m_status;
    QLabel* m_heading;
    QLabel* m_modelLabel;
    QLabel* m_outputLabel;
    QGridLayout* m_grid;
    ModelCardPanel* m_card;
    JobId m_active = 0;
    std::shared_ptr<ExportJob> m_job; // the running or last export, read once it has finished
    QString m_exported;               // the folder it wrote
};

} // namespace hw::ui
