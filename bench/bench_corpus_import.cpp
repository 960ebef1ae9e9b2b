// Importing a generated corpus (default 1 GB, mixed English/Korean, 5% duplicates), as plain text and as
// JSONL, into a project with NFC, deduplication and statistics. Targets: >= 150 MB/s on 2 cores, peak RSS
// < 500 MB. Each line also gives the rate of reading the same file in 8 MB blocks (from the page cache, as
// the import finds it after generation), so the import's share of the disk's speed shows.
// Usage: bench_corpus_import [MEGABYTES] [WORK_DIR]
#include "bench/bench_support.h"
#include "core/corpus/corpus_import_job.h"
#include "core/jobs/job_runner.h"
#include "core/project/project_store.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <cstdio>

using namespace hw;
using hw::bench::NullSink;
using hw::bench::peakRssMb;

namespace {

// Writes the corpus as plain text lines and, the same lines, as JSONL objects {"id": n, "text": line}.
void generate(const QString& textPath, const QString& jsonlPath, qint64 bytes) {
    const QList<QByteArray> words =
        QByteArray("the coronavirus pandemic changed how hospitals triage patients while researchers tested "
                   "vaccines 오늘 너무 행복해 상담 데이터로 추가 학습한 모델이 감정 분류를 더 잘한다 "
                   "café naïve résumé markets rose 3.5% in 2026")
            .split(' ');
    QRandomGenerator rng(11);
    QFile out(textPath), jsonl(jsonlPath);
    out.open(QIODevice::WriteOnly);
    jsonl.open(QIODevice::WriteOnly);
    QByteArray line;
    QList<QByteArray> recent;
    qint64 written = 0;
    while (written < bytes) {
        if (!recent.isEmpty() && rng.bounded(20) == 0) {
            line = recent[int(rng.bounded(int(recent.size())))]; // an exact duplicate
        } else {
            line.clear();
            const int n = 20 + int(rng.bounded(120));
            for (int i = 0; i < n; ++i) {
                line += words[int(rng.bounded(int(words.size())))];
                line += ' ';
            }
            line += QByteArray::number(written);
            if (recent.size() < 1000)
                recent << line;
        }
        jsonl.write("{\"id\": " + QByteArray::number(written) + ", \"text\": \"" + line + "\"}\n");
        line += '\n';
        out.write(line);
        written += line.size();
    }
}

// MB/s of reading the whole file in 8 MB blocks.
double readRate(const QString& path) {
    QFile in(path);
    in.open(QIODevice::ReadOnly);
    QByteArray block(8 << 20, Qt::Uninitialized);
    QElapsedTimer timer;
    timer.start();
    qint64 total = 0;
    for (qint64 got; (got = in.read(block.data(), block.size())) > 0;)
        total += got;
    return double(total) / 1e6 / (double(timer.nsecsElapsed()) / 1e9);
}

// CPU seconds this process has used (all threads): on a shared machine, the work an import took.
double cpuSeconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

// Imports `corpus` into a new project and prints one JSON line; false when the import failed.
bool importOnce(const QTemporaryDir& tmp, const QString& corpus, const QString& format) {
    const QString project = tmp.filePath(format + QStringLiteral(".hwproj"));
    if (!ProjectStore::create(project, QStringLiteral("bench")))
        return false;
    const double diskRate = readRate(corpus);
    const qint64 rssBefore = peakRssMb();
    CorpusImportSpec spec;
    spec.inputs = {corpus};
    spec.projectPath = project;
    spec.corpusName = QStringLiteral("bench");
    CorpusImportJob job(spec);
    NullSink sink;
    std::atomic_bool cancel{false};
    QElapsedTimer timer;
    timer.start();
    const double cpuBefore = cpuSeconds();
    const JobOutcome outcome = runJobHere(job, sink, cancel);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const double cpu = cpuSeconds() - cpuBefore;
    const double bytes = double(QFileInfo(corpus).size());
    const double rate = bytes / 1e6 / seconds;
    const QJsonObject result{{QStringLiteral("benchmark"), QStringLiteral("corpus_import")},
                             {QStringLiteral("format"), format},
                             {QStringLiteral("ok"), outcome.status == JobStatus::Succeeded},
                             {QStringLiteral("bytes"), bytes},
                             {QStringLiteral("seconds"), seconds},
                             {QStringLiteral("mb_per_s"), rate},
                             {QStringLiteral("cpu_seconds"), cpu}, // over both cores: at most 2 x seconds
                             {QStringLiteral("read_8mb_blocks_mb_per_s"), diskRate},
                             {QStringLiteral("share_of_read_rate"), rate / diskRate},
                             {QStringLiteral("documents"), job.result().kept},
                             {QStringLiteral("duplicates"), job.result().duplicates},
                             {QStringLiteral("peak_rss_mb"), peakRssMb()},
                             {QStringLiteral("rss_before_import_mb"), rssBefore},
                             {QStringLiteral("target_mb_per_s"), 150},
                             {QStringLiteral("target_peak_rss_mb"), 500}};
    std::puts(QJsonDocument(result).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    return outcome.status == JobStatus::Succeeded;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const double megabytes = app.arguments().value(1, QStringLiteral("1024")).toDouble();
    QTemporaryDir tmp(app.arguments().size() > 2 ? app.arguments()[2] + QStringLiteral("/bench-XXXXXX")
                                                 : QDir::tempPath() + QStringLiteral("/bench-XXXXXX"));
    if (!tmp.isValid()) {
        std::fprintf(stderr,
                     "error: cannot make a working folder at %s: %s (give an existing, writable folder)\n",
                     qPrintable(tmp.path()), qPrintable(tmp.errorString()));
        return 2;
    }
    const QString text = tmp.filePath(QStringLiteral("corpus.txt"));
    const QString jsonl = tmp.filePath(QStringLiteral("corpus.jsonl"));
    generate(text, jsonl, qint64(megabytes * 1e6));
    const bool textOk = importOnce(tmp, text, QStringLiteral("txt"));
    const bool jsonlOk = importOnce(tmp, jsonl, QStringLiteral("jsonl"));
    return textOk && jsonlOk ? 0 : 1;
}
