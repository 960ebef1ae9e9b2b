#include "ui/corpus/corpus_list_panel.h"

#include "core/corpus/corpus_import_job.h"
#include "core/project/project_store.h"
#include "core/util/count_text.h"
#include "core/util/timestamp_text.h"
#include "ui/corpus/corpus_browser_panel.h"
#include "ui/i18n/core_text.h"
#include "ui/project/project_session.h"
#include "ui/widgets/bar_chart.h"
#include "ui/widgets/progress_text.h"
#include "ui/widgets/table_setup.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hw::ui {

namespace {

qint64 figure(const QJsonObject& stats, const char* key) {
    return qint64(stats.value(QLatin1String(key)).toDouble());
}

QTableWidgetItem* numberItem(qint64 n) {
    auto* item = new QTableWidgetItem(formatCount(n));
    item->setData(Qt::UserRole, n);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

CorpusListPanel::CorpusListPanel(ProjectSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_heading(new QLabel(this))
    , m_figures(new QLabel(this))
    , m_lengths(new BarChart(this))
    , m_scripts(new BarChart(this))
    , m_topWords(new QTableWidget(0, 2, this))
    , m_details(new QTabWidget(this))
    , m_browser(new CorpusBrowserPanel(m_details)) {
    m_table->setObjectName(QStringLiteral("corpusTable"));
    setUpListTable(m_table, NameColumn);
    m_figures->setObjectName(QStringLiteral("corpusFigures"));
    m_figures->setWordWrap(true);
    m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_lengths->setObjectName(QStringLiteral("corpusLengthHistogram"));
    m_scripts->setObjectName(QStringLiteral("corpusScriptMix"));
    m_scripts->setValueFormat([](double v) { return QStringLiteral("%1%").arg(100 * v, 0, 'f', 1); });
    m_topWords->setObjectName(QStringLiteral("corpusTopWords"));
    m_topWords->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_topWords->verticalHeader()->hide();
    m_topWords->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_topWords->setMaximumWidth(260);

    m_details->setObjectName(QStringLiteral("corpusDetails"));
    auto* figures = new QWidget(m_details);
    auto* charts = new QHBoxLayout;
    charts->addWidget(m_lengths, 3);
    charts->addWidget(m_scripts, 2);
    charts->addWidget(m_topWords, 2);
    auto* figuresLayout = new QVBoxLayout(figures);
    figuresLayout->addWidget(m_figures);
    figuresLayout->addLayout(charts, 1);
    m_details->addTab(figures, QString());
    m_details->addTab(m_browser, QString());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 2);
    layout->addWidget(m_heading);
    layout->addWidget(m_details, 3);

    connect(m_table, &QTableWidget::itemSelectionChanged, this, &CorpusListPanel::showSelected);
    connect(&m_session, &ProjectSession::projectChanged, this, &CorpusListPanel::refresh);
    connect(&m_session, &ProjectSession::artefactsChanged, this, &CorpusListPanel::refresh);
    retranslate();
    refresh();
}

void CorpusListPanel::refresh() {
    const QString selected = m_table->selectedItems().isEmpty()
                                 ? QString()
                                 : m_table->item(m_table->selectedItems().first()->row(), NameColumn)->text();
    m_corpora.clear();
    if (ProjectStore* store = m_session.current()) {
        Expected<QVector<CorpusSummary>> listed = listCorpora(store->database());
        if (listed)
            m_corpora = listed.value();
        else
            m_figures->setText(shown(listed.error()));
    }
    QSignalBlocker block(m_table);
    m_table->setSortingEnabled(false);
    m_table->setRowCount(int(m_corpora.size()));
    for (int row = 0; row < m_corpora.size(); ++row) {
        const CorpusSummary& c = m_corpora[row];
        m_table->setItem(row, NameColumn, new QTableWidgetItem(c.name));
        m_table->setItem(row, DocumentsColumn, numberItem(c.documents));
        m_table->setItem(row, CharactersColumn, numberItem(figure(c.stats, "characters")));
        m_table->setItem(row, DuplicatesColumn, numberItem(figure(c.stats, "duplicates")));
        m_table->setItem(row, TrainColumn, numberItem(figure(c.stats, "train")));
        m_table->setItem(row, ValidationColumn, numberItem(figure(c.stats, "validation")));
        m_table->setItem(row, CreatedColumn, new QTableWidgetItem(timestampText(c.createdAt)));
    }
    block.unblock();
    if (!selected.isEmpty())
        selectCorpus(selected);
    else if (!m_corpora.isEmpty())
        m_table->selectRow(0);
    showSelected();
}

void CorpusListPanel::selectCorpus(const QString& name) {
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, NameColumn)->text() == name)
            m_table->selectRow(row);
}

void CorpusListPanel::showSelected() {
    const QList<QTableWidgetItem*> items = m_table->selectedItems();
    if (items.isEmpty() || m_corpora.isEmpty()) {
        m_heading->setText(m_session.current() ? tr("No corpus yet: add files above and press Import.")
                                               : tr("No project is open."));
        m_figures->clear();
        m_lengths->setBars({}, {});
        m_scripts->setBars({}, {});
        m_topWords->setRowCount(0);
        browse(QString(), 0);
        return;
    }
    const QString name = m_table->item(items.first()->row(), NameColumn)->text();
    const auto found = std::find_if(m_corpora.begin(), m_corpora.end(),
                                    [&](const CorpusSummary& c) { return c.name == name; });
    if (found == m_corpora.end())
        return;
    const CorpusSummary& c = *found;
    browse(m_session.current()->path(), c.id);
    const QJsonObject& s = c.stats;
    const QLocale locale;
    m_heading->setText(QStringLiteral("<b>%1</b>").arg(c.name.toHtmlEscaped()));
    QString figures = tr("%1 documents · %2 characters · %3 words · %4 duplicates and %5 too short/long "
                         "dropped · train %6, validation %7 · "
                         "length (characters): mean %8, median %9, 90th percentile %10, 99th percentile %11")
                          .arg(formatCount(c.documents), formatCount(figure(s, "characters")),
                               formatCount(figure(s, "words")), formatCount(figure(s, "duplicates")),
                               formatCount(figure(s, "too_short") + figure(s, "too_long")),
                               formatCount(figure(s, "train")), formatCount(figure(s, "validation")))
                          .arg(locale.toString(s.value(QLatin1String("mean_length")).toDouble(), 'f', 0),
                               locale.toString(s.value(QLatin1String("median_length")).toDouble(), 'f', 0),
                               locale.toString(s.value(QLatin1String("p90_length")).toDouble(), 'f', 0),
                               locale.toString(s.value(QLatin1String("p99_length")).toDouble(), 'f', 0));
    if (const qint64 split = figure(s, "split_lines"); split > 0)
        figures += QStringLiteral(" · ") + shown(splitLinesText(split, figure(s, "split_documents"),
                                                                figure(s, "max_document_bytes")));
    m_figures->setText(figures);

    QStringList bucketLabels;
    QVector<double> bucketCounts;
    for (const QJsonValue& bucket : s.value(QLatin1String("length_histogram")).toArray()) {
        bucketLabels << QStringLiteral("≥%1").arg(compactCount(bucket.toArray().at(0).toDouble()));
        bucketCounts << bucket.toArray().at(1).toDouble();
    }
    m_lengths->setBars(bucketLabels, bucketCounts, tr("documents"));
    const QJsonObject scripts = s.value(QLatin1String("scripts")).toObject();
    m_scripts->setBars(
        {tr("Hangul"), tr("Latin"), tr("Han"), tr("Other")},
        {scripts.value(QLatin1String("hangul")).toDouble(), scripts.value(QLatin1String("latin")).toDouble(),
         scripts.value(QLatin1String("han")).toDouble(), scripts.value(QLatin1String("other")).toDouble()},
        tr("share of letters"));
    const QJsonArray top = s.value(QLatin1String("top_words")).toArray();
    m_topWords->setRowCount(int(top.size()));
    for (int i = 0; i < top.size(); ++i) {
        m_topWords->setItem(i, 0, new QTableWidgetItem(top.at(i).toArray().at(0).toString()));
        m_topWords->setItem(i, 1, numberItem(qint64(top.at(i).toArray().at(1).toDouble())));
    }
}

// The browser reads the corpus again only when another one is chosen.
void CorpusListPanel::browse(const QString& projectPath, qint64 corpusId) {
    if (projectPath == m_browsedProject && corpusId == m_browsedCorpus)
        return;
    m_browsedProject = projectPath;
    m_browsedCorpus = corpusId;
    m_browser->setCorpus(projectPath, corpusId);
}

void CorpusListPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CorpusListPanel::retranslate() {
    m_table->setHorizontalHeaderLabels({tr("Corpus"), tr("Documents"), tr("Characters"),
                                        tr("Duplicates dropped"), tr("Train"), tr("Validation"),
                                        tr("Imported")});
    m_table->setAccessibleName(tr("Corpora in the project"));
    m_figures->setAccessibleDescription(tr("Figures of the selected corpus"));
    m_lengths->setChartName(tr("Document length histogram (characters)"));
    m_lengths->setKeyAxisLabel(tr("document length (characters)"));
    m_scripts->setChartName(tr("Script mix"));
    m_topWords->setHorizontalHeaderLabels({tr("Word"), tr("Count")});
    m_topWords->setAccessibleName(tr("Most frequent words"));
    m_details->setTabText(0, tr("Figures"));
    m_details->setTabText(1, tr("Documents"));
    m_details->setAccessibleName(tr("Details of the selected corpus"));
    showSelected();
}

} // namespace hw::ui
