#include "core/tokenize/corpus_lines.h"

#include "core/corpus/corpus_reader.h"

#include <QFile>
#include <QFileInfo>

namespace hw {

Expected<qint64> forEachCorpusLine(const QStringList& files, JobContext* context, const Text& phase,
                                   const std::function<void(const QString& line)>& visit) {
    qint64 totalBytes = 0;
    for (const QString& path : files) {
        const QFileInfo info(path);
        if (Expected<bool> ordinary = requireCorpusFile(path); !ordinary)
            return ordinary.error();
        totalBytes += info.size();
    }
    qint64 doneBytes = 0;
    qint64 lines = 0;
    for (const QString& path : files) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return UserError{Text::tr("cannot read the corpus file (%1)").arg(file.errorString()), path,
                             Text::tr("check that it is readable")};
        while (!file.atEnd()) {
            const QByteArray raw = file.readLine();
            doneBytes += raw.size();
            const QString line = QString::fromUtf8(raw).trimmed();
            if (!line.isEmpty()) {
                visit(line);
                ++lines;
            }
            if ((lines & 1023) == 0 && context) {
                if (context->cancelled())
                    return lines;
                context->progress(phase, double(doneBytes), double(totalBytes), ProgressUnit::Bytes);
            }
        }
    }
    if (context)
        context->progress(phase, double(totalBytes), double(totalBytes), ProgressUnit::Bytes);
    return lines;
}

} // namespace hw
