#include "core/model_io/internal/model_directory.h"

#include "core/system/compute_devices.h"

#include "core/model/internal/model_factory.h"
#include "core/model_io/internal/weight_loading.h"
#include "core/system/internal/torch_device.h"
#include "core/tokenize/tokenizer_files.h"
#include "core/tokenize/wordpiece_tokenizer.h"
#include "core/util/atomic_file.h"
#include "core/util/disk_write_error.h"
#include "core/util/ordinary_files.h"
#include "core/util/output_paths.h"
#include "core/util/owned_folder.h"

#include <torch/torch.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>

namespace hw {

QStringList tokenizerFileNames() {
    return {QStringLiteral("vocab.txt"),
            QStringLiteral("vocab.json"),
            QStringLiteral("merges.txt"),
            QStringLiteral("tokenizer.json"),
            QStringLiteral("tokenizer_config.json"),
            QStringLiteral("special_tokens_map.json"),
            QStringLiteral("added_tokens.json"),
            QStringLiteral("spm.model"),
            QStringLiteral("sentencepiece.bpe.model"),
            QStringLiteral("tokenizer.model")};
}

Expected<QString> findWeightsFile(const QString& directory) {
    const QDir dir(directory);
    if (!dir.exists())
        return UserError{Text::tr("model directory does not exist"), directory,
                         Text::tr("give the folder that holds config.json and the weights")};
    Expected<bool> ordinary = requireOrdinaryFiles(
        directory,
        QStringList{QStringLiteral("config.json"), QStringLiteral("model.safetensors"),
                    QStringLiteral("model.safetensors.index.json"), QStringLiteral("pytorch_model.bin")} +
            tokenizerFileNames());
    if (!ordinary)
        return ordinary.error();
    for (const char* name : {"model.safetensors", "model.safetensors.index.json", "pytorch_model.bin"})
        if (QFileInfo::exists(dir.filePath(QLatin1String(name))))
            return dir.filePath(QLatin1String(name));
    if (QFileInfo::exists(dir.filePath(QStringLiteral("pytorch_model.bin.index.json"))))
        return UserError{
            Text::tr("sharded pytorch_model.bin checkpoints are not supported"), directory,
            Text::tr("save the model with safe_serialization=True (model.safetensors) in transformers")};
    if (QFileInfo::exists(dir.filePath(QStringLiteral("tf_model.h5"))))
        return UserError{
            Text::tr("only TensorFlow weights (tf_model.h5) are present"), directory,
            Text::tr(
                "convert them with transformers (from_pretrained(..., from_tf=True) then save_pretrained)")};
    return UserError{
        Text::tr("no weights file found"), directory,
        Text::tr("the folder needs model.safetensors, model.safetensors.index.json or pytorch_model.bin")};
}

Expected<WeightSource> readWeightsFile(const QString& weightsPath) {
    if (weightsPath.endsWith(QLatin1String(".index.json")))
        return readSafetensorsIndex(weightsPath);
    if (weightsPath.endsWith(QLatin1String(".bin")))
        return readTorchBin(weightsPath);
    return readSafetensors(weightsPath);
}

Expected<LoadedModel> loadModelOnDevice(const QString& directory, const QString& device) {
    const Expected<Device> parsed = usableDevice(device);
    if (!parsed)
        return parsed.error();
    Expected<LoadedModel> loaded = loadModelDirectory(directory);
    if (loaded)
        loaded->model->to(torchDevice(parsed.value()));
    return loaded;
}

Expected<LoadedModel> loadModelDirectory(const QString& directory, const ModelLoadOptions& options) {
    const QString configPath = QDir(directory).filePath(QStringLiteral("config.json"));
    if (!QFileInfo::exists(configPath) && QDir(directory).exists())
        return UserError{Text::tr("no config.json in the model directory"), directory,
                         Text::tr("a Hugging Face model directory holds config.json next to its weights")};
    Expected<QString> weightsPath = findWeightsFile(directory);
    if (!weightsPath)
        return weightsPath.error();
    Expected<ModelConfig> config = readModelConfig(configPath);
    if (!config)
        return config.error();

    LoadedModel loaded;
    loaded.directory = directory;
    loaded.config = config.value();
    WeightLoadOptions weightOptions;
    if (options.architecture && *options.architecture != loaded.config.architecture) {
        if (familyOf(*options.architecture) != loaded.config.family())
            return UserError{
                Text::tr("cannot load a %1 checkpoint as %2")
                    .arg(modelTypeOf(loaded.config.family()), architectureName(*options.architecture)),
                directory, Text::tr("choose an architecture of the same model family")};
        loaded.config.architecture = *options.architecture;
        weightOptions.allowNewHead = true;
    }
    if (!options.labels.isEmpty()) {
        loaded.config.labels = options.labels;
        loaded.config.problemType = options.problemType;
        weightOptions.allowNewHead = true;
    }
    Expected<bool> valid = loaded.config.validate(configPath);
    if (!valid)
        return valid.error();

    Expected<WeightSource> source = readWeightsFile(weightsPath.value());
    if (!source)
        return source.error();
    loaded.model = createModel(loaded.config);
    if (weightOptions.allowNewHead)
        initializeWeights(*loaded.model, options.seed);
    Expected<LoadReport> report =
        loadWeightsInto(*loaded.model, source.value(), weightsPath.value(), weightOptions);
    if (!report)
        return report.error();
    loaded.report = report.value();
    loaded.model->eval();
    return loaded;
}

Expected<bool> writeStagedFolder(const QString& outputDirectory, bool overwrite,
                                 const std::function<Expected<bool>(const QString& staging)>& fill) {
    Expected<bool> usable = checkOutputFolderPath(outputDirectory);
    if (!usable)
        return usable;
    const QFileInfo target(outputDirectory);
    if (target.exists() && !QDir(outputDirectory).isEmpty() && !overwrite)
        return UserError{Text::tr("output directory already exists and is not empty"), outputDirectory,
                         Text::tr("choose a new folder, or allow replacing it (%1)")
                             .arg(Text::setting(QStringLiteral("overwrite")))};
    if (overwrite) {
        Expected<bool> replaceable = checkFolderReplaceable(outputDirectory);
        if (!replaceable)
            return replaceable;
    }
    const QString parent = target.absolutePath();
    if (!QDir().mkpath(parent))
        return UserError{Text::tr("cannot create the parent folder"), parent, Text::tr("check permissions")};

    const std::unique_ptr<QTemporaryDir> staging = makeStagingFolder(outputDirectory);
    if (!staging->isValid())
        return UserError{Text::tr("cannot create a staging folder (%1)").arg(staging->errorString()), parent,
                         Text::tr("check permissions and free space")};
    Expected<bool> filled = fill(staging->path());
    if (!filled)
        return filled;
    filled = markFolderOwned(staging->path());
    if (!filled)
        return filled;
    Expected<bool> swapped = moveFolderIntoPlace(staging->path(), target.absoluteFilePath());
    if (swapped)
        staging->setAutoRemove(false);
    return swapped;
}

Expected<bool> copyFilesIfPresent(const QString& from, const QString& to, const QStringList& names) {
    for (const QString& name : names) {
        const QString source = QDir(from).filePath(name);
        if (!QFileInfo::exists(source))
            continue;
        const QString target = QDir(to).filePath(name);
        QFile file(source);
        if (!file.copy(target))
            return diskWriteError(target, file.errorString());
        QFile::setPermissions(target,
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    }
    return true;
}

namespace {

// Half-precision weights are named in config.json (`dtype`, which replaced `torch_dtype`), so
// from_pretrained(dtype="auto") loads them as they are. A model trained in fp32 from half-precision weights
// says float32 again, or "auto" would load its weights rounded.
QJsonObject configJson(const ModelConfig& config, torch::ScalarType dtype) {
    QJsonObject json = modelConfigToJson(config);
    if (dtype == torch::kFloat32) {
        for (const QString& key : {QStringLiteral("dtype"), QStringLiteral("torch_dtype")})
            if (json.contains(key) && json.value(key) != QLatin1String("float32"))
                json.insert(key, QStringLiteral("float32"));
        return json;
    }
    json.remove(QStringLiteral("torch_dtype"));
    json.insert(QStringLiteral("dtype"),
                dtype == torch::kFloat16 ? QStringLiteral("float16") : QStringLiteral("bfloat16"));
    return json;
}

} // namespace

Expected<bool> saveModelDirectory(EncoderModel& model, const QString& tokenizerFrom,
                                  const QString& outputDirectory, bool overwrite,
                                  const TextTokenizer* tokenizer,
                                  const std::function<Expected<bool>(const QString& written)>& verify,
                                  const WeightLayout& layout) {
    return writeStagedFolder(outputDirectory, overwrite, [&](const QString& staging) -> Expected<bool> {
        const QDir out(staging);
        Expected<bool> written =
            writeFileAtomically(out.filePath(QStringLiteral("config.json")),
                                modelConfigText(configJson(model.config(), layout.dtype)));
        if (!written)
            return written;
        Expected<WeightFiles> weights = writeSafetensorsWeights(staging, stateDictForExport(model), layout);
        if (!weights)
            return weights.error();
        if (!tokenizerFrom.isEmpty()) {
            written = copyFilesIfPresent(tokenizerFrom, staging, tokenizerFileNames());
            if (!written)
                return written;
        }
        if (tokenizer) {
            written = tokenizer->save(staging);
            if (!written)
                return written;
        }
        // transformers' fast tokenizers want tokenizer.json; derive it from vocab.txt when the source had
        // none.
        if (QFileInfo::exists(out.filePath(QStringLiteral("vocab.txt"))) &&
            !QFileInfo::exists(out.filePath(QStringLiteral("tokenizer.json")))) {
            Expected<WordPieceTokenizer> wordPiece = WordPieceTokenizer::fromDirectory(staging);
            if (!wordPiece)
                return wordPiece.error();
            written = writeFileAtomically(out.filePath(QStringLiteral("tokenizer.json")),
                                          wordPieceTokenizerJson(wordPiece.value()));
            if (!written)
                return written;
        }
        return verify ? verify(staging) : Expected<bool>(true);
    });
}

} // namespace hw
