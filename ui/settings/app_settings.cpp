#include "ui/settings/app_settings.h"

#include "core/system/device.h"

#include <QFileInfo>
#include <QLocale>
#include <QSettings>

namespace hw::ui {

namespace {
const QString kThreads = QStringLiteral("compute/intraOpThreads");
const QString kDevice = QStringLiteral("compute/defaultDevice");
const QString kLanguage = QStringLiteral("ui/language");
const QString kRecent = QStringLiteral("projects/recent");
} // namespace

int AppSettings::intraOpThreads() {
    return QSettings().value(kThreads, 0).toInt();
}

void AppSettings::setIntraOpThreads(int threads) {
    QSettings().setValue(kThreads, threads);
}

QString AppSettings::defaultDevice() {
    return normalizedDeviceName(QSettings().value(kDevice, QStringLiteral("cpu")).toString());
}

void AppSettings::setDefaultDevice(const QString& device) {
    QSettings().setValue(kDevice, device);
}

QString AppSettings::language() {
    const QString fallback =
        QLocale::system().language() == QLocale::Korean ? QStringLiteral("ko") : QStringLiteral("en");
    return QSettings().value(kLanguage, fallback).toString();
}

void AppSettings::setLanguage(const QString& code) {
    QSettings().setValue(kLanguage, code);
}

QStringList AppSettings::recentProjects() {
    return QSettings().value(kRecent).toStringList();
}

void AppSettings::addRecentProject(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList recent = recentProjects();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kMaxRecentProjects)
        recent.removeLast();
    QSettings().setValue(kRecent, recent);
}

void AppSettings::removeRecentProject(const QString& path) {
    QStringList recent = recentProjects();
    recent.removeAll(QFileInfo(path).absoluteFilePath());
    QSettings().setValue(kRecent, recent);
}

} // namespace hw::ui
