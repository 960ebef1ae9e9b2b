#include "ui/widgets/progress_text.h"
#include "ui/i18n/core_text.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

// The translation context of these texts (they belong to no widget).
class ProgressText {
    Q_DECLARE_TR_FUNCTIONS(ProgressText)
};

namespace hw::ui {

namespace {

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
        return ProgressText::tr("%1 documents").arg(n);
    case ProgressUnit::Tokens:
        return ProgressText::tr("%1 tokens").arg(n);
    case ProgressUnit::Steps:
        return ProgressText::tr("%1 steps").arg(n);
    case ProgressUnit::Pieces:
        return ProgressText::tr("%1 pieces").arg(n);
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
        return ProgressText::tr("%1/s").arg(bytes(perSecond));
    case ProgressUnit::Documents:
        return ProgressText::tr("%1 documents/s").arg(n);
    case ProgressUnit::Tokens:
        return ProgressText::tr("%1 tokens/s").arg(n);
    case ProgressUnit::Steps:
        return ProgressText::tr("%1 steps/s").arg(n);
    case ProgressUnit::Pieces:
        return ProgressText::tr("%1 pieces/s").arg(n);
    case ProgressUnit::Percent:
        return ProgressText::tr("%1%/s").arg(n);
    case ProgressUnit::Items:
        break;
    }
    return ProgressText::tr("%1/s").arg(n);
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

QString outcomeProblemText(const JobOutcome& outcome) {
    if (outcome.status == JobStatus::Cancelled)
        return ProgressText::tr("Cancelled.");
    return ProgressText::tr("Failed: %1").arg(outcome.error ? shown(*outcome.error) : shown(outcome.message));
}

QString jobStateText(JobState state) {
    switch (state) {
    case JobState::Queued:
        return ProgressText::tr("Queued");
    case JobState::Running:
        return ProgressText::tr("Running");
    case JobState::Paused:
        return ProgressText::tr("Paused");
    case JobState::Succeeded:
        return ProgressText::tr("Finished");
    case JobState::Cancelled:
        return ProgressText::tr("Cancelled");
    case JobState::Failed:
        return ProgressText::tr("Failed");
    }
    return QString();
}

} // namespace hw::ui
