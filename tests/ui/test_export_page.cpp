#include "core/model_io/model_import.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "studio_test_steps.h"
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"
#include "ui/export/export_page.h"
#include "ui/export/model_card_panel.h"
#include "ui/jobs/job_controller.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"
#include "ui/widgets/artefact_picker.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDesktopServices>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace hw;
using namespace hw::ui;

// Takes the URL "Open folder" asks the desktop to open, instead of a file manager.
class UrlCatcher : public QObject {
    Q_OBJECT
public:
    QUrl opened;
public Q_SLOTS:
    void open(const QUrl& url) { opened = url; }
};

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
        // The model card is generated from the model, shown rendered, and the user's edit is what gets
        // written.
        auto* editor = test::findWidget<QPlainTextEdit>(*page, "modelCardEditor");
        QTRY_VERIFY(editor->toPlainText().contains(QStringLiteral("pipeline_tag: fill-mask")));
        auto* preview = test::findWidget<QTextBrowser>(*page, "modelCardPreview");
        page->modelCard().tabs().setCurrentWidget(editor);
        editor->moveCursor(QTextCursor::End);
        QTest::keyClick(editor, Qt::Key_Return);
        QTest::keyClicks(editor, QStringLiteral("Trained on the ward notes of 2026."));
        QTRY_VERIFY(preview->toPlainText().contains(QStringLiteral("Trained on the ward notes of 2026.")));
        // Rendered: the title is a heading (its "#" gone), the front matter a block of YAML.
        QVERIFY(preview->toPlainText().contains(QStringLiteral("pipeline_tag: fill-mask")));
        QVERIFY(!preview->toPlainText().contains(QStringLiteral("# bert-pretraining-bin")));
        QVERIFY(preview->toPlainText().contains(
            QStringLiteral("bert-pretraining-bin"))); // front matter not rendered as text
        const QString output = m_dir.filePath(QStringLiteral("studio-export"));
        page->setOutput(output);
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "exportButton"), Qt::LeftButton);
        auto* status = test::findWidget<QLabel>(*page, "exportStatus");
        QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QStringLiteral("Done")), hw::test::kJobWaitMs);
        QVERIFY2(status->text().contains(QStringLiteral("Hugging Face: model.safetensors (")) &&
                     status->text().contains(
                         QStringLiteral("reloaded and run on 4 sample texts, largest logit difference 0.")),
                 qPrintable(status->text()));
        QVERIFY(!status->text().contains(QStringLiteral("ONNX")));
        QFile readme(output + QStringLiteral("/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QVERIFY(readme.readAll().trimmed().endsWith("Trained on the ward notes of 2026."));

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
        QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QStringLiteral("Failed")), hw::test::kJobWaitMs);
    }

    // A classifier to Hugging Face and ONNX at once, with half-precision weights and an int8 ONNX model
    // measured on the project's labelled set: every check's figures shown, the export recorded, and "Open
    // folder" opens what was written.
    // The suggested output folder for a model whose name has spaces has none.
    void theSuggestedFolderNameHasNoSpaces() {
        MainWindow window;
        window.show();
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("names.hwproj")), QStringLiteral("names"))
                    .ok());
        QVERIFY(recordImportedModel(*window.session().current(),
                                    QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"),
                                    QStringLiteral("ward notes  model"))
                    .ok());
        window.session().notifyArtefactsChanged();
        window.selectStep(WorkflowStep::Export);
        auto* page = qobject_cast<ExportPage*>(window.page(WorkflowStep::Export));
        page->modelPicker().selectName(QStringLiteral("ward notes  model"));
        QTRY_VERIFY(test::findWidget<QLineEdit>(*page, "exportOutput")
                        ->text()
                        .endsWith(QStringLiteral("/ward-notes-model-hf")));
    }

    void exportsAClassifierToBothFormats() {
        const QString project = m_dir.filePath(QStringLiteral("both.hwproj"));
        QByteArray rows = "text,label\n";
        const char* labels[] = {"business", "science", "general"}; // the fixture's id2label
        for (int i = 0; i < 45; ++i)
            rows += "report " + QByteArray::number(i) + " on markets and research," + labels[i % 3] + "\n";
        test::writeBytes(m_dir.filePath(QStringLiteral("news.csv")), rows);
        for (const QStringList& step :
             {QStringList{"project", "create", project},
              QStringList{"import-corpus", m_dir.filePath(QStringLiteral("news.csv")), "--label-field",
                          "label", "--project", project, "--name", "news"}}) {
            const test::CliRun run = test::runCli(step);
            QVERIFY2(run.exitCode == 0, run.err.constData());
        }
        MainWindow window;
        window.show();
        QVERIFY(window.session().openProject(project).ok());
        window.selectStep(WorkflowStep::Export);
        auto* page = qobject_cast<ExportPage*>(window.page(WorkflowStep::Export));
        page->modelPicker().addFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/electra-classifier"));
        auto* format = test::findWidget<QComboBox>(*page, "exportFormat");
        auto* precision = test::findWidget<QComboBox>(*page, "exportPrecision");
        format->setCurrentIndex(format->findData(QStringLiteral("onnx")));
        QVERIFY(!precision->isEnabled()); // ONNX alone keeps fp32 and has no model card
        QVERIFY(!page->modelCard().isEnabled());
        format->setCurrentIndex(format->findData(QStringLiteral("both")));
        QVERIFY(precision->isEnabled() && page->modelCard().isEnabled());
        precision->setCurrentIndex(precision->findData(QStringLiteral("fp16")));
        auto* int8 = test::findWidget<QCheckBox>(*page, "exportInt8");
        QVERIFY(int8->isEnabled() && !page->int8CheckPicker().isEnabled());
        int8->setChecked(true);
        QVERIFY(page->int8CheckPicker().isEnabled());
        page->int8CheckPicker().selectName(QStringLiteral("news"));
        const QString output = m_dir.filePath(QStringLiteral("classifier-both"));
        page->setOutput(output);
        auto* open = test::findWidget<QPushButton>(*page, "exportOpenFolder");
        QVERIFY(!open->isEnabled());
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "exportButton"), Qt::LeftButton);
        auto* status = test::findWidget<QLabel>(*page, "exportStatus");
        QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QStringLiteral("Done")), hw::test::kJobWaitMs);
        const QString text = status->text();
        QVERIFY2(text.contains(QStringLiteral("Hugging Face: model.safetensors")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Half precision moves the logits by at most")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("ONNX: ") +
                               QDir(output).filePath(QStringLiteral("onnx/model.onnx"))),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("read back and run on 4 sample texts")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("int8: ") +
                               QDir(output).filePath(QStringLiteral("onnx/model_quantized.onnx"))),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("labelled examples: accuracy")), qPrintable(text));
        for (const char* file : {"model.safetensors", "README.md", "onnx/model.onnx", "onnx/config.json"})
            QVERIFY2(QFile::exists(QDir(output).filePath(QLatin1String(file))), file);
        Expected<Artefact> recorded = findArtefact(window.session().current()->database(),
                                                   ArtefactKind::Export, QStringLiteral("classifier-both"));
        QVERIFY(recorded.ok());
        QCOMPARE(recorded->settings.value("format").toString(), QStringLiteral("both"));
        QCOMPARE(recorded->settings.value("precision").toString(), QStringLiteral("fp16"));
        QVERIFY(recorded->figures.value("onnx_max_abs_difference").toDouble() <= 1e-4);
        QVERIFY(recorded->figures.value("int8_check_examples").toInt() > 0);
        QVERIFY(recorded->figures.contains("int8_accuracy") && recorded->figures.contains("fp32_accuracy"));

        UrlCatcher catcher;
        QDesktopServices::setUrlHandler(QStringLiteral("file"), &catcher, "open");
        QVERIFY(open->isEnabled());
        QTest::mouseClick(open, Qt::LeftButton);
        QDesktopServices::unsetUrlHandler(QStringLiteral("file"));
        QCOMPARE(catcher.opened, QUrl::fromLocalFile(output));
    }
};

QTEST_MAIN(ExportPageTest)
#include "test_export_page.moc"
