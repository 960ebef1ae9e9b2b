#include "core/train/finetune_job.h"

#include "core/model_io/pretraining_record.h"

#include "core/stats/mean_and_std.h"
#include "core/system/compute_devices.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/train/finetune_settings.h"
#include "core/train/internal/classifier_training.h"
#include "core/train/internal/data_parallel.h"
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

// What a fine-tuning job holds between its steps: the labelled sets (the encoded data points into them) and
// the tokenizer.
struct FinetuneJob::Session {
    explicit Session(JobContext& c)
        : context(c) {}

    JobContext& context;
    LabelledDataset train, validation, test;
    std::shared_ptr<const TextTokenizer> tokenizer;
    ClassifierData data;
};

Expected<std::shared_ptr<DataParallel>> FinetuneJob::joinRanks(const DistributedEnvironment& environment,
                                                               JobContext& context) {
    Expected<std::unique_ptr<DataParallel>> joined = DataParallel::join(environment, context);
    if (!joined)
        return joined.error();
    return std::shared_ptr<DataParallel>(std::move(joined.value()));
}

bool FinetuneJob::writes() const {
    return !m_parallel || m_parallel->rank() == 0;
}

JobOutcome FinetuneJob::run(JobContext& context) {
    Session s(context);
    Expected<bool> done = checkSettings();
    if (done) {
        warnAboutShortPretraining(context);
        done = checkDevice();
    }
    if (done && m_spec.distributed.distributed() && !m_parallel) {
        Expected<std::shared_ptr<DataParallel>> joined = joinRanks(m_spec.distributed, context);
        if (joined)
            m_parallel = joined.value();
        else
            done = joined.error();
    }
    if (done)
        done = readLabelledFiles(s);
    if (done) {
        keepEvaluationSetsApart(s);
        done = encodeExamples(s);
    }
    try {
        if (done)
            done = trainSeeds(s);
    } catch (const RankLost& lost) {
        // Fine-tuning keeps no checkpoints: the run starts again.
        UserError error = lost.error();
        error.how = Text::tr("see why that rank stopped, then start all %1 processes again")
                        .arg(m_parallel->worldSize());
        return fail(error);
    }
    if (done && writes())
        done = writeFileAtomically(QDir(m_spec.outputDirectory).filePath(QStringLiteral("summary.json")),
                                   QJsonDocument(m_result.summaryJson()).toJson());
    if (!done)
        return done.error().isCancellation()
                   ? JobOutcome{JobStatus::Cancelled, Text::tr("fine-tuning cancelled")}
                   : fail(done.error());
    return {JobStatus::Succeeded, Text::tr("fine-tuned %n seed(s)", nullptr, m_spec.seeds)};
}

Expected<bool> FinetuneJob::checkSettings() const {
    const FinetuneSpec& spec = m_spec;
    if (Expected<bool> inRange = checkFinetuneSettings(spec); !inRange)
        return inRange;
    if (spec.outputDirectory.isEmpty())
        return UserError{Text::tr("no output folder given"), Text::setting(QStringLiteral("output")),
                         Text::tr("name a folder for the fine-tuned models")};
    if (!QFileInfo(spec.modelDirectory).isDir())
        return UserError{Text::tr("model directory does not exist"), spec.modelDirectory,
                         Text::tr("give a Hugging Face model directory")};
    // Known before training, not after it: the fine-tuned models go here.
    return requireWritableFolder(spec.outputDirectory, Text::setting(QStringLiteral("output")));
}

void FinetuneJob::warnAboutShortPretraining(JobContext& context) const {
    if (const std::optional<PretrainingRecord> record = readPretrainingRecord(m_spec.modelDirectory)) {
        const Text warning = shortPretrainingWarning(*record, m_spec.learningRate);
        if (!warning.isEmpty())
            context.log(LogLevel::Warning, warning);
    }
}

// The device exists here and a batch of the model fits in its memory.
Expected<bool> FinetuneJob::checkDevice() const {
    const FinetuneSpec& spec = m_spec;
    const Expected<Device> device = usableDevice(spec.device);
    if (!device)
        return device.error();
    Expected<ModelConfig> config =
        readModelConfig(QDir(spec.modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return config.error();
    return checkTrainingFitsDevice(config.value(),
                                   {spec.batchSize, inputLengthFor(config.value(), spec.maxLength),
                                    QStringLiteral("fp32"), spec.device, QStringLiteral("batch-size"),
                                    QStringLiteral("max-length")});
}

// The training file, then the validation and test files with the training file's labels (either may be
// absent).
Expected<bool> FinetuneJob::readLabelledFiles(Session& s) const {
    const FinetuneSpec& spec = m_spec;
    Expected<LabelledDataset> train = readLabelledDataset({spec.trainFile}, spec.read);
    if (!train)
        return train.error();
    if (train->examples.isEmpty())
        return UserError{
            Text::tr("the training file has no labelled examples"), spec.trainFile,
            QStringLiteral(
                "check --text-field and --label-field (import-corpus --preview shows the columns)")};
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
        return validation ? test.error() : validation.error();
    // Rows of the evaluation files that were skipped (above all, labels the training file never shows) are
    // said, not dropped silently: they change what the scores mean.
    const std::pair<const LabelledDataset*, QString> read[] = {{&validation.value(), spec.validationFile},
                                                               {&test.value(), spec.testFile}};
    for (const auto& [set, file] : read)
        if (set->malformedRows > 0)
            s.context.log(LogLevel::Warning, Text::tr("%1: %2 rows left out, e.g. %3")
                                                 .arg(QFileInfo(file).fileName())
                                                 .arg(set->malformedRows)
                                                 .arg(set->malformedExamples.value(0)));
    s.train = std::move(train.value());
    s.validation = std::move(validation.value());
    s.test = std::move(test.value());
    return true;
}

// A text seen in training says nothing about generalisation: such examples leave the evaluation sets. Without
// a validation file, a stratified tenth of the training file is held out for model selection.
void FinetuneJob::keepEvaluationSetsApart(Session& s) const {
    const std::pair<LabelledDataset*, Text> evaluated[] = {
        {&s.validation,
         Text::tr("%1 validation examples also in the training file were left out of the validation set")},
        {&s.test, Text::tr("%1 test examples also in the training file were left out of the test set")}};
    for (const auto& [set, message] : evaluated) {
        const qint64 removed = removeTextsSeenIn(s.train, *set);
        if (removed > 0)
            s.context.log(LogLevel::Warning, message.arg(removed));
    }
    if (!m_spec.validationFile.isEmpty())
        return;
    DatasetSplits splits = stratifiedSplit(s.train, 0.1, 0.0, m_spec.seed);
    s.train = splits.train;
    s.validation = splits.validation;
    s.context.log(LogLevel::Info, Text::tr("no validation file: %1 training examples held out for validation")
                                      .arg(s.validation.examples.size()));
}

// The sets tokenized with the model's tokenizer; the result's labels and test truth.
Expected<bool> FinetuneJob::encodeExamples(Session& s) {
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(m_spec.modelDirectory);
    if (!tokenizer)
        return tokenizer.error();
    s.tokenizer = tokenizer.value();
    ClassifierData& data = s.data;
    data.labels = s.train.labels;
    data.multiLabel = s.train.multiLabel;
    Expected<ModelConfig> config =
        readModelConfig(QDir(m_spec.modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return config.error();
    Text capped;
    const int maxLength = inputLengthFor(config.value(), m_spec.maxLength, &capped);
    if (!capped.isEmpty())
        s.context.log(LogLevel::Warning, capped);
    data.train = encodeLabelledExamples(s.train, *s.tokenizer, maxLength);
    data.validation = encodeLabelledExamples(s.validation, *s.tokenizer, maxLength);
    data.test = encodeLabelledExamples(s.test, *s.tokenizer, maxLength);
    data.testSet = &s.test;
    data.validationSet = &s.validation;
    s.context.log(LogLevel::Info,
                  Text::tr("%1 labels (%2), %3 training / %4 validation / %5 test examples")
                      .arg(data.labels.size())
                      .arg(data.multiLabel ? Text::tr("multi-label") : Text::tr("single-label"))
                      .arg(data.train.ids.size())
                      .arg(data.validation.ids.size())
                      .arg(data.test.ids.size()));
    m_result.labels = data.labels;
    m_result.multiLabel = data.multiLabel;
    for (const LabelledExample& e : s.test.examples)
        m_result.testTruth.append(e.labels);
    return true;
}

Expected<bool> FinetuneJob::trainSeeds(Session& s) {
    for (int index = 0; index < m_spec.seeds; ++index) {
        Expected<bool> trained = trainSeed(s, index);
        if (!trained)
            return trained;
    }
    return true;
}

// The index-th seed of the job (of the whole comparison, when it is one of several runs), into seed-<seed>/.
Expected<bool> FinetuneJob::trainSeed(Session& s, int index) {
    const FinetuneSpec& spec = m_spec;
    const uint64_t seed = spec.seed + uint64_t(index);
    s.context.setDetail(spec.runLabel.isEmpty()
                            ? Text::tr("seed %1 (%2 of %3)").arg(seed).arg(index + 1).arg(spec.seeds)
                            : Text::tr("%1, seed %2 (run %3 of %4)")
                                  .arg(spec.runLabel)
                                  .arg(seed)
                                  .arg(spec.runOffset + index + 1)
                                  .arg(spec.runTotal));
    Expected<FinetuneSeedResult> r = trainClassifierSeed(
        spec, seed, s.data, *s.tokenizer,
        QDir(spec.outputDirectory).filePath(QStringLiteral("seed-%1").arg(seed)), s.context,
        spec.runOffset + index, spec.runTotal > 0 ? spec.runTotal : spec.seeds, m_parallel.get());
    if (!r)
        return r.error();
    m_result.seeds.append(r.value());
    if (!writes()) // rank 0 evaluated and tested the run
        return true;
    s.context.log(LogLevel::Info, Text::tr("seed %1: best epoch %2, validation macro-F1 %3, %4")
                                      .arg(seed)
                                      .arg(r->bestEpoch)
                                      .arg(r->validation.macroF1, 'f', 4)
                                      .arg(s.test.examples.isEmpty()
                                               ? Text::tr("no test examples")
                                               : Text::tr("test macro-F1 %1").arg(r->test.macroF1, 'f', 4)));
    return true;
}

} // namespace hw
