// Every corpus reader and every bad-input case: formats, encodings, malformed rows, binary files, long lines.
#include "core/corpus/corpus_reader.h"
#include "core/corpus/text_normalization.h"
#include "tests/support/file_helpers.h"

#include <QTemporaryDir>
#include <QtTest>

#include <zlib.h>

using namespace hw;
using hw::test::writeBytes;

namespace {

struct ReadAll {
    QStringList texts;
    QStringList locations;
    QVector<CorpusFileReport> reports;
    UserError error;
};

ReadAll readAll(const QStringList& paths, CorpusReadOptions options = {}) {
    ReadAll out;
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open(paths, options);
    if (!reader) {
        out.error = reader.error();
        return out;
    }
    CorpusRecord r;
    while (reader.value()->next(&r, &out.error)) {
        out.texts << r.text;
        out.locations << r.location;
    }
    out.reports = reader.value()->reports();
    return out;
}

} // namespace

class TestCorpusReaders : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void plainTextWithBomAndCrlf();
    void blankLineDocumentsAreDetected();
    void jsonlDottedFieldsAndMalformedRows();
    void csvQuotingAndJoinedColumns();
    void unbalancedQuoteCostsOnlyItsRow();
    void aFileChangedWhileReadIsNoticed();
    void tsvAndMissingColumn();
    void folderAndGzip();
    void invalidUtf8IsReplacedAndCounted();
    void binaryFileIsRefused();
    void overlongLinesAreCut();
    void normalisationForms();
    void splitIsStableUnderAppending();
};

void TestCorpusReaders::plainTextWithBomAndCrlf() {
    QTemporaryDir tmp;
    writeBytes(tmp.filePath("a.txt"), "\xEF\xBB\xBF"
                                      "first doc\r\n\r\nsecond doc\r\nthird\r\n");
    const ReadAll r = readAll({tmp.filePath("a.txt")}, {CorpusFormat::Txt});
    QCOMPARE(r.texts, (QStringList{"first doc", "second doc", "third"}));
    QVERIFY(r.locations[1].endsWith(":3"));
}

void TestCorpusReaders::blankLineDocumentsAreDetected() {
    QTemporaryDir tmp;
    writeBytes(tmp.filePath("d.txt"),
               "Sentence one.\nSentence two.\n\nOther doc line one.\nline two.\n\n\nLast.\n");
    QCOMPARE(detectCorpusFormat(tmp.filePath("d.txt")), CorpusFormat::Docs);
    const ReadAll r = readAll({tmp.filePath("d.txt")});
    QCOMPARE(r.texts,
             (QStringList{"Sentence one.\nSentence two.", "Other doc line one.\nline two.", "Last."}));
    writeBytes(tmp.filePath("l.txt"), "one per line\nanother\n");
    QCOMPARE(detectCorpusFormat(tmp.filePath("l.txt")), CorpusFormat::Txt);
}

void TestCorpusReaders::jsonlDottedFieldsAndMalformedRows() {
    QTemporaryDir tmp;
    writeBytes(tmp.filePath("a.jsonl"),
               "{\"doc\":{\"body\":\"hello\"}}\n{broken\n{\"doc\":{}}\n{\"doc\":{\"body\":\"world\"}}\n");
    CorpusReadOptions o;
    o.textFields = {QStringLiteral("doc.body")};
    const ReadAll r = readAll({tmp.filePath("a.jsonl")}, o);
    QCOMPARE(r.texts, (QStringList{"hello", "world"}));
    QCOMPARE(r.reports[0].malformedRows, qint64(2));
    QVERIFY2(r.reports[0].malformedExamples[0].contains("a.jsonl:2"),
             qPrintable(r.reports[0].malformedExamples.join(';')));
    QVERIFY(r.reports[0].malformedExamples[1].contains("no field 'doc.body'"));
}

void TestCorpusReaders::csvQuotingAndJoinedColumns() {
    QTemporaryDir tmp;
    writeBytes(tmp.filePath("n.csv"), "title,content,category\n"
                                      "\"Markets, up\",\"He said \"\"buy\"\".\",business\n"
                                      "Quiet day,\"line one\nline two\",general\n"
                                      "bad \"row\",x,y\n"
                                      "too,few\n"
                                      "Last,ok,science\n");
    CorpusReadOptions o;
    o.textFields = {QStringLiteral("title"), QStringLiteral("content")};
    o.extraFields = {QStringLiteral("category")};
    o.fieldJoiner = QStringLiteral(" ");
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open({tmp.filePath("n.csv")}, o);
    QVERIFY(reader.ok());
    CorpusRecord r;
    UserError e;
    QVERIFY(reader.value()->next(&r, &e));
    QCOMPARE(r.text, QStringLiteral("Markets, up He said \"buy\"."));
    QCOMPARE(r.extra, QStringList{"business"});
    QVERIFY(reader.value()->next(&r, &e));
    QCOMPARE(r.text, QStringLiteral("Quiet day line one\nline two"));
    QVERIFY(reader.value()->next(&r, &e));
    QCOMPARE(r.text, QStringLiteral("Last ok"));
    QVERIFY(!reader.value()->next(&r, &e));
    QCOMPARE(reader.value()->reports()[0].malformedRows, qint64(2));
    QVERIFY(reader.value()->reports()[0].malformedExamples[0].contains("n.csv:5: bad quoting"));
}

void TestCorpusReaders::unbalancedQuoteCostsOnlyItsRow() {
    QTemporaryDir tmp;
    QByteArray rows = "text,label\n";
    for (int i = 0; i < 60; ++i)
        rows += i == 9 ? QByteArray("\"an opening quote that never closes,neg\n")
                       : "row " + QByteArray::number(i) + ",pos\n";
    writeBytes(tmp.filePath("q.csv"), rows);
    CorpusReadOptions o;
    o.extraFields = {QStringLiteral("label")};
    const ReadAll r = readAll({tmp.filePath("q.csv")}, o);
    QVERIFY2(r.error.what.isEmpty(), qPrintable(r.error.toString()));
    QCOMPARE(r.texts.size(), 59); // the 50 rows after the stray quote are read, not swallowed
    QCOMPARE(r.texts.last(), QStringLiteral("row 59"));
    QCOMPARE(r.locations.last(), tmp.filePath("q.csv") + QStringLiteral(":61"));
    QCOMPARE(r.reports[0].malformedRows, qint64(1));
    QVERIFY2(r.reports[0].malformedExamples[0].contains("q.csv:11: unbalanced quote"),
             qPrintable(r.reports[0].malformedExamples.join(';')));
}

void TestCorpusReaders::aFileChangedWhileReadIsNoticed() {
    QTemporaryDir tmp;
    QByteArray text;
    for (int i = 0; i < 100; ++i)
        text += "line " + QByteArray::number(i) + "\n";
    writeBytes(tmp.filePath("growing.txt"), text);
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open({tmp.filePath("growing.txt")}, {});
    QVERIFY(reader.ok());
    CorpusRecord r;
    UserError e;
    QVERIFY(reader.value()->next(&r, &e));
    QVERIFY(reader.value()->checkFilesUnchanged().ok());
    writeBytes(tmp.filePath("growing.txt"), text.left(200)); // truncated by whoever writes it
    while (reader.value()->next(&r, &e)) {
    }
    const Expected<bool> unchanged = reader.value()->checkFilesUnchanged();
    QVERIFY(!unchanged.ok());
    QVERIFY2(unchanged.error().what.toString().contains(QStringLiteral("changed while it was read")),
             qPrintable(unchanged.error().toString()));
    QCOMPARE(unchanged.error().where, tmp.filePath("growing.txt"));
}

void TestCorpusReaders::tsvAndMissingColumn() {
    QTemporaryDir tmp;
    writeBytes(tmp.filePath("k.tsv"), "text\tlabels\n오늘 행복해\t1,5\n");
    CorpusReadOptions o;
    const ReadAll ok = readAll({tmp.filePath("k.tsv")}, o);
    QCOMPARE(ok.texts, QStringList{"오늘 행복해"});
    o.textFields = {QStringLiteral("sentence")};
    const ReadAll bad = readAll({tmp.filePath("k.tsv")}, o);
    QVERIFY(bad.texts.isEmpty());
    QVERIFY2(bad.error.what.toString().contains("column 'sentence'"), qPrintable(bad.error.toString()));
    QVERIFY(bad.error.how.toString().contains("text, labels"));
}

void TestCorpusReaders::folderAndGzip() {
    QTemporaryDir tmp;
    QDir().mkpath(tmp.filePath("corpus/sub"));
    writeBytes(tmp.filePath("corpus/a.txt"), "alpha\n");
    writeBytes(tmp.filePath("corpus/notes.md"), "ignored\n");
    gzFile gz = gzopen(QFile::encodeName(tmp.filePath("corpus/sub/b.jsonl.gz")).constData(), "wb");
    const char* json = "{\"text\":\"beta\"}\n{\"text\":\"gamma\"}\n";
    gzwrite(gz, json, unsigned(strlen(json)));
    gzclose(gz);
    const ReadAll r = readAll({tmp.filePath("corpus")});
    QCOMPARE(r.texts, (QStringList{"alpha", "beta", "gamma"}));
    QCOMPARE(r.reports[1].format, CorpusFormat::Jsonl);
}

void TestCorpusReaders::invalidUtf8IsReplacedAndCounted() {
    QTemporaryDir tmp;
    writeBytes(tmp.filePath("bad.txt"), "ok line\nbro\xff"
                                        "ken \xc3\x28 text\n");
    const ReadAll r = readAll({tmp.filePath("bad.txt")});
    QCOMPARE(r.texts.size(), 2);
    QVERIFY(r.texts[1].contains(QChar(0xFFFD)));
    QCOMPARE(r.reports[0].invalidSequences, qint64(2));
}

void TestCorpusReaders::binaryFileIsRefused() {
    QTemporaryDir tmp;
    writeBytes(tmp.filePath("model.txt"), QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16));
    const ReadAll r = readAll({tmp.filePath("model.txt")});
    QVERIFY(r.error.what.toString().contains("binary"));
    QVERIFY(r.error.where.toString().contains("model.txt"));
}

void TestCorpusReaders::overlongLinesAreCut() {
    QTemporaryDir tmp;
    writeBytes(tmp.filePath("long.txt"), "short\n" + QByteArray(5000, 'x') + "\nafter\n");
    CorpusReadOptions o;
    o.maxLineBytes = 1000;
    const ReadAll r = readAll({tmp.filePath("long.txt")}, o);
    QCOMPARE(r.texts.size(), 3);
    QCOMPARE(r.texts[1].size(), 1000);
    QCOMPARE(r.texts[2], QStringLiteral("after"));
    QCOMPARE(r.reports[0].cutLines, qint64(1));
}

void TestCorpusReaders::normalisationForms() {
    const QString decomposed = QStringLiteral("cafe\u0301  \t ＡＢＣ\n\n  next   line ");
    TextNormalization nfc;
    QCOMPARE(normalizeText(decomposed, nfc), QStringLiteral("café ＡＢＣ\nnext line"));
    TextNormalization nfkc;
    nfkc.form = UnicodeForm::Nfkc;
    QCOMPARE(normalizeText(decomposed, nfkc), QStringLiteral("café ABC\nnext line"));
    QCOMPARE(contentHash(QStringLiteral("same")), contentHash(QStringLiteral("same")));
    QVERIFY(contentHash(QStringLiteral("same")) != contentHash(QStringLiteral("Same")));
}

void TestCorpusReaders::splitIsStableUnderAppending() {
    int validation = 0;
    for (int i = 0; i < 20000; ++i) {
        const uint64_t h = contentHash(QStringLiteral("document %1").arg(i));
        validation += isValidationDocument(h, 42, 0.1);
        QCOMPARE(isValidationDocument(h, 42, 0.1), isValidationDocument(h, 42, 0.1));
    }
    QVERIFY2(validation > 1800 && validation < 2200, qPrintable(QString::number(validation)));
    int moved = 0;
    for (int i = 0; i < 1000; ++i) {
        const uint64_t h = contentHash(QStringLiteral("document %1").arg(i));
        moved += isValidationDocument(h, 42, 0.1) != isValidationDocument(h, 7, 0.1);
    }
    QVERIFY(moved > 0); // another seed gives another split
}

QTEST_GUILESS_MAIN(TestCorpusReaders)
#include "test_corpus_readers.moc"
