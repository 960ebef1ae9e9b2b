#include "core/project/artefact_renaming.h"

#include "core/jobs/job_manager.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/project/sql_exec.h"

#include <QSqlQuery>

namespace hw {

Expected<bool> renameArtefact(ProjectStore& store, qint64 id, const QString& newName,
                              const JobManager* jobs) {
    QSqlDatabase& db = store.database();
    Expected<Artefact> found = artefactById(db, id);
    if (!found)
        return found.error();
    const Artefact& a = found.value();
    const QString name = newName.trimmed();
    const QString kind = artefactKindName(a.kind);
    if (name.isEmpty() || name.contains(QLatin1Char('/')))
        return UserError{Text::tr("'%1' is not a name for %2 '%3'").arg(name, kind, a.name),
                         Text::tr("project"), Text::tr("give a name without '/'")};
    if (name == a.name)
        return true;
    if (findArtefact(db, a.kind, name))
        return UserError{Text::tr("the project already has a %1 named '%2'").arg(kind, name),
                         Text::tr("project"), Text::tr("choose another name")};
    if (jobs) {
        if (const JobId user = jobs->userOf(kind + QLatin1Char(':') + a.name)) {
            const auto job = jobs->snapshot(user);
            return UserError{Text::tr("%1 '%2' is in use by the job '%3'")
                                 .arg(kind)
                                 .arg(a.name)
                                 .arg(job ? job->title : Text()),
                             Text::tr("project"),
                             Text::tr("wait for the job to end or cancel it, then rename")};
        }
    }
    if (!db.transaction())
        return sqlError(db, Text::tr("cannot start renaming '%1'").arg(a.name));
    const auto fail = [&](const QSqlQuery& q) {
        UserError error = sqlError(q, db, Text::tr("cannot rename '%1'").arg(a.name));
        db.rollback();
        return error;
    };
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE artefacts SET name = ? WHERE id = ?"));
    q.addBindValue(name);
    q.addBindValue(id);
    if (!q.exec())
        return fail(q);
    if (a.kind == ArtefactKind::Corpus && a.detailId >= 0) {
        QSqlQuery corpus(db);
        corpus.prepare(QStringLiteral("UPDATE corpora SET name = ? WHERE id = ?"));
        corpus.addBindValue(name);
        corpus.addBindValue(a.detailId);
        if (!corpus.exec())
            return fail(corpus);
    }
    if (!db.commit()) {
        UserError error = sqlError(db, Text::tr("cannot commit renaming '%1'").arg(a.name));
        db.rollback();
        return error;
    }
    return true;
}

} // namespace hw
