#include "ui/main/screenshot_tour.h"

#include "core/project/project_store.h"
#include "ui/compare/compare_page.h"
#include "ui/compare/downstream_panel.h"
#include "ui/export/export_page.h"
#include "ui/export/model_card_panel.h"
#include "ui/finetune/finetune_page.h"
#include "ui/finetune/finetune_setup_panel.h"
#include "ui/jobs/job_controller.h"
#include "ui/main/main_window.h"
#include "ui/pretrain/pretrain_page.h"
#include "ui/pretrain/pretrain_setup_panel.h"
#include "ui/project/project_hub_panel.h"
#include "ui/project/project_page.h"
#include "ui/project/project_session.h"
#include "ui/tokenizer/tokenizer_page.h"
#include "ui/tokenizer/tokenizer_preview_panel.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/metric_plot.h"

#include <QApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>

#include <cstdio>

namespace hw::ui {

namespace {
constexpr int kPollMs = 200;
// A stage that takes longer than this has gone wrong (fine-tuning, the longest, takes minutes).
constexpr int kPatienceMs = 900000;
// Sentences of the demo's domain, one English and one Korean, whose guesses the adapted model visibly moves.
const QString kDemoProbes = QStringLiteral("It is written in the [MASK] programming language.\n"
                                           "이 패키지는 [MASK] 파일을 포함합니다.");
} // namespace

ScreenshotTour::ScreenshotTour(MainWindow& window, QString folder, QString language)
    : QObject(&window)
    , m_window(window)
    , m_folder(std::move(folder))
    , m_language(std::move(language)) {
    m_poll.setInterval(kPollMs);
    connect(&m_poll, &QTimer::timeout, this, &ScreenshotTour::next);
}

void ScreenshotTour::start() {
    QDir().mkpath(m_folder);
    m_window.resize(1400, 900);
    m_poll.start();
}

bool ScreenshotTour::grab(const QString& page) {
    const QString path = QDir(m_folder).filePath(QStringLiteral("%1-%2.png").arg(page, m_language));
    if (m_window.grab().save(path))
        return true;
    std::fprintf(stderr, "error: cannot save the screenshot (%s): check the folder\n", qPrintable(path));
    finish(1);
    return false;
}

void ScreenshotTour::finish(int exitCode) {
    m_poll.stop();
    QApplication::exit(exitCode);
}

// One stage per tick: each waits for what it needs (a job to end, points on a chart) before its picture.
void ScreenshotTour::next() {
    m_waited += kPollMs;
    if (m_waited > kPatienceMs) {
        std::fprintf(stderr,
                     "error: the screenshot tour stalled at stage %d: run the demo by hand to see why\n",
                     m_stage);
        finish(1);
        return;
    }
    auto* pretrain = qobject_cast<PretrainPage*>(m_window.page(WorkflowStep::Pretrain));
    switch (m_stage) {
    case 0: // the demo project has been prepared (corpus, labelled sets, tokenizer, base model)
        if (m_window.jobs().activeJobCount() > 0 || pretrain->setup().modelPicker().artefactName().isEmpty())
            return;
        m_window.selectStep(WorkflowStep::Project);
        break;
    case 1:
        m_window.selectStep(WorkflowStep::Corpus);
        break;
    case 2:
        if (!grab(QStringLiteral("corpus")))
            return;
        m_window.selectStep(WorkflowStep::Tokenizer);
        if (auto* tokenizer = qobject_cast<TokenizerPage*>(m_window.page(WorkflowStep::Tokenizer))) {
            tokenizer->tabs().setCurrentIndex(TokenizerPage::PreviewTab);
            tokenizer->previewPanel().setText(
                QStringLiteral("Converts audio files between formats; 오디오 파일의 형식을 변환합니다."));
        }
        break;
    case 3: {
        if (!grab(QStringLiteral("tokenizer")))
            return;
        m_window.selectStep(WorkflowStep::Pretrain);
        auto set = [pretrain](const char* name, int value) {
            pretrain->findChild<QSpinBox*>(QString::fromLatin1(name))->setValue(value);
        };
        // The walk README's "Your first hour" suggests.
        set("pretrainSeqLen", 128);
        set("pretrainBatchSize", 32);
        set("pretrainWarmup", 20);
        set("pretrainMaxSteps", 200);
        // A model this small adapts with a larger step than BERT-base's default.
        pretrain->findChild<QDoubleSpinBox*>(QStringLiteral("pretrainLr"))->setValue(0.0005);
        set("pretrainEvalEvery", 50);
        set("pretrainSaveEvery", 200);
        pretrain->findChild<QPlainTextEdit*>(QStringLiteral("pretrainWatchSentences"))
            ->setPlainText(kDemoProbes);
        if (!pretrain->start()) {
            std::fprintf(stderr, "error: the demo run did not start\n");
            finish(1);
            return;
        }
        break;
    }
    case 4: // mid-run
        if (pretrain->chart(PretrainPage::LearningRateChart)
                .pointCount(QStringLiteral("debian-descriptions-mlm · lr")) < 120)
            return;
        if (!grab(QStringLiteral("pretrain")))
            return;
        break;
    case 5: // the run has finished: how its guesses moved
        if (m_window.jobs().activeJobCount() > 0)
            return;
        pretrain->views().setCurrentIndex(1);
        break;
    case 6: { // its model next to the base model
        if (!grab(QStringLiteral("mask-fill-watch")))
            return;
        pretrain->views().setCurrentIndex(0);
        auto* compare = qobject_cast<ComparePage*>(m_window.page(WorkflowStep::Compare));
        m_window.selectStep(WorkflowStep::Compare);
        compare->modelPicker(0).selectName(QStringLiteral("demo-base"));
        compare->modelPicker(1).selectName(QStringLiteral("debian-descriptions-mlm"));
        compare->setProbes(kDemoProbes);
        compare->fillMasks();
        break;
    }
    case 7: { // the base model and the adapted one fine-tuned on the demo's Korean topics, two seeds each
        // The page shows the guesses once their job's end has reached it, a moment after the job ends.
        if (m_window.jobs().activeJobCount() > 0 ||
            m_window.page(WorkflowStep::Compare)
                    ->findChild<QTableWidget*>(QStringLiteral("compareTable"))
                    ->rowCount() == 0)
            return;
        if (!grab(QStringLiteral("compare")))
            return;
        m_window.selectStep(WorkflowStep::FineTune);
        auto* finetune = qobject_cast<FinetunePage*>(m_window.page(WorkflowStep::FineTune));
        finetune->setup().labelledSetPicker().selectName(QStringLiteral("debian-topics-ko"));
        finetune->setup().modelPicker(0).selectName(QStringLiteral("demo-base"));
        finetune->setup().modelPicker(1).selectName(QStringLiteral("debian-descriptions-mlm"));
        auto set = [finetune](const char* name, int value) {
            finetune->findChild<QSpinBox*>(QString::fromLatin1(name))->setValue(value);
        };
        set("finetuneEpochs", 4);
        set("finetuneSeeds", 2);
        set("finetuneBatchSize", 32);
        set("finetuneMaxLength", 64);
        finetune->findChild<QDoubleSpinBox*>(QStringLiteral("finetuneLr"))->setValue(0.001);
        finetune->findChild<QLineEdit*>(QStringLiteral("finetuneRunName"))
            ->setText(QStringLiteral("demo-topics"));
        if (!finetune->start()) {
            std::fprintf(stderr, "error: the demo fine-tuning did not start\n");
            finish(1);
            return;
        }
        break;
    }
    case 8: { // its results, then the comparison with its interval
        if (m_window.jobs().activeJobCount() > 0)
            return;
        if (!grab(QStringLiteral("finetune")))
            return;
        m_window.selectStep(WorkflowStep::Compare);
        auto* compare = qobject_cast<ComparePage*>(m_window.page(WorkflowStep::Compare));
        compare->tabs().setCurrentIndex(1);
        compare->downstream().selectRun(QStringLiteral("demo-topics"));
        break;
    }
    case 9:
        if (!grab(QStringLiteral("downstream")))
            return;
        qobject_cast<ComparePage*>(m_window.page(WorkflowStep::Compare))->tabs().setCurrentIndex(0);
        m_window.selectStep(WorkflowStep::Export);
        qobject_cast<ExportPage*>(m_window.page(WorkflowStep::Export))
            ->modelPicker()
            .selectName(QStringLiteral("debian-descriptions-mlm"));
        break;
    case 10:
        // The model card is generated on a worker thread.
        if (qobject_cast<ExportPage*>(m_window.page(WorkflowStep::Export))
                ->modelCard()
                .editor()
                .toPlainText()
                .isEmpty())
            return;
        if (!grab(QStringLiteral("export")))
            return;
        m_window.selectStep(WorkflowStep::Project);
        qobject_cast<ProjectPage*>(m_window.page(WorkflowStep::Project))
            ->hub()
            .selectArtefact(QStringLiteral("debian-descriptions-mlm"));
        break;
    case 11:
        if (!grab(QStringLiteral("project")))
            return;
        finish(0);
        return;
    }
    ++m_stage;
    m_waited = 0;
}

} // namespace hw::ui
