// How long the studio's window goes without answering while work runs, driven through the pages as a user
// would (offscreen): a corpus import of N MB, fine-tuning two tiny models × two seeds, two mask-fill
// queries (with the time each took: the second reuses the loaded models), a pretraining run drawing its
// curves live, and the redraw of a chart holding a million points. Target: largest event-loop gap < 50 ms on
// 2 cores; the tests assert a loose 250 ms.
// Usage: QT_QPA_PLATFORM=offscreen bench_ui_responsiveness [MEGABYTES]   (default 200)
#include "tests/support/event_loop_probe.h"
#include "ui/compare/compare_page.h"
#include "ui/corpus/corpus_import_panel.h"
#include "ui/corpus/corpus_list_panel.h"
#include "ui/corpus/corpus_page.h"
#include "ui/corpus/labelled_import_panel.h"
#include "ui/corpus/labelled_set_list_panel.h"
#include "ui/finetune/finetune_page.h"
#include "ui/finetune/finetune_setup_panel.h"
#include "ui/jobs/job_controller.h"
#include "ui/main/main_window.h"
#include "ui/pretrain/pretrain_page.h"
#include "ui/pretrain/pretrain_setup_panel.h"
#include "ui/project/project_session.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/metric_plot.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <functional>

using namespace hw;
using namespace hw::ui;

namespace {

bool waitFor(const std::function<bool()>& done, int timeoutMs) {
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < timeoutMs)
        QTest::qWait(5);
    return done();
}

void writeCorpus(const QString& path, qint64 bytes) {
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    const QByteArray words[] = {"the",      "central", "bank",   "raised", "rates",  "patients",
                                "hospital", "vaccine", "오늘",   "상담",   "모델이", "market",
                                "league",   "goal",    "report", "weather"};
    quint64 state = 88172645463325252ULL;
    qint64 written = 0, line = 0;
    while (written < bytes) {
        QByteArray text = "document " + QByteArray::number(line++);
        for (int w = 0; w < 24; ++w) {
            state ^= state << 13, state ^= state >> 7, state ^= state << 17;
            text += ' ' + words[(state >> 16) % 16];
        }
        text += '\n';
        written += file.write(text);
    }
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const qint64 megabytes = argc > 1 ? QByteArray(argv[1]).toLongLong() : 200;
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    if (!window.session()
             .createProject(dir.filePath(QStringLiteral("bench.hwproj")), QStringLiteral("bench"))
             .ok())
        return 1;
    test::EventLoopProbe probe;

    // 1. A corpus import.
    writeCorpus(dir.filePath(QStringLiteral("corpus.txt")), megabytes << 20);
    window.selectStep(WorkflowStep::Corpus);
    auto* corpus = qobject_cast<CorpusPage*>(window.page(WorkflowStep::Corpus));
    corpus->importPanel().addPaths({dir.filePath(QStringLiteral("corpus.txt"))});
    QElapsedTimer clock;
    clock.start();
    probe.start();
    corpus->importPanel().startImport();
    waitFor([&] { return corpus->listPanel().corpusCount() == 1; }, 3600000);
    std::printf("corpus import of %lld MB: %.1f s, largest event-loop gap %.1f ms\n", megabytes,
                clock.elapsed() / 1000.0, probe.largestGapMs());

    // 2. Fine-tuning two tiny models × two seeds on a labelled set.
    QFile labelled(dir.filePath(QStringLiteral("topics.csv")));
    labelled.open(QIODevice::WriteOnly);
    labelled.write("text,label\n");
    for (int i = 0; i < 400; ++i)
        labelled.write(QByteArray("report ") + (i % 2 ? "football goal " : "hospital vaccine ") +
                       QByteArray::number(i) + (i % 2 ? ",sports\n" : ",health\n"));
    labelled.close();
    corpus->tabs().setCurrentIndex(1);
    corpus->labelledImportPanel().setFile(labelled.fileName());
    corpus->labelledImportPanel().startImport();
    waitFor([&] { return corpus->labelledSets().table().rowCount() == 1; }, 60000);
    window.selectStep(WorkflowStep::FineTune);
    auto* finetune = qobject_cast<FinetunePage*>(window.page(WorkflowStep::FineTune));
    finetune->setup().labelledSetPicker().selectName(QStringLiteral("topics"));
    finetune->setup().modelPicker(0).addFolder(QStringLiteral(HEADWATER_BENCH_FIXTURES "/models/bert-mlm"));
    finetune->setup().modelPicker(1).addFolder(
        QStringLiteral(HEADWATER_BENCH_FIXTURES "/models/bert-pretraining-bin"));
    finetune->findChild<QSpinBox*>(QStringLiteral("finetuneSeeds"))->setValue(2);
    finetune->findChild<QSpinBox*>(QStringLiteral("finetuneMaxLength"))->setValue(32);
    clock.restart();
    probe.start();
    auto* start = finetune->findChild<QPushButton*>(QStringLiteral("startFinetuning"));
    finetune->start();
    waitFor([&] { return start->isEnabled(); }, 3600000);
    std::printf("fine-tuning 2 models x 2 seeds x 3 epochs: %.1f s, largest event-loop gap %.1f ms\n",
                clock.elapsed() / 1000.0, probe.largestGapMs());

    // 3. Two mask-fill queries: the second finds the models loaded.
    window.selectStep(WorkflowStep::Compare);
    auto* compare = qobject_cast<ComparePage*>(window.page(WorkflowStep::Compare));
    compare->modelPicker(0).addFolder(QStringLiteral(HEADWATER_BENCH_FIXTURES "/models/bert-mlm"));
    compare->modelPicker(1).addFolder(
        QStringLiteral(HEADWATER_BENCH_FIXTURES "/models/bert-pretraining-bin"));
    auto* table = compare->findChild<QTableWidget*>(QStringLiteral("compareTable"));
    for (const char* probeText :
         {"the patient was given [MASK] for the infection.", "the bank raised [MASK] rates."}) {
        compare->setProbes(QString::fromLatin1(probeText));
        table->setRowCount(0);
        clock.restart();
        probe.start();
        compare->fillMasks();
        waitFor([&] { return table->rowCount() > 0; }, 600000);
        std::printf("mask-fill query (\"%s\"): %.0f ms, largest event-loop gap %.1f ms\n", probeText,
                    double(clock.elapsed()), probe.largestGapMs());
    }
    // 4. A pretraining run on the imported corpus, its curves drawn as they arrive.
    window.selectStep(WorkflowStep::Pretrain);
    auto* pretrain = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
    pretrain->setup().modelPicker().addFolder(QStringLiteral(HEADWATER_BENCH_FIXTURES "/models/bert-mlm"));
    auto set = [pretrain](const char* name, int value) {
        pretrain->findChild<QSpinBox*>(QString::fromLatin1(name))->setValue(value);
    };
    set("pretrainSeqLen", 32);
    set("pretrainBatchSize", 8);
    set("pretrainWarmup", 10);
    set("pretrainMaxSteps", 300);
    set("pretrainEvalEvery", 100);
    clock.restart();
    probe.start();
    pretrain->start();
    auto* startRun = pretrain->findChild<QPushButton*>(QStringLiteral("startPretraining"));
    waitFor([&] { return startRun->isEnabled(); }, 3600000);
    std::printf("pretraining 300 steps with live curves: %.1f s, largest event-loop gap %.1f ms\n",
                clock.elapsed() / 1000.0, probe.largestGapMs());

    // 5. A chart of a million points: the redraw draws a decimated copy.
    MetricPlot& loss = pretrain->chart(PretrainPage::LossChart);
    QVector<MetricPoint> many;
    many.reserve(1000000);
    for (int i = 0; i < 1000000; ++i)
        many.append({i, QStringLiteral("loss"), 5.0 / (1.0 + i * 1e-5) + (i % 97) * 1e-3, 99, i});
    loss.addPoints(QStringLiteral("a million points"), 5, many);
    std::printf("redraw of a chart holding 1,000,000 points: %.1f ms\n", loss.redrawNow());

    std::printf("target: largest gap < 50 ms\n");
    return 0;
}
