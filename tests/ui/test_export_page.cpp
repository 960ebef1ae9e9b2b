#include "export/export_page.h"
#include "jobs/job_controller.h"
#include "main/main_window.h"
#include "project/artefact_store.h"
#include "project/project_session.h"
#include "project/project_store.h"
#include "studio_test_steps.h"
#include "support/file_helpers.h"
#include "widgets/artefact_picker.h"

#include <QApplication>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace hw::ui;

class ExportPageTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterTest")); }

    void exportsWhatTheCliExportsAndRecordsIt() {
        const QString model = QStringLiteral(
            HEADWATER_FIXTURES_DIR "/models/bert-pretraining-bin"); // a pytorch_model.bin checkpoint
        MainWindow window;
        window.show();
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("ex.hwproj")), QStringLiteral("ex"))
                    .ok());
        window.selectStep(WorkflowStep::Export);
        auto* page = qobject_cast<ExportPage*>(window.page(WorkflowStep::Export));
        QVERIFY(page && page->isVisible());
        page->modelPicker().addFolder(model);
        const QString output = m_dir.filePath(QStringLiteral("studio-export"));
        page->setOutput(output);
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "exportButton"), Qt::LeftButton);
        auto* status = test::findWidget<QLabel>(*page, "exportStatus");
        QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QStringLiteral("Done")), 60000);
        QVERIFY2(status->text().contains(
                     QStringLiteral("verified on 4 sample texts (largest logit difference 0)")),
                 qPrintable(status->text()));

        // Byte for byte what `headwater-cli export` writes (itself loaded by transformers in the CLI's
        // tests).
        QProcess cli;
        cli.start(QStringLiteral(HEADWATER_CLI_PATH),
                  {QStringLiteral("export"), QStringLiteral("--model"), model, QStringLiteral("--output"),
                   m_dir.filePath(QStringLiteral("cli-export"))});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        for (const char* file : {"config.json", "model.safetensors", "vocab.txt"})
            QCOMPARE(test::fileDigest(output + QLatin1Char('/') + QLatin1String(file)),
                     test::fileDigest(m_dir.filePath(QStringLiteral("cli-export/")) + QLatin1String(file)));
        QVERIFY(findArtefact(window.session().current()->database(), ArtefactKind::Export,
                             QStringLiteral("studio-export"))
                    .ok());

        // A second export into the same folder is refused unless replacing is asked for.
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "exportButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QStringLiteral("Failed")), 60000);
    }
};

QTEST_MAIN(ExportPageTest)
#include "test_export_page.moc"
