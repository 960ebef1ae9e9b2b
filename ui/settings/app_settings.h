#pragma once

#include <QString>
#include <QStringList>

namespace hw::ui {

// Preferences and the recent-projects list, kept in QSettings.
class AppSettings {
public:
    static constexpr int kMaxRecentProjects = 8;

    static int intraOpThreads(); // 0 = all cores
    static void setIntraOpThreads(int threads);
    static QString defaultDevice(); // "cpu" or "cuda:N"
    static void setDefaultDevice(const QString& device);
    static QString language(); // "ko" or "en"; first start follows the system locale
    static void setLanguage(const QString& code);

    static QStringList recentProjects();
    static void addRecentProject(const QString& path);
    static void removeRecentProject(const QString& path);
};

} // namespace hw::ui
