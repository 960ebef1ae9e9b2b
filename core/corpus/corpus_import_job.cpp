#include "core/corpus/corpus_import_job.h"

#include "core/corpus/batch_queue.h"
#include "core/corpus/corpus_stats.h"
#include "core/corpus/hash_set64.h"
#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/util/atomic_file.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <atomic>
#include <thread>

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

} // namespace

QJsonObject CorpusImportResult::toJson() const {
    QJsonArray fileReports;
    for (const CorpusFileReport& f : files)
        fileReports.append(QJsonObject{
            {QStringLiteral("path"), f.path},
            {QStringLiteral("format"), corpusFormatName(f.format)},
            {QStringLiteral("records"), f.records},
            {QStringLiteral("invalid_utf8"), f.invalidSequences},
            {QStringLiteral("cut_lines"), f.cutLines},
            {QStringLiteral("malformed_rows"), f.malformedRows},
            {QStringLiteral("malformed_examples"), QJsonArray::fromStringList(f.malformedExamples)}});
    return {{QStringLiteral("read"), read},
            {QStringLiteral("kept"), kept},
            {QStringLiteral("duplicates"), duplicates},
            {QStringLiteral("too_short"), tooShort},
            {QStringLiteral("too_long"), tooLong},
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
    out.insert(QStringLiteral("train"), train);
    out.insert(QStringLiteral("validation"), validation);
    return out;
}

Text CorpusImportJob::title() const {
    return Text::tr("Import corpus %1")
        .arg(m_spec.corpusName.isEmpty() ? m_spec.inputs.value(0) : m_spec.corpusName);
}

JobOutcome CorpusImportJob::fail(UserError error) {
    m_error = std::move(error);
    return {JobStatus::Failed, m_error.toString(), m_error};
}

JobOutcome CorpusImportJob::run(JobContext& context) {
    if (m_spec.projectPath.isEmpty() && m_spec.outputDirectory.isEmpty())
        return fail({QStringLiteral("nowhere to put the corpus"), QStringLiteral("--project / --output"),
                     QStringLiteral("give a project file, an output directory, or both")});
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open(m_spec.inputs, m_spec.read);
    if (!reader)
        return fail(reader.error());

    // The project connection belongs to this (worker) thread.
    std::unique_ptr<ProjectStore> project;
    std::unique_ptr<CorpusWriter> writer;
    if (!m_spec.projectPath.isEmpty()) {
        Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(m_spec.projectPath);
        if (!opened)
            return fail(opened.error());
        project = std::move(opened.value());
        const QString name = m_spec.corpusName.isEmpty()
                                 ? QFileInfo(m_spec.inputs.value(0)).completeBaseName()
                                 : m_spec.corpusName;
        Expected<std::unique_ptr<CorpusWriter>> begun = CorpusWriter::begin(
            project->database(), project->dataDirectory(), name, m_spec.inputs, optionsJson(m_spec));
        if (!begun)
            return fail(begun.error());
        writer = std::move(begun.value());
    }
    std::unique_ptr<QTemporaryDir> staging;
    std::unique_ptr<AtomicFileWriter> trainFile, validationFile;
    if (!m_spec.outputDirectory.isEmpty()) {
        const QFileInfo target(m_spec.outputDirectory);
        if (target.exists() && !QDir(target.absoluteFilePath()).isEmpty())
            return fail({QStringLiteral("output directory already exists and is not empty"),
                         m_spec.outputDirectory, QStringLiteral("choose a new folder")});
        QDir().mkpath(target.absolutePath());
        staging = std::make_unique<QTemporaryDir>(
            QDir(target.absolutePath())
                .filePath(QStringLiteral(".%1.partial-XXXXXX").arg(target.fileName())));
        trainFile =
            std::make_unique<AtomicFileWriter>(QDir(staging->path()).filePath(QStringLiteral("train.txt")));
        validationFile = std::make_unique<AtomicFileWriter>(
            QDir(staging->path()).filePath(QStringLiteral("validation.txt")));
        if (!staging->isValid())
            return fail({QStringLiteral("cannot write the output"), m_spec.outputDirectory,
                         QStringLiteral("check permissions and free space")});
    }

    // Reading, decoding and normalising run on a producer thread; storing, deduplication and statistics
    // here, so the two cores share the work.
    struct Prepared {
        QString text;
        QByteArray utf8;
        uint64_t hash;
        bool validation;
        DocumentFigures figures;
    };
    using Batch = std::vector<Prepared>;
    BatchQueue<Batch> queue(8);
    std::atomic<qint64> bytesDone{0};
    qint64 read = 0, tooShort = 0, tooLong = 0;
    UserError readError;
    CorpusReader& source = *reader.value();
    std::thread producer([&] {
        CorpusRecord record;
        Batch batch;
        batch.reserve(512);
        // A batch is handed over at 512 documents or 4 MB of text, whichever comes first: with the queue's
        // eight batches, memory stays bounded even when every line is a megabyte long.
        qint64 batchBytes = 0;
        while (source.next(&record, &readError)) {
            ++read;
            QString text = normalizeText(record.text, m_spec.normalization);
            const int chars = characterCount(text);
            if (chars < std::max(1, m_spec.minChars)) {
                ++tooShort;
                continue;
            }
            if (m_spec.maxChars > 0 && chars > m_spec.maxChars) {
                ++tooLong;
                continue;
            }
            const uint64_t hash = contentHash(text);
            const DocumentFigures figures = measureDocument(text);
            QByteArray utf8 = text.toUtf8();
            batchBytes += 3 * utf8.size(); // the text as UTF-16 and as UTF-8
            batch.push_back({std::move(text), std::move(utf8), hash,
                             isValidationDocument(hash, m_spec.seed, m_spec.validationRatio), figures});
            if (batch.size() == 512 || batchBytes >= 4 * 1024 * 1024) {
                bytesDone = source.bytesDone();
                if (!queue.push(std::move(batch)))
                    return;
                batch = Batch();
                batch.reserve(512);
                batchBytes = 0;
            }
        }
        if (!batch.empty())
            queue.push(std::move(batch));
        queue.finish();
    });
    struct JoinOnExit {
        std::thread& t;
        BatchQueue<Batch>& q;
        ~JoinOnExit() {
            q.close();
            if (t.joinable())
                t.join();
        }
    } joinOnExit{producer, queue};

    CorpusStats stats;
    HashSet64 seen; // exact deduplication by content hash within this import
    while (std::optional<Batch> batch = queue.pop()) {
        context.pausePoint();
        if (context.cancelled())
            return {JobStatus::Cancelled, QStringLiteral("import cancelled; nothing was stored")};
        context.progress(Text::tr("importing"), double(bytesDone.load()), double(source.bytesTotal()),
                         ProgressUnit::Bytes);
        for (Prepared& doc : *batch) {
            if (m_spec.deduplicate && !seen.insert(doc.hash)) {
                ++m_result.duplicates;
                continue;
            }
            if (writer) {
                Expected<bool> added = writer->addDocument(doc.hash, doc.validation, doc.utf8);
                if (!added)
                    return fail(added.error());
            }
            ++m_result.kept;
            ++(doc.validation ? m_result.validation : m_result.train);
            stats.add(doc.figures, doc.text);
            if (trainFile) {
                AtomicFileWriter& out = doc.validation ? *validationFile : *trainFile;
                out.write(doc.utf8);
                out.write("\n\n", 2); // blank-line-separated documents keep sentence lines intact
            }
        }
    }
    producer.join();
    m_result.read = read;
    m_result.tooShort = tooShort;
    m_result.tooLong = tooLong;
    if (!readError.what.isEmpty())
        return fail(readError);
    Expected<bool> unchanged = reader.value()->checkFilesUnchanged();
    if (!unchanged)
        return fail(unchanged.error());
    m_result.files = reader.value()->reports();
    m_result.stats = stats.toJson();
    for (const CorpusFileReport& f : m_result.files) {
        if (f.invalidSequences)
            context.log(LogLevel::Warning, QStringLiteral("%1: %2 invalid UTF-8 sequences replaced")
                                               .arg(f.path)
                                               .arg(f.invalidSequences));
        if (f.cutLines)
            context.log(LogLevel::Warning,
                        QStringLiteral("%1: %2 over-long lines cut").arg(f.path).arg(f.cutLines));
        if (f.malformedRows)
            context.log(LogLevel::Warning, QStringLiteral("%1: %2 malformed rows skipped, e.g. %3")
                                               .arg(f.path)
                                               .arg(f.malformedRows)
                                               .arg(f.malformedExamples.join(QStringLiteral("; "))));
    }
    if (m_result.kept == 0)
        return fail({QStringLiteral("no documents left to import"), m_spec.inputs.join(QStringLiteral(", ")),
                     QStringLiteral("check the format and text field, or relax the length filters")});
    if (context.cancelled())
        return {JobStatus::Cancelled, QStringLiteral("import cancelled; nothing was stored")};

    if (trainFile) {
        for (AtomicFileWriter* file : {trainFile.get(), validationFile.get()}) {
            Expected<bool> written = file->commit();
            if (!written)
                return fail(written.error());
        }
        Expected<bool> written =
            writeFileAtomically(QDir(staging->path()).filePath(QStringLiteral("stats.json")),
                                QJsonDocument(m_result.toJson()).toJson());
        if (!written)
            return fail(written.error());
    }
    if (writer) {
        Expected<bool> committed = writer->commit(m_result.storedStats());
        if (!committed)
            return fail(committed.error());
    }
    if (staging) {
        const QString target = QFileInfo(m_spec.outputDirectory).absoluteFilePath();
        QFile::setPermissions(staging->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                   QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther |
                                                   QFile::ExeOther);
        QDir().rmdir(target);
        if (!QDir().rename(staging->path(), target))
            return fail({QStringLiteral("cannot move the output into place"), target,
                         QStringLiteral("check permissions")});
        staging->setAutoRemove(false);
    }
    return {JobStatus::Succeeded, QStringLiteral("%1 documents imported (%2 duplicates removed)")
                                      .arg(m_result.kept)
                                      .arg(m_result.duplicates)};
}

} // namespace hw
