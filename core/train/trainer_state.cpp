#include "core/train/trainer_state.h"

#include "core/util/json_numbers.h"

#include <QStringList>

#include <algorithm>

namespace hw {

QJsonObject TrainerState::toJson() const {
    return {{QStringLiteral("step"), double(step)},
            {QStringLiteral("epoch"), double(cursor.epoch)},
            {QStringLiteral("position"), double(cursor.position)},
            {QStringLiteral("examples_taken"), double(examplesTaken)},
            {QStringLiteral("best_eval_loss"), bestEvalLoss},
            {QStringLiteral("best_step"), double(bestStep)},
            {QStringLiteral("evaluations_without_improvement"), evaluationsWithoutImprovement},
            {QStringLiteral("tokens_seen"), double(tokensSeen)},
            {QStringLiteral("elapsed_seconds"), elapsedSeconds},
            {QStringLiteral("identity"), identity}};
}

Expected<TrainerState> TrainerState::fromJson(const QJsonObject& json, const QString& where) {
    QStringList damaged;
    // A whole number >= minimum; absent fields take the fallback when there is one.
    auto whole = [&](const char* field, qint64 minimum, std::optional<qint64> fallback = std::nullopt) {
        const QJsonValue value = json.value(QLatin1String(field));
        if (value.isUndefined() && fallback)
            return *fallback;
        const std::optional<qint64> n = jsonWholeNumber(value);
        if (!n || *n < minimum) {
            damaged.append(QLatin1String(field));
            return minimum;
        }
        return *n;
    };
    TrainerState s;
    s.step = whole("step", 0);
    s.cursor.epoch = whole("epoch", 0);
    s.cursor.position = whole("position", 0);
    s.examplesTaken = whole("examples_taken", -1, -1); // -1 as written for a state that did not count them
    s.bestEvalLoss = json.value(QLatin1String("best_eval_loss")).toDouble(-1);
    s.bestStep = whole("best_step", -1, -1);
    s.evaluationsWithoutImprovement =
        int(std::min<qint64>(whole("evaluations_without_improvement", 0, 0), 1 << 30));
    s.tokensSeen = whole("tokens_seen", 0, 0);
    s.elapsedSeconds = json.value(QLatin1String("elapsed_seconds")).toDouble();
    s.identity = json.value(QLatin1String("identity")).toObject();
    if (!damaged.isEmpty())
        return UserError{Text::tr("the trainer state is damaged: %1 missing, fractional or out of range")
                             .arg(damaged.join(QStringLiteral(", "))),
                         where,
                         Text::tr("remove the damaged checkpoint folder to resume from an earlier one")};
    return s;
}

Expected<bool> TrainerState::dataPositionAgrees(qint64 examples, qint64 rowsPerStep,
                                                const QString& where) const {
    if (examples <= 0)
        return true;
    const __int128 taken = examplesTaken >= 0 ? __int128(examplesTaken) : __int128(step) * rowsPerStep;
    if (__int128(cursor.epoch) * examples + cursor.position == taken &&
        cursor.position <= examples) // an epoch that ended exactly wraps at the next take
        return true;
    return UserError{
        Text::tr("the trainer state says step %1, but its data position (epoch %2, example %3) is "
                 "not where step %1 ends")
            .arg(step)
            .arg(cursor.epoch)
            .arg(cursor.position),
        where, Text::tr("remove the damaged checkpoint folder to resume from an earlier one")};
}

} // namespace hw
