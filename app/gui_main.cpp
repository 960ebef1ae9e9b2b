#include "core/demo/demo_preparation_job.h"
#include "core/system/intra_op_threads.h"
#include "ui/i18n/core_text.h"
#include "ui/i18n/language.h"
#include "ui/jobs/job_controller.h"
#include "ui/log/log_panel.h"
#include "ui/main/main_window.h"
#include "ui/main/screenshot_tour.h"
#include "ui/project/demo_project.h"
#include "ui/project/project_actions.h"
#include "ui/settings/app_settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QTimer>

#include <cstdio>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Headwater"));
    QApplication::setOrganizationName(QStringLiteral("Headwater"));
    QApplication::setApplicationVersion(QStringLiteral(HEADWATER_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Headwater: domain-adaptive pretraining studio"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("demo"), QStringLiteral("Open the bundled demo project.")});
    parser.addOption({QStringLiteral("language"),
                      QStringLiteral("Interface language for this run (ko or en)."), QStringLiteral("code")});
    parser.addOption({QStringLiteral("screenshot"),
                      QStringLiteral("Save a picture of the window to FILE and quit."),
                      QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("tour"),
         QStringLiteral("With --demo: walk the pages, save a picture of each in FOLDER, and quit."),
         QStringLiteral("FOLDER")});
    parser.addPositionalArgument(QStringLiteral("project"), QStringLiteral("A .hwproj file to open."));
    parser.process(app);

    hw::setIntraOpThreads(hw::ui::AppSettings::intraOpThreads());
    hw::ui::applyLanguage(parser.isSet(QStringLiteral("language")) ? parser.value(QStringLiteral("language"))
                                                                   : hw::ui::AppSettings::language());

    hw::ui::MainWindow window;
    window.show();

    if (parser.isSet(QStringLiteral("demo"))) {
        auto demo = hw::ui::ensureDemoProject(hw::ui::defaultDemoFolder());
        if (demo && window.projectActions().openPath(demo.value())) {
            // The walk-through's corpus, labelled sets, tokenizer and base model are recorded in the
            // background the first time.
            hw::DemoPreparationSpec spec{demo.value()};
            window.jobs().submit(std::make_shared<hw::DemoPreparationJob>(spec));
        } else if (!demo)
            window.logPanel().appendMessage(hw::LogLevel::Error, hw::ui::shown(demo.error()));
    } else if (!parser.positionalArguments().isEmpty()) {
        window.projectActions().openPath(parser.positionalArguments().first());
    }

    if (parser.isSet(QStringLiteral("tour"))) {
        auto* tour = new hw::ui::ScreenshotTour(window, parser.value(QStringLiteral("tour")),
                                                parser.isSet(QStringLiteral("language"))
                                                    ? parser.value(QStringLiteral("language"))
                                                    : QStringLiteral("en"));
        tour->start();
    }
    if (parser.isSet(QStringLiteral("screenshot"))) {
        const QString target = parser.value(QStringLiteral("screenshot"));
        QTimer::singleShot(500, &window, [&window, target] {
            const bool saved = window.grab().save(target);
            if (!saved)
                std::fprintf(stderr,
                             "error: cannot save the screenshot (%s): check the folder and extension\n",
                             target.toUtf8().constData());
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
