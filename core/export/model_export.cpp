#include "core/export/model_export.h"

#include "core/eval/label_thresholds.h"
#include "core/export/internal/export_progress.h"
#include "core/export/internal/export_verification.h"
#include "core/export/internal/onnx_folder.h"
#include "core/export/internal/quantized_accuracy.h"
#include "core/export/onnx_file.h"
#include "core/model/internal/model_factory.h"
#include "core/model/model_size.h"
#include "core/model_io/internal/model_directory.h"
#include "core/util/atomic_file.h"
#include "core/util/enum_names.h"

#include <torch/torch.h>

#include <QDir>
#include <QFileInfo>

namespace hw {

namespace {

constexpr EnumName<ExportFormat> kExportFormatNames[] = {
    {ExportFormat::HuggingFace, "hf"}, {ExportFormat::Onnx, "onnx"}, {ExportFormat::Both, "both"}};
constexpr EnumName<WeightPrecision> kWeightPrecisionNames[] = {{WeightPrecision::Float32, "fp32"},
                                                               {WeightPrecision::Float16, "fp16"},
                                                               {WeightPrecision::BFloat16, "bf16"}};

// The reloaded export and the source differ only by rounding of the same arithmetic.
constexpr double kExportTolerance = 1e-5;

torch::ScalarType scalarTypeOf(WeightPrecision precision) {
    switch (precision) {
    case WeightPrecision::Float16:
        return torch::kFloat16;
    case WeightPrecision::BFloat16:
        return torch::kBFloat16;
    case WeightPrecision::Float32:
        break;
    }
    return torch::kFloat32;
}

// The source with its weights rounded to the export's type (and back to fp32): what the export must equal.
std::shared_ptr<EncoderModel> roundedCopy(EncoderModel& source, torch::ScalarType dtype) {
    std::shared_ptr<EncoderModel> copy = createModel(source.config());
    torch::NoGradGuard noGrad;
    const auto parameters = source.named_parameters();
    for (auto& item : copy->named_parameters())
        item.value().copy_(parameters[item.key()].to(dtype).to(torch::kFloat32));
    copy->eval();
    return copy;
}

Expected<bool> checkAgainst(EncoderModel& expected, const QString& written, const QString& outputDirectory,
                            ExportVerification& verification) {
    Expected<LoadedModel> reloaded = loadModelDirectory(written);
    if (!reloaded)
        return UserError{Text::tr("the export does not load back: %1").arg(reloaded.error().what),
                         outputDirectory, Text::tr("nothing was written; report this model")};
    const LogitComparison compared = compareLogits(
        expected, [&](const SampleBatch& batch) { return modelLogits(*reloaded->model, batch); });
    verification = {compared.samples, compared.maxAbsDifference};
    if (std::optional<UserError> failure = nonFiniteLogits(compared, Text::tr("export"), outputDirectory))
        return *failure;
    if (!(compared.maxAbsDifference <= kExportTolerance))
        return UserError{Text::tr("the export's logits differ from the source's by %1 (allowed %2)")
                             .arg(compared.maxAbsDifference)
                             .arg(kExportTolerance),
                         outputDirectory, Text::tr("nothing was written; report this model")};
    return true;
}

Expected<bool> addOnnx(EncoderModel& model, const QString& sourceDirectory, const QString& folder,
                       const ExportOptions& options, ExportSummary& summary) {
    Expected<OnnxFolder> onnx = writeOnnxFolder(model, sourceDirectory, folder, options);
    if (!onnx)
        return onnx.error();
    summary.onnx = onnx->verification;
    summary.onnxBytes = onnx->bytes;
    summary.onnxFile = onnx->file;
    summary.int8 = onnx->int8;
    return true;
}

} // namespace

QString exportFormatName(ExportFormat format) {
    return nameIn(kExportFormatNames, format);
}

std::optional<ExportFormat> exportFormatFromName(const QString& name) {
    return valueNamedIn(kExportFormatNames, name);
}

QString weightPrecisionName(WeightPrecision precision) {
    return nameIn(kWeightPrecisionNames, precision);
}

std::optional<WeightPrecision> weightPrecisionFromName(const QString& name) {
    return valueNamedIn(kWeightPrecisionNames, name);
}

int exportStepCount(const ExportOptions& options) {
    int steps = 1; // loading the model
    if (options.format != ExportFormat::Onnx)
        steps += 2; // writing and checking the Hugging Face directory
    if (options.format != ExportFormat::HuggingFace) {
        steps += 2; // writing and checking the ONNX model
        if (options.onnxInt8)
            steps += options.int8CheckFile.isEmpty() ? 2 : 3;
    }
    return steps;
}

namespace {

// What config.json alone decides is refused before the model loads and before anything is written: an ONNX
// file over protobuf's limit, an int8 check that cannot run. A config.json that cannot be read is left to the
// loader, which says why.
Expected<bool> checkBeforeLoading(const QString& modelDirectory, const QString& outputDirectory,
                                  const ExportOptions& options) {
    Expected<ModelConfig> config =
        readModelConfig(QDir(modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return true;
    if (options.format != ExportFormat::HuggingFace) {
        Expected<bool> fits = checkOnnxFileSize(quint64(estimatedParameterCount(config.value())) * 4,
                                                QDir(outputDirectory).filePath(QStringLiteral("model.onnx")));
        if (!fits)
            return fits;
    }
    if (options.onnxInt8 && !options.int8CheckFile.isEmpty()) {
        Expected<LabelledDataset> data = readInt8CheckData(config.value(), options);
        if (!data)
            return data.error();
    }
    return true;
}

} // namespace

Expected<ExportSummary> exportModel(const QString& modelDirectory, const QString& outputDirectory,
                                    bool overwrite, const ExportOptions& options) {
    Expected<bool> started = progress(options, Text::tr("loading the model"));
    if (!started)
        return started.error();
    Expected<bool> possible = checkBeforeLoading(modelDirectory, outputDirectory, options);
    if (!possible)
        return possible.error();
    Expected<LoadedModel> loaded = loadModelDirectory(modelDirectory);
    if (!loaded)
        return loaded.error();
    // An export carries the classifier's thresholds.json as it is: a damaged one is refused, not passed on.
    if (isSequenceClassifier(loaded->config.architecture)) {
        Expected<QVector<double>> thresholds = readThresholds(modelDirectory, loaded->config.numLabels());
        if (!thresholds)
            return thresholds.error();
    }
    EncoderModel& source = *loaded->model;
    ExportSummary summary;
    summary.config = loaded->config;
    summary.report = loaded->report;
    summary.format = options.format;
    for (const torch::Tensor& p : source.parameters())
        summary.parameters += p.numel();

    Expected<bool> written = true;
    if (options.format == ExportFormat::Onnx) {
        written = writeStagedFolder(outputDirectory, overwrite, [&](const QString& staging) {
            return addOnnx(source, modelDirectory, staging, options, summary);
        });
    } else {
        const torch::ScalarType dtype = scalarTypeOf(options.precision);
        std::shared_ptr<EncoderModel> expected = loaded->model;
        if (dtype != torch::kFloat32) {
            expected = roundedCopy(source, dtype);
            summary.precisionDifference = compareLogits(source, [&](const SampleBatch& b) {
                                              return modelLogits(*expected, b);
                                          }).maxAbsDifference;
        }
        // Runs on the staged folder before it takes the final name: everything written is checked.
        auto complete = [&](const QString& staging) -> Expected<bool> {
            // saveModelDirectory copied the tokenizer; an export also carries the classifier's thresholds.
            Expected<bool> done =
                copyFilesIfPresent(modelDirectory, staging, {QStringLiteral("thresholds.json")});
            if (done && !options.modelCard.isEmpty())
                done = writeFileAtomically(QDir(staging).filePath(QStringLiteral("README.md")),
                                           options.modelCard.toUtf8());
            if (!done)
                return done;
            for (const QFileInfo& file : QDir(staging).entryInfoList({QStringLiteral("model*.safetensors*")},
                                                                     QDir::Files, QDir::Name)) {
                summary.weightFiles << file.fileName();
                summary.weightBytes += file.size();
            }
            done = progress(options, Text::tr("checking the Hugging Face directory"));
            if (!done)
                return done;
            ExportVerification verification;
            done = checkAgainst(*expected, staging, outputDirectory, verification);
            if (!done)
                return done;
            summary.huggingFace = verification;
            if (options.format == ExportFormat::Both)
                return addOnnx(source, modelDirectory, QDir(staging).filePath(QStringLiteral("onnx")),
                               options, summary);
            return true;
        };
        written = progress(options, Text::tr("writing the Hugging Face directory"));
        if (written)
            written = saveModelDirectory(source, modelDirectory, outputDirectory, overwrite, nullptr,
                                         complete, WeightLayout{dtype, options.maxShardBytes});
    }
    if (!written)
        return written.error();
    // The ONNX files' paths under the final name, not the staging folder's.
    QString onnxFolder = QFileInfo(outputDirectory).absoluteFilePath();
    if (options.format == ExportFormat::Both)
        onnxFolder += QStringLiteral("/onnx");
    if (!summary.onnxFile.isEmpty())
        summary.onnxFile = onnxFolder + QStringLiteral("/model.onnx");
    if (summary.int8)
        summary.int8->file = onnxFolder + QStringLiteral("/model_quantized.onnx");
    return summary;
}

} // namespace hw
