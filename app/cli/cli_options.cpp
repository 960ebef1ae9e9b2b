#include "cli/cli_options.h"

#include "cli/cli_output.h"

namespace hw::cli {

std::optional<QString> requiredValue(const QCommandLineParser& parser, const QString& option, const QString& how, int* exitCode)
{
    if (parser.isSet(option) && !parser.value(option).isEmpty())
        return parser.value(option);
    *exitCode = reportBadInput({QStringLiteral("missing required option --%1").arg(option), QStringLiteral("--%1").arg(option), how});
    return std::nullopt;
}

std::optional<int> intValue(const QCommandLineParser& parser, const QString& option, int fallback, int minimum, int* exitCode)
{
    if (!parser.isSet(option))
        return fallback;
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < minimum) {
        *exitCode = reportBadInput({QStringLiteral("invalid value '%1'").arg(parser.value(option)), QStringLiteral("--%1").arg(option),
                                    QStringLiteral("give a whole number of at least %1").arg(minimum)});
        return std::nullopt;
    }
    return value;
}

std::optional<double> doubleValue(const QCommandLineParser& parser, const QString& option, double fallback, double minimum, int* exitCode)
{
    if (!parser.isSet(option))
        return fallback;
    bool ok = false;
    const double value = parser.value(option).toDouble(&ok);
    if (!ok || !(value >= minimum)) {
        *exitCode = reportBadInput({QStringLiteral("invalid value '%1'").arg(parser.value(option)), QStringLiteral("--%1").arg(option),
                                    QStringLiteral("give a number of at least %1").arg(minimum)});
        return std::nullopt;
    }
    return value;
}

} // namespace hw::cli
