#pragma once

#include "core/corpus/columnar_source.h"
#include "core/corpus/line_source.h"

#include <QDateTime>
#include <QJsonObject>
#include <QSet>
#include <QStringList>
#include <QVector>

#include <memory>
#include <vector>

namespace hw {

class JsonFieldScanner;
enum class JsonUtf8;

enum class CorpusFormat { Auto, Txt, Docs, Jsonl, Csv, Tsv, Parquet, Arrow };

QString corpusFormatName(CorpusFormat format);
Expected<CorpusFormat> corpusFormatFromName(const QString& name);

struct CorpusReadOptions {
    CorpusFormat format = CorpusFormat::Auto;
    QStringList
        textFields; // JSONL: dotted paths (default "text"); CSV/TSV/Parquet/Arrow: column names, joined
    QStringList extraFields; // columns returned as they are (labels)
    QString fieldJoiner = QStringLiteral("\n");
    // The longest line (and, with splitLongText, the longest document) in bytes of UTF-8.
    int maxLineBytes = kMaxLineBytes;
    // False: a longer line is cut (its start is kept). True: text longer than maxLineBytes becomes several
    // records, broken at a line, sentence or word boundary near the limit, and nothing is dropped; a JSONL,
    // CSV or TSV row may then be up to kMaxRowBytes long (a longer one is skipped as malformed).
    bool splitLongText = false;
    // Auto format: plain text with blank lines between multi-line blocks is read as one document per block;
    // false reads every non-blank line of plain text as a record of its own (predict: a line, a text).
    bool blankLineDocuments = true;
    // False leaves CorpusRecord::location empty: an import that never shows it saves formatting it per
    // record.
    bool recordLocations = true;
    // True: a plain-text line comes as its bytes in CorpusRecord::utf8 alone, unchecked, and a JSONL text
    // field written without escapes as its UTF-8 alone, their `text` left null, for a reader of the bytes
    // (the import measures and validates them in one pass and decodes only what it must).
    bool keepUtf8Undecoded = false;

    static constexpr int kMaxLineBytes = 1 << 20;
    static constexpr int kMaxRowBytes = 64 << 20;
};

struct CorpusRecord {
    QString text;    // null when options.keepUtf8Undecoded left the line in `utf8`
    QByteArray utf8; // `text` as UTF-8 where the reader had it at hand (plain text lines), else empty
    // keepUtf8Undecoded's plain text lines and JSONL text fields: `utf8` is the bytes as they are, which may
    // not be valid UTF-8; bytes that are not go to CorpusReader::decodeUnchecked().
    bool utf8Unchecked = false;
    QStringList extra; // values of options.extraFields, in order (a list column's items joined by ", ")
    // Per extra field, its items when the column holds a list per row (Parquet, Arrow); empty otherwise.
    QVector<std::optional<QStringList>> extraLists;
    QString location; // file:line
};

struct CorpusFileReport {
    QString path;
    CorpusFormat format = CorpusFormat::Txt;
    qint64 records = 0;
    qint64 invalidSequences = 0;
    qint64 cutLines = 0;
    qint64 splitLines = 0;     // lines (rows) whose text was longer than the limit, split...
    qint64 splitDocuments = 0; // ...into this many records
    qint64 malformedRows = 0;
    QVector<Text> malformedExamples; // "file:line: why", the first few
    // Parquet/Arrow: the names of a label column's integer classes in id order, and where they came from
    QStringList classNames;
    QString classNamesFrom;
};

// A file's report as JSON: path, format, records, invalid_utf8, cut_lines, malformed_rows,
// malformed_examples, and class_names_from where integer classes were named.
QJsonObject corpusFileReportJson(const CorpusFileReport& report);

// Reads documents from files and folders of txt, blank-line-separated docs, JSONL and CSV/TSV (any of them
// compressed), Parquet and Arrow IPC, one file after another. Malformed rows are skipped and reported with
// file:line, never silently.
class CorpusReader {
public:
    static Expected<std::unique_ptr<CorpusReader>> open(const QStringList& paths,
                                                        const CorpusReadOptions& options);

    // False at the end; a problem that stops reading (unreadable or binary file, missing column) goes to
    // *error.
    bool next(CorpusRecord* record, UserError* error);
    // A record's unchecked bytes (CorpusRecord::utf8Unchecked) that are not valid UTF-8 as they stand:
    // decoded as the reader decodes such lines, their invalid sequences counted in the file's report. Call it
    // before the next next().
    QString decodeUnchecked(const QByteArray& utf8);
    qint64 bytesDone() const;
    qint64 bytesTotal() const { return m_bytesTotal; }
    const QVector<CorpusFileReport>& reports() const { return m_reports; }

    // Refuses when a file changed size or time since it was opened (written to, or truncated, while read):
    // the records read are then not the file's.
    Expected<bool> checkFilesUnchanged() const;

private:
    CorpusReader() = default;
    Expected<bool> openFile(int index);
    bool nextTxt(CorpusRecord* record);
    bool nextDocs(CorpusRecord* record);
    bool nextJsonl(CorpusRecord* record);
    // A JSONL line's fields read without QJsonDocument where that gives the same record; false leaves the
    // line to it.
    bool readJsonFieldsFast(const QByteArray& line, const QStringList& textFields, CorpusRecord* record,
                            JsonUtf8 utf8);
    bool nextDelimited(CorpusRecord* record, UserError* error);
    bool nextDelimitedLine(QString* line, qint64* lineNumber);
    bool nextColumnar(CorpusRecord* record);
    Expected<bool> openColumnar(const QString& path);
    void malformed(const Text& why, qint64 lineNumber = -1);
    bool structured() const;
    // A JSONL/CSV/TSV record's text longer than maxLineBytes: with splitLongText it becomes the first piece,
    // the others wait in m_pending; without, it is cut and counted.
    void fitLongText(CorpusRecord* record);
    QString location(const QString& path, qint64 line) const; // "file:line", or empty (recordLocations)

    CorpusReadOptions m_options;
    QStringList m_files;
    QVector<qint64> m_sizes;
    QVector<QDateTime> m_modified;
    qint64 m_bytesTotal = 0;
    qint64 m_bytesBefore = 0;
    int m_fileIndex = -1;
    std::unique_ptr<LineSource> m_source;
    std::unique_ptr<ColumnarSource> m_columnar;
    QVector<CorpusFileReport> m_reports;
    QVector<int> m_textColumns, m_extraColumns;
    int m_columnCount = 0;
    // Lines read ahead while a quoted field seemed to run on, given back when it did not: a stray quote costs
    // its own row, not the rows after it.
    QVector<QPair<QString, qint64>> m_returnedLines;
    QSet<qint64> m_cutRows; // line numbers of JSONL/CSV/TSV lines longer than kMaxRowBytes
    QStringList m_pending;  // the next pieces of a split record's text
    CorpusRecord m_pendingRecord;
    std::shared_ptr<const JsonFieldScanner> m_jsonFields; // JSONL: the text and extra fields' paths
    QStringList m_jsonValues;
    std::vector<QByteArrayView> m_jsonRaw;
};

// A corpus file given by the user: an ordinary file (links followed), else "not found" or, for a pipe or a
// device, why it is not read.
Expected<bool> requireCorpusFile(const QString& path);

// Files under a folder (recursively, sorted) that the reader understands; the files a glob in the last part
// of a path matches ("data/train-*.parquet", sorted); a file stays as it is.
QStringList expandCorpusPaths(const QStringList& paths);
// Guesses the format of one file from its name and, for .txt, from its first lines; Parquet and Arrow by
// their first bytes as well.
CorpusFormat detectCorpusFormat(const QString& path);
// First records of a file, for a preview before importing.
Expected<QVector<CorpusRecord>> previewCorpus(const QString& path, const CorpusReadOptions& options,
                                              int count);
// The fields a text or label can come from: CSV/TSV header columns, the dotted paths of the first JSONL
// object ("meta.title"), or a Parquet/Arrow file's columns. Empty for plain text.
Expected<QStringList> corpusFieldNames(const QString& path, CorpusFormat format = CorpusFormat::Auto);
// A Parquet/Arrow file's columns with their types (empty for other files, told by their first bytes), for a
// picker that shows them; their names are what corpusFieldNames() gives, so a picker asks only this first.
Expected<QVector<ColumnarColumn>> corpusColumns(const QString& path);

} // namespace hw
