#include "core/eval/mask_fill_cache.h"
#include "studio_test_steps.h"
#include "tests/support/cli_run.h"
#include "tests/support/event_loop_probe.h"
#include "tests/support/wait_limits.h"
#include "ui/compare/compare_page.h"
#include "ui/compare/curves_panel.h"
#include "ui/compare/downstream_panel.h"
#include "ui/compare/perplexity_panel.h"
#include "ui/i18n/language.h"
#include "ui/jobs/job_controller.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/bar_chart.h"
#include "ui/widgets/metric_plot.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace hw;
using namespace hw::ui;

class ComparePageTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QApplication::setOrganizationName(QStringLiteral("HeadwaterTest"));
        QVERIFY(applyLanguage(QStringLiteral("en"))); // as the studio starts: English plural forms
    }

    void masksAreFilledSideBySideAsTheCliFillsThem() {
        const QString first = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm");
        const QString second = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-pretraining-bin");
        const QString probe = QStringLiteral("the patient was given [MASK] for the infection.");
        MainWindow window;
        window.show();
        window.selectStep(WorkflowStep::Compare);
        auto* page = qobject_cast<ComparePage*>(window.page(WorkflowStep::Compare));
        QVERIFY(page && page->isVisible());
        QVERIFY(!page->fillMasks()); // no model yet: said, nothing started
        QVERIFY(test::findWidget<QLabel>(*page, "compareStatus")->text().contains(QStringLiteral("[MASK]")));
        page->modelPicker(0).addFolder(first);
        page->modelPicker(1).addFolder(second);
        QVERIFY(page->modelPicker(2).path().isEmpty());
        page->setProbes(probe + QStringLiteral("\nno mask in this line\n"));
        test::EventLoopProbe loop;
        loop.start();
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "fillMasks"), Qt::LeftButton);
        auto* table = test::findWidget<QTableWidget>(*page, "compareTable");
        QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 5, hw::test::kJobWaitMs);
        qInfo("largest event-loop gap during the mask-fill query: %.1f ms", loop.largestGapMs());
        QVERIFY2(loop.largestGapMs() < test::EventLoopProbe::allowedGapMs(250),
                 qPrintable(QString::number(loop.largestGapMs())));
        QCOMPARE(table->columnCount(), ComparePage::FirstModelColumn + 2);

        // The same predictions as `headwater-cli maskfill` (itself checked against transformers' fill-mask).
        QProcess cli;
        cli.start(QStringLiteral(HEADWATER_CLI_PATH),
                  {QStringLiteral("maskfill"), QStringLiteral("--model"), first, QStringLiteral("--model"),
                   second, QStringLiteral("--text"), probe, QStringLiteral("--top-k"), QStringLiteral("5"),
                   QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        const QJsonObject result =
            QJsonDocument::fromJson(cli.readAllStandardOutput().trimmed().split('\n').last()).object();
        const QJsonArray models = result.value(QLatin1String("models")).toArray();
        QCOMPARE(models.size(), 2);
        for (int m = 0; m < 2; ++m) {
            const QJsonArray predictions = models[m]
                                               .toObject()
                                               .value(QLatin1String("masks"))
                                               .toArray()[0]
                                               .toObject()
                                               .value(QLatin1String("predictions"))
                                               .toArray();
            for (int rank = 0; rank < 5; ++rank)
                QCOMPARE(table->item(rank, ComparePage::FirstModelColumn + m)->data(Qt::UserRole).toString(),
                         predictions[rank].toObject().value(QLatin1String("token")).toString());
        }
        QCOMPARE(table->item(0, ComparePage::TextColumn)->text(), probe);
        // A token both models have in their top 5 for the mask is bold in both columns; the others are not.
        QStringList tokens[2];
        for (int m = 0; m < 2; ++m)
            for (int rank = 0; rank < 5; ++rank)
                tokens[m]
                    << table->item(rank, ComparePage::FirstModelColumn + m)->data(Qt::UserRole).toString();
        for (int m = 0; m < 2; ++m)
            for (int rank = 0; rank < 5; ++rank)
                QCOMPARE(table->item(rank, ComparePage::FirstModelColumn + m)->font().bold(),
                         tokens[1 - m].contains(tokens[m][rank]));

        // The models stay loaded for the next sentence.
        QCOMPARE(page->loadedModels().size(), 2);

        // Every prediction exported as CSV; the sentence kept in the history; a probe file read in.
        QTemporaryDir tmp;
        QVERIFY(page->exportCsv(tmp.filePath(QStringLiteral("p.csv"))));
        QFile csv(tmp.filePath(QStringLiteral("p.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = csv.readAll().trimmed().split('\n');
        QCOMPARE(rows.size(), 1 + 2 * 5); // header, then 5 predictions of each model
        QVERIFY(rows.first().startsWith("text,"));
        QCOMPARE(page->history().count(), 1);
        QVERIFY(test::writeLines(tmp.filePath(QStringLiteral("probes.txt")), 2, [](int i) {
            return i ? QByteArray("a [MASK] b") : QByteArray("c [MASK] d");
        }));
        QVERIFY(page->loadProbeFile(tmp.filePath(QStringLiteral("probes.txt"))));
        QCOMPARE(test::findWidget<QPlainTextEdit>(*page, "compareProbes")->toPlainText(),
                 QStringLiteral("c [MASK] d\na [MASK] b"));
        page->history().activated(0);
        QCOMPARE(test::findWidget<QPlainTextEdit>(*page, "compareProbes")->toPlainText(), probe);
    }

    // A comparison the CLI fine-tuned into a project: the Downstream tab charts each model's metric with its
    // spread over seeds as error bars, says what the interval means, and sorts the per-label differences.
    void downstreamShowsErrorBarsAndTheInterval() {
        QTemporaryDir tmp;
        const QString project = tmp.filePath(QStringLiteral("cmp.hwproj"));
        QByteArray rows = "text,label\n";
        for (int i = 0; i < 150; ++i)
            rows += "note " + QByteArray::number(i) +
                    (i % 3 == 0   ? " fever cough"
                     : i % 3 == 1 ? " goal match"
                                  : " rate bank") +
                    "," +
                    (i % 3 == 0   ? "health"
                     : i % 3 == 1 ? "sports"
                                  : "economy") +
                    "\n";
        QFile file(tmp.filePath(QStringLiteral("topics.csv")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(rows);
        file.close();
        auto cli = [](const QStringList& arguments) { // stderr when it failed, nothing when it worked
            const test::CliRun run = test::runCli(arguments);
            return run.exitCode == 0 ? QByteArray() : run.err;
        };
        QCOMPARE(cli({"project", "create", project}), QByteArray());
        QCOMPARE(cli({"import-corpus", file.fileName(), "--label-field", "label", "--project", project,
                      "--name", "topics"}),
                 QByteArray());
        QCOMPARE(cli({"finetune",
                      "--model",
                      QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"),
                      "--model",
                      QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-pretraining-bin"),
                      "--name",
                      "base",
                      "--name",
                      "adapted",
                      "--project",
                      project,
                      "--labelled",
                      "topics",
                      "--epochs",
                      "1",
                      "--seeds",
                      "3",
                      "--max-length",
                      "16",
                      "--lr",
                      "1e-3",
                      "--bootstrap",
                      "200",
                      "--output",
                      tmp.filePath(QStringLiteral("compared"))}),
                 QByteArray());

        MainWindow window;
        window.show();
        QVERIFY(window.session().openProject(project).ok());
        window.selectStep(WorkflowStep::Compare);
        auto* page = qobject_cast<ComparePage*>(window.page(WorkflowStep::Compare));
        page->tabs().setCurrentIndex(1);
        DownstreamPanel& downstream = page->downstream();
        QCOMPARE(downstream.runChooser().currentText(), QStringLiteral("compared"));
        QCOMPARE(downstream.metricChooser().currentData().toString(), QStringLiteral("f1_macro"));
        BarChart& chart = downstream.metricChart();
        QCOMPARE(chart.labels(), (QStringList{QStringLiteral("base"), QStringLiteral("adapted")}));
        QCOMPARE(chart.errors().size(), 2);
        QVERIFY(chart.errors()[0] > 0 || chart.errors()[1] > 0); // three seeds do not agree to the last digit
        QVERIFY(chart.accessibleDescription().contains(QStringLiteral("±")));
        const QString verdict = test::findWidget<QLabel>(downstream, "downstreamVerdict")->text();
        QVERIFY2(verdict.contains(QStringLiteral("adapted − base")) &&
                     verdict.contains(QStringLiteral("95% interval")) &&
                     verdict.contains(QStringLiteral("zero")) && verdict.contains(QStringLiteral("3 seeds")),
                 qPrintable(verdict));
        // The caption says what the printed interval is, with the widening comparison.json applied, and the
        // share not better is the one comparison.json computed from that interval's distribution.
        QFile stored(
            QDir(tmp.filePath(QStringLiteral("compared"))).filePath(QStringLiteral("comparison.json")));
        QVERIFY(stored.open(QIODevice::ReadOnly));
        const QJsonObject bootstrap =
            QJsonDocument::fromJson(stored.readAll()).object().value(QStringLiteral("bootstrap")).toObject();
        const double widening = bootstrap.value(QStringLiteral("small_sample_widening")).toDouble();
        const double share = bootstrap.value(QStringLiteral("comparisons"))
                                 .toArray()
                                 .first()[QStringLiteral("share_not_better")]
                                 .toDouble();
        QVERIFY2(verdict.contains(
                     QStringLiteral("widened ×%1 to Student's t for 3 seeds").arg(widening, 0, 'f', 2)),
                 qPrintable(verdict));
        QVERIFY2(verdict.contains(QStringLiteral("; %1% of the widened resampled differences are not better")
                                      .arg(100 * share, 0, 'f', 1)),
                 qPrintable(verdict));
        QVERIFY(!verdict.contains(QStringLiteral("test set only")));
        BarChart& classes = downstream.classDifferenceChart();
        QCOMPARE(classes.labels().size(), 3);
        const QVector<double> differences = classes.values();
        QVERIFY(std::is_sorted(differences.rbegin(), differences.rend())); // largest gain on top
        downstream.metricChooser().setCurrentIndex(
            downstream.metricChooser().findData(QStringLiteral("accuracy")));
        QCOMPARE(chart.labels().size(), 2);

        // The fine-tuning run's curves, kept in the project: every model × seed for the chosen metric.
        page->tabs().setCurrentIndex(3);
        CurvesPanel& curves = page->curves();
        QCOMPARE(curves.runList().count(), 1);
        curves.runList().item(0)->setSelected(true);
        QCOMPARE(curves.metricChooser().itemText(0), QStringLiteral("loss"));
        QVERIFY(curves.metricChooser().findText(QStringLiteral("eval/f1_macro")) >= 0);
        QCOMPARE(curves.plot().seriesNames().size(), 6);
        QVERIFY(curves.plot().seriesNames().contains(QStringLiteral("compared · adapted/seed44")));
        QCOMPARE(curves.plot().pointCount(QStringLiteral("compared · base/seed42")), 1LL); // one epoch
    }

    // Perplexity of two models on a project corpus's validation split: the figures `evaluate` gives for the
    // same corpus, split and block length (the same masks), shown as a table and bars.
    void perplexityOfModelsOnAProjectCorpus() {
        QTemporaryDir tmp;
        const QString project = tmp.filePath(QStringLiteral("ppl.hwproj"));
        QVERIFY(test::writeLines(tmp.filePath(QStringLiteral("notes.txt")), 300, [](int i) {
            return "the patient in ward " + QByteArray::number(i % 11) + " was given antibiotics on day " +
                   QByteArray::number(i);
        }));
        auto cli = [](const QStringList& arguments) { return test::runCli(arguments).out; };
        cli({"project", "create", project});
        cli({"import-corpus", tmp.filePath(QStringLiteral("notes.txt")), "--project", project, "--name",
             "notes"});
        const QString first = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm");
        const QString second = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-pretraining-bin");

        MainWindow window;
        window.show();
        QVERIFY(window.session().openProject(project).ok());
        window.selectStep(WorkflowStep::Compare);
        auto* page = qobject_cast<ComparePage*>(window.page(WorkflowStep::Compare));
        page->tabs().setCurrentIndex(2);
        PerplexityPanel& panel = page->perplexity();
        panel.corpusPicker().selectName(QStringLiteral("notes"));
        panel.modelPicker(0).addFolder(first);
        panel.modelPicker(1).addFolder(second);
        test::findWidget<QSpinBox>(panel, "perplexitySeqLength")->setValue(32);
        QTest::mouseClick(test::findWidget<QPushButton>(panel, "measurePerplexity"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(panel.table().rowCount(), 2, hw::test::kJobWaitMs);
        QCOMPARE(panel.chart().labels(),
                 (QStringList{QStringLiteral("bert-mlm"), QStringLiteral("bert-pretraining-bin")}));

        const QJsonArray models =
            QJsonDocument::fromJson(
                cli({"evaluate", "--model", first, "--model", second, "--project", project, "--corpus",
                     "notes", "--split", "validation", "--seq-len", "32", "--json"})
                    .trimmed()
                    .split('\n')
                    .last())
                .object()
                .value("models")
                .toArray();
        QCOMPARE(models.size(), 2);
        for (int m = 0; m < 2; ++m)
            QCOMPARE(std::round(panel.chart().values()[m] * 1000) / 1000,
                     std::round(models[m].toObject().value("perplexity").toDouble() * 1000) / 1000);
        // One vocabulary: the same masked tokens, said so.
        auto* status = test::findWidget<QLabel>(panel, "perplexityStatus");
        QVERIFY2(status->text().contains(QStringLiteral("same masked tokens")), qPrintable(status->text()));
        QCOMPARE(panel.table().item(0, PerplexityPanel::TokensColumn)->text(),
                 panel.table().item(1, PerplexityPanel::TokensColumn)->text());

        // The same model with a vocabulary one token different (a re-fitted tokenizer, in miniature): other
        // masked tokens, and the tab no longer claims the figures compare.
        const QString refitted = tmp.filePath(QStringLiteral("refitted"));
        QVERIFY(QDir().mkpath(refitted));
        for (const QString& file : QDir(first).entryList(QDir::Files))
            QVERIFY(QFile::copy(QDir(first).filePath(file), QDir(refitted).filePath(file)));
        QFile vocab(QDir(refitted).filePath(QStringLiteral("vocab.txt")));
        QVERIFY(vocab.setPermissions(vocab.permissions() | QFileDevice::WriteOwner));
        QVERIFY(vocab.open(QIODevice::ReadOnly));
        const QByteArray words = vocab.readAll().replace("\npatient\n", "\npatientz\n");
        vocab.close();
        QVERIFY(vocab.open(QIODevice::WriteOnly | QIODevice::Truncate));
        vocab.write(words);
        vocab.close();
        panel.modelPicker(1).addFolder(refitted);
        QTest::mouseClick(test::findWidget<QPushButton>(panel, "measurePerplexity"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("do not share a tokenizer")),
                                 hw::test::kJobWaitMs);
        QVERIFY2(!status->text().contains(QStringLiteral("same masked tokens")) &&
                     status->text().contains(QStringLiteral("not comparable")),
                 qPrintable(status->text()));
        QVERIFY(panel.table().item(0, PerplexityPanel::TokensColumn)->text() !=
                panel.table().item(1, PerplexityPanel::TokensColumn)->text());
        qInfo("%s", qPrintable(status->text()));
        // The chart shows the figure that compares: bits per character (the table sorts its rows itself).
        for (int m = 0; m < 2; ++m) {
            const QList<QTableWidgetItem*> named =
                panel.table().findItems(panel.chart().labels()[m], Qt::MatchExactly);
            QCOMPARE(named.size(), 1);
            const double bits = panel.table()
                                    .item(named.first()->row(), PerplexityPanel::BitsPerCharacterColumn)
                                    ->data(Qt::DisplayRole)
                                    .toDouble();
            QVERIFY(bits > 0);
            QCOMPARE(std::round(panel.chart().values()[m] * 1e4) / 1e4, bits);
        }
        // `evaluate` says the same of the same models.
        const QByteArray said = cli({"evaluate", "--model", first, "--model", refitted, "--project", project,
                                     "--corpus", "notes", "--split", "validation", "--seq-len", "32"});
        QVERIFY2(said.contains("do not share a tokenizer") && said.contains("bits per character"),
                 said.constData());
    }
};

QTEST_MAIN(ComparePageTest)
#include "test_compare_page.moc"
