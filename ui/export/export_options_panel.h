#pragma once

#include "export/model_export.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;

namespace hw::ui {

// What an export writes: the format (Hugging Face, ONNX or both), and for the Hugging Face weights their type
// and largest file. The weight options are disabled while they do not apply (ONNX alone).
class ExportOptionsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExportOptionsPanel(QWidget* parent = nullptr);

    ExportFormat format() const;
    void setFormat(ExportFormat format);
    WeightPrecision precision() const;
    qint64 maxShardBytes() const; // 0: one file

Q_SIGNALS:
    void formatChanged(hw::ExportFormat format);

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
};

} // namespace hw::ui
