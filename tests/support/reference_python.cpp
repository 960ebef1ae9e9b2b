#include "tests/support/reference_python.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace hw::test {

namespace {

const char* const kInstallHint =
    "run packaging/install-deps.sh (it creates the Python environment with torch, "
    "transformers, tokenizers, sentencepiece, safetensors, scikit-learn, onnx and onnxruntime)";

QString scriptPath() {
    return QStringLiteral(HEADWATER_SOURCE_DIR) + QStringLiteral("/tests/python/hf_reference.py");
}

} // namespace

ReferenceRun runReference(const QString& command, const QStringList& arguments, int timeoutMs) {
    ReferenceRun run;
    const QString python = QStringLiteral(HEADWATER_PYTHON);
    if (!QFileInfo(python).isExecutable()) {
        run.failure = QStringLiteral("the reference Python %1 does not exist: %2")
                          .arg(python, QLatin1String(kInstallHint));
        return run;
    }
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HF_HUB_OFFLINE"), QStringLiteral("1")); // the reference never downloads
    env.insert(QStringLiteral("TOKENIZERS_PARALLELISM"), QStringLiteral("false"));
    env.insert(QStringLiteral("PYTHONWARNINGS"), QStringLiteral("ignore"));
    process.setProcessEnvironment(env);
    process.start(python, QStringList{scriptPath(), command} + arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.failure =
            QStringLiteral("hf_reference.py %1 did not finish in %2 s").arg(command).arg(timeoutMs / 1000);
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.output = process.readAllStandardOutput();
    run.ok = run.exitCode == 0;
    if (!run.ok)
        run.failure = QStringLiteral("hf_reference.py %1 %2 exited %3: %4\n%5")
                          .arg(command, arguments.join(QLatin1Char(' ')))
                          .arg(run.exitCode)
                          .arg(QString::fromUtf8(run.output),
                               QString::fromUtf8(process.readAllStandardError().right(4000)));
    return run;
}

QString referenceStackProblem() {
    const ReferenceRun run = runReference(QStringLiteral("check"), {});
    if (run.exitCode != 0 && run.exitCode != 4)
        return run.failure;
    const QJsonArray missing =
        QJsonDocument::fromJson(run.output).object().value(QLatin1String("missing")).toArray();
    if (missing.isEmpty())
        return QString();
    QStringList names;
    for (const QJsonValue& v : missing)
        names << v.toString();
    return QStringLiteral("the reference Python %1 lacks %2: %3")
        .arg(QStringLiteral(HEADWATER_PYTHON), names.join(QStringLiteral(", ")), QLatin1String(kInstallHint));
}

} // namespace hw::test
