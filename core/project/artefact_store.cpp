#include "core/project/artefact_store.h"

#include "core/project/project_store.h"
#include "core/project/sql_exec.h"
#include "core/util/enum_names.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>
#include <QSqlQuery>

namespace hw {

namespace {

constexpr EnumName<ArtefactKind> kKindNames[] = {{ArtefactKind::Corpus, "corpus"},
                                                 {ArtefactKind::LabelledSet, "labelled_set"},
                                                 {ArtefactKind::Tokenizer, "tokenizer"},
                                                 {ArtefactKind::Model, "model"},
                                                 {ArtefactKind::Run, "run"},
                                                 {ArtefactKind::Evaluation, "evaluation"},
                                                 {ArtefactKind::Export, "export"}};

QString compactJson(const QJsonObject& o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

const char* kSelect =
    "SELECT id, kind, name, path, created_at, settings_json, figures_json, detail_id FROM artefacts";

Expected<bool> loadSources(const QSqlDatabase& db, Artefact* a) {
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT source_id, role FROM artefact_sources WHERE artefact_id = ? ORDER BY rowid"));
    q.addBindValue(a->id);
    if (!q.exec())
        return sqlError(q, db, Text::tr("cannot read what artefact %1 was made from").arg(a->id));
    while (q.next())
        a->sources.append({q.value(0).toLongLong(), q.value(1).toString()});
    return true;
}

Expected<QVector<Artefact>> readArtefacts(const QSqlDatabase& db, QSqlQuery& q) {
    QVector<Artefact> out;
    while (q.next()) {
        Artefact a;
        a.id = q.value(0).toLongLong();
        a.kind = artefactKindFromName(q.value(1).toString()).value_or(ArtefactKind::Export);
        a.name = q.value(2).toString();
        a.path = q.value(3).toString();
        a.createdAt = q.value(4).toString();
        a.settings = QJsonDocument::fromJson(q.value(5).toString().toUtf8()).object();
        a.figures = QJsonDocument::fromJson(q.value(6).toString().toUtf8()).object();
        a.detailId = q.value(7).isNull() ? -1 : q.value(7).toLongLong();
        out.append(a);
    }
    for (Artefact& a : out) {
        Expected<bool> sources = loadSources(db, &a);
        if (!sources)
            return sources.error();
    }
    return out;
}

} // namespace

QString artefactKindName(ArtefactKind kind) {
    return nameIn(kKindNames, kind);
}

std::optional<ArtefactKind> artefactKindFromName(const QString& name) {
    return valueNamedIn(kKindNames, name);
}

Expected<qint64> recordArtefact(QSqlDatabase& db, Artefact artefact, bool inTransaction) {
    if (artefact.name.trimmed().isEmpty())
        return UserError{Text::tr("the %1 has no name").arg(artefactKindName(artefact.kind)),
                         Text::tr("project"), Text::tr("give it a name")};
    Expected<Artefact> existing = findArtefact(db, artefact.kind, artefact.name);
    if (existing)
        return UserError{Text::tr("the project already has a %1 named '%2'")
                             .arg(artefactKindName(artefact.kind), artefact.name),
                         Text::tr("project"), Text::tr("choose another name")};
    if (!inTransaction && !db.transaction())
        return sqlError(db, Text::tr("cannot start recording %1").arg(artefact.name));
    auto failed = [&](const QSqlQuery& query, const Text& what) -> UserError {
        UserError e = sqlError(query, db, what);
        if (!inTransaction)
            db.rollback();
        return e;
    };
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO artefacts (kind, name, path, created_at, settings_json, figures_json, detail_id) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(artefactKindName(artefact.kind));
    q.addBindValue(artefact.name);
    q.addBindValue(artefact.path.isNull() ? QString(QLatin1String(""))
                                          : artefact.path); // a null QString binds as SQL NULL
    q.addBindValue(artefact.createdAt.isEmpty() ? QDateTime::currentDateTimeUtc().toString(Qt::ISODate)
                                                : artefact.createdAt);
    q.addBindValue(compactJson(artefact.settings));
    q.addBindValue(compactJson(artefact.figures));
    q.addBindValue(artefact.detailId >= 0 ? QVariant(artefact.detailId) : QVariant());
    if (!q.exec())
        return failed(q, Text::tr("cannot record %1").arg(artefact.name));
    const qint64 id = q.lastInsertId().toLongLong();
    QSqlQuery source(db);
    source.prepare(
        QStringLiteral("INSERT INTO artefact_sources (artefact_id, source_id, role) VALUES (?, ?, ?)"));
    for (const ArtefactSource& s : artefact.sources) {
        source.bindValue(0, id);
        source.bindValue(1, s.id);
        source.bindValue(2, s.role);
        if (!source.exec())
            return failed(source, Text::tr("cannot record what %1 was made from").arg(artefact.name));
    }
    if (!inTransaction && !db.commit()) {
        UserError e = sqlError(db, Text::tr("cannot commit %1").arg(artefact.name));
        db.rollback();
        return e;
    }
    return id;
}

Expected<QVector<Artefact>> listArtefacts(const QSqlDatabase& db, std::optional<ArtefactKind> kind) {
    QSqlQuery q(db);
    q.prepare(QString::fromLatin1(kSelect) +
              (kind ? QStringLiteral(" WHERE kind = ? ORDER BY id") : QStringLiteral(" ORDER BY id")));
    if (kind)
        q.addBindValue(artefactKindName(*kind));
    if (!q.exec())
        return sqlError(q, db, Text::tr("cannot list the project's artefacts"));
    return readArtefacts(db, q);
}

Expected<Artefact> findArtefact(const QSqlDatabase& db, ArtefactKind kind, const QString& name) {
    QSqlQuery q(db);
    q.prepare(QString::fromLatin1(kSelect) + QStringLiteral(" WHERE kind = ? AND name = ?"));
    q.addBindValue(artefactKindName(kind));
    q.addBindValue(name);
    if (!q.exec())
        return sqlError(q, db, Text::tr("cannot look up %1").arg(name));
    Expected<QVector<Artefact>> found = readArtefacts(db, q);
    if (!found)
        return found.error();
    if (found->isEmpty())
        return UserError{Text::tr("the project has no %1 named '%2'").arg(artefactKindName(kind), name),
                         Text::tr("project"),
                         Text::tr("list what it holds with `headwater-cli project list`")};
    return found->first();
}

Expected<QString> unusedArtefactName(const QSqlDatabase& db, ArtefactKind kind, const QString& base) {
    Expected<QVector<Artefact>> existing = listArtefacts(db, kind);
    if (!existing)
        return existing.error();
    QSet<QString> taken;
    for (const Artefact& a : existing.value())
        taken.insert(a.name);
    QString name = base;
    for (int n = 2; taken.contains(name); ++n)
        name = QStringLiteral("%1-%2").arg(base).arg(n);
    return name;
}

Expected<Artefact> artefactById(const QSqlDatabase& db, qint64 id) {
    QSqlQuery q(db);
    q.prepare(QString::fromLatin1(kSelect) + QStringLiteral(" WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return sqlError(q, db, Text::tr("cannot look up artefact %1").arg(id));
    Expected<QVector<Artefact>> found = readArtefacts(db, q);
    if (!found)
        return found.error();
    if (found->isEmpty())
        return UserError{Text::tr("the project has no artefact %1").arg(id), Text::tr("project"),
                         Text::tr("it may have been deleted")};
    return found->first();
}

Expected<QVector<Artefact>> artefactLineage(const QSqlDatabase& db, qint64 id) {
    QVector<Artefact> out;
    QSet<qint64> seen;
    QVector<qint64> frontier{id};
    while (!frontier.isEmpty()) {
        const qint64 next = frontier.takeFirst();
        if (seen.contains(next))
            continue;
        seen.insert(next);
        Expected<Artefact> a = artefactById(db, next);
        if (!a)
            return a.error();
        for (const ArtefactSource& s : a->sources)
            frontier.append(s.id);
        out.append(a.value());
    }
    return out;
}

QVector<Artefact> artefactsAt(const ProjectStore& store, ArtefactKind kind, const QString& path) {
    QVector<Artefact> out;
    Expected<QVector<Artefact>> listed = listArtefacts(store.database(), kind);
    if (!listed)
        return out;
    const QString wanted = QFileInfo(path).absoluteFilePath();
    for (const Artefact& a : listed.value())
        if (QFileInfo(store.resolvePath(a.path)).absoluteFilePath() == wanted)
            out.append(a);
    return out;
}

Expected<QVector<Artefact>> artefactDependents(const QSqlDatabase& db, qint64 id) {
    QSqlQuery q(db);
    q.prepare(QString::fromLatin1(kSelect) +
              QStringLiteral(
                  " WHERE id IN (SELECT artefact_id FROM artefact_sources WHERE source_id = ?) ORDER BY id"));
    q.addBindValue(id);
    if (!q.exec())
        return sqlError(q, db, Text::tr("cannot find what was made from artefact %1").arg(id));
    return readArtefacts(db, q);
}

} // namespace hw
