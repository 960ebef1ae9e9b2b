#include "core/project/corpus_store.h"

#include "core/project/artefact_store.h"
#include "core/project/sql_exec.h"
#include "core/project/sqlite_failure.h"
#include "core/util/confined_path.h"
#include "core/util/ordinary_files.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sqlite3.h>
#include <sys/file.h>
#include <unistd.h>

namespace hw {

Expected<std::unique_ptr<CorpusWriter>> CorpusWriter::begin(QSqlDatabase& db, const QString& dataDirectory,
                                                            const QString& name, const QStringList& sources,
                                                            const QJsonObject& options) {
    std::unique_ptr<CorpusWriter> w(new CorpusWriter(db));
    const QString folder = QDir(dataDirectory).filePath(QStringLiteral("corpora"));
    if (!QDir().mkpath(folder))
        return UserError{Text::tr("cannot create the project's data folder"), folder,
                         Text::tr("check permissions")};
    if (!db.transaction())
        return sqlError(db, Text::tr("cannot start the import transaction"));
    w->m_open = true;
    QSqlQuery exists(db);
    exists.prepare(QStringLiteral("SELECT 1 FROM corpora WHERE name = ?"));
    exists.addBindValue(name);
    if (exists.exec() && exists.next())
        return UserError{Text::tr("the project already has a corpus named '%1'").arg(name), db.databaseName(),
                         Text::tr("choose another %1").arg(Text::setting(QStringLiteral("name")))};
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral(
        "INSERT INTO corpora (name, created_at, sources_json, options_json) VALUES (?, ?, ?, ?)"));
    insert.addBindValue(name);
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    insert.addBindValue(
        QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(sources)).toJson(QJsonDocument::Compact)));
    insert.addBindValue(QString::fromUtf8(QJsonDocument(options).toJson(QJsonDocument::Compact)));
    if (!insert.exec())
        return sqliteFailure(Text::tr("cannot record the corpus"), db.databaseName(),
                             insert.lastError().text());
    w->m_corpusId = insert.lastInsertId().toLongLong();
    w->m_name = name;
    w->m_options = options;
    const QString stamp = QString::number(QDateTime::currentMSecsSinceEpoch());
    w->m_finalPath = QDir(folder).filePath(QStringLiteral("corpus-%1-%2.txt").arg(w->m_corpusId).arg(stamp));
    w->m_textPath = w->m_finalPath + QStringLiteral(".partial");
    // Locked from its creation until the import ends, however it ends: a text nobody holds a lock on and
    // no corpus names is what a killed import left behind (the kernel drops the lock with the process).
    w->m_lock = ::open(QFile::encodeName(w->m_textPath).constData(), O_CREAT | O_EXCL | O_RDONLY, 0644);
    if (w->m_lock < 0 || ::flock(w->m_lock, LOCK_EX | LOCK_NB) != 0)
        return UserError{
            Text::tr("cannot write the corpus text (%1)").arg(QString::fromLocal8Bit(std::strerror(errno))),
            w->m_textPath, Text::tr("check permissions and free space")};
    w->m_text = std::make_unique<CheckedFileWriter>(w->m_textPath);
    if (w->m_text->failed())
        return w->m_text->finish().error();
    const QVariant driverHandle = db.driver()->handle();
    sqlite3* handle = qstrcmp(driverHandle.typeName(), "sqlite3*") == 0
                          ? *static_cast<sqlite3* const*>(driverHandle.constData())
                          : nullptr;
    const QByteArray insertOne =
        "INSERT INTO documents (corpus_id, ordinal, hash, split, text_offset, text_bytes) "
        "VALUES (?, ?, ?, ?, ?, ?)";
    QByteArray insertMany = insertOne;
    for (int i = 1; i < kRowsPerInsert; ++i)
        insertMany += ", (?, ?, ?, ?, ?, ?)";
    if (!handle ||
        sqlite3_prepare_v2(handle, insertOne.constData(), -1, &w->m_insert, nullptr) != SQLITE_OK ||
        sqlite3_prepare_v2(handle, insertMany.constData(), -1, &w->m_insertMany, nullptr) != SQLITE_OK)
        return UserError{Text::tr("cannot prepare the document insert"), db.databaseName(),
                         Text::tr("check the project file")};
    return w;
}

CorpusWriter::~CorpusWriter() {
    sqlite3_finalize(m_insert); // a null statement is a no-op
    sqlite3_finalize(m_insertMany);
    if (m_open) {
        m_db.rollback();
        m_text.reset();
        QFile::remove(m_textPath);
    }
    if (m_lock >= 0)
        ::close(m_lock); // last: the text is gone or a committed corpus names it
}

Expected<bool> CorpusWriter::addDocument(uint64_t hash, bool validation, const QByteArray& utf8) {
    // One newline after each text keeps the file readable; offsets and sizes delimit the documents.
    m_text->write(utf8.constData(), size_t(utf8.size()));
    m_text->write("\n", 1);
    if (m_text->failed())
        return m_text->finish(); // the write's error
    m_pending[size_t(m_pendingCount++)] = {m_ordinal++, hash, validation, m_offset, utf8.size()};
    m_offset += utf8.size() + 1;
    if (m_pendingCount < kRowsPerInsert)
        return true;
    m_pendingCount = 0;
    return insertPending(m_insertMany, 0, kRowsPerInsert);
}

// Binds pending rows [first, first + count) to a statement of `count` rows and runs it.
Expected<bool> CorpusWriter::insertPending(sqlite3_stmt* statement, int first, int count) {
    for (int i = 0; i < count; ++i) {
        const PendingRow& row = m_pending[size_t(first + i)];
        const int column = 6 * i;
        sqlite3_bind_int64(statement, column + 1, m_corpusId);
        sqlite3_bind_int64(statement, column + 2, row.ordinal);
        sqlite3_bind_int64(statement, column + 3, sqlite3_int64(row.hash));
        sqlite3_bind_text(statement, column + 4, row.validation ? "validation" : "train", -1, SQLITE_STATIC);
        sqlite3_bind_int64(statement, column + 5, row.offset);
        sqlite3_bind_int64(statement, column + 6, row.bytes);
    }
    const int rc = sqlite3_step(statement);
    sqlite3_reset(statement);
    if (rc != SQLITE_DONE)
        return sqliteFailure(Text::tr("cannot store a document"), m_db.databaseName(),
                             QString::fromUtf8(sqlite3_errstr(rc)));
    return true;
}

Expected<bool> CorpusWriter::commit(const QJsonObject& stats) {
    for (int i = 0; i < m_pendingCount; ++i) {
        Expected<bool> inserted = insertPending(m_insert, i, 1);
        if (!inserted)
            return inserted;
    }
    m_pendingCount = 0;
    sqlite3_finalize(m_insert);
    sqlite3_finalize(m_insertMany);
    m_insert = m_insertMany = nullptr;
    // The text file is complete and durable under its final name before the rows that point at it commit.
    Expected<bool> written = m_text->finish();
    if (!written)
        return written;
    QFile::remove(m_finalPath);
    if (!QFile::rename(m_textPath, m_finalPath))
        return UserError{Text::tr("cannot move the corpus text into place"), m_finalPath,
                         Text::tr("check permissions")};
    m_textPath = m_finalPath; // a failed commit below removes it again
    QSqlQuery update(m_db);
    update.prepare(
        QStringLiteral("UPDATE corpora SET stats_json = ?, documents = ?, text_file = ? WHERE id = ?"));
    update.addBindValue(QString::fromUtf8(QJsonDocument(stats).toJson(QJsonDocument::Compact)));
    update.addBindValue(m_ordinal);
    update.addBindValue(QStringLiteral("corpora/") + QFileInfo(m_finalPath).fileName());
    update.addBindValue(m_corpusId);
    if (!update.exec())
        return sqlError(update, m_db, Text::tr("cannot finish the import"));
    Artefact artefact;
    artefact.kind = ArtefactKind::Corpus;
    artefact.name = m_name;
    artefact.path = QStringLiteral("corpora/") + QFileInfo(m_finalPath).fileName();
    artefact.settings = m_options;
    artefact.figures = {{QStringLiteral("documents"), m_ordinal},
                        {QStringLiteral("characters"), stats.value(QLatin1String("characters"))}};
    artefact.detailId = m_corpusId;
    Expected<qint64> recorded = recordArtefact(m_db, artefact, true);
    if (!recorded)
        return recorded.error();
    if (!m_db.commit())
        return sqlError(m_db, Text::tr("cannot finish the import"));
    m_open = false;
    return true;
}

int removeAbandonedCorpusTexts(const QSqlDatabase& db, const QString& dataDirectory) {
    const QDir folder(QDir(dataDirectory).filePath(QStringLiteral("corpora")));
    if (!folder.exists())
        return 0;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT text_file FROM corpora")))
        return 0; // unsure what is used: keep everything
    QSet<QString> used;
    while (q.next())
        used.insert(QFileInfo(q.value(0).toString()).fileName());
    int removed = 0;
    for (const QString& name : folder.entryList({QStringLiteral("corpus-*")}, QDir::Files)) {
        if (used.contains(name))
            continue;
        const QString path = folder.filePath(name);
        const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY);
        if (fd < 0)
            continue;
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0 && QFile::remove(path)) // no import holds it
            ++removed;
        ::close(fd);
    }
    return removed;
}

Expected<QVector<CorpusSummary>> listCorpora(const QSqlDatabase& db) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT id, name, created_at, documents, stats_json, options_json, "
                               "sources_json FROM corpora ORDER BY id")))
        return sqlError(q, db, Text::tr("cannot list the corpora"));
    QVector<CorpusSummary> out;
    while (q.next()) {
        CorpusSummary c;
        c.id = q.value(0).toLongLong();
        c.name = q.value(1).toString();
        c.createdAt = q.value(2).toString();
        c.documents = q.value(3).toLongLong();
        c.stats = QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object();
        c.options = QJsonDocument::fromJson(q.value(5).toString().toUtf8()).object();
        for (const QJsonValue& v : QJsonDocument::fromJson(q.value(6).toString().toUtf8()).array())
            c.sources << v.toString();
        out << c;
    }
    return out;
}

Expected<bool> forEachCorpusDocumentFrom(const QSqlDatabase& db, const QString& dataDirectory,
                                         qint64 corpusId, const QString& split, qint64 offset,
                                         const std::function<bool(const CorpusDocument&)>& visit,
                                         qint64 limit) {
    QSqlQuery file(db);
    file.prepare(QStringLiteral("SELECT text_file FROM corpora WHERE id = ?"));
    file.addBindValue(corpusId);
    if (!file.exec() || !file.next())
        return sqlError(file, db, Text::tr("no such corpus"));
    Expected<QString> textPath = pathInside(dataDirectory, file.value(0).toString(),
                                            Text::tr("the project's corpus %1").arg(corpusId));
    if (!textPath)
        return textPath.error();
    Expected<std::unique_ptr<QFile>> opened = openOrdinaryFile(textPath.value(), FileKind::Data);
    if (!opened)
        return UserError{Text::tr("the corpus text is missing (%1)").arg(opened.error().what),
                         textPath.value(),
                         Text::tr("restore the project's .hwdata folder next to the project file")};
    QFile& text = *opened.value();
    QSqlQuery q(db);
    q.setForwardOnly(true); // rows stream from SQLite instead of being cached for scrolling back
    q.prepare(
        QStringLiteral("SELECT ordinal, text_offset, text_bytes, split FROM documents WHERE corpus_id = ? "
                       "AND (? = '' OR split = ?) ORDER BY ordinal LIMIT ? OFFSET ?"));
    const QString which = split.isNull() ? QStringLiteral("") : split; // a null QString binds as SQL NULL
    q.addBindValue(corpusId);
    q.addBindValue(which);
    q.addBindValue(which);
    q.addBindValue(limit);
    q.addBindValue(std::max<qint64>(0, offset));
    if (!q.exec())
        return sqlError(q, db, Text::tr("cannot read the corpus documents"));
    CorpusDocument document;
    while (q.next()) {
        document.ordinal = q.value(0).toLongLong();
        text.seek(q.value(1).toLongLong());
        document.utf8 = text.read(q.value(2).toLongLong());
        document.validation = q.value(3).toString() == QLatin1String("validation");
        if (!visit(document))
            break;
    }
    return true;
}

Expected<bool> forEachCorpusDocument(const QSqlDatabase& db, const QString& dataDirectory, qint64 corpusId,
                                     const QString& split,
                                     const std::function<bool(const QByteArray&, bool)>& visit,
                                     qint64 limit) {
    return forEachCorpusDocumentFrom(
        db, dataDirectory, corpusId, split, 0,
        [&](const CorpusDocument& d) { return visit(d.utf8, d.validation); }, limit);
}

Expected<qint64> corpusDocumentCount(const QSqlDatabase& db, qint64 corpusId, const QString& split) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT COUNT(*) FROM documents WHERE corpus_id = ? AND (? = '' OR split = ?)"));
    const QString which = split.isNull() ? QStringLiteral("") : split;
    q.addBindValue(corpusId);
    q.addBindValue(which);
    q.addBindValue(which);
    if (!q.exec() || !q.next())
        return sqlError(q, db, Text::tr("cannot count the corpus documents"));
    return q.value(0).toLongLong();
}

Expected<QStringList> corpusDocuments(const QSqlDatabase& db, const QString& dataDirectory, qint64 corpusId,
                                      const QString& split, qint64 limit) {
    QStringList out;
    Expected<bool> done = forEachCorpusDocument(
        db, dataDirectory, corpusId, split,
        [&](const QByteArray& utf8, bool) {
            out << QString::fromUtf8(utf8);
            return true;
        },
        limit);
    if (!done)
        return done.error();
    return out;
}

double corpusScriptShare(const QSqlDatabase& db, const QString& corpusName, const QString& script) {
    Expected<QVector<CorpusSummary>> corpora = listCorpora(db);
    if (!corpora)
        return 0;
    for (const CorpusSummary& corpus : corpora.value())
        if (corpus.name == corpusName)
            return corpus.stats.value(QLatin1String("scripts")).toObject().value(script).toDouble();
    return 0;
}

} // namespace hw
