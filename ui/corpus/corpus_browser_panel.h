#pragma once

#include "core/project/corpus_browsing.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace hw::ui {

// A corpus's documents, a page at a time, with their split; a search box whose search runs on a worker
// thread (the newest one replaces a running one) and says how many documents match.
class CorpusBrowserPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kPageSize = 50;
    enum Column { OrdinalColumn, SplitColumn, TextColumn, ColumnCount };

    explicit CorpusBrowserPanel(QWidget* parent = nullptr);
    ~CorpusBrowserPanel() override;

    // Shows the first page of a corpus; an empty project path clears the panel.
    void setCorpus(const QString& projectPath, qint64 corpusId);
    void setSearchText(const QString& text); // as if typed (the search starts after a short pause)
    void setSplit(int index);                // 0: all, 1: training, 2: validation
    void nextPage();
    void previousPage();

    bool isBusy() const { return m_busy; }
    qint64 matchCount() const { return m_matches; }
    QTableWidget& table() { return *m_table; }

Q_SIGNALS:
    void pageShown();

protected:
    void changeEvent(QEvent* event) override;

private:
    void request(qint64 offset);
    void showPage();
    void showStatus();
    void retranslate();

    QComboBox* m_split;
    QLineEdit* m_search;
    QLabel* m_count;
    QTableWidget* m_table;
    QPushButton* m_previous;
    QPushButton* m_next;
    QLabel* m_page;
    QTimer m_debounce;
    QFutureWatcher<Expected<CorpusBrowsePage>> m_watcher;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QString m_projectPath;
    qint64 m_corpusId = 0;
    qint64 m_offset = 0; // of the page shown
    qint64 m_requestedOffset = 0;
    qint64 m_matches = 0;
    QString m_requestedSearch;        // of the page asked for or shown
    std::optional<UserError> m_error; // why the last page could not be read
    bool m_busy = false;
};

} // namespace hw::ui
