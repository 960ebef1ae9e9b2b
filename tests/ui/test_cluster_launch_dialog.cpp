#include "studio_test_steps.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"
#include "ui/main/main_window.h"
#include "ui/pretrain/cluster_launch_dialog.h"
#include "ui/pretrain/pretrain_page.h"
#include "ui/pretrain/pretrain_setup_panel.h"
#include "ui/widgets/artefact_picker.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace hw::ui;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Replaces a field's text as typing would.
void typeInto(QLineEdit* field, const QString& text) {
    field->selectAll();
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
}

} // namespace

class ClusterLaunchDialogTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // Runs `script` with bash and a torchrun that starts its command alone (what torchrun would start on
    // each of its processes); the exit code and what it printed.
    std::pair<int, QByteArray> runWithOneProcess(const QString& script) {
        const QString bin = m_dir.filePath(QStringLiteral("bin"));
        QDir().mkpath(bin);
        test::writeBytes(
            bin + QStringLiteral("/torchrun"),
            "#!/bin/bash\nwhile [ \"$1\" != --no-python ]; do shift; done\nshift\nexec \"$@\"\n");
        QFile::setPermissions(bin + QStringLiteral("/torchrun"),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), bin + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("cluster home")));
        QProcess bash;
        bash.setProcessEnvironment(env);
        bash.setProcessChannelMode(QProcess::MergedChannels);
        bash.start(QStringLiteral("bash"), {script});
        if (!bash.waitForFinished(hw::test::kJobWaitMs))
            return {-1, bash.readAll()};
        return {bash.exitCode(), bash.readAll()};
    }

private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterTest")); }

    void writeARunForAClusterFromThePretrainPage() {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        const QString project = m_dir.filePath(QStringLiteral("dapt.hwproj"));
        QVERIFY(window.session().createProject(project, QStringLiteral("dapt")).ok());
        const QString corpus = m_dir.filePath(QStringLiteral("bank news.txt"));
        QVERIFY(test::writeLines(corpus, 300, [](int i) {
            return "the central bank raised interest rates as inflation stayed high in quarter " +
                   QByteArray::number(i);
        }));
        QVERIFY(test::importCorpusThroughPage(window, corpus, 1));
        window.selectStep(WorkflowStep::Pretrain);
        auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        QVERIFY(page && page->isVisible());
        page->setup().modelPicker().addFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        QTRY_VERIFY(!page->setup().corpusPicker().artefactName().isEmpty());
        test::findWidget<QSpinBox>(*page, "pretrainSeqLen")->setValue(32);
        test::findWidget<QSpinBox>(*page, "pretrainBatchSize")->setValue(4);
        test::findWidget<QSpinBox>(*page, "pretrainWarmup")->setValue(1);
        test::findWidget<QSpinBox>(*page, "pretrainMaxSteps")->setValue(4);
        test::findWidget<QSpinBox>(*page, "pretrainEvalEvery")->setValue(2);
        test::findWidget<QSpinBox>(*page, "pretrainSaveEvery")->setValue(2);
        auto* runName = test::findWidget<QLineEdit>(*page, "pretrainRunName");
        typeInto(runName, QStringLiteral("bank news mlm"));

        auto* button = test::findWidget<QPushButton>(*page, "runOnCluster");
        QVERIFY(button->isVisible() && !button->accessibleName().isEmpty());
        QTest::mouseClick(button, Qt::LeftButton);
        ClusterLaunchDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = page->findChild<ClusterLaunchDialog*>()) && dialog->isVisible());

        // Its default folder: beside the project's runs, named after the run, without spaces.
        auto* folder = test::findWidget<QLineEdit>(*dialog, "clusterFolder");
        const QString data = QDir(m_dir.path()).filePath(QStringLiteral("dapt.hwdata"));
        QCOMPARE(folder->text(), data + QStringLiteral("/cluster-runs/bank-news-mlm"));
        QVERIFY(!QFileInfo(folder->text()).fileName().contains(QLatin1Char(' ')));
        // It fits a 1366x768 screen, its fields scrolling when the screen is smaller.
        QVERIFY2(dialog->width() <= 1366 && dialog->height() <= 740,
                 qPrintable(QStringLiteral("%1x%2").arg(dialog->width()).arg(dialog->height())));
        QVERIFY(dialog->minimumSizeHint().height() <= 600);
        // Every control has a name for screen readers.
        QStringList unnamed;
        for (QWidget* w : dialog->findChildren<QWidget*>()) {
            const bool control =
                qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QPlainTextEdit*>(w) ||
                (qobject_cast<QLineEdit*>(w) && !qobject_cast<QAbstractSpinBox*>(w->parent()));
            QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
            if (control && w->isVisible() && (!a || a->text(QAccessible::Name).trimmed().isEmpty()))
                unnamed << w->objectName() + QLatin1Char(' ') +
                               QString::fromLatin1(w->metaObject()->className());
        }
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));

        // CPUs: the field asks for processes, not GPUs.
        auto* device = test::findWidget<QComboBox>(*dialog, "clusterDevice");
        auto* processes = test::findWidget<QSpinBox>(*dialog, "clusterProcessesPerNode");
        QCOMPARE(test::fieldLabel(*processes), QStringLiteral("GPUs per node"));
        device->setCurrentIndex(device->findData(QStringLiteral("cpu")));
        QCOMPARE(test::fieldLabel(*processes), QStringLiteral("Processes per node"));
        processes->setValue(2);
        test::findWidget<QSpinBox>(*dialog, "clusterNodes")->setValue(1);
        typeInto(test::findWidget<QLineEdit>(*dialog, "clusterPartition"), QStringLiteral("debug"));
        test::findWidget<QDoubleSpinBox>(*dialog, "clusterHours")->setValue(0.5);
        typeInto(test::findWidget<QLineEdit>(*dialog, "clusterCliPath"), QStringLiteral(HEADWATER_CLI_PATH));

        // A folder of the user's own is refused and left as it was.
        const QString mine = m_dir.filePath(QStringLiteral("my folder"));
        QVERIFY(QDir().mkpath(mine));
        test::writeBytes(mine + QStringLiteral("/notes.txt"), "mine\n");
        typeInto(folder, mine);
        auto* write = test::findWidget<QPushButton>(*dialog, "clusterWrite");
        auto* status = test::findWidget<QLabel>(*dialog, "clusterStatus");
        QTest::mouseClick(write, Qt::LeftButton);
        QVERIFY2(status->text().startsWith(QStringLiteral("Cannot write:")), qPrintable(status->text()));
        QCOMPARE(QDir(mine).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{QStringLiteral("notes.txt")});

        // A folder with a space and a quote in its path.
        const QString chosen = m_dir.filePath(QStringLiteral("cluster 'runs'/bank"));
        typeInto(folder, chosen);
        QTest::mouseClick(write, Qt::LeftButton);
        QVERIFY2(dialog->written().has_value(), qPrintable(status->text()));
        const ClusterLaunch& written = *dialog->written();
        QVERIFY2(status->text().contains(chosen), qPrintable(status->text()));
        const QStringList names{QStringLiteral("run.json"), QStringLiteral("launch.sbatch"),
                                QStringLiteral("torchrun.sh"), QStringLiteral("README.txt")};
        for (const QString& name : names)
            QVERIFY2(QFileInfo(QDir(chosen).filePath(name)).isFile(), qPrintable(name));
        const QByteArray sbatch = readAll(QDir(chosen).filePath(QStringLiteral("launch.sbatch")));
        for (const char* line :
             {"#SBATCH --nodes=1\n", "#SBATCH --partition=debug\n", "#SBATCH --time=00:30:00\n",
              "#SBATCH --cpus-per-task=16\n", "--nproc-per-node 2"})
            QVERIFY2(sbatch.contains(line), line);
        QVERIFY(!sbatch.contains("--gpus-per-node"));
        const QJsonObject run =
            QJsonDocument::fromJson(readAll(QDir(chosen).filePath(QStringLiteral("run.json")))).object();
        QCOMPARE(run.value(QStringLiteral("corpus_files")).toArray().first().toString(), corpus);
        QCOMPARE(run.value(QStringLiteral("device")).toString(), QStringLiteral("cpu"));

        // The result: the files and the exact commands, read-only and selectable.
        auto* result = test::findWidget<QPlainTextEdit>(*dialog, "clusterResult");
        QVERIFY(result->isReadOnly());
        QVERIFY(result->textInteractionFlags() & Qt::TextSelectableByKeyboard);
        const QString shown = result->toPlainText();
        for (const QString& expected :
             QStringList{QDir(chosen).filePath(QStringLiteral("launch.sbatch")), written.sbatchCommand,
                         written.torchrunCommand, written.addRunCommand})
            QVERIFY2(shown.contains(expected), qPrintable(expected));
        QVERIFY(written.sbatchCommand.endsWith(QStringLiteral("&& sbatch launch.sbatch")));
        QVERIFY(written.addRunCommand.startsWith(QStringLiteral("headwater-cli project add-run --project ")));
        QVERIFY(written.addRunCommand.contains(project));
        QVERIFY(!result->accessibleName().isEmpty());

        // The script starts the run in that folder as it is (run.json and the scripts beside it), and the
        // same script again continues it from its checkpoint.
        auto [code, output] = runWithOneProcess(QDir(chosen).filePath(QStringLiteral("torchrun.sh")));
        QVERIFY2(code == 0, output.constData());
        QVERIFY2(QFileInfo(QDir(chosen).filePath(QStringLiteral("model/config.json"))).isFile(),
                 output.constData());
        QVERIFY(QFileInfo(QDir(chosen).filePath(QStringLiteral("checkpoint-4"))).isDir());
        std::tie(code, output) = runWithOneProcess(QDir(chosen).filePath(QStringLiteral("torchrun.sh")));
        QVERIFY2(code == 0, output.constData());
        // Written once the run has started: refused, the run's folder left alone.
        const QByteArray before = test::fileDigest(QDir(chosen).filePath(QStringLiteral("run.json")));
        QTest::mouseClick(write, Qt::LeftButton);
        QVERIFY2(status->text().startsWith(QStringLiteral("Cannot write:")), qPrintable(status->text()));
        QCOMPARE(test::fileDigest(QDir(chosen).filePath(QStringLiteral("run.json"))), before);

        QTest::mouseClick(test::findWidget<QPushButton>(*dialog, "clusterClose"), Qt::LeftButton);
        QTRY_VERIFY(!page->findChild<ClusterLaunchDialog*>());
    }
};

QTEST_MAIN(ClusterLaunchDialogTest)
#include "test_cluster_launch_dialog.moc"
