#pragma once

#include "util/expected.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QVector>

#include <memory>

namespace hw {

struct CorpusSummary {
    qint64 id = 0;
    QString name;
    QString createdAt;
    qint64 documents = 0;
    QJsonObject stats;
    QJsonObject options;
    QStringList sources;
};

// Writes one corpus into a project inside a single transaction: until commit() nothing is visible, and a
// cancelled, failed or killed import leaves the project as it was.
class CorpusWriter {
public:
    static Expected<std::unique_ptr<CorpusWriter>> begin(QSqlDatabase& db, const QString& name, const QStringList& sources,
                                                         const QJsonObject& options);
    ~CorpusWriter(); // rolls back unless committed

    // False (and no row) when a document with the same hash is already in this corpus.
    Expected<bool> addDocument(uint64_t hash, bool validation, const QString& text);
    Expected<bool> commit(const QJsonObject& stats);

private:
    explicit CorpusWriter(QSqlDatabase& db) : m_db(db), m_insert(db) {}

    QSqlDatabase& m_db;
    QSqlQuery m_insert;
    qint64 m_corpusId = 0;
    qint64 m_ordinal = 0;
    bool m_open = false;
};

Expected<QVector<CorpusSummary>> listCorpora(const QSqlDatabase& db);
// Documents of one split ("train" / "validation", or empty for all) in import order.
Expected<QStringList> corpusDocuments(const QSqlDatabase& db, qint64 corpusId, const QString& split, qint64 limit = -1);

} // namespace hw
