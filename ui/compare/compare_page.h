#pragma once

#include "core/jobs/job_manager.h"

#include <memory>

#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace hw {
template <typename Model> class ModelCache;
class MaskFillModel;
} // namespace hw

namespace hw::ui {

class ArtefactPicker;
class DevicePicker;
class CurvesPanel;
class DownstreamPanel;
class PerplexityPanel;
class JobController;
class ProjectSession;

// The Compare step, two tabs: the same probe sentences with [MASK] through up to three models side by side
// (the base model next to the domain-adapted one shows what continued pretraining taught), tokens every model
// agrees on in bold; and the downstream comparison of fine-tuned models with its interval.
class ComparePage : public QWidget {
    Q_OBJECT
public:
    static constexpr int kModels = 3;
    enum Column { TextColumn, MaskColumn, RankColumn, FirstModelColumn };

    ComparePage(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    ArtefactPicker& modelPicker(int index) { return *m_models[index]; }
    DownstreamPanel& downstream() { return *m_downstream; }
    PerplexityPanel& perplexity() { return *m_perplexity; }
    CurvesPanel& curves() { return *m_curves; }
    QTabWidget& tabs() { return *m_tabs; }
    // The models kept loaded between queries, so a second sentence does not wait for a model load.
    const ModelCache<MaskFillModel>& loadedModels() const { return *m_loadedModels; }
    void setProbes(const QString& text);
    bool fillMasks();
    // Every prediction of the last query as CSV (text, mask, model, rank, token, score, in_all_models).
    bool exportCsv(const QString& path);
    // Loads a probe file: one sentence with [MASK] per line.
    bool loadProbeFile(const QString& path);
    // Sentences tried before, newest first; choosing one puts it back in the probe box.
    QComboBox& history() { return *m_history; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void onJobChanged(const JobSnapshot& job);
    void showResult();
    void retranslate();

    JobController& m_jobs;
    ArtefactPicker* m_models[kModels];
    QPlainTextEdit* m_probes;
    QSpinBox* m_topK;
    QComboBox* m_history;
    QPushButton* m_openProbes;
    QPushButton* m_exportCsv;
    DevicePicker* m_device;
    QPushButton* m_fill;
    QLabel* m_status;
    QTableWidget* m_table;
    QLabel* m_probesLabel;
    QTabWidget* m_tabs;
    DownstreamPanel* m_downstream;
    PerplexityPanel* m_perplexity;
    CurvesPanel* m_curves;
    QStringList m_modelNames;
    JobId m_active = 0;
    std::shared_ptr<ModelCache<MaskFillModel>> m_loadedModels;
};

} // namespace hw::ui
