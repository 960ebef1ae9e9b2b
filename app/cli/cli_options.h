#pragma once

#include <QCommandLineParser>
#include <QString>

#include <optional>

namespace hw::cli {

// Option readers that print the contract's error line and set *exitCode when the value is bad.
std::optional<QString> requiredValue(const QCommandLineParser& parser, const QString& option, const QString& how, int* exitCode);
std::optional<int> intValue(const QCommandLineParser& parser, const QString& option, int fallback, int minimum, int* exitCode);
std::optional<double> doubleValue(const QCommandLineParser& parser, const QString& option, double fallback, double minimum, int* exitCode);

} // namespace hw::cli
