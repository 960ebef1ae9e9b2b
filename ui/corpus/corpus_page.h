#pragma once

#include "jobs/job_manager.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QSplitter;

namespace hw::ui {

class CorpusImportPanel;
class CorpusListPanel;
class JobController;
class ProjectSession;

// The Corpus step: import text into the project (as a job; the page stays usable) and inspect what is there.
class CorpusPage : public QWidget {
    Q_OBJECT
public:
    CorpusPage(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    CorpusImportPanel& importPanel() { return *m_import; }
    CorpusListPanel& listPanel() { return *m_list; }

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
    QSplitter* m_splitter;
    CorpusImportPanel* m_import;
    CorpusListPanel* m_list;
    QHash<JobId, QString> m_imports; // running imports started here, by job, with the corpus name
};

} // namespace hw::ui
