#include "core/corpus/corpus_reader.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <tuple>

namespace hw {

namespace {

constexpr int kMalformedExamples = 5;

// RFC 4180: fields separated by `delimiter`, optionally quoted, "" inside quotes is a quote.
// Returns false for a malformed row (text after a closing quote, a quote inside an unquoted field).
bool splitDelimited(const QString& row, QChar delimiter, QStringList* fields) {
    fields->clear();
    QString field;
    bool quoted = false, wasQuoted = false;
    for (qsizetype i = 0; i < row.size(); ++i) {
        const QChar c = row[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < row.size() && row[i + 1] == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == delimiter) {
            *fields << field;
            field.clear();
            wasQuoted = false;
        } else if (c == QLatin1Char('"')) {
            if (!field.isEmpty() || wasQuoted)
                return false;
            quoted = wasQuoted = true;
        } else {
            if (wasQuoted)
                return false;
            field += c;
        }
    }
    if (quoted)
        return false;
    *fields << field;
    return true;
}

// True while a row has an open quote, i.e. a quoted field runs on to the next line.
bool hasOpenQuote(const QString& row) {
    bool open = false;
    for (QChar c : row)
        if (c == QLatin1Char('"'))
            open = !open;
    return open;
}

QJsonValue valueAtPath(const QJsonObject& object, const QString& path) {
    QJsonValue v = object;
    for (const QString& key : path.split(QLatin1Char('.'))) {
        if (!v.isObject())
            return QJsonValue(QJsonValue::Undefined);
        v = v.toObject().value(key);
    }
    return v;
}

QString jsonText(const QJsonValue& v) {
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 15);
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isArray()) {
        QStringList parts;
        for (const QJsonValue& item : v.toArray())
            parts << jsonText(item);
        return parts.join(QLatin1Char(','));
    }
    return QString();
}

} // namespace

Expected<std::unique_ptr<CorpusReader>> CorpusReader::open(const QStringList& paths,
                                                           const CorpusReadOptions& options) {
    std::unique_ptr<CorpusReader> reader(new CorpusReader());
    reader->m_options = options;
    reader->m_files = expandCorpusPaths(paths);
    if (reader->m_files.isEmpty())
        return UserError{
            Text::tr("no corpus files found"), paths.join(QStringLiteral(", ")),
            Text::tr("give text, JSONL, CSV, TSV, Parquet or Arrow files (or folders holding them)")};
    for (const QString& file : reader->m_files) {
        const QFileInfo info(file);
        if (Expected<bool> ordinary = requireCorpusFile(file); !ordinary)
            return ordinary.error();
        reader->m_sizes << info.size();
        reader->m_modified << info.lastModified();
        reader->m_bytesTotal += info.size();
    }
    Expected<bool> first = reader->openFile(0);
    if (!first)
        return first.error();
    return reader;
}

Expected<bool> CorpusReader::openFile(int index) {
    if (m_fileIndex >= 0)
        m_bytesBefore += m_sizes[m_fileIndex];
    m_fileIndex = index;
    m_source.reset();
    m_columnar.reset();
    m_returnedLines.clear();
    m_cutRows.clear();
    if (index >= m_files.size())
        return true;
    const QString& path = m_files[index];
    CorpusFormat format =
        m_options.format == CorpusFormat::Auto ? detectCorpusFormat(path) : m_options.format;
    if (format == CorpusFormat::Docs && m_options.format == CorpusFormat::Auto &&
        !m_options.blankLineDocuments)
        format = CorpusFormat::Txt;
    if (format == CorpusFormat::Parquet || format == CorpusFormat::Arrow) {
        CorpusFileReport report;
        report.path = path;
        report.format = format;
        m_reports << report;
        return openColumnar(path);
    }
    const bool rows =
        format == CorpusFormat::Jsonl || format == CorpusFormat::Csv || format == CorpusFormat::Tsv;
    // A JSONL/CSV/TSV row (a header too) is read whole, up to kMaxRowBytes, then its text is split or cut;
    // split text lines stream in pieces.
    Expected<std::unique_ptr<LineSource>> source =
        rows ? LineSource::open(path, std::max(m_options.maxLineBytes, CorpusReadOptions::kMaxRowBytes))
        : m_options.splitLongText ? LineSource::open(path, m_options.maxLineBytes, LongLines::Split)
                                  : LineSource::open(path, m_options.maxLineBytes);
    if (!source)
        return source.error();
    m_source = std::move(source.value());
    CorpusFileReport report;
    report.path = path;
    report.format = format;
    m_reports << report;

    if (report.format == CorpusFormat::Csv || report.format == CorpusFormat::Tsv) {
        // The header row names the columns; text and extra fields are chosen by name.
        QString header;
        if (!m_source->next(&header))
            return UserError{Text::tr("the file is empty (no header row)"), path,
                             Text::tr("CSV/TSV files start with a header row")};
        QStringList columns;
        splitDelimited(header, report.format == CorpusFormat::Csv ? QLatin1Char(',') : QLatin1Char('\t'),
                       &columns);
        m_columnCount = int(columns.size());
        const QStringList textFields =
            m_options.textFields.isEmpty() ? QStringList{QStringLiteral("text")} : m_options.textFields;
        auto resolve = [&](const QStringList& names, QVector<int>* indexes) -> Expected<bool> {
            indexes->clear();
            for (const QString& name : names) {
                const int column = int(columns.indexOf(name));
                if (column < 0)
                    return UserError{Text::tr("column '%1' is not in the header").arg(name),
                                     QStringLiteral("%1:1").arg(path),
                                     Text::tr("the columns are: %1").arg(columns.join(QStringLiteral(", ")))};
                indexes->append(column);
            }
            return true;
        };
        Expected<bool> ok = resolve(textFields, &m_textColumns);
        if (!ok)
            return ok;
        ok = resolve(m_options.extraFields, &m_extraColumns);
        if (!ok)
            return ok;
    }
    return true;
}

Expected<bool> CorpusReader::openColumnar(const QString& path) {
    const QStringList textFields =
        m_options.textFields.isEmpty() ? QStringList{QStringLiteral("text")} : m_options.textFields;
    Expected<std::unique_ptr<ColumnarSource>> source =
        ColumnarSource::open(path, textFields + m_options.extraFields);
    if (!source)
        return source.error();
    for (int i = 0; i < textFields.size(); ++i) {
        const ColumnarColumn& column = source.value()->columns()[i];
        if (!column.textual)
            return UserError{Text::tr("column '%1' holds %2, not text").arg(column.name, column.type), path,
                             Text::tr("choose a column of strings for the text")};
    }
    for (const ColumnarColumn& column : source.value()->columns())
        if (!column.classNames.isEmpty() && m_reports.last().classNames.isEmpty()) {
            m_reports.last().classNames = column.classNames;
            m_reports.last().classNamesFrom = column.classNamesFrom;
        }
    m_columnar = std::move(source.value());
    return true;
}

Expected<bool> CorpusReader::checkFilesUnchanged() const {
    for (int i = 0; i < m_files.size(); ++i) {
        const QFileInfo now(m_files[i]);
        if (!now.exists() || now.size() != m_sizes[i] || now.lastModified() != m_modified[i])
            return UserError{Text::tr("the file changed while it was read (%1 bytes when opened, %2 now)")
                                 .arg(m_sizes[i])
                                 .arg(now.exists() ? now.size() : 0),
                             m_files[i],
                             Text::tr("wait until whatever writes it has finished, then import it again")};
    }
    return true;
}

qint64 CorpusReader::bytesDone() const {
    const qint64 current = m_source ? m_source->bytesRead() : m_columnar ? m_columnar->bytesRead() : 0;
    return m_bytesBefore + std::min(current, m_sizes.value(m_fileIndex));
}

void CorpusReader::malformed(const QString& why, qint64 lineNumber) {
    CorpusFileReport& r = m_reports.last();
    ++r.malformedRows;
    if (r.malformedExamples.size() < kMalformedExamples)
        r.malformedExamples << QStringLiteral("%1:%2: %3")
                                   .arg(r.path)
                                   .arg(lineNumber >= 0 ? lineNumber
                                        : m_source      ? m_source->lineNumber()
                                                        : m_columnar->rowNumber())
                                   .arg(why);
}

bool CorpusReader::structured() const {
    const CorpusFormat format = m_reports.last().format;
    return format == CorpusFormat::Jsonl || format == CorpusFormat::Csv || format == CorpusFormat::Tsv ||
           format == CorpusFormat::Parquet || format == CorpusFormat::Arrow;
}

QString CorpusReader::location(const QString& path, qint64 line) const {
    return m_options.recordLocations ? QStringLiteral("%1:%2").arg(path).arg(line) : QString();
}

bool CorpusReader::nextTxt(CorpusRecord* record) {
    QString line;
    QByteArray utf8;
    while (m_source->nextUtf8(&utf8, &line)) {
        if (line.isEmpty()) // valid UTF-8 comes undecoded
            line = QString::fromUtf8(utf8);
        if (line.trimmed().isEmpty())
            continue;
        if (!m_source->startsLine() || !m_source->endsLine())
            ++m_reports.last().splitDocuments;
        record->text = line;
        record->utf8 = utf8;
        record->location = location(m_source->path(), m_source->lineNumber());
        return true;
    }
    return false;
}

bool CorpusReader::nextDocs(CorpusRecord* record) {
    QString line;
    QStringList lines;
    qint64 firstLine = 0;
    bool holdsPiece = false; // of an over-long line
    while (m_source->next(&line)) {
        if (line.trimmed().isEmpty()) {
            if (!m_source->startsLine())
                continue; // the blank end of an over-long line is no document break
            if (!lines.isEmpty())
                break;
            continue;
        }
        if (lines.isEmpty())
            firstLine = m_source->lineNumber();
        lines << line;
        if (!m_source->startsLine() || !m_source->endsLine())
            holdsPiece = true;
        if (!m_source->endsLine())
            break; // the line goes on: its next piece starts the next document
    }
    if (lines.isEmpty())
        return false;
    if (holdsPiece)
        ++m_reports.last().splitDocuments;
    record->text = lines.join(QLatin1Char('\n'));
    record->location = location(m_source->path(), firstLine);
    return true;
}

namespace {

// Whether a line of valid UTF-8 holds only whitespace (QChar::isSpace(), as QString::trimmed() sees it).
bool isBlankLine(const QByteArray& utf8) {
    for (const char c : utf8) {
        const uchar u = uchar(c);
        if (u >= 0x80)
            return QString::fromUtf8(utf8).trimmed().isEmpty();
        if (u != ' ' && (u < 0x09 || u > 0x0D))
            return false;
    }
    return true;
}

} // namespace

bool CorpusReader::nextJsonl(CorpusRecord* record) {
    const QStringList textFields =
        m_options.textFields.isEmpty() ? QStringList{QStringLiteral("text")} : m_options.textFields;
    // The line's bytes go to the JSON parser as they are: no decoding to UTF-16 and encoding back.
    QByteArray line;
    QString decoded;
    while (m_source->nextUtf8(&line, &decoded)) {
        if (isBlankLine(line))
            continue;
        if (m_options.splitLongText && m_source->lastLineCut()) {
            malformed(
                QStringLiteral("longer than %1 MiB: skipped").arg(CorpusReadOptions::kMaxRowBytes >> 20));
            continue;
        }
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            malformed(QStringLiteral("not a JSON object (%1)").arg(error.errorString()));
            continue;
        }
        QStringList parts;
        bool missing = false;
        for (const QString& field : textFields) {
            const QJsonValue v = valueAtPath(doc.object(), field);
            if (v.isUndefined() || v.isNull()) {
                malformed(QStringLiteral("no field '%1'").arg(field));
                missing = true;
                break;
            }
            parts << jsonText(v);
        }
        if (missing)
            continue;
        record->extra.clear();
        for (const QString& field : m_options.extraFields)
            record->extra << jsonText(valueAtPath(doc.object(), field));
        record->text = parts.join(m_options.fieldJoiner);
        record->location = location(m_source->path(), m_source->lineNumber());
        return true;
    }
    return false;
}

bool CorpusReader::nextDelimitedLine(QString* line, qint64* lineNumber) {
    if (!m_returnedLines.isEmpty()) {
        std::tie(*line, *lineNumber) = m_returnedLines.takeFirst();
        return true;
    }
    if (!m_source->next(line))
        return false;
    *lineNumber = m_source->lineNumber();
    if (m_options.splitLongText && m_source->lastLineCut())
        m_cutRows.insert(*lineNumber);
    return true;
}

bool CorpusReader::nextDelimited(CorpusRecord* record, UserError*) {
    const QChar delimiter =
        m_reports.last().format == CorpusFormat::Csv ? QLatin1Char(',') : QLatin1Char('\t');
    QString row;
    qint64 firstLine = 0;
    while (nextDelimitedLine(&row, &firstLine)) {
        // A quoted field may hold newlines: keep reading until the quotes close (bounded, to survive a stray
        // quote).
        QVector<QPair<QString, qint64>> joinedLines;
        QString more;
        qint64 moreLine = 0;
        while (delimiter == QLatin1Char(',') && hasOpenQuote(row) && joinedLines.size() < 10000 &&
               nextDelimitedLine(&more, &moreLine)) {
            row += QLatin1Char('\n') + more;
            joinedLines.append({more, moreLine});
        }
        if (row.trimmed().isEmpty())
            continue;
        if (!m_cutRows.isEmpty()) {
            bool cut = m_cutRows.remove(firstLine);
            for (const auto& joined : joinedLines)
                cut = m_cutRows.remove(joined.second) || cut;
            if (cut) {
                malformed(
                    QStringLiteral("longer than %1 MiB: skipped").arg(CorpusReadOptions::kMaxRowBytes >> 20),
                    firstLine);
                continue;
            }
        }
        QStringList fields;
        const bool quotingHolds = splitDelimited(row, delimiter, &fields);
        if (!joinedLines.isEmpty() && (!quotingHolds || fields.size() != m_columnCount)) {
            // The quote did not open a multi-line field: only its own line is lost, the lines read after it
            // are rows of their own.
            m_returnedLines = joinedLines + m_returnedLines;
            malformed(QStringLiteral("unbalanced quote"), firstLine);
            continue;
        }
        if (!quotingHolds) {
            malformed(QStringLiteral("bad quoting"), firstLine);
            continue;
        }
        if (fields.size() != m_columnCount) {
            malformed(
                QStringLiteral("%1 fields where the header has %2").arg(fields.size()).arg(m_columnCount),
                firstLine);
            continue;
        }
        QStringList parts;
        for (int c : m_textColumns)
            if (!fields[c].trimmed().isEmpty())
                parts << fields[c];
        record->text = parts.join(m_options.fieldJoiner);
        record->extra.clear();
        for (int c : m_extraColumns)
            record->extra << fields[c];
        record->location = location(m_source->path(), firstLine);
        return true;
    }
    return false;
}

bool CorpusReader::nextColumnar(CorpusRecord* record) {
    const int textColumns = m_options.textFields.isEmpty() ? 1 : int(m_options.textFields.size());
    QVector<ColumnarValue> values;
    QString problem;
    while (m_columnar->next(&values, &problem)) {
        if (!problem.isEmpty()) {
            malformed(problem);
            continue;
        }
        QStringList parts;
        bool anyText = false;
        for (int c = 0; c < textColumns; ++c) {
            if (values[c].null)
                continue;
            anyText = true;
            if (!values[c].text->trimmed().isEmpty())
                parts << *values[c].text;
        }
        if (!anyText) {
            malformed(QStringLiteral("no text (null)"));
            continue;
        }
        record->text = parts.join(m_options.fieldJoiner);
        record->extra.clear();
        record->extraLists.clear();
        for (int c = textColumns; c < values.size(); ++c) {
            const bool list = m_columnar->columns()[c].list;
            record->extra << (list ? values[c].items.join(QStringLiteral(", "))
                                   : values[c].text.value_or(QString()));
            record->extraLists << (list ? std::optional<QStringList>(values[c].items) : std::nullopt);
        }
        record->location = location(m_columnar->path(), m_columnar->rowNumber());
        return true;
    }
    return false;
}

void CorpusReader::fitLongText(CorpusRecord* record) {
    if (record->text.size() * 3 <= m_options.maxLineBytes)
        return; // fits, however many bytes each character takes
    if (!m_options.splitLongText) {
        // Cut as a plain text line is cut: its start kept, at a character boundary, and counted.
        const QByteArray utf8 = record->text.toUtf8();
        if (utf8.size() <= m_options.maxLineBytes)
            return;
        record->text = QString::fromUtf8(
            utf8.constData(), utf8CutLength(utf8.constData(), utf8.size(), m_options.maxLineBytes));
        ++m_reports.last().cutLines;
        return;
    }
    QStringList pieces = splitLongText(record->text, m_options.maxLineBytes);
    if (pieces.size() < 2)
        return;
    CorpusFileReport& report = m_reports.last();
    ++report.splitLines;
    report.splitDocuments += pieces.size();
    record->text = pieces.takeFirst();
    m_pending = std::move(pieces);
    m_pendingRecord = *record;
}

bool CorpusReader::next(CorpusRecord* record, UserError* error) {
    record->utf8.clear(); // set again only where the reader has the text's bytes
    if (!m_pending.isEmpty()) {
        *record = m_pendingRecord;
        record->text = m_pending.takeFirst();
        record->utf8.clear();
        ++m_reports.last().records;
        return true;
    }
    while (m_source || m_columnar) {
        bool got = false;
        switch (m_reports.last().format) {
        case CorpusFormat::Parquet:
        case CorpusFormat::Arrow:
            got = nextColumnar(record);
            break;
        case CorpusFormat::Docs:
            got = nextDocs(record);
            break;
        case CorpusFormat::Jsonl:
            got = nextJsonl(record);
            break;
        case CorpusFormat::Csv:
        case CorpusFormat::Tsv:
            got = nextDelimited(record, error);
            break;
        default:
            got = nextTxt(record);
            break;
        }
        if (got) {
            if (structured())
                fitLongText(record);
            ++m_reports.last().records;
            return true;
        }
        if (std::optional<UserError> failure =
                m_source ? m_source->readFailure() : m_columnar->readFailure()) {
            *error = *failure; // the job ends with it: nothing read from the file is kept
            return false;
        }
        if (m_columnar) {
            m_reports.last().invalidSequences = m_columnar->invalidSequences();
        } else {
            m_reports.last().invalidSequences = m_source->invalidSequences();
            m_reports.last().cutLines += m_source->cutLines();
            m_reports.last().splitLines += m_source->splitLines();
        }
        Expected<bool> opened = openFile(m_fileIndex + 1);
        if (!opened) {
            *error = opened.error();
            return false;
        }
    }
    return false;
}

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
