#include "core/project/project_disk_use.h"

#include "core/project/project_store.h"

#include <QDirIterator>
#include <QFileInfo>

namespace hw {

namespace {

qint64 bytesUnder(const QString& path) {
    const QFileInfo info(path);
    if (info.isSymLink())
        return 0; // what a link points at is not this project's
    if (info.isFile())
        return info.size();
    qint64 bytes = 0;
    QDirIterator it(path, QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        bytes += it.fileInfo().size();
    }
    return bytes;
}

bool isInside(const QString& path, const QString& folder) {
    return path == folder || path.startsWith(folder + QLatin1Char('/'));
}

} // namespace

qint64 ProjectDiskUse::total() const {
    qint64 sum = otherBytes + projectFileBytes;
    for (qint64 bytes : bytesByKind)
        sum += bytes;
    return sum;
}

Expected<ProjectDiskUse> measureProjectDiskUse(const QString& projectPath) {
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(projectPath);
    if (!opened)
        return opened.error();
    const ProjectStore& store = *opened.value();
    Expected<QVector<Artefact>> artefacts = listArtefacts(store.database());
    if (!artefacts)
        return artefacts.error();
    const QString data = QFileInfo(store.dataDirectory()).absoluteFilePath();
    ProjectDiskUse use;
    QStringList counted;
    for (ArtefactKind kind :
         {ArtefactKind::Run, ArtefactKind::Model, ArtefactKind::Export, ArtefactKind::Corpus,
          ArtefactKind::LabelledSet, ArtefactKind::Tokenizer, ArtefactKind::Evaluation}) {
        use.bytesByKind[kind] = 0;
        for (const Artefact& a : artefacts.value()) {
            if (a.kind != kind || a.path.isEmpty())
                continue;
            const QString path = QFileInfo(store.resolvePath(a.path)).absoluteFilePath();
            if (!isInside(path, data) || path == data)
                continue;
            if (std::any_of(counted.begin(), counted.end(),
                            [&](const QString& c) { return isInside(path, c); }))
                continue;
            // A folder holding ones counted before (rare: a run made after its models) is not counted twice.
            qint64 bytes = bytesUnder(path);
            for (const QString& c : counted)
                if (isInside(c, path))
                    bytes -= bytesUnder(c);
            use.bytesByKind[kind] += std::max<qint64>(0, bytes);
            counted << path;
        }
    }
    qint64 attributed = 0;
    for (qint64 bytes : use.bytesByKind)
        attributed += bytes;
    use.otherBytes = std::max<qint64>(0, bytesUnder(data) - attributed);
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        use.projectFileBytes += QFileInfo(store.path() + suffix).size();
    return use;
}

} // namespace hw
