// The rows of a project file, as a hand edit or a damaged disk could leave them: each line of the input is
// one row, its first byte choosing the table and its tab-separated fields the columns in order (foreign keys
// off, as an edit outside Headwater has them). Every reader of the project then lists and follows them; the
// rows are rolled back after each input.
#include "core/project/artefact_store.h"
#include "core/project/corpus_store.h"
#include "core/project/key_figures.h"
#include "core/project/labelled_set_files.h"
#include "core/project/project_store.h"
#include "core/project/run_store.h"

#include <QCoreApplication>
#include <QDir>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

namespace {

struct Table {
    const char* name;
    int columns;
};
constexpr Table kTables[] = {{"artefacts", 8}, {"artefact_sources", 3}, {"runs", 9},        {"metrics", 4},
                             {"corpora", 8},   {"documents", 6},        {"project_info", 2}};

hw::ProjectStore* project() {
    static QTemporaryDir folder(QDir(QStringLiteral("/dev/shm")).exists()
                                    ? QStringLiteral("/dev/shm/headwater-fuzz-XXXXXX")
                                    : QDir::tempPath() + QStringLiteral("/headwater-fuzz-XXXXXX"));
    static std::unique_ptr<hw::ProjectStore> store = [] {
        auto created = hw::ProjectStore::create(QDir(folder.path()).filePath(QStringLiteral("p.hwproj")),
                                                QStringLiteral("fuzz"));
        if (!created)
            __builtin_trap();
        QSqlQuery(created.value()->database()).exec(QStringLiteral("PRAGMA foreign_keys = OFF"));
        return std::move(created.value());
    }();
    return store.get();
}

QVariant fieldValue(const QByteArray& field) {
    bool isInteger = false, isReal = false;
    const qint64 integer = field.toLongLong(&isInteger);
    if (isInteger)
        return integer;
    const double real = field.toDouble(&isReal);
    if (isReal)
        return real;
    return QString::fromUtf8(field);
}

void insertRows(QSqlDatabase& db, const QByteArray& input) {
    for (const QByteArray& line : input.split('\n')) {
        if (line.isEmpty())
            continue;
        const Table& table = kTables[uint8_t(line[0]) % std::size(kTables)];
        const QList<QByteArray> fields = line.mid(1).split('\t');
        QStringList marks;
        for (int i = 0; i < table.columns; ++i)
            marks << QStringLiteral("?");
        QSqlQuery insert(db);
        insert.prepare(QStringLiteral("INSERT OR REPLACE INTO %1 VALUES(%2)")
                           .arg(QLatin1String(table.name), marks.join(QLatin1Char(','))));
        for (int i = 0; i < table.columns; ++i)
            insert.addBindValue(i < fields.size() ? fieldValue(fields[i]) : QVariant(QString()));
        insert.exec();
    }
}

void readEverything(hw::ProjectStore& store) {
    const QSqlDatabase& db = store.database();
    (void)store.name();
    if (auto artefacts = hw::listArtefacts(db)) {
        for (const hw::Artefact& a : artefacts.value()) {
            (void)hw::artefactLineage(db, a.id);
            (void)hw::artefactDependents(db, a.id);
            (void)hw::keyFigures(a.figures);
            (void)hw::artefactsAt(store, a.kind, a.path);
            if (a.kind == hw::ArtefactKind::LabelledSet)
                (void)hw::projectLabelledSet(store, a.name);
        }
    }
    if (auto runs = hw::listRuns(db)) {
        for (const hw::RunSummary& run : runs.value()) {
            (void)hw::runModelName(store, run);
            (void)hw::runProgressFigures(db, run.id);
            if (auto names = hw::runMetricNames(db, run.id))
                for (const QString& name : names.value())
                    (void)hw::runMetric(db, run.id, name);
        }
    }
    if (auto corpora = hw::listCorpora(db)) {
        for (const hw::CorpusSummary& corpus : corpora.value()) {
            (void)hw::corpusDocumentCount(db, corpus.id, QStringLiteral("train"));
            (void)hw::corpusDocuments(db, store.dataDirectory(), corpus.id, QString(), 20);
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    hw::ProjectStore* store = project();
    QSqlDatabase& db = store->database();
    QSqlQuery(db).exec(QStringLiteral("BEGIN"));
    insertRows(db, QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    readEverything(*store);
    QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
    return 0;
}
