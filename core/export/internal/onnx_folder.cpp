#include "export/internal/onnx_folder.h"

#include "checkpoint/internal/model_directory.h"
#include "export/internal/encoder_onnx_graph.h"
#include "export/internal/export_verification.h"
#include "export/internal/onnx_runner.h"
#include "export/onnx_file.h"
#include "util/atomic_file.h"

#include <QDir>
#include <QJsonDocument>

namespace hw {

namespace {

// The graph computes attention and GELU in another order than libtorch's fused kernels: differences stay
// far below this on fp32 models.
constexpr double kOnnxTolerance = 1e-4;

} // namespace

Expected<OnnxFolder> writeOnnxFolder(EncoderModel& model, const QString& sourceDirectory,
                                     const QString& folder) {
    if (!QDir().mkpath(folder))
        return UserError{QStringLiteral("cannot create the ONNX folder"), folder,
                         QStringLiteral("check permissions and free space")};
    OnnxFolder out;
    out.file = QDir(folder).filePath(QStringLiteral("model.onnx"));
    OnnxModel graph = encoderOnnxModel(model);
    graph.producerVersion = HEADWATER_VERSION;
    Expected<qint64> bytes = writeOnnxFile(graph, out.file);
    if (!bytes)
        return bytes.error();
    out.bytes = bytes.value();
    Expected<bool> written =
        writeFileAtomically(QDir(folder).filePath(QStringLiteral("config.json")),
                            QJsonDocument(modelConfigToJson(model.config())).toJson(QJsonDocument::Indented));
    if (!written)
        return written.error();
    written = copyCompanionFiles(sourceDirectory, folder, true);
    if (!written)
        return written.error();

    Expected<OnnxModel> reread = readOnnxFile(out.file);
    if (!reread)
        return reread.error();
    std::optional<UserError> failure;
    const LogitComparison compared = compareLogits(model, [&](const SampleBatch& batch) {
        Expected<std::vector<torch::Tensor>> outputs =
            runOnnxModel(reread.value(), {{"input_ids", batch.inputIds},
                                          {"attention_mask", batch.attentionMask},
                                          {"token_type_ids", batch.tokenTypeIds}});
        if (!outputs) {
            failure = outputs.error();
            return torch::Tensor();
        }
        return outputs->front();
    });
    if (failure)
        return *failure;
    out.verification = {compared.samples, compared.maxAbsDifference};
    if (!(compared.maxAbsDifference <= kOnnxTolerance))
        return UserError{QStringLiteral("the ONNX model's logits differ from the source's by %1 (allowed %2)")
                             .arg(compared.maxAbsDifference)
                             .arg(kOnnxTolerance),
                         out.file, QStringLiteral("nothing was written; report this model")};
    return out;
}

} // namespace hw
