#include "ui/finetune/threshold_panel.h"

#include "core/util/score_text.h"
#include "ui/i18n/core_text.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/table_setup.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace hw::ui {

ThresholdPanel::ThresholdPanel(QWidget* parent)
    : QWidget(parent)
    , m_seed(new QComboBox(this))
    , m_all(new QSlider(Qt::Horizontal, this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_summary(new QLabel(this))
    , m_save(new QPushButton(this))
    , m_allLabel(new QLabel(this)) {
    m_seed->setObjectName(QStringLiteral("thresholdSeed"));
    m_all->setObjectName(QStringLiteral("thresholdAll"));
    m_all->setRange(1, 99);
    m_all->setValue(50);
    m_table->setObjectName(QStringLiteral("thresholdTable"));
    setUpListTable(m_table, SliderColumn);
    m_summary->setObjectName(QStringLiteral("thresholdSummary"));
    m_summary->setWordWrap(true);
    m_save->setObjectName(QStringLiteral("saveThresholds"));
    setActionIcon(m_save, ActionIcon::Save);
    m_allLabel->setBuddy(m_all);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_seed);
    bar->addWidget(m_allLabel);
    bar->addWidget(m_all, 1);
    bar->addWidget(m_save);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    connect(m_seed, &QComboBox::currentIndexChanged, this, &ThresholdPanel::loadSeed);
    connect(m_all, &QSlider::valueChanged, this, [this](int percent) {
        for (int l = 0; l < m_labels.size(); ++l) {
            QSignalBlocker block(&slider(l));
            slider(l).setValue(percent);
            setThreshold(l, percent);
        }
        rescore();
    });
    connect(m_save, &QPushButton::clicked, this, &ThresholdPanel::save);
    retranslate();
}

QSlider& ThresholdPanel::slider(int label) {
    return *qobject_cast<QSlider*>(m_table->cellWidget(label, SliderColumn));
}

void ThresholdPanel::setModel(const QStringList& labels, const QStringList& seedNames,
                              const QStringList& validationFiles, const QStringList& modelDirectories) {
    if (labels == m_labels && validationFiles == m_validationFiles) // shown again: unsaved moves stay
        return;
    m_labels = labels;
    m_validationFiles = validationFiles;
    m_models = modelDirectories;
    m_table->setRowCount(int(labels.size()));
    for (int l = 0; l < labels.size(); ++l) {
        m_table->setItem(l, LabelColumn, new QTableWidgetItem(labels[l]));
        auto* slider = new QSlider(Qt::Horizontal, m_table);
        slider->setObjectName(QStringLiteral("threshold_%1").arg(l));
        slider->setRange(1, 99);
        slider->setAccessibleName(tr("Threshold of %1").arg(labels[l]));
        connect(slider, &QSlider::valueChanged, this, [this, l](int percent) {
            setThreshold(l, percent);
            rescore();
        });
        m_table->setCellWidget(l, SliderColumn, slider);
        m_table->setItem(l, ValueColumn, new QTableWidgetItem);
        m_table->setItem(l, F1Column, new QTableWidgetItem);
    }
    QSignalBlocker block(m_seed);
    m_seed->clear();
    m_seed->addItems(seedNames);
    block.unblock();
    loadSeed();
}

// The chosen seed's validation predictions and its saved thresholds, which the sliders start from.
void ThresholdPanel::loadSeed() {
    const int seed = m_seed->currentIndex();
    m_predictions = {};
    if (seed < 0 || seed >= m_validationFiles.size()) {
        m_summary->clear();
        return;
    }
    Expected<ValidationPredictions> read = readValidationPredictions(m_validationFiles[seed], m_labels);
    if (!read) {
        setLiveText(m_summary, [error = read.error()] { return shown(error); });
        return;
    }
    m_predictions = read.value();
    // A damaged thresholds.json is named above the sliders, which start at 0.5: saving writes a sound one.
    Expected<QVector<double>> saved = readThresholds(m_models.value(seed), int(m_labels.size()));
    m_loadProblem = saved ? std::nullopt : std::optional<UserError>(saved.error());
    m_thresholds = saved ? saved.value() : QVector<double>(m_labels.size(), 0.5);
    for (int l = 0; l < m_labels.size(); ++l) {
        QSignalBlocker block(&slider(l));
        slider(l).setValue(int(std::lround(m_thresholds[l] * 100)));
        setThreshold(l, slider(l).value());
    }
    m_savedMacroF1 = scoreWithThresholds(m_predictions, m_thresholds).macroF1;
    rescore();
}

void ThresholdPanel::setThreshold(int label, int percent) {
    if (label < m_thresholds.size())
        m_thresholds[label] = percent / 100.0;
    m_table->item(label, ValueColumn)->setText(QString::number(percent / 100.0, 'f', 2));
}

void ThresholdPanel::rescore() {
    if (m_predictions.probabilities.empty())
        return;
    m_metrics = scoreWithThresholds(m_predictions, m_thresholds);
    for (int l = 0; l < m_labels.size() && l < m_metrics.perClass.size(); ++l)
        m_table->item(l, F1Column)->setText(scoreText(m_metrics.perClass[l].f1));
    setLiveText(m_summary, [problem = m_loadProblem, macro = m_metrics.macroF1, micro = m_metrics.microF1,
                            accuracy = m_metrics.accuracy, saved = m_savedMacroF1] {
        const QString scores =
            tr("Validation with these thresholds: macro-F1 %1, micro-F1 %2, subset accuracy %3 "
               "(with the saved ones: macro-F1 %4).")
                .arg(scoreText(macro), scoreText(micro), scoreText(accuracy), scoreText(saved));
        return problem ? shown(*problem) + QLatin1Char('\n') + scores : scores;
    });
}

bool ThresholdPanel::save() {
    const int seed = m_seed->currentIndex();
    if (seed < 0 || seed >= m_models.size() || m_thresholds.isEmpty())
        return false;
    Expected<bool> saved = saveThresholds(m_models[seed], m_thresholds);
    if (!saved) {
        setLiveText(m_summary, [error = saved.error()] { return shown(error); });
        return false;
    }
    m_savedMacroF1 = m_metrics.macroF1;
    m_loadProblem.reset();
    rescore();
    return true;
}

void ThresholdPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ThresholdPanel::retranslate() {
    m_seed->setAccessibleName(tr("Seed whose thresholds are shown"));
    m_allLabel->setText(tr("&All labels:"));
    m_all->setAccessibleName(tr("Threshold of every label"));
    m_table->setHorizontalHeaderLabels({tr("Label"), tr("Threshold"), tr("Value"), tr("Validation F1")});
    m_table->setAccessibleName(tr("Decision threshold per label"));
    m_summary->setAccessibleDescription(tr("Validation metrics with these thresholds"));
    m_save->setText(tr("&Save thresholds"));
    m_save->setAccessibleName(tr("Save the thresholds with the model"));
    m_save->setToolTip(tr("Written beside the model: every later evaluation of it decides with them"));
}

} // namespace hw::ui
