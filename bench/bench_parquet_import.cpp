// Reading a Parquet dataset (default 200 MB of text, zstd, 10,000-row groups, written by pyarrow) beside
// pyarrow reading the same file's text column into Python strings, in the same run; then the whole import
// into a project (NFC, deduplication, statistics). Target: reading at least 1.0x pyarrow's rate.
// Usage: bench_parquet_import [MEGABYTES] [WORK_DIR]
#include "bench/bench_support.h"
#include "core/corpus/corpus_import_job.h"
#include "core/corpus/corpus_reader.h"
#include "core/jobs/job_runner.h"
#include "core/project/project_store.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

using namespace hw;
using hw::bench::NullSink;
using hw::bench::peakRssMb;

namespace {

QJsonObject python(const QStringList& arguments) {
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(QStringLiteral(HEADWATER_PYTHON),
                  QStringList{QStringLiteral(HEADWATER_BENCH_SCRIPT)} + arguments);
    process.waitForFinished(-1);
    return QJsonDocument::fromJson(process.readAllStandardOutput().trimmed()).object();
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QString megabytes = app.arguments().value(1, QStringLiteral("200"));
    QTemporaryDir tmp(app.arguments().size() > 2 ? app.arguments()[2] + QStringLiteral("/bench-XXXXXX")
                                                 : QDir::tempPath() + QStringLiteral("/bench-XXXXXX"));
    const QString file = tmp.filePath(QStringLiteral("train-00000-of-00001.parquet"));
    const QJsonObject written = python({QStringLiteral("write"), file, megabytes});
    if (written.isEmpty()) {
        std::fputs("pyarrow could not write the dataset (run packaging/install-deps.sh)\n", stderr);
        return 1;
    }
    const QJsonObject reference = python({QStringLiteral("read"), file});

    // Headwater's reader alone: every record's text, as an import reads it.
    const qint64 rssBefore = peakRssMb();
    QElapsedTimer timer;
    timer.start();
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open({file}, {});
    if (!reader)
        return 1;
    CorpusRecord record;
    UserError error;
    qint64 rows = 0, characters = 0;
    while (reader.value()->next(&record, &error)) {
        ++rows;
        characters += record.text.size();
    }
    const qint64 textBytes = written.value(QLatin1String("text_bytes")).toInteger();
    const double readSeconds = timer.nsecsElapsed() / 1e9;
    const double readRate = double(textBytes) / 1e6 / readSeconds;
    const qint64 readRss = peakRssMb();
    std::fprintf(stderr, "%lld characters read\n", static_cast<long long>(characters));

    const QString project = tmp.filePath(QStringLiteral("bench.hwproj"));
    if (!ProjectStore::create(project, QStringLiteral("bench")))
        return 1;
    CorpusImportSpec spec;
    spec.inputs = {file};
    spec.projectPath = project;
    spec.corpusName = QStringLiteral("bench");
    CorpusImportJob job(spec);
    NullSink sink;
    std::atomic_bool cancel{false};
    timer.restart();
    const JobOutcome outcome = runJobHere(job, sink, cancel);
    const double importSeconds = timer.nsecsElapsed() / 1e9;

    const double referenceRate = reference.value(QLatin1String("mb_per_s")).toDouble();
    const QJsonObject result{
        {QStringLiteral("benchmark"), QStringLiteral("parquet_import")},
        {QStringLiteral("ok"), error.what.isEmpty() && outcome.status == JobStatus::Succeeded &&
                                   rows == written.value(QLatin1String("rows")).toInteger()},
        {QStringLiteral("file_bytes"), double(QFileInfo(file).size())},
        {QStringLiteral("text_bytes"), double(textBytes)},
        {QStringLiteral("rows"), rows},
        {QStringLiteral("read_mb_per_s"), readRate},
        {QStringLiteral("pyarrow_mb_per_s"), referenceRate},
        {QStringLiteral("read_vs_pyarrow"), referenceRate > 0 ? readRate / referenceRate : 0},
        {QStringLiteral("rss_before_read_mb"), rssBefore},
        {QStringLiteral("peak_rss_mb_after_read"), readRss},
        {QStringLiteral("import_mb_per_s"), double(textBytes) / 1e6 / importSeconds},
        {QStringLiteral("peak_rss_mb"), peakRssMb()},
        {QStringLiteral("target_read_vs_pyarrow"), 1.0}};
    std::puts(QJsonDocument(result).toJson(QJsonDocument::Compact).constData());
    return result.value(QLatin1String("ok")).toBool() ? 0 : 1;
}
