#include "core/dataset/token_shard.h"

#include "core/util/atomic_file.h"
#include "core/util/json_numbers.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QJsonDocument>

#include <cstring>
#include <stdexcept>

#include <sys/mman.h>
#include <unistd.h>

namespace hw {

namespace {

const char* const kTokensFile = "tokens.bin";
const char* const kSentencesFile = "sentences.bin";
const char* const kDocumentsFile = "documents.bin";
const char* const kInfoFile = "shard.json";

UserError damaged(const QString& path, const Text& why) {
    return {Text::tr("the tokenized dataset is damaged: %1").arg(why), path,
            Text::tr("delete the folder; it is rebuilt from the corpus on the next run")};
}

} // namespace

Expected<TokenShard> TokenShard::open(const QString& directory) {
    const QDir dir(directory);
    const QString infoPath = dir.filePath(kInfoFile);
    Expected<QByteArray> info = readOrdinaryFile(infoPath, FileKind::Settings);
    if (!info)
        return damaged(infoPath, info.error().what);
    TokenShard shard;
    shard.m_info = QJsonDocument::fromJson(info.value()).object();
    shard.m_tokenBytes = shard.m_info.value(QLatin1String("token_bytes")).toInt();
    auto count = [&](const char* field) {
        return jsonWholeNumber(shard.m_info.value(QLatin1String(field))).value_or(-1);
    };
    shard.m_tokenCount = count("tokens");
    shard.m_sentenceCount = count("sentences");
    shard.m_documentCount = count("documents");
    if ((shard.m_tokenBytes != 2 && shard.m_tokenBytes != 4) || shard.m_tokenCount < 0 ||
        shard.m_sentenceCount < 0 || shard.m_documentCount < 0)
        return damaged(infoPath, Text::tr("counts or token width missing"));

    auto map = [&](const char* name, qint64 expectedBytes, const uchar** out) -> Expected<bool> {
        Expected<std::unique_ptr<QFile>> opened =
            openOrdinaryFile(dir.filePath(QLatin1String(name)), FileKind::Data);
        if (!opened)
            return damaged(dir.filePath(QLatin1String(name)), opened.error().what);
        std::shared_ptr<QFile> file = std::move(opened.value());
        if (file->size() != expectedBytes)
            return damaged(file->fileName(),
                           Text::tr("%1 bytes, expected %2").arg(file->size()).arg(expectedBytes));
        *out = file->map(0, expectedBytes);
        if (!*out)
            return damaged(file->fileName(), file->errorString());
        shard.m_files.push_back(file);
        return true;
    };
    const uchar* sentences = nullptr;
    const uchar* documents = nullptr;
    Expected<std::unique_ptr<QFile>> openedTokens =
        openOrdinaryFile(dir.filePath(QLatin1String(kTokensFile)), FileKind::Data);
    if (!openedTokens)
        return damaged(dir.filePath(QLatin1String(kTokensFile)), openedTokens.error().what);
    std::shared_ptr<QFile> tokens = std::move(openedTokens.value());
    if (tokens->size() != shard.m_tokenCount * shard.m_tokenBytes)
        return damaged(tokens->fileName(), Text::tr("%1 bytes, expected %2")
                                               .arg(tokens->size())
                                               .arg(shard.m_tokenCount * shard.m_tokenBytes));
    shard.m_tokenFd = tokens->handle();
    shard.m_files.push_back(tokens);
    for (auto r : {map(kSentencesFile, (shard.m_sentenceCount + 1) * 8, &sentences),
                   map(kDocumentsFile, (shard.m_documentCount + 1) * 8, &documents)}) {
        if (!r)
            return r.error();
    }
    shard.m_sentences = reinterpret_cast<const uint64_t*>(sentences);
    shard.m_documents = reinterpret_cast<const uint64_t*>(documents);
    if (shard.m_sentences[shard.m_sentenceCount] != uint64_t(shard.m_tokenCount) ||
        shard.m_documents[shard.m_documentCount] != uint64_t(shard.m_sentenceCount))
        return damaged(directory, Text::tr("the index does not end at the token count"));
    return shard;
}

uint32_t TokenShard::token(qint64 index) const {
    int32_t value = 0;
    copyTokens(index, 1, &value);
    return uint32_t(value);
}

void TokenShard::copyTokens(qint64 begin, qint64 count, int32_t* out) const {
    if (count <= 0)
        return;
    const size_t bytes = size_t(count) * size_t(m_tokenBytes);
    thread_local std::vector<uint16_t> narrow;
    char* raw = reinterpret_cast<char*>(out);
    if (m_tokenBytes == 2) {
        narrow.resize(size_t(count));
        raw = reinterpret_cast<char*>(narrow.data());
    }
    size_t done = 0;
    while (done < bytes) {
        const ssize_t n =
            ::pread(m_tokenFd, raw + done, bytes - done, off_t(begin * m_tokenBytes + qint64(done)));
        if (n <= 0)
            throw std::runtime_error("cannot read the tokenized dataset (it changed or its disk failed)");
        done += size_t(n);
    }
    if (m_tokenBytes == 2)
        std::copy(narrow.begin(), narrow.end(), out);
}

void TokenShard::releaseIndexPages() const {
    for (const auto* index : {static_cast<const void*>(m_sentences), static_cast<const void*>(m_documents)}) {
        const size_t bytes = size_t(index == m_sentences ? m_sentenceCount + 1 : m_documentCount + 1) * 8;
        ::madvise(const_cast<void*>(index), bytes, MADV_DONTNEED);
    }
}

Expected<std::unique_ptr<TokenShardWriter>> TokenShardWriter::create(const QString& directory,
                                                                     int vocabSize) {
    std::unique_ptr<TokenShardWriter> w(new TokenShardWriter);
    w->m_directory = directory;
    w->m_tokenBytes = vocabSize <= 65536 ? 2 : 4;
    if (!QDir().mkpath(directory))
        return UserError{Text::tr("cannot create the dataset folder"), directory,
                         Text::tr("check permissions and free space")};
    const QDir dir(directory);
    w->m_tokens = std::make_unique<CheckedFileWriter>(dir.filePath(QLatin1String(kTokensFile)));
    w->m_sentences = std::make_unique<CheckedFileWriter>(dir.filePath(QLatin1String(kSentencesFile)));
    w->m_documents = std::make_unique<CheckedFileWriter>(dir.filePath(QLatin1String(kDocumentsFile)));
    return w;
}

Expected<bool> TokenShardWriter::addDocument(const std::vector<std::vector<int32_t>>& sentences) {
    const uint64_t firstSentence = uint64_t(m_sentenceCount);
    bool any = false;
    for (const std::vector<int32_t>& sentence : sentences) {
        if (sentence.empty())
            continue;
        const uint64_t begin = uint64_t(m_tokenCount);
        m_sentences->write(&begin, 8);
        m_buffer.resize(sentence.size() * size_t(m_tokenBytes));
        if (m_tokenBytes == 2) {
            uint16_t* out = reinterpret_cast<uint16_t*>(m_buffer.data());
            for (size_t i = 0; i < sentence.size(); ++i)
                out[i] = uint16_t(sentence[i]);
        } else {
            std::memcpy(m_buffer.data(), sentence.data(), m_buffer.size());
        }
        m_tokens->write(m_buffer.data(), m_buffer.size());
        m_tokenCount += qint64(sentence.size());
        ++m_sentenceCount;
        any = true;
    }
    if (!any)
        return true;
    ++m_documentCount;
    m_documents->write(&firstSentence, 8);
    // A full disk stops the tokenizing at once rather than at the end.
    for (CheckedFileWriter* f : {m_tokens.get(), m_sentences.get(), m_documents.get()})
        if (f->failed())
            return f->finish();
    return true;
}

Expected<bool> TokenShardWriter::finish(const QJsonObject& info) {
    const uint64_t tokenEnd = uint64_t(m_tokenCount), sentenceEnd = uint64_t(m_sentenceCount);
    m_sentences->write(&tokenEnd, 8);
    m_documents->write(&sentenceEnd, 8);
    for (CheckedFileWriter* f : {m_tokens.get(), m_sentences.get(), m_documents.get()}) {
        Expected<bool> written = f->finish();
        if (!written)
            return written;
    }
    QJsonObject all = info;
    all.insert(QStringLiteral("token_bytes"), m_tokenBytes);
    all.insert(QStringLiteral("tokens"), double(m_tokenCount));
    all.insert(QStringLiteral("sentences"), double(m_sentenceCount));
    all.insert(QStringLiteral("documents"), double(m_documentCount));
    return writeFileAtomically(QDir(m_directory).filePath(kInfoFile), QJsonDocument(all).toJson());
}

} // namespace hw
