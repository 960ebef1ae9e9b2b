#include "ui/corpus/corpus_page.h"
#include "ui/i18n/core_text.h"

#include "ui/corpus/corpus_import_panel.h"
#include "ui/corpus/corpus_list_panel.h"
#include "ui/corpus/labelled_import_panel.h"
#include "ui/corpus/labelled_set_list_panel.h"
#include "ui/jobs/job_controller.h"
#include "ui/widgets/live_text.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QLabel>
#include <QMimeData>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace hw::ui {

CorpusPage::CorpusPage(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_jobs(jobs)
    , m_heading(new QLabel(this))
    , m_result(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_import(new CorpusImportPanel(session, jobs, this))
    , m_list(new CorpusListPanel(session, this))
    , m_labelledImport(new LabelledImportPanel(session, jobs, this))
    , m_labelledSets(new LabelledSetListPanel(session, this)) {
    setObjectName(QStringLiteral("corpusPage"));
    setAcceptDrops(true);
    QFont headingFont = m_heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.3);
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_result->setObjectName(QStringLiteral("corpusImportResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_splitter->setObjectName(QStringLiteral("corpusSplitter"));
    m_splitter->addWidget(m_import);
    m_splitter->addWidget(m_list);
    m_splitter->setChildrenCollapsible(false);
    auto* labelled = new QSplitter(Qt::Vertical, this);
    labelled->setObjectName(QStringLiteral("labelledSplitter"));
    labelled->addWidget(m_labelledImport);
    labelled->addWidget(m_labelledSets);
    labelled->setChildrenCollapsible(false);
    m_tabs->setObjectName(QStringLiteral("corpusTabs"));
    m_tabs->addTab(m_splitter, QString());
    m_tabs->addTab(labelled, QString());

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_result);

    connect(m_import, &CorpusImportPanel::importStarted, this,
            [this](JobId id, const QString& name) { m_imports.insert(id, name); });
    connect(m_labelledImport, &LabelledImportPanel::importStarted, this,
            [this](JobId id, const QString& name) { m_labelledImports.insert(id, name); });
    connect(&m_jobs, &JobController::jobFinished, this, &CorpusPage::onJobFinished);
    retranslate();
}

void CorpusPage::onJobFinished(const JobSnapshot& job) {
    const bool labelled = m_labelledImports.contains(job.id);
    if (!labelled && !m_imports.contains(job.id))
        return;
    const QString name = labelled ? m_labelledImports.take(job.id) : m_imports.take(job.id);
    if (labelled) {
        m_labelledSets->refresh();
        if (job.state == JobState::Succeeded)
            m_labelledSets->selectSet(name);
    } else {
        m_list->refresh();
        if (job.state == JobState::Succeeded)
            m_list->selectCorpus(name);
    }
    // Rendered again in the interface's language after a switch.
    setLiveText(m_result, [labelled, name, state = job.state, outcome = job.outcome] {
        switch (state) {
        case JobState::Succeeded:
            return labelled ? tr("Imported labelled set “%1”: %2").arg(name, shown(outcome.message))
                            : tr("Imported “%1”: %2").arg(name, shown(outcome.message));
        case JobState::Cancelled:
            return tr("Import of “%1” cancelled; nothing was stored.").arg(name);
        default:
            return tr("Import of “%1” failed: %2")
                .arg(name, outcome.error ? shown(*outcome.error) : shown(outcome.message));
        }
    });
}

void CorpusPage::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void CorpusPage::dropEvent(QDropEvent* event) {
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.isEmpty())
        return;
    if (m_tabs->currentIndex() == 1)
        m_labelledImport->setFile(paths.first()); // a labelled set comes from one file
    else
        m_import->addPaths(paths);
    event->acceptProposedAction();
}

void CorpusPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CorpusPage::retranslate() {
    m_heading->setText(tr("Corpus"));
    m_tabs->setTabText(0, tr("&Text corpora"));
    m_tabs->setTabText(1, tr("&Labelled sets"));
    m_tabs->setAccessibleName(tr("Corpus kinds"));
    m_result->setAccessibleDescription(tr("Last import result"));
}

} // namespace hw::ui
