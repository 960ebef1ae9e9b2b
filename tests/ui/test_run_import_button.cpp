// A run made without the project (the CLI's `pretrain`, as on a cluster) is added from the Pretrain page's
// "Import a run…": listed with its curves, its final model offered by the pickers; a second import of the
// same folder, a folder that is no run, a name already taken and a damaged log are refused with the import's
// message, changing nothing, and the run folder is only read.
#include "studio_test_steps.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"
#include "ui/main/main_window.h"
#include "ui/pretrain/pretrain_page.h"
#include "ui/pretrain/pretrain_setup_panel.h"
#include "ui/pretrain/run_import_dialog.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/metric_plot.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QProcess>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace hw::ui;

namespace {

using Points = QMap<qint64, double>; // step -> value

// Every file under `directory` (relative path) with the SHA-256 of its bytes.
QMap<QString, QByteArray> folderDigests(const QString& directory) {
    QMap<QString, QByteArray> out;
    QDirIterator it(directory, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        out.insert(QDir(directory).relativeFilePath(path), test::fileDigest(path));
    }
    return out;
}

// One metric of RUN/metrics.jsonl, as the run wrote it (a later line for the same step wins).
Points metricOfLog(const QString& runDirectory, const QString& metric) {
    QFile f(QDir(runDirectory).filePath(QStringLiteral("metrics.jsonl")));
    Points out;
    if (!f.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray& line : f.readAll().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(metric))
            out[o.value(QLatin1String("step")).toInteger()] = o.value(metric).toDouble();
    }
    return out;
}

// One series of a chart, every point, as its CSV export gives them.
Points seriesOfChart(MetricPlot& chart, const QString& series, const QString& csvPath) {
    QString error;
    Points out;
    if (!chart.exportCsv(csvPath, &error))
        return out;
    QFile f(csvPath);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray& line : f.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(',');
        if (fields.size() == 4 && QString::fromUtf8(fields[0]) == series)
            out[fields[1].toLongLong()] = fields[3].toDouble();
    }
    return out;
}

// Replaces a field's text as typing would.
void typeInto(QLineEdit* field, const QString& text) {
    field->selectAll();
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
}

// What a screen reader reads for `label`.
QString readAloud(QLabel* label) {
    QAccessibleInterface* a = QAccessible::queryAccessibleInterface(label);
    return a ? a->text(QAccessible::Name) : QString();
}

} // namespace

class RunImportButtonTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_run; // a finished run written by the CLI without a project

private Q_SLOTS:
    void initTestCase() {
        QApplication::setOrganizationName(QStringLiteral("HeadwaterTest"));
        QVERIFY(m_dir.isValid());
        const QString corpus = m_dir.filePath(QStringLiteral("outbreak.txt"));
        QVERIFY(test::writeLines(corpus, 200, [](int i) {
            return "the virus spread quickly in the city and hospitals reported new cases " +
                   QByteArray::number(i);
        }));
        m_run = m_dir.filePath(QStringLiteral("cluster-run"));
        QProcess cli;
        cli.setProcessChannelMode(QProcess::MergedChannels);
        cli.start(QStringLiteral(HEADWATER_CLI_PATH),
                  {QStringLiteral("pretrain"), QStringLiteral("--model"),
                   QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"), QStringLiteral("--corpus"),
                   corpus, QStringLiteral("--output"), m_run, QStringLiteral("--seq-len"),
                   QStringLiteral("32"), QStringLiteral("--batch-size"), QStringLiteral("4"),
                   QStringLiteral("--max-steps"), QStringLiteral("6"), QStringLiteral("--eval-every"),
                   QStringLiteral("3")});
        QVERIFY(cli.waitForFinished(test::kJobWaitMs));
        QVERIFY2(cli.exitCode() == 0, cli.readAll().constData());
        QVERIFY(QFileInfo(m_run + QStringLiteral("/model/config.json")).isFile());
        QCOMPARE(metricOfLog(m_run, QStringLiteral("loss")).size(), 6);
        QCOMPARE(metricOfLog(m_run, QStringLiteral("eval/loss")).size(), 2);
    }

    void aRunFromElsewhereIsImportedWithItsCurvesAndModel() {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(
            window.session()
                .createProject(m_dir.filePath(QStringLiteral("outbreak.hwproj")), QStringLiteral("outbreak"))
                .ok());
        window.selectStep(WorkflowStep::Pretrain);
        auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        QVERIFY(page && page->isVisible());
        auto* runs = test::findWidget<QTableWidget>(*page, "pretrainRuns");
        QCOMPARE(runs->rowCount(), 0);
        QVERIFY(!page->setup().modelPicker().listsArtefact(QStringLiteral("cluster-run")));
        const QMap<QString, QByteArray> before = folderDigests(m_run);

        auto* button = test::findWidget<QPushButton>(*page, "importRun");
        QVERIFY(button->isVisible() && button->isEnabled() && !button->accessibleName().isEmpty());
        QTest::mouseClick(button, Qt::LeftButton);
        RunImportDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = page->findChild<RunImportDialog*>()) && dialog->isVisible());
        // Every control has a name for screen readers.
        for (QWidget* w : dialog->findChildren<QWidget*>())
            if ((qobject_cast<QAbstractButton*>(w) || qobject_cast<QLineEdit*>(w)) && w->isVisible())
                QVERIFY2(
                    !QAccessible::queryAccessibleInterface(w)->text(QAccessible::Name).trimmed().isEmpty(),
                    qPrintable(w->objectName()));
        auto* folder = test::findWidget<QLineEdit>(*dialog, "runImportFolder");
        auto* add = test::findWidget<QPushButton>(*dialog, "runImportAdd");
        auto* status = test::findWidget<QLabel>(*dialog, "runImportStatus");
        // Presses "Add to the project" and waits for the import's end, as the status line says it.
        const auto addAndWait = [&] {
            QTest::mouseClick(add, Qt::LeftButton);
            return dialog->activeJob() != 0 &&
                   QTest::qWaitFor([&] { return dialog->activeJob() == 0; }, test::kJobWaitMs);
        };
        QCOMPARE(test::fieldLabel(*folder), QStringLiteral("Run folder"));
        QVERIFY(!add->isEnabled()); // no folder yet

        // The run folder, the name left to default to the folder's.
        typeInto(folder, m_run);
        QVERIFY(add->isEnabled());
        QVERIFY(addAndWait());
        QCOMPARE(status->text(), QStringLiteral("Added the run “cluster-run” (finished, 6 steps). Its final "
                                                "model is the model “cluster-run”."));
        QCOMPARE(readAloud(status), status->text());

        // Listed, selected, its curves drawn with the run's own points.
        QCOMPARE(runs->rowCount(), 1);
        QCOMPARE(runs->item(0, PretrainPage::RunNameColumn)->text(), QStringLiteral("cluster-run"));
        QCOMPARE(runs->item(0, PretrainPage::RunStatusColumn)->text(), QStringLiteral("finished"));
        QCOMPARE(runs->item(0, PretrainPage::RunModelColumn)->text(), QStringLiteral("bert-mlm"));
        QCOMPARE(runs->item(0, PretrainPage::RunStepsColumn)->text(), QStringLiteral("6 of 6"));
        QVERIFY(runs->item(0, PretrainPage::RunNameColumn)->isSelected());
        MetricPlot& loss = page->chart(PretrainPage::LossChart);
        const QString csv = m_dir.filePath(QStringLiteral("loss.csv"));
        const Points training = seriesOfChart(loss, QStringLiteral("cluster-run · training loss"), csv);
        QCOMPARE(training, metricOfLog(m_run, QStringLiteral("loss")));
        const Points validation = seriesOfChart(loss, QStringLiteral("cluster-run · validation loss"), csv);
        QCOMPARE(validation, metricOfLog(m_run, QStringLiteral("eval/loss")));
        const Points lr = metricOfLog(m_run, QStringLiteral("lr"));
        QVERIFY(!lr.isEmpty());
        QCOMPARE(page->chart(PretrainPage::LearningRateChart).pointCount(QStringLiteral("cluster-run · lr")),
                 qint64(lr.size()));

        // Its final model is among the project's models, for the next run to start from.
        ArtefactPicker& models = page->setup().modelPicker();
        QVERIFY(models.listsArtefact(QStringLiteral("cluster-run")));
        const int modelsAfter = models.count();

        // The same folder again, under another name: refused, nothing changes.
        auto* name = test::findWidget<QLineEdit>(*dialog, "runImportName");
        typeInto(name, QStringLiteral("again"));
        QVERIFY(addAndWait());
        QVERIFY2(status->text().startsWith(QStringLiteral("Cannot add the run: ")),
                 qPrintable(status->text()));
        QVERIFY2(
            status->text().contains(QStringLiteral("the project already holds this run, as 'cluster-run'")) &&
                status->text().contains(QFileInfo(m_run).absoluteFilePath()),
            qPrintable(status->text()));
        QCOMPARE(readAloud(status), status->text());
        QCOMPARE(runs->rowCount(), 1);
        QCOMPARE(models.count(), modelsAfter);
        QVERIFY(!models.listsArtefact(QStringLiteral("again")));

        // A folder that is no run, and a run whose log was cut short, are refused by what is wrong.
        typeInto(name, QString());
        const QString empty = m_dir.filePath(QStringLiteral("not a run"));
        QVERIFY(QDir().mkpath(empty));
        typeInto(folder, empty);
        QVERIFY(addAndWait());
        QVERIFY2(status->text().startsWith(QStringLiteral("Cannot add the run: ")),
                 qPrintable(status->text()));
        QVERIFY2(status->text().contains(QStringLiteral("the folder has no run.json")),
                 qPrintable(status->text()));
        const QString damaged = m_dir.filePath(QStringLiteral("damaged"));
        QVERIFY(QDir().mkpath(damaged));
        QVERIFY(QFile::copy(m_run + QStringLiteral("/run.json"), damaged + QStringLiteral("/run.json")));
        QFile log(m_run + QStringLiteral("/metrics.jsonl"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = log.readAll().split('\n');
        lines[1] = lines[1].left(lines[1].size() / 2); // a process killed while writing it
        test::writeBytes(damaged + QStringLiteral("/metrics.jsonl"), lines.join('\n'));
        typeInto(folder, damaged);
        // Under the name of the run already there: the name is refused first.
        typeInto(name, QStringLiteral("cluster-run"));
        QVERIFY(addAndWait());
        QVERIFY2(status->text().contains(QStringLiteral("the project already has a run named 'cluster-run'")),
                 qPrintable(status->text()));
        typeInto(name, QString());
        QVERIFY(addAndWait());
        QVERIFY2(status->text().startsWith(QStringLiteral("Cannot add the run: ")),
                 qPrintable(status->text()));
        QVERIFY2(status->text().contains(QStringLiteral("line 2 of the metrics log")),
                 qPrintable(status->text()));
        QCOMPARE(readAloud(status), status->text());
        QCOMPARE(runs->rowCount(), 1);
        QCOMPARE(models.count(), modelsAfter);

        QCOMPARE(folderDigests(m_run), before); // the run folder was only read
        QTest::mouseClick(test::findWidget<QPushButton>(*dialog, "runImportClose"), Qt::LeftButton);
        QTRY_VERIFY(!dialog->isVisible());
    }
};

QTEST_MAIN(RunImportButtonTest)
#include "test_run_import_button.moc"
