#include "widgets/progress_text.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace hw::ui {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("ProgressText", text);
}

QString bytes(double value) {
    return QLocale().formattedDataSize(qint64(value), 1, QLocale::DataSizeSIFormat);
}

} // namespace

QString formatCount(qint64 n) {
    return QLocale().toString(n);
}

QString formatQuantity(double value, ProgressUnit unit) {
    const QString n = formatCount(qint64(std::llround(value)));
    switch (unit) {
    case ProgressUnit::Bytes:
        return bytes(value);
    case ProgressUnit::Documents:
        return tr("%1 documents").arg(n);
    case ProgressUnit::Tokens:
        return tr("%1 tokens").arg(n);
    case ProgressUnit::Steps:
        return tr("%1 steps").arg(n);
    case ProgressUnit::Pieces:
        return tr("%1 pieces").arg(n);
    case ProgressUnit::Percent:
        return QStringLiteral("%1%").arg(value, 0, 'f', 0);
    case ProgressUnit::Items:
        break;
    }
    return n;
}

QString formatRate(double perSecond, ProgressUnit unit) {
    if (perSecond <= 0)
        return QStringLiteral("—");
    const QString n = QLocale().toString(perSecond, 'f', perSecond < 10 ? 2 : 0);
    switch (unit) {
    case ProgressUnit::Bytes:
        return tr("%1/s").arg(bytes(perSecond));
    case ProgressUnit::Documents:
        return tr("%1 documents/s").arg(n);
    case ProgressUnit::Tokens:
        return tr("%1 tokens/s").arg(n);
    case ProgressUnit::Steps:
        return tr("%1 steps/s").arg(n);
    case ProgressUnit::Pieces:
        return tr("%1 pieces/s").arg(n);
    case ProgressUnit::Percent:
        return tr("%1%/s").arg(n);
    case ProgressUnit::Items:
        break;
    }
    return tr("%1/s").arg(n);
}

QString formatDuration(double seconds) {
    if (seconds < 0 || !std::isfinite(seconds))
        return QStringLiteral("—");
    const qint64 s = qint64(std::llround(seconds));
    if (s < 3600)
        return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2:%3")
        .arg(s / 3600)
        .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString jobStateText(JobState state) {
    switch (state) {
    case JobState::Queued:
        return tr("Queued");
    case JobState::Running:
        return tr("Running");
    case JobState::Paused:
        return tr("Paused");
    case JobState::Succeeded:
        return tr("Finished");
    case JobState::Cancelled:
        return tr("Cancelled");
    case JobState::Failed:
        return tr("Failed");
    }
    return QString();
}

} // namespace hw::ui
