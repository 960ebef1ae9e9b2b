// The processes of a data-parallel run join as the launchers start them: the environment of torchrun or Slurm
// read (and refused, naming the variable, where it disagrees), two ranks on the loopback reducing and
// broadcasting through Gloo, and a rank whose partner never comes stopping within its timeout, saying so.
#include "core/system/distributed_environment.h"
#include "core/system/internal/process_group.h"
#include "tests/support/wait_limits.h"

#include <torch/torch.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QtTest>

#include <cstring>

using namespace hw;

namespace {

constexpr char kPartnerFlag[] = "--partner-rank";

QProcessEnvironment environmentOf(const QStringList& pairs) {
    QProcessEnvironment env;
    for (const QString& pair : pairs)
        env.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
    return env;
}

// What each rank computes once joined: the sum of every rank's (rank + 1), and rank 0's 7 sent to all.
QString collectives(const JoinedProcessGroup& group, int rank) {
    std::vector<at::Tensor> summed{torch::full({3}, float(rank + 1))};
    group.backend->allreduce(summed)->wait();
    std::vector<at::Tensor> sent{torch::full({2}, rank == 0 ? 7.0f : 0.0f)};
    group.backend->broadcast(sent)->wait();
    return QStringLiteral("%1 %2").arg(summed[0][2].item<float>()).arg(sent[0][1].item<float>());
}

// The second process of the two-rank test: joins as its environment says, prints what it computed.
int runPartner() {
    Expected<DistributedEnvironment> env =
        distributedEnvironmentFrom(QProcessEnvironment::systemEnvironment());
    if (!env)
        return 2;
    Expected<JoinedProcessGroup> group = joinProcessGroup(env.value(), std::chrono::seconds(60));
    if (!group) {
        fprintf(stderr, "%s\n", qPrintable(group.error().toString()));
        return 3;
    }
    printf("%s\n", qPrintable(collectives(group.value(), env->rank)));
    return 0;
}

} // namespace

class ProcessGroupTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aProcessNoLauncherStartedIsAlone() {
        Expected<DistributedEnvironment> env = distributedEnvironmentFrom(environmentOf({"HOME=/root"}));
        QVERIFY(env.ok());
        QCOMPARE(env->worldSize, 1);
        QVERIFY(!env->distributed());
        // torchrun with one process: nothing to join either.
        QVERIFY(!distributedEnvironmentFrom(environmentOf({"WORLD_SIZE=1", "RANK=0"}))->distributed());
    }

    void readsTorchrunAndSlurm() {
        Expected<DistributedEnvironment> torchrun = distributedEnvironmentFrom(
            environmentOf({"RANK=3", "WORLD_SIZE=4", "LOCAL_RANK=1", "MASTER_ADDR=node7", "MASTER_PORT=29500",
                           "SLURM_PROCID=0", "SLURM_NTASKS=2"}));
        QVERIFY2(torchrun.ok(), qPrintable(torchrun.error().toString()));
        QCOMPARE(torchrun->launcher, QStringLiteral("torchrun")); // torchrun's workers inside a Slurm task
        QCOMPARE(torchrun->rank, 3);
        QCOMPARE(torchrun->worldSize, 4);
        QCOMPARE(torchrun->localRank, 1);
        QCOMPARE(torchrun->masterAddress, QStringLiteral("node7"));
        QCOMPARE(torchrun->masterPort, 29500);
        Expected<DistributedEnvironment> slurm =
            distributedEnvironmentFrom(environmentOf({"SLURM_PROCID=5", "SLURM_NTASKS=8", "SLURM_LOCALID=1",
                                                      "MASTER_ADDR=10.1.2.3", "MASTER_PORT=29400"}));
        QVERIFY2(slurm.ok(), qPrintable(slurm.error().toString()));
        QCOMPARE(slurm->launcher, QStringLiteral("slurm"));
        QCOMPARE(slurm->rank, 5);
        QCOMPARE(slurm->worldSize, 8);
        QCOMPARE(slurm->localRank, 1);
    }

    void refusesWhatDisagreesNamingTheVariable_data() {
        QTest::addColumn<QStringList>("environment");
        QTest::addColumn<QString>("variable");
        const QStringList ok{"RANK=1", "WORLD_SIZE=2", "MASTER_ADDR=127.0.0.1", "MASTER_PORT=29500"};
        const auto with = [&](const QString& replaced) {
            QStringList env = ok;
            const QString name = replaced.section(QLatin1Char('='), 0, 0);
            env.removeIf([&](const QString& pair) { return pair.startsWith(name + QLatin1Char('=')); });
            if (replaced.contains(QLatin1Char('=')))
                env << replaced;
            return env;
        };
        QTest::newRow("rank past the world") << with("RANK=2") << "RANK";
        QTest::newRow("negative rank") << with("RANK=-1") << "RANK";
        QTest::newRow("no rank") << with("RANK") << "RANK";
        QTest::newRow("world of words") << with("WORLD_SIZE=two") << "WORLD_SIZE";
        QTest::newRow("no master") << with("MASTER_ADDR") << "MASTER_ADDR";
        QTest::newRow("port too large") << with("MASTER_PORT=70000") << "MASTER_PORT";
        QTest::newRow("no port") << with("MASTER_PORT") << "MASTER_PORT";
        QTest::newRow("local rank of words") << with("LOCAL_RANK=x") << "LOCAL_RANK";
    }
    void refusesWhatDisagreesNamingTheVariable() {
        QFETCH(QStringList, environment);
        QFETCH(QString, variable);
        Expected<DistributedEnvironment> env = distributedEnvironmentFrom(environmentOf(environment));
        QVERIFY(!env.ok());
        QCOMPARE(env.error().where.toString(), variable);
    }

    void twoRanksReduceAndBroadcastOnTheLoopback() {
        const int port = freeLoopbackPort();
        QVERIFY(port > 0);
        QProcess partner;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const QString& pair :
             {QStringLiteral("RANK=1"), QStringLiteral("WORLD_SIZE=2"),
              QStringLiteral("MASTER_ADDR=127.0.0.1"), QStringLiteral("MASTER_PORT=%1").arg(port)})
            env.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
        partner.setProcessEnvironment(env);
        partner.start(QCoreApplication::applicationFilePath(), {QString::fromLatin1(kPartnerFlag)});
        QVERIFY(partner.waitForStarted());
        DistributedEnvironment rank0;
        rank0.worldSize = 2;
        rank0.masterAddress = QStringLiteral("127.0.0.1");
        rank0.masterPort = port;
        Expected<JoinedProcessGroup> group = joinProcessGroup(rank0, std::chrono::seconds(60));
        QVERIFY2(group.ok(), qPrintable(group.error().toString()));
        QCOMPARE(collectives(group.value(), 0), QStringLiteral("3 7"));
        QVERIFY(partner.waitForFinished(hw::test::kJobWaitMs));
        QCOMPARE(partner.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(partner.readAllStandardOutput()).trimmed(), QStringLiteral("3 7"));
    }

    void aRankWhosePartnerNeverComesStopsWithinItsTimeout() {
        DistributedEnvironment rank0;
        rank0.worldSize = 2;
        rank0.masterAddress = QStringLiteral("127.0.0.1");
        rank0.masterPort = freeLoopbackPort();
        QElapsedTimer clock;
        clock.start();
        Expected<JoinedProcessGroup> group = joinProcessGroup(rank0, std::chrono::seconds(2));
        QVERIFY(!group.ok());
        QVERIFY2(clock.elapsed() < 30000, qPrintable(QString::number(clock.elapsed())));
        const QString message = group.error().toString();
        QVERIFY2(message.contains(QStringLiteral("rank 0 of 2")) &&
                     message.contains(QStringLiteral("within 2 s")),
                 qPrintable(message));
    }
};

int main(int argc, char** argv) {
    if (argc == 2 && std::strcmp(argv[1], kPartnerFlag) == 0)
        return runPartner();
    QCoreApplication app(argc, argv);
    ProcessGroupTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_process_group.moc"
