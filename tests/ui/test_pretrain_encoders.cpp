// RoBERTa and ModernBERT through the studio as a user makes and adapts them: a byte-level BPE vocabulary
// trained on the project's corpus, a tiny model of each made with "New model…", and a pretraining run
// stopped part-way with a checkpoint and resumed from the runs list, ending on the same weights, bit for bit,
// as the run left alone.
#include "core/jobs/job_runner.h"
#include "core/model/model_config.h"
#include "core/tokenize/tokenizer_training.h"
#include "studio_test_steps.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"
#include "tests/support/wait_limits.h"
#include "ui/dialogs/new_model_dialog.h"
#include "ui/main/main_window.h"
#include "ui/pretrain/pretrain_page.h"
#include "ui/pretrain/pretrain_setup_panel.h"
#include "ui/project/project_session.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/metric_plot.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace hw::ui;

class PretrainEncodersTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterTest")); }
    void aStoppedRunResumesToTheSameWeights_data();
    void aStoppedRunResumesToTheSameWeights();
};

void PretrainEncodersTest::aStoppedRunResumesToTheSameWeights_data() {
    QTest::addColumn<QString>("family");
    QTest::addColumn<int>("architecture");
    QTest::newRow("RoBERTa") << QStringLiteral("RoBERTa") << int(Architecture::RobertaForMaskedLM);
    QTest::newRow("ModernBERT") << QStringLiteral("ModernBERT") << int(Architecture::ModernBertForMaskedLM);
}

void PretrainEncodersTest::aStoppedRunResumesToTheSameWeights() {
    QFETCH(QString, family);
    QFETCH(int, architecture);
    const QString project = family.toLower();
    MainWindow window;
    window.show();
    QVERIFY(
        window.session().createProject(m_dir.filePath(project + QStringLiteral(".hwproj")), project).ok());
    const QString corpus = m_dir.filePath(project + QStringLiteral("-law.txt"));
    QVERIFY(test::writeLines(corpus, 300, [](int i) {
        return "the court held that the contract was void because clause " + QByteArray::number(i) +
               " was unfair to consumers";
    }));
    QVERIFY(test::importCorpusThroughPage(window, corpus, 1));

    // The vocabulary both families read: byte-level BPE with RoBERTa's specials.
    TokenizerTrainingSpec tokenizerSpec = tokenizerTrainingDefaults(TokenizerKind::ByteLevelBpe);
    tokenizerSpec.corpusFiles = {corpus};
    tokenizerSpec.vocabSize = 400;
    tokenizerSpec.outputDirectory = m_dir.filePath(project + QStringLiteral("-bpe"));
    TokenizerTrainingJob tokenizerJob(tokenizerSpec);
    test::RecordingSink sink;
    std::atomic_bool cancel{false};
    QCOMPARE(runJobHere(tokenizerJob, sink, cancel).status, JobStatus::Succeeded);

    window.selectStep(WorkflowStep::Pretrain);
    auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
    ArtefactPicker& model = page->setup().modelPicker();
    NewModelDialog dialog(window.session(), &window);
    auto* familyBox = test::findWidget<QComboBox>(dialog, "newModelFamily");
    familyBox->setCurrentIndex(familyBox->findText(family));
    auto* preset = test::findWidget<QComboBox>(dialog, "newModelPreset");
    preset->setCurrentIndex(preset->findData(QStringLiteral("tiny")));
    test::findWidget<ArtefactPicker>(dialog, "newModelTokenizer")->addFolder(tokenizerSpec.outputDirectory);
    test::findWidget<QSpinBox>(dialog, "newModelPositions")->setValue(64);
    test::findWidget<QLineEdit>(dialog, "newModelName")->setText(project + QStringLiteral("-tiny"));
    Expected<NewModelSpec> spec = dialog.spec();
    QVERIFY2(spec.ok(), qPrintable(spec.error().toString()));
    QVERIFY(model.startNewModel(spec.value()));
    QTRY_COMPARE_WITH_TIMEOUT(model.artefactName(), project + QStringLiteral("-tiny"), test::kJobWaitMs);
    Expected<ModelConfig> config = readModelConfig(model.path() + QStringLiteral("/config.json"));
    QVERIFY(config.ok());
    QCOMPARE(int(config->architecture), architecture);
    QTRY_VERIFY(!page->setup().corpusPicker().artefactName().isEmpty());

    auto configure = [&](const QString& name) {
        test::findWidget<QComboBox>(*page, "pretrainObjective")
            ->setCurrentIndex(
                test::findWidget<QComboBox>(*page, "pretrainObjective")->findData(QStringLiteral("wwm")));
        test::findWidget<QSpinBox>(*page, "pretrainSeqLen")->setValue(32);
        test::findWidget<QSpinBox>(*page, "pretrainBatchSize")->setValue(4);
        test::findWidget<QSpinBox>(*page, "pretrainWarmup")->setValue(10);
        test::findWidget<QSpinBox>(*page, "pretrainMaxSteps")->setValue(90);
        test::findWidget<QSpinBox>(*page, "pretrainEvalEvery")->setValue(30);
        test::findWidget<QSpinBox>(*page, "pretrainSaveEvery")->setValue(30);
        auto* runName = test::findWidget<QLineEdit>(*page, "pretrainRunName");
        runName->setText(name);
        runName->setModified(true);
    };
    auto finished = [&] { return test::findWidget<QPushButton>(*page, "startPretraining")->isEnabled(); };
    const QString runs = m_dir.filePath(project + QStringLiteral(".hwdata/runs/"));

    configure(QStringLiteral("whole"));
    QVERIFY(page->start());
    QTRY_VERIFY_WITH_TIMEOUT(finished(), test::kJobWaitMs);
    QVERIFY2(test::findWidget<QLabel>(*page, "pretrainStatus")->text().contains(QStringLiteral("finished")),
             qPrintable(test::findWidget<QLabel>(*page, "pretrainStatus")->text()));

    configure(QStringLiteral("stopped"));
    QVERIFY(page->start());
    MetricPlot& loss = page->chart(PretrainPage::LossChart);
    QTRY_VERIFY_WITH_TIMEOUT(loss.pointCount(QStringLiteral("stopped · training loss")) >= 20,
                             test::kJobWaitMs);
    QTest::mouseClick(test::findWidget<QPushButton>(*page, "stopPretraining"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(finished(), test::kJobWaitMs);
    auto* table = test::findWidget<QTableWidget>(*page, "pretrainRuns");
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->item(1, PretrainPage::RunStatusColumn)->text(), QStringLiteral("stopped (resumable)"));
    table->selectRow(1);
    QTest::mouseClick(test::findWidget<QPushButton>(*page, "resumeRun"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(finished(), test::kJobWaitMs);
    QCOMPARE(table->item(1, PretrainPage::RunStatusColumn)->text(), QStringLiteral("finished"));
    QCOMPARE(test::fileDigest(runs + QStringLiteral("stopped/model/model.safetensors")),
             test::fileDigest(runs + QStringLiteral("whole/model/model.safetensors")));
}

QTEST_MAIN(PretrainEncodersTest)
#include "test_pretrain_encoders.moc"
