#include "app/cli/pretrain_recorded_arguments.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hw::cli {

namespace {

QString number(const QJsonValue& v) {
    const double d = v.toDouble();
    return d == double(qint64(d)) ? QString::number(qint64(d)) : QString::number(d, 'g', 17);
}

} // namespace

Expected<QStringList> recordedPretrainArguments(const QString& runDirectory, bool keepCorpora,
                                                bool keepTextFields, bool keepWatch, bool keepGeneral) {
    const QString path = QDir(runDirectory).filePath(QStringLiteral("run.json"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return UserError{
            QStringLiteral("no run to resume (%1)").arg(file.errorString()), path,
            QStringLiteral(
                "give the run folder of an earlier `pretrain --output`, or start a run with --model")};
    QJsonParseError error;
    const QJsonObject run = QJsonDocument::fromJson(file.readAll(), &error).object();
    if (error.error != QJsonParseError::NoError || !run.contains(QLatin1String("model")))
        return UserError{QStringLiteral("run.json is not a pretraining run's record"), path,
                         QStringLiteral("give --model and the other options again")};

    QStringList args;
    auto text = [&](const char* key, const char* option) {
        const QString value = run.value(QLatin1String(key)).toString();
        if (!value.isEmpty())
            args << QStringLiteral("--") + QLatin1String(option) << value;
    };
    auto numeric = [&](const char* key, const char* option) {
        if (run.value(QLatin1String(key)).isDouble())
            args << QStringLiteral("--") + QLatin1String(option) << number(run.value(QLatin1String(key)));
    };
    text("model", "model");
    text("generator", "generator");
    text("objective", "objective");
    text("packing", "packing");
    text("schedule", "schedule");
    text("precision", "precision");
    text("format", "format");
    text("device", "device");
    text("project", "project");
    text("cache_dir", "cache-dir");
    const std::pair<const char*, const char*> numbers[] = {{"generator_size_fraction", "generator-size"},
                                                           {"seq_len", "seq-len"},
                                                           {"batch_size", "batch-size"},
                                                           {"grad_accum", "grad-accum"},
                                                           {"lr", "lr"},
                                                           {"weight_decay", "weight-decay"},
                                                           {"warmup_steps", "warmup"},
                                                           {"mask_rate", "mask-rate"},
                                                           {"discriminator_weight", "disc-weight"},
                                                           {"seed", "seed"},
                                                           {"max_steps", "max-steps"},
                                                           {"eval_examples", "eval-examples"},
                                                           {"log_every", "log-every"},
                                                           {"eval_every", "eval-every"},
                                                           {"save_every", "save-every"},
                                                           {"keep", "keep"},
                                                           {"patience", "patience"},
                                                           {"time_limit", "time-limit"}};
    for (const auto& [key, option] : numbers)
        numeric(key, option);
    if (run.value(QLatin1String("validation_ratio")).isDouble())
        args << QStringLiteral("--validation-percent")
             << number(run.value(QLatin1String("validation_ratio")).toDouble() * 100);
    if (!keepTextFields)
        for (const QJsonValue& field : run.value(QLatin1String("text_fields")).toArray())
            args << QStringLiteral("--text-field") << field.toString();
    if (!keepWatch)
        for (const QJsonValue& sentence : run.value(QLatin1String("watch")).toArray())
            args << QStringLiteral("--watch") << sentence.toString();
    if (!keepGeneral)
        for (const char* key : {"general_corpus_files", "general_corpus_names"})
            for (const QJsonValue& corpus : run.value(QLatin1String(key)).toArray())
                args << QStringLiteral("--general-corpus") << corpus.toString();
    if (!keepCorpora) {
        for (const char* key : {"corpus_files", "corpus_names"})
            for (const QJsonValue& corpus : run.value(QLatin1String(key)).toArray())
                args << QStringLiteral("--corpus") << corpus.toString();
    }
    return args;
}

} // namespace hw::cli
