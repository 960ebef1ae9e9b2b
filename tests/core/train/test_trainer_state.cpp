// A checkpoint's trainer_state.json read back as it was written, a state from before rows were counted
// included; damaged fields refused by name.
#include "core/train/trainer_state.h"

#include <QTest>

using namespace hw;

class TrainerStateTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A state that did not count its rows (examples_taken absent) is written back with -1 and read again
    // unchanged, so a checkpoint saved from it stays resumable.
    void aStateWithoutRowCountsReadsBackUnchanged() {
        const QJsonObject old{
            {"step", 4},      {"epoch", 1},         {"position", 3},         {"best_eval_loss", 2.5},
            {"best_step", 4}, {"tokens_seen", 512}, {"elapsed_seconds", 1.5}};
        const Expected<TrainerState> state = TrainerState::fromJson(old, QStringLiteral("state.json"));
        QVERIFY(state);
        QCOMPARE(state->examplesTaken, qint64(-1));
        const Expected<TrainerState> again = TrainerState::fromJson(state->toJson(), QStringLiteral("again"));
        QVERIFY2(again, qPrintable(again ? QString() : again.error().what.toString()));
        QCOMPARE(again->toJson(), state->toJson());
        // Without a count the position is checked against the step's rows: 4 steps of 2 rows over 5 examples.
        QVERIFY(again->dataPositionAgrees(5, 2, QStringLiteral("again")));
        QVERIFY(!again->dataPositionAgrees(5, 3, QStringLiteral("again")));
    }

    void damagedFieldsAreNamed() {
        const QJsonObject damaged{{"step", 4.5}, {"epoch", 0}, {"position", 3}, {"examples_taken", -2}};
        const Expected<TrainerState> state = TrainerState::fromJson(damaged, QStringLiteral("state.json"));
        QVERIFY(!state);
        const QString message = state.error().what.toString();
        QVERIFY2(message.contains(QStringLiteral("step, examples_taken")), qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TrainerStateTest)
#include "test_trainer_state.moc"
