#pragma once

#include "core/project/corpus_store.h"

#include <QWidget>

class QLabel;
class QTabWidget;
class QTableWidget;

namespace hw::ui {

class BarChart;
class CorpusBrowserPanel;
class ProjectSession;

// The project's corpora with their key figures, and for the selected one: documents, characters, words,
// duplicates dropped, split sizes, length percentiles, a length histogram, the script mix and the top words,
// and its documents to page through and search.
class CorpusListPanel : public QWidget {
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        DocumentsColumn,
        CharactersColumn,
        DuplicatesColumn,
        TrainColumn,
        ValidationColumn,
        CreatedColumn,
        ColumnCount
    };

    explicit CorpusListPanel(ProjectSession& session, QWidget* parent = nullptr);

    void refresh();
    void selectCorpus(const QString& name);
    int corpusCount() const { return int(m_corpora.size()); }
    CorpusBrowserPanel& browser() { return *m_browser; }
    QTabWidget& details() { return *m_details; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void showSelected();
    void browse(const QString& projectPath, qint64 corpusId);
    void retranslate();

    ProjectSession& m_session;
    QVector<CorpusSummary> m_corpora;
    QTableWidget* m_table;
    QLabel* m_heading;
    QLabel* m_figures;
    BarChart* m_lengths;
    BarChart* m_scripts;
    QTableWidget* m_topWords;
    QTabWidget* m_details;
    CorpusBrowserPanel* m_browser;
    QString m_browsedProject;
    qint64 m_browsedCorpus = 0;
};

} // namespace hw::ui
