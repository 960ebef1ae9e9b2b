#include "tests/support/hub_cache_layout.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>

namespace hw::test {

QString addToHubCache(const QString& cache, const QString& repoId, const QString& modelDirectory,
                      const QString& commit, bool main) {
    const QDir repo(QDir(cache).filePath(QStringLiteral("models--") +
                                         QString(repoId).replace(QLatin1Char('/'), QStringLiteral("--"))));
    const QString snapshot = repo.filePath(QStringLiteral("snapshots/") + commit);
    QDir().mkpath(repo.filePath(QStringLiteral("blobs")));
    QDir().mkpath(snapshot);
    for (const QString& name : QDir(modelDirectory).entryList(QDir::Files)) {
        QFile source(QDir(modelDirectory).filePath(name));
        if (!source.open(QIODevice::ReadOnly))
            return QString();
        const QByteArray bytes = source.readAll();
        const QString blob =
            QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
        QFile stored(repo.filePath(QStringLiteral("blobs/") + blob));
        if (!stored.exists() && (!stored.open(QIODevice::WriteOnly) || stored.write(bytes) != bytes.size()))
            return QString();
        stored.close();
        QFile::link(QStringLiteral("../../blobs/") + blob, QDir(snapshot).filePath(name));
    }
    if (main) {
        QDir().mkpath(repo.filePath(QStringLiteral("refs")));
        QFile ref(repo.filePath(QStringLiteral("refs/main")));
        if (!ref.open(QIODevice::WriteOnly) || ref.write(commit.toLatin1()) != commit.size())
            return QString();
    }
    return snapshot;
}

} // namespace hw::test
