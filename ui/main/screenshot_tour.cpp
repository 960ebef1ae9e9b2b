#include "main/screenshot_tour.h"

#include "jobs/job_controller.h"
#include "main/main_window.h"
#include "pretrain/pretrain_page.h"
#include "pretrain/pretrain_setup_panel.h"
#include "tokenizer/tokenizer_page.h"
#include "tokenizer/tokenizer_preview_panel.h"
#include "widgets/artefact_picker.h"
#include "widgets/metric_plot.h"

#include <QApplication>
#include <QDir>
#include <QSpinBox>

#include <cstdio>

namespace hw::ui {

namespace {
constexpr int kPollMs = 200;
constexpr int kPatienceMs = 300000; // a stage that takes longer than this has gone wrong
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
    case 0: // the demo project has been prepared (corpus, tokenizer, tiny model)
        if (m_window.jobs().activeJobCount() > 0 || pretrain->setup().modelPicker().artefactName().isEmpty())
            return;
        m_window.selectStep(WorkflowStep::Project);
        break;
    case 1:
        if (!grab(QStringLiteral("project")))
            return;
        m_window.selectStep(WorkflowStep::Corpus);
        break;
    case 2:
        if (!grab(QStringLiteral("corpus")))
            return;
        m_window.selectStep(WorkflowStep::Tokenizer);
        qobject_cast<TokenizerPage*>(m_window.page(WorkflowStep::Tokenizer))
            ->previewPanel()
            .setText(QStringLiteral("The central bank raised interest rates; 한국은행이 기준금리를 올렸다."));
        break;
    case 3: {
        if (!grab(QStringLiteral("tokenizer")))
            return;
        m_window.selectStep(WorkflowStep::Pretrain);
        auto set = [pretrain](const char* name, int value) {
            pretrain->findChild<QSpinBox*>(QString::fromLatin1(name))->setValue(value);
        };
        set("pretrainSeqLength", 64);
        set("pretrainBatchSize", 8);
        set("pretrainWarmup", 20);
        set("pretrainMaxSteps", 600);
        set("pretrainEvalEvery", 50);
        set("pretrainSaveEvery", 200);
        if (!pretrain->start()) {
            std::fprintf(stderr, "error: the demo run did not start\n");
            finish(1);
            return;
        }
        break;
    }
    case 4: // mid-run
        if (pretrain->chart(PretrainPage::LearningRateChart)
                .pointCount(QStringLiteral("demo-news-mlm · lr")) < 250)
            return;
        if (!grab(QStringLiteral("pretrain")))
            return;
        m_window.jobs().cancel(pretrain->activeJob());
        break;
    case 5:
        if (m_window.jobs().activeJobCount() > 0)
            return;
        finish(0);
        return;
    }
    ++m_stage;
    m_waited = 0;
}

} // namespace hw::ui
