#pragma once

#include "core/util/checked_file_writer.h"
#include "core/util/expected.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QStringList>
#include <QVector>

#include <array>
#include <functional>
#include <memory>

struct sqlite3_stmt;

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

// Writes one corpus into a project: the texts go to one file under the project's data directory, their
// offsets, hashes and splits into the database inside a single transaction. Until commit() nothing is
// visible; a cancelled, failed or killed import leaves the project as it was (at most an unreferenced
// partial file behind).
class CorpusWriter {
public:
    static Expected<std::unique_ptr<CorpusWriter>> begin(QSqlDatabase& db, const QString& dataDirectory,
                                                         const QString& name, const QStringList& sources,
                                                         const QJsonObject& options);
    ~CorpusWriter(); // rolls back unless committed

    // Appends one document; deduplication is the caller's (the import keeps a hash set). `utf8` is the text.
    Expected<bool> addDocument(uint64_t hash, bool validation, const QByteArray& utf8);
    Expected<bool> commit(const QJsonObject& stats);

private:
    explicit CorpusWriter(QSqlDatabase& db)
        : m_db(db) {}
    // A document's row, held until a statement's worth of rows is ready.
    struct PendingRow {
        qint64 ordinal;
        uint64_t hash;
        bool validation;
        qint64 offset, bytes;
    };
    Expected<bool> insertPending(sqlite3_stmt* statement, int first, int count);

    QSqlDatabase& m_db;
    std::unique_ptr<CheckedFileWriter> m_text;
    QString m_textPath, m_finalPath;
    qint64 m_offset = 0;
    // Documents go in through SQLite's own statement API on Qt's connection: millions of rows bound
    // as UTF-8, without a QVariant and a UTF-16 round trip each.
    sqlite3_stmt* m_insert = nullptr;
    // Rows go in kRowsPerInsert to a statement, which costs about half as much per row as one at a time;
    // the last few go in one by one at commit.
    static constexpr int kRowsPerInsert = 16;
    sqlite3_stmt* m_insertMany = nullptr;
    std::array<PendingRow, kRowsPerInsert> m_pending{};
    int m_pendingCount = 0;
    qint64 m_corpusId = 0;
    QString m_name;
    QJsonObject m_options;
    qint64 m_ordinal = 0;
    bool m_open = false;
    int m_lock = -1; // a descriptor holding an exclusive flock on the text while the import runs
};

// Removes corpus texts under the data folder that no corpus names and no running import holds: what an
// import killed before it committed left behind. Returns how many were removed.
int removeAbandonedCorpusTexts(const QSqlDatabase& db, const QString& dataDirectory);

Expected<QVector<CorpusSummary>> listCorpora(const QSqlDatabase& db);
// The share (0 to 1) of a corpus's letters in `script` ("hangul", "latin", "han"), from its import
// statistics; 0 for an unknown corpus or script.
double corpusScriptShare(const QSqlDatabase& db, const QString& corpusName, const QString& script);
struct CorpusDocument {
    qint64 ordinal = 0; // position in import order, from 0
    bool validation = false;
    QByteArray utf8;
};
// Documents of one split ("train" / "validation", or empty for all) in import order, skipping the first
// `offset` of them; `visit` returns false to stop early.
Expected<bool> forEachCorpusDocumentFrom(const QSqlDatabase& db, const QString& dataDirectory,
                                         qint64 corpusId, const QString& split, qint64 offset,
                                         const std::function<bool(const CorpusDocument&)>& visit,
                                         qint64 limit = -1);
// How many documents one split (or, empty, the whole corpus) holds.
Expected<qint64> corpusDocumentCount(const QSqlDatabase& db, qint64 corpusId, const QString& split);
// Streams the documents of one split ("train" / "validation", or empty for all) in import order as UTF-8,
// with whether each is a validation document; `visit` returns false to stop early.
Expected<bool> forEachCorpusDocument(const QSqlDatabase& db, const QString& dataDirectory, qint64 corpusId,
                                     const QString& split,
                                     const std::function<bool(const QByteArray&, bool)>& visit,
                                     qint64 limit = -1);
// Documents of one split ("train" / "validation", or empty for all) in import order.
Expected<QStringList> corpusDocuments(const QSqlDatabase& db, const QString& dataDirectory, qint64 corpusId,
                                      const QString& split, qint64 limit = -1);

} // namespace hw
