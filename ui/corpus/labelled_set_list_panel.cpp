#include "ui/corpus/labelled_set_list_panel.h"

#include "core/project/artefact_store.h"
#include "ui/project/project_session.h"
#include "ui/widgets/bar_chart.h"
#include "ui/widgets/table_setup.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace hw::ui {

namespace {

QTableWidgetItem* numberItem(qint64 value) {
    auto* item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole, value);
    return item;
}

} // namespace

LabelledSetListPanel::LabelledSetListPanel(ProjectSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_split(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_chart(new BarChart(this))
    , m_heading(new QLabel(this)) {
    m_table->setObjectName(QStringLiteral("labelledSets"));
    setUpListTable(m_table, NameColumn);
    m_split->setObjectName(QStringLiteral("labelledDistributionSplit"));
    for (const char* split : {"train", "validation", "test"})
        m_split->addItem(QString(), QString::fromLatin1(split));
    m_summary->setObjectName(QStringLiteral("labelledSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chart->setObjectName(QStringLiteral("labelDistribution"));
    m_chart->setHorizontal(true);
    m_chart->setMinimumHeight(160);

    auto* detail = new QWidget(this);
    auto* detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_summary, 1);
    bar->addWidget(m_split);
    detailLayout->addLayout(bar);
    detailLayout->addWidget(m_chart, 1);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(detail);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(splitter, 1);

    connect(m_table, &QTableWidget::itemSelectionChanged, this, &LabelledSetListPanel::showSelected);
    connect(m_split, &QComboBox::currentIndexChanged, this, &LabelledSetListPanel::showSelected);
    connect(&m_session, &ProjectSession::projectChanged, this, &LabelledSetListPanel::refresh);
    connect(&m_session, &ProjectSession::artefactsChanged, this, &LabelledSetListPanel::refresh);
    retranslate(); // and refresh()
}

void LabelledSetListPanel::refresh() {
    const QString selected = m_table->currentRow() >= 0 && m_table->item(m_table->currentRow(), NameColumn)
                                 ? m_table->item(m_table->currentRow(), NameColumn)->text()
                                 : QString();
    m_table->setSortingEnabled(false);
    m_table->setRowCount(0);
    ProjectStore* store = m_session.current();
    Expected<QVector<Artefact>> sets = store ? listArtefacts(store->database(), ArtefactKind::LabelledSet)
                                             : Expected<QVector<Artefact>>(QVector<Artefact>{});
    if (sets) {
        for (const Artefact& set : sets.value()) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            const QJsonObject& f = set.figures;
            auto* name = new QTableWidgetItem(set.name);
            name->setData(Qt::UserRole, f.toVariantMap());
            m_table->setItem(row, NameColumn, name);
            m_table->setItem(row, ExamplesColumn, numberItem(f.value(QLatin1String("examples")).toInteger()));
            m_table->setItem(row, LabelsColumn,
                             numberItem(f.value(QLatin1String("label_names")).toArray().size()));
            m_table->setItem(row, KindColumn,
                             new QTableWidgetItem(f.value(QLatin1String("multi_label")).toBool()
                                                      ? tr("multi-label")
                                                      : tr("single-label")));
            m_table->setItem(row, TrainColumn, numberItem(f.value(QLatin1String("train")).toInteger()));
            m_table->setItem(row, ValidationColumn,
                             numberItem(f.value(QLatin1String("validation")).toInteger()));
            m_table->setItem(row, TestColumn, numberItem(f.value(QLatin1String("test")).toInteger()));
        }
    }
    m_table->setSortingEnabled(true);
    if (!selected.isEmpty())
        selectSet(selected);
    else if (m_table->rowCount() > 0)
        m_table->selectRow(0);
    showSelected();
}

void LabelledSetListPanel::selectSet(const QString& name) {
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, NameColumn)->text() == name)
            m_table->selectRow(row);
}

void LabelledSetListPanel::showSelected() {
    const int row = m_table->currentRow();
    if (row < 0 || !m_table->item(row, NameColumn)) {
        m_summary->setText(m_session.current()
                               ? tr("No labelled set yet: import a CSV, TSV or JSONL file with a "
                                    "label column above.")
                               : QString());
        m_chart->setBars({}, {});
        return;
    }
    const QJsonObject f =
        QJsonObject::fromVariantMap(m_table->item(row, NameColumn)->data(Qt::UserRole).toMap());
    const QString split = m_split->currentData().toString();
    const QJsonObject counts = f.value(QLatin1String("label_counts")).toObject().value(split).toObject();
    QStringList labels;
    QVector<double> values;
    for (const QJsonValue& label : f.value(QLatin1String("label_names")).toArray()) {
        labels << label.toString();
        values << counts.value(label.toString()).toDouble();
    }
    m_chart->setBars(labels, values, tr("Examples"));
    const bool multi = f.value(QLatin1String("multi_label")).toBool();
    QString summary =
        tr("%1 examples, %2 labels").arg(f.value(QLatin1String("examples")).toInteger()).arg(labels.size());
    if (multi)
        summary += tr("; %1 labels per example on average")
                       .arg(f.value(QLatin1String("label_cardinality")).toDouble(), 0, 'f', 2);
    const qint64 repeated = f.value(QLatin1String("duplicates_removed")).toInteger();
    const qint64 conflicts = f.value(QLatin1String("conflicting_texts_removed")).toInteger();
    if (repeated > 0 || conflicts > 0)
        summary += tr("; %1 repeated texts and %2 texts with conflicting labels removed")
                       .arg(repeated)
                       .arg(conflicts);
    m_summary->setText(summary + QLatin1Char('.'));
}

void LabelledSetListPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LabelledSetListPanel::retranslate() {
    m_heading->setText(tr("Labelled sets in this project"));
    m_table->setHorizontalHeaderLabels(
        {tr("Name"), tr("Examples"), tr("Labels"), tr("Kind"), tr("Train"), tr("Validation"), tr("Test")});
    m_table->setAccessibleName(tr("Labelled sets"));
    m_split->setItemText(0, tr("Train split"));
    m_split->setItemText(1, tr("Validation split"));
    m_split->setItemText(2, tr("Test split"));
    m_split->setAccessibleName(tr("Split shown in the label distribution"));
    m_summary->setAccessibleDescription(tr("Labelled set summary"));
    m_chart->setChartName(tr("Label distribution"));
    refresh(); // the kinds and the summary in the new language
}

} // namespace hw::ui
