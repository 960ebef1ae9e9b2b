#include "core/system/library_versions.h"

#include <ATen/Context.h>
#include <torch/version.h>

#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <sqlite3.h>

#ifndef HEADWATER_VERSION
#define HEADWATER_VERSION "unknown"
#endif
#ifndef HEADWATER_SENTENCEPIECE_VERSION
#define HEADWATER_SENTENCEPIECE_VERSION "unknown"
#endif

namespace hw {

Text loadedBlasLibrary() {
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly))
        return Text::tr("unknown (no /proc/self/maps)");
    QStringList found;
    for (const QByteArray& line : maps.readAll().split('\n')) {
        const int slash = line.indexOf('/');
        if (slash < 0)
            continue;
        const QString path = QString::fromLocal8Bit(line.mid(slash));
        const QString file = QFileInfo(path).fileName();
        if (!file.contains(QStringLiteral("blas"), Qt::CaseInsensitive) &&
            !file.startsWith(QStringLiteral("libmkl")))
            continue;
        if (file.startsWith(QStringLiteral("libcublas"))) // the GPU's BLAS, loaded with libtorch_cuda
            continue;
        const QString resolved = QFileInfo(path).canonicalFilePath();
        const QString shown = resolved.isEmpty() ? path : resolved;
        if (!found.contains(shown))
            found << shown;
    }
    if (found.isEmpty())
        return at::hasMKL() ? Text::tr("Intel MKL, linked into libtorch")
                            : Text::tr("none loaded (libtorch uses its built-in kernels)");
    return Text(found.join(QStringLiteral(", ")));
}

LibraryVersions libraryVersions() {
    LibraryVersions v;
    v.headwater = QStringLiteral(HEADWATER_VERSION);
    v.qt = QString::fromLatin1(qVersion());
    v.libtorch = QStringLiteral(TORCH_VERSION);
    v.sentencepiece = QStringLiteral(HEADWATER_SENTENCEPIECE_VERSION);
    v.sqlite = QString::fromLatin1(sqlite3_libversion());
    v.blas = loadedBlasLibrary();
    return v;
}

} // namespace hw
