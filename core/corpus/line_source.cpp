#include "core/corpus/line_source.h"

#include "core/corpus/compressed_stream.h"

#include <QFile>
#include <QFileInfo>

namespace hw {

namespace {

constexpr int kChunk = 1 << 18;

bool isSpace(char c) {
    return c == ' ' || c == '\t';
}

// True when text[0, i) ends a sentence that a space follows ("end. Next", "said.\" Then") or that ends with
// a full-width stop (。！？), which needs no space.
bool endsSentence(const char* s, qsizetype i, qsizetype size) {
    auto stop = [](char c) { return c == '.' || c == '!' || c == '?'; };
    if (i < size && isSpace(s[i]) &&
        ((i >= 1 && stop(s[i - 1])) ||
         (i >= 2 && (s[i - 1] == '"' || s[i - 1] == '\'' || s[i - 1] == ')') && stop(s[i - 2]))))
        return true;
    if (i < 3)
        return false;
    const uchar a = uchar(s[i - 3]), b = uchar(s[i - 2]), c = uchar(s[i - 1]);
    return (a == 0xE3 && b == 0x80 && c == 0x82) || (a == 0xEF && b == 0xBC && (c == 0x81 || c == 0x9F));
}

// Valid UTF-8 that does not start with a byte order mark decodes and encodes back to itself.
bool decodesToItself(QByteArrayView bytes) {
    return bytes.isValidUtf8() && !bytes.startsWith("\xEF\xBB\xBF");
}

} // namespace

qsizetype textBreak(const char* s, qsizetype size, qsizetype limit, qsizetype* next) {
    if (size <= limit) {
        *next = size;
        return size;
    }
    limit = std::max<qsizetype>(1, limit);
    // Pieces keep at least half the limit: a boundary further back would make many small documents.
    const qsizetype lowest = std::max<qsizetype>(1, limit / 2);
    qsizetype sentence = -1, space = -1;
    for (qsizetype i = limit; i >= lowest; --i) { // i: the piece's length, s[i] the first byte after it
        if (s[i] == '\n') {
            *next = i + 1;
            return s[i - 1] == '\r' ? i - 1 : i;
        }
        if (sentence < 0 && endsSentence(s, i, size))
            sentence = i;
        if (space < 0 && isSpace(s[i]))
            space = i;
    }
    qsizetype end = sentence >= 0 ? sentence : space;
    if (end >= 0) {
        qsizetype rest = end;
        while (rest < size && isSpace(s[rest]))
            ++rest;
        while (end > 0 && isSpace(s[end - 1]))
            --end;
        *next = rest;
        return end;
    }
    // No boundary: between two characters (a character takes at most four bytes).
    end = limit;
    for (int back = 0; back < 3 && end > 1 && (uchar(s[end]) & 0xC0) == 0x80; ++back)
        --end;
    if ((uchar(s[end]) & 0xC0) == 0x80)
        end = limit; // not UTF-8 here anyway
    *next = end;
    return end;
}

QStringList splitLongText(const QString& text, int maxBytes) {
    const QByteArray utf8 = text.toUtf8();
    if (utf8.size() <= maxBytes)
        return {text};
    QStringList pieces;
    qsizetype at = 0;
    while (utf8.size() - at > maxBytes) {
        qsizetype next = 0;
        const qsizetype length = textBreak(utf8.constData() + at, utf8.size() - at, maxBytes, &next);
        if (length > 0)
            pieces << QString::fromUtf8(utf8.constData() + at, length);
        at += next;
    }
    if (at < utf8.size())
        pieces << QString::fromUtf8(utf8.constData() + at, utf8.size() - at);
    return pieces;
}

qsizetype utf8CutLength(const char* text, qsizetype size, qsizetype limit) {
    if (size <= limit)
        return size;
    qsizetype end = std::max<qsizetype>(0, limit);
    while (end > 0 && (uchar(text[end]) & 0xC0) == 0x80)
        --end;
    return end;
}

qint64 countInvalidUtf8(const char* s, qsizetype n) {
    qint64 invalid = 0;
    qsizetype i = 0;
    while (i < n) {
        const uchar c = uchar(s[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        int need = 0;
        uint32_t cp = 0;
        if ((c & 0xE0) == 0xC0) {
            need = 1;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            need = 2;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            need = 3;
            cp = c & 0x07;
        } else {
            ++invalid;
            ++i;
            continue;
        }
        qsizetype j = 1;
        for (; j <= need && i + j < n && (uchar(s[i + j]) & 0xC0) == 0x80; ++j)
            cp = (cp << 6) | (uchar(s[i + j]) & 0x3F);
        const bool overlong =
            (need == 1 && cp < 0x80) || (need == 2 && cp < 0x800) || (need == 3 && cp < 0x10000);
        if (j <= need || overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            ++invalid;
            i += j; // the lead byte and the continuation bytes that fitted form one replaced sequence
            continue;
        }
        i += need + 1;
    }
    return invalid;
}

Expected<std::unique_ptr<LineSource>> LineSource::open(const QString& path, int maxLineBytes,
                                                       LongLines longLines) {
    const QFileInfo info(path);
    if (!info.isFile())
        return UserError{Text::tr("file not found"), path, Text::tr("check the path")};
    std::unique_ptr<LineSource> source(new LineSource());
    source->m_path = path;
    source->m_maxLineBytes = std::max(1, maxLineBytes);
    source->m_longLines = longLines;
    source->m_fileSize = info.size();
    Expected<std::unique_ptr<CompressedStream>> stream = CompressedStream::open(path);
    if (!stream)
        return stream.error();
    source->m_stream = std::move(stream.value());
    source->fill();
    if (source->m_buffer.isEmpty() && !source->m_readError.isEmpty())
        return *source->readFailure();
    // Text has no NUL bytes; a file with them is binary (or UTF-16) and would import as garbage.
    const QByteArray head = source->m_buffer.left(8192);
    if (head.contains('\0'))
        return UserError{Text::tr("the file looks binary (it contains NUL bytes)"), path,
                         Text::tr("import UTF-8 text; convert UTF-16 files with iconv -f UTF-16 -t UTF-8")};
    return source;
}

LineSource::~LineSource() = default;

std::optional<UserError> LineSource::readFailure() const {
    if (m_readError.isEmpty())
        return std::nullopt;
    return UserError{
        Text::tr("the file cannot be read to its end (%1): it is truncated or damaged").arg(m_readError),
        m_path, Text::tr("copy or download the file again")};
}

bool LineSource::fill() {
    if (m_eof)
        return false;
    if (m_position > 0) {
        m_buffer.remove(0, m_position);
        m_position = 0;
    }
    const qsizetype old = m_buffer.size();
    m_buffer.resize(old + kChunk);
    const qint64 got = m_stream->read(m_buffer.data() + old, kChunk);
    m_buffer.resize(old + std::max<qint64>(0, got));
    m_bytesRead = m_stream->fileOffset();
    if (got <= 0) {
        m_eof = true;
        m_readError = m_stream->error(); // the lines read so far are not the whole file
    }
    return got > 0;
}

bool LineSource::next(QString* line) {
    const char* begin = nullptr;
    qsizetype length = 0;
    if (!nextSpan(&begin, &length))
        return false;
    *line = decode(QByteArrayView(begin, length));
    return true;
}

QString LineSource::decode(QByteArrayView bytes) {
    QString text = QString::fromUtf8(bytes);
    // Invalid input shows up as U+FFFD; only then count the sequences exactly (the text may hold real
    // U+FFFDs).
    if (text.contains(QChar(QChar::ReplacementCharacter)))
        m_invalid += countInvalidUtf8(bytes.data(), bytes.size());
    return text;
}

bool LineSource::nextUtf8(QByteArray* line, QString* decoded) {
    const char* begin = nullptr;
    qsizetype length = 0;
    if (!nextSpan(&begin, &length))
        return false;
    const QByteArrayView bytes(begin, length);
    if (decodesToItself(bytes)) {
        *line = bytes.toByteArray();
        decoded->clear();
        return true;
    }
    *decoded = decode(bytes);
    *line = decoded->toUtf8();
    return true;
}

void LineSource::makeValidUtf8(QByteArray* line) {
    if (!decodesToItself(*line))
        *line = decode(*line).toUtf8();
}

bool LineSource::nextBytes(QByteArray* line) {
    const char* begin = nullptr;
    qsizetype length = 0;
    if (!nextSpan(&begin, &length))
        return false;
    *line = QByteArray(begin, length);
    return true;
}

bool LineSource::nextSpan(const char** spanBegin, qsizetype* spanLength) {
    QByteArray& cut = m_cut; // the kept start of an over-long line
    cut = QByteArray();
    bool piece = false; // a piece of an over-long line, more to come
    qsizetype newline = -1;
    for (;;) {
        newline = m_buffer.indexOf('\n', m_position);
        if (newline >= 0 && (m_longLines == LongLines::Cut || newline - m_position <= m_maxLineBytes))
            break;
        if (m_buffer.size() - m_position > m_maxLineBytes) {
            if (m_longLines == LongLines::Split) {
                piece = true;
                break;
            }
            cut = m_buffer.mid(m_position, utf8CutLength(m_buffer.constData() + m_position,
                                                         m_buffer.size() - m_position, m_maxLineBytes));
            ++m_cutLines;
            // Drop the rest of the line, however long, without holding it.
            for (;;) {
                m_buffer.clear();
                m_position = 0;
                if (!fill())
                    break;
                newline = m_buffer.indexOf('\n');
                if (newline >= 0)
                    break;
            }
            break;
        }
        if (!fill())
            break;
    }
    const bool continuing = !m_endsLine; // the text returned last was a piece of this line
    const char* begin;
    qsizetype length;
    m_lastCut = false;
    if (piece) {
        const qsizetype available = (newline >= 0 ? newline : m_buffer.size()) - m_position;
        qsizetype next = 0;
        begin = m_buffer.constData() + m_position;
        length = textBreak(begin, available, m_maxLineBytes, &next);
        m_position += next;
        if (!continuing)
            ++m_splitLines;
        m_endsLine = false;
    } else if (!cut.isNull()) {
        begin = cut.constData();
        length = cut.size();
        m_position = newline >= 0 ? newline + 1 : m_buffer.size();
        m_lastCut = true;
        m_endsLine = true;
    } else {
        if (newline < 0 && m_position >= m_buffer.size()) {
            m_endsLine = true;
            return false;
        }
        const qsizetype end = newline < 0 ? m_buffer.size() : newline;
        begin = m_buffer.constData() + m_position;
        length = end - m_position;
        m_position = newline < 0 ? end : newline + 1;
        if (length > m_maxLineBytes) {
            length = utf8CutLength(begin, length, m_maxLineBytes);
            ++m_cutLines;
            m_lastCut = true;
        }
        m_endsLine = true;
    }
    m_startsLine = !continuing;
    if (m_first) {
        m_first = false;
        if (length >= 3 && uchar(begin[0]) == 0xEF && uchar(begin[1]) == 0xBB && uchar(begin[2]) == 0xBF) {
            begin += 3;
            length -= 3;
        }
    }
    if (m_endsLine && length > 0 && begin[length - 1] == '\r')
        --length;
    *spanBegin = begin;
    *spanLength = length;
    if (!continuing)
        ++m_lineNumber;
    return true;
}

} // namespace hw
