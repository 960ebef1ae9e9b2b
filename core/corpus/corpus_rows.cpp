// CorpusReader's records of JSONL, CSV and TSV files: rows whose text comes from named fields.
#include "core/corpus/corpus_reader.h"
#include "core/corpus/json_fields.h"
#include "core/corpus/record_fields.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <tuple>

namespace hw {

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
    // A single text field kept undecoded: the line comes unchecked, and its text's bytes are validated by
    // their reader. Only a line the scanner declines is checked here, as nextUtf8() checks it.
    const bool unchecked = m_options.keepUtf8Undecoded && textFields.size() == 1;
    while (unchecked ? m_source->nextBytes(&line) : m_source->nextUtf8(&line, &decoded)) {
        if (unchecked) {
            if (!m_source->lastLineCut() &&
                readJsonFieldsFast(line, textFields, record, JsonUtf8::LeaveUndecodedToCaller))
                return true;
            m_source->makeValidUtf8(&line);
        }
        if (isBlankLine(line))
            continue;
        if (m_options.splitLongText && m_source->lastLineCut()) {
            malformed(Text::tr("longer than %1 MiB: skipped").arg(CorpusReadOptions::kMaxRowBytes >> 20));
            continue;
        }
        if (readJsonFieldsFast(line, textFields, record, JsonUtf8::Trusted))
            return true;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            malformed(Text::tr("not a JSON object (%1)").arg(error.errorString()));
            continue;
        }
        QStringList parts;
        bool missing = false;
        for (const QString& field : textFields) {
            const QJsonValue v = valueAtPath(doc.object(), field);
            if (v.isUndefined() || v.isNull()) {
                malformed(Text::tr("no field '%1'").arg(field));
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

bool CorpusReader::readJsonFieldsFast(const QByteArray& line, const QStringList& textFields,
                                      CorpusRecord* record, JsonUtf8 utf8) {
    if (!m_jsonFields)
        m_jsonFields = std::make_unique<JsonFieldScanner>(textFields + m_options.extraFields);
    const qsizetype textCount = textFields.size();
    // A single text field written without escapes can stay as its bytes (keepUtf8Undecoded).
    const uint64_t undecoded = m_options.keepUtf8Undecoded && textCount == 1 ? 1 : 0;
    if (!m_jsonFields->read(line, &m_jsonValues, &m_jsonRaw, utf8, undecoded))
        return false;
    record->text =
        textCount == 1 ? m_jsonValues.first() : m_jsonValues.first(textCount).join(m_options.fieldJoiner);
    // A single field written without escapes: its bytes are the text's UTF-8, which the import then need not
    // make again.
    if (textCount == 1 && m_jsonRaw.front().data()) {
        record->utf8 = m_jsonRaw.front().toByteArray();
        record->utf8Unchecked = utf8 == JsonUtf8::LeaveUndecodedToCaller;
    }
    record->extra = m_jsonValues.sliced(textCount);
    record->location = location(m_source->path(), m_source->lineNumber());
    return true;
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
                malformed(Text::tr("longer than %1 MiB: skipped").arg(CorpusReadOptions::kMaxRowBytes >> 20),
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
            malformed(Text::tr("unbalanced quote"), firstLine);
            continue;
        }
        if (!quotingHolds) {
            malformed(Text::tr("bad quoting"), firstLine);
            continue;
        }
        if (fields.size() != m_columnCount) {
            malformed(Text::tr("%1 fields where the header has %2").arg(fields.size()).arg(m_columnCount),
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

void CorpusReader::fitLongText(CorpusRecord* record) {
    if (record->text.isNull() && !record->utf8.isEmpty()) { // left undecoded
        if (record->utf8.size() <= m_options.maxLineBytes)
            return;
        record->text =
            record->utf8Unchecked ? decodeUnchecked(record->utf8) : QString::fromUtf8(record->utf8);
        record->utf8.clear(); // unchecked bytes need not be the text's
        record->utf8Unchecked = false;
    }
    if (record->text.size() * 3 <= m_options.maxLineBytes)
        return; // fits, however many bytes each character takes
    if (!m_options.splitLongText) {
        // Cut as a plain text line is cut: its start kept, at a character boundary, and counted.
        const QByteArray utf8 = record->text.toUtf8();
        if (utf8.size() <= m_options.maxLineBytes)
            return;
        record->text = QString::fromUtf8(
            utf8.constData(), utf8CutLength(utf8.constData(), utf8.size(), m_options.maxLineBytes));
        record->utf8.clear();
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
    record->utf8.clear(); // the bytes were the whole text's
    m_pending = std::move(pieces);
    m_pendingRecord = *record;
}

} // namespace hw
