// The pretraining job end to end on tiny fixture models: the loss falls, ELECTRA trains both networks
// through shared embeddings, a cancelled run resumes exactly, bad settings are refused, metrics reach
// every log.
#include "core/eval/mask_fill.h"
#include "core/jobs/eta_estimator.h"
#include "core/jobs/job_control.h"
#include "core/jobs/job_runner.h"
#include "core/model_io/internal/model_directory.h"
#include "core/project/project_store.h"
#include "core/project/run_store.h"
#include "core/train/mask_fill_watch.h"
#include "core/train/pretrain_job.h"
#include "core/train/tensorboard_writer.h"
#include "tests/support/data_parallel_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"

#include <torch/torch.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;

namespace {

// Distinct documents of a few sentences each from a small word list: learnable in tens of steps.
QString writeCorpus(const QTemporaryDir& tmp, int documents) {
    const QStringList words = QStringLiteral("the virus spread quickly in the city and hospitals reported "
                                             "new cases of infection among elderly patients")
                                  .split(' ');
    QByteArray text;
    for (int d = 0; d < documents; ++d) {
        for (int s = 0; s < 4; ++s) {
            QStringList sentence;
            for (int i = s * 3; i < s * 3 + 12; ++i)
                sentence << words[i % words.size()];
            text += sentence.join(' ').toUtf8() + ' ' + QByteArray::number(d) + '\n';
        }
        text += '\n';
    }
    const QString path = tmp.filePath(QStringLiteral("corpus.txt"));
    hw::test::writeBytes(path, text);
    return path;
}

PretrainSpec tinySpec(const QTemporaryDir& tmp, const QString& output) {
    PretrainSpec spec;
    spec.modelDirectory = hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm");
    spec.source.files = {writeCorpus(tmp, 60)};
    spec.cacheDirectory = tmp.filePath(QStringLiteral("cache"));
    spec.outputDirectory = tmp.filePath(output);
    spec.seqLength = 32;
    spec.batchSize = 8;
    spec.learningRate = 3e-3;
    spec.maxSteps = 30;
    return spec;
}

// A copy of the tiny BERT whose embedding LayerNorm scales are infinite: its first loss is not finite.
QString divergingModel(const QTemporaryDir& tmp) {
    const QString directory = tmp.filePath(QStringLiteral("diverging-model"));
    QDir().mkpath(directory);
    const QString source = hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm");
    for (const QString& name : QDir(source).entryList(QDir::Files))
        QFile::copy(QDir(source).filePath(name), QDir(directory).filePath(name));
    std::map<std::string, torch::Tensor> weights;
    {
        Expected<WeightSource> read =
            readWeightsFile(QDir(directory).filePath(QStringLiteral("model.safetensors")));
        for (const auto& [name, tensor] : read->tensors)
            weights[name] = tensor.clone();
    }
    weights.at("bert.embeddings.LayerNorm.weight").fill_(std::numeric_limits<float>::infinity());
    QFile::remove(QDir(directory).filePath(QStringLiteral("model.safetensors")));
    writeSafetensors(QDir(directory).filePath(QStringLiteral("model.safetensors")), weights);
    return directory;
}

std::map<std::string, torch::Tensor> weightsOf(const QString& directory) {
    Expected<QString> file = findWeightsFile(directory);
    Expected<WeightSource> w = file ? readWeightsFile(file.value()) : Expected<WeightSource>(file.error());
    std::map<std::string, torch::Tensor> out;
    if (w) {
        for (const auto& [name, tensor] : w->tensors)
            out[name] = tensor.clone(); // the source's tensors live in its file mapping
    }
    return out;
}

JobOutcome runJob(PretrainJob& job, hw::test::RecordingSink& sink, std::atomic_bool* cancel = nullptr) {
    std::atomic_bool never{false};
    return runJobHere(job, sink, cancel ? *cancel : never);
}

// Runs the job and cancels it once the loss of `step` is reported (a run checkpoints when cancelled).
JobOutcome runCancellingAfterStep(PretrainJob& job, qint64 step) {
    std::atomic_bool cancel{false};
    hw::test::RecordingSink sink;
    sink.onMetricHook = [&](const MetricPoint& m) {
        if (m.name == QLatin1String("loss") && m.step == step)
            cancel.store(true);
    };
    return runJob(job, sink, &cancel);
}

double mean(const std::vector<double>& v, size_t begin, size_t end) {
    double s = 0;
    for (size_t i = begin; i < end; ++i)
        s += v[i];
    return s / double(end - begin);
}

} // namespace

class PretrainJobTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void lossFallsOnTinyCorpus();
    void aPauseIsTakenUpDuringAnEvaluation();
    void wholeWordMaskingAndSentencePairsTrain();
    void electraStepUpdatesBothNetworks();
    void cancelledRunResumesExactly();
    void aDamagedTrainerStateIsRefused();
    void aRunRecordedBeforeASettingExistedResumes();
    void badSettingsAreRefused();
    void metricsReachProjectAndTensorBoard();
    void timeLimitCheckpointsAndStops();
    void maskFillWatchRecordsEachEvaluation();
    void forgettingWatchScoresGeneralText();
    void epochsBecomeSteps();
    void watchesStartAtStepZeroOnceAcrossAResume();
    void progressEtaCountsEvaluationsCheckpointsAndTheLimit();
};

void PretrainJobTest::lossFallsOnTinyCorpus() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("run"));
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    const JobOutcome outcome = runJob(job, sink);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
    const std::vector<double> losses = sink.values(QStringLiteral("loss"));
    QCOMPARE(losses.size(), size_t(30));
    QVERIFY2(mean(losses, 25, 30) < mean(losses, 0, 5) - 2.0,
             qPrintable(QStringLiteral("%1 -> %2").arg(mean(losses, 0, 5)).arg(mean(losses, 25, 30))));
    const std::vector<double> lr = sink.values(QStringLiteral("lr"));
    QCOMPARE(lr.front(), 3e-3); // no warmup: linear decay from the peak
    QVERIFY(lr.back() < 2e-4);
    // Evaluation at the end: perplexity = exp(loss) on the validation split, below the untrained model's.
    const std::vector<double> evalLoss = sink.values(QStringLiteral("eval/loss")),
                              ppl = sink.values(QStringLiteral("eval/perplexity"));
    QCOMPARE(evalLoss.size(), size_t(1));
    QCOMPARE(ppl.front(), std::exp(evalLoss.front()));
    QVERIFY(evalLoss.front() < 9.0);
    // The final model is a complete HF directory, the checkpoint too; the metrics log has every step.
    QVERIFY(QFile::exists(tmp.filePath("run/model/config.json")) &&
            QFile::exists(tmp.filePath("run/model/vocab.txt")));
    QVERIFY(QFile::exists(tmp.filePath("run/checkpoint-30/optimizer.pt")));
    QVERIFY(QFile::exists(tmp.filePath("run/best/model.safetensors")));
    QCOMPARE(hw::test::lossesOf(tmp.filePath("run")), losses);
    QCOMPARE(job.result().stopReason, QStringLiteral("max_steps"));
}

void PretrainJobTest::wholeWordMaskingAndSentencePairsTrain() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("nsp"));
    spec.modelDirectory = hw::test::fixturesDir() + QStringLiteral("/models/bert-pretraining-bin");
    spec.objective = PretrainObjective::WholeWordMaskedLm;
    spec.packing = PackingMode::Documents;
    spec.maxSteps = 4;
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    const JobOutcome outcome = runJob(job, sink);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
    QCOMPARE(sink.values(QStringLiteral("nsp_loss")).size(), size_t(4)); // every step
    QCOMPARE(sink.values(QStringLiteral("eval/nsp_loss")).size(), size_t(1));
    QVERIFY(weightsOf(tmp.filePath("nsp/model")).count("cls.seq_relationship.weight"));
}

void PretrainJobTest::electraStepUpdatesBothNetworks() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("electra"));
    const QString discriminator = hw::test::fixturesDir() + QStringLiteral("/models/electra-discriminator");
    const QString generator = hw::test::fixturesDir() + QStringLiteral("/models/electra-generator");
    spec.modelDirectory = discriminator;
    spec.generatorDirectory = generator;
    spec.objective = PretrainObjective::Electra;
    spec.packing = PackingMode::Documents;
    spec.maxSteps = 3;
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    const JobOutcome outcome = runJob(job, sink);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
    QCOMPARE(sink.values(QStringLiteral("discriminator_loss")).size(), size_t(3));
    QCOMPARE(sink.values(QStringLiteral("generator_loss")).size(), size_t(3));
    const double accuracy = sink.values(QStringLiteral("eval/discriminator_accuracy")).front();
    QVERIFY(accuracy > 0 && accuracy <= 1);

    auto before = weightsOf(discriminator), after = weightsOf(tmp.filePath("electra/model"));
    auto genBefore = weightsOf(generator), genAfter = weightsOf(tmp.filePath("electra/model/generator"));
    const std::string layer = "electra.encoder.layer.0.attention.self.query.weight";
    QVERIFY(after.count(layer) && genAfter.count(layer));
    QVERIFY(!torch::equal(before[layer], after[layer]));
    QVERIFY(!torch::equal(genBefore[layer], genAfter[layer]));
    QVERIFY(!torch::equal(before["discriminator_predictions.dense_prediction.weight"],
                          after["discriminator_predictions.dense_prediction.weight"]));
    // One embedding table, trained by both losses: the two saved models hold the same values.
    const std::string embeddings = "electra.embeddings.word_embeddings.weight";
    QVERIFY(torch::equal(after[embeddings], genAfter[embeddings]));
    QVERIFY(!torch::equal(before[embeddings], after[embeddings]));
}

void PretrainJobTest::cancelledRunResumesExactly() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("whole"));
    spec.maxSteps = 12;
    spec.saveEvery = 4;
    spec.gradAccumulation = 2;
    spec.warmupSteps = 3;
    {
        PretrainJob job(spec);
        hw::test::RecordingSink sink;
        QCOMPARE(runJob(job, sink).status, JobStatus::Succeeded);
    }
    // The same run, cancelled after step 6 (it checkpoints on cancel), then resumed.
    spec.outputDirectory = tmp.filePath(QStringLiteral("interrupted"));
    {
        PretrainJob job(spec);
        QCOMPARE(runCancellingAfterStep(job, 6).status, JobStatus::Cancelled);
        QCOMPARE(job.result().state.step, qint64(6));
        QVERIFY(QFile::exists(tmp.filePath("interrupted/checkpoint-6/trainer_state.json")));
        QVERIFY(!QFile::exists(tmp.filePath("interrupted/model")));
    }
    spec.resume = true;
    {
        PretrainJob job(spec);
        hw::test::RecordingSink sink;
        const JobOutcome outcome = runJob(job, sink);
        QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
        QVERIFY(job.result().resumed);
        QCOMPARE(sink.values(QStringLiteral("loss")).size(), size_t(6));
    }
    QCOMPARE(hw::test::lossesOf(tmp.filePath("interrupted")), hw::test::lossesOf(tmp.filePath("whole")));
    auto whole = weightsOf(tmp.filePath("whole/model")),
         resumed = weightsOf(tmp.filePath("interrupted/model"));
    QCOMPARE(whole.size(), resumed.size());
    for (const auto& [name, tensor] : whole)
        QVERIFY2(torch::equal(tensor, resumed[name]), name.c_str());
}

// A checkpoint whose trainer state holds numbers no step can be (a fraction, 1e300, a negative) is refused by
// name when resuming, never read as some other step.
void PretrainJobTest::aDamagedTrainerStateIsRefused() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("run"));
    spec.maxSteps = 8;
    spec.saveEvery = 100;
    {
        PretrainJob job(spec);
        QCOMPARE(runCancellingAfterStep(job, 2).status, JobStatus::Cancelled);
    }
    const QString statePath = tmp.filePath(QStringLiteral("run/checkpoint-2/trainer_state.json"));
    QFile file(statePath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject good = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QCOMPARE(good.value(QLatin1String("step")).toInt(), 2);
    const QVector<QPair<QString, QJsonValue>> damages = {
        {QStringLiteral("step"), 1e300}, {QStringLiteral("position"), 1.5}, {QStringLiteral("epoch"), -3}};
    spec.resume = true;
    for (const auto& [field, value] : damages) {
        QJsonObject damaged = good;
        damaged[field] = value;
        hw::test::writeBytes(statePath, QJsonDocument(damaged).toJson());
        PretrainJob job(spec);
        hw::test::RecordingSink sink;
        QCOMPARE(runJob(job, sink).status, JobStatus::Failed);
        QVERIFY2(job.error().what.toString().contains(QStringLiteral("damaged: ") + field),
                 qPrintable(job.error().toString()));
        QCOMPARE(job.error().where, statePath);
    }
    hw::test::writeBytes(statePath, QJsonDocument(good).toJson());
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    QCOMPARE(runJob(job, sink).status, JobStatus::Succeeded);
    QVERIFY(job.result().resumed);
}

// A setting added to the table later (Adam's beta2) is absent from older runs' records: they trained with its
// default and resume; a resume that changes it is refused by name.
void PretrainJobTest::aRunRecordedBeforeASettingExistedResumes() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("run"));
    spec.maxSteps = 6;
    {
        PretrainJob job(spec);
        QCOMPARE(runCancellingAfterStep(job, 2).status, JobStatus::Cancelled);
    }
    const QString statePath = tmp.filePath(QStringLiteral("run/checkpoint-2/trainer_state.json"));
    QFile file(statePath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject state = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QJsonObject identity = state.value(QLatin1String("identity")).toObject();
    QCOMPARE(identity.value(QLatin1String("adam_beta2")).toDouble(), 0.999);
    identity.remove(QStringLiteral("adam_beta2"));
    state.insert(QStringLiteral("identity"), identity);
    hw::test::writeBytes(statePath, QJsonDocument(state).toJson());

    spec.resume = true;
    spec.adamBeta2 = 0.98;
    {
        PretrainJob job(spec);
        hw::test::RecordingSink sink;
        QCOMPARE(runJob(job, sink).status, JobStatus::Failed);
        QVERIFY2(job.error().what.toString().contains(QStringLiteral("adam_beta2 (run: 0.999, now: 0.98)")),
                 qPrintable(job.error().toString()));
    }
    spec.adamBeta2 = 0.999;
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    QCOMPARE(runJob(job, sink).status, JobStatus::Succeeded);
    QVERIFY(job.result().resumed);
}

void PretrainJobTest::badSettingsAreRefused() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("run"));
    spec.maxSteps = 2;
    hw::test::RecordingSink sink;
    {
        PretrainJob job(spec);
        QCOMPARE(runJob(job, sink).status, JobStatus::Succeeded);
    }
    struct Case {
        const char* what;
        std::function<void(PretrainSpec&)> change;
        QString expected;
    };
    const QVector<Case> cases = {
        {"existing run without --resume", [](PretrainSpec&) {}, QStringLiteral("already holds a run")},
        {"resume with other settings",
         [](PretrainSpec& s) {
             s.resume = true;
             s.learningRate = 1e-4;
         },
         QStringLiteral("other settings")},
        {"sequence longer than positions",
         [&](PretrainSpec& s) {
             s.outputDirectory = tmp.filePath("b");
             s.seqLength = 100;
         },
         QStringLiteral("exceeds the model's 64 positions")},
        {"ELECTRA objective on BERT",
         [&](PretrainSpec& s) {
             s.outputDirectory = tmp.filePath("c");
             s.objective = PretrainObjective::Electra;
         },
         QStringLiteral("needs an ELECTRA model")},
        {"missing corpus",
         [&](PretrainSpec& s) {
             s.outputDirectory = tmp.filePath("d");
             s.source.files = {tmp.filePath("nope.txt")};
         },
         QStringLiteral("not found")},
        {"fp16 on the CPU",
         [&](PretrainSpec& s) {
             s.outputDirectory = tmp.filePath("e");
             s.precision = QStringLiteral("fp16");
         },
         QStringLiteral("not available")},
        {"learning rate beyond its range",
         [&](PretrainSpec& s) {
             s.outputDirectory = tmp.filePath("g");
             s.learningRate = 1e30;
         },
         QStringLiteral("invalid value")},
        {"diverging model",
         [&](PretrainSpec& s) {
             s.outputDirectory = tmp.filePath("f");
             s.modelDirectory = divergingModel(tmp);
         },
         QStringLiteral("the loss became")},
    };
    for (const Case& c : cases) {
        PretrainSpec bad = spec;
        c.change(bad);
        PretrainJob job(bad);
        const JobOutcome outcome = runJob(job, sink);
        QVERIFY2(outcome.status == JobStatus::Failed, c.what);
        QVERIFY2(job.error().what.toString().contains(c.expected),
                 qPrintable(QStringLiteral("%1: %2").arg(c.what, job.error().toString())));
        QVERIFY2(!job.error().how.isEmpty(), c.what);
    }
    QVERIFY(!QFile::exists(tmp.filePath("f/model"))); // a diverged run never writes a final model
}

void PretrainJobTest::metricsReachProjectAndTensorBoard() {
    QTemporaryDir tmp;
    const QString project = tmp.filePath("p.hwproj");
    QVERIFY(ProjectStore::create(project, "p").ok());
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("run"));
    spec.projectPath = project;
    spec.maxSteps = 5;
    spec.evalEvery = 5;
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    QCOMPARE(runJob(job, sink).status, JobStatus::Succeeded);

    Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(project);
    QVERIFY(store.ok());
    Expected<QVector<std::pair<qint64, double>>> losses =
        runMetric(store.value()->database(), 1, QStringLiteral("loss"));
    QVERIFY(losses.ok());
    QCOMPARE(losses->size(), 5);
    QCOMPARE(losses->at(4).second, sink.values(QStringLiteral("loss")).back());
    QCOMPARE(runMetric(store.value()->database(), 1, QStringLiteral("eval/perplexity"))->size(), 1);

    // TensorBoard: every record framed with valid masked CRC-32C, the scalars' tags inside.
    const QStringList events = QDir(tmp.filePath("run")).entryList({"events.out.tfevents.*"});
    QCOMPARE(events.size(), 1);
    QFile f(tmp.filePath("run/" + events.first()));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray data = f.readAll();
    int records = 0;
    for (qint64 at = 0; at < data.size(); ++records) {
        QVERIFY(at + 12 <= data.size());
        uint64_t length;
        uint32_t lengthCrc, dataCrc;
        std::memcpy(&length, data.constData() + at, 8);
        std::memcpy(&lengthCrc, data.constData() + at + 8, 4);
        QCOMPARE(lengthCrc, maskedCrc32c(data.constData() + at, 8));
        std::memcpy(&dataCrc, data.constData() + at + 12 + length, 4);
        QCOMPARE(dataCrc, maskedCrc32c(data.constData() + at + 12, size_t(length)));
        at += 16 + qint64(length);
    }
    QVERIFY(records > 5 * 4);
    QVERIFY(data.contains("brain.Event:2") && data.contains("eval/perplexity") && data.contains("grad_norm"));
    QCOMPARE(crc32c("123456789", 9), 0xE3069283u); // the Castagnoli check value
}

void PretrainJobTest::timeLimitCheckpointsAndStops() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("run"));
    spec.maxSteps = 100000;
    spec.timeLimitSeconds = 0.5;
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    QCOMPARE(runJob(job, sink).status, JobStatus::Succeeded);
    QCOMPARE(job.result().stopReason, QStringLiteral("time_limit"));
    QVERIFY(job.result().state.step < 100000);
    QVERIFY(QFile::exists(job.result().lastCheckpoint + "/trainer_state.json"));
    QVERIFY(QFile::exists(tmp.filePath("run/model/model.safetensors")));
}

// Watched sentences get their top 5 guesses recorded at every evaluation; the last ones are what the saved
// model answers. A sentence without a mask is refused before the first step.
void PretrainJobTest::maskFillWatchRecordsEachEvaluation() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("watched"));
    spec.evalEvery = 10;
    spec.watchSentences = {QStringLiteral("the virus spread quickly in the [MASK] and hospitals reported"),
                           QStringLiteral("new [MASK] of infection among [MASK] patients")};
    {
        PretrainJob job(spec);
        hw::test::RecordingSink sink;
        const JobOutcome outcome = runJob(job, sink);
        QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
    }
    Expected<QVector<MaskFillWatchRecord>> records = readMaskFillWatch(spec.outputDirectory);
    QVERIFY2(records.ok(), qPrintable(records.error().toString()));
    QCOMPARE(records->size(), 8); // steps 0 (the starting model), 10, 20 and 30, two sentences each, in order
    const qint64 steps[] = {0, 0, 10, 10, 20, 20, 30, 30};
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(records->at(i).step, steps[i]);
        QCOMPARE(records->at(i).sentence, spec.watchSentences[i % 2]);
        QCOMPARE(records->at(i).masks.size(), i % 2 ? 2 : 1);
        const QVector<MaskPrediction>& best = records->at(i).masks.first();
        QCOMPARE(best.size(), 5);
        for (int j = 1; j < best.size(); ++j)
            QVERIFY(best[j - 1].score >= best[j].score);
    }
    // The model learns the domain: by the last evaluation "city" is its first guess.
    // The guesses move towards the domain: by the last evaluation the first guess is a word of the corpus,
    // and a surer one than at the first evaluation.
    const QStringList corpusWords =
        QStringLiteral("the virus spread quickly in the city and hospitals reported "
                       "new cases of infection among elderly patients")
            .split(' ');
    QVERIFY2(corpusWords.contains(records->at(6).masks.first().first().token),
             qPrintable(records->at(6).masks.first().first().token));
    QVERIFY(records->at(6).masks.first().first().score > records->at(2).masks.first().first().score);
    // The last record is what the saved model says.
    Expected<MaskFillResult> saved =
        fillMasks(QDir(spec.outputDirectory).filePath(QStringLiteral("model")), spec.watchSentences[1], 5);
    QVERIFY2(saved.ok(), qPrintable(saved.error().toString()));
    for (int m = 0; m < 2; ++m)
        for (int j = 0; j < 5; ++j) {
            QCOMPARE(records->at(7).masks[m][j].token, saved->masks[m].predictions[j].token);
            QVERIFY(std::abs(records->at(7).masks[m][j].score - saved->masks[m].predictions[j].score) < 1e-5);
        }

    spec.outputDirectory = tmp.filePath(QStringLiteral("unmasked"));
    spec.watchSentences = {QStringLiteral("a sentence with nothing to guess")};
    PretrainJob refused(spec);
    hw::test::RecordingSink sink;
    const JobOutcome outcome = runJob(refused, sink);
    QCOMPARE(outcome.status, JobStatus::Failed);
    QVERIFY2(outcome.message.toString().contains(QStringLiteral("watched sentence 1 has no [MASK]")),
             qPrintable(outcome.message.toString()));
    QVERIFY(!QFile::exists(tmp.filePath(QStringLiteral("unmasked/checkpoint-1"))));
    QVERIFY(sink.values(QStringLiteral("loss")).empty());
}

// General-domain text scored at every evaluation beside the domain's validation split, and remembered for a
// resume; text without a single example is refused before the first step.
void PretrainJobTest::forgettingWatchScoresGeneralText() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("forgetting"));
    spec.evalEvery = 10;
    QByteArray general;
    for (int i = 0; i < 40; ++i)
        general += "the orchestra played a quiet symphony for the audience on evening " +
                   QByteArray::number(i) + "\n";
    const QString generalFile = tmp.filePath(QStringLiteral("general.txt"));
    hw::test::writeBytes(generalFile, general);
    spec.generalSource.files = {generalFile};
    hw::test::RecordingSink sink;
    {
        PretrainJob job(spec);
        const JobOutcome outcome = runJob(job, sink);
        QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
        QVERIFY(job.result().lastEvaluation.contains(QStringLiteral("eval_general/perplexity")));
    }
    const std::vector<double> domain = sink.values(QStringLiteral("eval/perplexity"));
    const std::vector<double> generalPerplexity = sink.values(QStringLiteral("eval_general/perplexity"));
    const std::vector<double> generalLoss = sink.values(QStringLiteral("eval_general/loss"));
    QCOMPARE(generalPerplexity.size(), size_t(4)); // step 0 (the starting model), then 10, 20, 30
    QCOMPARE(domain.size(), size_t(3));
    QCOMPARE(generalPerplexity.back(), std::exp(generalLoss.back()));
    // The model adapts to the domain text much more than to text it never sees.
    QVERIFY(domain.back() < domain.front());
    QVERIFY2(generalPerplexity.back() > domain.back(),
             qPrintable(QStringLiteral("%1 vs %2").arg(generalPerplexity.back()).arg(domain.back())));
    Expected<PretrainSpec> recorded = readRunSettings(spec.outputDirectory);
    QVERIFY(recorded.ok());
    QCOMPARE(recorded->generalSource.files, QStringList{QFileInfo(generalFile).absoluteFilePath()});

    hw::test::writeBytes(generalFile, "\n\n");
    spec.outputDirectory = tmp.filePath(QStringLiteral("empty-general"));
    PretrainJob refused(spec);
    hw::test::RecordingSink nothing;
    const JobOutcome outcome = runJob(refused, nothing);
    QCOMPARE(outcome.status, JobStatus::Failed);
    QVERIFY2(outcome.message.toString().contains(QStringLiteral("general")),
             qPrintable(outcome.message.toString()));
    QVERIFY(nothing.values(QStringLiteral("loss")).empty());
}

// A length in epochs is turned into steps once the training examples are counted, and recorded for a resume.
void PretrainJobTest::epochsBecomeSteps() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("epochs"));
    spec.maxEpochs = 1.5;
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    const JobOutcome outcome = runJob(job, sink);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
    qint64 examples = -1;
    const QRegularExpression counted(QStringLiteral("^(\\d+) training and \\d+ validation examples"));
    for (const auto& [level, message] : sink.logs)
        if (const QRegularExpressionMatch m = counted.match(message); m.hasMatch())
            examples = m.captured(1).toLongLong();
    QVERIFY(examples > 0);
    const qint64 expected = qint64(std::ceil(1.5 * double(examples) / 8.0));
    QCOMPARE(job.result().state.step, expected);
    Expected<PretrainSpec> recorded = readRunSettings(spec.outputDirectory);
    QVERIFY(recorded.ok());
    QCOMPARE(recorded->maxSteps, expected);
    QCOMPARE(recorded->maxEpochs, 1.5);
}

// A pause asked for while an evaluation is under way is taken up between its batches (before, it waited
// for the whole evaluation, unacknowledged), and the evaluation it interrupted scores what an uninterrupted
// one scores.
void PretrainJobTest::aPauseIsTakenUpDuringAnEvaluation() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("straight"));
    spec.maxSteps = 2;
    spec.evalEvery = 2;
    spec.batchSize = 2;
    double uninterrupted = 0;
    {
        PretrainJob job(spec);
        hw::test::RecordingSink sink;
        QCOMPARE(runJob(job, sink).status, JobStatus::Succeeded);
        QVERIFY(!sink.values(QStringLiteral("eval/loss")).empty());
        uninterrupted = sink.values(QStringLiteral("eval/loss")).back();
    }
    spec.outputDirectory = tmp.filePath(QStringLiteral("paused"));
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    JobControl control;
    std::atomic_bool evaluated{false};
    int pauses = 0;
    bool pausedBeforeTheScores = false;
    sink.onMetricHook = [&](const MetricPoint& m) {
        if (m.name == QLatin1String("loss") && m.step == 2) // the last step: an evaluation follows at once
            control.requestPause(true);
        if (m.name.startsWith(QLatin1String("eval/")))
            evaluated.store(true);
    };
    control.onPausedChanged = [&](bool paused) {
        if (!paused)
            return;
        ++pauses;
        pausedBeforeTheScores = !evaluated.load();
        control.requestPause(false);
    };
    JobContext context(sink, control);
    QCOMPARE(runJobCatching(job, context, sink).status, JobStatus::Succeeded);
    QCOMPARE(pauses, 1);
    QVERIFY(pausedBeforeTheScores);
    QCOMPARE(sink.values(QStringLiteral("eval/loss")).back(), uninterrupted);
}

// Both watches record the starting model at step 0, before the first step; a resumed run does not record it
// again.
void PretrainJobTest::watchesStartAtStepZeroOnceAcrossAResume() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("zero"));
    spec.maxSteps = 8;
    spec.evalEvery = 4;
    spec.watchSentences = {QStringLiteral("new [MASK] of infection among elderly patients")};
    QByteArray general;
    for (int i = 0; i < 20; ++i)
        general += "the orchestra played a quiet symphony for the audience on evening " +
                   QByteArray::number(i) + "\n";
    const QString generalFile = tmp.filePath(QStringLiteral("general.txt"));
    hw::test::writeBytes(generalFile, general);
    spec.generalSource.files = {generalFile};
    qint64 firstGeneralStep = -1;
    {
        PretrainJob job(spec);
        std::atomic_bool cancel{false};
        hw::test::RecordingSink sink;
        sink.onMetricHook = [&](const MetricPoint& m) {
            if (m.name == QLatin1String("eval_general/perplexity") && firstGeneralStep < 0)
                firstGeneralStep = m.step;
            if (m.name == QLatin1String("loss") && m.step == 5)
                cancel.store(true);
        };
        QCOMPARE(runJob(job, sink, &cancel).status, JobStatus::Cancelled);
        QCOMPARE(job.result().state.step, qint64(5));
    }
    QCOMPARE(firstGeneralStep, qint64(0)); // before any training step's loss
    spec.resume = true;
    {
        PretrainJob job(spec);
        hw::test::RecordingSink sink;
        const JobOutcome outcome = runJob(job, sink);
        QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
        QVERIFY(job.result().resumed);
    }
    Expected<QVector<MaskFillWatchRecord>> records = readMaskFillWatch(spec.outputDirectory);
    QVERIFY2(records.ok(), qPrintable(records.error().toString()));
    QList<qint64> watchedSteps;
    for (const MaskFillWatchRecord& r : records.value())
        watchedSteps << r.step;
    QCOMPARE(watchedSteps, (QList<qint64>{0, 4, 8}));
    // The metrics log holds the forgetting watch's step-0 point once, beside its later ones.
    QFile log(QDir(spec.outputDirectory).filePath(QStringLiteral("metrics.jsonl")));
    QVERIFY(log.open(QIODevice::ReadOnly));
    QList<qint64> generalSteps;
    for (const QByteArray& line : log.readAll().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(QLatin1String("eval_general/perplexity")))
            generalSteps << o.value(QLatin1String("step")).toInteger();
    }
    QCOMPARE(generalSteps, (QList<qint64>{0, 4, 8}));
}

// The progress of a pretraining run carries its ETA's parts, each measured, and the ETA is their sum: the
// steps left at the step time, the evaluations and checkpoints still due at theirs, within the time limit.
void PretrainJobTest::progressEtaCountsEvaluationsCheckpointsAndTheLimit() {
    QTemporaryDir tmp;
    PretrainSpec spec = tinySpec(tmp, QStringLiteral("eta"));
    spec.maxSteps = 12;
    spec.evalEvery = 5;
    spec.saveEvery = 5;
    spec.timeLimitSeconds = 1e6;
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    const JobOutcome outcome = runJob(job, sink);
    QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
    std::vector<JobProgress> training;
    for (const JobProgress& p : sink.progress)
        if (p.phase.toString() == QLatin1String("pretraining"))
            training.push_back(p);
    QCOMPARE(int(training.size()), 12);
    // Due after each step (its own evaluation and checkpoint included): at 5, 10 and the closing one at 12.
    const qint64 evaluationsDue[] = {3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1};
    for (int i = 0; i < 12; ++i) {
        const JobProgress& p = training[size_t(i)];
        QVERIFY(p.hasEtaParts);
        const RunTimeParts& t = p.etaParts;
        QCOMPARE(t.stepsLeft, double(12 - (i + 1)));
        QCOMPARE(t.evaluationsLeft, evaluationsDue[i]);
        QCOMPARE(t.checkpointsLeft, evaluationsDue[i]);
        QVERIFY(t.secondsPerStep > 0);
        // Measured once the first one has happened, not before.
        QCOMPARE(t.secondsPerEvaluation > 0, i + 1 > 5);
        QCOMPARE(t.secondsPerCheckpoint > 0, i + 1 > 5);
        QVERIFY(t.secondsBeforeLimit > 0 && t.secondsBeforeLimit <= 1e6);
        const double sum = t.stepsLeft * t.secondsPerStep +
                           double(t.evaluationsLeft) * t.secondsPerEvaluation +
                           double(t.checkpointsLeft) * t.secondsPerCheckpoint;
        QCOMPARE(p.etaSeconds, sum);
        QVERIFY(p.etaSeconds >= double(t.evaluationsLeft) * t.secondsPerEvaluation);
    }
}

QTEST_GUILESS_MAIN(PretrainJobTest)
#include "test_pretrain_job.moc"
