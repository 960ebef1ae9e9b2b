#include "core/export/internal/onnx_folder.h"

#include "core/export/internal/encoder_onnx_graph.h"
#include "core/export/internal/export_progress.h"
#include "core/export/internal/export_verification.h"
#include "core/export/internal/onnx_quantization.h"
#include "core/export/internal/onnx_runner.h"
#include "core/export/internal/quantized_accuracy.h"
#include "core/export/onnx_file.h"
#include "core/model_io/internal/model_directory.h"
#include "core/util/atomic_file.h"

#include <QDir>
#include <QJsonDocument>

namespace hw {

namespace {

// The graph computes attention and GELU in another order than libtorch's fused kernels: differences stay
// far below this on fp32 models.
constexpr double kOnnxTolerance = 1e-4;

// The graph's logits for a sample batch; an empty tensor (and `failure` set) when it does not run.
torch::Tensor graphLogits(const OnnxModel& graph, const SampleBatch& batch,
                          std::optional<UserError>& failure) {
    Expected<std::vector<torch::Tensor>> outputs =
        runOnnxModel(graph, tokenInputsFor(graph, batch.inputIds, batch.attentionMask, batch.tokenTypeIds));
    if (!outputs) {
        failure = outputs.error();
        return torch::Tensor();
    }
    return outputs->front();
}

// What a prediction is for each head: the argmax over labels or the vocabulary, or a single logit's sign.
torch::Tensor decisions(const torch::Tensor& logits, bool singleLogit) {
    return singleLogit ? logits.gt(0) : logits.argmax(-1);
}

Expected<QuantizedOnnx> writeQuantized(EncoderModel& model, const OnnxModel& graph,
                                       const QString& sourceDirectory, const QString& folder,
                                       const ExportOptions& options) {
    Expected<bool> going = progress(options, Text::tr("writing the int8 model"));
    if (!going)
        return going.error();
    QuantizedOnnx out;
    out.file = QDir(folder).filePath(QStringLiteral("model_quantized.onnx"));
    Expected<qint64> bytes = writeOnnxFile(quantizeDynamicInt8(graph), out.file);
    if (!bytes)
        return bytes.error();
    out.bytes = bytes.value();
    going = progress(options, Text::tr("checking the int8 model"));
    if (!going)
        return going.error();
    Expected<OnnxModel> reread = readOnnxFile(out.file);
    if (!reread)
        return reread.error();
    const bool singleLogit = model.config().architecture == Architecture::ElectraForPreTraining;
    std::optional<UserError> failure;
    qint64 kept = 0, predictions = 0;
    const LogitComparison compared = compareLogits(model, [&](const SampleBatch& batch) {
        const torch::Tensor logits = graphLogits(reread.value(), batch, failure);
        if (logits.defined()) {
            const torch::Tensor same =
                decisions(logits, singleLogit).eq(decisions(modelLogits(model, batch), singleLogit));
            kept += same.sum().item<int64_t>();
            predictions += same.numel();
        }
        return logits;
    });
    if (failure)
        return *failure;
    if (std::optional<UserError> nonFinite = nonFiniteLogits(compared, Text::tr("int8 model"), out.file))
        return *nonFinite;
    out.samples = compared.samples;
    out.maxAbsDifference = compared.maxAbsDifference;
    out.agreement = predictions > 0 ? double(kept) / double(predictions) : 0;
    if (!options.int8CheckFile.isEmpty()) {
        going = progress(options, Text::tr("measuring the int8 model on labelled examples"));
        if (!going)
            return going.error();
        Expected<QuantizedAccuracy> accuracy =
            compareQuantizedAccuracy(graph, reread.value(), model.config(), sourceDirectory, options);
        if (!accuracy)
            return accuracy.error();
        out.accuracy = accuracy.value();
    }
    return out;
}

} // namespace

Expected<OnnxFolder> writeOnnxFolder(EncoderModel& model, const QString& sourceDirectory,
                                     const QString& folder, const ExportOptions& options) {
    if (!QDir().mkpath(folder))
        return UserError{Text::tr("cannot create the ONNX folder"), folder,
                         Text::tr("check permissions and free space")};
    Expected<bool> going = progress(options, Text::tr("writing the ONNX model"));
    if (!going)
        return going.error();
    OnnxFolder out;
    out.file = QDir(folder).filePath(QStringLiteral("model.onnx"));
    OnnxModel graph = encoderOnnxModel(model);
    graph.producerVersion = HEADWATER_VERSION;
    Expected<qint64> bytes = writeOnnxFile(graph, out.file);
    if (!bytes)
        return bytes.error();
    out.bytes = bytes.value();
    Expected<bool> written = writeFileAtomically(QDir(folder).filePath(QStringLiteral("config.json")),
                                                 modelConfigText(modelConfigToJson(model.config())));
    if (!written)
        return written.error();
    written = copyFilesIfPresent(sourceDirectory, folder,
                                 tokenizerFileNames() << QStringLiteral("thresholds.json"));
    if (!written)
        return written.error();

    going = progress(options, Text::tr("checking the ONNX model"));
    if (!going)
        return going.error();
    // What is checked is the file as written, read back, not the graph in memory.
    Expected<OnnxModel> reread = readOnnxFile(out.file);
    if (!reread)
        return reread.error();
    std::optional<UserError> failure;
    const LogitComparison compared = compareLogits(
        model, [&](const SampleBatch& batch) { return graphLogits(reread.value(), batch, failure); });
    if (failure)
        return *failure;
    out.verification = {compared.samples, compared.maxAbsDifference};
    if (std::optional<UserError> failure = nonFiniteLogits(compared, Text::tr("ONNX model"), out.file))
        return *failure;
    if (!(compared.maxAbsDifference <= kOnnxTolerance))
        return UserError{Text::tr("the ONNX model's logits differ from the source's by %1 (allowed %2)")
                             .arg(compared.maxAbsDifference)
                             .arg(kOnnxTolerance),
                         out.file, Text::tr("nothing was written; report this model")};
    if (options.onnxInt8) {
        Expected<QuantizedOnnx> quantized = writeQuantized(model, graph, sourceDirectory, folder, options);
        if (!quantized)
            return quantized.error();
        out.int8 = quantized.value();
    }
    return out;
}

} // namespace hw
