#include "main/main_window.h"

#include "dialogs/about_dialog.h"
#include "dialogs/preferences_dialog.h"
#include "log/log_panel.h"
#include "main/planned_pages.h"
#include "project/project_actions.h"
#include "project/project_page.h"
#include "project/project_session.h"
#include "project/project_store.h"
#include "settings/app_settings.h"
#include "system/compute_devices.h"

#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>

namespace hw::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_session(new ProjectSession(this))
    , m_actions(new ProjectActions(*m_session, this))
    , m_navigator(new QListWidget(this))
    , m_pages(new QStackedWidget(this))
    , m_log(new LogPanel(this))
    , m_logDock(new QDockWidget(this))
    , m_computeStatus(new QLabel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_navigator->setObjectName(QStringLiteral("workflowNavigator"));
    m_navigator->setMaximumWidth(200);
    m_navigator->setIconSize(QSize(20, 20));
    for (int i = 0; i < kWorkflowStepCount; ++i) {
        const auto step = static_cast<WorkflowStep>(i);
        new QListWidgetItem(m_navigator);
        m_pages->addWidget(step == WorkflowStep::Project ? new ProjectPage(*m_session, *m_actions, m_pages)
                                                         : createPlannedPage(step, m_pages));
    }
    connect(m_navigator, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(m_navigator);
    splitter->addWidget(m_pages);
    splitter->setStretchFactor(1, 1);
    setCentralWidget(splitter);

    m_logDock->setObjectName(QStringLiteral("logDock"));
    m_logDock->setWidget(m_log);
    m_logDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::BottomDockWidgetArea, m_logDock);

    statusBar()->addPermanentWidget(m_computeStatus);
    connect(m_actions, &ProjectActions::message, this, [this](const QString& text) { m_log->appendMessage(LogLevel::Info, text); });
    connect(m_session, &ProjectSession::projectChanged, this, &MainWindow::updateTitle);

    buildMenus();
    retranslate();
    m_navigator->setCurrentRow(0);
    resize(1100, 720);
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus()
{
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

void MainWindow::retranslate()
{
    for (int i = 0; i < kWorkflowStepCount; ++i)
        m_navigator->item(i)->setText(navigatorLabel(static_cast<WorkflowStep>(i)));
    m_logDock->setWindowTitle(tr("Log"));
    m_fileMenu->setTitle(tr("&File"));
    m_closeProject->setText(tr("&Close Project"));
    m_quit->setText(tr("&Quit"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_preferences->setText(tr("&Preferences..."));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About Headwater"));
    m_computeStatus->setText(tr("Device: %1 · threads: %2").arg(AppSettings::defaultDevice()).arg(intraOpThreads()));
    updateTitle();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::updateTitle()
{
    const ProjectStore* store = m_session->current();
    m_closeProject->setEnabled(store != nullptr);
    setWindowTitle(store ? tr("%1 — Headwater").arg(store->name()) : tr("Headwater"));
}

void MainWindow::selectStep(WorkflowStep step) { m_navigator->setCurrentRow(static_cast<int>(step)); }

WorkflowStep MainWindow::currentStep() const { return static_cast<WorkflowStep>(m_pages->currentIndex()); }

QWidget* MainWindow::page(WorkflowStep step) const { return m_pages->widget(static_cast<int>(step)); }

QString MainWindow::navigatorLabel(WorkflowStep step) const
{
    return QCoreApplication::translate("MainWindow", workflowStepLabel(step));
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        retranslate();
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

} // namespace hw::ui
