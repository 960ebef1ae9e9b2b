// The Fine-tune page: two models × two seeds on a project labelled set, as a user drives it; results read
// back from the project (also after a restart, and for a run the CLI made).
#include "core/train/finetune_settings.h"

#include "core/util/score_text.h"
#include "studio_test_steps.h"
#include "tests/support/cli_run.h"
#include "tests/support/event_loop_probe.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"
#include "ui/finetune/finetune_page.h"
#include "ui/finetune/finetune_results_panel.h"
#include "ui/finetune/finetune_setup_panel.h"
#include "ui/finetune/threshold_panel.h"
#include "ui/finetune/try_classifier_panel.h"
#include "ui/i18n/language.h"
#include "ui/jobs/job_controller.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/bar_chart.h"
#include "ui/widgets/confusion_matrix_view.h"
#include "ui/widgets/metric_plot.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace hw;
using namespace hw::ui;

namespace {

QByteArray labelledRow(int i) {
    static const char* topics[2][3] = {{"virus", "hospital", "vaccine"}, {"football", "league", "goal"}};
    const int label = (i * 7) % 2;
    return QByteArray("report ") + topics[label][i % 3] + " today " + QByteArray::number(i) + "," +
           (label ? "sports" : "health");
}

QString fixture(const char* name) {
    return QStringLiteral(HEADWATER_FIXTURES_DIR "/models/") + QLatin1String(name);
}

QString cell(QTableWidget& table, int row, int column) {
    return table.item(row, column) ? table.item(row, column)->text() : QString();
}

} // namespace

class FinetunePageTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() {
        QApplication::setOrganizationName(QStringLiteral("HeadwaterTest"));
        QVERIFY(applyLanguage(QStringLiteral("en"))); // as the studio starts: English plural forms
    }

    // A 0 that means "never" or "none" says so on both training pages, as the Project page's property list
    // does.
    void aZeroThatMeansNeverSaysSo() {
        MainWindow window;
        window.show();
        auto spinNamed = [&](WorkflowStep step, const QString& name) -> QAbstractSpinBox* {
            for (auto* box : window.page(step)->findChildren<QAbstractSpinBox*>())
                if (box->accessibleName() == name)
                    return box;
            return nullptr;
        };
        auto* patience =
            qobject_cast<QSpinBox*>(spinNamed(WorkflowStep::FineTune, "Early-stopping patience"));
        QVERIFY(patience);
        patience->setValue(0);
        QCOMPARE(patience->text(), QStringLiteral("never"));
        patience->setValue(2);
        QCOMPARE(patience->text(), QStringLiteral("2"));
        auto* pretrainPatience =
            qobject_cast<QSpinBox*>(spinNamed(WorkflowStep::Pretrain, "Early-stopping patience"));
        QVERIFY(pretrainPatience);
        pretrainPatience->setValue(0);
        QCOMPARE(pretrainPatience->text(), QStringLiteral("never"));
        auto* timeLimit = qobject_cast<QDoubleSpinBox*>(spinNamed(WorkflowStep::Pretrain, "Time limit"));
        QVERIFY(timeLimit);
        timeLimit->setValue(0);
        QCOMPARE(timeLimit->text(), QStringLiteral("none"));
    }

    // The page is no wider than a 1366x768 window: no horizontal scroll bar, the last controls not cut off
    // (the charts' titles and the legends used to make it wider).
    void thePageFitsALaptopScreen() {
        MainWindow window;
        window.resize(1366, 768);
        window.selectStep(WorkflowStep::FineTune);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* scroller =
            qobject_cast<QScrollArea*>(window.page(WorkflowStep::FineTune)->parentWidget()->parentWidget());
        QVERIFY(scroller);
        QTRY_VERIFY(scroller->viewport()->width() > 1000);
        QVERIFY(!scroller->horizontalScrollBar()->isVisible());
        QVERIFY(window.page(WorkflowStep::FineTune)->minimumSizeHint().width() <=
                scroller->viewport()->width());
    }

    void twoModelsOverTwoSeedsThenResultsFromTheProject() {
        QVERIFY(test::writeLines(m_dir.filePath(QStringLiteral("topics.csv")), 201,
                                 [](int i) { return i == 0 ? QByteArray("text,label") : labelledRow(i); }));
        const QString project = m_dir.filePath(QStringLiteral("ft.hwproj"));
        QStringList summaryRows;
        {
            MainWindow window;
            window.show();
            QVERIFY(window.session().createProject(project, QStringLiteral("ft")).ok());
            QVERIFY(test::importLabelledSetThroughPage(window, m_dir.filePath(QStringLiteral("topics.csv")),
                                                       {QStringLiteral("label")}, 1));
            window.selectStep(WorkflowStep::FineTune);
            auto* page = qobject_cast<FinetunePage*>(window.page(WorkflowStep::FineTune));
            QVERIFY(page && page->isVisible());

            // Nothing chosen yet: the problem is named in place and nothing starts.
            QVERIFY(!page->start());
            QVERIFY(test::findWidget<QLabel>(*page, "finetuneProblem")
                        ->text()
                        .contains(QStringLiteral("No model chosen")));

            page->setup().labelledSetPicker().selectName(QStringLiteral("topics"));
            QVERIFY(!test::findWidget<QLineEdit>(*page, "finetuneTrainFile")
                         ->isEnabled()); // the set brings its splits
            // A downloaded model imported through the picker becomes a model of the project.
            page->setup().modelPicker(0).importFolder(fixture("bert-mlm"));
            QCOMPARE(page->setup().modelPicker(0).artefactName(), QStringLiteral("bert-mlm"));
            page->setup().modelPicker(1).addFolder(fixture("bert-pretraining-bin"));
            test::findWidget<QSpinBox>(*page, "finetuneEpochs")->setValue(2);
            test::findWidget<QSpinBox>(*page, "finetuneSeeds")->setValue(2);
            test::findWidget<QSpinBox>(*page, "finetuneBatchSize")->setValue(8);
            test::findWidget<QSpinBox>(*page, "finetuneMaxLength")->setValue(32);
            test::findWidget<QDoubleSpinBox>(*page, "finetuneLr")->setValue(0.001);
            test::findWidget<QLineEdit>(*page, "finetuneRunName")->setText(QStringLiteral("studio-run"));
            test::EventLoopProbe probe;
            probe.start();
            QTest::mouseClick(test::findWidget<QPushButton>(*page, "startFinetuning"), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(test::findWidget<QPushButton>(*page, "startFinetuning")->isEnabled(),
                                     hw::test::kJobWaitMs);
            // The window kept answering while four runs trained on the worker thread.
            qInfo("largest event-loop gap while fine-tuning: %.1f ms", probe.largestGapMs());
            QVERIFY2(probe.largestGapMs() < test::EventLoopProbe::allowedGapMs(250),
                     qPrintable(QString::number(probe.largestGapMs())));
            QVERIFY2(test::findWidget<QLabel>(*page, "finetuneStatus")
                         ->text()
                         .startsWith(QStringLiteral("Finished")),
                     qPrintable(test::findWidget<QLabel>(*page, "finetuneStatus")->text()));

            // Every run (model × seed) is a series on both charts, one point per epoch.
            const QStringList runs{"bert-mlm/seed42", "bert-mlm/seed43", "bert-pretraining-bin/seed42",
                                   "bert-pretraining-bin/seed43"};
            QCOMPARE(page->f1Chart().seriesNames(), runs);
            QCOMPARE(page->lossChart().pointCount(QStringLiteral("bert-pretraining-bin/seed43")), 2LL);

            // Results: mean ± std per model, per-class scores, the confusion summed over seeds.
            FinetuneResultsPanel& results = page->results();
            QCOMPARE(results.runChooser().currentText(), QStringLiteral("studio-run"));
            QTableWidget& summary = results.summaryTable();
            QCOMPARE(summary.rowCount(), 2);
            QVERIFY2(cell(summary, 0, 0).startsWith(QStringLiteral("bert-mlm (2 seeds)")),
                     qPrintable(cell(summary, 0, 0)));
            QCOMPARE(summary.horizontalHeaderItem(1)->text(), QStringLiteral("macro-F1"));
            QVERIFY2(QRegularExpression(QStringLiteral("^[01]\\.\\d{3} ± [01]\\.\\d{3}$"))
                         .match(cell(summary, 1, 1))
                         .hasMatch(),
                     qPrintable(cell(summary, 1, 1)));
            for (int row = 0; row < 2; ++row)
                summaryRows << cell(summary, row, 1);
            const int testExamples = int(results.results().models.first().perClass[0].support +
                                         results.results().models.first().perClass[1].support);
            QVERIFY(testExamples >= 15);
            QTableWidget& classes = results.classTable();
            QCOMPARE(classes.rowCount(), 2);
            results.classFilter().setText(QStringLiteral("spo"));
            QVERIFY(!classes.isRowHidden(
                classes.findItems(QStringLiteral("sports"), Qt::MatchExactly).first()->row()));
            QVERIFY(classes.isRowHidden(
                classes.findItems(QStringLiteral("health"), Qt::MatchExactly).first()->row()));
            ConfusionMatrixView& confusion = results.confusion();
            QVERIFY(results.details().isTabEnabled(FinetuneResultsPanel::ConfusionTab));
            QCOMPARE(confusion.rowCount(), 2);
            double total = 0;
            for (int t = 0; t < 2; ++t)
                for (int p = 0; p < 2; ++p)
                    total += confusion.valueAt(t, p);
            QCOMPARE(int(total), 2 * testExamples); // two seeds, every test example once each
            results.rowNormalised().setChecked(true);
            QCOMPARE(confusion.valueAt(0, 0) + confusion.valueAt(0, 1), 1.0);
            QVERIFY(confusion.accessibleDescription().contains(QStringLiteral("rows true")));

            // Misclassified examples, seed by seed: together they are the confusion matrix's off-diagonal.
            results.rowNormalised().setChecked(false);
            const int wrongOverSeeds = int(confusion.valueAt(0, 1) + confusion.valueAt(1, 0));
            results.details().setCurrentIndex(FinetuneResultsPanel::ErrorsTab);
            auto* seeds = test::findWidget<QComboBox>(*page, "finetuneErrorSeed");
            QCOMPARE(seeds->count(), 2);
            int listed = 0;
            for (int seed = 0; seed < 2; ++seed) {
                seeds->setCurrentIndex(seed);
                QTableWidget& errors = results.errorTable();
                for (int row = 0; row < errors.rowCount(); ++row)
                    QVERIFY(errors.item(row, FinetuneResultsPanel::TruthColumn)->text() !=
                            errors.item(row, FinetuneResultsPanel::PredictedColumn)->text());
                listed += errors.rowCount();
                QVERIFY(test::findWidget<QLabel>(*page, "finetuneErrorCount")
                            ->text()
                            .endsWith(QStringLiteral("of %1 test examples wrong").arg(testExamples)));
            }
            QCOMPARE(listed, wrongOverSeeds);
            results.errorLabelChooser().setCurrentIndex(
                results.errorLabelChooser().findData(QStringLiteral("sports")));
            for (int row = 0; row < results.errorTable().rowCount(); ++row)
                QVERIFY(results.errorTable().item(row, FinetuneResultsPanel::TruthColumn)->text() ==
                            QLatin1String("sports") ||
                        results.errorTable().item(row, FinetuneResultsPanel::PredictedColumn)->text() ==
                            QLatin1String("sports"));

            // Try it: a typed text through both models, every label's probability, each model's choice
            // marked.
            results.details().setCurrentIndex(FinetuneResultsPanel::TryTab);
            results.tryPanel().setText(QStringLiteral("report football today 500"));
            QTest::mouseClick(test::findWidget<QPushButton>(results, "tryClassify"), Qt::LeftButton);
            QTRY_VERIFY2_WITH_TIMEOUT(results.tryPanel().chart(1).isVisible(),
                                      qPrintable(test::findWidget<QLabel>(results, "tryStatus")->text()),
                                      60000);
            for (int m = 0; m < 2; ++m) {
                BarChart& chart = results.tryPanel().chart(m);
                QCOMPARE(chart.values().size(), 2);
                QVERIFY(std::abs(chart.values()[0] + chart.values()[1] - 1.0) <
                        1e-5); // softmax over 2 labels
                QCOMPARE(chart.labels().filter(QStringLiteral("▶")).size(), 1);
            }
            QVERIFY(test::findWidget<QLabel>(results, "tryStatus")
                        ->text()
                        .contains(QStringLiteral("bert-mlm (seed 42)")));
        }

        // The same project fine-tuned from the CLI: its run appears in the page with the CLI's numbers.
        QProcess cli;
        cli.start(QStringLiteral(HEADWATER_CLI_PATH),
                  {"finetune", "--model", fixture("bert-mlm"), "--project", project, "--labelled", "topics",
                   "--epochs", "1", "--seeds", "2", "--max-length", "32", "--lr", "1e-3", "--output",
                   m_dir.filePath(QStringLiteral("cli-run")), "--json"});
        QVERIFY(cli.waitForFinished(hw::test::kJobWaitMs));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject cliResult =
            QJsonDocument::fromJson(cli.readAllStandardOutput().trimmed().split('\n').last()).object();
        const QJsonObject cliF1 = cliResult.value("models").toArray().first()["test"]["f1_macro"].toObject();

        // A restart: the studio's run and the CLI's are read back from the project.
        MainWindow again;
        again.show();
        QVERIFY(again.session().openProject(project).ok());
        again.selectStep(WorkflowStep::FineTune);
        auto* page = qobject_cast<FinetunePage*>(again.page(WorkflowStep::FineTune));
        FinetuneResultsPanel& results = page->results();
        QCOMPARE(results.runChooser().count(), 2);
        results.selectRun(QStringLiteral("studio-run"));
        for (int row = 0; row < 2; ++row)
            QCOMPARE(cell(results.summaryTable(), row, 1), summaryRows[row]);
        results.selectRun(QStringLiteral("cli-run"));
        QCOMPARE(results.summaryTable().rowCount(), 1);
        QCOMPARE(cell(results.summaryTable(), 0, 1),
                 scoreSpreadText(cliF1.value("mean").toDouble(), cliF1.value("std").toDouble()));
        // A constant guess is flagged exactly when a seed made one.
        bool constant = false;
        for (const QJsonValue& run : cliResult.value("models").toArray().first()["runs"].toArray())
            constant = constant || run["test"].toObject().contains("constant_prediction");
        QCOMPARE(test::findWidget<QLabel>(results, "finetuneResultNote")->text().contains("for every one of"),
                 constant);
    }

    // A classifier that gives every test text the same answer is flagged beside its metrics: here the texts
    // differ only past the 8 tokens the model reads, so whatever it learns it answers all of them alike.
    void aClassifierThatGivesEveryTextOneAnswerIsFlagged() {
        auto write = [&](const QString& name, int first) {
            QByteArray csv = "text,label\n";
            for (int i = first; i < first + 40; ++i)
                csv += "the same words every time and again and again " + QByteArray::number(i) + ',' +
                       (i % 2 ? "sport" : "weather") + '\n';
            test::writeBytes(m_dir.filePath(name), csv);
            return m_dir.filePath(name);
        };
        const QString train = write(QStringLiteral("same-train.csv"), 0);
        const QString testSet = write(QStringLiteral("same-test.csv"), 100);
        const QString project = m_dir.filePath(QStringLiteral("same.hwproj"));
        QProcess create;
        create.start(QStringLiteral(HEADWATER_CLI_PATH), {"project", "create", project});
        QVERIFY(create.waitForFinished(hw::test::kJobWaitMs));
        QCOMPARE(create.exitCode(), 0);
        QProcess cli;
        cli.start(QStringLiteral(HEADWATER_CLI_PATH),
                  {"finetune", "--model", fixture("bert-mlm"), "--project", project, "--train", train,
                   "--test", testSet, "--epochs", "1", "--seeds", "1", "--max-length", "8", "--output",
                   m_dir.filePath(QStringLiteral("same-run")), "--json"});
        QVERIFY(cli.waitForFinished(hw::test::kJobWaitMs));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        const QJsonObject result =
            QJsonDocument::fromJson(cli.readAllStandardOutput().trimmed().split('\n').last()).object();
        const QJsonArray constant = result.value("models")
                                        .toArray()
                                        .first()["runs"][0]["test"]
                                        .toObject()
                                        .value("constant_prediction")
                                        .toArray();
        QCOMPARE(constant.size(), 1);

        MainWindow window;
        window.show();
        QVERIFY(window.session().openProject(project).ok());
        window.selectStep(WorkflowStep::FineTune);
        FinetuneResultsPanel& results =
            qobject_cast<FinetunePage*>(window.page(WorkflowStep::FineTune))->results();
        results.selectRun(QStringLiteral("same-run"));
        const QString note = test::findWidget<QLabel>(results, "finetuneResultNote")->text();
        QVERIFY2(
            note.contains(QStringLiteral("seed 42: it predicts “%1” for every one of the 40 test examples")
                              .arg(constant.first().toString())),
            qPrintable(note));
    }

    // A multi-label run: moving a threshold changes the validation metrics shown; the saved thresholds are
    // the ones a later evaluation decides with.
    // A run refused by core's fine-tuning job reads in Korean and names the setting by its label on the page,
    // that field focused: a batch whose memory no machine has.
    void aRefusedRunIsExplainedInKoreanByTheFieldsLabel() {
        QVERIFY(test::writeLines(m_dir.filePath(QStringLiteral("korean.csv")), 41,
                                 [](int i) { return i == 0 ? QByteArray("text,label") : labelledRow(i); }));
        QVERIFY(applyLanguage(QStringLiteral("ko")));
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            QVERIFY(
                window.session()
                    .createProject(m_dir.filePath(QStringLiteral("korean.hwproj")), QStringLiteral("korean"))
                    .ok());
            QVERIFY(test::importLabelledSetThroughPage(window, m_dir.filePath(QStringLiteral("korean.csv")),
                                                       {QStringLiteral("label")}, 1));
            window.selectStep(WorkflowStep::FineTune);
            auto* page = qobject_cast<FinetunePage*>(window.page(WorkflowStep::FineTune));
            const QStringList problems =
                test::tableFieldProblems(*page, finetuneSettings(), QStringLiteral("finetune"));
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
            page->setup().labelledSetPicker().selectName(QStringLiteral("korean"));
            // The fixture with room for 8192 positions (its config alone: the memory check reads nothing
            // else).
            const QString longModel = m_dir.filePath(QStringLiteral("long-positions"));
            QVERIFY(QDir().mkpath(longModel));
            for (const QString& name : QDir(fixture("bert-mlm")).entryList(QDir::Files))
                QVERIFY(
                    QFile::copy(QDir(fixture("bert-mlm")).filePath(name), QDir(longModel).filePath(name)));
            QFile config(QDir(longModel).filePath(QStringLiteral("config.json")));
            QVERIFY(config.open(QIODevice::ReadWrite));
            QJsonObject json = QJsonDocument::fromJson(config.readAll()).object();
            json.insert(QStringLiteral("max_position_embeddings"), 8192);
            QVERIFY(config.resize(0));
            config.write(QJsonDocument(json).toJson());
            config.close();
            page->setup().modelPicker(0).addFolder(longModel);
            auto* batch = test::findWidget<QSpinBox>(*page, "finetuneBatchSize");
            batch->setValue(1024);
            test::findWidget<QSpinBox>(*page, "finetuneMaxLength")->setValue(8192);
            test::findWidget<QSpinBox>(*page, "finetuneSeeds")->setValue(1);
            test::findWidget<QLineEdit>(*page, "finetuneRunName")->setText(QStringLiteral("too-large"));
            auto* start = test::findWidget<QPushButton>(*page, "startFinetuning");
            QTest::mouseClick(start, Qt::LeftButton);
            auto* status = test::findWidget<QLabel>(*page, "finetuneStatus");
            QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled() && status->text().contains(test::fieldLabel(*batch)),
                                     60000);
            qInfo("refused by the job: %s", qPrintable(status->text()));
            QVERIFY2(test::readsAsKorean(status->text(),
                                         {QStringLiteral("the run needs"), QStringLiteral("lower"),
                                          QStringLiteral("--batch-size"), QStringLiteral("--max-length")}),
                     qPrintable(status->text()));
            QCOMPARE(QApplication::focusWidget(), batch);
        }
        QVERIFY(applyLanguage(QStringLiteral("en")));
    }

    void multiLabelThresholdsAreTriedAndSaved() {
        QTemporaryDir tmp;
        const QString project = tmp.filePath(QStringLiteral("ml.hwproj"));
        QVERIFY(test::writeLines(tmp.filePath(QStringLiteral("moods.tsv")), 241, [](int i) {
            if (i == 0)
                return QByteArray("text\tlabels");
            const char* labels[] = {"joy", "anger", "joy,relief", "sadness,anger"};
            return "day " + QByteArray::number(i) + (i % 4 < 2 ? " bright sun" : " grey rain") + "\t" +
                   labels[i % 4];
        }));
        auto cli = [](const QStringList& arguments) { // stderr when it failed, nothing when it worked
            const test::CliRun run = test::runCli(arguments);
            return run.exitCode == 0 ? QByteArray() : run.err;
        };
        QCOMPARE(cli({"project", "create", project}), QByteArray());
        QCOMPARE(cli({"import-corpus", tmp.filePath(QStringLiteral("moods.tsv")), "--label-field", "labels",
                      "--multi-label", "--project", project, "--name", "moods"}),
                 QByteArray());
        QCOMPARE(cli({"finetune", "--model", fixture("bert-mlm"), "--project", project, "--labelled", "moods",
                      "--epochs", "2", "--max-length", "16", "--lr", "1e-3", "--output",
                      tmp.filePath(QStringLiteral("ml"))}),
                 QByteArray());

        MainWindow window;
        window.show();
        QVERIFY(window.session().openProject(project).ok());
        window.selectStep(WorkflowStep::FineTune);
        FinetuneResultsPanel& results =
            qobject_cast<FinetunePage*>(window.page(WorkflowStep::FineTune))->results();
        QVERIFY(results.details().isTabEnabled(FinetuneResultsPanel::ThresholdsTab));
        QVERIFY(!results.details().isTabEnabled(FinetuneResultsPanel::ConfusionTab));
        results.details().setCurrentIndex(FinetuneResultsPanel::ThresholdsTab);
        ThresholdPanel& thresholds = results.thresholdPanel();
        QCOMPARE(thresholds.slider(0).accessibleName(),
                 QStringLiteral("Threshold of %1").arg(results.results().models[0].labels[0]));
        const double tunedMacroF1 = thresholds.metrics().macroF1;
        const double tunedSubset = thresholds.metrics().accuracy;
        thresholds.allSlider().setValue(99); // every label at 0.99: hardly anything predicted
        QCOMPARE(thresholds.thresholds(), QVector<double>(4, 0.99));
        QVERIFY(tunedMacroF1 > 0);
        QVERIFY(thresholds.metrics().macroF1 != tunedMacroF1 || thresholds.metrics().accuracy != tunedSubset);
        auto* summary = test::findWidget<QLabel>(thresholds, "thresholdSummary");
        QVERIFY(summary->text().contains(scoreText(thresholds.metrics().macroF1)));
        QTest::mouseClick(test::findWidget<QPushButton>(thresholds, "saveThresholds"), Qt::LeftButton);

        // The evaluation reads them: a label is predicted exactly when its probability reaches 0.99.
        const QString model = results.results().models[0].seedModels[0];
        QCOMPARE(cli({"evaluate", "--model", model, "--project", project, "--labelled", "moods",
                      "--predictions", tmp.filePath(QStringLiteral("p.jsonl"))}),
                 QByteArray());
        QFile predictions(tmp.filePath(QStringLiteral("p.jsonl")));
        QVERIFY(predictions.open(QIODevice::ReadOnly));
        const QStringList labels = results.results().models[0].labels;
        int lines = 0;
        for (const QByteArray& line : predictions.readAll().trimmed().split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            const QJsonArray probabilities = o.value("probabilities").toArray();
            const QJsonArray predicted = o.value("predicted").toArray();
            for (int l = 0; l < labels.size(); ++l)
                QCOMPARE(predicted.contains(labels[l]), probabilities[l].toDouble() >= 0.99);
            ++lines;
        }
        QVERIFY(lines >= 20);
    }
};

QTEST_MAIN(FinetunePageTest)
#include "test_finetune_page.moc"
