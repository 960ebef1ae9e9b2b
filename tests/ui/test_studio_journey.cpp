// A newcomer's whole journey through the window, on the demo project, driving only widgets: the demo made
// ready -> a second (domain) corpus imported -> a WordPiece tokenizer trained and its fragmentation compared
// -> the base model's vocabulary extended with 20 domain words -> continued pretraining (curves get points;
// pause, resume, stop with a checkpoint, resume from the runs list) -> base and adapted fine-tuned over two
// seeds -> Compare: mask-fill with both, the downstream chart -> the adapted classifier exported (Hugging
// Face + ONNX) -> the exported model predicts what the studio predicted. Every step is also shown done in the
// navigator.
#include "core/demo/demo_preparation_job.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "studio_test_steps.h"
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"
#include "ui/compare/compare_page.h"
#include "ui/compare/downstream_panel.h"
#include "ui/export/export_page.h"
#include "ui/finetune/finetune_page.h"
#include "ui/finetune/finetune_results_panel.h"
#include "ui/finetune/finetune_setup_panel.h"
#include "ui/finetune/try_classifier_panel.h"
#include "ui/jobs/job_controller.h"
#include "ui/main/main_window.h"
#include "ui/main/workflow_navigator.h"
#include "ui/pretrain/pretrain_page.h"
#include "ui/pretrain/pretrain_setup_panel.h"
#include "ui/project/demo_project.h"
#include "ui/project/project_actions.h"
#include "ui/project/project_session.h"
#include "ui/tokenizer/fragmentation_panel.h"
#include "ui/tokenizer/tokenizer_page.h"
#include "ui/tokenizer/vocab_extension_panel.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/bar_chart.h"
#include "ui/widgets/metric_plot.h"
#include "ui/widgets/series_colours.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace hw;
using namespace hw::ui;

namespace {

// Clinical notes: thirty words the demo's general vocabulary cuts into pieces, each seen often.
QByteArray clinicalNote(int i) {
    static const char* const drugs[] = {"amoxicillin",  "ibuprofen",  "paracetamol", "metformin",
                                        "atorvastatin", "omeprazole", "salbutamol",  "levothyroxine",
                                        "furosemide",   "warfarin"};
    static const char* const findings[] = {"pneumonia",  "hypertension", "tachycardia", "dyspnoea",
                                           "sepsis",     "anaemia",      "cellulitis",  "bronchitis",
                                           "arrhythmia", "oedema"};
    static const char* const procedures[] = {
        "auscultation", "venepuncture", "spirometry", "echocardiogram", "catheterisation",
        "intubation",   "radiography",  "endoscopy",  "phlebotomy",     "nebulisation"};
    return QByteArray("The patient with ") + findings[i % 10] + " was given " + drugs[(i / 3) % 10] +
           " after " + procedures[(i / 7) % 10] + " on ward " + QByteArray::number(i % 17) + ".";
}

bool idle(MainWindow& window) {
    for (const JobSnapshot& job : window.jobs().jobs())
        if (job.state == JobState::Queued || job.state == JobState::Running || job.state == JobState::Paused)
            return false;
    return true;
}

} // namespace

class StudioJourneyTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterJourneyTest")); }

    void theWholeJourneyThroughTheWindow() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // The demo, as `headwater --demo` opens it: its corpus, labelled sets, tokenizer and base model
        // recorded by a background job.
        const QString folder = m_dir.filePath(QStringLiteral("demo"));
        Expected<QString> demo = ensureDemoProject(folder);
        QVERIFY2(demo.ok(), qPrintable(demo.error().toString()));
        QVERIFY(window.projectActions().openPath(demo.value()));
        const JobId prepared =
            window.jobs().submit(std::make_shared<DemoPreparationJob>(DemoPreparationSpec{demo.value()}));
        QTRY_VERIFY_WITH_TIMEOUT(window.jobs().snapshot(prepared) &&
                                     window.jobs().snapshot(prepared)->state == JobState::Succeeded,
                                 hw::test::kJobWaitMs);
        WorkflowNavigator& navigator = window.navigator();
        QTRY_COMPARE(navigator.state(WorkflowStep::Corpus), StepState::Done); // once the job's end is told
        QCOMPARE(navigator.state(WorkflowStep::Pretrain), StepState::Ready);
        const QString base = QString::fromLatin1(DemoPreparationJob::kModelName);

        qInfo("step 1");
        // 1. A second corpus, of the domain, through the Corpus page.
        const QString domainFile = m_dir.filePath(QStringLiteral("clinic-notes.txt"));
        QVERIFY(test::writeLines(domainFile, 600, clinicalNote));
        window.selectStep(WorkflowStep::Corpus);
        QVERIFY(test::importCorpusThroughPage(window, domainFile, 2));
        const QString domain = QStringLiteral("clinic-notes");

        qInfo("step 2");
        // 2. A WordPiece tokenizer trained on it, its fragmentation compared with the demo's.
        window.selectStep(WorkflowStep::Tokenizer);
        auto* tokenizers = qobject_cast<TokenizerPage*>(window.page(WorkflowStep::Tokenizer));
        test::findWidget<ArtefactPicker>(*tokenizers, "tokenizerCorpus")->selectName(domain);
        test::findWidget<QComboBox>(*tokenizers, "tokenizerKind")->setCurrentIndex(0); // WordPiece
        test::findWidget<QSpinBox>(*tokenizers, "tokenizerVocabSize")->setValue(300);
        test::findWidget<QLineEdit>(*tokenizers, "tokenizerName")->setText(QStringLiteral("clinic-wp"));
        auto* tokenizerTable = test::findWidget<QTableWidget>(*tokenizers, "tokenizerTable");
        const int tokenizersBefore = tokenizerTable->rowCount();
        QTest::mouseClick(test::findWidget<QPushButton>(*tokenizers, "trainTokenizer"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tokenizerTable->rowCount(), tokenizersBefore + 1, hw::test::kJobWaitMs);
        tokenizers->tabs().setCurrentIndex(TokenizerPage::FragmentationTab);
        FragmentationPanel& fragmentation = tokenizers->fragmentationPanel();
        test::findWidget<ArtefactPicker>(fragmentation, "fragmentationCorpus")->selectName(domain);
        fragmentation.picker(0).selectName(QString::fromLatin1(DemoPreparationJob::kTokenizerName));
        fragmentation.picker(1).selectName(QStringLiteral("clinic-wp"));
        QTest::mouseClick(test::findWidget<QPushButton>(fragmentation, "measureFragmentation"),
                          Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(fragmentation.figures().rowCount(), 2, hw::test::kJobWaitMs);
        const auto tokensPerWord = [&](int row) {
            return fragmentation.figures()
                .item(row, FragmentationPanel::TokensPerWordColumn)
                ->data(Qt::UserRole)
                .toDouble();
        };
        QVERIFY2(tokensPerWord(1) < tokensPerWord(0), // the domain's own vocabulary cuts its words less
                 qPrintable(QStringLiteral("%1 vs %2").arg(tokensPerWord(1)).arg(tokensPerWord(0))));

        qInfo("step 3");
        // 3. The base model's vocabulary extended with 20 domain words.
        tokenizers->tabs().setCurrentIndex(TokenizerPage::ExtendTab);
        test::findWidget<ArtefactPicker>(*tokenizers, "extendModel")->selectName(base);
        test::findWidget<ArtefactPicker>(*tokenizers, "extendCorpus")->selectName(domain);
        test::findWidget<QSpinBox>(*tokenizers, "extendMinFrequency")->setValue(5);
        QTest::mouseClick(test::findWidget<QPushButton>(*tokenizers, "findCandidates"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tokenizers->extensionPanel().table().rowCount() >= 20, hw::test::kJobWaitMs);
        test::findWidget<QSpinBox>(*tokenizers, "selectTopCount")->setValue(20);
        QTest::mouseClick(test::findWidget<QPushButton>(*tokenizers, "selectTop"), Qt::LeftButton);
        QCOMPARE(tokenizers->extensionPanel().checkedWords().size(), 20);
        test::findWidget<QLineEdit>(*tokenizers, "extendName")->setText(QStringLiteral("clinic-extended"));
        QTest::mouseClick(test::findWidget<QPushButton>(*tokenizers, "extendVocabulary"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tokenizerTable->rowCount(), tokenizersBefore + 2, hw::test::kJobWaitMs);
        QTRY_VERIFY(idle(window));
        QTRY_COMPARE(navigator.state(WorkflowStep::Tokenizer), StepState::Done);

        qInfo("step 4");
        // 4. Continued pretraining of the extended model on the domain corpus: points on the curves, a pause,
        // a resume, a stop with a checkpoint, then the run resumed from the list to its end.
        window.selectStep(WorkflowStep::Pretrain);
        auto* pretrain = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
        pretrain->setup().modelPicker().selectName(QStringLiteral("clinic-extended"));
        pretrain->setup().corpusPicker().selectName(domain);
        test::findWidget<QSpinBox>(*pretrain, "pretrainSeqLen")->setValue(32);
        test::findWidget<QSpinBox>(*pretrain, "pretrainBatchSize")->setValue(8);
        test::findWidget<QSpinBox>(*pretrain, "pretrainWarmup")->setValue(10);
        test::findWidget<QSpinBox>(*pretrain, "pretrainMaxSteps")->setValue(160);
        test::findWidget<QSpinBox>(*pretrain, "pretrainEvalEvery")->setValue(40);
        test::findWidget<QSpinBox>(*pretrain, "pretrainSaveEvery")->setValue(40);
        auto* runName = test::findWidget<QLineEdit>(*pretrain, "pretrainRunName");
        runName->setText(QStringLiteral("clinic-adapted"));
        runName->setModified(true);
        const QString adapted = QStringLiteral("clinic-adapted");
        QTest::mouseClick(test::findWidget<QPushButton>(*pretrain, "startPretraining"), Qt::LeftButton);
        MetricPlot& loss = pretrain->chart(PretrainPage::LossChart);
        const QString trainingLoss = adapted + QStringLiteral(" · training loss");
        QTRY_VERIFY_WITH_TIMEOUT(loss.pointCount(trainingLoss) >= 10, hw::test::kJobWaitMs);
        QTest::mouseClick(test::findWidget<QPushButton>(*pretrain, "pausePretraining"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(test::findWidget<QPushButton>(*pretrain, "resumePretraining")->isEnabled(),
                                 hw::test::kJobWaitMs);
        const qint64 held = loss.pointCount(trainingLoss);
        QTest::qWait(500);
        QCOMPARE(loss.pointCount(trainingLoss), held); // paused: no step taken
        QTest::mouseClick(test::findWidget<QPushButton>(*pretrain, "resumePretraining"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(loss.pointCount(trainingLoss) >= 50, hw::test::kJobWaitMs);
        QTest::mouseClick(test::findWidget<QPushButton>(*pretrain, "stopPretraining"), Qt::LeftButton);
        auto startable = [&] {
            return test::findWidget<QPushButton>(*pretrain, "startPretraining")->isEnabled();
        };
        QTRY_VERIFY_WITH_TIMEOUT(startable(), hw::test::kJobWaitMs);
        auto* runs = test::findWidget<QTableWidget>(*pretrain, "pretrainRuns");
        QCOMPARE(runs->rowCount(), 1);
        QCOMPARE(runs->item(0, PretrainPage::RunStatusColumn)->text(), QStringLiteral("stopped (resumable)"));
        runs->selectRow(0);
        QTest::mouseClick(test::findWidget<QPushButton>(*pretrain, "resumeRun"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(startable() && idle(window), hw::test::kJobWaitMs);
        QCOMPARE(runs->item(0, PretrainPage::RunStatusColumn)->text(), QStringLiteral("finished"));
        QTRY_COMPARE(loss.pointCount(trainingLoss), 160LL);
        QVERIFY(pretrain->chart(PretrainPage::PerplexityChart).pointCount(adapted + " · eval/perplexity") >=
                4);
        QTRY_COMPARE(navigator.state(WorkflowStep::Pretrain), StepState::Done);

        qInfo("step 5");
        // 5. Base and adapted fine-tuned on the demo's Korean topics, two seeds each (one pass: the test
        // shows the journey, the demo's own walk takes more).
        window.selectStep(WorkflowStep::FineTune);
        auto* finetune = qobject_cast<FinetunePage*>(window.page(WorkflowStep::FineTune));
        finetune->setup().labelledSetPicker().selectName(
            QString::fromLatin1(DemoPreparationJob::kTopicsName));
        finetune->setup().modelPicker(0).selectName(base);
        finetune->setup().modelPicker(1).selectName(adapted);
        test::findWidget<QSpinBox>(*finetune, "finetuneEpochs")->setValue(1);
        test::findWidget<QSpinBox>(*finetune, "finetuneSeeds")->setValue(2);
        test::findWidget<QSpinBox>(*finetune, "finetuneBatchSize")->setValue(32);
        test::findWidget<QSpinBox>(*finetune, "finetuneMaxLength")->setValue(32);
        test::findWidget<QDoubleSpinBox>(*finetune, "finetuneLr")->setValue(0.001);
        test::findWidget<QLineEdit>(*finetune, "finetuneRunName")->setText(QStringLiteral("topics"));
        QTest::mouseClick(test::findWidget<QPushButton>(*finetune, "startFinetuning"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(test::findWidget<QPushButton>(*finetune, "startFinetuning")->isEnabled() &&
                                     idle(window),
                                 hw::test::kJobWaitMs);
        FinetuneResultsPanel& results = finetune->results();
        QCOMPARE(results.summaryTable().rowCount(), 2);
        QCOMPARE(finetune->f1Chart().seriesNames().size(), 4); // two models × two seeds
        // Each model in its colour, its seeds alike; the same colours on the Compare page below.
        QCOMPARE(finetune->f1Chart().colour(base + QStringLiteral("/seed43")), seriesColour(0));
        QCOMPARE(finetune->f1Chart().colour(adapted + QStringLiteral("/seed42")), seriesColour(1));

        // The adapted classifier of seed 42 on a typed text: what the studio predicts.
        const QString probeText = QStringLiteral("네트워크 연결을 감시하고 패킷을 분석하는 도구입니다.");
        results.details().setCurrentIndex(FinetuneResultsPanel::TryTab);
        results.tryPanel().setText(probeText);
        QTest::mouseClick(test::findWidget<QPushButton>(results, "tryClassify"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(results.tryPanel().chart(1).isVisible(), hw::test::kJobWaitMs);
        const BarChart& studioChart = results.tryPanel().chart(1);
        QString studioLabel;
        for (const QString& label : studioChart.labels())
            if (label.startsWith(QStringLiteral("▶")))
                studioLabel = label.mid(1).trimmed();
        QVERIFY(!studioLabel.isEmpty());
        QCOMPARE(studioChart.barColour(0), seriesColour(1)); // the adapted model's colour
        QTRY_COMPARE(navigator.state(WorkflowStep::FineTune), StepState::Done);

        qInfo("step 6");
        // 6. Compare: mask-fill with both models side by side, then the downstream chart.
        window.selectStep(WorkflowStep::Compare);
        auto* compare = qobject_cast<ComparePage*>(window.page(WorkflowStep::Compare));
        compare->modelPicker(0).selectName(base);
        compare->modelPicker(1).selectName(adapted);
        compare->setProbes(QStringLiteral("The patient with pneumonia was given [MASK] on the ward."));
        QTest::mouseClick(test::findWidget<QPushButton>(*compare, "fillMasks"), Qt::LeftButton);
        auto* guesses = test::findWidget<QTableWidget>(*compare, "compareTable");
        QTRY_COMPARE_WITH_TIMEOUT(guesses->rowCount(), 5, hw::test::kJobWaitMs);
        QCOMPARE(guesses->columnCount(), ComparePage::FirstModelColumn + 2);
        compare->tabs().setCurrentIndex(1);
        DownstreamPanel& downstream = compare->downstream();
        QTRY_COMPARE(downstream.runChooser().currentText(), QStringLiteral("topics"));
        QCOMPARE(downstream.metricChart().labels(), (QStringList{base, adapted}));
        QCOMPARE(downstream.metricChart().barColour(0), seriesColour(0));
        QCOMPARE(downstream.metricChart().barColour(1), seriesColour(1));
        QVERIFY(!test::findWidget<QLabel>(downstream, "downstreamVerdict")->text().isEmpty());
        QTRY_VERIFY(idle(window));
        QTRY_COMPARE(navigator.state(WorkflowStep::Compare), StepState::Done);

        qInfo("step 7");
        // 7. The adapted classifier exported as a Hugging Face folder and an ONNX model.
        window.selectStep(WorkflowStep::Export);
        auto* exportPage = qobject_cast<ExportPage*>(window.page(WorkflowStep::Export));
        const QString classifier = QStringLiteral("topics %1 seed 42").arg(adapted);
        exportPage->modelPicker().selectName(classifier);
        QCOMPARE(exportPage->modelPicker().artefactName(), classifier);
        auto* format = test::findWidget<QComboBox>(*exportPage, "exportFormat");
        format->setCurrentIndex(format->findData(QStringLiteral("both")));
        const QString output = m_dir.filePath(QStringLiteral("clinic-classifier"));
        exportPage->setOutput(output);
        QTest::mouseClick(test::findWidget<QPushButton>(*exportPage, "exportButton"), Qt::LeftButton);
        auto* status = test::findWidget<QLabel>(*exportPage, "exportStatus");
        QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QStringLiteral("Done")), hw::test::kJobWaitMs);
        QVERIFY(QFile::exists(QDir(output).filePath(QStringLiteral("model.safetensors"))));
        QVERIFY(QFile::exists(QDir(output).filePath(QStringLiteral("onnx/model.onnx"))));
        QTRY_VERIFY(idle(window));
        for (int step = 0; step < kWorkflowStepCount; ++step)
            QTRY_COMPARE(navigator.state(WorkflowStep(step)), StepState::Done);

        qInfo("step 8");
        // 8. The exported model predicts what the studio predicted, with the same probabilities.
        test::writeBytes(m_dir.filePath(QStringLiteral("probe.txt")), probeText.toUtf8() + '\n');
        const test::CliRun predicted =
            test::runCli({QStringLiteral("predict"), QStringLiteral("--model"), output,
                          QStringLiteral("--input"), m_dir.filePath(QStringLiteral("probe.txt")),
                          QStringLiteral("--output"), m_dir.filePath(QStringLiteral("predicted.jsonl"))});
        QVERIFY2(predicted.exitCode == 0, predicted.err.constData());
        QFile lines(m_dir.filePath(QStringLiteral("predicted.jsonl")));
        QVERIFY(lines.open(QIODevice::ReadOnly));
        const QJsonObject prediction = QJsonDocument::fromJson(lines.readLine()).object();
        QCOMPARE(prediction.value(QLatin1String("predicted")).toArray().first().toString(), studioLabel);
        const QJsonObject probabilities = prediction.value(QLatin1String("probabilities")).toObject();
        for (int i = 0; i < studioChart.labels().size(); ++i) {
            QString label = studioChart.labels()[i];
            if (label.startsWith(QStringLiteral("▶")))
                label = label.mid(1).trimmed();
            QVERIFY2(std::abs(probabilities.value(label).toDouble() - studioChart.values()[i]) < 1e-4,
                     qPrintable(label));
        }
    }
};

QTEST_MAIN(StudioJourneyTest)
#include "test_studio_journey.moc"
