#include "i18n/language.h"
#include "log/log_panel.h"
#include "main/main_window.h"
#include "project/demo_project.h"
#include "project/project_actions.h"
#include "settings/app_settings.h"
#include "system/compute_devices.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Headwater"));
    QApplication::setOrganizationName(QStringLiteral("Headwater"));
    QApplication::setApplicationVersion(QStringLiteral(HEADWATER_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Headwater: domain-adaptive pretraining studio"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("demo"), QStringLiteral("Open the bundled demo project.")});
    parser.addOption({QStringLiteral("language"), QStringLiteral("Interface language for this run (ko or en)."),
                      QStringLiteral("code")});
    parser.addOption({QStringLiteral("screenshot"), QStringLiteral("Save a picture of the window to FILE and quit."),
                      QStringLiteral("FILE")});
    parser.addPositionalArgument(QStringLiteral("project"), QStringLiteral("A .hwproj file to open."));
    parser.process(app);

    hw::setIntraOpThreads(hw::ui::AppSettings::intraOpThreads());
    hw::ui::applyLanguage(parser.isSet(QStringLiteral("language")) ? parser.value(QStringLiteral("language"))
                                                                  : hw::ui::AppSettings::language());

    hw::ui::MainWindow window;
    window.show();

    if (parser.isSet(QStringLiteral("demo"))) {
        auto demo = hw::ui::ensureDemoProject(hw::ui::defaultDemoFolder());
        if (demo)
            window.projectActions().openPath(demo.value());
        else
            window.logPanel().appendMessage(hw::LogLevel::Error, demo.error().toString());
    } else if (!parser.positionalArguments().isEmpty()) {
        window.projectActions().openPath(parser.positionalArguments().first());
    }

    if (parser.isSet(QStringLiteral("screenshot"))) {
        const QString target = parser.value(QStringLiteral("screenshot"));
        QTimer::singleShot(500, &window, [&window, target] {
            const bool saved = window.grab().save(target);
            if (!saved)
                std::fprintf(stderr, "error: cannot save the screenshot (%s): check the folder and extension\n",
                             target.toUtf8().constData());
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
