#pragma once

#include "core/eval/label_thresholds.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QTableWidget;

namespace hw::ui {

// Multi-label decision thresholds of a fine-tuned model, one slider per label and one for all: the validation
// metrics are recomputed as a slider moves, and "Save" writes them beside the model, where every later
// evaluation of it reads them.
class ThresholdPanel : public QWidget {
    Q_OBJECT
public:
    enum Column { LabelColumn, SliderColumn, ValueColumn, F1Column, ColumnCount };

    explicit ThresholdPanel(QWidget* parent = nullptr);

    // The seeds of one multi-label model: names, validation predictions and model folders, in the same order.
    void setModel(const QStringList& labels, const QStringList& seedNames, const QStringList& validationFiles,
                  const QStringList& modelDirectories);
    QSlider& slider(int label);
    QSlider& allSlider() { return *m_all; }
    QVector<double> thresholds() const { return m_thresholds; }
    // The validation metrics with the thresholds as they stand.
    const ClassificationMetrics& metrics() const { return m_metrics; }
    bool save();

protected:
    void changeEvent(QEvent* event) override;

private:
    void loadSeed();
    void setThreshold(int label, int percent);
    void rescore();
    void retranslate();

    QComboBox* m_seed;
    QSlider* m_all;
    QTableWidget* m_table;
    QLabel* m_summary;
    QPushButton* m_save;
    QLabel* m_allLabel;
    QStringList m_labels, m_validationFiles, m_models;
    ValidationPredictions m_predictions;
    QVector<double> m_thresholds;
    ClassificationMetrics m_metrics;
    double m_savedMacroF1 = 0;
    std::optional<UserError>
        m_loadProblem; // why the saved thresholds could not be read, until new ones are saved
};

} // namespace hw::ui
