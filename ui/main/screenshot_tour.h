#pragma once

#include <QObject>
#include <QTimer>

namespace hw::ui {

class MainWindow;

// Walks the demo project through the studio's pages and saves a picture of each (`<page>-<language>.png`),
// the Pretrain page mid-run, then quits: the README's screenshots, made the same way every time.
class ScreenshotTour : public QObject {
    Q_OBJECT
public:
    ScreenshotTour(MainWindow& window, QString folder, QString language);
    void start();

private:
    void next();
    bool grab(const QString& page);
    void finish(int exitCode);

    MainWindow& m_window;
    QString m_folder;
    QString m_language;
    QTimer m_poll;
    int m_stage = 0;
    int m_waited = 0;
};

} // namespace hw::ui
