#include "core/corpus/columnar_module.h"

#include <QFile>
#include <QStringDecoder>

#include <arrow/api.h>
#include <arrow/io/file.h>
#include <arrow/ipc/reader.h>
#include <parquet/arrow/reader.h>
#include <parquet/exception.h>
#include <parquet/file_reader.h>
#include <parquet/properties.h>

#include <algorithm>
#include <limits>

// What the module does with Arrow: open a file, describe its fields, read chosen ones row by row. It links
// Qt Core and Arrow only, never core (the build refuses an undefined symbol).

namespace hw::columnar {

namespace {

constexpr int64_t kBatchRows = 1024;

// A file whose reads never ask for more than it holds: a damaged length in a file's metadata cannot make the
// reader allocate gigabytes before it finds the file too short.
class BoundedFile : public arrow::io::RandomAccessFile {
public:
    BoundedFile(std::shared_ptr<arrow::io::ReadableFile> file, int64_t size)
        : m_file(std::move(file))
        , m_size(size) {}

    arrow::Status Close() override { return m_file->Close(); }
    bool closed() const override { return m_file->closed(); }
    arrow::Result<int64_t> Tell() const override { return m_file->Tell(); }
    arrow::Status Seek(int64_t position) override { return m_file->Seek(position); }
    arrow::Result<int64_t> GetSize() override { return m_size; }
    arrow::Result<int64_t> Read(int64_t nbytes, void* out) override { return m_file->Read(nbytes, out); }
    arrow::Result<std::shared_ptr<arrow::Buffer>> Read(int64_t nbytes) override {
        ARROW_ASSIGN_OR_RAISE(const int64_t at, m_file->Tell());
        return m_file->Read(available(at, nbytes));
    }
    arrow::Result<int64_t> ReadAt(int64_t position, int64_t nbytes, bool allowShort, void* out) override {
        return m_file->ReadAt(position, nbytes, allowShort, out);
    }
    arrow::Result<int64_t> ReadAt(int64_t position, int64_t nbytes, void* out) override {
        return m_file->ReadAt(position, nbytes, out);
    }
    arrow::Result<std::shared_ptr<arrow::Buffer>> ReadAt(int64_t position, int64_t nbytes,
                                                         bool allowShort) override {
        const int64_t fits = available(position, nbytes);
        if (fits < nbytes && !allowShort)
            return arrow::Status::IOError("a read of ", nbytes, " bytes at ", position,
                                          " goes past the end (", m_size, " bytes)");
        return m_file->ReadAt(position, fits, allowShort);
    }
    arrow::Result<std::shared_ptr<arrow::Buffer>> ReadAt(int64_t position, int64_t nbytes) override {
        return m_file->ReadAt(position, available(position, nbytes));
    }

private:
    int64_t available(int64_t position, int64_t nbytes) const {
        return std::clamp<int64_t>(std::min(nbytes, m_size - std::clamp<int64_t>(position, 0, m_size)), 0,
                                   m_size);
    }
    std::shared_ptr<arrow::io::ReadableFile> m_file;
    int64_t m_size;
};

QString typeName(const std::shared_ptr<arrow::DataType>& type) {
    return QString::fromStdString(type->ToString());
}

bool isStringType(arrow::Type::type id) {
    return id == arrow::Type::STRING || id == arrow::Type::LARGE_STRING || id == arrow::Type::STRING_VIEW;
}

bool isTextual(const arrow::DataType& type) {
    if (type.id() == arrow::Type::DICTIONARY)
        return isStringType(static_cast<const arrow::DictionaryType&>(type).value_type()->id());
    return isStringType(type.id());
}

bool isScalarLabel(const arrow::DataType& type) {
    return isTextual(type) || arrow::is_integer(type.id()) || arrow::is_floating(type.id()) ||
           type.id() == arrow::Type::BOOL;
}

const arrow::DataType* listItemType(const arrow::DataType& type) {
    switch (type.id()) {
    case arrow::Type::LIST:
    case arrow::Type::LARGE_LIST:
    case arrow::Type::FIXED_SIZE_LIST:
        return static_cast<const arrow::BaseListType&>(type).value_type().get();
    default:
        return nullptr;
    }
}

QString fromArrow(const std::string& text) {
    return QString::fromStdString(text);
}

class ArrowFile final : public File {
public:
    ArrowFile(Format format, qint64 size)
        : m_format(format)
        , m_fileSize(size) {}

    // False with *why set when the file cannot be read as its format.
    bool open(const QString& path, QString* why);

    const QVector<Field>& fields() const override { return m_fields; }
    QByteArray huggingfaceMetadata() const override;
    qint64 rowCount() const override { return m_rowCount; }
    void select(const QVector<int>& fields, const QVector<QStringList>& classNames) override;
    bool next(QVector<ColumnarValue>* values, RowProblem* problem) override;
    QString failure() const override { return m_failure; }
    QString missingColumn() const override { return m_missingColumn; }
    qint64 bytesRead() const override;
    qint64 invalidSequences() const override { return m_invalid; }

private:
    bool openReader();
    bool nextBatch();
    QString text(const arrow::Array& array, int64_t row);
    QString scalarText(const arrow::Array& array, int64_t row, const QStringList& classNames,
                       RowProblem* problem);
    ColumnarValue value(int column, int64_t row, RowProblem* problem);

    const Format m_format;
    const qint64 m_fileSize;
    std::shared_ptr<BoundedFile> m_file;
    std::unique_ptr<parquet::arrow::FileReader> m_parquet;
    std::shared_ptr<arrow::ipc::RecordBatchStreamReader> m_stream;
    std::shared_ptr<arrow::ipc::RecordBatchFileReader> m_ipcFile;
    std::shared_ptr<arrow::Schema> m_schema;
    QVector<Field> m_fields;

    QVector<int> m_selected;           // indexes into m_fields
    QVector<QStringList> m_classNames; // per selected field
    std::vector<int> m_leafColumns;    // Parquet: the leaf columns under the selected fields
    std::unique_ptr<arrow::RecordBatchReader> m_rowGroupReader;
    int m_nextRowGroup = 0;
    int m_nextIpcBatch = 0;
    std::shared_ptr<arrow::RecordBatch> m_batch;
    QVector<std::shared_ptr<arrow::Array>> m_batchColumns;
    int64_t m_batchRow = 0;
    qint64 m_rowsRead = 0;
    qint64 m_rowCount = -1;
    qint64 m_invalid = 0;
    QString m_failure;
    QString m_missingColumn; // a record batch lacks this selected column (m_failure is then set as well)
};

bool ArrowFile::open(const QString& path, QString* why) {
    try {
        arrow::Result<std::shared_ptr<arrow::io::ReadableFile>> opened =
            arrow::io::ReadableFile::Open(QFile::encodeName(path).toStdString(), arrow::system_memory_pool());
        if (!opened.ok()) {
            *why = fromArrow(opened.status().message());
            return false;
        }
        m_file = std::make_shared<BoundedFile>(*opened, m_fileSize);
        if (!openReader()) {
            *why = m_failure;
            return false;
        }
    } catch (const std::exception& e) {
        *why = QString::fromUtf8(e.what());
        return false;
    }
    for (const auto& field : m_schema->fields()) {
        const arrow::DataType& type = *field->type();
        const arrow::DataType* item = listItemType(type);
        m_fields << Field{fromArrow(field->name()),
                          typeName(field->type()),
                          isTextual(type),
                          item != nullptr,
                          isScalarLabel(type) || (item && isScalarLabel(*item)),
                          arrow::is_integer(type.id()) || (item && arrow::is_integer(item->id()))};
    }
    return true;
}

// The reader of the file's format and its schema; false with m_failure set.
bool ArrowFile::openReader() {
    const auto fail = [this](const arrow::Status& status) {
        m_failure = fromArrow(status.message());
        return false;
    };
    if (m_format == Format::Parquet) {
        parquet::ReaderProperties properties(arrow::system_memory_pool());
        properties.enable_buffered_stream(); // pages are read as needed, not whole column chunks
        parquet::ArrowReaderProperties arrowProperties(/*use_threads=*/false);
        arrowProperties.set_batch_size(kBatchRows);
        std::unique_ptr<parquet::ParquetFileReader> raw =
            parquet::ParquetFileReader::Open(m_file, properties);
        arrow::Result<std::unique_ptr<parquet::arrow::FileReader>> reader =
            parquet::arrow::FileReader::Make(arrow::system_memory_pool(), std::move(raw), arrowProperties);
        if (!reader.ok())
            return fail(reader.status());
        m_parquet = std::move(*reader);
        if (arrow::Status got = m_parquet->GetSchema(&m_schema); !got.ok())
            return fail(got);
        m_rowCount = m_parquet->parquet_reader()->metadata()->num_rows();
        return true;
    }
    arrow::ipc::IpcReadOptions options;
    options.memory_pool = arrow::system_memory_pool();
    options.use_threads = false;
    if (m_format == Format::IpcFile) {
        auto reader = arrow::ipc::RecordBatchFileReader::Open(m_file, options);
        if (!reader.ok())
            return fail(reader.status());
        m_ipcFile = *reader;
        m_schema = m_ipcFile->schema();
        return true;
    }
    auto reader = arrow::ipc::RecordBatchStreamReader::Open(m_file, options);
    if (!reader.ok())
        return fail(reader.status());
    m_stream = *reader;
    m_schema = m_stream->schema();
    return true;
}

QByteArray ArrowFile::huggingfaceMetadata() const {
    const std::shared_ptr<const arrow::KeyValueMetadata>& metadata = m_schema->metadata();
    const int index = metadata ? metadata->FindKey("huggingface") : -1;
    return index >= 0 ? QByteArray::fromStdString(metadata->value(index)) : QByteArray();
}

void ArrowFile::select(const QVector<int>& fields, const QVector<QStringList>& classNames) {
    m_selected = fields;
    m_classNames = classNames;
    m_classNames.resize(fields.size());
    m_leafColumns.clear();
    if (m_parquet) {
        const parquet::SchemaDescriptor* descriptor = m_parquet->parquet_reader()->metadata()->schema();
        for (int leaf = 0; leaf < descriptor->num_columns(); ++leaf)
            for (int field : fields)
                if (descriptor->GetColumnRoot(leaf) == descriptor->group_node()->field(field).get())
                    m_leafColumns.push_back(leaf);
        std::sort(m_leafColumns.begin(), m_leafColumns.end());
        m_leafColumns.erase(std::unique(m_leafColumns.begin(), m_leafColumns.end()), m_leafColumns.end());
    }
    // An IPC reader cannot be told the columns after it has read the schema: it decodes them all, a record
    // batch (about a thousand rows in the `datasets` cache) at a time.
}

bool ArrowFile::next(QVector<ColumnarValue>* values, RowProblem* problem) {
    if (!m_batch || m_batchRow >= m_batch->num_rows()) {
        m_batch.reset();
        if (!m_failure.isEmpty() || !nextBatch())
            return false;
    }
    values->resize(m_selected.size());
    *problem = RowProblem();
    for (int c = 0; c < m_selected.size(); ++c)
        (*values)[c] = value(c, m_batchRow, problem);
    ++m_batchRow;
    ++m_rowsRead;
    return true;
}

qint64 ArrowFile::bytesRead() const {
    if (m_stream) {
        arrow::Result<int64_t> at = m_file->Tell();
        return at.ok() ? std::min<qint64>(*at, m_fileSize) : 0;
    }
    if (m_ipcFile)
        return m_ipcFile->num_record_batches() > 0
                   ? m_fileSize * m_nextIpcBatch / m_ipcFile->num_record_batches()
                   : m_fileSize;
    return m_rowCount > 0 ? qint64(double(m_fileSize) * double(m_rowsRead) / double(m_rowCount)) : 0;
}

// The next batch with rows; false at the end or on a failure (m_failure then says what).
bool ArrowFile::nextBatch() {
    const auto fail = [this](const std::string& why) {
        m_failure = fromArrow(why);
        return false;
    };
    try {
        for (;;) {
            std::shared_ptr<arrow::RecordBatch> next;
            if (m_parquet) {
                if (!m_rowGroupReader) {
                    if (m_nextRowGroup >= m_parquet->num_row_groups())
                        return false;
                    auto reader = m_parquet->GetRecordBatchReader({m_nextRowGroup++}, m_leafColumns);
                    if (!reader.ok())
                        return fail(reader.status().message());
                    m_rowGroupReader = std::move(*reader);
                }
                if (arrow::Status got = m_rowGroupReader->ReadNext(&next); !got.ok())
                    return fail(got.message());
                if (!next) {
                    m_rowGroupReader.reset();
                    continue;
                }
            } else if (m_ipcFile) {
                if (m_nextIpcBatch >= m_ipcFile->num_record_batches())
                    return false;
                auto got = m_ipcFile->ReadRecordBatch(m_nextIpcBatch++);
                if (!got.ok())
                    return fail(got.status().message());
                next = *got;
            } else {
                if (arrow::Status got = m_stream->ReadNext(&next); !got.ok())
                    return fail(got.message());
                if (!next)
                    return false;
            }
            // Offsets, lengths and dictionary indexes are checked once here, so reading a value never goes
            // out of its buffers, however the file was made.
            if (arrow::Status valid = m_parquet ? next->Validate() : next->ValidateFull(); !valid.ok())
                return fail(valid.message());
            m_batchColumns.clear();
            for (int field : m_selected) {
                const std::string name = m_fields[field].name.toStdString();
                std::shared_ptr<arrow::Array> array = next->GetColumnByName(name);
                if (!array) {
                    m_missingColumn = m_fields[field].name;
                    return fail("a record batch lacks the column " + name);
                }
                m_batchColumns << array;
            }
            if (next->num_rows() == 0)
                continue;
            m_batch = next;
            m_batchRow = 0;
            return true;
        }
    } catch (const std::exception& e) {
        return fail(e.what());
    }
}

QString ArrowFile::text(const arrow::Array& array, int64_t row) {
    std::string_view view;
    switch (array.type_id()) {
    case arrow::Type::STRING:
        view = static_cast<const arrow::StringArray&>(array).GetView(row);
        break;
    case arrow::Type::LARGE_STRING:
        view = static_cast<const arrow::LargeStringArray&>(array).GetView(row);
        break;
    case arrow::Type::STRING_VIEW:
        view = static_cast<const arrow::StringViewArray&>(array).GetView(row);
        break;
    default:
        return QString();
    }
    const QByteArrayView bytes(view.data(), qsizetype(view.size()));
    QString decoded = QString::fromUtf8(bytes);
    // A replacement character the bytes did not spell out marks an invalid sequence (rare: checked only
    // then).
    if (decoded.contains(QChar::ReplacementCharacter)) {
        QStringDecoder decoder(QStringDecoder::Utf8);
        (void)decoder.decode(bytes);
        if (decoder.hasError())
            ++m_invalid;
    }
    return decoded;
}

QString ArrowFile::scalarText(const arrow::Array& array, int64_t row, const QStringList& classNames,
                              RowProblem* problem) {
    const arrow::Type::type id = array.type_id();
    if (id == arrow::Type::DICTIONARY) {
        const auto& dictionary = static_cast<const arrow::DictionaryArray&>(array);
        const int64_t index = dictionary.GetValueIndex(row);
        if (index < 0 || index >= dictionary.dictionary()->length()) {
            *problem = RowProblem{RowProblem::Kind::DictionaryIndex, qint64(index), 0};
            return QString();
        }
        return scalarText(*dictionary.dictionary(), index, classNames, problem);
    }
    if (isStringType(id))
        return text(array, row);
    if (id == arrow::Type::BOOL)
        return static_cast<const arrow::BooleanArray&>(array).Value(row) ? QStringLiteral("true")
                                                                         : QStringLiteral("false");
    if (id == arrow::Type::FLOAT)
        return QString::number(double(static_cast<const arrow::FloatArray&>(array).Value(row)), 'g', 15);
    if (id == arrow::Type::DOUBLE)
        return QString::number(static_cast<const arrow::DoubleArray&>(array).Value(row), 'g', 15);
    qint64 number = 0;
    switch (id) {
    case arrow::Type::INT8:
        number = static_cast<const arrow::Int8Array&>(array).Value(row);
        break;
    case arrow::Type::INT16:
        number = static_cast<const arrow::Int16Array&>(array).Value(row);
        break;
    case arrow::Type::INT32:
        number = static_cast<const arrow::Int32Array&>(array).Value(row);
        break;
    case arrow::Type::INT64:
        number = static_cast<const arrow::Int64Array&>(array).Value(row);
        break;
    case arrow::Type::UINT8:
        number = static_cast<const arrow::UInt8Array&>(array).Value(row);
        break;
    case arrow::Type::UINT16:
        number = static_cast<const arrow::UInt16Array&>(array).Value(row);
        break;
    case arrow::Type::UINT32:
        number = static_cast<const arrow::UInt32Array&>(array).Value(row);
        break;
    case arrow::Type::UINT64:
        number = qint64(std::min<uint64_t>(static_cast<const arrow::UInt64Array&>(array).Value(row),
                                           uint64_t(std::numeric_limits<qint64>::max())));
        break;
    default:
        return QString();
    }
    if (classNames.isEmpty())
        return QString::number(number);
    if (number < 0 || number >= classNames.size()) {
        *problem = RowProblem{RowProblem::Kind::UnnamedClass, number, qint64(classNames.size())};
        return QString();
    }
    return classNames[int(number)];
}

ColumnarValue ArrowFile::value(int column, int64_t row, RowProblem* problem) {
    const arrow::Array& array = *m_batchColumns[column];
    ColumnarValue out;
    if (array.IsNull(row))
        return out;
    out.null = false;
    const QStringList& names = m_classNames[column];
    if (!m_fields[m_selected[column]].list) {
        out.text = scalarText(array, row, names, problem);
        return out;
    }
    const arrow::Array* values = nullptr;
    int64_t start = 0, length = 0;
    switch (array.type_id()) {
    case arrow::Type::LIST: {
        const auto& list = static_cast<const arrow::ListArray&>(array);
        values = list.values().get();
        start = list.value_offset(row);
        length = list.value_length(row);
        break;
    }
    case arrow::Type::LARGE_LIST: {
        const auto& list = static_cast<const arrow::LargeListArray&>(array);
        values = list.values().get();
        start = list.value_offset(row);
        length = list.value_length(row);
        break;
    }
    case arrow::Type::FIXED_SIZE_LIST: {
        const auto& list = static_cast<const arrow::FixedSizeListArray&>(array);
        values = list.values().get();
        start = list.value_offset(row);
        length = list.value_length(row);
        break;
    }
    default:
        return out;
    }
    for (int64_t i = start; i < start + length && problem->isEmpty(); ++i)
        if (!values->IsNull(i))
            out.items << scalarText(*values, i, names, problem);
    return out;
}

} // namespace

} // namespace hw::columnar

extern "C" __attribute__((visibility("default"))) hw::columnar::File*
hw_columnar_open_2(const QString& path, hw::columnar::Format format, qint64 size, QString* why) {
    auto file = std::make_unique<hw::columnar::ArrowFile>(format, size);
    if (!file->open(path, why))
        return nullptr;
    return file.release();
}
