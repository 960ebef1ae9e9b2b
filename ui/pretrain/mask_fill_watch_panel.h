#pragma once

#include "core/train/mask_fill_watch.h"

#include <QFutureWatcher>
#include <QWidget>

class QLabel;
class QSlider;
class QTableWidget;

namespace hw::ui {

// How a run's guesses for its watched sentences moved: a step slider over the evaluations, and for each
// sentence the top 5 guesses at that step beside those of the first evaluation. Follows the newest step
// while the slider is at the end. The run's records are read on a worker thread.
class MaskFillWatchPanel : public QWidget {
    Q_OBJECT
public:
    enum Column { SentenceColumn, GuessesColumn, FirstGuessesColumn, ColumnCount };

    explicit MaskFillWatchPanel(QWidget* parent = nullptr);

    // The run folder to show; reading it again (after an evaluation) keeps the step unless at the end.
    void showRun(const QString& runDirectory);
    void reload();

    QList<qint64> steps() const { return m_steps; }
    void showStep(qint64 step);
    qint64 shownStep() const;
    QTableWidget& table() { return *m_table; }

Q_SIGNALS:
    void shown();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onRead();
    void fill();
    void retranslate();

    QLabel* m_step;
    QSlider* m_slider;
    QTableWidget* m_table;
    QLabel* m_empty;
    QFutureWatcher<Expected<QVector<MaskFillWatchRecord>>> m_reader;
    QString m_runDirectory;
    QVector<MaskFillWatchRecord> m_records;
    QList<qint64> m_steps;
};

} // namespace hw::ui
