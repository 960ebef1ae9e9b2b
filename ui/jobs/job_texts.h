#pragma once

#include <QString>

namespace hw::ui {

// Core names its jobs, their phases and details in English (the CLI prints them as they are); the window
// shows them in the interface language. Text no rule knows is shown as it came.
QString translatedJobTitle(const QString& english);
QString translatedJobPhase(const QString& english);
QString translatedJobDetail(const QString& english);

} // namespace hw::ui
