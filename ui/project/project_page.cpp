#include "ui/project/project_page.h"

#include "core/project/project_store.h"
#include "core/util/timestamp_text.h"
#include "ui/project/project_actions.h"
#include "ui/project/project_hub_panel.h"
#include "ui/project/project_session.h"
#include "ui/settings/app_settings.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace hw::ui {

ProjectPage::ProjectPage(ProjectSession& session, ProjectActions& actions, JobController& jobs,
                         QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_actions(actions)
    , m_hub(new ProjectHubPanel(session, jobs, this))
    , m_heading(new QLabel(this))
    , m_details(new QLabel(this))
    , m_newButton(new QPushButton(this))
    , m_openButton(new QPushButton(this))
    , m_recentLabel(new QLabel(this))
    , m_recent(new QListWidget(this)) {
    QFont headingFont = m_heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.5);
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setWordWrap(true);
    m_recent->setObjectName(QStringLiteral("recentProjects"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_newButton);
    buttons->addWidget(m_openButton);
    buttons->addStretch();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_details);
    layout->addLayout(buttons);
    layout->addWidget(m_hub, 3);
    layout->addSpacing(12);
    layout->addWidget(m_recentLabel);
    layout->addWidget(m_recent, 1);

    connect(m_newButton, &QPushButton::clicked, &m_actions, &ProjectActions::newProject);
    connect(m_openButton, &QPushButton::clicked, &m_actions, &ProjectActions::openProject);
    connect(m_recent, &QListWidget::itemActivated, this, &ProjectPage::openRecentItem);
    connect(&m_session, &ProjectSession::projectChanged, this, &ProjectPage::refresh);
    refresh();
}

void ProjectPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void ProjectPage::openRecentItem(QListWidgetItem* item) {
    m_actions.openPath(item->data(Qt::UserRole).toString());
}

void ProjectPage::refresh() {
    m_newButton->setText(tr("New Project..."));
    m_openButton->setText(tr("Open Project..."));
    m_recentLabel->setText(tr("Recent projects"));
    m_recent->setAccessibleName(tr("Recent projects"));

    m_hub->setVisible(m_session.current() != nullptr);
    m_recent->setMaximumHeight(m_session.current() ? 90 : QWIDGETSIZE_MAX);
    if (const ProjectStore* store = m_session.current()) {
        m_heading->setText(store->name());
        const QString data = store->dataDirectory(); // corpora, tokenizers, runs and exports the project made
        QString details = tr("File: %1\nCreated: %2\nProject format: version %3")
                              .arg(QDir::toNativeSeparators(store->path()), timestampText(store->createdAt()))
                              .arg(store->schemaVersion());
        if (QFileInfo(data).isDir())
            details += QStringLiteral("\n") + tr("Data folder: %1").arg(QDir::toNativeSeparators(data));
        m_details->setText(details);
    } else {
        m_heading->setText(tr("No project open"));
        m_details->setText(
            tr("A project keeps corpora, tokenizers, models, runs and evaluations together in one "
               ".hwproj file. Create a new one or open an existing one."));
    }

    m_recent->clear();
    for (const QString& path : AppSettings::recentProjects()) {
        auto* item = new QListWidgetItem(QDir::toNativeSeparators(path), m_recent);
        item->setData(Qt::UserRole, path);
        if (!QFileInfo::exists(path))
            item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
    }
}

} // namespace hw::ui
