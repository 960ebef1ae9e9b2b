// Parquet and Arrow files written by pyarrow itself, read as pyarrow reads them: plain, dictionary-encoded
// and large strings, nulls, several row groups, snappy and zstd, list labels, ClassLabel names from a dataset
// card or the file's metadata, the Hub's split files; and damaged files refused by name, never a crash.
#include "core/corpus/columnar_source.h"
#include "core/corpus/corpus_reader.h"
#include "core/corpus/labelled_import_job.h"
#include "core/jobs/job_runner.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"
#include "tests/support/reference_python.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace hw;
using hw::test::writeBytes;

namespace {

struct Read {
    QVector<CorpusRecord> records;
    QVector<CorpusFileReport> reports;
    UserError error;
};

Read readAll(const QStringList& files, const QString& textField, const QString& labelField) {
    Read out;
    CorpusReadOptions options;
    options.textFields = {textField};
    if (!labelField.isEmpty())
        options.extraFields = {labelField};
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open(files, options);
    if (!reader) {
        out.error = reader.error();
        return out;
    }
    CorpusRecord record;
    while (reader.value()->next(&record, &out.error))
        out.records << record;
    out.reports = reader.value()->reports();
    return out;
}

QStringList strings(const QJsonArray& array) {
    QStringList out;
    for (const QJsonValue& v : array)
        out << (v.isDouble() ? QString::number(v.toInteger()) : v.toString());
    return out;
}

QString scalar(const QJsonValue& v) {
    return v.isDouble() ? QString::number(v.toInteger()) : v.toString();
}

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestColumnarFiles : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QJsonArray m_cases;

    QJsonObject caseNamed(const QString& name) const {
        for (const QJsonValue& c : m_cases)
            if (c[QLatin1String("name")].toString() == name)
                return c.toObject();
        return {};
    }

private Q_SLOTS:
    void initTestCase() {
        HW_REQUIRE_REFERENCE_STACK();
        const test::ReferenceRun run = test::runReference(QStringLiteral("columnar-cases"), {m_dir.path()});
        QVERIFY2(run.ok, qPrintable(run.failure));
        m_cases = QJsonDocument::fromJson(fileBytes(m_dir.filePath(QStringLiteral("cases.json")))).array();
        QCOMPARE(m_cases.size(), 8);
    }

    void everyCaseReadsAsPyarrowReadsIt_data() {
        QTest::addColumn<QString>("name");
        for (const QJsonValue& c : m_cases)
            QTest::newRow(qPrintable(c[QLatin1String("name")].toString()))
                << c[QLatin1String("name")].toString();
    }
    void everyCaseReadsAsPyarrowReadsIt() {
        QFETCH(QString, name);
        const QJsonObject c = caseNamed(name);
        const Read read = readAll(strings(c[QLatin1String("files")].toArray()),
                                  c[QLatin1String("text")].toString(), c[QLatin1String("label")].toString());
        QVERIFY2(read.error.what.isEmpty(), qPrintable(read.error.toString()));
        QVector<QJsonObject> expected;
        qint64 nulls = 0;
        for (const QJsonValue& row : c[QLatin1String("rows")].toArray()) {
            if (row[QLatin1String("text")].isNull())
                ++nulls;
            else
                expected << row.toObject();
        }
        QCOMPARE(read.records.size(), expected.size());
        qint64 malformed = 0;
        for (const CorpusFileReport& report : read.reports)
            malformed += report.malformedRows;
        QCOMPARE(malformed, nulls); // a null text is a skipped, reported row
        for (int i = 0; i < expected.size(); ++i) {
            const CorpusRecord& r = read.records[i];
            QCOMPARE(r.text, expected[i][QLatin1String("text")].toString());
            const QJsonValue label = expected[i][QLatin1String("label")];
            if (label.isArray()) {
                QVERIFY(r.extraLists.value(0).has_value());
                QCOMPARE(*r.extraLists[0], strings(label.toArray()));
            } else {
                QCOMPARE(r.extra.value(0), scalar(label));
            }
        }
        const QString kind = c[QLatin1String("kind")].toString();
        for (const CorpusFileReport& report : read.reports)
            QCOMPARE(corpusFormatName(report.format), kind);
    }

    void classNamesSayWhereTheyCameFrom() {
        const Read hub = readAll(strings(caseNamed(QStringLiteral("ClassLabel from the README, split shards"))
                                             .value(QLatin1String("files"))
                                             .toArray()),
                                 QStringLiteral("text"), QStringLiteral("label"));
        QVERIFY(hub.reports.first().classNamesFrom.endsWith(QLatin1String("hub/README.md")));
        QCOMPARE(hub.reports.first().classNames,
                 (QStringList{"sadness", "joy", "anger", "fear"})); // id order, as the card gives it
        const Read cache = readAll({m_dir.filePath(QStringLiteral("cache-train.arrow"))},
                                   QStringLiteral("text"), QStringLiteral("label"));
        QCOMPARE(cache.reports.first().classNamesFrom, Text::tr("the file's own metadata").toString());
    }

    void theHubsSplitFilesStayTheSetsSplits() {
        const QJsonObject c = caseNamed(QStringLiteral("ClassLabel from the README, split shards"));
        LabelledImportSpec spec;
        spec.inputs = {m_dir.filePath(QStringLiteral("hub/data"))}; // the folder: every shard of every split
        spec.options.labelFields = {QStringLiteral("label")};
        spec.outputDirectory = m_dir.filePath(QStringLiteral("hub-import"));
        LabelledImportJob job(spec);
        test::RecordingSink sink;
        std::atomic_bool cancel{false};
        const JobOutcome outcome = runJobHere(job, sink, cancel);
        QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message));
        const QJsonObject stats = job.result().stats;
        QCOMPARE(stats[QLatin1String("splits_from")].toString(), QStringLiteral("files"));
        const QJsonObject splits = c[QLatin1String("splits")].toObject();
        for (const QString& split :
             {QStringLiteral("train"), QStringLiteral("validation"), QStringLiteral("test")})
            QCOMPARE(stats[split].toInteger(), splits[split].toInteger());
        // Labels by name, in the card's id order.
        QCOMPARE(strings(stats[QLatin1String("label_names")].toArray()),
                 (QStringList{"sadness", "joy", "anger", "fear"}));
        const QByteArray test = fileBytes(m_dir.filePath(QStringLiteral("hub-import/test.jsonl")));
        QVERIFY(test.startsWith("{\"label\":\"") || test.startsWith("{\"text\":"));
        QVERIFY(!test.contains("\"train "));
    }

    void listColumnsAreMultiLabelAndIdsTakeTheUsersNames() {
        LabelledReadOptions options;
        options.read.textFields = {QStringLiteral("text")};
        options.labelFields = {QStringLiteral("ids")};
        options.classNames = {QStringLiteral("sadness"), QStringLiteral("joy"), QStringLiteral("anger"),
                              QStringLiteral("fear")};
        Expected<LabelledDataset> data =
            readLabelledDataset({m_dir.filePath(QStringLiteral("multilabel.parquet"))}, options);
        QVERIFY2(data, qPrintable(data ? QString() : data.error().toString()));
        QVERIFY(data->multiLabel);
        QCOMPARE(data->labels, options.classNames); // ids 0..3 named, in id order
        // An id the names do not cover is a reported row, never a new label.
        options.classNames = QStringList{QStringLiteral("sadness"), QStringLiteral("joy")};
        data = readLabelledDataset({m_dir.filePath(QStringLiteral("multilabel.parquet"))}, options);
        QVERIFY(data);
        QCOMPARE(data->labels, options.classNames);
        QVERIFY(data->malformedRows > 0);
        QVERIFY(data->malformedExamples.first().toString().contains(QLatin1String("class id")));
    }

    void theColumnsAreDescribedWithTheirTypes() {
        Expected<QVector<ColumnarColumn>> columns =
            corpusColumns(m_dir.filePath(QStringLiteral("multilabel.parquet")));
        QVERIFY(columns);
        QCOMPARE(columns->size(), 3);
        QCOMPARE(columns->at(0).type, QStringLiteral("string"));
        QVERIFY(columns->at(0).textual);
        QVERIFY(columns->at(1).list);
        QVERIFY(columns->at(2).type.startsWith(QLatin1String("list<")));
        QVERIFY(columns->at(2).type.contains(QLatin1String("int64")));
        const Read wrongKind =
            readAll({m_dir.filePath(QStringLiteral("multilabel.parquet"))}, QStringLiteral("ids"), QString());
        QVERIFY(wrongKind.error.what.toString().contains(QLatin1String("not text")));
        const Read missing = readAll({m_dir.filePath(QStringLiteral("multilabel.parquet"))},
                                     QStringLiteral("body"), QString());
        QVERIFY(missing.error.what.toString().contains(QLatin1String("'body'")));
        QVERIFY(missing.error.how.toString().contains(QLatin1String("text, labels, ids")));
    }

    void damagedFilesAreRefusedNamingTheFile_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("damage");
        for (const char* source :
             {"plain.parquet", "dictionary.parquet", "cache-train.arrow", "file-format.arrow"})
            for (const char* damage : {"cut footer", "cut in half", "wrong magic", "absurd footer length",
                                       "absurd lengths everywhere"})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1, %2").arg(QLatin1String(source), QLatin1String(damage))))
                    << QString::fromLatin1(source) << QString::fromLatin1(damage);
    }
    void damagedFilesAreRefusedNamingTheFile() {
        QFETCH(QString, source);
        QFETCH(QString, damage);
        QByteArray bytes = fileBytes(m_dir.filePath(source));
        QVERIFY(bytes.size() > 1000);
        if (damage == QLatin1String("cut footer")) {
            bytes.chop(40);
        } else if (damage == QLatin1String("cut in half")) {
            bytes.truncate(bytes.size() / 2);
        } else if (damage == QLatin1String("wrong magic")) {
            bytes.replace(0, 4, "PAQ2");
        } else if (damage == QLatin1String("absurd footer length")) {
            // Parquet: the footer's length before the closing "PAR1"; Arrow's file format likewise before
            // "ARROW1"; a stream's first message length.
            const qsizetype at = source.endsWith(QLatin1String(".parquet")) ? bytes.size() - 8
                                 : source.startsWith(QLatin1String("file")) ? bytes.size() - 10
                                                                            : 4;
            bytes.replace(at, 4, QByteArray("\xf0\xff\xff\x7f", 4));
        } else {
            // Every 4-byte little-endian value that looks like a length becomes a huge one.
            for (qsizetype i = 8; i + 4 < bytes.size() - 12; i += 4) {
                const quint32 v = quint32(uchar(bytes[i])) | quint32(uchar(bytes[i + 1])) << 8 |
                                  quint32(uchar(bytes[i + 2])) << 16 | quint32(uchar(bytes[i + 3])) << 24;
                if (v > 8 && v < 100000)
                    bytes.replace(i, 4, QByteArray("\xf0\xff\xff\x3f", 4));
            }
        }
        const QString path = m_dir.filePath(QStringLiteral("damaged-") + source);
        writeBytes(path, bytes);
        const Read read = readAll({path}, QStringLiteral("text"), QStringLiteral("label"));
        if (damage == QLatin1String("absurd lengths everywhere") && read.error.what.isEmpty())
            return; // nothing it reads can crash it; a value that still decodes is read as it is
        QVERIFY2(!read.error.what.isEmpty(), "a damaged file was read without a word");
        QCOMPARE(read.error.where.toString(), path);
        QVERIFY(!read.error.how.isEmpty());
    }

    void aGlobOfShardsAndTheCachesDatasetInfoFiles() {
        const QStringList train =
            expandCorpusPaths({m_dir.filePath(QStringLiteral("hub/data/train-*.parquet"))});
        QCOMPARE(train.size(), 2);
        QVERIFY(train[0].endsWith(QLatin1String("train-00000-of-00002.parquet")));
        QVERIFY(train[1].endsWith(QLatin1String("train-00001-of-00002.parquet")));
        // The `datasets` cache keeps dataset_info.json beside its files; older datasets dataset_infos.json.
        const QString names =
            QStringLiteral(R"({"label": {"names": ["w", "x", "y", "z"], "_type": "ClassLabel"}})");
        const std::pair<QString, QByteArray> layouts[] = {
            {QStringLiteral("dataset_info.json"),
             (QStringLiteral(R"({"features": )") + names + "}").toUtf8()},
            {QStringLiteral("dataset_infos.json"),
             (QStringLiteral(R"({"default": {"features": )") + names + "}}").toUtf8()}};
        for (const auto& [file, json] : layouts) {
            const QString folder = m_dir.filePath(file + QStringLiteral("-case/default/0.0.0"));
            QVERIFY(QDir().mkpath(folder));
            writeBytes(QDir(folder).filePath(file), json);
            const QString data = QDir(folder).filePath(QStringLiteral("large.parquet"));
            QFile::copy(m_dir.filePath(QStringLiteral("large.parquet")), data);
            const Read read = readAll({data}, QStringLiteral("text"), QStringLiteral("label"));
            QVERIFY2(read.error.what.isEmpty(), qPrintable(read.error.toString()));
            QVERIFY(read.reports.first().classNamesFrom.endsWith(file));
            const QJsonArray rows = caseNamed(QStringLiteral("large strings, integer labels"))
                                        .value(QLatin1String("rows"))
                                        .toArray();
            for (int i = 0; i < 20; ++i)
                QCOMPARE(read.records[i].extra.value(0),
                         (QStringList{"w", "x", "y", "z"})[rows[i][QLatin1String("label")].toInt()]);
        }
    }

    // Telling the format opens nothing that could block: a named pipe is refused, not waited on.
    void aPipeIsNeverOpenedToTellItsFormat() {
        const QString fifo = m_dir.filePath(QStringLiteral("pipe.parquet"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QVERIFY(!columnarKindOf(fifo).has_value());
        QCOMPARE(detectCorpusFormat(fifo), CorpusFormat::Parquet); // by its name; reading it is refused
        const Read read = readAll({fifo}, QStringLiteral("text"), QString());
        QVERIFY(!read.error.what.isEmpty());
        QVERIFY(!corpusFieldNames(fifo).ok());
    }

    void hubNamesAndCardsAreUnderstood() {
        QCOMPARE(datasetSplitOf(QStringLiteral("/d/data/train-00000-of-00004.parquet")),
                 QStringLiteral("train"));
        QCOMPARE(datasetSplitOf(QStringLiteral("/d/validation.parquet")), QStringLiteral("validation"));
        QCOMPARE(datasetSplitOf(QStringLiteral("/d/dev.parquet")), QStringLiteral("validation"));
        QCOMPARE(datasetSplitOf(QStringLiteral("/d/test/0000.parquet")), QStringLiteral("test"));
        QCOMPARE(datasetSplitOf(QStringLiteral("/c/imdb-train-00000-of-00002.arrow")),
                 QStringLiteral("train"));
        QCOMPARE(datasetSplitOf(QStringLiteral("/c/emotion-test.arrow")), QStringLiteral("test"));
        QCOMPARE(datasetSplitOf(QStringLiteral("/d/trainee_notes.parquet")), QString());
        QCOMPARE(datasetSplitOf(QStringLiteral("/d/news.parquet")), QString());
        QCOMPARE(datasetSplitOf(QStringLiteral("/tmp/test_runs-1/news.csv")), QString());

        const QByteArray card = "---\n"
                                "dataset_info:\n"
                                "- config_name: simplified\n"
                                "  features:\n"
                                "  - name: text\n"
                                "    dtype: string\n"
                                "  - name: labels\n"
                                "    sequence:\n"
                                "      class_label:\n"
                                "        names:\n"
                                "          '0': admiration\n"
                                "          '1': \"amusement\"\n"
                                "          '2': 'anger: hot'\n"
                                "  - name: topic\n"
                                "    dtype:\n"
                                "      class_label:\n"
                                "        names:\n"
                                "        - world\n"
                                "        - sports\n"
                                "  splits:\n"
                                "  - name: train\n"
                                "---\n"
                                "names:\n"
                                "  '0': not in the front matter\n";
        const QHash<QString, QStringList> names = classLabelNamesFromCard(card);
        QCOMPARE(names.value(QStringLiteral("labels")),
                 (QStringList{"admiration", "amusement", "anger: hot"}));
        QCOMPARE(names.value(QStringLiteral("topic")), (QStringList{"world", "sports"}));
        QVERIFY(!names.contains(QStringLiteral("text")));
        QVERIFY(classLabelNamesFromCard("# no front matter\nnames:\n  '0': a\n").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestColumnarFiles)
#include "test_columnar_files.moc"
