// What a corpus file offers before it is imported: its first records and the fields a text or label can come
// from.
#include "core/corpus/corpus_reader.h"
#include "core/corpus/record_fields.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace hw {

Expected<QVector<CorpusRecord>> previewCorpus(const QString& path, const CorpusReadOptions& options,
                                              int count) {
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open({path}, options);
    if (!reader)
        return reader.error();
    QVector<CorpusRecord> records;
    CorpusRecord record;
    UserError error;
    while (records.size() < count && reader.value()->next(&record, &error))
        records << record;
    if (!error.what.isEmpty())
        return error;
    return records;
}

namespace {

void collectFieldPaths(const QJsonObject& object, const QString& prefix, QStringList* out) {
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString path = prefix.isEmpty() ? it.key() : prefix + QLatin1Char('.') + it.key();
        if (it.value().isObject())
            collectFieldPaths(it.value().toObject(), path, out);
        else
            out->append(path);
    }
}

} // namespace

Expected<QStringList> corpusFieldNames(const QString& path, CorpusFormat format) {
    if (format == CorpusFormat::Auto)
        format = detectCorpusFormat(path);
    if (format == CorpusFormat::Parquet || format == CorpusFormat::Arrow) {
        Expected<QVector<ColumnarColumn>> columns = ColumnarSource::describe(path);
        if (!columns)
            return columns.error();
        QStringList names;
        for (const ColumnarColumn& column : columns.value())
            names << column.name;
        return names;
    }
    if (format != CorpusFormat::Jsonl && format != CorpusFormat::Csv && format != CorpusFormat::Tsv)
        return QStringList();
    // The first row whole, as an import that splits long texts reads it.
    Expected<std::unique_ptr<LineSource>> source = LineSource::open(path, CorpusReadOptions::kMaxRowBytes);
    if (!source)
        return source.error();
    QString line;
    while (source.value()->next(&line)) {
        if (line.trimmed().isEmpty())
            continue;
        QStringList fields;
        if (format != CorpusFormat::Jsonl) {
            splitDelimited(line, format == CorpusFormat::Csv ? QLatin1Char(',') : QLatin1Char('\t'), &fields);
            return fields;
        }
        const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8());
        if (!doc.isObject())
            return UserError{Text::tr("the first line is not a JSON object"),
                             QStringLiteral("%1:1").arg(path),
                             Text::tr("JSONL files hold one JSON object per line")};
        collectFieldPaths(doc.object(), QString(), &fields);
        return fields;
    }
    return UserError{Text::tr("the file is empty"), path, Text::tr("choose a file with at least one record")};
}

Expected<QVector<ColumnarColumn>> corpusColumns(const QString& path) {
    // By the first bytes alone: a text file is not read through again to find it is not columnar.
    if (!columnarKindOf(path))
        return QVector<ColumnarColumn>();
    return ColumnarSource::describe(path);
}

} // namespace hw
