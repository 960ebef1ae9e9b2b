// Importing into a project: one transaction, deduplication, statistics, cancel; labelled datasets.
#include "core/corpus/corpus_import_job.h"
#include "core/corpus/labelled_dataset.h"
#include "core/jobs/job_runner.h"
#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace hw;
using hw::test::writeBytes;

namespace {

class CancellingSink : public ProgressSink {
public:
    std::atomic_bool* cancel = nullptr;
    void onProgress(const JobProgress&) override {
        if (cancel)
            *cancel = true;
    }
    void onLog(LogLevel, const Text&) override {}
    void onMetric(const MetricPoint&) override {}
};

JobOutcome runImport(CorpusImportJob& job, std::atomic_bool* cancelOnProgress = nullptr) {
    CancellingSink sink;
    std::atomic_bool cancel{false};
    if (cancelOnProgress)
        sink.cancel = &cancel;
    return runJobHere(job, sink, cancel);
}

// The documents of the project's one corpus, in import order (empty, with a warning, when it has not exactly
// one).
QStringList onlyCorpusDocuments(const QString& project) {
    Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(project);
    if (!store)
        return {};
    Expected<QVector<CorpusSummary>> corpora = listCorpora(store.value()->database());
    if (!corpora || corpora->size() != 1) {
        qWarning("expected exactly one corpus in %s", qPrintable(project));
        return {};
    }
    Expected<QStringList> docs = corpusDocuments(store.value()->database(), store.value()->dataDirectory(),
                                                 corpora->first().id, QString());
    return docs ? docs.value() : QStringList();
}

} // namespace

class TestCorpusImport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void importIntoProjectDeduplicatesAndCounts();
    void manyBatchesKeepTheirOrderAndCounts();
    void invalidUtf8IsStoredAsDecoded();
    void cancelledImportLeavesNoCorpus();
    void outputDirectoryHoldsTheSplit();
    void aLineLongerThanTheLimitBecomesSeveralDocuments();
    void labelledSingleAndMultiLabel();
    void stratifiedSplitIsSeededAndProportional();
    void conflictingLabelsAreNamedWhenNothingIsLeft();
};

void TestCorpusImport::importIntoProjectDeduplicatesAndCounts() {
    QTemporaryDir tmp;
    const QString project = tmp.filePath("p.hwproj");
    QVERIFY(ProjectStore::create(project, "p").ok());
    writeBytes(tmp.filePath("c.txt"),
               "Hello world\nhello world\nHello   world\n안녕하세요 세계\n自然 language\nx\n");
    CorpusImportSpec spec;
    spec.inputs = {tmp.filePath("c.txt")};
    spec.projectPath = project;
    spec.corpusName = "demo";
    spec.minChars = 2;
    CorpusImportJob job(spec);
    const JobOutcome outcome = runImport(job);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message));
    QCOMPARE(job.result().read, qint64(6));
    QCOMPARE(job.result().duplicates,
             qint64(1)); // "Hello   world" equals "Hello world" after whitespace clean-up
    QCOMPARE(job.result().tooShort, qint64(1));
    QCOMPARE(job.result().kept, qint64(4));
    const QJsonObject scripts = job.result().stats.value("scripts").toObject();
    QVERIFY(scripts.value("hangul").toDouble() > 0.1 && scripts.value("han").toDouble() > 0.05);

    Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(project);
    QVERIFY(store.ok());
    Expected<QVector<CorpusSummary>> corpora = listCorpora(store.value()->database());
    QVERIFY(corpora.ok());
    QCOMPARE(corpora->size(), 1);
    QCOMPARE(corpora->first().documents, qint64(4));
    QCOMPARE(corpora->first().stats.value("documents").toInt(), 4);
    Expected<QStringList> docs = corpusDocuments(store.value()->database(), store.value()->dataDirectory(),
                                                 corpora->first().id, QString());
    QVERIFY(docs.ok() && docs->size() == 4);
    QCOMPARE(docs->first(), QStringLiteral("Hello world"));

    // The same name twice is refused and the first corpus stays.
    CorpusImportJob again(spec);
    QCOMPARE(runImport(again).status, JobStatus::Failed);
    QVERIFY(again.error().what.toString().contains("already has a corpus named 'demo'"));
}

// Enough lines for a hundred batches handed from the reading thread to the storing one: the stored documents
// are those a plain loop over the lines expects, in the file's order, with the same counts of duplicates and
// of lines too short or too long.
void TestCorpusImport::manyBatchesKeepTheirOrderAndCounts() {
    QTemporaryDir tmp;
    const QString project = tmp.filePath("p.hwproj");
    QVERIFY(ProjectStore::create(project, "p").ok());
    QStringList lines;
    for (int i = 0; i < 50000; ++i) {
        if (i % 7 == 3)
            lines << QStringLiteral("x"); // too short
        else if (i % 11 == 5)
            lines << lines[i / 2]; // a duplicate (or, when that one was dropped, dropped again)
        else if (i % 17 == 9)
            lines << QString(300, QLatin1Char('y')) + QString::number(i); // too long
        else if (i % 13 == 1)
            lines << QStringLiteral("Cafe\u0301 %1 은행").arg(i); // NFC changes it
        else
            lines << QStringLiteral("document %1 문서 %2").arg(i).arg(i * 7919 % 1000);
    }
    writeBytes(tmp.filePath("c.txt"), lines.join(QLatin1Char('\n')).toUtf8() + '\n');
    QStringList expected;
    QSet<QString> seen;
    qint64 tooShort = 0, tooLong = 0, duplicates = 0;
    for (const QString& line : std::as_const(lines)) {
        const QString text = line.normalized(QString::NormalizationForm_C);
        if (text.size() < 2)
            ++tooShort;
        else if (text.size() > 200)
            ++tooLong;
        else if (seen.contains(text))
            ++duplicates;
        else {
            seen.insert(text);
            expected << text;
        }
    }
    CorpusImportSpec spec;
    spec.inputs = {tmp.filePath("c.txt")};
    spec.projectPath = project;
    spec.corpusName = "many";
    spec.minChars = 2;
    spec.maxChars = 200;
    CorpusImportJob job(spec);
    const JobOutcome outcome = runImport(job);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message));
    QCOMPARE(job.result().read, qint64(lines.size()));
    QCOMPARE(job.result().tooShort, tooShort);
    QCOMPARE(job.result().tooLong, tooLong);
    QCOMPARE(job.result().duplicates, duplicates);
    QCOMPARE(job.result().kept, qint64(expected.size()));
    QCOMPARE(onlyCorpusDocuments(project), expected);
}

// The import validates each line's bytes while it measures them: lines that are not valid UTF-8 as they stand
// (stray, overlong, cut-off or surrogate sequences, a byte order mark within the file) are stored as decoded
// reading gives them, their invalid sequences counted, and a replaced line equal to another is a duplicate.
void TestCorpusImport::invalidUtf8IsStoredAsDecoded() {
    QTemporaryDir tmp;
    const QString project = tmp.filePath("p.hwproj");
    QVERIFY(ProjectStore::create(project, "p").ok());
    const QByteArray file = "valid line\n"
                            "bro\xFFken\n"
                            "overlong \xC0\xAF slash\n"
                            "surrogate \xED\xA0\x80 half\n"
                            "\xEF\xBB\xBF"
                            "mark in the middle\n"
                            "cut off \xE3\x80\n"
                            "bro\xFEken\n"
                            "\xEC\x98\xA4\xEB\x8A\x98 caf\x65\xCC\x81\n";
    writeBytes(tmp.filePath("c.txt"), file);
    // What decoded reading gives, normalised and deduplicated.
    CorpusReadOptions decoded;
    decoded.format = CorpusFormat::Txt;
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open({tmp.filePath("c.txt")}, decoded);
    QVERIFY(reader);
    QStringList expected;
    CorpusRecord record;
    UserError error;
    while (reader.value()->next(&record, &error)) {
        const QString text = normalizeText(record.text, TextNormalization{});
        if (!expected.contains(text))
            expected << text;
    }
    QCOMPARE(expected.size(), 7); // the two broken lines are one text
    CorpusImportSpec spec;
    spec.inputs = {tmp.filePath("c.txt")};
    spec.projectPath = project;
    spec.corpusName = "replaced";
    CorpusImportJob job(spec);
    const JobOutcome outcome = runImport(job);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message));
    QCOMPARE(job.result().duplicates, qint64(1));
    QCOMPARE(job.result().files.value(0).invalidSequences,
             reader.value()->reports().value(0).invalidSequences);
    QVERIFY(job.result().files.value(0).invalidSequences >= 5);
    QCOMPARE(onlyCorpusDocuments(project), expected);
}

void TestCorpusImport::cancelledImportLeavesNoCorpus() {
    QTemporaryDir tmp;
    const QString project = tmp.filePath("p.hwproj");
    QVERIFY(ProjectStore::create(project, "p").ok());
    QByteArray text;
    for (int i = 0; i < 20000; ++i)
        text += "document number " + QByteArray::number(i) + "\n";
    writeBytes(tmp.filePath("big.txt"), text);
    CorpusImportSpec spec;
    spec.inputs = {tmp.filePath("big.txt")};
    spec.projectPath = project;
    spec.outputDirectory = tmp.filePath("out");
    CorpusImportJob job(spec);
    std::atomic_bool cancel{false};
    QCOMPARE(runImport(job, &cancel).status, JobStatus::Cancelled);
    Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(project);
    QVERIFY(store.ok());
    QCOMPARE(listCorpora(store.value()->database())->size(), 0);
    QSqlQuery count(store.value()->database());
    QVERIFY(count.exec("SELECT COUNT(*) FROM documents") && count.next());
    QCOMPARE(count.value(0).toInt(), 0);
    QVERIFY(!QFileInfo::exists(spec.outputDirectory));
}

void TestCorpusImport::outputDirectoryHoldsTheSplit() {
    QTemporaryDir tmp;
    QByteArray text;
    for (int i = 0; i < 500; ++i)
        text += "line " + QByteArray::number(i) + " of text\n";
    writeBytes(tmp.filePath("c.txt"), text);
    CorpusImportSpec spec;
    spec.inputs = {tmp.filePath("c.txt")};
    spec.outputDirectory = tmp.filePath("out");
    CorpusImportJob job(spec);
    QCOMPARE(runImport(job).status, JobStatus::Succeeded);
    QCOMPARE(job.result().train + job.result().validation, qint64(500));
    QVERIFY(job.result().validation > 25 && job.result().validation < 80);
    QFile train(spec.outputDirectory + "/validation.txt");
    QVERIFY(train.open(QIODevice::ReadOnly));
    QCOMPARE(train.readAll().count("\n\n"), int(job.result().validation));
    QVERIFY(QFileInfo::exists(spec.outputDirectory + "/stats.json"));
}

// A 2.5 MiB file on one line: three documents of at most 1 MiB, broken at sentence ends, nothing cut, said
// so in the result; the progress counts the bytes read as the line is read, up to the file's size.
void TestCorpusImport::aLineLongerThanTheLimitBecomesSeveralDocuments() {
    QTemporaryDir tmp;
    QByteArray line;
    for (int i = 0; line.size() < 5 * 512 * 1024; ++i)
        line += "The river carries silt downstream, mile " + QByteArray::number(i) + ". ";
    line = line.trimmed();
    writeBytes(tmp.filePath("one-line.txt"), line + "\n");
    const qint64 fileSize = line.size() + 1;
    CorpusImportSpec spec;
    spec.inputs = {tmp.filePath("one-line.txt")};
    spec.outputDirectory = tmp.filePath("out");
    spec.validationRatio = 0;
    CorpusImportJob job(spec);
    test::RecordingSink sink;
    std::atomic_bool cancel{false};
    const JobOutcome outcome = runJobHere(job, sink, cancel);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message));
    const CorpusImportResult& r = job.result();
    QCOMPARE(r.read, qint64(3));
    QCOMPARE(r.kept, qint64(3));
    QCOMPARE(r.splitLines, qint64(1));
    QCOMPARE(r.splitDocuments, qint64(3));
    QCOMPARE(r.maxDocumentBytes, qint64(1 << 20));
    QCOMPARE(r.files.first().cutLines, qint64(0));
    QVERIFY2(outcome.message.toString().contains("longer than 1 MiB became 3 documents"),
             qPrintable(outcome.message.toString()));
    QCOMPARE(r.toJson().value("split_lines").toInt(), 1);
    QCOMPARE(r.toJson().value("split_documents").toInt(), 3);

    QFile train(spec.outputDirectory + "/train.txt");
    QVERIFY(train.open(QIODevice::ReadOnly));
    const QList<QByteArray> documents = train.readAll().trimmed().split('\n');
    QCOMPARE(documents.size(), 5); // three documents, blank lines between them
    QByteArray rejoined;
    for (const QByteArray& document : documents) {
        if (document.isEmpty())
            continue;
        QVERIFY(document.size() <= 1 << 20);
        QVERIFY2(document.endsWith('.'), document.right(40).constData());
        rejoined += (rejoined.isEmpty() ? "" : " ") + document;
    }
    QCOMPARE(rejoined, line); // every character kept

    std::vector<double> done;
    for (const JobProgress& p : sink.progress) {
        QCOMPARE(p.unit, ProgressUnit::Bytes);
        QCOMPARE(p.total, double(fileSize));
        done.push_back(p.done);
    }
    QVERIFY2(done.size() >= 3, qPrintable(QString::number(done.size())));
    for (size_t i = 1; i < done.size(); ++i)
        QVERIFY(done[i] > done[i - 1]);
    QVERIFY(std::count_if(done.begin(), done.end(), [&](double d) { return d > 0 && d < fileSize; }) >=
            2); // moving while the line is read
    QCOMPARE(done.back(), double(fileSize));
}

void TestCorpusImport::labelledSingleAndMultiLabel() {
    QTemporaryDir tmp;
    writeBytes(tmp.filePath("news.csv"),
               "title,category\nStocks rise,business\nNew planet,science\nRain today,\nGDP grows,business\n");
    LabelledReadOptions single;
    single.read.textFields = {"title"};
    single.labelFields = {"category"};
    Expected<LabelledDataset> news = readLabelledDataset({tmp.filePath("news.csv")}, single);
    QVERIFY2(news.ok(), qPrintable(news.error().toString()));
    QCOMPARE(news->labels, (QStringList{"business", "science"}));
    QCOMPARE(news->examples.size(), 3);
    QCOMPARE(news->malformedRows, qint64(1)); // the row without a label, reported
    QVERIFY((news->labelCounts() == QVector<qint64>{2, 1}));

    writeBytes(tmp.filePath("kote.tsv"), "text\tlabels\n좋다\t1,10\n싫다\t2\n그냥\t\n");
    LabelledReadOptions multi;
    multi.labelFields = {"labels"};
    multi.multiLabel = true;
    Expected<LabelledDataset> kote = readLabelledDataset({tmp.filePath("kote.tsv")}, multi);
    QVERIFY(kote.ok());
    QCOMPARE(kote->labels, (QStringList{"1", "2", "10"})); // numeric ids sort as numbers
    QCOMPARE(kote->examples.size(), 3);
    QCOMPARE(kote->labelCardinality(), 1.0);

    writeBytes(tmp.filePath("cols.csv"), "text,joy,anger\nyay,1,0\ngrr,0,1\nboth,1,1\n");
    LabelledReadOptions columns;
    columns.labelFields = {"joy", "anger"};
    Expected<LabelledDataset> cols = readLabelledDataset({tmp.filePath("cols.csv")}, columns);
    QVERIFY(cols.ok() && cols->multiLabel);
    QVERIFY((cols->examples[2].labels == QVector<int>{0, 1}));

    // The columns a form preselects, by name.
    QCOMPARE(likelyTextField({"id", "Sentence", "Emotions"}), QStringLiteral("Sentence"));
    QCOMPARE(likelyLabelField({"id", "Sentence", "Emotions"}, "Sentence"), QStringLiteral("Emotions"));
    QCOMPARE(likelyLabelField({"text", "label"}, "label"), QString()); // never the text itself
    QCOMPARE(likelyLabelField({"a", "b"}, "a"), QString());
    QCOMPARE(likelyTextField({"a", "b"}), QStringLiteral("a"));

    LabelledReadOptions fixed = single;
    fixed.knownLabels = {"business"};
    Expected<LabelledDataset> known = readLabelledDataset({tmp.filePath("news.csv")}, fixed);
    QVERIFY(known.ok());
    QVERIFY(Text::joined(known->malformedExamples, QStringLiteral(" "))
                .toString()
                .contains("label 'science' is not one of the known labels"));
}

// A set whose every text is labelled differently in two rows keeps nothing, and says why, not "check the
// fields".
void TestCorpusImport::conflictingLabelsAreNamedWhenNothingIsLeft() {
    QTemporaryDir tmp;
    writeBytes(tmp.filePath("twice.csv"),
               "title,category\nStocks rise,business\nNew planet,science\nStocks  rise,science\nNew planet,"
               "business\n");
    LabelledReadOptions options;
    options.read.textFields = {"title"};
    options.labelFields = {"category"};
    Expected<LabelledDataset> twice = readLabelledDataset({tmp.filePath("twice.csv")}, options);
    QVERIFY(!twice.ok());
    QVERIFY2(twice.error().what.toString().contains(
                 "every text is given different labels in different rows (2 text"),
             qPrintable(twice.error().toString()));
    QVERIFY2(twice.error().where.toString().contains("twice.csv:2 and "),
             qPrintable(twice.error().toString()));
}

void TestCorpusImport::stratifiedSplitIsSeededAndProportional() {
    LabelledDataset data;
    data.labels = {"a", "b"};
    for (int i = 0; i < 1000; ++i)
        data.examples.append({QStringLiteral("t%1").arg(i), {i % 10 == 0 ? 1 : 0}, QString()});
    const DatasetSplits s1 = stratifiedSplit(data, 0.1, 0.1, 5);
    const DatasetSplits s2 = stratifiedSplit(data, 0.1, 0.1, 5);
    QCOMPARE(s1.validation.examples.size(), 100);
    QCOMPARE(s1.test.examples.size(), 100);
    QCOMPARE(s1.validation.labelCounts()[1], qint64(10)); // the rare class keeps its 10% share
    QCOMPARE(s1.test.examples.first().text, s2.test.examples.first().text);
    const DatasetSplits other = stratifiedSplit(data, 0.1, 0.1, 6);
    QVERIFY(other.test.examples.first().text != s1.test.examples.first().text ||
            other.test.examples[1].text != s1.test.examples[1].text);
}

QTEST_GUILESS_MAIN(TestCorpusImport)
#include "test_corpus_import.moc"
