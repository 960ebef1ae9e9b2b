#include "core/project/corpus_line_export.h"

#include "core/project/artefact_store.h"
#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/util/disk_write_error.h"

#include <QDir>
#include <QFile>

namespace hw {

Expected<ExportedCorpusLines> exportCorpusLines(ProjectStore& store, const QString& corpusName,
                                                const QString& split, JobContext& context, qint64 limit) {
    QSqlDatabase& db = store.database();
    Expected<Artefact> corpus = findArtefact(db, ArtefactKind::Corpus, corpusName);
    if (!corpus)
        return corpus.error();
    ExportedCorpusLines exported;
    exported.artefactId = corpus->id;
    exported.corpusName = corpus->name;
    QDir().mkpath(store.dataDirectory());
    exported.folder = std::make_unique<QTemporaryDir>(
        QDir(store.dataDirectory()).filePath(QStringLiteral(".corpus-lines-XXXXXX")));
    exported.file = exported.folder->filePath(QStringLiteral("lines.txt"));
    QFile out(exported.file);
    if (!exported.folder->isValid() || !out.open(QIODevice::WriteOnly))
        return UserError{Text::tr("cannot write the corpus as lines"), exported.file,
                         Text::tr("check free disk space and that the project folder is writable")};
    qint64 total = corpus->figures.value(QLatin1String("documents")).toInteger();
    if (limit >= 0)
        total = std::min(total, limit);
    const Text phase = Text::tr("reading corpus '%1'").arg(corpus->name);
    qint64 done = 0;
    bool stopped = false;
    Expected<bool> read = forEachCorpusDocument(
        db, store.dataDirectory(), corpus->detailId, split,
        [&](const QByteArray& utf8, bool) {
            QByteArray line = utf8;
            line.replace('\n', ' ');
            out.write(line.append('\n'));
            if (++done % 4096 == 0) {
                context.progress(phase, double(done), double(total), ProgressUnit::Documents);
                context.pausePoint();
                stopped = context.cancelled();
            }
            return !stopped;
        },
        limit);
    if (!read)
        return read.error();
    if (!out.flush())
        return diskWriteError(exported.file, out.errorString());
    return exported;
}

} // namespace hw
