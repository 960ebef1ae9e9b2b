#include "core/corpus/columnar_source.h"

#include "core/corpus/columnar_module.h"
#include "core/system/helper_paths.h"
#include "core/util/ordinary_files.h"

#include <QFile>
#include <QFileInfo>

#include <dlfcn.h>

#include <mutex>

namespace hw {

namespace {

// A file's first bytes, read through the guard every reader uses: a pipe or a device is never opened (it
// could block), an unreadable file has none.
QByteArray fileHead(const QString& path) {
    Expected<std::unique_ptr<QFile>> opened = openOrdinaryFile(path, FileKind::Data);
    return opened ? opened.value()->read(8) : QByteArray();
}

std::optional<columnar::Format> formatOf(const QByteArray& head) {
    if (head.startsWith("PAR1"))
        return columnar::Format::Parquet;
    if (head.startsWith("ARROW1"))
        return columnar::Format::IpcFile;
    // An IPC stream starts with a message: the continuation marker, then the metadata's length.
    if (head.size() == 8 && head.startsWith(QByteArray("\xff\xff\xff\xff", 4)))
        return columnar::Format::IpcStream;
    return std::nullopt;
}

UserError damaged(const QString& path, const Text& why) {
    return UserError{
        Text::tr("the file cannot be read as Parquet or Arrow: %1").arg(why), path,
        Text::tr("check that the file was copied whole (a download cut short loses the footer)")};
}

// The module's entry point, loaded once a process, at the first file that needs it.
Expected<columnar::OpenFn> columnarModule(const QString& path) {
    static columnar::OpenFn open = nullptr;
    static Text problem;
    static std::once_flag once;
    std::call_once(once, [] {
        const QString module = QString::fromLatin1(columnar::kModuleFile);
        void* handle = openHelperModule(module, 0, &problem);
        if (handle && !(open = reinterpret_cast<columnar::OpenFn>(dlsym(handle, columnar::kOpenSymbol))))
            problem =
                Text::tr("%1 lacks its function %2").arg(module, QString::fromLatin1(columnar::kOpenSymbol));
    });
    if (!open)
        return UserError{Text::tr("Parquet and Arrow files cannot be read: %1").arg(problem), path,
                         Text::tr("reinstall Headwater, or build the target headwater-columnar")};
    return open;
}

// The file opened by the module, its format told by its first bytes.
Expected<std::unique_ptr<columnar::File>> openColumnar(const QString& path) {
    if (Expected<bool> ordinary = checkOrdinaryFile(path, FileKind::Data); !ordinary)
        return ordinary.error();
    const std::optional<columnar::Format> format = formatOf(fileHead(path));
    if (!format)
        return damaged(path, Text::tr("it starts with neither PAR1 nor an Arrow IPC header"));
    Expected<columnar::OpenFn> open = columnarModule(path);
    if (!open)
        return open.error();
    QString why;
    std::unique_ptr<columnar::File> file(open.value()(path, *format, QFileInfo(path).size(), &why));
    if (!file)
        return damaged(path, why);
    return file;
}

ColumnarColumn columnOf(const columnar::Field& field) {
    ColumnarColumn column;
    column.name = field.name;
    column.type = field.type;
    column.textual = field.textual;
    column.list = field.list;
    return column;
}

} // namespace

struct ColumnarSource::Impl {
    QString path;
    std::unique_ptr<columnar::File> file;
    columnar::RowProblem problem;
    QVector<ColumnarColumn> columns;
    qint64 rowNumber = 0;

    Expected<bool> chooseColumns(const QStringList& names);
};

std::optional<ColumnarKind> columnarKindOf(const QString& path) {
    const std::optional<columnar::Format> format = formatOf(fileHead(path));
    if (!format)
        return std::nullopt;
    return *format == columnar::Format::Parquet ? ColumnarKind::Parquet : ColumnarKind::Arrow;
}

Expected<bool> ColumnarSource::Impl::chooseColumns(const QStringList& names) {
    const DatasetClassNames classNames = datasetClassNames(path, file->huggingfaceMetadata());
    QStringList available;
    for (const columnar::Field& field : file->fields())
        available << field.name;
    QVector<int> indexes;
    QVector<QStringList> namesOfClasses;
    for (const QString& name : names) {
        const int index = int(available.indexOf(name));
        if (index < 0)
            return UserError{Text::tr("column '%1' is not in the file").arg(name), path,
                             Text::tr("the columns are: %1").arg(available.join(QStringLiteral(", ")))};
        if (available.count(name) > 1)
            return UserError{Text::tr("the file has several columns named '%1'").arg(name), path,
                             Text::tr("rename them in the dataset so each name is one column")};
        const columnar::Field& field = file->fields()[index];
        ColumnarColumn column = columnOf(field);
        if (!field.values)
            return UserError{Text::tr("column '%1' holds %2, which is neither text, a number nor a list of "
                                      "them")
                                 .arg(name, column.type),
                             path, Text::tr("choose a column of text (or of labels)")};
        if (field.integers && classNames.byColumn.contains(name)) {
            column.classNames = classNames.byColumn.value(name);
            column.classNamesFrom = classNames.from;
        }
        columns << column;
        indexes << index;
        namesOfClasses << column.classNames;
    }
    file->select(indexes, namesOfClasses);
    return true;
}

ColumnarSource::ColumnarSource()
    : d(std::make_unique<Impl>()) {}
ColumnarSource::~ColumnarSource() = default;

Expected<std::unique_ptr<ColumnarSource>> ColumnarSource::open(const QString& path,
                                                               const QStringList& columns) {
    Expected<std::unique_ptr<columnar::File>> file = openColumnar(path);
    if (!file)
        return file.error();
    std::unique_ptr<ColumnarSource> source(new ColumnarSource());
    source->d->path = path;
    source->d->file = std::move(file.value());
    if (Expected<bool> chosen = source->d->chooseColumns(columns); !chosen)
        return chosen.error();
    return source;
}

Expected<QVector<ColumnarColumn>> ColumnarSource::describe(const QString& path) {
    Expected<std::unique_ptr<columnar::File>> file = openColumnar(path);
    if (!file)
        return file.error();
    const DatasetClassNames classNames = datasetClassNames(path, file.value()->huggingfaceMetadata());
    QVector<ColumnarColumn> out;
    for (const columnar::Field& field : file.value()->fields()) {
        ColumnarColumn column = columnOf(field);
        column.classNames = classNames.byColumn.value(column.name);
        if (!column.classNames.isEmpty())
            column.classNamesFrom = classNames.from;
        out << column;
    }
    return out;
}

bool ColumnarSource::next(QVector<ColumnarValue>* values, Text* problem) {
    if (!d->file->next(values, &d->problem))
        return false;
    ++d->rowNumber;
    switch (d->problem.kind) {
    case columnar::RowProblem::Kind::None:
        if (!problem->isEmpty())
            *problem = Text();
        break;
    case columnar::RowProblem::Kind::DictionaryIndex:
        *problem = Text::tr("dictionary index %1 out of range").arg(d->problem.value);
        break;
    case columnar::RowProblem::Kind::UnnamedClass:
        *problem = Text::tr("class id %1 is not one of the %2 class names")
                       .arg(d->problem.value)
                       .arg(d->problem.classCount);
        break;
    }
    return true;
}

std::optional<UserError> ColumnarSource::readFailure() const {
    const QString why = d->file->failure();
    if (why.isEmpty())
        return std::nullopt;
    if (const QString column = d->file->missingColumn(); !column.isEmpty())
        return damaged(d->path, Text::tr("a record batch lacks the column %1").arg(column));
    return damaged(d->path, why); // Arrow's own words
}
qint64 ColumnarSource::rowNumber() const {
    return d->rowNumber;
}
qint64 ColumnarSource::rowCount() const {
    return d->file->rowCount();
}
qint64 ColumnarSource::bytesRead() const {
    return d->file->bytesRead();
}
qint64 ColumnarSource::invalidSequences() const {
    return d->file->invalidSequences();
}
const QVector<ColumnarColumn>& ColumnarSource::columns() const {
    return d->columns;
}
const QString& ColumnarSource::path() const {
    return d->path;
}

} // namespace hw
