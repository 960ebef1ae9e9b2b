#include "core/project/project_store.h"

#include "core/project/corpus_store.h"

#include "core/project/project_file_check.h"
#include "core/project/run_store.h"
#include "core/project/schema_migrations.h"
#include "core/project/sql_exec.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QUuid>

#ifndef HEADWATER_VERSION
#define HEADWATER_VERSION "unknown"
#endif

namespace hw {

namespace {

Expected<bool> writeInfo(QSqlDatabase& db, const QString& key, const QString& value) {
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO project_info(key, value) VALUES(?, ?) "
                                 "ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
    query.addBindValue(key);
    query.addBindValue(value);
    if (!query.exec())
        return sqlError(query, db, Text::tr("cannot save project setting '%1'").arg(key));
    return true;
}

} // namespace

ProjectStore::ProjectStore(QString path)
    : m_path(std::move(path))
    , m_connectionName(QStringLiteral("hw-project-") + QUuid::createUuid().toString(QUuid::WithoutBraces)) {}

ProjectStore::~ProjectStore() {
    if (m_db.isValid())
        m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
}

Expected<bool> ProjectStore::connect() {
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(m_path);
    if (!m_db.open())
        return sqlError(m_db, Text::tr("cannot open the project file"));
    auto wal = queryText(m_db, QStringLiteral("PRAGMA journal_mode = WAL"));
    if (!wal)
        return wal.error();
    if (wal.value().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
        return UserError{
            Text::tr("the project file cannot use write-ahead logging (journal mode %1)").arg(wal.value()),
            m_path, Text::tr("keep projects on a local disk that supports shared memory")};
    for (const char* pragma :
         {"PRAGMA foreign_keys = ON", "PRAGMA synchronous = NORMAL", "PRAGMA busy_timeout = 5000"}) {
        auto set = execSql(m_db, QString::fromLatin1(pragma));
        if (!set)
            return set.error();
    }
    auto migrated = migrateSchema(m_db, latestSchemaVersion());
    if (!migrated)
        return migrated;
    auto complete = checkSchemaComplete(m_db);
    if (!complete)
        return complete;
    // A run left "running" by a process that no longer exists was killed: say so rather than show it running
    // forever.
    auto interrupted = markInterruptedRuns(m_db);
    if (!interrupted)
        return interrupted.error();
    return true;
}

Expected<std::unique_ptr<ProjectStore>> ProjectStore::create(const QString& path, const QString& name) {
    if (name.trimmed().isEmpty())
        return UserError{Text::tr("the project name is empty"), path, Text::tr("enter a name")};
    if (QFileInfo::exists(path))
        return UserError{Text::tr("a file with this name already exists"), path,
                         Text::tr("open it, or choose another name for the new project")};
    const QFileInfo target(path);
    if (!target.dir().exists())
        return UserError{Text::tr("the folder does not exist"), target.absolutePath(),
                         Text::tr("create the folder first or choose another one")};

    // Build the file under a temporary name and rename it into place, so an interrupted
    // creation never leaves a half-initialised project under the real name.
    const QString staging = path + QStringLiteral(".creating");
    QFile::remove(staging);
    {
        std::unique_ptr<ProjectStore> fresh(new ProjectStore(staging));
        auto ready = [&]() -> Expected<bool> {
            auto connected = fresh->connect();
            if (!connected)
                return connected.error();
            auto marked =
                execSql(fresh->m_db, QStringLiteral("PRAGMA application_id = %1").arg(kProjectApplicationId));
            if (!marked)
                return marked.error();
            if (!fresh->m_db.transaction())
                return sqlError(fresh->m_db, Text::tr("cannot start writing the new project"));
            const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
            for (const auto& [key, value] :
                 {std::pair{QStringLiteral("name"), name.trimmed()},
                  std::pair{QStringLiteral("created_at"), now},
                  std::pair{QStringLiteral("created_by"), QStringLiteral(HEADWATER_VERSION)}}) {
                auto written = writeInfo(fresh->m_db, key, value);
                if (!written) {
                    fresh->m_db.rollback();
                    return written.error();
                }
            }
            if (!fresh->m_db.commit())
                return sqlError(fresh->m_db, Text::tr("cannot save the new project"));
            // Fold the WAL into the main file so the rename moves a complete database.
            return execSql(fresh->m_db, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
        }();
        if (!ready) {
            fresh.reset();
            QFile::remove(staging);
            QFile::remove(staging + QStringLiteral("-wal"));
            QFile::remove(staging + QStringLiteral("-shm"));
            return ready.error();
        }
    }
    QFile::remove(staging + QStringLiteral("-wal"));
    QFile::remove(staging + QStringLiteral("-shm"));
    if (!QFile::rename(staging, path)) {
        QFile::remove(staging);
        return UserError{Text::tr("cannot create the project file"), path,
                         Text::tr("check that the folder is writable")};
    }
    return open(path);
}

Expected<std::unique_ptr<ProjectStore>> ProjectStore::open(const QString& path) {
    auto checked = checkProjectFile(path);
    if (!checked)
        return checked.error();
    // SQLite needs to write the file and, for its write-ahead log, the folder: say so plainly rather than let
    // the first write fail with a message that sounds like damage.
    const QFileInfo file(path), folder(QFileInfo(path).absolutePath());
    if (!file.isWritable() || !folder.isWritable())
        return UserError{file.isWritable() ? Text::tr("the project cannot be written (read-only folder)")
                                           : Text::tr("the project cannot be written (read-only file)"),
                         path,
                         Text::tr("make the project file and its folder writable, or copy the project "
                                  "to a folder you can write")};
    std::unique_ptr<ProjectStore> store(new ProjectStore(QFileInfo(path).absoluteFilePath()));
    auto connected = store->connect();
    if (!connected)
        return connected.error();
    removeAbandonedCorpusTexts(store->database(), store->dataDirectory());
    return store;
}

QString ProjectStore::info(const QString& key) const {
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT value FROM project_info WHERE key = ?"));
    query.addBindValue(key);
    if (query.exec() && query.next())
        return query.value(0).toString();
    return QString();
}

QString ProjectStore::name() const {
    return info(QStringLiteral("name"));
}

QString ProjectStore::createdAt() const {
    return info(QStringLiteral("created_at"));
}

int ProjectStore::schemaVersion() const {
    auto version = queryInt(m_db, QStringLiteral("PRAGMA user_version"));
    return version ? version.value() : -1;
}

Expected<bool> ProjectStore::writeExclusively(const std::function<Expected<bool>()>& write) {
    Expected<bool> begun = execSql(m_db, QStringLiteral("BEGIN IMMEDIATE"));
    if (!begun)
        return begun;
    Expected<bool> written = write();
    if (!written) {
        execSql(m_db, QStringLiteral("ROLLBACK"));
        return written;
    }
    Expected<bool> committed = execSql(m_db, QStringLiteral("COMMIT"));
    if (!committed)
        execSql(m_db, QStringLiteral("ROLLBACK"));
    return committed;
}

Expected<bool> ProjectStore::setName(const QString& name) {
    if (name.trimmed().isEmpty())
        return UserError{Text::tr("the project name is empty"), m_path, Text::tr("enter a name")};
    return writeInfo(m_db, QStringLiteral("name"), name.trimmed());
}

QString ProjectStore::resolvePath(const QString& stored) const {
    return QDir::isAbsolutePath(stored) ? stored : QDir(dataDirectory()).filePath(stored);
}

QString ProjectStore::storedPath(const QString& path) const {
    const QString data = QDir(dataDirectory()).absolutePath();
    const QString where = QFileInfo(path).absoluteFilePath();
    return where.startsWith(data + QLatin1Char('/')) ? QDir(data).relativeFilePath(where) : where;
}

QString ProjectStore::dataDirectoryOf(const QString& projectPath) {
    const QFileInfo file(projectPath);
    return QDir(file.absolutePath()).filePath(file.completeBaseName() + QStringLiteral(".hwdata"));
}

} // namespace hw
