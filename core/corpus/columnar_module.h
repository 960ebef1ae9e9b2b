#pragma once
// The interface of the module that reads Parquet and Arrow IPC files (headwater-columnar.so). Loading and
// relocating Arrow's and Parquet's libraries takes about ten milliseconds: core opens the module with dlopen
// when a process first opens such a file, so no other process pays for it. The module knows Arrow alone:
// what a user is told, and the metadata found beside a file, are core's (columnar_source.cpp).

#include "core/corpus/columnar_value.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

namespace hw::columnar {

inline constexpr char kModuleFile[] = "headwater-columnar.so";
inline constexpr char kOpenSymbol[] = "hw_columnar_open_2"; // the number changes with this interface

enum class Format { Parquet, IpcFile, IpcStream };

struct Field {
    QString name;
    QString type;          // as Arrow writes it: "string", "large_string", "int64", "list<item: string>"...
    bool textual = false;  // holds strings (plain, large, view or dictionary-encoded)
    bool list = false;     // holds a list of values per row
    bool values = false;   // text, numbers or booleans, or a list of them: what a column can give
    bool integers = false; // integers, or a list of them: what ClassLabel ids are
};

// Why one row cannot be used, as facts: the module links nothing of core, so core words the message.
struct RowProblem {
    enum class Kind {
        None,
        DictionaryIndex, // `value` is a dictionary index outside the dictionary
        UnnamedClass     // `value` is a class id without a name among `classCount` names
    };
    Kind kind = Kind::None;
    qint64 value = 0;
    qint64 classCount = 0;
    bool isEmpty() const { return kind == Kind::None; }
};

// One open file.
class File {
public:
    virtual ~File() = default;
    virtual const QVector<Field>& fields() const = 0;
    // The JSON `datasets` keeps in the schema's metadata (its features, ClassLabel names among them).
    virtual QByteArray huggingfaceMetadata() const = 0;
    virtual qint64 rowCount() const = 0; // from Parquet's metadata; -1 where the format does not say
    // The fields next() reads (indexes into fields()), each with its ClassLabel names (empty: ids as
    // numbers).
    virtual void select(const QVector<int>& fields, const QVector<QStringList>& classNames) = 0;
    // One row's values; false at the end or on a failure, which failure() then says in Arrow's words (or
    // missingColumn() names the column a record batch lacks). *problem says why this one row cannot be used
    // (a class id without a name).
    virtual bool next(QVector<ColumnarValue>* values, RowProblem* problem) = 0;
    virtual QString failure() const = 0;
    virtual QString missingColumn() const = 0;
    virtual qint64 bytesRead() const = 0; // an estimate from the rows read, for progress
    virtual qint64 invalidSequences() const = 0;
};

// The module's one entry point: the file opened, or nullptr with *why in Arrow's words. Nothing in a file
// can make it throw.
using OpenFn = File* (*)(const QString& path, Format format, qint64 size, QString* why);

} // namespace hw::columnar
