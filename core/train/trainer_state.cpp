#include "train/trainer_state.h"

namespace hw {

QJsonObject TrainerState::toJson() const {
    return {{QStringLiteral("step"), double(step)},
            {QStringLiteral("epoch"), double(cursor.epoch)},
            {QStringLiteral("position"), double(cursor.position)},
            {QStringLiteral("best_eval_loss"), bestEvalLoss},
            {QStringLiteral("best_step"), double(bestStep)},
            {QStringLiteral("evaluations_without_improvement"), evaluationsWithoutImprovement},
            {QStringLiteral("tokens_seen"), double(tokensSeen)},
            {QStringLiteral("elapsed_seconds"), elapsedSeconds},
            {QStringLiteral("identity"), identity}};
}

TrainerState TrainerState::fromJson(const QJsonObject& json) {
    TrainerState s;
    s.step = qint64(json.value(QLatin1String("step")).toDouble());
    s.cursor.epoch = qint64(json.value(QLatin1String("epoch")).toDouble());
    s.cursor.position = qint64(json.value(QLatin1String("position")).toDouble());
    s.bestEvalLoss = json.value(QLatin1String("best_eval_loss")).toDouble(-1);
    s.bestStep = qint64(json.value(QLatin1String("best_step")).toDouble(-1));
    s.evaluationsWithoutImprovement = json.value(QLatin1String("evaluations_without_improvement")).toInt();
    s.tokensSeen = qint64(json.value(QLatin1String("tokens_seen")).toDouble());
    s.elapsedSeconds = json.value(QLatin1String("elapsed_seconds")).toDouble();
    s.identity = json.value(QLatin1String("identity")).toObject();
    return s;
}

} // namespace hw
