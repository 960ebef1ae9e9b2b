#pragma once

#include "jobs/job_manager.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace hw::ui {

class ArtefactPicker;
class ModelCardPanel;
class JobController;
class ProjectSession;

// The Export step: write a project model (or any model folder) as a Hugging Face directory that
// transformers loads, with its model card (previewed, editable), verified against the source and recorded in
// the project with the model it came from.
class ExportPage : public QWidget {
    Q_OBJECT
public:
    ExportPage(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    ArtefactPicker& modelPicker() { return *m_model; }
    ModelCardPanel& modelCard() { return *m_card; }
    void setOutput(const QString& folder);
    bool exportModel();

protected:
    void changeEvent(QEvent* event) override;

private:
    void suggestOutput();
    void onJobChanged(const JobSnapshot& job);
    void retranslate();

    ProjectSession& m_session;
    JobController& m_jobs;
    ArtefactPicker* m_model;
    QComboBox* m_format;
    QLineEdit* m_output;
    QPushButton* m_browse;
    QCheckBox* m_overwrite;
    QPushButton* m_export;
    QLabel* m_status;
    QLabel* m_heading;
    QLabel* m_modelLabel;
    QLabel* m_formatLabel;
    QLabel* m_outputLabel;
    ModelCardPanel* m_card;
    JobId m_active = 0;
};

} // namespace hw::ui
