#include "core/corpus/corpus_reader.h"

#include "core/util/english_lines.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

#include <cstring>

// Which files a corpus is made of and in which format: the part of the reader that looks at files, not at
// their records.

namespace hw {

namespace {

QString baseSuffix(const QString& path) {
    QString name = QFileInfo(path).fileName().toLower();
    for (const char* compressed : {".gz", ".zst", ".zstd", ".xz"})
        if (name.endsWith(QLatin1String(compressed))) {
            name.chop(qsizetype(strlen(compressed)));
            break;
        }
    return name.section(QLatin1Char('.'), -1);
}

bool isCorpusFile(const QString& path) {
    static const QStringList known = {
        QStringLiteral("txt"),  QStringLiteral("text"),    QStringLiteral("jsonl"),
        QStringLiteral("json"), QStringLiteral("ndjson"),  QStringLiteral("csv"),
        QStringLiteral("tsv"),  QStringLiteral("parquet"), QStringLiteral("arrow")};
    return known.contains(baseSuffix(path));
}

} // namespace

QString corpusFormatName(CorpusFormat format) {
    switch (format) {
    case CorpusFormat::Auto:
        return QStringLiteral("auto");
    case CorpusFormat::Txt:
        return QStringLiteral("txt");
    case CorpusFormat::Docs:
        return QStringLiteral("docs");
    case CorpusFormat::Jsonl:
        return QStringLiteral("jsonl");
    case CorpusFormat::Csv:
        return QStringLiteral("csv");
    case CorpusFormat::Tsv:
        return QStringLiteral("tsv");
    case CorpusFormat::Parquet:
        return QStringLiteral("parquet");
    case CorpusFormat::Arrow:
        return QStringLiteral("arrow");
    }
    return QString();
}

Expected<CorpusFormat> corpusFormatFromName(const QString& name) {
    for (CorpusFormat f : {CorpusFormat::Auto, CorpusFormat::Txt, CorpusFormat::Docs, CorpusFormat::Jsonl,
                           CorpusFormat::Csv, CorpusFormat::Tsv, CorpusFormat::Parquet, CorpusFormat::Arrow})
        if (corpusFormatName(f) == name)
            return f;
    return UserError{Text::tr("unknown format '%1'").arg(name), Text::setting(QStringLiteral("format")),
                     Text::tr("use auto, txt, docs, jsonl, csv, tsv, parquet or arrow")};
}

QJsonObject corpusFileReportJson(const CorpusFileReport& f) {
    const QJsonArray examples = QJsonArray::fromStringList(englishLines(f.malformedExamples));
    QJsonObject report{{QStringLiteral("path"), f.path},
                       {QStringLiteral("format"), corpusFormatName(f.format)},
                       {QStringLiteral("records"), f.records},
                       {QStringLiteral("invalid_utf8"), f.invalidSequences},
                       {QStringLiteral("cut_lines"), f.cutLines},
                       {QStringLiteral("split_lines"), f.splitLines},
                       {QStringLiteral("split_documents"), f.splitDocuments},
                       {QStringLiteral("malformed_rows"), f.malformedRows},
                       {QStringLiteral("malformed_examples"), examples}};
    if (!f.classNamesFrom.isEmpty())
        report.insert(QStringLiteral("class_names_from"), f.classNamesFrom);
    return report;
}

Expected<bool> requireCorpusFile(const QString& path) {
    const QFileInfo info(path);
    if (!info.exists())
        return UserError{Text::tr("corpus file not found"), path, Text::tr("check the path")};
    if (info.isDir())
        return true; // a folder of corpus files, expanded by expandCorpusPaths()
    return requireOrdinaryFiles(info.absolutePath(), {info.fileName()});
}

QStringList expandCorpusPaths(const QStringList& paths) {
    QStringList files;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        // A quoted glob of shards ("data/train-*.parquet"), as the shell would have expanded it.
        if (!info.exists() && info.fileName().contains(QRegularExpression(QStringLiteral("[*?\\[]")))) {
            const QStringList matched =
                info.dir().entryList({info.fileName()}, QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
            for (const QString& name : matched)
                files << info.dir().filePath(name);
            if (matched.isEmpty())
                files << path; // refused as not found, naming the pattern
            continue;
        }
        if (!info.isDir()) {
            files << path;
            continue;
        }
        QStringList inFolder;
        QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            if (isCorpusFile(file))
                inFolder << file;
        }
        inFolder.sort();
        files << inFolder;
    }
    return files;
}

CorpusFormat detectCorpusFormat(const QString& path) {
    const QString suffix = baseSuffix(path);
    if (suffix == QLatin1String("jsonl") || suffix == QLatin1String("json") ||
        suffix == QLatin1String("ndjson"))
        return CorpusFormat::Jsonl;
    if (suffix == QLatin1String("csv"))
        return CorpusFormat::Csv;
    if (suffix == QLatin1String("tsv"))
        return CorpusFormat::Tsv;
    if (const std::optional<ColumnarKind> columnar = columnarKindOf(path))
        return *columnar == ColumnarKind::Parquet ? CorpusFormat::Parquet : CorpusFormat::Arrow;
    if (suffix == QLatin1String("parquet"))
        return CorpusFormat::Parquet; // damaged, it is refused as Parquet, not read as text
    if (suffix == QLatin1String("arrow"))
        return CorpusFormat::Arrow;
    // Plain text: blank lines between multi-line blocks mean one document per block. A few megabytes tell,
    // however long the lines.
    Expected<std::unique_ptr<LineSource>> source =
        LineSource::open(path, CorpusReadOptions::kMaxLineBytes, LongLines::Split);
    if (!source)
        return CorpusFormat::Txt;
    QString line;
    int blockLines = 0, blankAfterBlock = 0, multiLineBlocks = 0;
    for (int i = 0; i < 400 && source.value()->bytesRead() < 4 * CorpusReadOptions::kMaxLineBytes &&
                    source.value()->next(&line);
         ++i) {
        if (line.trimmed().isEmpty()) {
            if (blockLines > 0)
                ++blankAfterBlock;
            if (blockLines > 1)
                ++multiLineBlocks;
            blockLines = 0;
        } else {
            ++blockLines;
        }
    }
    return blankAfterBlock > 0 && multiLineBlocks > 0 ? CorpusFormat::Docs : CorpusFormat::Txt;
}

} // namespace hw
