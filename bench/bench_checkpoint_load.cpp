// Loading a BERT-base-sized (110M parameters) model.safetensors into a model; target < 1 s.
// Usage: bench_checkpoint_load [MODEL_DIR]  (without a directory, a random BERT-base is written first)
#include "core/model/model_presets.h"
#include "core/model_io/internal/model_directory.h"
#include "core/model_io/model_files.h"
#include "core/system/intra_op_threads.h"

#include <torch/torch.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace hw;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    setIntraOpThreads(0);
    QTemporaryDir tmp;
    QString dir = app.arguments().value(1);
    if (dir.isEmpty()) {
        Expected<ModelConfig> config = presetModelConfig(ModelFamily::Bert, QStringLiteral("base"), 30522);
        dir = tmp.filePath(QStringLiteral("bert-base"));
        Expected<ModelWriteSummary> written = createRandomModel(config.value(), QString(), dir, 1, false);
        if (!written) {
            std::fprintf(stderr, "error: %s\n", qPrintable(written.error().toString()));
            return 1;
        }
    }
    std::vector<double> seconds;
    qint64 parameters = 0;
    for (int run = 0; run < 5; ++run) {
        QElapsedTimer timer;
        timer.start();
        Expected<LoadedModel> loaded = loadModelDirectory(dir);
        seconds.push_back(timer.nsecsElapsed() / 1e9);
        if (!loaded) {
            std::fprintf(stderr, "error: %s\n", qPrintable(loaded.error().toString()));
            return 1;
        }
        parameters = 0;
        for (const auto& p : loaded->model->parameters())
            parameters += p.numel();
    }
    std::sort(seconds.begin(), seconds.end());
    const QJsonObject result{{QStringLiteral("benchmark"), QStringLiteral("checkpoint_load")},
                             {QStringLiteral("parameters"), parameters},
                             {QStringLiteral("median_s"), seconds[seconds.size() / 2]},
                             {QStringLiteral("best_s"), seconds.front()},
                             {QStringLiteral("target_s"), 1.0},
                             {QStringLiteral("meets_target"), seconds[seconds.size() / 2] < 1.0}};
    std::puts(QJsonDocument(result).toJson(QJsonDocument::Compact).constData());
    return 0;
}
