// Every corpus reader and every bad-input case: formats, encodings, malformed rows, binary files, long lines.
#include "core/corpus/corpus_reader.h"
#include "core/corpus/corpus_stats.h"
#include "core/corpus/text_normalization.h"
#include "tests/support/compression.h"
#include "tests/support/file_helpers.h"

#include <QRandomGenerator>
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
    void truncatedGzipIsRefused();
    void zstdAndXzReadAsTheirText_data();
    void zstdAndXzReadAsTheirText();
    void invalidUtf8IsReplacedAndCounted();
    void undecodedLinesAreTheLinesRead();
    void binaryFileIsRefused();
    void overlongLinesAreCut();
    void aLongHeaderAndLongRowsAreReadWhole();
    void overlongLinesAreSplitAtBoundaries();
    void overlongTextInRowsIsSplit();
    void textBreakPrefersSentencesThenWords();
    void normalisationForms();
    void stableTextSkipsNormalisationOnlyWhenQtAgrees();
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
    QVERIFY2(r.reports[0].malformedExamples[0].toString().contains("a.jsonl:2"),
             qPrintable(Text::joined(r.reports[0].malformedExamples, QStringLiteral(";")).toString()));
    QVERIFY(r.reports[0].malformedExamples[1].toString().contains("no field 'doc.body'"));
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
    QVERIFY(reader.value()->reports()[0].malformedExamples[0].toString().contains("n.csv:5: bad quoting"));
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
    QVERIFY2(r.reports[0].malformedExamples[0].toString().contains("q.csv:11: unbalanced quote"),
             qPrintable(Text::joined(r.reports[0].malformedExamples, QStringLiteral(";")).toString()));
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

// A .gz cut short (an interrupted download) decompresses to most of its lines: refused by name, not read as
// if it were the whole file.
void TestCorpusReaders::truncatedGzipIsRefused() {
    QTemporaryDir tmp;
    const QString whole = tmp.filePath("whole.txt.gz");
    gzFile gz = gzopen(QFile::encodeName(whole).constData(), "wb");
    for (int i = 0; i < 20000; ++i) {
        const QByteArray line = "line number " + QByteArray::number(i * 7919 % 100003) + "\n";
        gzwrite(gz, line.constData(), unsigned(line.size()));
    }
    gzclose(gz);
    QCOMPARE(readAll({whole}).texts.size(), 20000);
    QFile file(whole);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    writeBytes(tmp.filePath("cut.txt.gz"), bytes.left(bytes.size() * 3 / 4));
    const ReadAll cut = readAll({tmp.filePath("cut.txt.gz")});
    QVERIFY(cut.texts.size() > 1000); // read up to the cut...
    QVERIFY2(cut.error.what.toString().contains("cannot be read to its end") &&
                 cut.error.what.toString().contains("truncated or damaged"),
             qPrintable(cut.error.toString())); // ...and then refused
    QCOMPARE(cut.error.where.toString(), tmp.filePath("cut.txt.gz"));
}

void TestCorpusReaders::zstdAndXzReadAsTheirText_data() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("zst") << "zst";
    QTest::newRow("xz") << "xz";
}

// .zst and .xz read exactly as the text they hold, several frames or streams one after another included (as
// zstd and xz write when files are concatenated); one cut short is refused after the lines it had, as .gz is.
void TestCorpusReaders::zstdAndXzReadAsTheirText() {
    QFETCH(QString, kind);
    QTemporaryDir tmp;
    QByteArray first, second;
    for (int i = 0; i < 30000; ++i)
        (i < 20000 ? first : second) +=
            "{\"text\": \"줄 " + QByteArray::number(i * 7919 % 100003) + " of the corpus\"}\n";
    auto compress = [&](const QByteArray& data) {
        return kind == "zst" ? hw::test::zstdCompressed(data) : hw::test::xzCompressed(data);
    };
    writeBytes(tmp.filePath("plain.jsonl"), first + second);
    const QByteArray compressed = compress(first) + compress(second);
    writeBytes(tmp.filePath("corpus.jsonl." + kind), compressed);
    const ReadAll plain = readAll({tmp.filePath("plain.jsonl")});
    const ReadAll packed = readAll({tmp.filePath("corpus.jsonl." + kind)});
    QVERIFY2(packed.error.what.isEmpty(), qPrintable(packed.error.toString()));
    QCOMPARE(packed.texts.size(), 30000);
    QCOMPARE(packed.texts, plain.texts);
    QCOMPARE(packed.reports[0].format, CorpusFormat::Jsonl);
    // Named .txt, it is still read by its content.
    writeBytes(tmp.filePath("misnamed.txt"), compress(first));
    QCOMPARE(readAll({tmp.filePath("misnamed.txt")}, {CorpusFormat::Jsonl}).texts.size(), 20000);

    writeBytes(tmp.filePath("cut.jsonl." + kind), compressed.left(compressed.size() / 3));
    const ReadAll cut = readAll({tmp.filePath("cut.jsonl." + kind)});
    QVERIFY2(cut.error.what.toString().contains("cannot be read to its end") &&
                 cut.error.what.toString().contains("truncated or damaged"),
             qPrintable(cut.error.toString()));
    QCOMPARE(cut.error.where.toString(), tmp.filePath("cut.jsonl." + kind));
    QVERIFY(cut.texts.size() < 20000);
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

namespace {

// Reads with keepUtf8Undecoded (the import's reading): each record's text, decoded here, and how many came
// undecoded; every undecoded record's text is null and its bytes are what it says.
ReadAll readUndecoded(const QString& path, CorpusReadOptions options, int* undecodedRecords) {
    options.keepUtf8Undecoded = true;
    ReadAll out;
    *undecodedRecords = 0;
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open({path}, options);
    if (!reader) {
        out.error = reader.error();
        return out;
    }
    CorpusRecord r;
    while (reader.value()->next(&r, &out.error)) {
        *undecodedRecords += r.text.isNull();
        if (!r.text.isNull() && !r.utf8.isEmpty() && r.text.toUtf8() != r.utf8)
            out.error.what = Text(QStringLiteral("text and bytes differ: ") + r.text);
        if (r.utf8Unchecked != r.text.isNull() && options.format == CorpusFormat::Txt)
            out.error.what = Text(QStringLiteral("a plain text line neither decoded nor unchecked"));
        out.texts << (r.utf8Unchecked   ? reader.value()->decodeUnchecked(r.utf8)
                      : r.text.isNull() ? QString::fromUtf8(r.utf8)
                                        : r.text);
        out.locations << r.extra.join(QLatin1Char('|'));
    }
    out.reports = reader.value()->reports();
    return out;
}

} // namespace

// keepUtf8Undecoded gives the same records as decoded reading, blank lines of any white space skipped alike,
// long JSONL texts split alike: plain text lines come as their bytes, unchecked, and JSONL text fields as
// their UTF-8 where they have no escapes.
void TestCorpusReaders::undecodedLinesAreTheLinesRead() {
    QTemporaryDir tmp;
    writeBytes(tmp.filePath("u.txt"), "\xEF\xBB\xBF"
                                      "first\r\n  \t \n\xE3\x80\x80\xE3\x80\x80\n\xE3\x80\x80text after an "
                                      "ideographic space\n\xEC\x98\xA4\xEB\x8A\x98\n\xF0\x9F\x98\x80 emoji\n"
                                      "\xE2\x80\xA8\n\xC2\xA0\xC2\xA0x\nbro\xFFken\n\x0B\x0C\n");
    CorpusReadOptions txt;
    txt.format = CorpusFormat::Txt;
    const ReadAll want = readAll({tmp.filePath("u.txt")}, txt);
    QCOMPARE(want.texts.size(), 6);
    int undecoded = 0;
    ReadAll got = readUndecoded(tmp.filePath("u.txt"), txt, &undecoded);
    QVERIFY2(got.error.what.isEmpty(), qPrintable(got.error.what));
    QCOMPARE(got.texts, want.texts);
    QCOMPARE(undecoded, 6); // every line, the broken one too: its reader checks the bytes
    QCOMPARE(got.reports[0].invalidSequences, qint64(1)); // counted as decodeUnchecked() decoded it

    const QByteArray longText = QByteArray("Sentence one is here. ").repeated(12);
    writeBytes(tmp.filePath("u.jsonl"), "{\"text\": \"plain\", \"label\": \"a\"}\n"
                                        "{\"text\": \"esc\\u00e9aped \\\"q\\\"\", \"label\": \"b\"}\n"
                                        "{\"text\": \"\xEC\x98\xA4\xEB\x8A\x98\", \"label\": \"c\xC3\xA9\"}\n"
                                        "{\"text\": \"\", \"label\": \"d\"}\n"
                                        "{\"label\": \"e\", \"text\": \"" +
                                            longText +
                                            "\"}\n"
                                            "{\"text\": 5, \"label\": \"f\"}\n");
    CorpusReadOptions jsonl;
    jsonl.format = CorpusFormat::Jsonl;
    jsonl.extraFields = {QStringLiteral("label")};
    jsonl.maxLineBytes = 100;
    jsonl.splitLongText = true;
    const ReadAll wantRows = readAll({tmp.filePath("u.jsonl")}, jsonl);
    QCOMPARE(wantRows.texts.size(), 3 + 1 + 3 + 1); // the long text in three pieces
    ReadAll gotRows = readUndecoded(tmp.filePath("u.jsonl"), jsonl, &undecoded);
    QVERIFY2(gotRows.error.what.isEmpty(), qPrintable(gotRows.error.what));
    QCOMPARE(gotRows.texts, wantRows.texts);
    QCOMPARE(gotRows.locations,
             (QStringList{"a", "b", QString::fromUtf8("c\xC3\xA9"), "d", "e", "e", "e", "f"}));
    QCOMPARE(undecoded, 3); // plain, Korean and the empty string; escaped, split and a number are decoded

    // Invalid UTF-8 in the text or another field, a noncharacter and a byte order mark: read and counted
    // alike.
    writeBytes(tmp.filePath("bad.jsonl"), "{\"text\": \"bro\xFFken\", \"label\": \"a\"}\n"
                                          "{\"text\": \"fine\", \"label\": \"b\xC0\xAF\"}\n"
                                          "{\"text\": \"non\xEF\xBF\xBE"
                                          "character\", \"label\": \"c\"}\n"
                                          "\xEF\xBB\xBF{\"text\": \"marked\", \"label\": \"d\"}\n"
                                          "{\"text\": \"cut \xE3\x80\", \"label\": \"e\"}\n"
                                          "{\"text\": \"\xEC\x98\xA4\", \"label\": \"f\"}\n");
    jsonl.maxLineBytes = CorpusReadOptions::kMaxLineBytes;
    const ReadAll wantBad = readAll({tmp.filePath("bad.jsonl")}, jsonl);
    const ReadAll gotBad = readUndecoded(tmp.filePath("bad.jsonl"), jsonl, &undecoded);
    QVERIFY2(gotBad.error.what.isEmpty(), qPrintable(gotBad.error.what));
    QCOMPARE(gotBad.texts, wantBad.texts);
    QCOMPARE(gotBad.locations,
             (QStringList{"a", QString::fromUtf8("b\xEF\xBF\xBD\xEF\xBF\xBD"), "c", "d", "e", "f"}));
    QCOMPARE(gotBad.reports[0].invalidSequences, wantBad.reports[0].invalidSequences);
    // \xFF, the overlong pair and the cut character; U+FFFE is valid UTF-8.
    QCOMPARE(gotBad.reports[0].invalidSequences, qint64(3));
    QCOMPARE(gotBad.reports[0].malformedRows, wantBad.reports[0].malformedRows);
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

// A CSV header over the line limit (thousands of columns) is read whole, so the columns after it are found;
// a row's text over the limit is cut at a character boundary and counted, its label kept.
void TestCorpusReaders::aLongHeaderAndLongRowsAreReadWhole() {
    QTemporaryDir tmp;
    QByteArray header, first, second;
    for (int i = 0; i < 300; ++i) {
        header += "padding_column_" + QByteArray::number(i) + ',';
        first += "0,";
        second += "0,";
    }
    header += "text,label\n";
    first += "short text,pos\n";
    second += "\"" + QByteArray(2000, 'x') + "\xed\x95\x9c" + QByteArray(10, 'y') + "\",neg\n";
    writeBytes(tmp.filePath("wide.csv"), header + first + second);
    CorpusReadOptions o;
    o.maxLineBytes = 2002; // inside the Hangul syllable's three bytes
    o.extraFields = {"label"};
    QVERIFY(header.size() > o.maxLineBytes);
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open({tmp.filePath("wide.csv")}, o);
    QVERIFY2(reader.ok(), qPrintable(reader.error().toString()));
    CorpusRecord r;
    UserError error;
    QVERIFY(reader.value()->next(&r, &error));
    QCOMPARE(r.text, QStringLiteral("short text"));
    QCOMPARE(r.extra, QStringList{"pos"});
    QVERIFY(reader.value()->next(&r, &error));
    QCOMPARE(r.text, QString(2000, QLatin1Char('x')));
    QCOMPARE(r.extra, QStringList{"neg"});
    QVERIFY(!reader.value()->next(&r, &error));
    QVERIFY2(error.what.isEmpty(), qPrintable(error.toString()));
    QCOMPARE(reader.value()->reports()[0].cutLines, qint64(1));
    QCOMPARE(reader.value()->reports()[0].malformedRows, qint64(0));
}

// Splitting: a line longer than the limit becomes several documents of at most the limit, broken at a
// sentence end or a space, and nothing of it is lost.
void TestCorpusReaders::overlongLinesAreSplitAtBoundaries() {
    QTemporaryDir tmp;
    QByteArray longLine;
    for (int i = 0; longLine.size() < 5000; ++i)
        longLine += "Sentence number " + QByteArray::number(i) + " is here. ";
    longLine = longLine.trimmed();
    writeBytes(tmp.filePath("long.txt"), "short\n" + longLine + "\nafter\n");
    CorpusReadOptions o;
    o.maxLineBytes = 1000;
    o.splitLongText = true;
    const ReadAll r = readAll({tmp.filePath("long.txt")}, o);
    QVERIFY(r.error.what.isEmpty());
    QVERIFY2(r.texts.size() >= 7 && r.texts.size() <= 12, qPrintable(QString::number(r.texts.size())));
    QCOMPARE(r.texts.first(), QStringLiteral("short"));
    QCOMPARE(r.texts.last(), QStringLiteral("after"));
    const QStringList pieces = r.texts.mid(1, r.texts.size() - 2);
    for (const QString& piece : pieces) {
        QVERIFY2(piece.toUtf8().size() <= 1000, qPrintable(QString::number(piece.toUtf8().size())));
        QVERIFY2(piece.endsWith(QLatin1Char('.')), qPrintable(piece.right(40))); // at a sentence end
        QVERIFY(piece.startsWith(QStringLiteral("Sentence number ")));
    }
    QCOMPARE(pieces.join(QLatin1Char(' ')), QString::fromUtf8(longLine)); // nothing lost
    QCOMPARE(r.locations[1], r.locations[2]);                             // every piece comes from line 2
    QVERIFY(r.locations[1].endsWith(QStringLiteral(":2")));
    QVERIFY(r.locations.last().endsWith(QStringLiteral(":3")));
    QCOMPARE(r.reports[0].cutLines, qint64(0));
    QCOMPARE(r.reports[0].splitLines, qint64(1));
    QCOMPARE(r.reports[0].splitDocuments, qint64(pieces.size()));

    // Hangul with no sentence end: broken at a space, never inside a character; blank-line documents end at
    // a piece and go on with the next.
    QByteArray words;
    while (words.size() < 3000)
        words += "한국어 문장 ";
    writeBytes(tmp.filePath("docs.txt"), "first line\n" + words + "\nlast line\n\nnext document\n");
    o.format = CorpusFormat::Docs;
    const ReadAll d = readAll({tmp.filePath("docs.txt")}, o);
    QVERIFY2(d.texts.size() >= 4, qPrintable(QString::number(d.texts.size())));
    QVERIFY(d.texts.first().startsWith(QStringLiteral("first line\n한국어 ")));
    QVERIFY(d.texts[d.texts.size() - 2].endsWith(QStringLiteral("\nlast line")));
    QCOMPARE(d.texts.last(), QStringLiteral("next document"));
    for (const QString& text : d.texts) {
        QVERIFY(!text.contains(QChar(QChar::ReplacementCharacter)));
        QVERIFY(text.toUtf8().size() <= 1000 + 20);
    }
    QString joined = d.texts.mid(0, d.texts.size() - 1).join(QLatin1Char(' '));
    QCOMPARE(joined.count(QStringLiteral("한국어")), words.count("한국어"));
    QCOMPARE(d.reports[0].splitLines, qint64(1));
    QCOMPARE(d.reports[0].splitDocuments, qint64(d.texts.size() - 1));
}

// JSONL and CSV rows are read whole, and a text longer than the limit becomes several records of that row.
void TestCorpusReaders::overlongTextInRowsIsSplit() {
    QTemporaryDir tmp;
    QByteArray body;
    while (body.size() < 2500)
        body += "word ";
    writeBytes(tmp.filePath("rows.jsonl"), "{\"text\": \"" + body.trimmed() +
                                               "\", \"label\": \"x\"}\n"
                                               "{\"text\": \"short\"}\n");
    CorpusReadOptions o;
    o.maxLineBytes = 1000;
    o.splitLongText = true;
    o.extraFields = {QStringLiteral("label")};
    const ReadAll r = readAll({tmp.filePath("rows.jsonl")}, o);
    QVERIFY(r.error.what.isEmpty());
    QCOMPARE(r.texts.size(), 4);
    QCOMPARE(r.texts.mid(0, 3).join(QLatin1Char(' ')), QString::fromUtf8(body.trimmed()));
    QCOMPARE(r.texts.last(), QStringLiteral("short"));
    QCOMPARE(r.reports[0].splitLines, qint64(1));
    QCOMPARE(r.reports[0].splitDocuments, qint64(3));
    QCOMPARE(r.reports[0].records, qint64(4));
    QCOMPARE(r.reports[0].malformedRows, qint64(0));

    writeBytes(tmp.filePath("rows.csv"), "id,text\n1," + body.trimmed() + "\n2,short\n");
    o.extraFields.clear();
    const ReadAll c = readAll({tmp.filePath("rows.csv")}, o);
    QCOMPARE(c.texts.size(), 4);
    QCOMPARE(c.reports[0].splitLines, qint64(1));
    QCOMPARE(c.locations[0], c.locations[2]); // the pieces come from row 2
}

void TestCorpusReaders::textBreakPrefersSentencesThenWords() {
    qsizetype next = 0;
    const QByteArray sentences = "One two. Three four five six";
    QCOMPARE(textBreak(sentences.constData(), sentences.size(), 14, &next), qsizetype(8)); // "One two."
    QCOMPARE(next, qsizetype(9));
    const QByteArray words = "one two three four";
    QCOMPARE(textBreak(words.constData(), words.size(), 10, &next), qsizetype(7)); // "one two"
    QCOMPARE(next, qsizetype(8));
    const QByteArray paragraphs = "one. two\nthree four five";
    QCOMPARE(textBreak(paragraphs.constData(), paragraphs.size(), 14, &next), qsizetype(8)); // "one. two"
    QCOMPARE(next, qsizetype(9));
    const QByteArray hangul = "가나다라마바사"; // 3 bytes each, no space: between two characters
    QCOMPARE(textBreak(hangul.constData(), hangul.size(), 10, &next), qsizetype(9));
    QCOMPARE(next, qsizetype(9));
    const QByteArray fullWidth = "文章。次の文章"; // a full-width stop needs no space
    QCOMPARE(textBreak(fullWidth.constData(), fullWidth.size(), 13, &next), qsizetype(9));
    QCOMPARE(splitLongText(QStringLiteral("fits"), 10), QStringList{QStringLiteral("fits")});
    QCOMPARE(splitLongText(QStringLiteral("one two three four"), 10),
             (QStringList{QStringLiteral("one two"), QStringLiteral("three four")}));
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
    // The import takes the hash from the pass that measures the document: it must be contentHash().
    QString loneSurrogates = QStringLiteral("a");
    loneSurrogates += QChar(0xDC00);
    loneSurrogates += QChar(0xD800);
    for (const QString& text : {QString(), QStringLiteral("same"),
                                QStringLiteral("오늘 café 漢字 😀 ＡＢＣ\tx\n"), loneSurrogates}) {
        uint64_t hash = 0;
        const DocumentFigures withHash = measureDocument(text, &hash);
        const DocumentFigures alone = measureDocument(text);
        QCOMPARE(hash, contentHash(text));
        QCOMPARE(withHash.characters, alone.characters);
        QCOMPARE(withHash.words, alone.words);
        QCOMPARE(withHash.hangul + withHash.latin + withHash.han, alone.hangul + alone.latin + alone.han);
    }
    const DocumentFigures mixed = measureDocument(QStringLiteral("오늘 café 漢字 😀 ＡＢＣ\tx\n"));
    QCOMPARE(mixed.characters, 19);
    QCOMPARE(mixed.words, 6);
    QCOMPARE(mixed.hangul, 2);
    QCOMPARE(mixed.latin, 8); // café, ＡＢＣ (full-width Latin) and x
    QCOMPARE(mixed.han, 2);
}

// The fast path skips QString::normalized() for text it calls stable: every character it calls stable
// must be left alone by Qt, alone and after the starters that compose with what follows them (Latin, Hangul
// jamo and syllables, Indic and Japanese), and whole strings must normalise as Qt does.
void TestCorpusReaders::stableTextSkipsNormalisationOnlyWhenQtAgrees() {
    const QList<char32_t> starters = {U'e',   U'A',   0x1100, 0x1105, 0xAC00, 0xAC01, 0x0915,
                                      0x09C7, 0x0B47, 0x0BC6, 0x0DD9, 0x0CC6, 0x1025, 0x304B};
    for (UnicodeForm form : {UnicodeForm::Nfc, UnicodeForm::Nfkc}) {
        const auto qtForm =
            form == UnicodeForm::Nfc ? QString::NormalizationForm_C : QString::NormalizationForm_KC;
        int stable = 0;
        for (char32_t c = 0; c < 0x30000; ++c) { // the BMP and planes 1-2, which the fast path covers
            const QString alone = QString::fromUcs4(&c, 1);
            if (QChar::isSurrogate(c) || !isStableUnder(alone, form))
                continue;
            ++stable;
            if (alone.normalized(qtForm) != alone)
                QFAIL(qPrintable(QStringLiteral("U+%1 changes alone").arg(uint(c), 4, 16, QLatin1Char('0'))));
            for (char32_t s : starters) {
                const QString before = QString::fromUcs4(&s, 1).normalized(qtForm);
                if ((before + alone).normalized(qtForm) != before + alone)
                    QFAIL(qPrintable(QStringLiteral("U+%1 changes after U+%2")
                                         .arg(uint(c), 4, 16, QLatin1Char('0'))
                                         .arg(uint(s), 4, 16, QLatin1Char('0'))));
            }
        }
        QVERIFY2(stable > 40000, qPrintable(QString::number(stable))); // the fast path is taken at all
    }
    // What must go the slow way: combining marks, conjoining jamo, singletons, compatibility forms (NFKC).
    for (const char* text : {"cafe\u0301", "\u1100\u1161", "\uAC00\u11A8", "\u212B", "\u2000", "\uFB01x",
                             "\xF0\x9D\x85\x9E", "a\xF0\x91\x84\xA7"})
        QVERIFY2(!isStableUnder(QString::fromUtf8(text), UnicodeForm::Nfkc), text);
    for (const char* text :
         {"plain ascii", "café naïve", "오늘 너무 행복해 ㅋㅋ", "\uFB01 ＡＢＣ", "😀 \U00020000"})
        QVERIFY2(isStableUnder(QString::fromUtf8(text), UnicodeForm::Nfc), text);
    QVERIFY(!isStableUnder(QStringLiteral("\uFB01"), UnicodeForm::Nfkc));
    QVERIFY(!isStableUnder(QString(QChar(0xD800)), UnicodeForm::Nfc)); // a lone surrogate

    // Random strings over stable and unstable characters: normalizeText() matches QString::normalized().
    const QList<char32_t> pool = {U'a',   U'e',   U' ',   0x00E9, 0x0301,  0x0308,  0x0323,  0x1100, 0x1161,
                                  0x11A8, 0xAC00, 0xAC01, 0x3131, 0x314F,  0xFF21,  0xFB01,  0x212B, 0x2000,
                                  0x0915, 0x093C, 0x09C7, 0x09BE, 0x1F600, 0x1D15E, 0x2F800, 0x304B, 0x3099};
    QRandomGenerator rng(7);
    TextNormalization keepSpaces;
    keepSpaces.cleanWhitespace = false;
    for (int i = 0; i < 20000; ++i) {
        QList<char32_t> units;
        for (int n = int(rng.bounded(1, 9)); n > 0; --n)
            units << pool[int(rng.bounded(int(pool.size())))];
        const QString text = QString::fromUcs4(units.constData(), units.size());
        for (UnicodeForm form : {UnicodeForm::Nfc, UnicodeForm::Nfkc}) {
            keepSpaces.form = form;
            QCOMPARE(normalizeText(text, keepSpaces),
                     text.normalized(form == UnicodeForm::Nfc ? QString::NormalizationForm_C
                                                              : QString::NormalizationForm_KC));
        }
    }
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
