#include "core/tokenize/fragmentation_comparison_job.h"

#include "core/project/corpus_line_export.h"
#include "core/project/project_store.h"
#include "core/system/intra_op_threads.h"
#include "core/tokenize/corpus_lines.h"
#include "core/tokenize/fragmentation_stats.h"
#include "core/tokenize/ordered_pipeline.h"

#include <QFileInfo>

#include <algorithm>

namespace hw {

namespace {

// Lines handed to one thread at a time: enough to make handing over cheap, few enough to share the work.
constexpr int kBlockLines = 256;
constexpr qsizetype kBlockChars = 256 * 1024;

// A line FragmentationMeter counts as a text (one with a whitespace-separated word).
bool hasWord(const QString& line) {
    return std::any_of(line.begin(), line.end(), [](QChar c) { return !c.isSpace(); });
}

} // namespace

Text FragmentationComparisonJob::title() const {
    return Text::tr("Compare how %n tokenizer(s) cut %1", nullptr, int(m_spec.tokenizerDirectories.size()))
        .arg(m_spec.projectCorpus.isEmpty() ? m_spec.corpusFiles.join(QStringLiteral(", "))
                                            : m_spec.projectCorpus);
}

QStringList FragmentationComparisonJob::resources() const {
    QStringList used;
    for (const QString& directory : m_spec.tokenizerDirectories)
        used << QFileInfo(directory).absoluteFilePath();
    for (const QString& file : m_spec.corpusFiles)
        used << QFileInfo(file).absoluteFilePath();
    if (!m_spec.projectCorpus.isEmpty())
        used << QStringLiteral("corpus:") + m_spec.projectCorpus;
    return used;
}

JobOutcome FragmentationComparisonJob::run(JobContext& context) {
    const auto fail = [](const UserError& error) {
        return JobOutcome{JobStatus::Failed, error.text(), error};
    };
    if (m_spec.tokenizerDirectories.isEmpty())
        return fail({Text::tr("no tokenizer to measure"), QString(),
                     Text::tr("choose at least one tokenizer or model")});
    QVector<std::shared_ptr<const TextTokenizer>> tokenizers;
    for (const QString& directory : m_spec.tokenizerDirectories) {
        Expected<std::shared_ptr<const TextTokenizer>> loaded = loadTokenizer(directory);
        if (!loaded)
            return fail(loaded.error());
        tokenizers.append(loaded.value());
    }

    ExportedCorpusLines lines; // kept until the end: its folder goes with it
    QStringList files = m_spec.corpusFiles;
    if (!m_spec.projectCorpus.isEmpty()) {
        Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(m_spec.projectPath);
        if (!store)
            return fail(store.error());
        Expected<ExportedCorpusLines> exported =
            exportCorpusLines(*store.value(), m_spec.projectCorpus, QString(), context,
                              m_spec.maxTexts > 0 ? m_spec.maxTexts : -1);
        if (!exported)
            return fail(exported.error());
        lines = std::move(exported.value());
        files = {lines.file};
    }
    if (files.isEmpty())
        return fail({Text::tr("no corpus to measure on"), QString(),
                     Text::tr("choose a project corpus or give text files")});

    // Lines are measured in blocks on this job's threads, each with its own meter, and the meters added up:
    // the figures and words are those of measuring the lines one after the other.
    const int threads = std::max(1, intraOpThreads());
    std::vector<FragmentationMeter> meters(size_t(threads), FragmentationMeter{tokenizers});
    qint64 texts = 0; // lines with a word: the texts the meters will count
    Expected<qint64> read = qint64(0);
    {
        OrderedPipeline<QString, bool> pipeline(
            threads,
            [&](const std::vector<QString>& block, int thread) {
                for (const QString& line : block)
                    meters[size_t(thread)].add(line);
                return true;
            },
            [](bool&) {}, kBlockLines, kBlockChars, [](const QString& line) { return line.size(); });
        read = forEachCorpusLine(files, &context, Text::tr("tokenizing"), [&](const QString& line) {
            if (!hasWord(line) || (m_spec.maxTexts > 0 && texts >= m_spec.maxTexts))
                return;
            ++texts;
            pipeline.add(line);
        });
        if (read)
            pipeline.finish();
    }
    if (!read)
        return fail(read.error());
    if (context.cancelled())
        return {JobStatus::Cancelled, Text::tr("cancelled")};
    qint64 measured = 0;
    for (const FragmentationMeter& meter : meters)
        measured += meter.texts();
    if (measured == 0)
        return fail({Text::tr("the corpus holds no text"), files.join(QStringLiteral(", ")),
                     Text::tr("choose a corpus with at least one non-empty document")});
    m_result = FragmentationMeter::resultOfShares(meters, threads, m_spec.wordCount);
    m_texts = measured;
    return {JobStatus::Succeeded, Text::tr("%1 texts measured").arg(m_texts)};
}

} // namespace hw
