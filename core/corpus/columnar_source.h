#pragma once

#include "core/corpus/columnar_value.h"
#include "core/corpus/dataset_card.h"
#include "core/util/expected.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>
#include <optional>

namespace hw {

// The column-oriented files that Hugging Face datasets come as.
enum class ColumnarKind {
    Parquet, // the Hub's files (data/train-00000-of-00004.parquet)
    Arrow    // Arrow IPC, stream or file format: the `datasets` cache (*.arrow)
};

// The kind of a file from its first bytes ("PAR1", "ARROW1", or an IPC stream's first message); none for
// any other file.
std::optional<ColumnarKind> columnarKindOf(const QString& path);

struct ColumnarColumn {
    QString name;
    QString type;           // as Arrow writes it: "string", "large_string", "int64", "list<item: string>"...
    bool textual = false;   // holds strings (plain, large, view or dictionary-encoded)
    bool list = false;      // holds a list of values per row (multi-label sets)
    QStringList classNames; // a ClassLabel column's names in id order, when the dataset names them
    QString classNamesFrom; // where they were found: the file's own metadata, dataset_info.json, README.md
};

// Reads chosen top-level columns of a Parquet or Arrow IPC file row by row, one row group (record batch) at
// a time, so memory stays bounded by a batch, never by the file. A damaged file (cut footer, absurd sizes,
// wrong magic) is reported as a UserError naming the file; nothing in it can crash the reader.
class ColumnarSource {
public:
    static Expected<std::unique_ptr<ColumnarSource>> open(const QString& path, const QStringList& columns);
    ~ColumnarSource();

    // The columns of a file, for a picker.
    static Expected<QVector<ColumnarColumn>> describe(const QString& path);

    // False at the end or on a problem (then readFailure() says what). `values` has one entry per column
    // asked for, in order; *problem says why this one row cannot be used (a class id without a name).
    bool next(QVector<ColumnarValue>* values, Text* problem);
    std::optional<UserError> readFailure() const;
    qint64 rowNumber() const; // 1-based, of the row returned last
    qint64 rowCount() const;  // in the whole file, from its metadata
    qint64 bytesRead() const; // an estimate from the rows read, for progress
    qint64 invalidSequences() const;
    const QVector<ColumnarColumn>& columns() const; // the ones asked for
    const QString& path() const;

private:
    ColumnarSource();
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace hw
