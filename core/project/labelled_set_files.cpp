#include "core/project/labelled_set_files.h"

#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/util/confined_path.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

namespace hw {

Expected<LabelledSetFiles> projectLabelledSet(const ProjectStore& store, const QString& name) {
    Expected<Artefact> found = findArtefact(store.database(), ArtefactKind::LabelledSet, name);
    if (!found) {
        Expected<QVector<Artefact>> all = listArtefacts(store.database(), ArtefactKind::LabelledSet);
        QStringList names;
        if (all)
            for (const Artefact& a : all.value())
                names << a.name;
        return UserError{Text::tr("the project has no labelled set named '%1'").arg(name), store.path(),
                         names.isEmpty()
                             ? Text::tr("import one first with `headwater-cli import-corpus "
                                        "--label-field ... --project`")
                             : Text::tr("choose one of: %1").arg(names.join(QStringLiteral(", ")))};
    }
    // A project reads its labelled sets from its own folder only: a row naming a folder elsewhere (an edited
    // project file) is refused, as a corpus row is.
    Expected<QString> folder = pathInside(store.dataDirectory(), found->path,
                                          Text::tr("%1, labelled set '%2'").arg(store.path(), name));
    if (!folder)
        return UserError{folder.error().what, folder.error().where,
                         Text::tr("import the set into the project again")};
    const QDir directory(folder.value());
    LabelledSetFiles files;
    files.artefactId = found->id;
    files.name = found->name;
    files.train = directory.filePath(QStringLiteral("train.jsonl"));
    files.validation = directory.filePath(QStringLiteral("validation.jsonl"));
    files.test = directory.filePath(QStringLiteral("test.jsonl"));
    for (const QJsonValue& label : found->figures.value(QLatin1String("label_names")).toArray())
        files.labels << label.toString();
    files.multiLabel = found->figures.value(QLatin1String("multi_label")).toBool();
    if (!QFileInfo::exists(files.train))
        return UserError{Text::tr("the labelled set's files are missing"), files.train,
                         Text::tr("import the set again (its folder was moved or deleted)")};
    return files;
}

} // namespace hw
