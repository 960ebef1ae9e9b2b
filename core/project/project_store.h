#pragma once

#include "core/util/expected.h"

#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <memory>

namespace hw {

// A Headwater project: one SQLite file (`.hwproj`) in WAL mode with a versioned schema.
// The connection belongs to the thread that opened the store; other threads open their own.
class ProjectStore {
public:
    static constexpr const char* kFileSuffix = "hwproj";

    // Creates a new project file; refuses to overwrite an existing file.
    static Expected<std::unique_ptr<ProjectStore>> create(const QString& path, const QString& name);
    // Opens a project, upgrading older schemas. A file that is not a project, is damaged, or was made
    // by a newer Headwater is refused and left byte-for-byte as it was.
    static Expected<std::unique_ptr<ProjectStore>> open(const QString& path);

    ~ProjectStore();
    ProjectStore(const ProjectStore&) = delete;
    ProjectStore& operator=(const ProjectStore&) = delete;

    QString path() const { return m_path; }
    // Beside the project file: bulky data the database refers to (corpus texts), "<name>.hwdata/".
    QString dataDirectory() const { return dataDirectoryOf(m_path); }
    static QString dataDirectoryOf(const QString& projectPath);
    // An artefact's stored path as a file system path: relative ones live under the data directory.
    QString resolvePath(const QString& stored) const;
    // The inverse: a path inside the data directory is stored relative to it (the project can move), others
    // as they are.
    QString storedPath(const QString& path) const;
    QString name() const;
    QString createdAt() const;
    int schemaVersion() const;
    Expected<bool> setName(const QString& name);

    // Runs `write` in one transaction that takes the project's write lock at its start (BEGIN IMMEDIATE), so
    // that what it reads before writing cannot change under it, even from another process (the ranks of one
    // run); committed when it succeeds, rolled back when it fails. `write` passes inTransaction to what it
    // calls.
    Expected<bool> writeExclusively(const std::function<Expected<bool>()>& write);

    QSqlDatabase& database() { return m_db; }
    const QSqlDatabase& database() const { return m_db; }

private:
    explicit ProjectStore(QString path);
    Expected<bool> connect();
    QString info(const QString& key) const;

    QString m_path;
    QString m_connectionName;
    QSqlDatabase m_db;
};

} // namespace hw
