#pragma once

#include "core/corpus/labelled_dataset.h"

#include <QCommandLineParser>
#include <QString>

#include <atomic>
#include <limits>
#include <optional>

namespace hw::cli {

// Option readers that print the contract's error line and set *exitCode when the value is bad.
std::optional<QString> requiredValue(const QCommandLineParser& parser, const QString& option,
                                     const QString& how, int* exitCode);
std::optional<int> intValue(const QCommandLineParser& parser, const QString& option, int fallback,
                            int minimum, int* exitCode, int maximum = std::numeric_limits<int>::max());
// --text-field (default "text"), --label-field (default "label"), --multi-label, --label-delimiter.
void addLabelledDataOptions(QCommandLineParser& parser);
LabelledReadOptions labelledReadOptions(const QCommandLineParser& parser);

// SIGINT and SIGTERM set the returned flag (a job polls it, checkpoints and stops) instead of killing the
// process.
std::atomic_bool& cancelOnSignals();

// A finite number from minimum to maximum.
std::optional<double> doubleValue(const QCommandLineParser& parser, const QString& option, double fallback,
                                  double minimum, double maximum, int* exitCode);

} // namespace hw::cli
