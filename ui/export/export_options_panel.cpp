#include "ui/export/export_options_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>

namespace hw::ui {

ExportOptionsPanel::ExportOptionsPanel(QWidget* parent)
    : QWidget(parent)
    , m_formatLabel(new QLabel(this))
    , m_format(new QComboBox(this))
    , m_precisionLabel(new QLabel(this))
    , m_precision(new QComboBox(this))
    , m_shardLabel(new QLabel(this))
    , m_shardMegabytes(new QSpinBox(this))
    , m_int8(new QCheckBox(this))
    , m_grid(new QGridLayout(this)) {
    m_format->setObjectName(QStringLiteral("exportFormat"));
    for (ExportFormat f : {ExportFormat::HuggingFace, ExportFormat::Onnx, ExportFormat::Both})
        m_format->addItem(QString(), exportFormatName(f));
    m_precision->setObjectName(QStringLiteral("exportPrecision"));
    for (WeightPrecision p : {WeightPrecision::Float32, WeightPrecision::Float16, WeightPrecision::BFloat16})
        m_precision->addItem(QString(), weightPrecisionName(p));
    m_shardMegabytes->setObjectName(QStringLiteral("exportShardSize"));
    m_shardMegabytes->setRange(0, 1000000);
    m_shardMegabytes->setSingleStep(500);
    m_formatLabel->setBuddy(m_format);
    m_precisionLabel->setBuddy(m_precision);
    m_shardLabel->setBuddy(m_shardMegabytes);
    m_int8->setObjectName(QStringLiteral("exportInt8"));
    m_int8->setEnabled(false);

    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->addWidget(m_formatLabel, 0, 0);
    m_grid->addWidget(m_format, 0, 1, 1, 3);
    m_grid->addWidget(m_precisionLabel, 1, 0);
    m_grid->addWidget(m_precision, 1, 1);
    m_grid->addWidget(m_shardLabel, 1, 2);
    m_grid->addWidget(m_shardMegabytes, 1, 3);
    m_grid->addWidget(m_int8, 2, 1, 1, 3);
    m_grid->setColumnStretch(1, 1);
    m_grid->setColumnStretch(3, 1);

    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        const bool weights = format() != ExportFormat::Onnx;
        m_precision->setEnabled(weights);
        m_shardMegabytes->setEnabled(weights);
        m_int8->setEnabled(format() != ExportFormat::HuggingFace);
        if (!m_int8->isEnabled())
            m_int8->setChecked(false);
        Q_EMIT formatChanged(format());
    });
    connect(m_int8, &QCheckBox::toggled, this, &ExportOptionsPanel::int8Changed);
    retranslate();
}

ExportFormat ExportOptionsPanel::format() const {
    return exportFormatFromName(m_format->currentData().toString()).value_or(ExportFormat::HuggingFace);
}

void ExportOptionsPanel::setFormat(ExportFormat format) {
    m_format->setCurrentIndex(m_format->findData(exportFormatName(format)));
}

WeightPrecision ExportOptionsPanel::precision() const {
    return weightPrecisionFromName(m_precision->currentData().toString()).value_or(WeightPrecision::Float32);
}

bool ExportOptionsPanel::onnxInt8() const {
    return m_int8->isChecked();
}

int ExportOptionsPanel::labelColumnWidth() const {
    return std::max(m_formatLabel->sizeHint().width(), m_precisionLabel->sizeHint().width());
}

void ExportOptionsPanel::setLabelColumnWidth(int width) {
    m_grid->setColumnMinimumWidth(0, width);
}

qint64 ExportOptionsPanel::maxShardBytes() const {
    return qint64(m_shardMegabytes->value()) * 1000000;
}

void ExportOptionsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ExportOptionsPanel::retranslate() {
    m_formatLabel->setText(tr("&Format:"));
    m_format->setItemText(0, tr("Hugging Face directory (transformers, safetensors)"));
    m_format->setItemText(1, tr("ONNX model (onnxruntime), with the tokenizer files"));
    m_format->setItemText(2, tr("Both: Hugging Face directory with the ONNX model in onnx/"));
    m_precisionLabel->setText(tr("&Weights:"));
    m_precision->setItemText(0, tr("fp32 (as trained)"));
    m_precision->setItemText(1, tr("fp16 (half the size)"));
    m_precision->setItemText(2, tr("bf16 (half the size, fp32's range)"));
    m_shardLabel->setText(tr("&Largest file:"));
    m_shardMegabytes->setSpecialValueText(tr("one file"));
    m_shardMegabytes->setSuffix(tr(" MB"));
    m_int8->setText(tr("Also write an &int8 ONNX model (model_quantized.onnx: matrix products in int8)"));
    m_int8->setAccessibleName(tr("Also write an int8 ONNX model"));
    m_int8->setToolTip(
        tr("Dynamic quantisation of the matrix products; the export reports how far its logits "
           "and predictions move from fp32."));
    m_format->setAccessibleName(tr("Export format"));
    m_precision->setAccessibleName(tr("Weight precision"));
    m_precision->setToolTip(tr("The Hugging Face weights' type; the ONNX model keeps fp32."));
    m_shardMegabytes->setAccessibleName(tr("Largest weights file in megabytes (0: one file)"));
    m_shardMegabytes->setToolTip(tr("Split the weights into files of at most this size, as the Hub prefers "
                                    "for large models."));
}

} // namespace hw::ui
