#pragma once

#include "core/jobs/job_manager.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QSplitter;
class QTabWidget;

namespace hw::ui {

class CorpusImportPanel;
class CorpusListPanel;
class LabelledImportPanel;
class LabelledSetListPanel;
class JobController;
class ProjectSession;

// The Corpus step: import text corpora and labelled sets into the project (as jobs; the page stays usable)
// and inspect what is there, each on its own tab.
class CorpusPage : public QWidget {
    Q_OBJECT
public:
    CorpusPage(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    CorpusImportPanel& importPanel() { return *m_import; }
    CorpusListPanel& listPanel() { return *m_list; }
    LabelledImportPanel& labelledImportPanel() { return *m_labelledImport; }
    LabelledSetListPanel& labelledSets() { return *m_labelledSets; }
    QTabWidget& tabs() { return *m_tabs; }

protected:
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void onJobFinished(const JobSnapshot& job);
    void retranslate();

    JobController& m_jobs;
    QLabel* m_heading;
    QLabel* m_result;
    QTabWidget* m_tabs;
    QSplitter* m_splitter;
    CorpusImportPanel* m_import;
    CorpusListPanel* m_list;
    LabelledImportPanel* m_labelledImport;
    LabelledSetListPanel* m_labelledSets;
    QHash<JobId, QString> m_imports;         // running corpus imports started here, with the corpus name
    QHash<JobId, QString> m_labelledImports; // and labelled set imports
};

} // namespace hw::ui
