#include "core/corpus/corpus_reader.h"

#include "core/corpus/record_fields.h"

#include <QFileInfo>

#include <algorithm>

namespace hw {

namespace {

constexpr int kMalformedExamples = 5;

// Whether UTF-8 holds only white space (what QString::trimmed() removes from its decoded text), decoding no
// more than the characters up to the first other one (most lines: their first byte).
bool isBlankUtf8(const QByteArray& utf8) {
    const auto* s = reinterpret_cast<const uint8_t*>(utf8.constData());
    for (qsizetype i = 0, n = utf8.size(); i < n;) {
        const uint8_t b = s[i];
        if (b < 0x80) {
            if (!QChar::isSpace(b))
                return false;
            ++i;
            continue;
        }
        const qsizetype length = std::min<qsizetype>(b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4, n - i);
        const QString character = QString::fromUtf8(utf8.constData() + i, length);
        if (!character.at(0).isSpace()) // every space is in the BMP; an invalid sequence is U+FFFD
            return false;
        i += length;
    }
    return true;
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

void CorpusReader::malformed(const Text& why, qint64 lineNumber) {
    CorpusFileReport& r = m_reports.last();
    ++r.malformedRows;
    if (r.malformedExamples.size() < kMalformedExamples)
        r.malformedExamples << Text(QStringLiteral("%1:%2: %3"))
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
    // keepUtf8Undecoded: the line's bytes unchecked, validated by their reader in the pass it makes anyway.
    const bool unchecked = m_options.keepUtf8Undecoded;
    while (unchecked ? m_source->nextBytes(&utf8) : m_source->nextUtf8(&utf8, &line)) {
        if (unchecked) {
            if (isBlankUtf8(utf8))
                continue;
        } else {
            if (line.isEmpty()) // valid UTF-8 comes undecoded
                line = QString::fromUtf8(utf8);
            if (line.trimmed().isEmpty())
                continue;
        }
        if (!m_source->startsLine() || !m_source->endsLine())
            ++m_reports.last().splitDocuments;
        record->text = line;
        record->utf8 = utf8;
        record->utf8Unchecked = unchecked;
        record->location = location(m_source->path(), m_source->lineNumber());
        return true;
    }
    return false;
}

QString CorpusReader::decodeUnchecked(const QByteArray& utf8) {
    return m_source ? m_source->decode(utf8) : QString::fromUtf8(utf8);
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

bool CorpusReader::nextColumnar(CorpusRecord* record) {
    const int textColumns = m_options.textFields.isEmpty() ? 1 : int(m_options.textFields.size());
    QVector<ColumnarValue> values;
    Text problem;
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
            malformed(Text::tr("no text (null)"));
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

bool CorpusReader::next(CorpusRecord* record, UserError* error) {
    record->utf8.clear(); // set again only where the reader has the text's bytes
    record->utf8Unchecked = false;
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

} // namespace hw
