#pragma once

#include "core/util/expected.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace hw {

class CompressedStream;

// What becomes of a line longer than the limit.
enum class LongLines {
    Cut,  // its start is kept, the rest dropped (and the line counted as cut)
    Split // it comes in pieces of at most the limit, broken at a line, sentence or word boundary near it
};

// Reads a text file (optionally compressed: gzip, zstd or xz) line by line as UTF-8: a BOM is dropped, CRLF
// becomes LF, invalid byte sequences are replaced with U+FFFD and counted, lines longer than the limit are
// cut or split (and counted). However long a line, memory stays bounded by the limit.
class LineSource {
public:
    static Expected<std::unique_ptr<LineSource>> open(const QString& path, int maxLineBytes = 1 << 20,
                                                      LongLines longLines = LongLines::Cut);
    ~LineSource();

    // False at the end of the file. `line` excludes the newline; with LongLines::Split it may be a piece of a
    // longer line (startsLine(), endsLine()).
    bool next(QString* line);
    // next() as UTF-8: the line's bytes when they are valid UTF-8 (`decoded` then empty), else the text
    // decoded with U+FFFD for each invalid sequence (and counted) in `decoded` and encoded again in `line`.
    bool nextUtf8(QByteArray* line, QString* decoded);
    // next() as the line's bytes, unchecked: for a reader that validates them in a pass of its own, and gives
    // those that are not valid UTF-8 as they stand to decode().
    bool nextBytes(QByteArray* line);
    // Bytes decoded as next() decodes them: U+FFFD for each invalid sequence, counted among this file's.
    QString decode(QByteArrayView bytes);
    // A line from nextBytes() made what nextUtf8() would have handed over.
    void makeValidUtf8(QByteArray* line);
    bool startsLine() const { return m_startsLine; } // the text returned last is the start of its line
    bool endsLine() const { return m_endsLine; }     // ...and the end of it
    bool lastLineCut() const { return m_lastCut; }   // the text returned last is a cut line's start
    qint64 lineNumber() const { return m_lineNumber; }
    qint64 bytesRead() const {
        return m_bytesRead;
    } // of the file on disk (compressed bytes for a compressed file)
    qint64 fileSize() const { return m_fileSize; }
    qint64 invalidSequences() const { return m_invalid; }
    qint64 cutLines() const { return m_cutLines; }
    qint64 splitLines() const { return m_splitLines; } // lines returned in several pieces
    const QString& path() const { return m_path; }
    // Once next() has returned false: why the file could not be read to its end (a truncated or damaged
    // compressed file, a read error); empty when it was.
    const Text& readError() const { return m_readError; }
    // readError() as the one message every reader of a LineSource gives; nothing when the file was whole.
    std::optional<UserError> readFailure() const;

private:
    LineSource() = default;
    bool fill();
    // The next line (or piece) as bytes in the buffer or in m_cut, valid until the next call.
    bool nextSpan(const char** begin, qsizetype* length);

    QString m_path;
    std::unique_ptr<CompressedStream> m_stream;
    QByteArray m_buffer;
    QByteArray m_cut; // the kept start of an over-long line
    qsizetype m_position = 0;
    bool m_eof = false;
    bool m_first = true;
    int m_maxLineBytes = 0;
    LongLines m_longLines = LongLines::Cut;
    bool m_startsLine = true, m_endsLine = true, m_lastCut = false;
    qint64 m_bytesRead = 0;
    qint64 m_fileSize = 0;
    qint64 m_lineNumber = 0;
    qint64 m_invalid = 0;
    qint64 m_cutLines = 0;
    qint64 m_splitLines = 0;
    Text m_readError;
};

// Where to break text of more than `limit` bytes (UTF-8) into a piece of at most `limit` bytes: at the last
// line break, else the last sentence end, else the last space or tab in the second half of the limit, else
// between two characters at the limit. Returns the piece's length; *next is where the rest starts (after the
// whitespace broken at).
qsizetype textBreak(const char* text, qsizetype size, qsizetype limit, qsizetype* next);
// `text` in pieces of at most `maxBytes` bytes of UTF-8, broken as textBreak() does; one piece when it fits.
QStringList splitLongText(const QString& text, int maxBytes);

// The length of `text`'s first `limit` bytes (of `size`) moved back to a character boundary, so a cut there
// never halves a character.
qsizetype utf8CutLength(const char* text, qsizetype size, qsizetype limit);

// Counts the invalid UTF-8 sequences in `bytes` (each replaced by one U+FFFD when decoding).
qint64 countInvalidUtf8(const char* bytes, qsizetype length);

} // namespace hw
