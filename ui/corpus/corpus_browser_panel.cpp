#include "ui/corpus/corpus_browser_panel.h"

#include "ui/i18n/core_text.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/progress_text.h"
#include "ui/widgets/table_setup.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPromise>
#include <QPushButton>
#include <QTableWidget>
#include <QThreadPool>
#include <QVBoxLayout>

namespace hw::ui {

namespace {

constexpr int kShownCharacters = 400; // in the row; the tooltip holds more

QString shortened(const QString& text, int characters) {
    return text.size() <= characters ? text : text.left(characters) + QStringLiteral("…");
}

} // namespace

CorpusBrowserPanel::CorpusBrowserPanel(QWidget* parent)
    : QWidget(parent)
    , m_split(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_count(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_previous(new QPushButton(this))
    , m_next(new QPushButton(this))
    , m_page(new QLabel(this)) {
    m_split->setObjectName(QStringLiteral("browserSplit"));
    m_split->addItems({QString(), QString(), QString()});
    m_search->setObjectName(QStringLiteral("browserSearch"));
    m_search->setClearButtonEnabled(true);
    m_count->setObjectName(QStringLiteral("browserMatches"));
    m_table->setObjectName(QStringLiteral("browserTable"));
    setUpListTable(m_table, TextColumn);
    m_table->setWordWrap(false);
    m_previous->setObjectName(QStringLiteral("browserPrevious"));
    setActionIcon(m_previous, ActionIcon::Previous);
    m_next->setObjectName(QStringLiteral("browserNext"));
    setActionIcon(m_next, ActionIcon::Next);
    m_page->setObjectName(QStringLiteral("browserPage"));
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(250);

    auto* top = new QHBoxLayout;
    top->addWidget(m_split);
    top->addWidget(m_search, 1);
    top->addWidget(m_count);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_previous);
    bottom->addWidget(m_page, 1, Qt::AlignCenter);
    bottom->addWidget(m_next);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addLayout(bottom);

    connect(m_search, &QLineEdit::textChanged, this, [this] { m_debounce.start(); });
    connect(&m_debounce, &QTimer::timeout, this, [this] { request(0); });
    connect(m_split, &QComboBox::currentIndexChanged, this, [this] { request(0); });
    connect(m_previous, &QPushButton::clicked, this, &CorpusBrowserPanel::previousPage);
    connect(m_next, &QPushButton::clicked, this, &CorpusBrowserPanel::nextPage);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &CorpusBrowserPanel::showPage);
    retranslate();
}

CorpusBrowserPanel::~CorpusBrowserPanel() {
    if (m_cancel)
        *m_cancel = true; // a search still running stops at its next check; nobody waits for it
}

void CorpusBrowserPanel::setCorpus(const QString& projectPath, qint64 corpusId) {
    m_projectPath = projectPath;
    m_corpusId = corpusId;
    request(0);
}

void CorpusBrowserPanel::setSearchText(const QString& text) {
    m_search->setText(text);
}

void CorpusBrowserPanel::setSplit(int index) {
    m_split->setCurrentIndex(index);
}

void CorpusBrowserPanel::nextPage() {
    if (m_offset + kPageSize < m_matches)
        request(m_offset + kPageSize);
}

void CorpusBrowserPanel::previousPage() {
    if (m_offset > 0)
        request(std::max<qint64>(0, m_offset - kPageSize));
}

// Replaces whatever is asked now: the running search is told to stop, and its answer is not shown.
void CorpusBrowserPanel::request(qint64 offset) {
    if (m_cancel)
        *m_cancel = true;
    m_debounce.stop();
    if (m_projectPath.isEmpty()) {
        m_table->setRowCount(0);
        m_matches = 0;
        m_error.reset();
        showStatus();
        return;
    }
    static const QString splits[] = {QString(), QStringLiteral("train"), QStringLiteral("validation")};
    CorpusBrowseRequest browse{
        m_projectPath, m_corpusId, splits[std::max(0, m_split->currentIndex())], m_search->text().trimmed(),
        offset,        kPageSize};
    auto cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancel;
    auto promise = std::make_shared<QPromise<Expected<CorpusBrowsePage>>>();
    QFuture<Expected<CorpusBrowsePage>> future = promise->future();
    promise->start();
    QThreadPool::globalInstance()->start([promise, browse, cancel] {
        promise->addResult(browseCorpus(browse, cancel.get()));
        promise->finish();
    });
    m_busy = true;
    m_requestedOffset = offset;
    m_requestedSearch = browse.search;
    showStatus();
    m_watcher.setFuture(future);
}

void CorpusBrowserPanel::showPage() {
    m_busy = false;
    const QFuture<Expected<CorpusBrowsePage>> future = m_watcher.future();
    if (future.resultCount() == 0)
        return;
    const Expected<CorpusBrowsePage> page = future.result();
    if (!page) {
        m_table->setRowCount(0);
        m_error = page.error();
        showStatus();
        return;
    }
    m_error.reset();
    m_matches = page->matches;
    m_offset = m_requestedOffset;
    m_table->setRowCount(int(page->documents.size()));
    for (int row = 0; row < page->documents.size(); ++row) {
        const CorpusDocument& d = page->documents[row];
        const QString text = QString::fromUtf8(d.utf8);
        auto* ordinal = new QTableWidgetItem(formatCount(d.ordinal + 1));
        ordinal->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, OrdinalColumn, ordinal);
        auto* split = new QTableWidgetItem;
        split->setData(Qt::UserRole, d.validation);
        m_table->setItem(row, SplitColumn, split);
        auto* shown = new QTableWidgetItem(
            shortened(text, kShownCharacters).replace(QLatin1Char('\n'), QLatin1Char(' ')));
        shown->setToolTip(shortened(text, 4000));
        m_table->setItem(row, TextColumn, shown);
    }
    showStatus();
    m_previous->setEnabled(m_offset > 0);
    m_next->setEnabled(m_offset + kPageSize < m_matches);
    Q_EMIT pageShown();
}

// The figures, the page and the rows' splits in the interface's language, for what is shown.
void CorpusBrowserPanel::showStatus() {
    if (m_projectPath.isEmpty()) {
        m_count->clear();
        m_page->clear();
        return;
    }
    if (m_busy) {
        m_count->setText(m_requestedSearch.isEmpty() ? tr("Reading…") : tr("Searching…"));
        return;
    }
    if (m_error) {
        m_count->setText(shown(*m_error));
        return;
    }
    m_count->setText(m_requestedSearch.isEmpty()
                         ? tr("%n document(s)", nullptr, int(m_matches))
                         : tr("%n document(s) contain “%1”", nullptr, int(m_matches)).arg(m_requestedSearch));
    const qint64 pages = std::max<qint64>(1, (m_matches + kPageSize - 1) / kPageSize);
    m_page->setText(tr("Page %1 of %2").arg(formatCount(m_offset / kPageSize + 1), formatCount(pages)));
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (QTableWidgetItem* split = m_table->item(row, SplitColumn))
            split->setText(split->data(Qt::UserRole).toBool() ? tr("validation") : tr("training"));
}

void CorpusBrowserPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CorpusBrowserPanel::retranslate() {
    m_split->setItemText(0, tr("All documents"));
    m_split->setItemText(1, tr("Training split"));
    m_split->setItemText(2, tr("Validation split"));
    m_search->setPlaceholderText(tr("Search the documents…"));
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Split"), tr("Text")});
    m_previous->setText(tr("&Previous"));
    m_next->setText(tr("&Next"));
    m_split->setAccessibleName(tr("Documents of which split"));
    m_search->setAccessibleName(tr("Search the corpus"));
    m_count->setAccessibleDescription(tr("Matching documents"));
    m_table->setAccessibleName(tr("Corpus documents"));
    m_previous->setAccessibleName(tr("Previous page"));
    m_next->setAccessibleName(tr("Next page"));
    m_page->setAccessibleDescription(tr("Page"));
    showStatus();
}

} // namespace hw::ui
