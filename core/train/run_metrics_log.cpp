#include "core/train/run_metrics_log.h"

#include "core/project/project_store.h"
#include "core/project/run_store.h"
#include "core/util/atomic_file.h"
#include "core/util/json_numbers.h"
#include "core/util/ordinary_files.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace hw {

RunMetricsLog::~RunMetricsLog() {
    if (!m_finished) // a run that ends by an error or an exception is recorded as failed, whatever path it
                     // took
        finish(QStringLiteral("failed"));
}

Expected<bool> RunMetricsLog::open(const QString& runDirectory, ProjectStore* project, const QString& runName,
                                   const QJsonObject& config, qint64 resumedStep) {
    const QString path = QDir(runDirectory).filePath(QStringLiteral("metrics.jsonl"));
    if (resumedStep >= 0 && QFile::exists(path)) {
        Expected<QByteArray> old = readOrdinaryFile(path, FileKind::Log);
        if (!old)
            return old.error(); // never rewritten from nothing
        QByteArray kept;
        for (const QByteArray& line : old.value().split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            const std::optional<qint64> step = jsonWholeNumber(o.value(QLatin1String("step")));
            if (step && *step <= resumedStep)
                kept += line + '\n';
        }
        Expected<bool> rewritten = writeFileAtomically(path, kept);
        if (!rewritten)
            return rewritten;
    }
    m_jsonLines.setFileName(path);
    if (!m_jsonLines.open(QIODevice::WriteOnly | QIODevice::Append))
        return UserError{Text::tr("cannot write the metrics log (%1)").arg(m_jsonLines.errorString()), path,
                         Text::tr("check permissions")};
    if (!m_tensorBoard.open(runDirectory))
        m_context.log(LogLevel::Warning, Text::tr("cannot write TensorBoard events in %1").arg(runDirectory));
    if (project) {
        m_project = project;
        Expected<qint64> run =
            resumedStep >= 0 ? reopenRun(m_project->database(), QStringLiteral("pretrain"),
                                         QFileInfo(runDirectory).absoluteFilePath(), runName, resumedStep)
                             : Expected<qint64>(qint64(-1));
        if (run && run.value() < 0)
            run = createRun(m_project->database(), QStringLiteral("pretrain"), runName, config);
        if (!run)
            return run.error();
        m_runId = run.value();
        m_context.setRunId(m_runId);
    }
    return true;
}

void RunMetricsLog::record(qint64 step, const QVector<std::pair<QString, double>>& metrics) {
    const double now = QDateTime::currentMSecsSinceEpoch() / 1000.0;
    QJsonObject line{{QStringLiteral("step"), double(step)}, {QStringLiteral("time"), now}};
    for (const auto& [name, value] : metrics) {
        line.insert(name, value);
        m_tensorBoard.addScalar(name, value, step, now);
        m_context.metric(step, name, value);
    }
    m_jsonLines.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
    m_jsonLines.flush();
    m_tensorBoard.flush();
    if (m_project) {
        Expected<bool> stored = recordRunMetrics(m_project->database(), m_runId, step, metrics);
        if (!stored && !m_warnedProject) {
            m_warnedProject = true; // the files still have every metric; say it once, not every step
            m_context.log(LogLevel::Warning, stored.error().text());
        }
    }
}

void RunMetricsLog::finish(const QString& status) {
    m_finished = true;
    if (m_project)
        finishRun(m_project->database(), m_runId, status);
    m_jsonLines.close();
}

} // namespace hw
