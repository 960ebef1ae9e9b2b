#include "core/corpus/columnar_source.h"

#include "core/util/ordinary_files.h"

#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

#include <arrow/api.h>
#include <arrow/io/file.h>
#include <arrow/ipc/reader.h>
#include <parquet/arrow/reader.h>
#include <parquet/exception.h>
#include <parquet/file_reader.h>
#include <parquet/properties.h>

#include <algorithm>

namespace hw {

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

// A file's first bytes, read through the guard every reader uses: a pipe or a device is never opened (it
// could block), an unreadable file has none.
QByteArray fileHead(const QString& path) {
    Expected<std::unique_ptr<QFile>> opened = openOrdinaryFile(path, FileKind::Data);
    return opened ? opened.value()->read(8) : QByteArray();
}

// The JSON `datasets` keeps in a file's schema metadata (its features, ClassLabel names among them).
QByteArray huggingfaceMetadata(const arrow::Schema& schema) {
    const std::shared_ptr<const arrow::KeyValueMetadata>& metadata = schema.metadata();
    const int index = metadata ? metadata->FindKey("huggingface") : -1;
    return index >= 0 ? QByteArray::fromStdString(metadata->value(index)) : QByteArray();
}

UserError damaged(const QString& path, const std::string& why) {
    return UserError{
        Text::tr("the file cannot be read as Parquet or Arrow: %1").arg(QString::fromStdString(why)), path,
        Text::tr("check that the file was copied whole (a download cut short loses the footer)")};
}

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

} // namespace

struct ColumnarSource::Impl {
    QString path;
    ColumnarKind kind = ColumnarKind::Parquet;
    qint64 fileSize = 0;
    std::shared_ptr<BoundedFile> file;
    std::unique_ptr<parquet::arrow::FileReader> parquet;
    std::shared_ptr<arrow::ipc::RecordBatchStreamReader> stream;
    std::shared_ptr<arrow::ipc::RecordBatchFileReader> ipcFile;
    std::shared_ptr<arrow::Schema> schema;
    QVector<ColumnarColumn> columns;
    QVector<int> fieldIndexes;    // of the columns asked for, in the file's schema
    std::vector<int> leafColumns; // Parquet: the leaf columns under them

    std::unique_ptr<arrow::RecordBatchReader> rowGroupReader;
    int nextRowGroup = 0;
    int nextIpcBatch = 0;
    std::shared_ptr<arrow::RecordBatch> batch;
    QVector<std::shared_ptr<arrow::Array>> batchColumns;
    int64_t batchRow = 0;
    qint64 rowNumber = 0;
    qint64 rowCount = -1;
    qint64 invalid = 0;
    std::optional<UserError> failure;

    Expected<bool> openFile();
    Expected<bool> chooseColumns(const QStringList& names);
    bool nextBatch();
    QString text(const arrow::Array& array, int64_t row);
    QString scalarText(const arrow::Array& array, int64_t row, const QStringList& classNames,
                       QString* problem);
    ColumnarValue value(int column, int64_t row, QString* problem);
};

std::optional<ColumnarKind> columnarKindOf(const QString& path) {
    const QByteArray head = fileHead(path);
    if (head.startsWith("PAR1"))
        return ColumnarKind::Parquet;
    if (head.startsWith("ARROW1"))
        return ColumnarKind::Arrow;
    // An IPC stream starts with a message: the continuation marker, then the metadata's length.
    if (head.size() == 8 && head.startsWith(QByteArray("\xff\xff\xff\xff", 4)))
        return ColumnarKind::Arrow;
    return std::nullopt;
}

Expected<bool> ColumnarSource::Impl::openFile() {
    if (Expected<bool> ordinary = checkOrdinaryFile(path, FileKind::Data); !ordinary)
        return ordinary;
    const std::optional<ColumnarKind> detected = columnarKindOf(path);
    if (!detected)
        return damaged(path, "it starts with neither PAR1 nor an Arrow IPC header");
    kind = *detected;
    fileSize = QFileInfo(path).size();
    try {
        arrow::Result<std::shared_ptr<arrow::io::ReadableFile>> opened =
            arrow::io::ReadableFile::Open(QFile::encodeName(path).toStdString(), arrow::system_memory_pool());
        if (!opened.ok())
            return damaged(path, opened.status().message());
        file = std::make_shared<BoundedFile>(*opened, fileSize);
        if (kind == ColumnarKind::Parquet) {
            parquet::ReaderProperties properties(arrow::system_memory_pool());
            properties.enable_buffered_stream(); // pages are read as needed, not whole column chunks
            parquet::ArrowReaderProperties arrowProperties(/*use_threads=*/false);
            arrowProperties.set_batch_size(kBatchRows);
            std::unique_ptr<parquet::ParquetFileReader> raw =
                parquet::ParquetFileReader::Open(file, properties);
            arrow::Result<std::unique_ptr<parquet::arrow::FileReader>> reader =
                parquet::arrow::FileReader::Make(arrow::system_memory_pool(), std::move(raw),
                                                 arrowProperties);
            if (!reader.ok())
                return damaged(path, reader.status().message());
            parquet = std::move(*reader);
            if (arrow::Status got = parquet->GetSchema(&schema); !got.ok())
                return damaged(path, got.message());
            rowCount = parquet->parquet_reader()->metadata()->num_rows();
            return true;
        }
        arrow::ipc::IpcReadOptions options;
        options.memory_pool = arrow::system_memory_pool();
        options.use_threads = false;
        if (fileHead(path).startsWith("ARROW1")) { // the IPC file format; else a stream
            auto reader = arrow::ipc::RecordBatchFileReader::Open(file, options);
            if (!reader.ok())
                return damaged(path, reader.status().message());
            ipcFile = *reader;
            schema = ipcFile->schema();
            return true;
        }
        auto reader = arrow::ipc::RecordBatchStreamReader::Open(file, options);
        if (!reader.ok())
            return damaged(path, reader.status().message());
        stream = *reader;
        schema = stream->schema();
        return true;
    } catch (const std::exception& e) {
        return damaged(path, e.what());
    }
}

Expected<bool> ColumnarSource::Impl::chooseColumns(const QStringList& names) {
    const DatasetClassNames classNames = datasetClassNames(path, huggingfaceMetadata(*schema));
    QStringList available;
    for (const auto& field : schema->fields())
        available << QString::fromStdString(field->name());
    for (const QString& name : names) {
        const int index = int(available.indexOf(name));
        if (index < 0)
            return UserError{Text::tr("column '%1' is not in the file").arg(name), path,
                             Text::tr("the columns are: %1").arg(available.join(QStringLiteral(", ")))};
        if (available.count(name) > 1)
            return UserError{Text::tr("the file has several columns named '%1'").arg(name), path,
                             Text::tr("rename them in the dataset so each name is one column")};
        const arrow::DataType& type = *schema->field(index)->type();
        ColumnarColumn column;
        column.name = name;
        column.type = typeName(schema->field(index)->type());
        column.textual = isTextual(type);
        const arrow::DataType* item = listItemType(type);
        column.list = item != nullptr;
        if (!(isScalarLabel(type) || (item && isScalarLabel(*item))))
            return UserError{Text::tr("column '%1' holds %2, which is neither text, a number nor a list of "
                                      "them")
                                 .arg(name, column.type),
                             path, Text::tr("choose a column of text (or of labels)")};
        const bool integers = arrow::is_integer(type.id()) || (item && arrow::is_integer(item->id()));
        if (integers && classNames.byColumn.contains(name)) {
            column.classNames = classNames.byColumn.value(name);
            column.classNamesFrom = classNames.from;
        }
        columns << column;
        fieldIndexes << index;
    }
    if (parquet) {
        const parquet::SchemaDescriptor* descriptor = parquet->parquet_reader()->metadata()->schema();
        for (int leaf = 0; leaf < descriptor->num_columns(); ++leaf)
            for (int field : fieldIndexes)
                if (descriptor->GetColumnRoot(leaf) == descriptor->group_node()->field(field).get())
                    leafColumns.push_back(leaf);
        std::sort(leafColumns.begin(), leafColumns.end());
        leafColumns.erase(std::unique(leafColumns.begin(), leafColumns.end()), leafColumns.end());
    }
    // An IPC reader cannot be told the columns after it has read the schema: it decodes them all, a record
    // batch (about a thousand rows in the `datasets` cache) at a time.
    return true;
}

// The next batch with rows; false at the end or on a failure.
bool ColumnarSource::Impl::nextBatch() {
    try {
        for (;;) {
            std::shared_ptr<arrow::RecordBatch> next;
            if (parquet) {
                if (!rowGroupReader) {
                    if (nextRowGroup >= parquet->num_row_groups())
                        return false;
                    auto reader = parquet->GetRecordBatchReader({nextRowGroup++}, leafColumns);
                    if (!reader.ok()) {
                        failure = damaged(path, reader.status().message());
                        return false;
                    }
                    rowGroupReader = std::move(*reader);
                }
                if (arrow::Status got = rowGroupReader->ReadNext(&next); !got.ok()) {
                    failure = damaged(path, got.message());
                    return false;
                }
                if (!next) {
                    rowGroupReader.reset();
                    continue;
                }
            } else if (ipcFile) {
                if (nextIpcBatch >= ipcFile->num_record_batches())
                    return false;
                auto got = ipcFile->ReadRecordBatch(nextIpcBatch++);
                if (!got.ok()) {
                    failure = damaged(path, got.status().message());
                    return false;
                }
                next = *got;
            } else {
                if (arrow::Status got = stream->ReadNext(&next); !got.ok()) {
                    failure = damaged(path, got.message());
                    return false;
                }
                if (!next)
                    return false;
            }
            // Offsets, lengths and dictionary indexes are checked once here, so reading a value never goes
            // out of its buffers, however the file was made.
            if (arrow::Status valid = parquet ? next->Validate() : next->ValidateFull(); !valid.ok()) {
                failure = damaged(path, valid.message());
                return false;
            }
            batchColumns.clear();
            for (const ColumnarColumn& column : columns) {
                std::shared_ptr<arrow::Array> array = next->GetColumnByName(column.name.toStdString());
                if (!array) {
                    failure = damaged(path, "a record batch lacks the column " + column.name.toStdString());
                    return false;
                }
                batchColumns << array;
            }
            if (next->num_rows() == 0)
                continue;
            batch = next;
            batchRow = 0;
            return true;
        }
    } catch (const std::exception& e) {
        failure = damaged(path, e.what());
        return false;
    }
}

QString ColumnarSource::Impl::text(const arrow::Array& array, int64_t row) {
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
            ++invalid;
    }
    return decoded;
}

QString ColumnarSource::Impl::scalarText(const arrow::Array& array, int64_t row,
                                         const QStringList& classNames, QString* problem) {
    const arrow::Type::type id = array.type_id();
    if (id == arrow::Type::DICTIONARY) {
        const auto& dictionary = static_cast<const arrow::DictionaryArray&>(array);
        const int64_t index = dictionary.GetValueIndex(row);
        if (index < 0 || index >= dictionary.dictionary()->length()) {
            *problem = QStringLiteral("dictionary index %1 out of range").arg(index);
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
        *problem =
            QStringLiteral("class id %1 is not one of the %2 class names").arg(number).arg(classNames.size());
        return QString();
    }
    return classNames[int(number)];
}

ColumnarValue ColumnarSource::Impl::value(int column, int64_t row, QString* problem) {
    const arrow::Array& array = *batchColumns[column];
    ColumnarValue out;
    if (array.IsNull(row))
        return out;
    out.null = false;
    const QStringList& names = columns[column].classNames;
    if (!columns[column].list) {
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

ColumnarSource::ColumnarSource()
    : d(std::make_unique<Impl>()) {}
ColumnarSource::~ColumnarSource() = default;

Expected<std::unique_ptr<ColumnarSource>> ColumnarSource::open(const QString& path,
                                                               const QStringList& columns) {
    std::unique_ptr<ColumnarSource> source(new ColumnarSource());
    source->d->path = path;
    if (Expected<bool> opened = source->d->openFile(); !opened)
        return opened.error();
    if (Expected<bool> chosen = source->d->chooseColumns(columns); !chosen)
        return chosen.error();
    return source;
}

Expected<QVector<ColumnarColumn>> ColumnarSource::describe(const QString& path) {
    Impl impl;
    impl.path = path;
    if (Expected<bool> opened = impl.openFile(); !opened)
        return opened.error();
    const DatasetClassNames classNames = datasetClassNames(path, huggingfaceMetadata(*impl.schema));
    QVector<ColumnarColumn> out;
    for (const auto& field : impl.schema->fields()) {
        ColumnarColumn column;
        column.name = QString::fromStdString(field->name());
        column.type = typeName(field->type());
        column.textual = isTextual(*field->type());
        column.list = listItemType(*field->type()) != nullptr;
        column.classNames = classNames.byColumn.value(column.name);
        if (!column.classNames.isEmpty())
            column.classNamesFrom = classNames.from;
        out << column;
    }
    return out;
}

bool ColumnarSource::next(QVector<ColumnarValue>* values, QString* problem) {
    if (!d->batch || d->batchRow >= d->batch->num_rows()) {
        d->batch.reset();
        if (d->failure || !d->nextBatch())
            return false;
    }
    values->resize(d->columns.size());
    ++d->rowNumber;
    problem->clear();
    for (int c = 0; c < d->columns.size(); ++c)
        (*values)[c] = d->value(c, d->batchRow, problem);
    ++d->batchRow;
    return true;
}

std::optional<UserError> ColumnarSource::readFailure() const {
    return d->failure;
}
qint64 ColumnarSource::rowNumber() const {
    return d->rowNumber;
}
qint64 ColumnarSource::rowCount() const {
    return d->rowCount;
}
qint64 ColumnarSource::invalidSequences() const {
    return d->invalid;
}
const QVector<ColumnarColumn>& ColumnarSource::columns() const {
    return d->columns;
}
const QString& ColumnarSource::path() const {
    return d->path;
}

qint64 ColumnarSource::bytesRead() const {
    if (d->stream) {
        arrow::Result<int64_t> at = d->file->Tell();
        return at.ok() ? std::min<qint64>(*at, d->fileSize) : 0;
    }
    if (d->ipcFile)
        return d->ipcFile->num_record_batches() > 0
                   ? d->fileSize * d->nextIpcBatch / d->ipcFile->num_record_batches()
                   : d->fileSize;
    return d->rowCount > 0 ? qint64(double(d->fileSize) * double(d->rowNumber) / double(d->rowCount)) : 0;
}

} // namespace hw
