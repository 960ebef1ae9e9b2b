// One reading of a device name for every place that takes one: `cpu`, `cuda` and `cuda:N` parse to one
// Device (`cuda` is `cuda:0`), anything else is refused saying what is accepted, and the memory check gives
// `cuda` and `cuda:0` the same answer.
#include "core/model/model_config.h"
#include "core/system/compute_devices.h"
#include "core/system/device.h"
#include "core/system/intra_op_threads.h"
#include "core/train/training_memory_check.h"

#include <ATen/Parallel.h>

#include <QTest>

#include <array>
#include <atomic>
#include <thread>
#include <vector>

using namespace hw;

class DeviceTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parsesAndNormalises_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("cuda");
        QTest::addColumn<int>("index");
        QTest::newRow("cpu") << "cpu"
                             << "cpu" << false << -1;
        QTest::newRow("CPU") << "CPU"
                             << "cpu" << false << -1;
        QTest::newRow("spaced cpu") << "  cpu\n"
                                    << "cpu" << false << -1;
        QTest::newRow("cuda") << "cuda"
                              << "cuda:0" << true << 0;
        QTest::newRow("CUDA") << " CUDA "
                              << "cuda:0" << true << 0;
        QTest::newRow("cuda:0") << "cuda:0"
                                << "cuda:0" << true << 0;
        QTest::newRow("cuda:3") << "cuda:3"
                                << "cuda:3" << true << 3;
        QTest::newRow("Cuda:12") << "Cuda:12"
                                 << "cuda:12" << true << 12;
        QTest::newRow("cuda : 1") << "cuda : 1"
                                  << "cuda:1" << true << 1;
    }
    void parsesAndNormalises() {
        QFETCH(QString, text);
        QFETCH(QString, name);
        QFETCH(bool, cuda);
        QFETCH(int, index);
        const Expected<Device> device = Device::parse(text);
        QVERIFY2(device.ok(), qPrintable(device.error().toString()));
        QCOMPARE(device->name(), name);
        QCOMPARE(device->isCuda(), cuda);
        QCOMPARE(device->isCpu(), !cuda);
        QCOMPARE(device->index(), index);
        QCOMPARE(normalizedDeviceName(text), name);
        // The name reads back as the same device.
        QVERIFY(Device::parse(device->name()).value() == device.value());
    }

    void refusesWhatIsNoDevice_data() {
        QTest::addColumn<QString>("text");
        for (const char* text : {"gpu", "", "   ", "cuda:", "cuda:-1", "cuda:x", "cuda0", "cpu:0", "mps",
                                 "cuda:1:2", "cuda:99999", "cuda:0 gpu"})
            QTest::newRow(text) << QString::fromLatin1(text);
    }
    void refusesWhatIsNoDevice() {
        QFETCH(QString, text);
        const Expected<Device> device = Device::parse(text);
        QVERIFY(!device.ok());
        QCOMPARE(device.error().setting(), QStringLiteral("device"));
        QVERIFY2(device.error().how.toString().contains(QLatin1String("cuda:N")),
                 qPrintable(device.error().how));
        if (!text.trimmed().isEmpty())
            QVERIFY2(device.error().what.toString().contains(text.trimmed()),
                     qPrintable(device.error().what));
        QCOMPARE(normalizedDeviceName(text), text); // left for the job to refuse
        Text why;
        QVERIFY(!isUsableDevice(text, &why));
        QVERIFY2(why.toString().contains(QLatin1String("cuda:N")), qPrintable(why));
    }

    void devicesCompareByWhatTheyName() {
        QVERIFY(Device() == Device::cpu());
        QVERIFY(Device::cuda(0) == Device::parse(QStringLiteral("cuda")).value());
        QVERIFY(Device::cuda(0) != Device::cuda(1));
        QVERIFY(Device::cpu() != Device::cuda(0));
    }

    // Whether a device is usable and how much memory it has do not depend on how it was spelt.
    void cudaAndCuda0AreTheSameDeviceEverywhere() {
        Text whyCuda, whyCuda0;
        const bool cuda = isUsableDevice(QStringLiteral("cuda"), &whyCuda);
        const bool cuda0 = isUsableDevice(QStringLiteral("cuda:0"), &whyCuda0);
        QCOMPARE(cuda, cuda0);
        QCOMPARE(whyCuda.toString(), whyCuda0.toString());
        QVERIFY(isUsableDevice(QStringLiteral("cpu")));
        QVERIFY(deviceMemoryBytes(Device::cpu()) > 0);
        if (!detectComputeDevices().cudaAvailable) {
            QVERIFY(!cuda);
            QVERIFY2(whyCuda.toString().contains(QLatin1String("CUDA is not available")),
                     qPrintable(whyCuda));
            QCOMPARE(deviceMemoryBytes(Device::cuda(0)), qint64(0));
        }

        ModelConfig tiny;
        tiny.hiddenSize = tiny.embeddingSize = 32;
        tiny.numHiddenLayers = 2;
        tiny.numAttentionHeads = 4;
        tiny.intermediateSize = 64;
        TrainingShape shape;
        shape.batchSize = 8;
        shape.seqLength = 32;
        shape.device = QStringLiteral("cuda");
        const Expected<bool> viaCuda = checkTrainingFitsDevice(tiny, shape);
        shape.device = QStringLiteral("cuda:0");
        const Expected<bool> viaCuda0 = checkTrainingFitsDevice(tiny, shape);
        QCOMPARE(viaCuda.ok(), viaCuda0.ok());
        QCOMPARE(viaCuda.error().toString(), viaCuda0.error().toString());
        if (!detectComputeDevices().cudaAvailable) {
            // Refused as absent, before any memory figure: `cuda` no longer slips past the check.
            QVERIFY(!viaCuda.ok());
            QCOMPARE(viaCuda.error().where.toString(), QStringLiteral("--device"));
            QVERIFY2(viaCuda.error().what.toString().contains(QLatin1String("CUDA is not available")),
                     qPrintable(viaCuda.error().toString()));
        }
        shape.device = QStringLiteral("gpu");
        const Expected<bool> unknown = checkTrainingFitsDevice(tiny, shape);
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().where.toString(), QStringLiteral("--device"));
        QVERIFY2(unknown.error().what.toString().contains(QLatin1String("'gpu'")),
                 qPrintable(unknown.error().what));
        shape.device = QStringLiteral("cpu");
        QVERIFY(checkTrainingFitsDevice(tiny, shape).ok());
    }

    // With the card's memory given, a run too big for it is refused naming the same device either way.
    void aRunTooBigForTheCardIsRefusedTheSameForBothSpellings() {
        ModelConfig base; // bert-base: about 1.3 GB of weights, gradients and moments alone
        TrainingShape shape;
        shape.batchSize = 32;
        shape.seqLength = 512;
        const qint64 card = 2'000'000'000;
        QStringList refusals;
        for (const QString& text :
             {QStringLiteral("cuda"), QStringLiteral("cuda:0"), QStringLiteral("CUDA:0")}) {
            shape.device = text;
            const Expected<bool> fits = checkTrainingFits(base, shape, Device::parse(text).value(), card);
            QVERIFY(!fits.ok());
            QCOMPARE(fits.error().where.toString(), QStringLiteral("--batch-size"));
            refusals << fits.error().toString();
        }
        QCOMPARE(refusals[0], refusals[1]);
        QCOMPARE(refusals[1], refusals[2]);
        QVERIFY2(refusals[0].contains(QLatin1String("cuda:0 has 2.0 GB")), qPrintable(refusals[0]));
        // The same run on a card with room, or a card of unknown size, passes.
        QVERIFY(checkTrainingFits(base, shape, Device::cuda(0), qint64(200) << 30).ok());
        QVERIFY(checkTrainingFits(base, shape, Device::cuda(0), 0).ok());
    }

    // A job thread's count is its own from the moment it sets it: fresh threads setting different counts at
    // once each compute with their own (a thread's first parallel call must not take up another's).
    void freshThreadsSettingCountsAtOnceEachKeepTheirOwn() {
        const int chosen = configuredIntraOpThreads();
        int wrong = 0;
        for (int round = 0; round < 200; ++round) {
            std::atomic_int ready{0};
            std::array<int, 4> seen{};
            std::vector<std::thread> threads;
            for (int t = 0; t < 4; ++t)
                threads.emplace_back([&, t] {
                    ++ready;
                    while (ready.load() < 4)
                        std::this_thread::yield();
                    seen[t] = setThreadIntraOpThreads(t + 1);
                });
            for (std::thread& thread : threads)
                thread.join();
            for (int t = 0; t < 4; ++t)
                wrong += seen[t] != t + 1;
        }
        QCOMPARE(wrong, 0);
        setIntraOpThreads(chosen);
    }

    // The counts reach libtorch in a process that has it (intra_op_threads.cpp finds it by name), the calling
    // thread's and the process's alike.
    void countsReachLibtorch() {
        QVERIFY(libtorchThreadsReachable());
        const int chosen = configuredIntraOpThreads();
        QCOMPARE(setThreadIntraOpThreads(3), 3);
        QCOMPARE(at::get_num_threads(), 3);
        QCOMPARE(intraOpThreads(), 3);
        QCOMPARE(configuredIntraOpThreads(), chosen);
        QCOMPARE(setIntraOpThreads(2), 2);
        QCOMPARE(at::get_num_threads(), 2);
        QCOMPARE(configuredIntraOpThreads(), 2);
        setIntraOpThreads(0);
        QCOMPARE(at::get_num_threads(), availableCpuCores());
        QCOMPARE(configuredIntraOpThreads(), availableCpuCores());
        setIntraOpThreads(chosen);
    }
};

QTEST_GUILESS_MAIN(DeviceTest)
#include "test_device.moc"
