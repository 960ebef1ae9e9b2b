// WordPiece, SentencePiece and byte-level BPE training: vocabularies that cover their corpus, progress,
// cancel, clear errors.
#include "core/jobs/job_runner.h"
#include "core/tokenize/sentencepiece_tokenizer.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/tokenizer_training.h"
#include "tests/support/file_helpers.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <QtTest>
#include <cmath>

using namespace hw;

namespace {

class RecordingSink : public ProgressSink {
public:
    std::atomic_int progressCalls{0};
    std::atomic_bool* cancelOnProgress = nullptr;
    void onProgress(const JobProgress&) override {
        ++progressCalls;
        if (cancelOnProgress)
            *cancelOnProgress = true;
    }
    void onLog(LogLevel, const Text&) override {}
    void onMetric(const MetricPoint&) override {}
};

QString writeCorpus(const QTemporaryDir& tmp, int repeats) {
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

JobOutcome train(TokenizerTrainingSpec spec, RecordingSink& sink, std::atomic_bool& cancel) {
    TokenizerTrainingJob job(std::move(spec));
    return runJobHere(job, sink, cancel);
}

} // namespace

class TestTokenizerTraining : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void wordPieceCoversItsCorpus();
    void byteLevelBpeWritesARobertaFolder();
    void byteLevelBpeRefusesAVocabularySmallerThanItsAlphabet();
    void sentencePieceTrainsAndRoundTrips_data();
    void sentencePieceTrainsAndRoundTrips();
    void cancelledTrainingLeavesNothing_data();
    void cancelledTrainingLeavesNothing();
    void emptyCorpusIsRefused_data();
    void emptyCorpusIsRefused();
    void unigramPruningReportsProgressToTheEnd();
    void lowercasingHangulIsWarnedAbout();
};

// The warning is due only when lowercasing meets a corpus with Hangul in it, and says what happens to it.
void TestTokenizerTraining::lowercasingHangulIsWarnedAbout() {
    QVERIFY(!hangulDecompositionWarning(false, 0.9));
    QVERIFY(!hangulDecompositionWarning(true, 0.001));
    QVERIFY(!hangulDecompositionWarning(true, std::nan("")));
    const std::optional<Text> warned = hangulDecompositionWarning(true, 0.42);
    QVERIFY(warned);
    QVERIFY2(warned->toString().contains(QStringLiteral("42% of this corpus's letters are Hangul")) &&
                 warned->toString().contains(QStringLiteral("jamo")),
             qPrintable(warned->toString()));
}

void TestTokenizerTraining::wordPieceCoversItsCorpus() {
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
    const Encoding e =
        t.value()->encode(QStringLiteral("The coronavirus pandemic changed how hospitals triage patients."));
    QVERIFY2(e.tokens.contains(QStringLiteral("pandemic")) && e.size() <= 14, qPrintable(e.tokens.join(' ')));
    QVERIFY(!e.tokens.contains(QStringLiteral("[UNK]")));
    QVERIFY(QFile::exists(spec.outputDirectory + QStringLiteral("/tokenizer.json")));

    // Same corpus, same vocabulary.
    TokenizerTrainingSpec again = spec;
    again.outputDirectory = tmp.filePath(QStringLiteral("wp2"));
    QCOMPARE(train(again, sink, cancel).status, JobStatus::Succeeded);
    QCOMPARE(hw::test::fileDigest(again.outputDirectory + "/vocab.txt"),
             hw::test::fileDigest(spec.outputDirectory + "/vocab.txt"));
}

// RoBERTa's folder: its special tokens first, the byte alphabet, then merges; <s> A </s> around a text and
// <mask> taking the space before it. Its parity with Hugging Face is test_byte_level_bpe_training's.
void TestTokenizerTraining::byteLevelBpeWritesARobertaFolder() {
    QTemporaryDir tmp;
    TokenizerTrainingSpec spec;
    spec.kind = TokenizerKind::ByteLevelBpe; // BERT's special tokens left as they are: RoBERTa's are used
    spec.corpusFiles = {writeCorpus(tmp, 50)};
    spec.outputDirectory = tmp.filePath(QStringLiteral("bytebpe"));
    spec.vocabSize = 400;
    spec.lowercase = false;
    RecordingSink sink;
    std::atomic_bool cancel{false};
    const JobOutcome outcome = train(spec, sink, cancel);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message));
    QVERIFY(sink.progressCalls > 0);
    QCOMPARE(QDir(spec.outputDirectory).entryList(QDir::Files),
             (QStringList{"merges.txt", "special_tokens_map.json", "tokenizer.json", "tokenizer_config.json",
                          "vocab.json"}));

    Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(spec.outputDirectory);
    QVERIFY2(t.ok(), qPrintable(t.error().toString()));
    QCOMPARE(t.value()->kind(), QStringLiteral("bytebpe"));
    QCOMPARE(t.value()->vocabSize(), 400);
    QCOMPARE((std::vector<int>{t.value()->clsId(), t.value()->padId(), t.value()->sepId(), t.value()->unkId(),
                               t.value()->maskId()}),
             (std::vector<int>{0, 1, 2, 3, 4}));
    QCOMPARE(t.value()->tokenAt(5), QStringLiteral("!")); // the byte characters in code point order
    QCOMPARE(t.value()->tokenAt(260), QStringLiteral("\u0143"));
    const Encoding e = t.value()->encode(QStringLiteral("Vaccination campaigns <mask> 상담"));
    QCOMPARE(e.tokens.first(), QStringLiteral("<s>"));
    QCOMPARE(e.tokens.last(), QStringLiteral("</s>"));
    QVERIFY(!e.tokens.contains(QStringLiteral("<unk>"))); // every byte is a token
    const int mask = int(e.tokens.indexOf(QStringLiteral("<mask>")));
    QCOMPARE(e.offsets[size_t(mask)], (std::pair{22, 28}));
    QVERIFY2(e.tokens[mask - 1].endsWith(QLatin1Char('s')), qPrintable(e.tokens.join(' '))); // space taken
}

void TestTokenizerTraining::byteLevelBpeRefusesAVocabularySmallerThanItsAlphabet() {
    QTemporaryDir tmp;
    TokenizerTrainingSpec spec = tokenizerTrainingDefaults(TokenizerKind::ByteLevelBpe);
    spec.corpusFiles = {writeCorpus(tmp, 5)};
    spec.outputDirectory = tmp.filePath(QStringLiteral("out"));
    spec.vocabSize = 260;
    TokenizerTrainingJob job(spec);
    RecordingSink sink;
    std::atomic_bool cancel{false};
    QCOMPARE(runJobHere(job, sink, cancel).status, JobStatus::Failed);
    QVERIFY2(job.error().what.toString().contains(QStringLiteral("261 special tokens and byte characters")),
             qPrintable(job.error().toString()));
    QCOMPARE(job.error().setting(), QStringLiteral("vocab-size"));
    QVERIFY(job.error().how.toString().contains(QStringLiteral("261")));
    QVERIFY(!QFileInfo::exists(spec.outputDirectory));
}

void TestTokenizerTraining::sentencePieceTrainsAndRoundTrips_data() {
    QTest::addColumn<int>("kind");
    QTest::newRow("unigram") << int(TokenizerKind::Unigram);
    QTest::newRow("bpe") << int(TokenizerKind::Bpe);
}

void TestTokenizerTraining::sentencePieceTrainsAndRoundTrips() {
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
    QCOMPARE(text.mid(e.offsets[mask].first, e.offsets[mask].second - e.offsets[mask].first),
             QStringLiteral("[MASK]"));
    // Offsets count code points, as Hugging Face's do: a character outside the Basic Multilingual Plane
    // counts once (toUcs4 holds one entry per code point).
    const QString astral = QStringLiteral("😀 상담 [MASK] 𝐀 모델");
    const QList<uint> chars = astral.toUcs4();
    const Encoding a = t.value()->encode(astral, false);
    const int astralMask = int(a.tokens.indexOf(QStringLiteral("[MASK]")));
    QVERIFY2(astralMask > 0, qPrintable(a.tokens.join(' ')));
    QCOMPARE(a.offsets[astralMask], (std::pair{5, 11}));
    QCOMPARE(a.offsets.back().second, int(chars.size()));
    for (const auto& [begin, end] : a.offsets)
        QVERIFY(0 <= begin && begin <= end && end <= chars.size());
    auto spm = std::dynamic_pointer_cast<const SentencePieceTokenizer>(t.value());
    QVERIFY(spm);
    const QString plain = QStringLiteral("오늘은 날씨가 맑고 아랫물도 맑다.");
    const Encoding body = spm->encode(plain, false);
    QCOMPARE(spm->decode(body.ids), plain);
}

void TestTokenizerTraining::cancelledTrainingLeavesNothing_data() {
    sentencePieceTrainsAndRoundTrips_data();
    QTest::newRow("wordpiece") << int(TokenizerKind::WordPiece);
    QTest::newRow("bytebpe") << int(TokenizerKind::ByteLevelBpe);
}

void TestTokenizerTraining::cancelledTrainingLeavesNothing() {
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
    QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{"corpus.txt"});
}

void TestTokenizerTraining::emptyCorpusIsRefused_data() {
    cancelledTrainingLeavesNothing_data();
}

void TestTokenizerTraining::emptyCorpusIsRefused() {
    QFETCH(int, kind);
    QTemporaryDir tmp;
    hw::test::writeBytes(tmp.filePath(QStringLiteral("empty.txt")), "\n\n   \n");
    TokenizerTrainingSpec spec;
    spec.kind = TokenizerKind(kind);
    spec.corpusFiles = {tmp.filePath(QStringLiteral("empty.txt"))};
    spec.outputDirectory = tmp.filePath(QStringLiteral("out"));
    spec.vocabSize = 300; // room for byte-level BPE's 261 first tokens
    TokenizerTrainingJob job(spec);
    RecordingSink sink;
    std::atomic_bool cancel{false};
    QCOMPARE(runJobHere(job, sink, cancel).status, JobStatus::Failed);
    QVERIFY2(job.error().what.toString().contains(QStringLiteral("holds no text")),
             qPrintable(job.error().toString()));
    QVERIFY(job.error().where.toString().contains(QStringLiteral("empty.txt")));
    QVERIFY(!QFileInfo::exists(spec.outputDirectory));
}

// Unigram training prunes from tens of thousands of seed pieces down to the vocabulary; its progress must
// move through that, not stay at 0% (SentencePiece's first "size=" line is the alphabet's, not the seed's).
void TestTokenizerTraining::unigramPruningReportsProgressToTheEnd() {
    QTemporaryDir tmp;
    QFile file(tmp.filePath(QStringLiteral("syllables.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    const char* syllables[] = {"ka", "ri", "to", "mo", "na", "su", "pe", "lo",
                               "vi", "da", "ze", "bo", "fi", "gu", "ha", "je"};
    uint32_t state = 7;
    auto next = [&state] {
        return (state = state * 1664525u + 1013904223u) >> 16;
    }; // an LCG's low bits repeat
    QVector<QByteArray> words;
    for (int w = 0; w < 6000; ++w) {
        QByteArray word;
        for (uint32_t n = 2 + next() % 4; n > 0; --n)
            word += syllables[next() % 16];
        words.append(word);
    }
    for (int line = 0; line < 12000; ++line) {
        QByteArray text;
        for (int i = 0; i < 10; ++i)
            text += words[int(next() % uint32_t(words.size()))] + ' ';
        file.write(text + '\n');
    }
    file.close();
    struct PercentSink : RecordingSink {
        std::mutex m;
        QVector<double> percents;
        void onProgress(const JobProgress& p) override {
            std::lock_guard<std::mutex> lock(m);
            if (p.phase.toString() == QLatin1String("pruning pieces"))
                percents.append(p.done);
        }
    } sink;
    TokenizerTrainingSpec spec;
    spec.kind = TokenizerKind::Unigram;
    spec.corpusFiles = {file.fileName()};
    spec.outputDirectory = tmp.filePath(QStringLiteral("unigram"));
    spec.vocabSize = 2000;
    TokenizerTrainingJob job(spec);
    std::atomic_bool cancel{false};
    QCOMPARE(runJobHere(job, sink, cancel).status, JobStatus::Succeeded);
    QVERIFY2(sink.percents.size() >= 4, qPrintable(QString::number(sink.percents.size())));
    QVERIFY(std::is_sorted(sink.percents.begin(), sink.percents.end()));
    QVERIFY2(
        std::any_of(sink.percents.begin(), sink.percents.end(), [](double p) { return p > 20 && p < 100; }),
        "progress moves in between");
    QCOMPARE(sink.percents.back(), 100.0);
}

QTEST_GUILESS_MAIN(TestTokenizerTraining)
#include "test_tokenizer_training.moc"
