// WordPiece and SentencePiece training: vocabularies that cover their corpus, progress, cancel, clear errors.
#include "jobs/job_runner.h"
#include "support/file_helpers.h"
#include "tokenize/sentencepiece_tokenizer.h"
#include "tokenize/text_tokenizer.h"
#include "tokenize/tokenizer_training.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

class RecordingSink : public ProgressSink {
public:
    std::atomic_int progressCalls{0};
    std::atomic_bool* cancelOnProgress = nullptr;
    void onProgress(const JobProgress&) override
    {
        ++progressCalls;
        if (cancelOnProgress)
            *cancelOnProgress = true;
    }
    void onLog(LogLevel, const QString&) override {}
    void onMetric(const MetricPoint&) override {}
};

QString writeCorpus(const QTemporaryDir& tmp, int repeats)
{
    const QStringList sentences = {
        QStringLiteral("The coronavirus pandemic changed how hospitals triage patients."),
        QStringLiteral("Vaccination campaigns reduced hospitalisation across the region."),
        QStringLiteral("오늘은 날씨가 맑고 아랫물도 맑다."),
        QStringLiteral("Domain-adaptive pretraining improves downstream classification."),
        QStringLiteral("상담 데이터로 추가 학습한 모델이 감정 분류를 더 잘한다."),
    };
    QFile file(tmp.filePath(QStringLiteral("corpus.txt")));
    file.open(QIODevice::WriteOnly);
    for (int r = 0; r < repeats; ++r)
        for (const QString& s : sentences)
            file.write((s + QStringLiteral(" %1\n").arg(r % 97)).toUtf8());
    return file.fileName();
}

JobOutcome train(TokenizerTrainingSpec spec, RecordingSink& sink, std::atomic_bool& cancel)
{
    TokenizerTrainingJob job(std::move(spec));
    return runJobHere(job, sink, cancel);
}

} // namespace

class TestTokenizerTraining : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void wordPieceCoversItsCorpus();
    void sentencePieceTrainsAndRoundTrips_data();
    void sentencePieceTrainsAndRoundTrips();
    void cancelledTrainingLeavesNothing_data();
    void cancelledTrainingLeavesNothing();
    void emptyCorpusIsRefused_data();
    void emptyCorpusIsRefused();
};

void TestTokenizerTraining::wordPieceCoversItsCorpus()
{
    QTemporaryDir tmp;
    TokenizerTrainingSpec spec;
    spec.corpusFiles = {writeCorpus(tmp, 50)};
    spec.outputDirectory = tmp.filePath(QStringLiteral("wp"));
    spec.vocabSize = 300;
    RecordingSink sink;
    std::atomic_bool cancel{false};
    const JobOutcome outcome = train(spec, sink, cancel);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message));
    QVERIFY(sink.progressCalls > 0);

    Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(spec.outputDirectory);
    QVERIFY2(t.ok(), qPrintable(t.error().toString()));
    QCOMPARE(t.value()->vocabSize(), 300);
    QCOMPARE(t.value()->tokenAt(0), QStringLiteral("[UNK]"));
    QVERIFY(t.value()->maskId() >= 0 && t.value()->clsId() >= 0);
    // Frequent words become whole tokens; nothing in the corpus is unknown.
    const Encoding e = t.value()->encode(QStringLiteral("The coronavirus pandemic changed how hospitals triage patients."));
    QVERIFY2(e.tokens.contains(QStringLiteral("pandemic")) && e.size() <= 14, qPrintable(e.tokens.join(' ')));
    QVERIFY(!e.tokens.contains(QStringLiteral("[UNK]")));
    QVERIFY(QFile::exists(spec.outputDirectory + QStringLiteral("/tokenizer.json")));

    // Same corpus, same vocabulary.
    TokenizerTrainingSpec again = spec;
    again.outputDirectory = tmp.filePath(QStringLiteral("wp2"));
    QCOMPARE(train(again, sink, cancel).status, JobStatus::Succeeded);
    QCOMPARE(hw::test::fileDigest(again.outputDirectory + "/vocab.txt"), hw::test::fileDigest(spec.outputDirectory + "/vocab.txt"));
}

void TestTokenizerTraining::sentencePieceTrainsAndRoundTrips_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("unigram") << int(TokenizerKind::Unigram);
    QTest::newRow("bpe") << int(TokenizerKind::Bpe);
}

void TestTokenizerTraining::sentencePieceTrainsAndRoundTrips()
{
    QFETCH(int, kind);
    QTemporaryDir tmp;
    TokenizerTrainingSpec spec;
    spec.kind = TokenizerKind(kind);
    spec.corpusFiles = {writeCorpus(tmp, 40)};
    spec.outputDirectory = tmp.filePath(QStringLiteral("spm"));
    spec.vocabSize = 200;
    RecordingSink sink;
    std::atomic_bool cancel{false};
    const JobOutcome outcome = train(spec, sink, cancel);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message));

    Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(spec.outputDirectory);
    QVERIFY2(t.ok(), qPrintable(t.error().toString()));
    QCOMPARE(t.value()->kind(), QStringLiteral("sentencepiece"));
    QCOMPARE(t.value()->padId(), 0);
    QCOMPARE(t.value()->unkId(), 1);
    const QString text = QStringLiteral("상담 데이터로 [MASK] 학습한 모델");
    const Encoding e = t.value()->encode(text);
    QCOMPARE(e.ids.front(), t.value()->clsId());
    QCOMPARE(e.ids.back(), t.value()->sepId());
    const int mask = int(e.tokens.indexOf(QStringLiteral("[MASK]")));
    QVERIFY2(mask > 0, qPrintable(e.tokens.join(' ')));
    QCOMPARE(text.mid(e.offsets[mask].first, e.offsets[mask].second - e.offsets[mask].first), QStringLiteral("[MASK]"));
    auto spm = std::dynamic_pointer_cast<const SentencePieceTokenizer>(t.value());
    QVERIFY(spm);
    const QString plain = QStringLiteral("오늘은 날씨가 맑고 아랫물도 맑다.");
    const Encoding body = spm->encode(plain, false);
    QCOMPARE(spm->decode(body.ids), plain);
}

void TestTokenizerTraining::cancelledTrainingLeavesNothing_data()
{
    sentencePieceTrainsAndRoundTrips_data();
    QTest::newRow("wordpiece") << int(TokenizerKind::WordPiece);
}

void TestTokenizerTraining::cancelledTrainingLeavesNothing()
{
    QFETCH(int, kind);
    QTemporaryDir tmp;
    TokenizerTrainingSpec spec;
    spec.kind = TokenizerKind(kind);
    spec.corpusFiles = {writeCorpus(tmp, 4000)};
    spec.outputDirectory = tmp.filePath(QStringLiteral("out"));
    spec.vocabSize = 500;
    std::atomic_bool cancel{false};
    RecordingSink sink;
    sink.cancelOnProgress = &cancel; // ask to stop at the first progress report
    const JobOutcome outcome = train(spec, sink, cancel);
    QCOMPARE(outcome.status, JobStatus::Cancelled);
    QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{"corpus.txt"});
}

void TestTokenizerTraining::emptyCorpusIsRefused_data()
{
    cancelledTrainingLeavesNothing_data();
}

void TestTokenizerTraining::emptyCorpusIsRefused()
{
    QFETCH(int, kind);
    QTemporaryDir tmp;
    hw::test::writeBytes(tmp.filePath(QStringLiteral("empty.txt")), "\n\n   \n");
    TokenizerTrainingSpec spec;
    spec.kind = TokenizerKind(kind);
    spec.corpusFiles = {tmp.filePath(QStringLiteral("empty.txt"))};
    spec.outputDirectory = tmp.filePath(QStringLiteral("out"));
    spec.vocabSize = 100;
    TokenizerTrainingJob job(spec);
    RecordingSink sink;
    std::atomic_bool cancel{false};
    QCOMPARE(runJobHere(job, sink, cancel).status, JobStatus::Failed);
    QVERIFY2(job.error().what.contains(QStringLiteral("holds no text")), qPrintable(job.error().toString()));
    QVERIFY(job.error().where.contains(QStringLiteral("empty.txt")));
    QVERIFY(!QFileInfo::exists(spec.outputDirectory));
}

QTEST_GUILESS_MAIN(TestTokenizerTraining)
#include "test_tokenizer_training.moc"
