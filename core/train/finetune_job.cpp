#include "core/train/finetune_job.h"

#include "core/model_io/pretraining_record.h"

#include "core/stats/mean_and_std.h"
#include "core/system/compute_devices.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/train/internal/classifier_training.h"
#include "core/train/training_memory_check.h"
#include "core/util/atomic_file.h"
#include "core/util/writable_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace hw {

QJsonObject FinetuneResult::summaryJson() const {
    QJsonObject metrics;
    const QStringList names = multiLabel
                                  ? QStringList{QStringLiteral("subset_accuracy"), QStringLiteral("f1_macro"),
                                                QStringLiteral("f1_micro"), QStringLiteral("hamming_loss")}
                                  : QStringList{QStringLiteral("accuracy"), QStringLiteral("f1_macro"),
                                                QStringLiteral("f1_micro"), QStringLiteral("f1_weighted")};
    // No test examples, no test metrics: zeros would read as a model that learned nothing.
    for (const QString& name : testTruth.isEmpty() ? QStringList() : names) {
        QVector<double> values;
        for (const FinetuneSeedResult& s : seeds)
            values.append(s.test.toJson().value(name).toDouble());
        metrics.insert(name, meanAndStd(values).toJson());
    }
    QJsonArray runs;
    for (const FinetuneSeedResult& s : seeds)
        runs.append(QJsonObject{{QStringLiteral("seed"), QString::number(s.seed)},
                                {QStringLiteral("best_epoch"), s.bestEpoch},
                                {QStringLiteral("model"), s.modelDirectory},
                                {QStringLiteral("predictions"), s.predictionsFile},
                                {QStringLiteral("validation_f1_macro"), s.validation.macroF1},
                                {QStringLiteral("test"), s.test.toJson()}});
    return {{QStringLiteral("labels"), QJsonArray::fromStringList(labels)},
            {QStringLiteral("problem_type"), multiLabel ? QStringLiteral("multi_label_classification")
                                                        : QStringLiteral("single_label_classification")},
            {QStringLiteral("test_examples"), qint64(testTruth.size())},
            {QStringLiteral("test"), metrics},
            {QStringLiteral("runs"), runs}};
}

JobOutcome FinetuneJob::fail(UserError error) {
    m_error = std::move(error);
    return {JobStatus::Failed, m_error.toString(), m_error};
}

JobOutcome FinetuneJob::run(JobContext& context) {
    const FinetuneSpec& spec = m_spec;
    if (spec.epochs < 1 || spec.batchSize < 1 || spec.maxLength < 8 || spec.seeds < 1 ||
        spec.learningRate <= 0)
        return fail({QStringLiteral("epochs, batch size, seeds and learning rate must be positive and the "
                                    "maximum length at least 8"),
                     QStringLiteral("finetune options"),
                     QStringLiteral("check --epochs, --batch-size, --seeds, --lr, --max-length")});
    if (spec.outputDirectory.isEmpty())
        return fail({QStringLiteral("no output folder given"), QStringLiteral("--output"),
                     QStringLiteral("name a folder for the fine-tuned models")});
    if (!QFileInfo(spec.modelDirectory).isDir())
        return fail({QStringLiteral("model directory does not exist"), spec.modelDirectory,
                     QStringLiteral("give a Hugging Face model directory")});
    // Known before training, not after it: the fine-tuned models go here.
    Expected<bool> writable = requireWritableFolder(spec.outputDirectory, QStringLiteral("--output"));
    if (!writable)
        return fail(writable.error());

    if (const std::optional<PretrainingRecord> record = readPretrainingRecord(spec.modelDirectory)) {
        const QString warning = shortPretrainingWarning(*record, spec.learningRate);
        if (!warning.isEmpty())
            context.log(LogLevel::Warning, warning);
    }

    QString why;
    if (!isUsableDevice(spec.device, &why))
        return fail({why, QStringLiteral("--device"),
                     QStringLiteral("run `headwater-cli info` for the devices this machine has")});
    Expected<ModelConfig> config =
        readModelConfig(QDir(spec.modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return fail(config.error());
    Expected<bool> fits = checkTrainingFitsDevice(
        config.value(), {spec.batchSize, spec.maxLength, QStringLiteral("fp32"), spec.device,
                         QStringLiteral("batch-size"), QStringLiteral("max-length")});
    if (!fits)
        return fail(fits.error());

    Expected<LabelledDataset> train = readLabelledDataset({spec.trainFile}, spec.read);
    if (!train)
        return fail(train.error());
    if (train->examples.isEmpty())
        return fail(
            {QStringLiteral("the training file has no labelled examples"), spec.trainFile,
             QStringLiteral(
                 "check --text-field and --label-field (import-corpus --preview shows the columns)")});
    LabelledReadOptions known = spec.read;
    known.knownLabels = train->labels;
    auto readSplit = [&](const QString& file) -> Expected<LabelledDataset> {
        if (file.isEmpty()) {
            LabelledDataset none;
            none.labels = train->labels;
            none.multiLabel = train->multiLabel;
            return none;
        }
        return readLabelledDataset({file}, known);
    };
    Expected<LabelledDataset> validation = readSplit(spec.validationFile);
    Expected<LabelledDataset> test = readSplit(spec.testFile);
    if (!validation || !test)
        return fail(validation ? test.error() : validation.error());
    // Rows of the evaluation files that were skipped (above all, labels the training file never shows) are
    // said, not dropped silently: they change what the scores mean.
    const std::pair<const LabelledDataset*, QString> read[] = {{&validation.value(), spec.validationFile},
                                                               {&test.value(), spec.testFile}};
    for (const auto& [set, file] : read)
        if (set->malformedRows > 0)
            context.log(LogLevel::Warning, QStringLiteral("%1: %2 rows left out, e.g. %3")
                                               .arg(QFileInfo(file).fileName())
                                               .arg(set->malformedRows)
                                               .arg(set->malformedExamples.value(0)));
    LabelledDataset trainSet = train.value();
    LabelledDataset validationSet = validation.value();
    // A text seen in training says nothing about generalisation: such examples leave the evaluation sets.
    const std::pair<LabelledDataset*, QString> evaluated[] = {{&validationSet, QStringLiteral("validation")},
                                                              {&test.value(), QStringLiteral("test")}};
    for (const auto& [set, name] : evaluated) {
        const qint64 removed = removeTextsSeenIn(trainSet, *set);
        if (removed > 0)
            context.log(LogLevel::Warning,
                        QStringLiteral("%1 %2 examples also in the training file were left out of the %2 set")
                            .arg(removed)
                            .arg(name));
    }
    if (spec.validationFile
            .isEmpty()) { // hold out a stratified tenth of the training file for model selection
        DatasetSplits splits = stratifiedSplit(trainSet, 0.1, 0.0, spec.seed);
        trainSet = splits.train;
        validationSet = splits.validation;
        context.log(LogLevel::Info,
                    QStringLiteral("no validation file: %1 training examples held out for validation")
                        .arg(validationSet.examples.size()));
    }

    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(spec.modelDirectory);
    if (!tokenizer)
        return fail(tokenizer.error());
    ClassifierData data;
    data.labels = trainSet.labels;
    data.multiLabel = trainSet.multiLabel;
    data.train = encodeLabelledExamples(trainSet, *tokenizer.value(), spec.maxLength);
    data.validation = encodeLabelledExamples(validationSet, *tokenizer.value(), spec.maxLength);
    data.test = encodeLabelledExamples(test.value(), *tokenizer.value(), spec.maxLength);
    data.testSet = &test.value();
    data.validationSet = &validationSet;
    context.log(LogLevel::Info,
                QStringLiteral("%1 labels (%2), %3 training / %4 validation / %5 test examples")
                    .arg(data.labels.size())
                    .arg(data.multiLabel ? QStringLiteral("multi-label") : QStringLiteral("single-label"))
                    .arg(data.train.ids.size())
                    .arg(data.validation.ids.size())
                    .arg(data.test.ids.size()));

    m_result.labels = data.labels;
    m_result.multiLabel = data.multiLabel;
    for (const LabelledExample& e : test->examples)
        m_result.testTruth.append(e.labels);
    for (int s = 0; s < spec.seeds; ++s) {
        const uint64_t seed = spec.seed + uint64_t(s);
        context.setDetail(spec.runLabel.isEmpty()
                              ? QStringLiteral("seed %1 (%2 of %3)").arg(seed).arg(s + 1).arg(spec.seeds)
                              : QStringLiteral("%1, seed %2 (run %3 of %4)")
                                    .arg(spec.runLabel)
                                    .arg(seed)
                                    .arg(spec.runOffset + s + 1)
                                    .arg(spec.runTotal));
        Expected<FinetuneSeedResult> r =
            trainClassifierSeed(spec, seed, data, *tokenizer.value(),
                                QDir(spec.outputDirectory).filePath(QStringLiteral("seed-%1").arg(seed)),
                                context, spec.runOffset + s, spec.runTotal > 0 ? spec.runTotal : spec.seeds);
        if (!r)
            return r.error().isCancellation()
                       ? JobOutcome{JobStatus::Cancelled, QStringLiteral("fine-tuning cancelled")}
                       : fail(r.error());
        context.log(LogLevel::Info,
                    QStringLiteral("seed %1: best epoch %2, validation macro-F1 %3, %4")
                        .arg(seed)
                        .arg(r->bestEpoch)
                        .arg(r->validation.macroF1, 0, 'f', 4)
                        .arg(test->examples.isEmpty()
                                 ? QStringLiteral("no test examples")
                                 : QStringLiteral("test macro-F1 %1").arg(r->test.macroF1, 0, 'f', 4)));
        m_result.seeds.append(r.value());
    }
    Expected<bool> written =
        writeFileAtomically(QDir(spec.outputDirectory).filePath(QStringLiteral("summary.json")),
                            QJsonDocument(m_result.summaryJson()).toJson());
    if (!written)
        return fail(written.error());
    return {JobStatus::Succeeded, QStringLiteral("fine-tuned %1 seed(s)").arg(spec.seeds)};
}

} // namespace hw
