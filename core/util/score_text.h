#pragma once

#include <QLocale>
#include <QString>

namespace hw {

// Scores people compare (F1, accuracy, precision, recall, agreement: shares from 0 to 1) with three decimals
// in the locale's digits, so that they line up: 1.000 beside 0.967.
QString scoreText(double value, const QLocale& locale = QLocale());
// A mean over seeds with its standard deviation: "0.967 ± 0.005".
QString scoreSpreadText(double mean, double std, const QLocale& locale = QLocale());
// A difference between two scores, always signed: "+0.012", "-0.004".
QString scoreDifferenceText(double difference, const QLocale& locale = QLocale());

} // namespace hw
