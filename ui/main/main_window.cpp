#include "ui/main/main_window.h"

#include "core/project/project_store.h"
#include "core/project/workflow_progress.h"
#include "core/system/intra_op_threads.h"
#include "core/system/process_memory.h"
#include "ui/compare/compare_page.h"
#include "ui/corpus/corpus_page.h"
#include "ui/dialogs/about_dialog.h"
#include "ui/dialogs/preferences_dialog.h"
#include "ui/export/export_page.h"
#include "ui/finetune/finetune_page.h"
#include "ui/i18n/core_text.h"
#include "ui/jobs/job_controller.h"
#include "ui/log/log_panel.h"
#include "ui/main/workflow_navigator.h"
#include "ui/pretrain/pretrain_page.h"
#include "ui/project/project_actions.h"
#include "ui/project/project_hub_panel.h"
#include "ui/project/project_page.h"
#include "ui/project/project_session.h"
#include "ui/settings/app_settings.h"
#include "ui/settings/remembered_choices.h"
#include "ui/tokenizer/tokenizer_page.h"
#include "ui/widgets/jobs_panel.h"
#include "ui/widgets/progress_text.h"
#include "ui/widgets/wheel_guard.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QVBoxLayout>

#include <algorithm>

namespace hw::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_session(new ProjectSession(this))
    , m_jobs(new JobController(this))
    , m_actions(new ProjectActions(*m_session, this))
    , m_navigator(new WorkflowNavigator(this))
    , m_stepNeeds(new QLabel(this))
    , m_pages(new QStackedWidget(this))
    , m_log(new LogPanel(this))
    , m_logDock(new QDockWidget(this))
    , m_jobsPanel(new JobsPanel(*m_jobs, this))
    , m_jobsDock(new QDockWidget(this))
    , m_jobStatus(new QLabel(this))
    , m_splitter(new QSplitter(this))
    , m_computeStatus(new QLabel(this))
    , m_memoryStatus(new QLabel(this)) {
    setObjectName(QStringLiteral("mainWindow"));
    WheelGuard::install();
    m_session->setJobController(m_jobs); // before the pages: their model pickers offer "New model…"
    m_navigator->setObjectName(QStringLiteral("workflowNavigator"));
    m_navigator->setMaximumWidth(200);
    for (int i = 0; i < kWorkflowStepCount; ++i) {
        const auto step = static_cast<WorkflowStep>(i);
        QWidget* page = nullptr;
        switch (step) {
        case WorkflowStep::Project:
            page = new ProjectPage(*m_session, *m_actions, *m_jobs, m_pages);
            connect(&static_cast<ProjectPage*>(page)->hub(), &ProjectHubPanel::nextStepRequested, this,
                    [this](int step) { selectStep(static_cast<WorkflowStep>(step)); });
            break;
        case WorkflowStep::Corpus:
            page = new CorpusPage(*m_session, *m_jobs, m_pages);
            break;
        case WorkflowStep::Tokenizer:
            page = new TokenizerPage(*m_session, *m_jobs, m_pages);
            break;
        case WorkflowStep::Pretrain:
            page = new PretrainPage(*m_session, *m_jobs, m_pages);
            break;
        case WorkflowStep::FineTune:
            page = new FinetunePage(*m_session, *m_jobs, m_pages);
            break;
        case WorkflowStep::Compare:
            page = new ComparePage(*m_session, *m_jobs, m_pages);
            break;
        case WorkflowStep::Export:
            page = new ExportPage(*m_session, *m_jobs, m_pages);
            break;
        }
        // A page taller or wider than the window scrolls inside it: no page makes the window demand more
        // than a laptop screen.
        auto* scroller = new QScrollArea(m_pages);
        scroller->setObjectName(QStringLiteral("pageScroller%1").arg(i));
        scroller->setFrameShape(QFrame::NoFrame);
        scroller->setWidgetResizable(true);
        scroller->setWidget(page);
        m_pages->addWidget(scroller);
        rememberChoices(page);
        // Ctrl+1..7 walk the workflow like the navigator does.
        auto* shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)), this);
        connect(shortcut, &QShortcut::activated, this, [this, step] { selectStep(step); });
    }
    connect(m_navigator, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);
    connect(m_navigator, &QListWidget::currentRowChanged, this, &MainWindow::showStepNeeds);
    m_stepNeeds->setObjectName(QStringLiteral("stepNeeds"));
    m_stepNeeds->setWordWrap(true);
    m_stepNeeds->setTextFormat(Qt::RichText);
    m_stepNeeds->setContentsMargins(8, 6, 8, 6);
    m_stepNeeds->setAutoFillBackground(true);
    m_stepNeeds->setBackgroundRole(QPalette::AlternateBase);
    connect(m_stepNeeds, &QLabel::linkActivated, this,
            [this](const QString& step) { selectStep(static_cast<WorkflowStep>(step.toInt())); });
    auto* pageColumn = new QWidget(this);
    auto* pageLayout = new QVBoxLayout(pageColumn);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->setSpacing(0);
    pageLayout->addWidget(m_stepNeeds);
    pageLayout->addWidget(m_pages, 1);

    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(m_navigator);
    m_splitter->addWidget(pageColumn);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setCollapsible(1, false);
    setCentralWidget(m_splitter);

    m_logDock->setObjectName(QStringLiteral("logDock"));
    m_logDock->setWidget(m_log);
    m_logDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::BottomDockWidgetArea, m_logDock);
    m_jobsDock->setObjectName(QStringLiteral("jobsDock"));
    m_jobsDock->setWidget(m_jobsPanel);
    m_jobsDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::BottomDockWidgetArea, m_jobsDock);
    tabifyDockWidget(m_logDock, m_jobsDock);
    m_jobsDock->raise();

    m_jobStatus->setObjectName(QStringLiteral("jobStatus"));
    statusBar()->addWidget(m_jobStatus, 1);
    statusBar()->addPermanentWidget(m_memoryStatus);
    statusBar()->addPermanentWidget(m_computeStatus);
    m_memoryStatus->setObjectName(QStringLiteral("memoryStatus"));
    // Resident memory, refreshed every two seconds: a run that outgrows the machine shows before it fails.
    m_memoryClock.setInterval(2000);
    connect(&m_memoryClock, &QTimer::timeout, this, &MainWindow::showMemory);
    m_memoryClock.start();
    connect(m_jobs, &JobController::jobChanged, this, &MainWindow::showJobStatus);
    connect(m_jobs, &JobController::jobChanged, this, &MainWindow::showRunningSteps);
    connect(m_jobs, &JobController::jobProgressed, this, &MainWindow::showJobStatus);
    connect(m_jobs, &JobController::jobFinished, this, &MainWindow::notifyFinished);
    connect(m_jobs, &JobController::jobFinished, m_session, [this](const JobSnapshot& job) {
        if (job.state == JobState::Succeeded)
            m_session->notifyArtefactsChanged();
    });
    connect(m_jobs, &JobController::logged, this,
            [this](JobId, LogLevel level, const QString& text) { m_log->appendMessage(level, text); });
    connect(m_actions, &ProjectActions::message, this,
            [this](const QString& text) { m_log->appendMessage(LogLevel::Info, text); });
    connect(m_session, &ProjectSession::projectChanged, this, &MainWindow::updateTitle);
    connect(m_session, &ProjectSession::projectChanged, this, &MainWindow::refreshStepStates);
    connect(m_session, &ProjectSession::artefactsChanged, this, &MainWindow::refreshStepStates);

    buildMenus();
    retranslate();
    m_navigator->setCurrentRow(0);
    resize(1100, 720);
    // First-start layout (a saved one replaces it): the navigator as wide as it may be, with no gutter
    // beside it, and the docks a strip under the page rather than half the window.
    m_splitter->setSizes({m_navigator->maximumWidth(), width()});
    resizeDocks({m_jobsDock}, {160}, Qt::Vertical);
    restoreLayout();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus() {
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_actions->newAction());
    m_fileMenu->addAction(m_actions->openAction());
    m_fileMenu->addMenu(m_actions->recentMenu());
    m_closeProject = m_fileMenu->addAction(QString(), m_session, &ProjectSession::closeProject);
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);

    m_settingsMenu = menuBar()->addMenu(QString());
    m_preferences = m_settingsMenu->addAction(QString(), this, &MainWindow::showPreferences);
    m_preferences->setShortcut(QKeySequence::Preferences);

    m_helpMenu = menuBar()->addMenu(QString());
    m_about = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
}

void MainWindow::retranslate() {
    m_navigator->retranslate();
    showStepNeeds();
    m_logDock->setWindowTitle(tr("Log"));
    m_jobsDock->setWindowTitle(tr("Jobs"));
    m_log->setAccessibleName(tr("Log of the app and its jobs"));
    m_navigator->setAccessibleName(tr("Workflow steps"));
    m_fileMenu->setTitle(tr("&File"));
    m_closeProject->setText(tr("&Close Project"));
    m_quit->setText(tr("&Quit"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_preferences->setText(tr("&Preferences..."));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About Headwater"));
    showMemory();
    m_computeStatus->setText(
        tr("Device: %1 · threads: %2").arg(AppSettings::defaultDevice()).arg(intraOpThreads()));
    updateTitle();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::updateTitle() {
    const ProjectStore* store = m_session->current();
    m_closeProject->setEnabled(store != nullptr);
    setWindowTitle(store ? tr("%1 — Headwater").arg(store->name()) : tr("Headwater"));
}

void MainWindow::restoreLayout() {
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
}

void MainWindow::showJobStatus() {
    const QVector<JobSnapshot> jobs = m_jobs->jobs();
    const auto running = std::find_if(jobs.begin(), jobs.end(), [](const JobSnapshot& j) {
        return j.state == JobState::Running || j.state == JobState::Paused;
    });
    const int queued = int(std::count_if(jobs.begin(), jobs.end(),
                                         [](const JobSnapshot& j) { return j.state == JobState::Queued; }));
    if (running == jobs.end()) {
        m_jobStatus->setText(queued ? tr("%n job(s) waiting", nullptr, queued) : QString());
        return;
    }
    const JobProgress& p = running->progress;
    QString text = QStringLiteral("%1 · %2").arg(shown(running->title), jobStateText(running->state));
    if (running->hasProgress) {
        text += QStringLiteral(" · %1").arg(p.detail.isEmpty() ? shown(p.phase) : shown(p.detail));
        if (p.total > 0)
            text += QStringLiteral(" %1%").arg(100.0 * p.done / p.total, 0, 'f', 0);
        if (p.etaSeconds >= 0)
            text += tr(" · %1 left").arg(formatDuration(p.etaSeconds));
    }
    if (queued)
        text += tr(" · %n more waiting", nullptr, queued);
    m_jobStatus->setText(text);
}

// A long job that ends while the user is elsewhere asks for attention (taskbar, and a desktop notice where a
// tray exists).
void MainWindow::notifyFinished(const JobSnapshot& job) {
    constexpr qint64 kLongJobMs = 30000;
    if (isActiveWindow() || job.startedAtMs == 0 || job.finishedAtMs - job.startedAtMs < kLongJobMs)
        return;
    QApplication::alert(this);
    if (QSystemTrayIcon::isSystemTrayAvailable() && QSystemTrayIcon::supportsMessages()) {
        if (!m_tray) {
            m_tray = new QSystemTrayIcon(windowIcon(), this);
            m_tray->show();
        }
        m_tray->showMessage(tr("Headwater: %1").arg(jobStateText(job.state)), shown(job.title),
                            job.state == JobState::Failed ? QSystemTrayIcon::Warning
                                                          : QSystemTrayIcon::Information);
    }
}

void MainWindow::showMemory() {
    m_memoryStatus->setText(
        tr("Memory: %1")
            .arg(QLocale().formattedDataSize(residentMemoryBytes(), 1, QLocale::DataSizeSIFormat)));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    const int active = m_jobs->activeJobCount();
    if (active > 0) {
        const auto answer =
            QMessageBox::question(this, tr("Jobs are running"),
                                  tr("%n job(s) are still running or waiting. Quitting stops them: an import "
                                     "stores nothing, a pretraining run saves a checkpoint at the step it "
                                     "reached and can be resumed on the Pretrain page. Quit anyway?",
                                     nullptr, active),
                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::selectStep(WorkflowStep step) {
    m_navigator->setCurrentRow(static_cast<int>(step));
}

WorkflowStep MainWindow::currentStep() const {
    return static_cast<WorkflowStep>(m_pages->currentIndex());
}

QWidget* MainWindow::page(WorkflowStep step) const {
    return static_cast<QScrollArea*>(m_pages->widget(static_cast<int>(step)))->widget();
}

void MainWindow::refreshStepStates() {
    ProjectStore* store = m_session->current();
    const Expected<WorkflowProgress> progress =
        store ? workflowProgress(store->database()) : Expected<WorkflowProgress>(WorkflowProgress{});
    m_navigator->setStates(workflowStepStates(store && progress ? &progress.value() : nullptr));
    showStepNeeds();
}

void MainWindow::showRunningSteps() {
    QList<WorkflowStep> running;
    for (const JobSnapshot& job : m_jobs->jobs()) {
        const std::optional<WorkflowStep> step = workflowStepOf(job.kind);
        if (job.state == JobState::Running && step && !running.contains(*step))
            running.append(*step);
    }
    std::sort(running.begin(), running.end());
    m_navigator->setRunningSteps(running);
    showStepNeeds();
}

void MainWindow::showStepNeeds() {
    const WorkflowStep step = currentStep();
    const QString needs =
        WorkflowNavigator::needsText(step, m_navigator->state(step), m_session->current() != nullptr);
    m_stepNeeds->setText(needs);
    m_stepNeeds->setVisible(!needs.isEmpty());
}

QString MainWindow::navigatorLabel(WorkflowStep step) const {
    return QCoreApplication::translate("MainWindow", workflowStepLabel(step));
}

void MainWindow::showPreferences() {
    PreferencesDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        retranslate();
}

void MainWindow::showAbout() {
    AboutDialog dialog(this);
    dialog.exec();
}

} // namespace hw::ui
