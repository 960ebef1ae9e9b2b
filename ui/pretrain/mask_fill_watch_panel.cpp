#include "ui/pretrain/mask_fill_watch_panel.h"

#include "core/util/probability_text.h"
#include "ui/i18n/core_text.h"
#include "ui/widgets/table_setup.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPromise>
#include <QSlider>
#include <QTableWidget>
#include <QThreadPool>
#include <QVBoxLayout>

#include <set>

namespace hw::ui {

namespace {

// "city 0.312 · town 0.121 · …" per mask; masks of one sentence separated by " | ".
QString guessesText(const MaskFillWatchRecord& record) {
    QStringList masks;
    for (const QVector<MaskPrediction>& predictions : record.masks) {
        QStringList guesses;
        for (const MaskPrediction& p : predictions)
            guesses << QStringLiteral("%1 %2").arg(p.token, probabilityText(p.score, QLocale()));
        masks << guesses.join(QStringLiteral(" · "));
    }
    return masks.join(QStringLiteral("  |  "));
}

} // namespace

MaskFillWatchPanel::MaskFillWatchPanel(QWidget* parent)
    : QWidget(parent)
    , m_step(new QLabel(this))
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_empty(new QLabel(this)) {
    m_step->setObjectName(QStringLiteral("watchStep"));
    m_slider->setObjectName(QStringLiteral("watchStepSlider"));
    m_slider->setPageStep(1);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_table->setObjectName(QStringLiteral("watchTable"));
    setUpListTable(m_table, GuessesColumn);
    // The two columns of guesses share the width: they are read side by side.
    m_table->horizontalHeader()->setSectionResizeMode(FirstGuessesColumn, QHeaderView::Stretch);
    m_table->setWordWrap(true);
    m_empty->setObjectName(QStringLiteral("watchEmpty"));
    m_empty->setWordWrap(true);
    auto* top = new QHBoxLayout;
    top->addWidget(m_step);
    top->addWidget(m_slider, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_empty);
    layout->addWidget(m_table, 1);
    connect(m_slider, &QSlider::valueChanged, this, &MaskFillWatchPanel::fill);
    connect(&m_reader, &QFutureWatcherBase::finished, this, &MaskFillWatchPanel::onRead);
    retranslate();
    fill();
}

void MaskFillWatchPanel::showRun(const QString& runDirectory) {
    if (runDirectory == m_runDirectory)
        return;
    m_runDirectory = runDirectory;
    m_records.clear();
    m_steps.clear();
    fill();
    reload();
}

void MaskFillWatchPanel::reload() {
    if (m_runDirectory.isEmpty())
        return;
    auto promise = std::make_shared<QPromise<Expected<QVector<MaskFillWatchRecord>>>>();
    m_reader.setFuture(promise->future());
    promise->start();
    QThreadPool::globalInstance()->start([promise, folder = m_runDirectory] {
        promise->addResult(readMaskFillWatch(folder));
        promise->finish();
    });
}

void MaskFillWatchPanel::onRead() {
    if (m_reader.future().resultCount() == 0)
        return;
    const Expected<QVector<MaskFillWatchRecord>> read = m_reader.future().result();
    if (!read) {
        m_empty->setText(hw::ui::shown(read.error()));
        return;
    }
    const bool following = m_steps.isEmpty() || m_slider->value() == m_slider->maximum();
    m_records = read.value();
    std::set<qint64> steps;
    for (const MaskFillWatchRecord& r : m_records)
        steps.insert(r.step);
    m_steps = QList<qint64>(steps.begin(), steps.end());
    const QSignalBlocker blocker(m_slider);
    m_slider->setRange(0, std::max(0, int(m_steps.size()) - 1));
    if (following)
        m_slider->setValue(m_slider->maximum());
    fill();
    Q_EMIT shown();
}

void MaskFillWatchPanel::showStep(qint64 step) {
    const int index = int(m_steps.indexOf(step));
    if (index >= 0)
        m_slider->setValue(index);
}

qint64 MaskFillWatchPanel::shownStep() const {
    return m_steps.isEmpty() ? -1 : m_steps.value(m_slider->value());
}

void MaskFillWatchPanel::fill() {
    const bool empty = m_records.isEmpty();
    m_empty->setVisible(empty);
    m_table->setVisible(!empty);
    m_slider->setEnabled(m_steps.size() > 1);
    if (empty) {
        m_step->setText(QString());
        m_table->setRowCount(0);
        return;
    }
    const qint64 step = shownStep();
    m_step->setText(tr("Step %1 (evaluation %2 of %3)")
                        .arg(QLocale().toString(step))
                        .arg(m_slider->value() + 1)
                        .arg(m_steps.size()));
    const qint64 first = m_steps.first();
    QStringList sentences;
    for (const MaskFillWatchRecord& r : m_records)
        if (!sentences.contains(r.sentence))
            sentences << r.sentence;
    m_table->setRowCount(int(sentences.size()));
    for (int row = 0; row < sentences.size(); ++row) {
        const auto find = [&](qint64 at) {
            return std::find_if(m_records.cbegin(), m_records.cend(), [&](const MaskFillWatchRecord& r) {
                return r.step == at && r.sentence == sentences[row];
            });
        };
        const auto now = find(step), then = find(first);
        m_table->setItem(row, SentenceColumn, new QTableWidgetItem(sentences[row]));
        auto* guesses = new QTableWidgetItem(now == m_records.cend() ? QString() : guessesText(*now));
        // The first guess changed since the first evaluation: worth a look.
        if (now != m_records.cend() && then != m_records.cend() && !now->masks.isEmpty() &&
            !then->masks.isEmpty() && !now->masks.first().isEmpty() && !then->masks.first().isEmpty() &&
            now->masks.first().first().token != then->masks.first().first().token) {
            QFont bold = guesses->font();
            bold.setBold(true);
            guesses->setFont(bold);
            guesses->setToolTip(tr("The first guess changed since step %1").arg(first));
        }
        m_table->setItem(row, GuessesColumn, guesses);
        m_table->setItem(row, FirstGuessesColumn,
                         new QTableWidgetItem(then == m_records.cend() ? QString() : guessesText(*then)));
    }
    m_table->resizeRowsToContents();
    m_slider->setAccessibleDescription(m_step->text());
}

void MaskFillWatchPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void MaskFillWatchPanel::retranslate() {
    m_table->setHorizontalHeaderLabels(
        {tr("Sentence"), tr("Top 5 guesses at this step"), tr("At the first evaluation")});
    m_empty->setText(tr("This run watches no sentences. Before starting a run, write sentences with [MASK] "
                        "under “Watch sentences”: their top guesses are recorded at every evaluation."));
    m_slider->setAccessibleName(tr("Evaluation step to show"));
    m_table->setAccessibleName(tr("Guesses for the watched sentences"));
    m_step->setAccessibleDescription(tr("Step shown"));
    fill();
}

} // namespace hw::ui
