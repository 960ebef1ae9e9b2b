#include "ui/log/log_panel.h"

#include <QTime>

namespace hw::ui {

LogPanel::LogPanel(QWidget* parent)
    : QPlainTextEdit(parent) {
    setReadOnly(true);
    setMaximumBlockCount(5000); // a long run's log must not grow without bound
    setObjectName(QStringLiteral("logPanel"));
}

void LogPanel::appendMessage(hw::LogLevel level, const QString& message) {
    QString prefix;
    switch (level) {
    case LogLevel::Info:
        break;
    case LogLevel::Warning:
        prefix = tr("warning: ");
        break;
    case LogLevel::Error:
        prefix = tr("error: ");
        break;
    }
    appendPlainText(QStringLiteral("%1  %2%3")
                        .arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")), prefix, message));
}

} // namespace hw::ui
