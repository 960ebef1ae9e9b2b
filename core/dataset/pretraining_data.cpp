#include "core/dataset/pretraining_data.h"

#include "core/corpus/corpus_reader.h"
#include "core/corpus/text_normalization.h"
#include "core/dataset/token_shard.h"
#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/system/intra_op_threads.h"
#include "core/tokenize/ordered_pipeline.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/util/ordinary_files.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

namespace hw {

namespace {

const int kFormatVersion = 1;
const int kDocumentsPerChunk = 1024; // between progress reports and cancellation checks
// Documents handed to one thread at a time: enough to make handing over cheap, few enough to share the work.
const int kDocumentsPerBlock = 64;
const qsizetype kCharactersPerBlock = 256 * 1024;

struct PendingDocument {
    QString text;
    bool validation = false;
};
using TokenizedDocument = std::vector<std::vector<int32_t>>;

UserError cancelledError() {
    return UserError::cancellation();
}

// Sentences are the document's lines, as ELECTRA's data preparation reads them.
TokenizedDocument tokenizeDocument(const TextTokenizer& tokenizer, const QString& text) {
    TokenizedDocument sentences;
    for (const QStringView line : QStringView(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        Encoding e = tokenizer.segment(line.toString(), 0);
        if (!e.ids.empty())
            sentences.push_back(std::move(e.ids));
    }
    return sentences;
}

QByteArray tokenizerIdentity(const QString& tokenizerDirectory) {
    QCryptographicHash hash(QCryptographicHash::Sha1);
    const QFileInfo info(tokenizerDirectory);
    const QStringList names = {QStringLiteral("vocab.txt"),
                               QStringLiteral("tokenizer.json"),
                               QStringLiteral("tokenizer_config.json"),
                               QStringLiteral("special_tokens_map.json"),
                               QStringLiteral("spm.model"),
                               QStringLiteral("sentencepiece.bpe.model")};
    const QDir dir(info.isDir() ? info.absoluteFilePath() : info.absolutePath());
    for (const QString& name : names) {
        if (Expected<QByteArray> bytes = readOrdinaryFile(dir.filePath(name), FileKind::Vocabulary)) {
            hash.addData(name.toUtf8());
            hash.addData(bytes.value());
        }
    }
    return hash.result();
}

QString sourceIdentity(const PretrainingSource& source, const QStringList& files,
                       const QString& tokenizerDirectory) {
    QJsonObject id;
    id.insert(QStringLiteral("version"), kFormatVersion);
    QJsonArray fileIds;
    for (const QString& f : files) {
        const QFileInfo info(f);
        fileIds.append(QStringLiteral("%1|%2|%3")
                           .arg(info.absoluteFilePath())
                           .arg(info.size())
                           .arg(info.lastModified().toMSecsSinceEpoch()));
    }
    id.insert(QStringLiteral("files"), fileIds);
    id.insert(QStringLiteral("text_fields"), QJsonArray::fromStringList(source.read.textFields));
    id.insert(QStringLiteral("format"), corpusFormatName(source.read.format));
    id.insert(QStringLiteral("validation_ratio"), source.validationRatio);
    id.insert(QStringLiteral("split_seed"), QString::number(source.splitSeed));
    if (!source.projectPath.isEmpty()) {
        id.insert(QStringLiteral("project"), QFileInfo(source.projectPath).absoluteFilePath());
        id.insert(QStringLiteral("corpora"), QJsonArray::fromStringList(source.corpusNames));
    }
    id.insert(QStringLiteral("tokenizer"),
              QString::fromLatin1(tokenizerIdentity(tokenizerDirectory).toHex()));
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(id).toJson(QJsonDocument::Compact), QCryptographicHash::Sha1)
            .toHex()
            .left(16));
}

// Tokenizes documents on the job's threads while this thread goes on reading (and tokenizes too when it is
// ahead), and hands them to `store` in the order they came, so the shards are the same on any number of
// cores.
class DocumentFeeder {
public:
    using Store = std::function<Expected<bool>(bool validation, const TokenizedDocument&)>;
    DocumentFeeder(const TextTokenizer& tokenizer, Store store)
        : m_store(std::move(store))
        , m_pipeline(
              std::max(1, intraOpThreads()), // the job's share of the cores (--threads, Preferences)
              [&tokenizer](const std::vector<PendingDocument>& chunk, int) {
                  Tokenized out;
                  out.tokens.reserve(chunk.size());
                  for (const PendingDocument& d : chunk) {
                      out.validation.push_back(d.validation);
                      out.tokens.push_back(tokenizeDocument(tokenizer, d.text));
                  }
                  return out;
              },
              [this](Tokenized& done) { storeAll(done); }, kDocumentsPerBlock, kCharactersPerBlock,
              [](const PendingDocument& d) { return d.text.size(); }) {}
    Expected<bool> add(QString text, bool validation) {
        if (!m_failure)
            return m_failure;
        m_pipeline.add({std::move(text), validation});
        return m_failure;
    }
    Expected<bool> flush() {
        m_pipeline.finish();
        return m_failure;
    }

private:
    struct Tokenized {
        std::vector<bool> validation;
        std::vector<TokenizedDocument> tokens;
    };
    void storeAll(const Tokenized& done) {
        for (size_t i = 0; i < done.tokens.size() && m_failure; ++i)
            m_failure = m_store(done.validation[i], done.tokens[i]);
    }

    Store m_store;
    Expected<bool> m_failure = true; // the first write that failed
    OrderedPipeline<PendingDocument, Tokenized> m_pipeline;
};

Expected<bool> readFiles(const PretrainingSource& source, DocumentFeeder& feeder, JobContext& context) {
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open(source.files, source.read);
    if (!reader)
        return reader.error();
    const TextNormalization normalization;
    CorpusRecord record;
    UserError error;
    qint64 count = 0;
    while (reader.value()->next(&record, &error)) {
        const QString text = normalizeText(record.text, normalization);
        if (text.isEmpty())
            continue;
        Expected<bool> added = feeder.add(
            text, isValidationDocument(contentHash(text), source.splitSeed, source.validationRatio));
        if (!added)
            return added;
        if (++count % kDocumentsPerChunk == 0) {
            context.pausePoint();
            if (context.cancelled())
                return cancelledError();
            context.progress(Text::tr("tokenizing the corpus"), double(reader.value()->bytesDone()),
                             double(reader.value()->bytesTotal()), ProgressUnit::Bytes);
        }
    }
    if (!error.what.isEmpty())
        return error;
    return true;
}

Expected<bool> readProjectCorpora(const PretrainingSource& source, DocumentFeeder& feeder,
                                  JobContext& context) {
    std::unique_ptr<ProjectStore> opened;
    if (!source.store) {
        Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(source.projectPath);
        if (!store)
            return store.error();
        opened = std::move(store.value());
    }
    const ProjectStore& project = source.store ? *source.store : *opened;
    Expected<QVector<CorpusSummary>> corpora = listCorpora(project.database());
    if (!corpora)
        return corpora.error();
    for (const QString& name : source.corpusNames) {
        auto found = std::find_if(corpora->begin(), corpora->end(),
                                  [&](const CorpusSummary& c) { return c.name == name; });
        if (found == corpora->end()) {
            QStringList names;
            for (const CorpusSummary& c : corpora.value())
                names << c.name;
            return UserError{Text::tr("the project has no corpus named '%1'").arg(name), source.projectPath,
                             names.isEmpty()
                                 ? Text::tr("import a corpus into the project first")
                                 : Text::tr("choose one of: %1").arg(names.join(QStringLiteral(", ")))};
        }
        qint64 done = 0;
        Expected<bool> failure = true;
        Expected<bool> read = forEachCorpusDocument(
            project.database(), project.dataDirectory(), found->id, QString(),
            [&](const QByteArray& utf8, bool validation) {
                failure = feeder.add(QString::fromUtf8(utf8), validation);
                if (++done % kDocumentsPerChunk == 0) {
                    context.progress(Text::tr("tokenizing corpus '%1'").arg(name), double(done),
                                     double(found->documents), ProgressUnit::Documents);
                    context.pausePoint();
                    if (context.cancelled())
                        failure = cancelledError();
                }
                return failure.ok();
            });
        if (!read)
            return read;
        if (!failure)
            return failure;
    }
    return true;
}

} // namespace

QString PretrainingData::trainDirectory() const {
    return QDir(directory).filePath(QStringLiteral("train"));
}
QString PretrainingData::validationDirectory() const {
    return QDir(directory).filePath(QStringLiteral("validation"));
}

QString defaultDatasetCacheRoot() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation))
        .filePath(QStringLiteral("headwater/datasets"));
}

Expected<PretrainingData> preparePretrainingData(const PretrainingSource& source,
                                                 const TextTokenizer& tokenizer,
                                                 const QString& tokenizerDirectory, const QString& cacheRoot,
                                                 JobContext& context) {
    if (source.files.isEmpty() && source.corpusNames.isEmpty())
        return UserError{Text::tr("no corpus given"), Text::setting(QStringLiteral("corpus")),
                         Text::tr("name corpus files, or corpora of the project")};
    const QStringList files = expandCorpusPaths(source.files);
    for (const QString& f : source.files) {
        if (Expected<bool> ordinary = requireCorpusFile(f); !ordinary)
            return ordinary.error();
    }
    PretrainingData data;
    data.directory = QDir(cacheRoot).filePath(sourceIdentity(source, files, tokenizerDirectory));
    auto readInfo = [&]() -> Expected<bool> {
        Expected<TokenShard> train = TokenShard::open(data.trainDirectory());
        if (!train)
            return train.error();
        Expected<TokenShard> validation = TokenShard::open(data.validationDirectory());
        if (!validation)
            return validation.error();
        data.trainTokens = train->tokenCount();
        data.validationTokens = validation->tokenCount();
        data.documents = train->documentCount() + validation->documentCount();
        return true;
    };
    if (QFileInfo::exists(QDir(data.directory).filePath(QStringLiteral("train/shard.json")))) {
        data.reused = true;
        Expected<bool> ok = readInfo();
        if (!ok)
            return ok.error();
        return data;
    }

    // Build beside the final folder, then rename: a killed run leaves only a stale staging folder.
    const QString staging =
        data.directory + QStringLiteral(".partial-%1").arg(QCoreApplication::applicationPid());
    QDir(staging).removeRecursively();
    Expected<std::unique_ptr<TokenShardWriter>> train =
        TokenShardWriter::create(QDir(staging).filePath(QStringLiteral("train")), tokenizer.vocabSize());
    if (!train)
        return train.error();
    Expected<std::unique_ptr<TokenShardWriter>> validation =
        TokenShardWriter::create(QDir(staging).filePath(QStringLiteral("validation")), tokenizer.vocabSize());
    if (!validation)
        return validation.error();
    DocumentFeeder feeder(tokenizer, [&](bool isValidation, const TokenizedDocument& tokens) {
        return (isValidation ? validation : train).value()->addDocument(tokens);
    });
    Expected<bool> read = source.projectPath.isEmpty() ? readFiles(source, feeder, context)
                                                       : readProjectCorpora(source, feeder, context);
    if (read)
        read = feeder.flush();
    if (!read) {
        QDir(staging).removeRecursively();
        return read.error();
    }
    if (train.value()->tokenCount() == 0) {
        QDir(staging).removeRecursively();
        const QString where =
            source.files.isEmpty() ? source.projectPath : source.files.join(QStringLiteral(", "));
        if (validation.value()->documentCount() > 0)
            return UserError{Text::tr("all %1 documents fell into the validation split")
                                 .arg(validation.value()->documentCount()),
                             where,
                             Text::tr("add documents or lower the validation share (identical documents "
                                      "always land on the same side)")};
        return UserError{Text::tr("the corpus has no text to train on"), where,
                         Text::tr("check the format and the text field of the corpus files")};
    }
    QJsonObject info{
        {QStringLiteral("tokenizer"), QFileInfo(tokenizerDirectory).absoluteFilePath()},
        {QStringLiteral("vocab_size"), tokenizer.vocabSize()},
        {QStringLiteral("sources"),
         QJsonArray::fromStringList(source.files.isEmpty() ? source.corpusNames : source.files)}};
    for (auto& [writer, split] : {std::pair{train.value().get(), QStringLiteral("train")},
                                  {validation.value().get(), QStringLiteral("validation")}}) {
        QJsonObject splitInfo = info;
        splitInfo.insert(QStringLiteral("split"), split);
        Expected<bool> done = writer->finish(splitInfo);
        if (!done) {
            QDir(staging).removeRecursively();
            return done.error();
        }
    }
    QDir(data.directory).removeRecursively();
    if (!QDir().mkpath(cacheRoot) || !QDir().rename(staging, data.directory)) {
        QDir(staging).removeRecursively();
        return UserError{Text::tr("cannot store the tokenized dataset"), data.directory,
                         Text::tr("check permissions of the cache folder")};
    }
    Expected<bool> ok = readInfo();
    if (!ok)
        return ok.error();
    return data;
}

} // namespace hw
