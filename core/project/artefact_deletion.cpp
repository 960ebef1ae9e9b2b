#include "core/project/artefact_deletion.h"

#include "core/jobs/job_manager.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/project/sql_exec.h"
#include "core/util/output_paths.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlQuery>
#include <QUuid>

namespace hw {

namespace {

QString kindAndName(const Artefact& a) {
    return artefactKindName(a.kind) + QLatin1Char(':') + a.name;
}

} // namespace

Expected<bool> deleteArtefact(ProjectStore& store, qint64 id, const JobManager* jobs) {
    QSqlDatabase& db = store.database();
    Expected<Artefact> found = artefactById(db, id);
    if (!found)
        return found.error();
    const Artefact& a = found.value();
    const QString files =
        a.path.isEmpty() ? QString() : QFileInfo(store.resolvePath(a.path)).absoluteFilePath();
    if (jobs) {
        const JobId user = jobs->userOf(kindAndName(a)) ? jobs->userOf(kindAndName(a))
                                                        : (files.isEmpty() ? 0 : jobs->userOf(files));
        if (user) {
            const auto job = jobs->snapshot(user);
            return UserError{Text::tr("%1 '%2' is in use by the job '%3'")
                                 .arg(artefactKindName(a.kind))
                                 .arg(a.name)
                                 .arg(job ? job->title : Text()),
                             Text::tr("project"),
                             Text::tr("wait for the job to end or cancel it, then delete")};
        }
    }
    Expected<QVector<Artefact>> dependents = artefactDependents(db, id);
    if (!dependents)
        return dependents.error();
    if (!dependents->isEmpty()) {
        QStringList names;
        for (const Artefact& d : dependents.value())
            names << QStringLiteral("%1 '%2'").arg(artefactKindName(d.kind), d.name);
        return UserError{Text::tr("%1 was made from %2 '%3'")
                             .arg(names.join(QStringLiteral(", ")), artefactKindName(a.kind), a.name),
                         Text::tr("project"),
                         Text::tr("delete those first, so that their lineage stays whole")};
    }

    // Files inside the data folder go aside first; a failed commit brings them back.
    const QString data = QDir(store.dataDirectory()).absolutePath() + QLatin1Char('/');
    QString aside;
    if (!files.isEmpty() && files.startsWith(data) && QFileInfo::exists(files)) {
        aside = data + QStringLiteral(".deleting-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
        if (!QDir().rename(files, aside))
            return UserError{Text::tr("cannot remove the files of '%1'").arg(a.name), files,
                             Text::tr("check that nothing else has them open")};
    }
    auto restore = [&](const UserError& e) -> UserError {
        db.rollback();
        if (!aside.isEmpty())
            QDir().rename(aside, files);
        return e;
    };
    if (!db.transaction())
        return restore(sqlError(db, Text::tr("cannot start deleting '%1'").arg(a.name)));
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM artefacts WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return restore(sqlError(q, db, Text::tr("cannot delete '%1'").arg(a.name)));
    if (a.kind == ArtefactKind::Corpus && a.detailId >= 0) {
        QSqlQuery corpus(db);
        corpus.prepare(
            QStringLiteral("DELETE FROM corpora WHERE id = ?")); // its documents go with it (cascade)
        corpus.addBindValue(a.detailId);
        if (!corpus.exec())
            return restore(sqlError(corpus, db, Text::tr("cannot delete the documents of '%1'").arg(a.name)));
    }
    if (!db.commit())
        return restore(sqlError(db, Text::tr("cannot commit deleting '%1'").arg(a.name)));
    if (!aside.isEmpty() && isRealFolder(aside))
        removeFolderTree(aside); // a link is removed itself, never what it points to
    else if (!aside.isEmpty())
        QFile::remove(aside);
    return true;
}

} // namespace hw
