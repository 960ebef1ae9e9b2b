// transformers itself is the oracle: random models of every architecture (BERT, ELECTRA, RoBERTa,
// XLM-RoBERTa and ModernBERT heads) and several shapes, saved by transformers as safetensors and as
// pytorch_model.bin, give the same logits and hidden states in Headwater; Headwater's exports load with
// from_pretrained without missing or unexpected weights and give the same outputs; the masked-LM loss of one
// batch is the same in both, as pretraining's objective computes it.
#include "core/export/model_export.h"
#include "core/model/model_architecture.h"
#include "core/model_io/internal/model_directory.h"
#include "core/model_io/internal/weight_source.h"
#include "core/model_io/model_files.h"
#include "core/train/internal/pretraining_objective.h"
#include "tests/support/reference_python.h"

#include <torch/torch.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

constexpr double kTolerance = 1e-4;

struct ReferenceModel {
    QString directory;
    QString architecture;
    QString weights; // "safetensors" | "bin"
};

// Largest |a - b|; for per-token outputs, over the positions the attention mask keeps.
double maxDifference(const torch::Tensor& a, const torch::Tensor& b, const torch::Tensor& attentionMask,
                     bool perToken) {
    torch::Tensor diff = (a - b).abs();
    if (!perToken)
        return diff.max().item<double>();
    torch::Tensor keep = attentionMask.to(torch::kBool);
    while (keep.dim() < diff.dim())
        keep = keep.unsqueeze(-1);
    return diff.masked_select(keep.expand_as(diff)).max().item<double>();
}

// Compares Headwater's outputs on the reference inputs with the outputs in `expectedPath`; empty when equal.
QString compareOutputs(EncoderModel& model, Architecture architecture, const QString& inputsPath,
                       const QString& expectedPath) {
    Expected<WeightSource> inputs = readSafetensors(inputsPath);
    Expected<WeightSource> expected = readSafetensors(expectedPath);
    if (!inputs.ok() || !expected.ok())
        return QStringLiteral("cannot read the reference outputs");
    const auto& in = inputs->tensors;
    const torch::Tensor mask = in.at("attention_mask");
    torch::NoGradGuard noGrad;
    const ModelOutputs ours = model.forward(in.at("input_ids"), mask, in.at("token_type_ids"));
    const auto& theirs = expected->tensors;
    QStringList problems;
    auto check = [&](const char* name, const torch::Tensor& mine, bool perToken) {
        const torch::Tensor& reference = theirs.at(name);
        if (mine.sizes() != reference.sizes()) {
            problems << QStringLiteral("%1 shape differs").arg(QLatin1String(name));
            return;
        }
        const double diff = maxDifference(mine, reference, mask, perToken);
        if (!(diff <= kTolerance))
            problems << QStringLiteral("%1 differs by %2").arg(QLatin1String(name)).arg(diff);
    };
    check("logits", ours.logits, !isSequenceClassifier(architecture));
    check("last_hidden_state", ours.lastHiddenState, true);
    if (theirs.count("seq_relationship_logits"))
        check("seq_relationship_logits", ours.seqRelationshipLogits, false);
    return problems.join(QStringLiteral("; "));
}

} // namespace

class TestTransformersParity : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void transformersModelLoadsWithSameOutputs_data();
    void transformersModelLoadsWithSameOutputs();
    void exportLoadsInTransformersWithSameOutputs();
    void maskedLmLossEqualsTransformers_data();
    void maskedLmLossEqualsTransformers();

private:
    QTemporaryDir m_dir;
    QVector<ReferenceModel> m_models;
};

void TestTransformersParity::initTestCase() {
    HW_REQUIRE_REFERENCE_STACK();
    QVERIFY(m_dir.isValid());
    const test::ReferenceRun run = test::runReference(QStringLiteral("make-models"), {m_dir.path()});
    QVERIFY2(run.ok, qPrintable(run.failure));
    for (const QJsonValue& v :
         QJsonDocument::fromJson(run.output).object().value(QLatin1String("models")).toArray()) {
        const QJsonObject o = v.toObject();
        m_models.push_back({o.value(QLatin1String("directory")).toString(),
                            o.value(QLatin1String("architecture")).toString(),
                            o.value(QLatin1String("weights")).toString()});
    }
    // Twelve architectures in two shapes, ModernBERT's two in a third (300 tokens), two weight formats.
    QCOMPARE(m_models.size(), (12 * 2 + 2) * 2);
}

void TestTransformersParity::transformersModelLoadsWithSameOutputs_data() {
    QTest::addColumn<QString>("directory");
    QTest::addColumn<QString>("architecture");
    for (const ReferenceModel& m : m_models)
        QTest::newRow(qPrintable(QFileInfo(m.directory).fileName())) << m.directory << m.architecture;
}

void TestTransformersParity::transformersModelLoadsWithSameOutputs() {
    QFETCH(QString, directory);
    QFETCH(QString, architecture);
    Expected<LoadedModel> loaded = loadModelDirectory(directory);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    QCOMPARE(architectureName(loaded->config.architecture), architecture);
    // The second shape's masked-LM heads carry their own output matrix, which must be the one used.
    QCOMPARE(loaded->config.tieWordEmbeddings, !directory.contains(QStringLiteral("3layers")));
    QVERIFY2(loaded->report.notes.isEmpty(),
             qPrintable(hw::Text::joined(loaded->report.notes, QStringLiteral(" ")).toString()));
    QVERIFY2(loaded->report.newlyInitialised.isEmpty(),
             qPrintable(loaded->report.newlyInitialised.join(QLatin1Char(' '))));
    const QString reference = directory + QStringLiteral("/reference.safetensors");
    const QString problems =
        compareOutputs(*loaded->model, loaded->config.architecture, reference, reference);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

void TestTransformersParity::exportLoadsInTransformersWithSameOutputs() {
    QJsonArray manifest;
    QVector<QPair<QString, QString>> exported; // (export directory, transformers' outputs)
    for (const ReferenceModel& m : m_models) {
        const QString name = QFileInfo(m.directory).fileName();
        const QString out = m_dir.filePath(QStringLiteral("exported/") + name);
        Expected<ExportSummary> written = exportModel(m.directory, out, false);
        QVERIFY2(written.ok(), qPrintable(written.error().toString()));
        const QString outputs =
            m_dir.filePath(QStringLiteral("exported/") + name + QStringLiteral(".transformers.safetensors"));
        manifest.append(
            QJsonObject{{QStringLiteral("model"), out},
                        {QStringLiteral("inputs"), m.directory + QStringLiteral("/reference.safetensors")},
                        {QStringLiteral("output"), outputs}});
        exported.push_back({out, outputs});
    }
    const QString manifestPath = m_dir.filePath(QStringLiteral("exported/manifest.json"));
    QFile file(manifestPath);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(manifest).toJson());
    file.close();

    const test::ReferenceRun run = test::runReference(QStringLiteral("forward"), {manifestPath});
    QVERIFY2(run.ok, qPrintable(run.failure)); // exit 3 lists missing/unexpected weights per model

    for (int i = 0; i < exported.size(); ++i) {
        Expected<LoadedModel> ours = loadModelDirectory(exported[i].first);
        QVERIFY2(ours.ok(), qPrintable(ours.error().toString()));
        const QString problems = compareOutputs(
            *ours->model, ours->config.architecture,
            m_models[i].directory + QStringLiteral("/reference.safetensors"), exported[i].second);
        QVERIFY2(problems.isEmpty(), qPrintable(exported[i].first + QStringLiteral(": ") + problems));
    }
}

void TestTransformersParity::maskedLmLossEqualsTransformers_data() {
    QTest::addColumn<QString>("directory");
    for (const ReferenceModel& m : m_models)
        if (m.architecture.endsWith(QLatin1String("ForMaskedLM")))
            QTest::newRow(qPrintable(QFileInfo(m.directory).fileName())) << m.directory;
}

void TestTransformersParity::maskedLmLossEqualsTransformers() {
    QFETCH(QString, directory);
    // The objective PretrainJob trains, made from the folder as the job makes it.
    PretrainSpec spec;
    spec.modelDirectory = directory;
    Expected<std::unique_ptr<PretrainingObjective>> objective = createPretrainingObjective(spec);
    QVERIFY2(objective.ok(), qPrintable(objective.error().toString()));
    objective.value()->setTraining(false); // no dropout on either side

    torch::manual_seed(3);
    const int64_t vocab = objective.value()->maskedLmModel().config().vocabSize;
    torch::Tensor ids = torch::randint(5, vocab, {4, 16}, torch::kLong);
    torch::Tensor attention = torch::ones({4, 16}, torch::kLong);
    attention.index_put_({2, torch::indexing::Slice(12)}, 0);
    // Padding carries the pad id, where RoBERTa's positions stop counting.
    ids.index_put_({2, torch::indexing::Slice(12)}, objective.value()->maskedLmModel().config().padTokenId);
    torch::Tensor labels = torch::full({4, 16}, -100, torch::kLong);
    const torch::Tensor chosen = (torch::rand({4, 16}) < 0.25) & attention.to(torch::kBool);
    labels = torch::where(chosen, torch::randint(5, vocab, {4, 16}, torch::kLong), labels);
    labels.index_put_({0, 1}, ids.index({0, 1})); // at least one target
    const torch::Tensor masked = torch::where(chosen, torch::full({4, 16}, 4, torch::kLong), ids);

    const QString batchPath =
        m_dir.filePath(QFileInfo(directory).fileName() + QStringLiteral(".batch.safetensors"));
    QVERIFY(writeSafetensors(batchPath,
                             {{"input_ids", masked}, {"attention_mask", attention}, {"labels", labels}})
                .ok());
    const test::ReferenceRun run = test::runReference(QStringLiteral("mlm-loss"), {directory, batchPath});
    QVERIFY2(run.ok, qPrintable(run.failure));
    const double theirs =
        QJsonDocument::fromJson(run.output).object().value(QLatin1String("loss")).toDouble();

    BatchTensors batch; // single segments, as transformers reads a batch without token_type_ids
    batch.inputIds = masked;
    batch.attentionMask = attention;
    batch.typeIds = torch::zeros_like(masked);
    batch.labels = labels;
    MetricSums sums;
    objective.value()->evaluate(batch, sums);
    const double ours = sums.means().at("loss");
    QVERIFY2(
        std::abs(ours - theirs) <= 1e-5,
        qPrintable(QStringLiteral("ours %1, transformers %2").arg(ours, 0, 'g', 10).arg(theirs, 0, 'g', 10)));
}

QTEST_GUILESS_MAIN(TestTransformersParity)
#include "test_transformers_parity.moc"
