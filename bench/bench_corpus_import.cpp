// Importing a generated corpus (default 1 GB, mixed English/Korean, 5% duplicates) into a project with
// NFC, deduplication and statistics. Targets: >= 50 MB/s on 2 cores, peak RSS < 500 MB.
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

void generate(const QString& path, qint64 bytes) {
    const QList<QByteArray> words =
        QByteArray("the coronavirus pandemic changed how hospitals triage patients while researchers tested "
                   "vaccines 오늘 너무 행복해 상담 데이터로 추가 학습한 모델이 감정 분류를 더 잘한다 "
                   "café naïve résumé markets rose 3.5% in 2026")
            .split(' ');
    QRandomGenerator rng(11);
    QFile out(path);
    out.open(QIODevice::WriteOnly);
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
        line += '\n';
        out.write(line);
        written += line.size();
    }
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const double megabytes = app.arguments().value(1, QStringLiteral("1024")).toDouble();
    QTemporaryDir tmp(app.arguments().size() > 2 ? app.arguments()[2] + QStringLiteral("/bench-XXXXXX")
                                                 : QDir::tempPath() + QStringLiteral("/bench-XXXXXX"));
    const QString corpus = tmp.filePath(QStringLiteral("corpus.txt"));
    generate(corpus, qint64(megabytes * 1e6));
    const QString project = tmp.filePath(QStringLiteral("bench.hwproj"));
    if (!ProjectStore::create(project, QStringLiteral("bench")))
        return 1;
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
    const JobOutcome outcome = runJobHere(job, sink, cancel);
    const double seconds = timer.nsecsElapsed() / 1e9;
    const double bytes = double(QFileInfo(corpus).size());
    const QJsonObject result{{QStringLiteral("benchmark"), QStringLiteral("corpus_import")},
                             {QStringLiteral("ok"), outcome.status == JobStatus::Succeeded},
                             {QStringLiteral("bytes"), bytes},
                             {QStringLiteral("seconds"), seconds},
                             {QStringLiteral("mb_per_s"), bytes / 1e6 / seconds},
                             {QStringLiteral("documents"), job.result().kept},
                             {QStringLiteral("duplicates"), job.result().duplicates},
                             {QStringLiteral("peak_rss_mb"), peakRssMb()},
                             {QStringLiteral("rss_before_import_mb"), rssBefore},
                             {QStringLiteral("target_mb_per_s"), 50},
                             {QStringLiteral("target_peak_rss_mb"), 500}};
    std::puts(QJsonDocument(result).toJson(QJsonDocument::Compact).constData());
    return outcome.status == JobStatus::Succeeded ? 0 : 1;
}
