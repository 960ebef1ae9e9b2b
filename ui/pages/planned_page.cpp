#include "pages/planned_page.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace hw::ui {

PlannedPage::PlannedPage(const char* title, const char* plan, QWidget* parent)
    : QWidget(parent)
    , m_title(title)
    , m_plan(plan)
    , m_heading(new QLabel(this))
    , m_body(new QLabel(this))
    , m_status(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    QFont headingFont = m_heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.5);
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_body->setWordWrap(true);
    m_status->setWordWrap(true);
    m_status->setEnabled(false);
    layout->addWidget(m_heading);
    layout->addWidget(m_body);
    layout->addSpacing(12);
    layout->addWidget(m_status);
    layout->addStretch();
    retranslate();
}

void PlannedPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PlannedPage::retranslate()
{
    m_heading->setText(QCoreApplication::translate("PlannedPage", m_title));
    m_body->setText(QCoreApplication::translate("PlannedPage", m_plan));
    m_status->setText(tr("This page is not available yet in this version. The same steps will be "
                         "available from headwater-cli as they arrive."));
}

} // namespace hw::ui
