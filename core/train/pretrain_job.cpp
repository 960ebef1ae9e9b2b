#include "core/train/pretrain_job.h"
#include "core/jobs/eta_estimator.h"
#include "core/project/run_store.h"

#include "core/train/pretrain_lineage.h"

#include "core/model_io/pretraining_record.h"

#include "core/dataset/batch_loader.h"
#include "core/dataset/evaluation_sample.h"
#include "core/project/project_store.h"
#include "core/system/compute_devices.h"
#include "core/system/cpu_memory.h"
#include "core/system/internal/torch_device.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/train/internal/adamw_setup.h"
#include "core/train/internal/autocast_scope.h"
#include "core/train/internal/dynamic_loss_scaler.h"
#include "core/train/internal/pretrain_session.h"
#include "core/train/internal/pretraining_objective.h"
#include "core/train/internal/training_checkpoint.h"
#include "core/train/pretrain_settings.h"
#include "core/train/run_metrics_log.h"
#include "core/train/throughput_meter.h"
#include "core/train/training_memory_check.h"
#include "core/util/atomic_file.h"
#include "core/util/writable_folder.h"

#include <torch/torch.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>

#include <cmath>

namespace hw {

namespace {

bool isOutOfMemory(const std::exception& e) {
    const QString what = QString::fromUtf8(e.what());
    return what.contains(QLatin1String("out of memory"), Qt::CaseInsensitive) ||
           what.contains(QLatin1String("can't allocate memory"));
}

} // namespace

QJsonObject PretrainResult::toJson() const {
    return {{QStringLiteral("step"), double(state.step)},
            {QStringLiteral("tokens_seen"), double(state.tokensSeen)},
            {QStringLiteral("model"), modelDirectory},
            {QStringLiteral("checkpoint"), lastCheckpoint},
            {QStringLiteral("stop_reason"), stopReason},
            {QStringLiteral("best_eval_loss"), state.bestEvalLoss},
            {QStringLiteral("best_step"), double(state.bestStep)},
            {QStringLiteral("eval"), lastEvaluation},
            {QStringLiteral("eval_coverage"), evaluationCoverage},
            {QStringLiteral("resumed"), resumed},
            {QStringLiteral("dataset_tokens"), double(datasetTokens)},
            {QStringLiteral("dataset_reused"), datasetReused},
            {QStringLiteral("data_wait_share"), dataWaitShare}};
}

PretrainJob::PretrainJob(PretrainSpec spec)
    : m_spec(std::move(spec)) {
    // Read once as a Device: "cuda" queues, checks and records as "cuda:0".
    m_spec.device = normalizedDeviceName(m_spec.device);
}
PretrainJob::~PretrainJob() = default;

QStringList PretrainJob::resources() const {
    QStringList used{QFileInfo(m_spec.modelDirectory).absoluteFilePath(),
                     QFileInfo(m_spec.outputDirectory).absoluteFilePath()};
    for (const QString& corpus : m_spec.source.corpusNames)
        used << QStringLiteral("corpus:") + corpus;
    for (const QString& file : m_spec.source.files)
        used << QFileInfo(file).absoluteFilePath();
    return used;
}

JobOutcome PretrainJob::fail(UserError error) {
    m_error = std::move(error);
    return {JobStatus::Failed, m_error.toString(), m_error};
}

JobOutcome PretrainJob::run(JobContext& context) {
    const PretrainSpec& spec = m_spec;
    const QString previous = newestCheckpoint(spec.outputDirectory);
    Expected<bool> ready = checkSettings(previous);
    if (!ready)
        return fail(ready.error());
    keepFreedMemoryForReuse();
    Session s(spec, context);
    // The project, when there is one, is opened once here and used by every step on this thread.
    const QString projectPath = spec.projectPath.isEmpty() ? spec.source.projectPath : spec.projectPath;
    if (!projectPath.isEmpty()) {
        Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(projectPath);
        if (!store)
            return fail(store.error());
        s.project = std::move(store.value());
    }
    Expected<bool> joined = joinOtherRanks(s);
    if (!joined)
        return fail(joined.error());
    try {
        return runSession(s, previous);
    } catch (const RankLost& lost) {
        UserError error = lost.error();
        if (!m_result.lastCheckpoint.isEmpty())
            error.where = m_result.lastCheckpoint;
        return fail(error);
    }
}

// In a data-parallel run (the spec's environment says there are other ranks), joins them; alone, nothing.
Expected<bool> PretrainJob::joinOtherRanks(Session& s) const {
    const DistributedEnvironment& environment = m_spec.distributed;
    if (!environment.distributed())
        return true;
    Expected<std::unique_ptr<DataParallel>> joined = DataParallel::join(environment, s.context);
    if (!joined)
        return joined.error();
    s.parallel = std::move(joined.value());
    return true;
}

// Everything after the ranks have joined: a lost rank interrupts it anywhere with RankLost.
JobOutcome PretrainJob::runSession(Session& s, const QString& previous) {
    const PretrainSpec& spec = m_spec;
    JobContext& context = s.context;
    Expected<bool> prepared = chooseDevice(s);
    if (prepared && s.parallel) // rank 0 tokenizes the corpus; the others then find it in the cache
        s.parallel->awaitAnnouncement("data", Text::tr("waiting for rank 0 to prepare the corpus"));
    if (prepared)
        prepared = loadModelAndData(s);
    if (prepared && s.parallel)
        s.parallel->announce("data");
    if (prepared)
        prepared = checkWatchSentences(s);
    if (prepared && m_spec.maxEpochs > 0) {
        // Epochs become steps once the training examples are counted; the run records (and a resume checks)
        // the steps.
        const double examplesPerStep = double(m_spec.batchSize) * m_spec.gradAccumulation * s.ranks();
        m_spec.maxSteps = std::max<qint64>(
            1, qint64(std::ceil(m_spec.maxEpochs * double(s.train->packer().count()) / examplesPerStep)));
        context.log(LogLevel::Info,
                    Text::tr("%1 epochs are %2 steps").arg(m_spec.maxEpochs).arg(m_spec.maxSteps));
    }
    if (prepared)
        prepared = restoreOrStart(s, previous);
    if (prepared && s.parallel)
        s.parallel->broadcastFromRankZero(s.parameters, Text::tr("receiving rank 0's starting weights"));
    if (!prepared)
        return prepared.error().isCancellation()
                   ? JobOutcome{JobStatus::Cancelled, Text::tr("cancelled while tokenizing")}
                   : fail(prepared.error());

    Expected<QString> stopReason = QStringLiteral("max_steps");
    try {
        stopReason = train(s);
        if (stopReason && stopReason.value() != QLatin1String("cancelled") && s.writes()) {
            Expected<bool> saved = saveFinalModel(s);
            if (!saved)
                return fail(saved.error());
        }
    } catch (const std::exception& e) {
        if (isOutOfMemory(e))
            return fail(
                {Text::tr("out of memory on %1 with batches of %2 x %3 tokens")
                     .arg(spec.device)
                     .arg(spec.batchSize)
                     .arg(spec.seqLength),
                 Text::setting(QStringLiteral("batch-size")),
                 Text::tr("lower %1 (raise %2 to keep the effective batch) or %3, or use bf16 %4; the "
                          "last checkpoint is %5")
                     .arg(Text::setting(QStringLiteral("batch-size")))
                     .arg(Text::setting(QStringLiteral("grad-accum")))
                     .arg(Text::setting(QStringLiteral("seq-len")))
                     .arg(Text::setting(QStringLiteral("precision")))
                     .arg(m_result.lastCheckpoint.isEmpty() ? spec.outputDirectory
                                                            : m_result.lastCheckpoint)});
        throw;
    }
    if (!stopReason)
        return fail(stopReason.error());
    const bool cancelled = stopReason.value() == QLatin1String("cancelled");
    m_result.state = s.state;
    m_result.stopReason = stopReason.value();
    // Cancelling a pretraining run writes a checkpoint first: the run is stopped, resumable.
    if (s.log)
        s.log->finish(cancelled ? run_status::kStopped : run_status::kFinished);
    if (!cancelled && !spec.projectPath.isEmpty() && s.writes()) {
        Expected<qint64> recorded =
            recordPretrainedModel(*s.project, spec, m_result.modelDirectory, s.state.step);
        if (!recorded)
            context.log(LogLevel::Warning,
                        Text::tr("the model was saved in %1 but not recorded in the project: %2")
                            .arg(m_result.modelDirectory)
                            .arg(recorded.error().text()));
    }
    if (cancelled)
        return {
            JobStatus::Cancelled,
            Text::tr("cancelled at step %1; resume from %2").arg(s.state.step).arg(m_result.lastCheckpoint)};
    return {JobStatus::Succeeded,
            Text::tr("pretrained %1 steps (%2)").arg(s.state.step).arg(stopReason.value())};
}

Expected<bool> PretrainJob::checkSettings(const QString& previousCheckpoint) const {
    const PretrainSpec& spec = m_spec;
    if (const Expected<Device> device = Device::parse(spec.device); !device)
        return UserError{device.error().what, Text::setting(QStringLiteral("device")), device.error().how};
    if (Expected<bool> inRange = checkPretrainSettings(spec); !inRange)
        return inRange;
    const Text output = Text::setting(QStringLiteral("output"));
    if (spec.outputDirectory.isEmpty())
        return UserError{Text::tr("no output folder given"), output,
                         Text::tr("name a folder for checkpoints and the final model")};
    if (!previousCheckpoint.isEmpty() && !spec.resume)
        return UserError{Text::tr("the output folder already holds a run (%1)")
                             .arg(QFileInfo(previousCheckpoint).fileName()),
                         spec.outputDirectory,
                         Text::tr("resume it (%1), or choose another %2")
                             .arg(Text::setting(QStringLiteral("resume")))
                             .arg(output)};
    if (previousCheckpoint.isEmpty() && spec.resume)
        return UserError{
            Text::tr("there is no checkpoint to resume from"), spec.outputDirectory,
            Text::tr("start the run anew, or give the folder of the run that wrote checkpoints")};
    if (!QFileInfo(spec.modelDirectory).isDir())
        return UserError{Text::tr("model directory does not exist"), spec.modelDirectory,
                         Text::tr("give a Hugging Face model directory (config.json, weights, vocab.txt)")};
    Expected<ModelConfig> config =
        readModelConfig(QDir(spec.modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return config.error();
    Expected<bool> fits = checkTrainingFitsDevice(
        config.value(), {spec.batchSize, spec.seqLength, spec.precision, spec.device});
    if (!fits)
        return fits;
    // Known before tokenizing and training, not at the first checkpoint.
    return requireWritableFolder(spec.outputDirectory, output);
}

Expected<bool> PretrainJob::chooseDevice(Session& s) const {
    const PretrainSpec& spec = m_spec;
    const Expected<Device> device = usableDevice(spec.device);
    if (!device)
        return device.error();
    s.device = torchDevice(device.value());
    if (spec.precision == QLatin1String("bf16"))
        s.autocastType = c10::ScalarType::BFloat16;
    else if (spec.precision == QLatin1String("fp16") && s.device.is_cuda())
        s.autocastType = c10::ScalarType::Half;
    else if (spec.precision != QLatin1String("fp32"))
        return UserError{
            Text::tr("precision '%1' is not available on %2").arg(spec.precision).arg(spec.device),
            Text::setting(QStringLiteral("precision")),
            Text::tr("use fp32 or bf16 (fp16 needs a CUDA device)")};
    return true;
}

// The tokenizer and objective from the model folder, and the corpus tokenized (or found in the cache).
Expected<bool> PretrainJob::loadModelAndData(Session& s) {
    const PretrainSpec& spec = m_spec;
    JobContext& context = s.context;
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(spec.modelDirectory);
    if (!tokenizer)
        return tokenizer.error();
    s.tokenizer = tokenizer.value();
    Expected<std::unique_ptr<PretrainingObjective>> objective = createPretrainingObjective(spec);
    if (!objective)
        return objective.error();
    s.objective = std::move(objective.value());
    for (const Text& line : s.objective->describe())
        context.log(LogLevel::Info, line);
    // Project corpora are tokenized into the project's data folder, so they travel and are deleted with it.
    QString cacheRoot = spec.cacheDirectory;
    PretrainingSource source = spec.source;
    if (!source.projectPath.isEmpty()) {
        if (s.project && QFileInfo(s.project->path()).absoluteFilePath() ==
                             QFileInfo(source.projectPath).absoluteFilePath())
            source.store = s.project.get();
        if (cacheRoot.isEmpty())
            cacheRoot =
                QDir(ProjectStore::dataDirectoryOf(source.projectPath)).filePath(QStringLiteral("datasets"));
    }
    Expected<PretrainingData> data =
        preparePretrainingData(source, *s.tokenizer, spec.modelDirectory,
                               cacheRoot.isEmpty() ? defaultDatasetCacheRoot() : cacheRoot, context);
    if (!data)
        return data.error();
    returnFreedMemory();
    m_result.datasetTokens = data->trainTokens;
    m_result.datasetReused = data->reused;
    context.log(LogLevel::Info, Text::tr("dataset %1: %2 training and %3 validation tokens%4")
                                    .arg(data->directory)
                                    .arg(data->trainTokens)
                                    .arg(data->validationTokens)
                                    .arg(data->reused ? Text::tr(" (cached)") : Text()));
    if (data->validationTokens == 0)
        context.log(LogLevel::Warning, Text::tr("the corpus has no validation documents: evaluation is "
                                                "skipped (hold out a validation share when importing)"));
    Expected<ModelConfig> config =
        readModelConfig(QDir(spec.modelDirectory).filePath(QStringLiteral("config.json")));
    if (config && spec.seqLength > config->maxInputTokens())
        return UserError{Text::tr("sequence length %1 exceeds the model's %2 positions")
                             .arg(spec.seqLength)
                             .arg(config->maxInputTokens()),
                         Text::setting(QStringLiteral("seq-len")),
                         Text::tr("give at most %1").arg(config->maxInputTokens())};
    Expected<bool> built = buildBatches(s, data.value());
    if (built && spec.hasGeneralWatch())
        built = prepareGeneralWatch(s, cacheRoot);
    return built;
}

// Examples, masking and batches; the validation sample every evaluation scores.
Expected<bool> PretrainJob::buildBatches(Session& s, const PretrainingData& data) {
    const PretrainSpec& spec = m_spec;
    JobContext& context = s.context;
    PackingOptions packing{spec.packing, spec.seqLength, s.objective->wantsSentencePairs(), spec.seed};
    const SpecialTokenIds specials{s.tokenizer->clsId(), s.tokenizer->sepId(), s.tokenizer->padId(),
                                   s.tokenizer->maskId()};
    const MaskingOptions masking = pretrainMasking(spec);
    const MaskingVocabulary vocabulary = MaskingVocabulary::fromTokenizer(*s.tokenizer);
    Expected<TokenShard> trainShard = TokenShard::open(data.trainDirectory());
    Expected<TokenShard> validationShard = TokenShard::open(data.validationDirectory());
    if (!trainShard || !validationShard)
        return trainShard ? validationShard.error() : trainShard.error();
    auto trainPacker = std::make_shared<ExamplePacker>(
        std::make_shared<TokenShard>(std::move(trainShard.value())), packing, specials);
    packing.seed = spec.seed + 1;
    auto validationPacker = std::make_shared<ExamplePacker>(
        std::make_shared<TokenShard>(std::move(validationShard.value())), packing, specials);
    s.train = std::make_shared<BatchAssembler>(trainPacker, vocabulary, masking, spec.seed);
    // Validation masks are keyed by the run's seed alone, as `evaluate --seed` keys them, so the reported
    // perplexity can be reproduced on the whole split with the same masked tokens.
    s.validation = std::make_shared<BatchAssembler>(validationPacker, vocabulary, masking, spec.seed);
    context.log(LogLevel::Info, Text::tr("%1 training and %2 validation examples of up to %3 tokens")
                                    .arg(trainPacker->count())
                                    .arg(validationPacker->count())
                                    .arg(spec.seqLength));
    s.evaluationIndexes =
        evaluationSample(validationPacker->count(), spec.evalExamples, spec.seed ^ 0xe7a1ULL);
    const Text coverage =
        describeEvaluationSample(validationPacker->count(), qint64(s.evaluationIndexes.size()));
    m_result.evaluationCoverage = coverage.toString(); // the result's JSON, in English
    context.log(LogLevel::Info, Text::tr("evaluation scores %1").arg(coverage));
    return true;
}

// The model on its device with its optimizer, the state of a resumed run (refused when its settings differ),
// run.json and the metrics log.
Expected<bool> PretrainJob::restoreOrStart(Session& s, const QString& previous) {
    const PretrainSpec& spec = m_spec;
    s.objective->to(s.device);
    s.objective->setTraining(true);
    s.optimizer = createAdamW(s.objective->modules(), AdamWSettings{spec.learningRate, spec.weightDecay,
                                                                    spec.adamEpsilon, spec.adamBeta2});
    s.parameters = optimizedParameters(*s.optimizer);
    s.state.identity = spec.identityJson();
    if (!previous.isEmpty()) {
        Expected<TrainerState> restored = readCheckpoint(previous, *s.objective, *s.optimizer, s.device);
        if (!restored)
            return restored.error();
        const QVector<Text> differences =
            differingSettings(withDefaultSettings(restored->identity), s.state.identity);
        if (!differences.isEmpty())
            return UserError{Text::tr("the run in the output folder was started with other settings: %1")
                                 .arg(Text::joined(differences, QStringLiteral("; "))),
                             previous + QStringLiteral("/trainer_state.json"),
                             Text::tr("resume with the run's own settings, or choose another %1")
                                 .arg(Text::setting(QStringLiteral("output")))};
        Expected<bool> agrees = restored->dataPositionAgrees(
            s.train->packer().count(), qint64(spec.batchSize) * spec.gradAccumulation,
            previous + QStringLiteral("/trainer_state.json"));
        if (!agrees)
            return agrees;
        s.state = restored.value();
        if (s.state.examplesTaken < 0) // recorded before the count was kept, by one process
            s.state.examplesTaken = s.state.step * qint64(spec.batchSize) * spec.gradAccumulation;
        m_result.resumed = true;
        s.context.log(LogLevel::Info,
                      Text::tr("resuming from %1 at step %2").arg(previous).arg(s.state.step));
    }
    if (!s.writes())
        return true; // rank 0 writes the run's files and records
    if (!QDir().mkpath(spec.outputDirectory))
        return UserError{Text::tr("cannot create the output folder"), spec.outputDirectory,
                         Text::tr("check permissions")};
    Expected<bool> written =
        writeFileAtomically(QDir(spec.outputDirectory).filePath(QStringLiteral("run.json")),
                            QJsonDocument(spec.settingsJson()).toJson());
    if (!written)
        return written;
    s.log = std::make_unique<RunMetricsLog>(s.context);
    return s.log->open(spec.outputDirectory, spec.projectPath.isEmpty() ? nullptr : s.project.get(),
                       QFileInfo(spec.outputDirectory).fileName(), spec.settingsJson(),
                       m_result.resumed ? s.state.step : -1);
}

Expected<bool> PretrainJob::checkpoint(Session& s) {
    if (!s.writes())
        return true;
    Expected<QString> written =
        writeCheckpoint(m_spec.outputDirectory, s.state, *s.objective, *s.optimizer, m_spec.modelDirectory);
    if (!written)
        return written.error();
    m_result.lastCheckpoint = written.value();
    pruneCheckpoints(m_spec.outputDirectory, m_spec.keepCheckpoints);
    return true;
}

// Records the watches, scores the validation sample, records eval/ metrics, and keeps the best model so far
// in `best/`.
Expected<bool> PretrainJob::evaluateAndKeepBest(Session& s) {
    const PretrainSpec& spec = m_spec;
    m_result.lastEvaluation = {};
    double loss = 0;
    if (s.writes()) { // rank 0 evaluates and records; the others take its loss for early stopping
        Expected<bool> watched = watchMaskFill(s);
        if (!watched)
            return watched;
        if (s.general)
            evaluateGeneralWatch(s);
        if (s.validation->packer().count() > 0) {
            const std::map<std::string, double> eval = s.evaluate();
            QVector<std::pair<QString, double>> metrics;
            for (const auto& [name, value] : eval)
                metrics.append({QStringLiteral("eval/") + QString::fromStdString(name), value});
            loss = eval.at("loss");
            metrics.append(perplexityMetric(QStringLiteral("eval/"), eval, spec.objective));
            for (const auto& [name, value] : metrics)
                m_result.lastEvaluation.insert(name, value);
            s.log->record(s.state.step, metrics);
        }
    }
    if (s.validation->packer().count() == 0)
        return true;
    if (s.parallel)
        loss = s.parallel->sum({loss}, Text::tr("sharing the evaluation of step %1").arg(s.state.step))[0];
    if (s.state.bestEvalLoss < 0 || loss < s.state.bestEvalLoss) {
        s.state.bestEvalLoss = loss;
        s.state.bestStep = s.state.step;
        s.state.evaluationsWithoutImprovement = 0;
        if (!s.writes())
            return true;
        return s.objective->save(QDir(spec.outputDirectory).filePath(QStringLiteral("best")),
                                 spec.modelDirectory);
    }
    ++s.state.evaluationsWithoutImprovement;
    return true;
}

// Steps until max steps, the time limit, early stopping or a cancel; evaluates and checkpoints on schedule
// and once more at the end.
Expected<QString> PretrainJob::train(Session& s) {
    const PretrainSpec& spec = m_spec;
    JobContext& context = s.context;
    QElapsedTimer clock;
    clock.start();
    const double elapsedBefore = s.state.elapsedSeconds;
    qint64 lastSaved = s.state.step, lastEvaluated = -1;
    QString stopReason = QStringLiteral("max_steps");
    BatchLoader loader(s.train, spec.batchSize, s.state.cursor,
                       s.parallel ? s.parallel->share() : BatchShare{});
    QElapsedTimer stepClock, partClock;
    ThroughputMeter throughput;
    double stepsSeconds = 0;
    RunTimeTracker runTime; // the ETA's parts, each measured
    if (s.state.step == 0 && !m_result.resumed && s.writes()) {
        // The watches' step-0 points: the starting model, before it has trained (a resumed run has them).
        Expected<bool> watched = watchStartingModel(s);
        if (!watched)
            return watched.error();
    }
    while (s.state.step < spec.maxSteps) {
        context.pausePoint();
        if (stopsNow(s, clock.elapsed() / 1000.0, &stopReason))
            break;
        stepClock.start();
        QVector<std::pair<QString, double>> metrics;
        qint64 tokens = 0;
        Text nonFinite;
        if (!s.step(loader, &metrics, &tokens, &nonFinite))
            return UserError{
                nonFinite, m_result.lastCheckpoint.isEmpty() ? spec.outputDirectory : m_result.lastCheckpoint,
                Text::tr("the last good checkpoint is kept; resume with a lower %1, more %2, or fp32/bf16 "
                         "instead of fp16")
                    .arg(Text::setting(QStringLiteral("lr")))
                    .arg(Text::setting(QStringLiteral("warmup")))};
        ++s.state.step;
        const double stepSeconds = stepClock.nsecsElapsed() / 1e9;
        stepsSeconds += stepSeconds;
        m_result.dataWaitShare = loader.waitedSeconds() / std::max(1e-9, stepsSeconds);
        throughput.add(tokens, stepSeconds);
        runTime.addStep(stepSeconds);
        s.state.tokensSeen += tokens;
        s.state.elapsedSeconds = elapsedBefore + clock.elapsed() / 1000.0;
        if (!metrics.isEmpty() &&
            (s.state.step % std::max<qint64>(1, spec.logEvery) == 0 || s.state.step == spec.maxSteps)) {
            metrics.append(
                {QStringLiteral("tokens_per_s"), throughput.tokensPerSecond()}); // over the last 20 steps
            metrics.append({QStringLiteral("tokens_seen"), double(s.state.tokensSeen)});
            if (s.log)
                s.log->record(s.state.step, metrics);
        }
        context.progress(Text::tr("pretraining"), double(s.state.step), double(spec.maxSteps),
                         ProgressUnit::Steps,
                         runTime.parts(s.state.step, spec.maxSteps, spec.evalEvery, spec.saveEvery,
                                       clock.elapsed() / 1000.0, spec.timeLimitSeconds));
        if (spec.evalEvery > 0 && s.state.step % spec.evalEvery == 0) {
            partClock.start();
            Expected<bool> done = evaluateAndKeepBest(s);
            if (!done)
                return done.error();
            runTime.addEvaluation(partClock.nsecsElapsed() / 1e9);
            lastEvaluated = s.state.step;
            if (spec.earlyStoppingPatience > 0 &&
                s.state.evaluationsWithoutImprovement >= spec.earlyStoppingPatience) {
                stopReason = QStringLiteral("early_stopping");
                break;
            }
        }
        if (spec.saveEvery > 0 && s.state.step % spec.saveEvery == 0) {
            partClock.start();
            Expected<bool> done = checkpoint(s);
            if (!done)
                return done.error();
            runTime.addCheckpoint(partClock.nsecsElapsed() / 1e9);
            lastSaved = s.state.step;
        }
    }
    if (lastEvaluated != s.state.step && stopReason != QLatin1String("cancelled")) {
        Expected<bool> done = evaluateAndKeepBest(s);
        if (!done)
            return done.error();
    }
    if (lastSaved != s.state.step || m_result.lastCheckpoint.isEmpty()) {
        Expected<bool> done = checkpoint(s);
        if (!done)
            return done.error();
    }
    return stopReason;
}

// Whether the run stops before its next step: cancelled, or its time is up. The ranks of a data-parallel run
// decide together, so that a cancel or a clock seen by one stops them all at the same step.
bool PretrainJob::stopsNow(Session& s, double elapsedSeconds, QString* reason) const {
    bool cancelled = s.context.cancelled();
    bool timeUp = m_spec.timeLimitSeconds > 0 && elapsedSeconds >= m_spec.timeLimitSeconds;
    if (s.parallel) {
        const std::vector<double> agreed =
            s.parallel->sum({double(cancelled), double(timeUp)},
                            Text::tr("agreeing whether to stop before step %1").arg(s.state.step + 1));
        cancelled = agreed[0] > 0;
        timeUp = agreed[1] > 0;
    }
    if (cancelled)
        *reason = QStringLiteral("cancelled");
    else if (timeUp)
        *reason = QStringLiteral("time_limit");
    return cancelled || timeUp;
}

// `<output>/model`, with the pretraining it has had (the base model's, where known, plus this run's).
Expected<bool> PretrainJob::saveFinalModel(Session& s) {
    m_result.modelDirectory = QDir(m_spec.outputDirectory).filePath(QStringLiteral("model"));
    Expected<bool> saved = s.objective->save(m_result.modelDirectory, m_spec.modelDirectory);
    if (!saved)
        return saved;
    const PretrainingRecord base = readPretrainingRecord(m_spec.modelDirectory).value_or(PretrainingRecord{});
    return writePretrainingRecord(m_result.modelDirectory,
                                  {base.steps + s.state.step, base.tokens + s.state.tokensSeen});
}

} // namespace hw
