#pragma once

#include "core/jobs/progress_sink.h"

#include <QPlainTextEdit>

namespace hw::ui {

// The bottom log: time-stamped messages from the app and from running jobs.
class LogPanel : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit LogPanel(QWidget* parent = nullptr);

public Q_SLOTS:
    void appendMessage(hw::LogLevel level, const QString& message);
};

} // namespace hw::ui
