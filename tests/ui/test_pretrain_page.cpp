#include "core/model_io/pretraining_record.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/project/run_store.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/train/pretrain_settings.h"
#include "studio_test_steps.h"
#include "tests/support/event_loop_probe.h"
#include "tests/support/file_helpers.h"
#include "tests/support/hub_cache_layout.h"
#include "tests/support/wait_limits.h"
#include "ui/corpus/corpus_import_panel.h"
#include "ui/corpus/corpus_list_panel.h"
#include "ui/corpus/corpus_page.h"
#include "ui/dialogs/new_model_dialog.h"
#include "ui/i18n/language.h"
#include "ui/jobs/job_controller.h"
#include "ui/main/main_window.h"
#include "ui/pretrain/mask_fill_watch_panel.h"
#include "ui/pretrain/pretrain_estimate_panel.h"
#include "ui/pretrain/pretrain_page.h"
#include "ui/pretrain/pretrain_setup_panel.h"
#include "ui/pretrain/run_checkpoints_panel.h"
#include "ui/pretrain/tokenizer_fit_panel.h"
#include "ui/project/project_session.h"
#include "ui/widgets/artefact_checklist.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/metric_plot.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace hw::ui;

class PretrainPageTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterTest")); }

    void startWatchPauseResumeAndFinishARun() {
        MainWindow window;
        window.show();
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("dapt.hwproj")), QStringLiteral("dapt"))
                    .ok());
        const QString file = m_dir.filePath(QStringLiteral("finance.txt"));
        QVERIFY(test::writeLines(file, 600, [](int i) {
            return "the central bank raised interest rates as inflation stayed above the target in quarter " +
                   QByteArray::number(i);
        }));
        QVERIFY(test::importCorpusThroughPage(window, file, 1));
        // General-domain text for the forgetting watch.
        const QString general = m_dir.filePath(QStringLiteral("general.txt"));
        QVERIFY(test::writeLines(general, 200, [](int i) {
            return "the children played football in the park after school on day " + QByteArray::number(i);
        }));
        QVERIFY(test::importCorpusThroughPage(window, general, 2));

        window.selectStep(WorkflowStep::Pretrain);
        auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        QVERIFY(page && page->isVisible());
        page->setup().modelPicker().addFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        QTRY_COMPARE(page->setup().corpusPicker().artefactName(), QStringLiteral("finance"));
        auto* generalPicker = test::findWidget<ArtefactPicker>(*page, "pretrainGeneralCorpus");
        QCOMPARE(generalPicker->currentIndex(), 0); // none unless chosen
        generalPicker->selectName(QStringLiteral("general"));
        test::findWidget<QSpinBox>(*page, "pretrainSeqLen")->setValue(32);
        test::findWidget<QSpinBox>(*page, "pretrainBatchSize")->setValue(4);
        test::findWidget<QSpinBox>(*page, "pretrainWarmup")->setValue(5);
        test::findWidget<QSpinBox>(*page, "pretrainMaxSteps")->setValue(400);
        test::findWidget<QSpinBox>(*page, "pretrainEvalEvery")->setValue(100);
        test::findWidget<QSpinBox>(*page, "pretrainSaveEvery")->setValue(200);
        test::findWidget<QPlainTextEdit>(*page, "pretrainWatchSentences")
            ->setPlainText(
                QStringLiteral("the central bank raised [MASK] rates\n\nas [MASK] stayed above the target"));

        test::EventLoopProbe probe;
        probe.start();
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "startPretraining"), Qt::LeftButton);
        QVERIFY(page->activeJob() != 0);
        MetricPlot& loss = page->chart(PretrainPage::LossChart);
        const QString trainingLoss = QStringLiteral("finance-mlm · training loss");
        QTRY_VERIFY_WITH_TIMEOUT(loss.pointCount(trainingLoss) >= 20, hw::test::kJobWaitMs);
        // The status line: steps, rate, elapsed and ETA, the epoch (the corpus size is estimated) and memory.
        QTRY_VERIFY(test::findWidget<QLabel>(*page, "pretrainStatus")
                        ->text()
                        .contains(QStringLiteral(" · epoch 0.")));
        QVERIFY(
            test::findWidget<QLabel>(*page, "pretrainStatus")->text().contains(QStringLiteral(" · memory ")));

        // Pause: the run holds at a step boundary and no step advances.
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "pausePretraining"), Qt::LeftButton);
        QTRY_VERIFY(test::findWidget<QPushButton>(*page, "resumePretraining")->isEnabled());
        // Every step taken before the pause reaches the chart (one training-loss point per step).
        const std::optional<JobSnapshot> paused = window.jobs().snapshot(page->activeJob());
        QVERIFY(paused && paused->state == JobState::Paused);
        const qint64 heldAt = qint64(paused->progress.done);
        QTRY_COMPARE(loss.pointCount(trainingLoss), heldAt);
        // Time passes on purpose: a paused run must take no step within it.
        QTest::qWait(1000);
        QCOMPARE(loss.pointCount(trainingLoss), heldAt);
        QVERIFY(heldAt < 400);
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "resumePretraining"), Qt::LeftButton);

        QTRY_VERIFY_WITH_TIMEOUT(test::findWidget<QPushButton>(*page, "startPretraining")->isEnabled(),
                                 hw::test::kJobWaitMs);
        qInfo("largest event-loop gap while training and plotting: %.1f ms", probe.largestGapMs());
        QVERIFY2(probe.largestGapMs() < test::EventLoopProbe::allowedGapMs(250),
                 qPrintable(QString::number(probe.largestGapMs())));
        QVERIFY2(
            test::findWidget<QLabel>(*page, "pretrainStatus")->text().contains(QStringLiteral("finished")),
            qPrintable(test::findWidget<QLabel>(*page, "pretrainStatus")->text()));
        QTRY_COMPARE(loss.pointCount(trainingLoss), 400LL);
        QTRY_COMPARE(loss.pointCount(QStringLiteral("finance-mlm · validation loss")), 4LL);
        QTRY_COMPARE(page->chart(PretrainPage::PerplexityChart)
                         .pointCount(QStringLiteral("finance-mlm · eval/perplexity")),
                     4LL);
        // The forgetting watch beside it: the general text scored by the starting model (step 0) and at the
        // same four evaluations.
        QTRY_COMPARE(page->chart(PretrainPage::PerplexityChart)
                         .pointCount(QStringLiteral("finance-mlm · general-domain perplexity")),
                     5LL);
        QVERIFY(page->chart(PretrainPage::LearningRateChart).pointCount(QStringLiteral("finance-mlm · lr")) ==
                400);

        // The run is in the project with its curves, and its model with where it came from.
        auto* runs = test::findWidget<QTableWidget>(*page, "pretrainRuns");
        QCOMPARE(runs->rowCount(), 1);
        QCOMPARE(runs->item(0, PretrainPage::RunStatusColumn)->text(), QStringLiteral("finished"));
        // What the run was, how far it got and its best validation loss, read from the project.
        QCOMPARE(runs->item(0, PretrainPage::RunModelColumn)->text(), QStringLiteral("bert-mlm"));
        QCOMPARE(runs->item(0, PretrainPage::RunCorporaColumn)->text(), QStringLiteral("finance"));
        QCOMPARE(runs->item(0, PretrainPage::RunObjectiveColumn)->text(), QStringLiteral("mlm"));
        QCOMPARE(runs->item(0, PretrainPage::RunStepsColumn)->text(), QStringLiteral("400 of 400"));
        const Expected<QVector<std::pair<qint64, double>>> recordedEval =
            runMetric(window.session().current()->database(),
                      runs->item(0, 0)->data(Qt::UserRole).toLongLong(), QStringLiteral("eval/loss"));
        std::vector<double> evalLosses;
        for (const auto& [step, value] : recordedEval.value())
            evalLosses.push_back(value);
        QCOMPARE(evalLosses.size(), size_t(4));
        QCOMPARE(runs->item(0, PretrainPage::RunBestLossColumn)->text(),
                 QLocale().toString(*std::min_element(evalLosses.begin(), evalLosses.end()), 'f', 4));
        QVERIFY(runs->item(0, PretrainPage::RunDurationColumn)->text() != QStringLiteral("—"));
        ProjectStore& store = *window.session().current();
        Expected<Artefact> model =
            findArtefact(store.database(), ArtefactKind::Model, QStringLiteral("finance-mlm"));
        QVERIFY2(model.ok(), qPrintable(model.error().toString()));
        QCOMPARE(artefactLineage(store.database(), model->id)->last().name, QStringLiteral("finance"));
        QVERIFY(QFile::exists(store.resolvePath(model->path) + QStringLiteral("/model.safetensors")));
        // The model remembers its pretraining (the fixture base has no record: this run's 400 steps).
        const std::optional<PretrainingRecord> record = readPretrainingRecord(store.resolvePath(model->path));
        QVERIFY(record.has_value());
        QCOMPARE(record->steps, 400LL);
        QCOMPARE(record->tokens, 400LL * 4 * 32);

        // The watched sentences' guesses of the starting model (step 0) and at each of the four evaluations,
        // the newest shown first.
        page->views().setCurrentIndex(1);
        MaskFillWatchPanel& watch = page->watch();
        QTRY_COMPARE(watch.steps(), (QList<qint64>{0, 100, 200, 300, 400}));
        auto* step = test::findWidget<QLabel>(watch, "watchStep");
        QCOMPARE(step->text(), QStringLiteral("Step 400 (evaluation 5 of 5)"));
        QCOMPARE(watch.table().rowCount(), 2);
        QCOMPARE(watch.table().item(0, MaskFillWatchPanel::SentenceColumn)->text(),
                 QStringLiteral("the central bank raised [MASK] rates"));
        const QString last = watch.table().item(0, MaskFillWatchPanel::GuessesColumn)->text();
        QCOMPARE(last.count(QStringLiteral(" · ")), 4); // five guesses, each with its probability
        // Back to the start of the slider, the starting model: its guesses, beside themselves.
        test::findWidget<QSlider>(watch, "watchStepSlider")->setValue(0);
        QCOMPARE(step->text(), QStringLiteral("Step 0 (evaluation 1 of 5)"));
        QCOMPARE(watch.table().item(0, MaskFillWatchPanel::GuessesColumn)->text(),
                 watch.table().item(0, MaskFillWatchPanel::FirstGuessesColumn)->text());
        QVERIFY(watch.table().item(0, MaskFillWatchPanel::GuessesColumn)->text() != last);

        // Selecting the finished run draws its curves from the project, also against the tokens it had seen.
        runs->selectRow(0);
        QCOMPARE(loss.pointCount(QStringLiteral("finance-mlm · training loss")), 400LL);
        loss.setXAxis(MetricPlot::XAxis::TokensSeen);
        QTRY_COMPARE(loss.xValues(QStringLiteral("finance-mlm · training loss")).size(), 400);
        QCOMPARE(loss.xValues(QStringLiteral("finance-mlm · training loss")).last(), 400.0 * 4 * 32);
        QCOMPARE(loss.xValues(QStringLiteral("finance-mlm · training loss")).first(), 4.0 * 32);
    }

    // ELECTRA's generator options are offered with ELECTRA only; a generator model makes the size moot.
    void electraGeneratorOptionsFollowTheObjective() {
        MainWindow window;
        window.show();
        QVERIFY(
            window.session()
                .createProject(m_dir.filePath(QStringLiteral("electra.hwproj")), QStringLiteral("electra"))
                .ok());
        const QString file = m_dir.filePath(QStringLiteral("news.txt"));
        QVERIFY(test::writeLines(file, 50,
                                 [](int i) { return "markets rallied on day " + QByteArray::number(i); }));
        QVERIFY(test::importCorpusThroughPage(window, file, 1));
        const QString more = m_dir.filePath(QStringLiteral("filings.txt"));
        QVERIFY(test::writeLines(more, 50,
                                 [](int i) { return "the filing was due on day " + QByteArray::number(i); }));
        QVERIFY(test::importCorpusThroughPage(window, more, 2));
        window.selectStep(WorkflowStep::Pretrain);
        auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        auto* objective = test::findWidget<QComboBox>(*page, "pretrainObjective");
        auto* generator = test::findWidget<ArtefactPicker>(*page, "pretrainGenerator");
        auto* size = test::findWidget<QDoubleSpinBox>(*page, "pretrainGeneratorSize");
        const auto offered = [objective](const char* name) {
            const auto* items = qobject_cast<QStandardItemModel*>(objective->model());
            return items->item(objective->findData(QLatin1String(name)))->isEnabled();
        };
        // A BERT model: MLM, the generator options off, ELECTRA greyed out with the reason.
        page->setup().modelPicker().addFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        QCOMPARE(objective->currentData().toString(), QStringLiteral("mlm"));
        QVERIFY(!generator->isEnabled() && !size->isEnabled());
        QVERIFY(offered("mlm") && offered("wwm") && !offered("electra"));
        QVERIFY(objective->itemData(objective->findData(QStringLiteral("electra")), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("needs an ELECTRA model")));
        // An ELECTRA discriminator has no masked-LM head: the choice moves to ELECTRA.
        page->setup().modelPicker().addFolder(
            QStringLiteral(HEADWATER_FIXTURES_DIR "/models/electra-discriminator"));
        QVERIFY(!offered("mlm") && !offered("wwm") && offered("electra"));
        QCOMPARE(objective->currentData().toString(), QStringLiteral("electra"));
        QVERIFY(generator->isEnabled() && size->isEnabled());
        size->setValue(0.5);
        Expected<PretrainSpec> spec = page->setup().spec();
        QVERIFY2(spec.ok(), qPrintable(spec.error().toString()));
        QCOMPARE(spec->objective, PretrainObjective::Electra);
        QVERIFY(spec->generatorDirectory.isEmpty());
        QCOMPARE(spec->generatorSizeFraction, 0.5);
        QCOMPARE(spec->earlyStoppingPatience, 0); // never, unless set
        QCOMPARE(spec->timeLimitSeconds, 0.0);
        test::findWidget<QSpinBox>(*page, "pretrainPatience")->setValue(3);
        test::findWidget<QDoubleSpinBox>(*page, "pretrainTimeLimit")->setValue(90);
        QCOMPARE(page->setup().spec()->earlyStoppingPatience, 3);
        QCOMPARE(page->setup().spec()->timeLimitSeconds, 5400.0);

        // Several corpora: the first chosen, others ticked (the first is not offered again).
        QCOMPARE(page->setup().corpusPicker().artefactName(), QStringLiteral("news"));
        auto* others = test::findWidget<ArtefactChecklist>(*page, "pretrainMoreCorpora");
        QCOMPARE(others->count(), 1);
        others->setChecked(QStringLiteral("filings"), true);
        QCOMPARE(page->setup().spec()->source.corpusNames,
                 (QStringList{QStringLiteral("news"), QStringLiteral("filings")}));
        // A length in epochs instead of steps.
        auto* epochs = test::findWidget<QDoubleSpinBox>(*page, "pretrainEpochs");
        epochs->setValue(2.5);
        QVERIFY(!test::findWidget<QSpinBox>(*page, "pretrainMaxSteps")->isEnabled());
        QCOMPARE(page->setup().spec()->maxEpochs, 2.5);
        const QString published = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/electra-generator");
        generator->addFolder(published);
        QVERIFY(!size->isEnabled());
        QCOMPARE(page->setup().spec()->generatorDirectory, published);
        // Back to a BERT model: ELECTRA no longer fits, so MLM again, without a generator.
        page->setup().modelPicker().addFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        QCOMPARE(objective->currentData().toString(), QStringLiteral("mlm"));
        QVERIFY(!generator->isEnabled());
        QVERIFY(page->setup().spec()->generatorDirectory.isEmpty());
    }

    // A refused run reads in the interface's language and names the setting by its label on the page, with
    // that field focused: a setting refused by the page before the start, and one refused by core's job.
    void aRefusedRunIsExplainedInKoreanByTheFieldsLabel() {
        QVERIFY(applyLanguage(QStringLiteral("ko")));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        // Every setting of the pretraining table is a field of the page, labelled and bounded by the table.
        const QStringList problems = test::tableFieldProblems(*window.page(WorkflowStep::Pretrain),
                                                              pretrainSettings(), QStringLiteral("pretrain"));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("korean.hwproj")), QStringLiteral("korean"))
                    .ok());
        const QString file = m_dir.filePath(QStringLiteral("korean.txt"));
        QVERIFY(test::writeLines(file, 300, [](int i) {
            return "the central bank raised interest rates on day " + QByteArray::number(i);
        }));
        QVERIFY(test::importCorpusThroughPage(window, file, 1));
        window.selectStep(WorkflowStep::Pretrain);
        auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        page->setup().modelPicker().addFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        QTRY_COMPARE(page->setup().corpusPicker().artefactName(), QStringLiteral("korean"));
        auto* status = test::findWidget<QLabel>(*page, "pretrainStatus");
        auto* start = test::findWidget<QPushButton>(*page, "startPretraining");

        // Refused by the page: the warm-up is as long as the run.
        auto* warmup = test::findWidget<QSpinBox>(*page, "pretrainWarmup");
        test::findWidget<QSpinBox>(*page, "pretrainMaxSteps")->setValue(10);
        warmup->setValue(10);
        QTest::mouseClick(start, Qt::LeftButton);
        qInfo("refused by the page: %s", qPrintable(status->text()));
        QVERIFY2(status->text().contains(test::fieldLabel(*warmup)), qPrintable(status->text()));
        QVERIFY2(test::readsAsKorean(status->text(), {QStringLiteral("warm-up"), QStringLiteral("--warmup")}),
                 qPrintable(status->text()));
        QCOMPARE(QApplication::focusWidget(), warmup);

        // Refused by core's pretraining job: a sequence longer than the model's 64 positions.
        warmup->setValue(0);
        test::findWidget<QSpinBox>(*page, "pretrainEvalEvery")->setValue(0);
        auto* length = test::findWidget<QSpinBox>(*page, "pretrainSeqLen");
        length->setValue(100);
        test::findWidget<QSpinBox>(*page, "pretrainBatchSize")->setValue(2);
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(page->activeJob() != 0);
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled() && status->text().contains(test::fieldLabel(*length)),
                                 60000);
        qInfo("refused by the job: %s", qPrintable(status->text()));
        QVERIFY2(test::readsAsKorean(status->text(),
                                     {QStringLiteral("exceeds"), QStringLiteral("positions"),
                                      QStringLiteral("--seq-len"), QStringLiteral("give at most")}),
                 qPrintable(status->text()));
        QVERIFY2(status->text().contains(QStringLiteral("64")), qPrintable(status->text()));
        QCOMPARE(QApplication::focusWidget(), length);
        QVERIFY(applyLanguage(QStringLiteral("en")));
    }

    // The estimate follows the settings: tokens per step, steps per epoch from the corpus, memory against the
    // machine's with a warning when it will not fit, and the time once a short speed probe has run.
    void estimateFollowsTheSettings() {
        MainWindow window;
        window.show();
        QVERIFY(
            window.session()
                .createProject(m_dir.filePath(QStringLiteral("estimate.hwproj")), QStringLiteral("estimate"))
                .ok());
        const QString file = m_dir.filePath(QStringLiteral("weather.txt"));
        QVERIFY(test::writeLines(file, 300, [](int i) {
            return "heavy rain is expected in the north on day " + QByteArray::number(i);
        }));
        QVERIFY(test::importCorpusThroughPage(window, file, 1));
        window.selectStep(WorkflowStep::Pretrain);
        auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        const QString model = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm");
        page->setup().modelPicker().addFolder(model);
        test::findWidget<QSpinBox>(*page, "pretrainSeqLen")->setValue(32);
        test::findWidget<QSpinBox>(*page, "pretrainBatchSize")->setValue(4);
        test::findWidget<QSpinBox>(*page, "pretrainMaxSteps")->setValue(100);
        PretrainEstimatePanel& estimate = page->estimate();
        QTRY_VERIFY(!estimate.isReading() && estimate.estimate().stepsPerEpoch > 0);
        QCOMPARE(estimate.estimate().tokensPerStep, 128LL);
        QCOMPARE(estimate.estimate().parameters,
                 estimatedParameterCount(readModelConfig(model + QStringLiteral("/config.json")).value()));
        QVERIFY(estimate.deviceMemoryBytes() > 0);
        QVERIFY(estimate.fits());
        auto* text = test::findWidget<QLabel>(*page, "pretrainEstimate");
        QVERIFY2(text->text().contains(QStringLiteral("128 tokens per step")), qPrintable(text->text()));
        QVERIFY(text->text().contains(QStringLiteral("Measure speed")));
        auto* warning = test::findWidget<QLabel>(*page, "pretrainEstimateWarning");
        QVERIFY(warning->isHidden());

        // Far too large a batch: the warning says what to lower.
        test::findWidget<QSpinBox>(*page, "pretrainBatchSize")->setValue(4096);
        test::findWidget<QSpinBox>(*page, "pretrainSeqLen")->setValue(8192);
        QVERIFY(!estimate.fits());
        QVERIFY(!warning->isHidden());
        QVERIFY(warning->text().contains(QStringLiteral("lower the batch size")));
        test::findWidget<QSpinBox>(*page, "pretrainBatchSize")->setValue(4);
        test::findWidget<QSpinBox>(*page, "pretrainSeqLen")->setValue(32);
        QVERIFY(estimate.fits());

        QTest::mouseClick(test::findWidget<QPushButton>(*page, "measureSpeed"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(estimate.estimate().seconds > 0, hw::test::kJobWaitMs);
        QVERIFY2(text->text().contains(QStringLiteral("tokens per second measured")),
                 qPrintable(text->text()));
        // Another batch size is another speed: measured again on request.
        test::findWidget<QSpinBox>(*page, "pretrainBatchSize")->setValue(8);
        QCOMPARE(estimate.estimate().seconds, 0.0);
    }

    // A tokenizer other than the model's: the vocabularies compared, the run refused until the model is
    // re-fitted to it, then the re-fitted model (in the project) is the base model.
    void aProjectTokenizerIsFittedBeforeTheRun() {
        MainWindow window;
        window.show();
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("fit.hwproj")), QStringLiteral("fit"))
                    .ok());
        const QString file = m_dir.filePath(QStringLiteral("pharma.txt"));
        QVERIFY(test::writeLines(
            file, 50, [](int i) { return "the patient took amoxicillin " + QByteArray::number(i); }));
        QVERIFY(test::importCorpusThroughPage(window, file, 1));
        const QString tokenizer = m_dir.filePath(QStringLiteral("pharma-vocab"));
        QDir().mkpath(tokenizer);
        QVERIFY(test::writeLines(QDir(tokenizer).filePath(QStringLiteral("vocab.txt")), 9, [](int i) {
            const char* tokens[] = {"[PAD]", "[UNK]",   "[CLS]", "[SEP]",    "[MASK]",
                                    "the",   "patient", "amox",  "##icillin"};
            return QByteArray(tokens[i]);
        }));
        window.selectStep(WorkflowStep::Pretrain);
        auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        page->setup().modelPicker().importFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        QCOMPARE(page->setup().modelPicker().artefactName(), QStringLiteral("bert-mlm"));
        TokenizerFitPanel& fit = page->setup().tokenizerFit();
        QVERIFY(fit.fits()); // none chosen: the model's own
        fit.tokenizerPicker().addFolder(tokenizer);
        QTRY_VERIFY(!fit.isComparing());
        auto* message = test::findWidget<QLabel>(*page, "pretrainTokenizerFit");
        QVERIFY2(message->text().contains(QStringLiteral("this tokenizer 9, 7 of them shared")),
                 qPrintable(message->text()));
        QVERIFY(!fit.fits());
        Expected<PretrainSpec> refused = page->setup().spec();
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().what.toString().contains(QStringLiteral("not the model's")));

        auto* refit = test::findWidget<QPushButton>(*page, "refitModel");
        QVERIFY(refit->isVisible());
        QTest::mouseClick(refit, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(page->setup().modelPicker().artefactName(),
                                  QStringLiteral("bert-mlm-pharma-vocab"), hw::test::kJobWaitMs);
        QCOMPARE(fit.tokenizerPicker().currentIndex(), 0);
        QVERIFY(fit.fits());
        Expected<PretrainSpec> spec = page->setup().spec();
        QVERIFY2(spec.ok(), qPrintable(spec.error().toString()));
        Expected<std::shared_ptr<const TextTokenizer>> loaded = loadTokenizer(spec->modelDirectory);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.value()->vocabSize(), 9);
        QCOMPARE(readModelConfig(spec->modelDirectory + QStringLiteral("/config.json"))->vocabSize, 9);
    }

    // "New model…" in a model picker: a preset model made with a tokenizer as a job, then chosen.
    void aNewModelIsMadeFromThePicker() {
        MainWindow window;
        window.show();
        QVERIFY(
            window.session()
                .createProject(m_dir.filePath(QStringLiteral("scratch.hwproj")), QStringLiteral("scratch"))
                .ok());
        const QString tokenizer = m_dir.filePath(QStringLiteral("scratch-vocab"));
        QDir().mkpath(tokenizer);
        QVERIFY(test::writeLines(QDir(tokenizer).filePath(QStringLiteral("vocab.txt")), 8, [](int i) {
            const char* tokens[] = {"[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "rates", "bank", "##s"};
            return QByteArray(tokens[i]);
        }));
        window.selectStep(WorkflowStep::Pretrain);
        auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        ArtefactPicker& model = page->setup().modelPicker();
        QVERIFY(model.findText(QStringLiteral("New model…")) >= 0);
        QVERIFY(model.path().isEmpty()); // an action is never the choice

        NewModelDialog dialog(window.session(), &window);
        Expected<NewModelSpec> incomplete = dialog.spec();
        QVERIFY(!incomplete.ok()); // no tokenizer yet
        test::findWidget<ArtefactPicker>(dialog, "newModelTokenizer")->addFolder(tokenizer);
        auto* preset = test::findWidget<QComboBox>(dialog, "newModelPreset");
        preset->setCurrentIndex(preset->findData(QStringLiteral("tiny")));
        test::findWidget<QSpinBox>(dialog, "newModelPositions")->setValue(128);
        test::findWidget<QLineEdit>(dialog, "newModelName")->setText(QStringLiteral("scratch-tiny"));
        Expected<NewModelSpec> spec = dialog.spec();
        QVERIFY2(spec.ok(), qPrintable(spec.error().toString()));
        QVERIFY(model.startNewModel(spec.value()));
        QTRY_COMPARE_WITH_TIMEOUT(model.artefactName(), QStringLiteral("scratch-tiny"), hw::test::kJobWaitMs);
        Expected<ModelConfig> config = readModelConfig(model.path() + QStringLiteral("/config.json"));
        QVERIFY(config.ok());
        QCOMPARE(config->vocabSize, 8);
        QCOMPARE(config->maxPositionEmbeddings, 128);
        QCOMPARE(config->hiddenSize, 128); // BERT tiny: L2-H128
        // The name is now taken.
        QVERIFY(!dialog.spec().ok());

        // A RoBERTa on the same WordPiece vocabulary (as KLUE-RoBERTa is): positions start after [PAD], and
        // the ELECTRA objective is not offered for it.
        auto* family = test::findWidget<QComboBox>(dialog, "newModelFamily");
        family->setCurrentIndex(family->findText(QStringLiteral("RoBERTa")));
        test::findWidget<QLineEdit>(dialog, "newModelName")->setText(QStringLiteral("scratch-roberta"));
        Expected<NewModelSpec> roberta = dialog.spec();
        QVERIFY2(roberta.ok(), qPrintable(roberta.error().toString()));
        QVERIFY(model.startNewModel(roberta.value()));
        QTRY_COMPARE_WITH_TIMEOUT(model.artefactName(), QStringLiteral("scratch-roberta"),
                                  hw::test::kJobWaitMs);
        config = readModelConfig(model.path() + QStringLiteral("/config.json"));
        QVERIFY(config.ok());
        QCOMPARE(config->architecture, Architecture::RobertaForMaskedLM);
        QCOMPARE(config->padTokenId, 0);
        QCOMPARE(config->maxInputTokens(), 128);
        QCOMPARE(config->maxPositionEmbeddings, 129);
        auto* objective = test::findWidget<QComboBox>(*page, "pretrainObjective");
        const auto* items = qobject_cast<QStandardItemModel*>(objective->model());
        QVERIFY(!items->item(objective->findData(QStringLiteral("electra")))->isEnabled());

        // A ModernBERT: its sizes described in its own shape, the typed length kept over its 8192.
        family->setCurrentIndex(family->findText(QStringLiteral("ModernBERT")));
        QVERIFY2(preset->currentText().contains(QStringLiteral("feed-forward 192")),
                 qPrintable(preset->currentText()));
        QCOMPARE(test::findWidget<QSpinBox>(dialog, "newModelPositions")->value(), 128);
        test::findWidget<QLineEdit>(dialog, "newModelName")->setText(QStringLiteral("scratch-modernbert"));
        Expected<NewModelSpec> modern = dialog.spec();
        QVERIFY2(modern.ok(), qPrintable(modern.error().toString()));
        QVERIFY(model.startNewModel(modern.value()));
        QTRY_COMPARE_WITH_TIMEOUT(model.artefactName(), QStringLiteral("scratch-modernbert"),
                                  hw::test::kJobWaitMs);
        config = readModelConfig(model.path() + QStringLiteral("/config.json"));
        QVERIFY(config.ok());
        QCOMPARE(config->architecture, Architecture::ModernBertForMaskedLM);
        QCOMPARE(config->maxInputTokens(), 128);
        QCOMPARE(config->modernBert.slidingLayers, (std::vector<bool>{false, true}));
        QVERIFY(!items->item(objective->findData(QStringLiteral("electra")))->isEnabled());
    }

    // The model picker offers the Hugging Face cache's models by Hub id; choosing one records it in the
    // project (named as its repository, with its Hub id) and chooses it.
    void theHuggingFaceCacheIsOfferedInTheModelPicker() {
        QTemporaryDir cache;
        const QString commit = QStringLiteral("89abcdef0123456789abcdef0123456789abcdef");
        QVERIFY(!test::addToHubCache(cache.path(), QStringLiteral("acme/tiny-bert"),
                                     QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"), commit)
                     .isEmpty());
        qputenv("HF_HUB_CACHE", QFile::encodeName(cache.path()));
        MainWindow window;
        window.show();
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("hub.hwproj")), QStringLiteral("hub"))
                    .ok());
        window.selectStep(WorkflowStep::Pretrain);
        auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        ArtefactPicker& model = page->setup().modelPicker();
        const int offered =
            model.findText(QStringLiteral("acme/tiny-bert (main, 89abcde) · Hugging Face cache"));
        qunsetenv("HF_HUB_CACHE");
        QVERIFY(offered >= 0);
        QVERIFY(model.currentIndex() != offered); // never chosen for the user
        model.setCurrentIndex(offered);
        Q_EMIT model.activated(offered);
        QTRY_COMPARE(model.artefactName(), QStringLiteral("tiny-bert"));
        QVERIFY(model.path().endsWith(QStringLiteral("/snapshots/") + commit));
        Expected<QVector<Artefact>> models =
            listArtefacts(window.session().current()->database(), ArtefactKind::Model);
        QCOMPARE(models->size(), 1);
        QCOMPARE(models->first().settings.value(QStringLiteral("hub_id")).toString(),
                 QStringLiteral("acme/tiny-bert"));
    }

    void stopAndSaveThenResumeEndsWhereAnUninterruptedRunEnds() {
        MainWindow window;
        window.show();
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("resume.hwproj")), QStringLiteral("resume"))
                    .ok());
        const QString file = m_dir.filePath(QStringLiteral("law.txt"));
        QVERIFY(test::writeLines(file, 300, [](int i) {
            return "the court held that the contract was void because clause " + QByteArray::number(i) +
                   " was unfair to consumers";
        }));
        QVERIFY(test::importCorpusThroughPage(window, file, 1));
        window.selectStep(WorkflowStep::Pretrain);
        auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        page->setup().modelPicker().addFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        QTRY_COMPARE(page->setup().corpusPicker().artefactName(), QStringLiteral("law"));
        auto configure = [&](const QString& name) {
            test::findWidget<QSpinBox>(*page, "pretrainSeqLen")->setValue(32);
            test::findWidget<QSpinBox>(*page, "pretrainBatchSize")->setValue(4);
            test::findWidget<QSpinBox>(*page, "pretrainWarmup")->setValue(10);
            test::findWidget<QSpinBox>(*page, "pretrainMaxSteps")->setValue(150);
            test::findWidget<QSpinBox>(*page, "pretrainEvalEvery")->setValue(50);
            test::findWidget<QSpinBox>(*page, "pretrainSaveEvery")->setValue(50);
            auto* runName = test::findWidget<QLineEdit>(*page, "pretrainRunName");
            runName->setText(name);
            runName->setModified(true);
        };
        auto finished = [&] { return test::findWidget<QPushButton>(*page, "startPretraining")->isEnabled(); };

        // The whole run.
        configure(QStringLiteral("whole"));
        QVERIFY(page->start());
        QTRY_VERIFY_WITH_TIMEOUT(finished(), hw::test::kJobWaitMs);

        // The same run, stopped with a checkpoint part-way, then resumed from the runs list.
        configure(QStringLiteral("interrupted"));
        QVERIFY(page->start());
        MetricPlot& loss = page->chart(PretrainPage::LossChart);
        QTRY_VERIFY_WITH_TIMEOUT(loss.pointCount(QStringLiteral("interrupted · training loss")) >= 30,
                                 hw::test::kJobWaitMs);
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "stopPretraining"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(finished(), hw::test::kJobWaitMs);
        auto* runs = test::findWidget<QTableWidget>(*page, "pretrainRuns");
        QCOMPARE(runs->rowCount(), 2);
        QCOMPARE(runs->item(1, PretrainPage::RunStatusColumn)->text(), QStringLiteral("stopped (resumable)"));
        QVERIFY(!QFile::exists(
            m_dir.filePath(QStringLiteral("resume.hwdata/runs/interrupted/model/model.safetensors"))));
        runs->selectRow(1);
        QVERIFY(test::findWidget<QPushButton>(*page, "resumeRun")->isEnabled());
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "resumeRun"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(finished(), hw::test::kJobWaitMs);
        QVERIFY2(
            test::findWidget<QLabel>(*page, "pretrainStatus")->text().contains(QStringLiteral("finished")),
            qPrintable(test::findWidget<QLabel>(*page, "pretrainStatus")->text()));

        // One row per run (the resumed run continued its own), and the same weights, bit for bit.
        QCOMPARE(runs->rowCount(), 2);
        QCOMPARE(runs->item(1, PretrainPage::RunStatusColumn)->text(), QStringLiteral("finished"));
        QCOMPARE(test::fileDigest(m_dir.filePath(
                     QStringLiteral("resume.hwdata/runs/interrupted/model/model.safetensors"))),
                 test::fileDigest(
                     m_dir.filePath(QStringLiteral("resume.hwdata/runs/whole/model/model.safetensors"))));
        QCOMPARE(loss.pointCount(QStringLiteral("interrupted · training loss")), 150LL);

        // The run's checkpoints: the newest two numbered ones can resume, best/ and model/ are weights only.
        runs->selectRow(1);
        auto* checkpoints = test::findWidget<QTableWidget>(*page, "runCheckpoints");
        QCOMPARE(checkpoints->rowCount(), 4);
        QCOMPARE(checkpoints->item(0, RunCheckpointsPanel::NameColumn)->text(),
                 QStringLiteral("checkpoint-100"));
        QCOMPARE(checkpoints->item(1, RunCheckpointsPanel::NameColumn)->text(),
                 QStringLiteral("checkpoint-150"));
        QCOMPARE(checkpoints->item(1, RunCheckpointsPanel::ResumableColumn)->text(),
                 QStringLiteral("resumable"));
        QCOMPARE(checkpoints->item(2, RunCheckpointsPanel::NameColumn)->text(), QStringLiteral("best"));
        QCOMPARE(checkpoints->item(3, RunCheckpointsPanel::ResumableColumn)->text(),
                 QStringLiteral("weights only"));
        // One of them becomes a project model, with the run's corpus as its origin; another is deleted.
        checkpoints->selectRow(0);
        QVERIFY(page->checkpoints().useSelectedAsModel());
        ProjectStore& store = *window.session().current();
        Expected<Artefact> fromCheckpoint =
            findArtefact(store.database(), ArtefactKind::Model, QStringLiteral("interrupted-checkpoint-100"));
        QVERIFY(fromCheckpoint.ok());
        QCOMPARE(artefactLineage(store.database(), fromCheckpoint->id)->last().name, QStringLiteral("law"));
        checkpoints->selectRow(1);
        QVERIFY(page->checkpoints().deleteSelected(false));
        QCOMPARE(checkpoints->rowCount(), 3);
        QVERIFY(!QFileInfo::exists(
            m_dir.filePath(QStringLiteral("resume.hwdata/runs/interrupted/checkpoint-150"))));
    }

    void aRunFromTheCommandLineAppearsWithItsCurves() {
        const QString project = m_dir.filePath(QStringLiteral("cli.hwproj"));
        const QString file = m_dir.filePath(QStringLiteral("shipping.txt"));
        QVERIFY(test::writeLines(file, 200, [](int i) {
            return "the vessel left port " + QByteArray::number(i) + " days late because of the storm";
        }));
        auto cli = [](const QStringList& arguments) {
            QProcess p;
            p.start(QStringLiteral(HEADWATER_CLI_PATH), arguments);
            p.waitForFinished(hw::test::kJobWaitMs);
            return p.exitCode();
        };
        QCOMPARE(cli({QStringLiteral("project"), QStringLiteral("create"), project}), 0);
        QCOMPARE(cli({QStringLiteral("import-corpus"), file, QStringLiteral("--project"), project,
                      QStringLiteral("--name"), QStringLiteral("shipping")}),
                 0);
        QCOMPARE(cli({QStringLiteral("pretrain"), QStringLiteral("--model"),
                      QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"), QStringLiteral("--project"),
                      project, QStringLiteral("--corpus"), QStringLiteral("shipping"),
                      QStringLiteral("--output"), m_dir.filePath(QStringLiteral("headless-run")),
                      QStringLiteral("--seq-len"), QStringLiteral("32"), QStringLiteral("--batch-size"),
                      QStringLiteral("4"), QStringLiteral("--max-steps"), QStringLiteral("25"),
                      QStringLiteral("--eval-every"), QStringLiteral("5")}),
                 0);

        MainWindow window;
        window.show();
        QVERIFY(window.session().openProject(project).ok());
        window.selectStep(WorkflowStep::Pretrain);
        auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        auto* runs = test::findWidget<QTableWidget>(*page, "pretrainRuns");
        QCOMPARE(runs->rowCount(), 1);
        QCOMPARE(runs->item(0, PretrainPage::RunNameColumn)->text(), QStringLiteral("headless-run"));
        QCOMPARE(runs->item(0, PretrainPage::RunStatusColumn)->text(), QStringLiteral("finished"));
        runs->selectRow(0);
        QCOMPARE(
            page->chart(PretrainPage::LossChart).pointCount(QStringLiteral("headless-run · training loss")),
            25LL);
        QCOMPARE(
            page->chart(PretrainPage::LossChart).pointCount(QStringLiteral("headless-run · validation loss")),
            5LL);
        // Its checkpoints are listed too, read from the run folder the CLI wrote.
        QVERIFY(test::findWidget<QTableWidget>(*page, "runCheckpoints")->rowCount() >= 2);
    }

    // A model folder from a stranger whose config.json asks for a million layers: the run fails with the
    // field named in the page's status line, before anything is allocated, and the studio carries on.
    void aHostileModelEndsInAMessageNotACrash() {
        MainWindow window;
        window.show();
        QVERIFY(
            window.session()
                .createProject(m_dir.filePath(QStringLiteral("hostile.hwproj")), QStringLiteral("hostile"))
                .ok());
        const QString file = m_dir.filePath(QStringLiteral("wards.txt"));
        QVERIFY(test::writeLines(file, 100, [](int i) {
            return "patients in ward " + QByteArray::number(i) + " recovered after treatment";
        }));
        QVERIFY(test::importCorpusThroughPage(window, file, 1));
        const QString model = m_dir.filePath(QStringLiteral("million-layers"));
        QDir().mkpath(model);
        const QDir fixture(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        for (const QString& name : fixture.entryList(QDir::Files))
            QVERIFY(QFile::copy(fixture.filePath(name), QDir(model).filePath(name)));
        QFile config(QDir(model).filePath(QStringLiteral("config.json")));
        QVERIFY(config.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(config.readAll()).object();
        config.close();
        json.insert(QStringLiteral("num_hidden_layers"), 1e6);
        QFile::remove(config.fileName());
        test::writeBytes(config.fileName(), QJsonDocument(json).toJson());

        window.selectStep(WorkflowStep::Pretrain);
        auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        page->setup().modelPicker().addFolder(model);
        QTRY_COMPARE(page->setup().corpusPicker().artefactName(), QStringLiteral("wards"));
        test::findWidget<QSpinBox>(*page, "pretrainSeqLen")->setValue(32);
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "startPretraining"), Qt::LeftButton);
        auto* status = test::findWidget<QLabel>(*page, "pretrainStatus");
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("num_hidden_layers")),
                                 hw::test::kJobWaitMs);
        QVERIFY2(status->text().contains(QStringLiteral("from 1 to 256")), qPrintable(status->text()));
        QVERIFY(window.isVisible());
        QTRY_VERIFY(
            test::findWidget<QPushButton>(*page, "startPretraining")->isEnabled()); // ready for another
    }

    void invalidSettingsAreNamedBeforeAnythingStarts() {
        MainWindow window;
        window.show();
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("empty.hwproj")), QStringLiteral("empty"))
                    .ok());
        window.selectStep(WorkflowStep::Pretrain);
        auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        page->setup().modelPicker().addFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        QVERIFY(!page->start());
        QVERIFY(test::findWidget<QLabel>(*page, "pretrainProblem")
                    ->text()
                    .contains(QStringLiteral("No corpus chosen")));
        QCOMPARE(window.jobs().jobs().size(), 0);
    }
};

QTEST_MAIN(PretrainPageTest)
#include "test_pretrain_page.moc"
