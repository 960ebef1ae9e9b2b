// Blocks of items worked on several threads and emitted in input order.
#include "core/tokenize/ordered_pipeline.h"

#include <QtTest>

#include <atomic>
#include <thread>

using namespace hw;

namespace {

struct Squares {
    std::vector<qint64> values;
    std::vector<int> threads; // the worker index each block ran on, once per item
};

} // namespace

class TestOrderedPipeline : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void emitsInInputOrder_data() {
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("blockItems");
        QTest::newRow("one thread") << 1 << 7;
        QTest::newRow("two threads") << 2 << 7;
        QTest::newRow("more threads than cores") << 5 << 3;
        QTest::newRow("one item a block") << 3 << 1;
    }
    void emitsInInputOrder() {
        QFETCH(int, threads);
        QFETCH(int, blockItems);
        std::vector<qint64> emitted;
        std::vector<int> seenThreads;
        std::atomic_int callerBlocks{0};
        std::atomic_bool callerIndexWrong{false}; // the caller's own blocks run as thread 0
        const std::thread::id caller = std::this_thread::get_id();
        {
            OrderedPipeline<qint64, Squares> pipeline(
                threads,
                [&](const std::vector<qint64>& items, int thread) {
                    if (std::this_thread::get_id() == caller) {
                        ++callerBlocks;
                        callerIndexWrong = callerIndexWrong || thread != 0;
                    }
                    Squares out;
                    for (qint64 v : items) {
                        out.values.push_back(v * v);
                        out.threads.push_back(thread);
                    }
                    return out;
                },
                [&](Squares& done) {
                    QVERIFY(std::this_thread::get_id() == caller);
                    emitted.insert(emitted.end(), done.values.begin(), done.values.end());
                    seenThreads.insert(seenThreads.end(), done.threads.begin(), done.threads.end());
                },
                blockItems, 0, {});
            for (qint64 i = 0; i < 1000; ++i)
                pipeline.add(i);
            pipeline.finish();
            QCOMPARE(emitted.size(), size_t(1000));
            for (qint64 i = 0; i < 1000; ++i)
                QCOMPARE(emitted[size_t(i)], i * i);
            for (int t : seenThreads)
                QVERIFY(t >= 0 && t < threads);
            QVERIFY(!callerIndexWrong);
            if (threads == 1)
                QCOMPARE(callerBlocks.load(), (1000 + blockItems - 1) / blockItems);
            // Items added after a finish are worked and emitted by the next finish.
            pipeline.add(1000);
            pipeline.finish();
            QCOMPARE(emitted.size(), size_t(1001));
            QCOMPARE(emitted.back(), qint64(1000) * 1000);
        }
    }

    // A block closes when its items weigh enough, before it holds `blockItems` of them.
    void heavyItemsCloseBlocks() {
        std::vector<size_t> blockSizes;
        OrderedPipeline<QString, size_t> pipeline(
            2, [](const std::vector<QString>& items, int) { return items.size(); },
            [&](size_t& size) { blockSizes.push_back(size); }, 100, 10,
            [](const QString& s) { return s.size(); });
        for (int i = 0; i < 6; ++i)
            pipeline.add(QStringLiteral("12345"));
        pipeline.add(QStringLiteral("1"));
        pipeline.finish();
        QCOMPARE(blockSizes, (std::vector<size_t>{2, 2, 2, 1}));
    }

    void finishingNothingEmitsNothing() {
        int emitted = 0;
        OrderedPipeline<int, int> pipeline(
            3, [](const std::vector<int>& items, int) { return int(items.size()); }, [&](int&) { ++emitted; },
            4, 0, {});
        pipeline.finish();
        QCOMPARE(emitted, 0);
    }
};

QTEST_GUILESS_MAIN(TestOrderedPipeline)
#include "test_ordered_pipeline.moc"
