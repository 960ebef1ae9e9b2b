#include "core/system/hub_cache.h"

#include "core/util/ordinary_files.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace hw {

namespace {

const QString kModelsPrefix = QStringLiteral("models--");
const QString kSeparator = QStringLiteral("--"); // huggingface_hub's REPO_ID_SEPARATOR

QString environment(const char* name) {
    return QDir::fromNativeSeparators(qEnvironmentVariable(name));
}

// refs/REF files (refs/pr/1 too): commit hash -> ref name.
QHash<QString, QString> refsOf(const QString& repoFolder) {
    QHash<QString, QString> refs;
    const QDir refsDir(QDir(repoFolder).filePath(QStringLiteral("refs")));
    QDirIterator files(refsDir.path(), QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString file = files.next();
        Expected<QByteArray> hash = readOrdinaryFile(file, FileKind::Settings);
        if (!hash)
            continue;
        const QString commit = QString::fromLatin1(hash.value()).trimmed();
        const QString ref = refsDir.relativeFilePath(file);
        // main wins when several refs name one snapshot
        if (!refs.contains(commit) || ref == QLatin1String("main"))
            refs.insert(commit, ref);
    }
    return refs;
}

QString repoIdOf(const QString& repoFolderName) {
    return repoFolderName.mid(kModelsPrefix.size()).replace(kSeparator, QStringLiteral("/"));
}

QString repoFolderOf(const QString& cache, const QString& repoId) {
    return QDir(cache).filePath(kModelsPrefix + QString(repoId).replace(QLatin1Char('/'), kSeparator));
}

bool holdsModel(const QString& snapshot) {
    return QFileInfo(QDir(snapshot).filePath(QStringLiteral("config.json"))).isFile();
}

} // namespace

QString CachedHubModel::displayName() const {
    const QString commit = revision.left(7);
    return ref.isEmpty() ? QStringLiteral("%1 (%2)").arg(repoId, commit)
                         : QStringLiteral("%1 (%2, %3)").arg(repoId, ref, commit);
}

QString huggingFaceHubCache() {
    for (const char* name : {"HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"})
        if (const QString set = environment(name); !set.isEmpty())
            return set;
    if (const QString home = environment("HF_HOME"); !home.isEmpty())
        return QDir(home).filePath(QStringLiteral("hub"));
    const QString xdg = environment("XDG_CACHE_HOME");
    const QString caches = xdg.isEmpty() ? QDir::home().filePath(QStringLiteral(".cache")) : xdg;
    return QDir(caches).filePath(QStringLiteral("huggingface/hub"));
}

QVector<CachedHubModel> listCachedHubModels(const QString& cache) {
    QVector<CachedHubModel> models;
    const QStringList repos =
        QDir(cache).entryList({kModelsPrefix + QLatin1Char('*')}, QDir::Dirs, QDir::Name);
    for (const QString& repo : repos) {
        const QString repoFolder = QDir(cache).filePath(repo);
        const QHash<QString, QString> refs = refsOf(repoFolder);
        const QDir snapshots(QDir(repoFolder).filePath(QStringLiteral("snapshots")));
        QVector<CachedHubModel> ofRepo;
        for (const QString& commit : snapshots.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QString folder = snapshots.filePath(commit);
            if (holdsModel(folder))
                ofRepo.append({repoIdOf(repo), commit, refs.value(commit), folder});
        }
        std::stable_sort(ofRepo.begin(), ofRepo.end(), [](const CachedHubModel& a, const CachedHubModel& b) {
            return (a.ref == QLatin1String("main")) > (b.ref == QLatin1String("main"));
        });
        models += ofRepo;
    }
    return models;
}

bool looksLikeHubId(const QString& value) {
    static const QRegularExpression id(QStringLiteral(
        "^[A-Za-z0-9][A-Za-z0-9_.-]*(/[A-Za-z0-9][A-Za-z0-9_.-]*)?(@[A-Za-z0-9][A-Za-z0-9_./-]*)?$"));
    return id.match(value).hasMatch() && !value.contains(QLatin1String(".."));
}

Expected<CachedHubModel> resolveCachedHubModel(const QString& value, const QString& cache) {
    const QString repoId = value.section(QLatin1Char('@'), 0, 0);
    const QString revision =
        value.contains(QLatin1Char('@')) ? value.section(QLatin1Char('@'), 1) : QStringLiteral("main");
    const QString repoFolder = repoFolderOf(cache, repoId);
    const Text fetch =
        Text::tr("fetch it once where there is a network (hf download %1, or "
                 "huggingface-cli download %1), or set HF_HUB_CACHE to the cache that holds it")
            .arg(repoId);
    if (!QFileInfo(repoFolder).isDir())
        return UserError{Text::tr("'%1' is no folder here, and the Hugging Face cache holds no model '%2'")
                             .arg(value, repoId),
                         cache, fetch};
    // As huggingface_hub resolves it: a ref's file names the commit; otherwise the revision is the commit.
    QString commit = revision;
    const QString refFile = QDir(repoFolder).filePath(QStringLiteral("refs/") + revision);
    if (QFileInfo(refFile).isFile()) {
        Expected<QByteArray> named = readOrdinaryFile(refFile, FileKind::Settings);
        if (!named)
            return named.error();
        commit = QString::fromLatin1(named.value()).trimmed();
    }
    const QString folder = QDir(repoFolder).filePath(QStringLiteral("snapshots/") + commit);
    if (commit.isEmpty() || commit.contains(QLatin1Char('/')) || !QFileInfo(folder).isDir())
        return UserError{
            Text::tr("the Hugging Face cache holds '%1', but not its revision '%2'").arg(repoId, revision),
            repoFolder, fetch};
    if (!holdsModel(folder))
        return UserError{
            Text::tr("the cached snapshot of '%1' has no config.json (an unfinished download?)").arg(repoId),
            folder, fetch};
    return CachedHubModel{repoId, commit, revision == commit ? refsOf(repoFolder).value(commit) : revision,
                          QFileInfo(folder).absoluteFilePath()};
}

std::optional<CachedHubModel> cachedHubModelAt(const QString& folder) {
    const QDir snapshot(QFileInfo(folder).absoluteFilePath());
    QDir snapshots = snapshot;
    if (!snapshots.cdUp() || snapshots.dirName() != QLatin1String("snapshots"))
        return std::nullopt;
    QDir repo = snapshots;
    if (!repo.cdUp() || !repo.dirName().startsWith(kModelsPrefix))
        return std::nullopt;
    const QString commit = snapshot.dirName();
    return CachedHubModel{repoIdOf(repo.dirName()), commit, refsOf(repo.path()).value(commit),
                          snapshot.path()};
}

} // namespace hw
