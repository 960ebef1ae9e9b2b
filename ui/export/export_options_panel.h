#pragma once

#include "core/export/model_export.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QSpinBox;

namespace hw::ui {

// What an export writes: the format (Hugging Face, ONNX or both), and for the Hugging Face weights their type
// and largest file, and for ONNX an int8 copy. Options are disabled while they do not apply.
class ExportOptionsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExportOptionsPanel(QWidget* parent = nullptr);

    ExportFormat format() const;
    void setFormat(ExportFormat format);
    WeightPrecision precision() const;
    qint64 maxShardBytes() const; // 0: one file
    bool onnxInt8() const;        // also an int8 ONNX model (only offered with ONNX)

    // The labels' column, so the page can line its own fields up with these.
    int labelColumnWidth() const;
    void setLabelColumnWidth(int width);

Q_SIGNALS:
    void formatChanged(hw::ExportFormat format);
    void int8Changed(bool int8);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* m_formatLabel;
    QComboBox* m_format;
    QLabel* m_precisionLabel;
    QComboBox* m_precision;
    QLabel* m_shardLabel;
    QSpinBox* m_shardMegabytes;
    QCheckBox* m_int8;
    QGridLayout* m_grid;
};

} // namespace hw::ui
