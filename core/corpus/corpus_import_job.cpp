#include "core/corpus/corpus_import_job.h"

#include "core/corpus/batch_queue.h"
#include "core/corpus/corpus_stats.h"
#include "core/corpus/hash_set64.h"
#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/project/project_write_lock.h"
#include "core/util/atomic_file.h"
#include "core/util/output_paths.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <atomic>
#include <chrono>
#include <climits>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace hw {

namespace {

QJsonObject optionsJson(const CorpusImportSpec& s) {
    return {{QStringLiteral("format"), corpusFormatName(s.read.format)},
            {QStringLiteral("text_fields"), QJsonArray::fromStringList(s.read.textFields)},
            {QStringLiteral("unicode"), s.normalization.form == UnicodeForm::Nfkc  ? QStringLiteral("NFKC")
                                        : s.normalization.form == UnicodeForm::Nfc ? QStringLiteral("NFC")
                                                                                   : QStringLiteral("none")},
            {QStringLiteral("clean_whitespace"), s.normalization.cleanWhitespace},
            {QStringLiteral("min_chars"), s.minChars},
            {QStringLiteral("max_chars"), s.maxChars},
            {QStringLiteral("deduplicate"), s.deduplicate},
            {QStringLiteral("validation_ratio"), s.validationRatio},
            {QStringLiteral("seed"), QString::number(s.seed)}};
}

int characterCount(const QString& text) {
    int n = 0;
    for (QChar c : text)
        n += !c.isLowSurrogate();
    return n;
}

// A document read, normalised and measured on the producer thread, ready to be stored (its UTF-8 is made
// by the storing thread, which has less to do, and only for documents that are kept).
struct PreparedDocument {
    QString text;    // null when `utf8` holds the text as it was read, which normalising leaves as it is
    QByteArray utf8; // the text as UTF-8 when the reader had it, else empty
    uint64_t hash;
    bool validation;
    DocumentFigures figures;
};
struct PreparedBatch {
    std::vector<PreparedDocument> documents;
    qint64 bytesRead = 0; // of the inputs, when the batch was handed over
};
using PreparedQueue = BatchQueue<PreparedBatch>;

// What the producer thread counts; read once it has been joined (bytesRead while it runs).
struct ReadCounts {
    std::atomic<qint64> bytesRead{0};
    qint64 read = 0, tooShort = 0, tooLong = 0;
    UserError error;
};

// Batches the consumer is done with, handed back for the producer to free: its allocator arena then takes
// back its own memory, where frees from the other thread took that arena's lock against the producer's
// allocations (on two cores, several per cent of the import went to waiting for it).
class SpentBatches {
public:
    void giveBack(PreparedBatch batch) {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_batches.push_back(std::move(batch));
    }
    void freeAll() { // producer
        std::vector<PreparedBatch> spent;
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            spent.swap(m_batches);
        }
    }

private:
    std::mutex m_mutex;
    std::vector<PreparedBatch> m_batches;
};

// Closes the queue and joins the producer however the consumer leaves, so the producer never waits forever.
struct JoinOnExit {
    std::thread& t;
    PreparedQueue& q;
    ~JoinOnExit() {
        q.close();
        if (t.joinable())
            t.join();
    }
};

// The document normalised, or nothing when the length filters drop it (counted in `counts`).
std::optional<PreparedDocument> prepareDocument(const CorpusRecord& record, CorpusReader& source,
                                                const CorpusImportSpec& spec, ReadCounts& counts) {
    // Most text is valid UTF-8 and normalised already: one pass over its bytes (or its decoded text) then
    // finds that, its length, its figures and its hash, and it is stored as it was read.
    DocumentFigures figures;
    uint64_t hash = 0;
    int chars = 0;
    QString text = record.text;
    QByteArray utf8 = record.utf8;
    bool measured = false;
    if (text.isNull()) {
        const Utf8Measure bytes = measureUtf8IfNormalized(utf8, spec.normalization, &figures, &hash, &chars);
        measured = bytes == Utf8Measure::Normalized;
        if (bytes == Utf8Measure::NotUtf8) { // decoded as the reader decodes such lines, and measured again
            text = record.utf8Unchecked ? source.decodeUnchecked(utf8) : QString::fromUtf8(utf8);
            utf8 = QByteArray();
            measured = measureIfNormalized(text, spec.normalization, &figures, &hash, &chars);
        } else if (!measured) {
            text = QString::fromUtf8(utf8);
        }
    } else {
        measured = measureIfNormalized(text, spec.normalization, &figures, &hash, &chars);
    }
    if (!measured) {
        const QString read = text;
        text = normalizeText(read, spec.normalization);
        if (!text.isSharedWith(read)) // normalising changed it: the bytes read are not the text's
            utf8 = QByteArray();
        chars = characterCount(text);
    }
    if (chars < std::max(1, spec.minChars)) {
        ++counts.tooShort;
        return std::nullopt;
    }
    if (spec.maxChars > 0 && chars > spec.maxChars) {
        ++counts.tooLong;
        return std::nullopt;
    }
    if (!measured)
        figures = measureDocument(text, &hash); // hash: contentHash(text)
    return PreparedDocument{std::move(text), std::move(utf8), hash,
                            isValidationDocument(hash, spec.seed, spec.validationRatio), figures};
}

// The producer thread: reads every record and hands prepared documents over in batches.
void prepareDocuments(CorpusReader& source, const CorpusImportSpec& spec, PreparedQueue& queue,
                      SpentBatches& spent, ReadCounts& counts) {
    CorpusRecord record;
    PreparedBatch batch;
    batch.documents.reserve(512);
    qint64 batchBytes = 0, handedOver = 0;
    auto handOver = [&] {
        batch.bytesRead = handedOver = counts.bytesRead = source.bytesDone();
        spent.freeAll();
        if (!queue.push(std::move(batch)))
            return false;
        batch = PreparedBatch();
        batch.documents.reserve(512);
        batchBytes = 0;
        return true;
    };
    // A batch is handed over at 512 documents, 4 MB of text or 1 MiB of input read, whichever comes first:
    // with the queue's eight batches, memory stays bounded even when every line is a megabyte long, and the
    // progress moves on while long texts are read or rows are dropped.
    while (source.next(&record, &counts.error)) {
        ++counts.read;
        counts.bytesRead = source.bytesDone();
        std::optional<PreparedDocument> doc = prepareDocument(record, source, spec, counts);
        if (doc) {
            batchBytes += 2 * doc->text.size() + doc->utf8.size(); // the text as UTF-16 (and UTF-8)
            batch.documents.push_back(std::move(*doc));
        }
        if (batch.documents.size() == 512 || batchBytes >= 4 * 1024 * 1024 ||
            counts.bytesRead - handedOver >= 1024 * 1024)
            if (!handOver())
                return;
    }
    if (handOver()) // the last documents, and all bytes read
        queue.finish();
}

void warnAboutFile(const CorpusFileReport& f, qint64 maxBytes, JobContext& context) {
    if (f.invalidSequences)
        context.log(LogLevel::Warning,
                    Text::tr("%1: %2 invalid UTF-8 sequences replaced").arg(f.path).arg(f.invalidSequences));
    if (f.cutLines)
        context.log(LogLevel::Warning, Text::tr("%1: %2 over-long lines cut").arg(f.path).arg(f.cutLines));
    if (f.splitLines)
        context.log(LogLevel::Warning, Text(QStringLiteral("%1: %2"))
                                           .arg(f.path)
                                           .arg(splitLinesText(f.splitLines, f.splitDocuments, maxBytes)));
    if (f.malformedRows)
        context.log(LogLevel::Warning, Text::tr("%1: %2 malformed rows skipped, e.g. %3")
                                           .arg(f.path)
                                           .arg(f.malformedRows)
                                           .arg(Text::joined(f.malformedExamples, QStringLiteral("; "))));
}

} // namespace

QJsonObject CorpusImportResult::toJson() const {
    QJsonArray fileReports;
    for (const CorpusFileReport& f : files)
        fileReports.append(corpusFileReportJson(f));
    return {{QStringLiteral("read"), read},
            {QStringLiteral("kept"), kept},
            {QStringLiteral("duplicates"), duplicates},
            {QStringLiteral("too_short"), tooShort},
            {QStringLiteral("too_long"), tooLong},
            {QStringLiteral("split_lines"), splitLines},
            {QStringLiteral("split_documents"), splitDocuments},
            {QStringLiteral("max_document_bytes"), maxDocumentBytes},
            {QStringLiteral("train"), train},
            {QStringLiteral("validation"), validation},
            {QStringLiteral("stats"), stats},
            {QStringLiteral("files"), fileReports}};
}

QJsonObject CorpusImportResult::storedStats() const {
    QJsonObject out = stats;
    out.insert(QStringLiteral("read"), read);
    out.insert(QStringLiteral("duplicates"), duplicates);
    out.insert(QStringLiteral("too_short"), tooShort);
    out.insert(QStringLiteral("too_long"), tooLong);
    out.insert(QStringLiteral("split_lines"), splitLines);
    out.insert(QStringLiteral("split_documents"), splitDocuments);
    out.insert(QStringLiteral("max_document_bytes"), maxDocumentBytes);
    out.insert(QStringLiteral("train"), train);
    out.insert(QStringLiteral("validation"), validation);
    return out;
}

Text splitLinesText(qint64 splitLines, qint64 splitDocuments, qint64 maxDocumentBytes) {
    const Text limit = maxDocumentBytes >= 1024 * 1024
                           ? Text::tr("%1 MiB").arg(double(maxDocumentBytes) / (1024 * 1024), 'g', 3)
                           : Text::tr("%1 KiB").arg(double(maxDocumentBytes) / 1024, 'g', 3);
    return Text::tr("%n line(s) longer than %1 became %2 documents, split at sentence or word boundaries",
                    nullptr, int(std::min<qint64>(splitLines, INT_MAX)))
        .arg(limit)
        .arg(splitDocuments);
}

Text CorpusImportJob::title() const {
    return Text::tr("Import corpus %1")
        .arg(m_spec.corpusName.isEmpty() ? m_spec.inputs.value(0) : m_spec.corpusName);
}

JobOutcome CorpusImportJob::fail(UserError error) {
    m_error = std::move(error);
    return {JobStatus::Failed, m_error.text(), m_error};
}

// Where the kept documents go: the project's corpus (one transaction) and/or the output folder, staged beside
// it and renamed into place at the end.
struct CorpusImportJob::Destinations {
    std::unique_ptr<ProjectWriteLock> writeLock; // first: released after the transaction below has ended
    std::unique_ptr<ProjectStore> project;       // the connection belongs to this (worker) thread
    std::unique_ptr<CorpusWriter> writer;
    std::unique_ptr<QTemporaryDir> staging;
    std::unique_ptr<AtomicFileWriter> trainFile, validationFile;

    Expected<bool> add(const PreparedDocument& doc) {
        const QByteArray utf8 = doc.utf8.isEmpty() ? doc.text.toUtf8() : doc.utf8;
        if (writer) {
            Expected<bool> added = writer->addDocument(doc.hash, doc.validation, utf8);
            if (!added)
                return added;
        }
        if (trainFile) {
            AtomicFileWriter& out = doc.validation ? *validationFile : *trainFile;
            out.write(utf8);
            out.write("\n\n", 2); // blank-line-separated documents keep sentence lines intact
            if (out.failed())
                return out.commit(); // the write's error: stop reading now
        }
        return true;
    }
};

JobOutcome CorpusImportJob::run(JobContext& context) {
    if (m_spec.projectPath.isEmpty() && m_spec.outputDirectory.isEmpty())
        return fail({Text::tr("nowhere to put the corpus"), Text::setting(QStringLiteral("output")),
                     Text::tr("give a project file, an output directory, or both")});
    // A corpus is text to learn from: a line too long for one document becomes several, never a cut one.
    CorpusReadOptions read = m_spec.read;
    read.splitLongText = true;
    read.recordLocations = false;  // no message of the import names a record
    read.keepUtf8Undecoded = true; // validated and measured as bytes, decoded only where it must be
    m_result.maxDocumentBytes = read.maxLineBytes;
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open(m_spec.inputs, read);
    if (!reader)
        return fail(reader.error());
    Destinations out;
    // One import writes into a project at a time; the others wait their turn (a missing project is left to
    // the store to refuse).
    if (!m_spec.projectPath.isEmpty() && QFileInfo::exists(m_spec.projectPath)) {
        Expected<std::unique_ptr<ProjectWriteLock>> lock =
            ProjectWriteLock::acquire(m_spec.projectPath, context);
        if (!lock)
            return lock.error().isCancellation()
                       ? JobOutcome{JobStatus::Cancelled, Text::tr("import cancelled; nothing was stored")}
                       : fail(lock.error());
        out.writeLock = std::move(lock.value());
    }
    Expected<bool> done = beginProjectCorpus(out);
    if (done)
        done = stageOutputDirectory(out);
    CorpusStats stats;
    if (done)
        done = importDocuments(*reader.value(), out, stats, context);
    if (done)
        done = checkWhatWasRead(*reader.value(), stats, context);
    if (done && context.cancelled())
        done = UserError::cancellation();
    if (done)
        done = storeOutputs(out);
    if (!done)
        return done.error().isCancellation()
                   ? JobOutcome{JobStatus::Cancelled, Text::tr("import cancelled; nothing was stored")}
                   : fail(done.error());
    const Text imported =
        Text::tr("%1 documents imported (%2 duplicates removed)").arg(m_result.kept).arg(m_result.duplicates);
    if (m_result.splitLines == 0)
        return {JobStatus::Succeeded, imported};
    return {JobStatus::Succeeded,
            Text::tr("%1; %2").arg(imported).arg(
                splitLinesText(m_result.splitLines, m_result.splitDocuments, m_result.maxDocumentBytes))};
}

// With a project: the corpus's row and document table, written in one transaction that commits at the end.
Expected<bool> CorpusImportJob::beginProjectCorpus(Destinations& out) const {
    if (m_spec.projectPath.isEmpty())
        return true;
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(m_spec.projectPath);
    if (!opened)
        return opened.error();
    out.project = std::move(opened.value());
    const QString name = m_spec.corpusName.isEmpty() ? QFileInfo(m_spec.inputs.value(0)).completeBaseName()
                                                     : m_spec.corpusName;
    Expected<std::unique_ptr<CorpusWriter>> begun = CorpusWriter::begin(
        out.project->database(), out.project->dataDirectory(), name, m_spec.inputs, optionsJson(m_spec));
    if (!begun)
        return begun.error();
    out.writer = std::move(begun.value());
    return true;
}

// With an output folder: train.txt and validation.txt in a hidden folder beside it, renamed at the end.
Expected<bool> CorpusImportJob::stageOutputDirectory(Destinations& out) const {
    if (m_spec.outputDirectory.isEmpty())
        return true;
    Expected<bool> usable = checkOutputFolderPath(m_spec.outputDirectory);
    if (!usable)
        return usable;
    const QFileInfo target(m_spec.outputDirectory);
    if (target.exists() && !QDir(target.absoluteFilePath()).isEmpty())
        return UserError{Text::tr("output directory already exists and is not empty"), m_spec.outputDirectory,
                         Text::tr("choose a new folder")};
    QDir().mkpath(target.absolutePath());
    out.staging = makeStagingFolder(target.absoluteFilePath());
    const QDir staged(out.staging->path());
    out.trainFile = std::make_unique<AtomicFileWriter>(staged.filePath(QStringLiteral("train.txt")));
    out.validationFile =
        std::make_unique<AtomicFileWriter>(staged.filePath(QStringLiteral("validation.txt")));
    if (!out.staging->isValid())
        return UserError{Text::tr("cannot write the output"), m_spec.outputDirectory,
                         Text::tr("check permissions and free space")};
    return true;
}

// Reading, decoding, normalising, measuring and hashing run on a producer thread; deduplication, encoding as
// UTF-8, storing and statistics here, so the two cores share the work about evenly.
Expected<bool> CorpusImportJob::importDocuments(CorpusReader& source, Destinations& out, CorpusStats& stats,
                                                JobContext& context) {
    PreparedQueue queue(8);
    SpentBatches spent; // declared before the producer's join: outlives it
    ReadCounts counts;
    std::thread producer([&] { prepareDocuments(source, m_spec, queue, spent, counts); });
    JoinOnExit joinOnExit{producer, queue};
    HashSet64 seen; // exact deduplication by content hash within this import
    // The bytes read so far: with each batch stored, and every quarter second while a batch is on its way.
    qint64 shown = -1;
    auto showProgress = [&](qint64 bytesRead) {
        if (bytesRead <= shown)
            return;
        shown = bytesRead;
        context.progress(Text::tr("importing"), double(bytesRead), double(source.bytesTotal()),
                         ProgressUnit::Bytes);
    };
    for (;;) {
        bool ended = false;
        std::optional<PreparedBatch> batch = queue.pop(std::chrono::milliseconds(250), &ended);
        context.pausePoint();
        if (context.cancelled())
            return UserError::cancellation();
        if (!batch) {
            if (ended)
                break;
            showProgress(counts.bytesRead.load());
            continue;
        }
        for (PreparedDocument& doc : batch->documents) {
            if (m_spec.deduplicate && !seen.insert(doc.hash)) {
                ++m_result.duplicates;
                continue;
            }
            Expected<bool> added = out.add(doc);
            if (!added)
                return added;
            ++m_result.kept;
            ++(doc.validation ? m_result.validation : m_result.train);
            if (doc.text.isNull())
                stats.add(doc.figures, QByteArrayView(doc.utf8));
            else
                stats.add(doc.figures, doc.text);
        }
        showProgress(batch->bytesRead);
        spent.giveBack(std::move(*batch));
    }
    producer.join();
    m_result.read = counts.read;
    m_result.tooShort = counts.tooShort;
    m_result.tooLong = counts.tooLong;
    if (!counts.error.what.isEmpty())
        return counts.error;
    return true;
}

// The inputs unchanged while read, what each file held (and what was wrong in it, as warnings), and at least
// one document kept.
Expected<bool> CorpusImportJob::checkWhatWasRead(CorpusReader& reader, const CorpusStats& stats,
                                                 JobContext& context) {
    Expected<bool> unchanged = reader.checkFilesUnchanged();
    if (!unchanged)
        return unchanged;
    m_result.files = reader.reports();
    m_result.stats = stats.toJson();
    for (const CorpusFileReport& f : m_result.files) {
        m_result.splitLines += f.splitLines;
        m_result.splitDocuments += f.splitDocuments;
        warnAboutFile(f, m_result.maxDocumentBytes, context);
    }
    if (m_result.kept == 0)
        return UserError{Text::tr("no documents left to import"), m_spec.inputs.join(QStringLiteral(", ")),
                         Text::tr("check the format and text field, or relax the length filters")};
    return true;
}

// Commits the output files with stats.json and the project's transaction, then moves the output into place.
Expected<bool> CorpusImportJob::storeOutputs(Destinations& out) const {
    if (out.trainFile) {
        for (AtomicFileWriter* file : {out.trainFile.get(), out.validationFile.get()}) {
            Expected<bool> written = file->commit();
            if (!written)
                return written;
        }
        Expected<bool> written =
            writeFileAtomically(QDir(out.staging->path()).filePath(QStringLiteral("stats.json")),
                                QJsonDocument(m_result.toJson()).toJson());
        if (!written)
            return written;
    }
    if (out.writer) {
        Expected<bool> committed = out.writer->commit(m_result.storedStats());
        if (!committed)
            return committed;
    }
    if (out.staging)
        return moveOutputIntoPlace(*out.staging);
    return true;
}

Expected<bool> CorpusImportJob::moveOutputIntoPlace(QTemporaryDir& staging) const {
    Expected<bool> moved =
        moveFolderIntoPlace(staging.path(), QFileInfo(m_spec.outputDirectory).absoluteFilePath());
    if (moved)
        staging.setAutoRemove(false);
    return moved;
}

} // namespace hw
