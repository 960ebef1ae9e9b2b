// Token shards on disk, concat and document packing (document boundaries, sentence pairs), batches,
// and the cached tokenization of a corpus.
#include "core/dataset/batch_loader.h"
#include "core/dataset/example_packing.h"
#include "core/dataset/pretraining_data.h"
#include "core/dataset/token_shard.h"
#include "core/dataset/training_batch.h"
#include "core/tokenize/text_tokenizer.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <random>
#include <set>

using namespace hw;

namespace {

const SpecialTokenIds kSpecials{2, 3, 0, 4};

// Each row's real tokens and labels, without the padding that depends on the batch's longest row.
std::vector<std::vector<int64_t>> rowsOf(const TrainingBatch& b) {
    std::vector<std::vector<int64_t>> rows;
    for (int r = 0; r < b.rows; ++r) {
        std::vector<int64_t> row;
        for (int c = 0; c < b.length; ++c) {
            const size_t at = size_t(r * b.length + c);
            if (b.attentionMask[at]) {
                row.push_back(b.inputIds[at]);
                row.push_back(b.labels[at]);
            }
        }
        rows.push_back(row);
    }
    return rows;
}

// Documents whose tokens all carry the document's number (1000 + d), in sentences of random length.
std::shared_ptr<TokenShard> writeMarkedShard(const QString& dir, int documents, int vocabSize, uint64_t seed,
                                             std::vector<int>* lengths = nullptr) {
    auto writer = TokenShardWriter::create(dir, vocabSize);
    if (!writer)
        return nullptr;
    std::mt19937_64 rng(seed);
    for (int d = 0; d < documents; ++d) {
        std::vector<std::vector<int32_t>> sentences(1 + rng() % 6);
        int total = 0;
        for (auto& s : sentences) {
            s.assign(1 + rng() % 25, 1000 + d);
            total += int(s.size());
        }
        if (lengths)
            lengths->push_back(total);
        if (!writer.value()->addDocument(sentences))
            return nullptr;
    }
    if (!writer.value()->finish({}))
        return nullptr;
    Expected<TokenShard> shard = TokenShard::open(dir);
    return shard ? std::make_shared<TokenShard>(std::move(shard.value())) : nullptr;
}

// Ids 0..4 are special ([PAD] [UNK] [CLS] [SEP] [MASK]), no piece continues a word.
MaskingVocabulary smallVocabulary(int size) {
    MaskingVocabulary vocabulary;
    vocabulary.maskId = kSpecials.mask;
    vocabulary.vocabSize = size;
    vocabulary.special.assign(size_t(size), 0);
    vocabulary.continuation.assign(size_t(size), 0);
    for (int id = 0; id < 5; ++id)
        vocabulary.special[size_t(id)] = 1;
    return vocabulary;
}

std::set<int32_t> contentTokens(const std::vector<int32_t>& ids, size_t begin, size_t end) {
    std::set<int32_t> out;
    for (size_t i = begin; i < end; ++i)
        if (ids[i] >= 1000)
            out.insert(ids[i]);
    return out;
}

} // namespace

class ExamplePackingTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shardRoundTripsBothWidths();
    void damagedShardIsRefused();
    void concatIsGroupTexts();
    void documentExamplesStayInOneDocument();
    void sentencePairsMixTrueAndRandomContinuations();
    void batchesArePaddedAndResumable();
    void ranksSharesTogetherAreOneProcesssBatch();
    void corpusIsTokenizedOnceAndCached();
    void loaderReportsAnUnreadableDataset();
};

void ExamplePackingTest::shardRoundTripsBothWidths() {
    QTemporaryDir tmp;
    for (int vocab : {30522, 120000}) {
        const QString dir = tmp.filePath(QString::number(vocab));
        auto writer = TokenShardWriter::create(dir, vocab);
        QVERIFY(writer.ok());
        QVERIFY(writer.value()->addDocument({{5, 6, 7}, {}, {vocab - 1}}).ok());
        QVERIFY(writer.value()->addDocument({{}}).ok()); // no tokens: no document
        QVERIFY(writer.value()->addDocument({{8}}).ok());
        QVERIFY(writer.value()->finish({{"split", "train"}}).ok());
        Expected<TokenShard> shard = TokenShard::open(dir);
        QVERIFY2(shard.ok(), qPrintable(shard.error().toString()));
        QCOMPARE(shard->tokenBytes(), vocab <= 65536 ? 2 : 4);
        QCOMPARE(shard->tokenCount(), qint64(5));
        QCOMPARE(shard->documentCount(), qint64(2));
        QCOMPARE(shard->sentenceCount(), qint64(3));
        QCOMPARE(shard->token(3), uint32_t(vocab - 1));
        QCOMPARE(shard->documentBegin(1), qint64(4));
        QCOMPARE(shard->sentenceBegin(1), qint64(3));
        QCOMPARE(shard->info().value("split").toString(), QStringLiteral("train"));
    }
}

void ExamplePackingTest::damagedShardIsRefused() {
    QTemporaryDir tmp;
    QVERIFY(writeMarkedShard(tmp.path(), 5, 30522, 1));
    QFile tokens(tmp.filePath("tokens.bin"));
    QVERIFY(tokens.resize(tokens.size() - 2));
    Expected<TokenShard> shard = TokenShard::open(tmp.path());
    QVERIFY(!shard.ok());
    QVERIFY(shard.error().what.toString().contains("damaged"));
    QVERIFY(shard.error().how.toString().contains("rebuilt"));
}

void ExamplePackingTest::concatIsGroupTexts() {
    QTemporaryDir tmp;
    std::vector<int> lengths;
    auto shard = writeMarkedShard(tmp.path(), 40, 30522, 2, &lengths);
    QVERIFY(shard);
    ExamplePacker packer(shard, PackingOptions{PackingMode::Concat, 32}, kSpecials);
    // The expected stream: [CLS] doc [SEP] for every document, cut into blocks of 32, remainder dropped.
    std::vector<int32_t> stream;
    for (size_t d = 0; d < lengths.size(); ++d) {
        stream.push_back(kSpecials.cls);
        stream.insert(stream.end(), size_t(lengths[d]), int32_t(1000 + d));
        stream.push_back(kSpecials.sep);
    }
    QCOMPARE(packer.count(), qint64(stream.size() / 32));
    for (qint64 i = 0; i < packer.count(); ++i) {
        const PackedExample e = packer.example(i);
        QCOMPARE(e.ids.size(), size_t(32));
        QVERIFY(std::equal(e.ids.begin(), e.ids.end(), stream.begin() + i * 32));
        QCOMPARE(e.nextSentenceLabel, -1);
    }
}

void ExamplePackingTest::documentExamplesStayInOneDocument() {
    QTemporaryDir tmp;
    auto shard = writeMarkedShard(tmp.path(), 300, 30522, 3);
    QVERIFY(shard);
    ExamplePacker packer(shard, PackingOptions{PackingMode::Documents, 48}, kSpecials);
    QVERIFY(packer.count() >= 300);
    qint64 pairs = 0, tokens = 0;
    for (qint64 i = 0; i < packer.count(); ++i) {
        const PackedExample e = packer.example(i);
        QVERIFY(e.ids.size() <= 48);
        QCOMPARE(e.ids.front(), kSpecials.cls);
        QCOMPARE(e.ids.back(), kSpecials.sep);
        QCOMPARE(contentTokens(e.ids, 0, e.ids.size()).size(),
                 size_t(1)); // never two documents in one example
        const auto firstSep = std::find(e.ids.begin(), e.ids.end(), kSpecials.sep) - e.ids.begin();
        const bool pair = size_t(firstSep) != e.ids.size() - 1;
        pairs += pair;
        for (size_t t = 0; t < e.ids.size(); ++t)
            QCOMPARE(e.typeIds[t], pair && qint64(t) > firstSep ? 1 : 0);
        tokens += qint64(e.ids.size());
    }
    QVERIFY(pairs > packer.count() / 4); // most long enough examples get a second segment
    // Same seed, same layout; another seed, another one.
    ExamplePacker again(shard, PackingOptions{PackingMode::Documents, 48}, kSpecials);
    QCOMPARE(again.count(), packer.count());
    QVERIFY(again.example(7).ids == packer.example(7).ids);
}

void ExamplePackingTest::sentencePairsMixTrueAndRandomContinuations() {
    QTemporaryDir tmp;
    auto shard = writeMarkedShard(tmp.path(), 400, 30522, 4);
    QVERIFY(shard);
    PackingOptions options{PackingMode::Documents, 64};
    options.nextSentencePairs = true;
    ExamplePacker packer(shard, options, kSpecials);
    int isNext = 0, random = 0;
    for (qint64 i = 0; i < packer.count(); ++i) {
        const PackedExample e = packer.example(i);
        QVERIFY(e.ids.size() <= 64);
        if (e.nextSentenceLabel < 0)
            continue;
        const size_t firstSep = size_t(std::find(e.ids.begin(), e.ids.end(), kSpecials.sep) - e.ids.begin());
        const auto a = contentTokens(e.ids, 1, firstSep),
                   b = contentTokens(e.ids, firstSep + 1, e.ids.size() - 1);
        QCOMPARE(a.size(), size_t(1));
        QCOMPARE(b.size(), size_t(1));
        if (e.nextSentenceLabel == 0) {
            QCOMPARE(*a.begin(), *b.begin()); // the true continuation comes from the same document
            ++isNext;
        } else {
            QVERIFY(*a.begin() != *b.begin());
            ++random;
        }
    }
    QVERIFY(isNext > 50 && random > 50);
}

void ExamplePackingTest::batchesArePaddedAndResumable() {
    QTemporaryDir tmp;
    auto shard = writeMarkedShard(tmp.path(), 100, 2000, 5);
    QVERIFY(shard);
    auto packer =
        std::make_shared<ExamplePacker>(shard, PackingOptions{PackingMode::Documents, 40}, kSpecials);
    BatchAssembler assembler(packer, smallVocabulary(2000), MaskingOptions{}, 42);
    // Walk more than an epoch in batches of 7; then restart from a cursor in the middle and compare.
    std::vector<TrainingBatch> batches;
    DataCursor cursor;
    const int steps = int(packer->count() / 7) + 5;
    for (int i = 0; i < steps; ++i) {
        batches.push_back(assembler.nextShuffled(cursor, 7));
        cursor = batches.back().next;
    }
    QCOMPARE(cursor.epoch, qint64(1));
    const TrainingBatch& b = batches[3];
    for (int r = 0; r < b.rows; ++r) {
        int real = 0;
        for (int c = 0; c < b.length; ++c) {
            const size_t at = size_t(r * b.length + c);
            real += int(b.attentionMask[at]);
            if (!b.attentionMask[at]) {
                QCOMPARE(b.inputIds[at], int64_t(kSpecials.pad));
                QCOMPARE(b.labels[at], int64_t(-100));
            }
        }
        QVERIFY(real > 0);
    }
    const TrainingBatch resumed = assembler.nextShuffled(batches[9].next, 7);
    QVERIFY(resumed.inputIds == batches[10].inputIds);
    QVERIFY(resumed.labels == batches[10].labels);
    QVERIFY(batches.front().inputIds != batches[1].inputIds);
}

// Three ranks taking two rows each see, together and in rank order, the six rows (masked alike) one process
// takes, across an epoch's end too, and all move the cursor to where that process's batch ends.
void ExamplePackingTest::ranksSharesTogetherAreOneProcesssBatch() {
    QTemporaryDir tmp;
    auto shard = writeMarkedShard(tmp.path(), 40, 2000, 5);
    QVERIFY(shard);
    auto packer =
        std::make_shared<ExamplePacker>(shard, PackingOptions{PackingMode::Documents, 40}, kSpecials);
    BatchAssembler assembler(packer, smallVocabulary(2000), MaskingOptions{}, 42);
    DataCursor cursor;
    bool crossedAnEpoch = false;
    for (int step = 0; step < 2 * int(packer->count()) / 6 + 1; ++step) {
        const TrainingBatch whole = assembler.nextShuffled(cursor, 6);
        std::vector<std::vector<int64_t>> shared;
        for (int rank = 0; rank < 3; ++rank) {
            const TrainingBatch part = assembler.nextShuffled(cursor, 2, BatchShare{rank, 3});
            QCOMPARE(part.rows, 2);
            QCOMPARE(part.next.epoch, whole.next.epoch);
            QCOMPARE(part.next.position, whole.next.position);
            for (const std::vector<int64_t>& row : rowsOf(part))
                shared.push_back(row);
        }
        QVERIFY2(shared == rowsOf(whole), qPrintable(QStringLiteral("step %1").arg(step)));
        crossedAnEpoch = crossedAnEpoch || whole.next.epoch > cursor.epoch;
        cursor = whole.next;
    }
    QVERIFY(crossedAnEpoch);
}

void ExamplePackingTest::corpusIsTokenizedOnceAndCached() {
    QTemporaryDir tmp;
    QByteArray corpus;
    for (int d = 0; d < 200; ++d)
        corpus += "the virus spread in city " + QByteArray::number(d) + ".\nhospitals reported " +
                  QByteArray::number(d * 7) + " new cases.\n\n";
    hw::test::writeBytes(tmp.filePath("corpus.txt"), corpus);
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer =
        loadTokenizer(hw::test::fixturesDir() + "/models/bert-mlm");
    QVERIFY(tokenizer.ok());
    PretrainingSource source;
    source.files = {tmp.filePath("corpus.txt")};
    source.validationRatio = 0.2;
    hw::test::RecordingSink sink;
    std::atomic_bool cancel{false};
    JobContext context(sink, cancel);
    Expected<PretrainingData> first =
        preparePretrainingData(source, *tokenizer.value(), hw::test::fixturesDir() + "/models/bert-mlm",
                               tmp.filePath("cache"), context);
    QVERIFY2(first.ok(), qPrintable(first.error().toString()));
    QVERIFY(!first->reused);
    QCOMPARE(first->documents, qint64(200));
    Expected<TokenShard> train = TokenShard::open(first->trainDirectory());
    Expected<TokenShard> validation = TokenShard::open(first->validationDirectory());
    QVERIFY(train.ok() && validation.ok());
    QVERIFY(validation->documentCount() > 20 && validation->documentCount() < 60); // about 20%
    QCOMPARE(train->sentenceCount(), 2 * train->documentCount());                  // lines are sentences
    // The first document's first sentence is exactly what the tokenizer makes of it.
    const Encoding e = tokenizer.value()->segment(QStringLiteral("the virus spread in city 0."), 0);
    bool found = false;
    for (const TokenShard* shard : {&train.value(), &validation.value()}) {
        for (qint64 d = 0; d < shard->documentCount() && !found; ++d) {
            const qint64 begin = shard->documentBegin(d),
                         length = shard->sentenceBegin(shard->documentSentence(d) + 1) - begin;
            std::vector<int32_t> ids(static_cast<size_t>(length));
            shard->copyTokens(begin, length, ids.data());
            found = ids == e.ids;
        }
    }
    QVERIFY(found);
    Expected<PretrainingData> second =
        preparePretrainingData(source, *tokenizer.value(), hw::test::fixturesDir() + "/models/bert-mlm",
                               tmp.filePath("cache"), context);
    QVERIFY(second.ok() && second->reused);
    QCOMPARE(second->directory, first->directory);
    // Another split is another dataset; a cancelled build leaves nothing behind.
    source.validationRatio = 0.3;
    cancel.store(true);
    QByteArray big;
    for (int d = 0; d < 5000; ++d)
        big += "line " + QByteArray::number(d) + "\n";
    hw::test::writeBytes(tmp.filePath("corpus.txt"), big);
    Expected<PretrainingData> cancelled =
        preparePretrainingData(source, *tokenizer.value(), hw::test::fixturesDir() + "/models/bert-mlm",
                               tmp.filePath("cache"), context);
    QVERIFY(!cancelled.ok());
    QCOMPARE(cancelled.error().what, QStringLiteral("cancelled"));
    QCOMPARE(QDir(tmp.filePath("cache")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);
}

void ExamplePackingTest::loaderReportsAnUnreadableDataset() {
    QTemporaryDir tmp;
    auto shard = writeMarkedShard(tmp.path(), 50, 2000, 6);
    QVERIFY(shard);
    auto packer = std::make_shared<ExamplePacker>(shard, PackingOptions{PackingMode::Concat, 16}, kSpecials);
    auto assembler = std::make_shared<BatchAssembler>(packer, smallVocabulary(2000), MaskingOptions{}, 1);
    QFile tokens(tmp.filePath("tokens.bin"));
    QVERIFY(tokens.resize(0)); // the dataset shrinks under the running loader (a full disk, a deleted cache)
    BatchLoader loader(assembler, 4, DataCursor{});
    QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                             loader.next()); // on this thread, not a crash of the loader's
}

QTEST_GUILESS_MAIN(ExamplePackingTest)
#include "test_example_packing.moc"
