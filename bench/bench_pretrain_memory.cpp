// Memory of continued pretraining as the corpus grows: tokenizes a generated corpus (default 200 MB of
// multi-sentence documents) and trains a tiny BERT on it, sampling the resident set at every step.
// Target: resident memory stays flat in corpus size, under 2 GB beyond the model and optimizer.
// Usage: bench_pretrain_memory [MEGABYTES] [STEPS] [concat|documents]
#include "core/jobs/job_runner.h"
#include "core/train/pretrain_job.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>

using namespace hw;

namespace {

// A field of /proc/self/status in MB ("RssAnon", "RssFile": heap versus mapped files).
qint64 statusMb(const QByteArray& field) {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith(field + ':'))
            return line.mid(field.size() + 1).trimmed().split(' ').value(0).toLongLong() / 1024;
    }
    return -1;
}

// Keeps the largest resident set seen while training.
class RssSampler : public ProgressSink {
public:
    void onProgress(const JobProgress&) override {}
    void onLog(LogLevel, const Text& message) override {
        std::fprintf(stderr, "%s\n", qPrintable(message.toString()));
    }
    void onMetric(const MetricPoint& m) override {
        if (m.name != QLatin1String("loss"))
            return;
        if (m.step == 1)
            firstStepMb = statusMb("RssAnon") + statusMb("RssFile");
        peakAnonMb = std::max(peakAnonMb, statusMb("RssAnon"));
        peakFileMb = std::max(peakFileMb, statusMb("RssFile"));
    }
    qint64 firstStepMb = 0, peakAnonMb = 0, peakFileMb = 0;
};

void generate(const QString& path, qint64 bytes) {
    const QList<QByteArray> words =
        QByteArray("the coronavirus pandemic changed how hospitals triage patients while researchers tested "
                   "vaccines 오늘 너무 행복해 상담 데이터로 추가 학습한 모델이 감정 분류를 더 잘한다 "
                   "markets rose 3.5% in 2026 counselling sessions helped")
            .split(' ');
    QRandomGenerator rng(5);
    QFile out(path);
    out.open(QIODevice::WriteOnly);
    QByteArray doc;
    qint64 written = 0;
    while (written < bytes) {
        doc.clear();
        for (int s = 2 + int(rng.bounded(8)); s > 0; --s) {
            for (int w = 5 + int(rng.bounded(25)); w > 0; --w)
                doc += words[int(rng.bounded(int(words.size())))] + ' ';
            doc += QByteArray::number(written) + ".\n";
        }
        doc += '\n';
        out.write(doc);
        written += doc.size();
    }
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const qint64 megabytes = argc > 1 ? QByteArray(argv[1]).toLongLong() : 200;
    const int steps = argc > 2 ? QByteArray(argv[2]).toInt() : 50;
    const bool documents = argc > 3 && QByteArray(argv[3]) == "documents";
    QTemporaryDir work;
    const QString corpus = work.filePath(QStringLiteral("corpus.txt"));
    generate(corpus, megabytes * 1024 * 1024);

    PretrainSpec spec;
    spec.modelDirectory = QStringLiteral(HEADWATER_BENCH_FIXTURES) + QStringLiteral("/models/bert-mlm");
    spec.source.files = {corpus};
    spec.source.validationRatio = 0.01;
    spec.cacheDirectory = work.filePath(QStringLiteral("cache"));
    spec.outputDirectory = work.filePath(QStringLiteral("run"));
    spec.seqLength = 64;
    spec.batchSize = 32;
    spec.maxSteps = steps;
    spec.evalExamples = 200;
    spec.packing = documents ? PackingMode::Documents : PackingMode::Concat;
    RssSampler sink;
    std::atomic_bool cancel{false};
    QElapsedTimer clock;
    clock.start();
    PretrainJob job(spec);
    const JobOutcome outcome = runJobHere(job, sink, cancel);
    if (outcome.status != JobStatus::Succeeded) {
        std::fprintf(stderr, "%s\n", qPrintable(outcome.message));
        return 1;
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf(
        "{\"corpus_mb\":%lld,\"packing\":\"%s\",\"dataset_tokens\":%lld,\"steps\":%d,\"seconds\":%.1f,"
        "\"rss_first_step_mb\":%lld,\"peak_heap_training_mb\":%lld,\"peak_mapped_training_mb\":%lld,\"peak_"
        "rss_mb\":%ld}\n",
        static_cast<long long>(megabytes), documents ? "documents" : "concat",
        static_cast<long long>(job.result().datasetTokens), steps, clock.elapsed() / 1000.0,
        static_cast<long long>(sink.firstStepMb), static_cast<long long>(sink.peakAnonMb),
        static_cast<long long>(sink.peakFileMb), usage.ru_maxrss / 1024);
    return 0;
}
