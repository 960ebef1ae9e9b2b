#pragma once

#include "core/jobs/job_manager.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace hw {
template <typename Model> class ModelCache;
class TextClassifier;
} // namespace hw

namespace hw::ui {

class BarChart;
class JobController;

// "Try it": a typed text through each fine-tuned model of a run, every label's probability as horizontal
// bars, one chart per model side by side (the labels each model chose marked). The models stay loaded between
// texts.
class TryClassifierPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kModels = 3;

    explicit TryClassifierPanel(JobController& jobs, QWidget* parent = nullptr);
    ~TryClassifierPanel() override;

    // The models to ask (one fine-tuned seed each), with the names shown above their charts.
    void setModels(const QStringList& names, const QStringList& folders);
    void setText(const QString& text);
    bool classify();
    BarChart& chart(int index) { return *m_charts[index]; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void onJobChanged(const JobSnapshot& job);
    void retranslate();

    JobController& m_jobs;
    QPlainTextEdit* m_text;
    QPushButton* m_classify;
    QLabel* m_status;
    BarChart* m_charts[kModels];
    QStringList m_names, m_folders;
    JobId m_active = 0;
    std::shared_ptr<ModelCache<TextClassifier>> m_loaded;
};

} // namespace hw::ui
