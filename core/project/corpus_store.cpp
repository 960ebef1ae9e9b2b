#include "project/corpus_store.h"

#include "project/sql_exec.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>

namespace hw {

Expected<std::unique_ptr<CorpusWriter>> CorpusWriter::begin(QSqlDatabase& db, const QString& name, const QStringList& sources,
                                                            const QJsonObject& options)
{
    std::unique_ptr<CorpusWriter> w(new CorpusWriter(db));
    // A larger page cache keeps the hash index's random inserts in memory during big imports.
    execSql(db, QStringLiteral("PRAGMA cache_size = -65536"));
    if (!db.transaction())
        return sqlError(db, QStringLiteral("cannot start the import transaction"));
    w->m_open = true;
    QSqlQuery exists(db);
    exists.prepare(QStringLiteral("SELECT 1 FROM corpora WHERE name = ?"));
    exists.addBindValue(name);
    if (exists.exec() && exists.next())
        return UserError{QStringLiteral("the project already has a corpus named '%1'").arg(name), db.databaseName(),
                         QStringLiteral("choose another name (--name)")};
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO corpora (name, created_at, sources_json, options_json) VALUES (?, ?, ?, ?)"));
    insert.addBindValue(name);
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    insert.addBindValue(QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(sources)).toJson(QJsonDocument::Compact)));
    insert.addBindValue(QString::fromUtf8(QJsonDocument(options).toJson(QJsonDocument::Compact)));
    if (!insert.exec())
        return UserError{QStringLiteral("cannot record the corpus (%1)").arg(insert.lastError().text()), db.databaseName(),
                         QStringLiteral("check free disk space")};
    w->m_corpusId = insert.lastInsertId().toLongLong();
    if (!w->m_insert.prepare(QStringLiteral("INSERT OR IGNORE INTO documents (corpus_id, ordinal, hash, split, text) VALUES (?, ?, ?, ?, ?)")))
        return sqlError(db, QStringLiteral("cannot prepare the document insert"));
    return w;
}

CorpusWriter::~CorpusWriter()
{
    if (m_open) {
        m_insert.finish();
        m_db.rollback();
    }
}

Expected<bool> CorpusWriter::addDocument(uint64_t hash, bool validation, const QString& text)
{
    m_insert.bindValue(0, m_corpusId);
    m_insert.bindValue(1, m_ordinal);
    m_insert.bindValue(2, qint64(hash));
    m_insert.bindValue(3, validation ? QStringLiteral("validation") : QStringLiteral("train"));
    m_insert.bindValue(4, text);
    if (!m_insert.exec())
        return UserError{QStringLiteral("cannot store a document (%1)").arg(m_insert.lastError().text()), m_db.databaseName(),
                         QStringLiteral("check free disk space")};
    if (m_insert.numRowsAffected() == 0)
        return false;
    ++m_ordinal;
    return true;
}

Expected<bool> CorpusWriter::commit(const QJsonObject& stats)
{
    m_insert.finish();
    QSqlQuery update(m_db);
    update.prepare(QStringLiteral("UPDATE corpora SET stats_json = ?, documents = ? WHERE id = ?"));
    update.addBindValue(QString::fromUtf8(QJsonDocument(stats).toJson(QJsonDocument::Compact)));
    update.addBindValue(m_ordinal);
    update.addBindValue(m_corpusId);
    if (!update.exec() || !m_db.commit())
        return sqlError(m_db, QStringLiteral("cannot finish the import"));
    m_open = false;
    return true;
}

Expected<QVector<CorpusSummary>> listCorpora(const QSqlDatabase& db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT id, name, created_at, documents, stats_json, options_json, sources_json FROM corpora ORDER BY id")))
        return sqlError(db, QStringLiteral("cannot list the corpora"));
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

Expected<QStringList> corpusDocuments(const QSqlDatabase& db, qint64 corpusId, const QString& split, qint64 limit)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT text FROM documents WHERE corpus_id = ? AND (? = '' OR split = ?) ORDER BY ordinal LIMIT ?"));
    const QString which = split.isNull() ? QStringLiteral("") : split; // a null QString binds as SQL NULL
    q.addBindValue(corpusId);
    q.addBindValue(which);
    q.addBindValue(which);
    q.addBindValue(limit);
    if (!q.exec())
        return sqlError(db, QStringLiteral("cannot read the corpus documents"));
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

} // namespace hw
