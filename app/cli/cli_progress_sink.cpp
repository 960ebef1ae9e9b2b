#include "app/cli/cli_progress_sink.h"

#include "app/cli/cli_output.h"

#include <cstdio>

namespace hw::cli {

void CliProgressSink::onProgress(const JobProgress& p) {
    std::lock_guard<std::mutex> lock(m_mutex);
    const bool finished = p.total > 0 && p.done >= p.total;
    if (m_sinceLast.elapsed() < 250 && !finished)
        return;
    m_sinceLast.restart();
    if (m_json) {
        QJsonObject line{{QStringLiteral("event"), QStringLiteral("progress")},
                         {QStringLiteral("phase"), p.phase.toString()},
                         {QStringLiteral("unit"), progressUnitName(p.unit)},
                         {QStringLiteral("done"), p.done},
                         {QStringLiteral("total"), p.total},
                         {QStringLiteral("rate"), p.rate},
                         {QStringLiteral("eta_s"), p.etaSeconds},
                         {QStringLiteral("elapsed_s"), p.elapsedSeconds}};
        if (!p.detail.isEmpty())
            line.insert(QStringLiteral("detail"), p.detail.toString());
        printJsonLine(line);
        return;
    }
    const QString percent =
        p.total > 0 ? QStringLiteral("%1%").arg(100.0 * p.done / p.total, 0, 'f', 0) : QStringLiteral("...");
    const QString eta =
        p.etaSeconds >= 0 ? QStringLiteral(", %1 s left").arg(p.etaSeconds, 0, 'f', 0) : QString();
    const QString detail = p.detail.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(p.detail.toString());
    std::fprintf(stderr, "%s%s %s%s\n", qPrintable(p.phase.toString()), qPrintable(detail),
                 qPrintable(percent), qPrintable(eta));
}

void CliProgressSink::onLog(LogLevel level, const Text& message) {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_json)
        printJsonLine({{QStringLiteral("event"), QStringLiteral("log")},
                       {QStringLiteral("level"), level == LogLevel::Error     ? QStringLiteral("error")
                                                 : level == LogLevel::Warning ? QStringLiteral("warning")
                                                                              : QStringLiteral("info")},
                       {QStringLiteral("message"), message.toString()}});
    else if (level != LogLevel::Error) // the command prints its own `error:` line
        std::fprintf(stderr, "%s\n", qPrintable(visibleText(message.toString(), false)));
}

void CliProgressSink::onMetric(const MetricPoint& m) {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_json)
        printJsonLine({{QStringLiteral("event"), QStringLiteral("metric")},
                       {QStringLiteral("step"), m.step},
                       {QStringLiteral("name"), m.name},
                       {QStringLiteral("value"), m.value}});
}

} // namespace hw::cli
