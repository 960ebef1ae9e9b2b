#include "core/model_io/internal/weight_loading.h"

#include "core/model/model_architecture.h"

#include <torch/torch.h>

#include <set>

namespace hw {

namespace {

bool endsWith(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool startsWith(const std::string& s, const std::string& prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}

// Buffers transformers keeps in state dicts that carry no learned values.
bool isIgnorableBuffer(const std::string& name) {
    return endsWith(name, "embeddings.position_ids") || endsWith(name, "embeddings.token_type_ids");
}

// TF-converted checkpoints name LayerNorm parameters gamma/beta.
std::string modernName(const std::string& name, bool* renamed) {
    *renamed = false;
    if (name.find("LayerNorm") == std::string::npos)
        return name;
    if (endsWith(name, ".gamma")) {
        *renamed = true;
        return name.substr(0, name.size() - 6) + ".weight";
    }
    if (endsWith(name, ".beta")) {
        *renamed = true;
        return name.substr(0, name.size() - 5) + ".bias";
    }
    return name;
}

QString shapeText(c10::IntArrayRef sizes) {
    QStringList parts;
    for (int64_t d : sizes)
        parts << QString::number(d);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

Text listOf(const QStringList& names) {
    const int shown = 5;
    const QString text = names.mid(0, shown).join(QStringLiteral(", "));
    if (names.size() > shown)
        return Text::tr("%1 and %2 more").arg(text).arg(names.size() - shown);
    return text;
}

} // namespace

Expected<LoadReport> loadWeightsInto(EncoderModel& model, const WeightSource& source, const QString& where,
                                     const WeightLoadOptions& options) {
    LoadReport report;
    report.weightFiles = source.files;
    const std::string prefix = model.backbonePrefix() + ".";

    // A bare backbone checkpoint (saved from BertModel / ElectraModel / ModernBertModel) has no "bert."
    // (or "model.") prefix.
    bool anyPrefixed = false;
    for (const auto& [name, tensor] : source.tensors)
        anyPrefixed = anyPrefixed || startsWith(name, prefix);

    std::map<std::string, torch::Tensor> tensors;
    for (const auto& [rawName, tensor] : source.tensors) {
        if (isIgnorableBuffer(rawName))
            continue;
        bool renamed = false;
        std::string name = modernName(rawName, &renamed);
        if (renamed)
            report.legacyRenamed << QString::fromStdString(rawName);
        if (!anyPrefixed && startsWith(name, "embeddings.") | startsWith(name, "encoder.") |
                                startsWith(name, "pooler.") | startsWith(name, "embeddings_project.") |
                                startsWith(name, "layers.") | startsWith(name, "final_norm."))
            name = prefix + name;
        tensors[name] = tensor;
    }
    // Newer transformers also save the MLM bias under the decoder, where it is the same tensor, unless the
    // head is untied (tie_word_embeddings false): then the decoder's bias is its own, as transformers 5 has
    // it, or the shared one in files from before.
    const bool ownDecoder = !model.config().tieWordEmbeddings && hasMaskedLmHead(model.config().architecture);
    for (const auto& [bias, decoderBias] :
         {std::pair<std::string, std::string>{"cls.predictions.bias", "cls.predictions.decoder.bias"},
          {"lm_head.bias", "lm_head.decoder.bias"}}) {
        if (!tensors.count(bias) && tensors.count(decoderBias))
            tensors[bias] = tensors[decoderBias];
        if (!ownDecoder)
            tensors.erase(decoderBias);
        else if (!tensors.count(decoderBias) && tensors.count(bias))
            tensors[decoderBias] = tensors[bias];
    }

    std::set<std::string> used, replaced;
    QStringList missing;
    torch::NoGradGuard noGrad;
    const auto parameters = model.named_parameters(true);
    // Check every shape before copying anything, so a failed load leaves the model as it was.
    for (const auto& p : parameters) {
        const auto found = tensors.find(p.key());
        if (found == tensors.end()) {
            // The pooler belongs to the heads that use it: MLM checkpoints have none, and transformers
            // creates it fresh for a classifier on top of them.
            if (options.allowNewHead &&
                (!startsWith(p.key(), prefix) || startsWith(p.key(), prefix + "pooler.")))
                report.newlyInitialised << QString::fromStdString(p.key());
            else
                missing << QString::fromStdString(p.key());
            continue;
        }
        // A classifier head for another label set is replaced by a new one, as transformers'
        // ignore_mismatched_sizes does; the backbone must always fit.
        if (found->second.sizes() != p.value().sizes() && options.allowNewHead &&
            !startsWith(p.key(), prefix)) {
            replaced.insert(p.key());
            report.newlyInitialised << QString::fromStdString(p.key());
            report.notes << Text::tr("%1 has shape %2 in the checkpoint and %3 for the new labels: a "
                                     "new head is trained in its place")
                                .arg(QString::fromStdString(p.key()), shapeText(found->second.sizes()),
                                     shapeText(p.value().sizes()));
            continue;
        }
        if (found->second.sizes() != p.value().sizes())
            return UserError{
                Text::tr("tensor '%1' has shape %2, but config.json implies %3")
                    .arg(QString::fromStdString(p.key()), shapeText(found->second.sizes()),
                         shapeText(p.value().sizes())),
                where,
                Text::tr("the weights and config.json belong to different models; use the config.json "
                         "that was saved with these weights")};
        if (!found->second.is_floating_point())
            return UserError{
                Text::tr("tensor '%1' holds integers, not weights").arg(QString::fromStdString(p.key())),
                where, Text::tr("the weights file is damaged; download or export it again")};
    }
    if (!missing.isEmpty())
        return UserError{Text::tr("the weights lack %1 tensor(s) that %2 needs: %3")
                             .arg(missing.size())
                             .arg(architectureName(model.config().architecture))
                             .arg(listOf(missing)),
                         where,
                         Text::tr("check that config.json's architectures matches the checkpoint, or "
                                  "that no shard of a sharded checkpoint is missing")};
    for (const auto& p : parameters) {
        const auto found = tensors.find(p.key());
        if (found == tensors.end() || replaced.count(p.key()))
            continue;
        p.value().copy_(found->second);
        used.insert(p.key());
    }
    for (const TiedWeight& tie : model.tiedWeights()) {
        const auto found = tensors.find(tie.tied);
        if (found == tensors.end()) {
            report.tiedRestored << QString::fromStdString(tie.tied);
            continue;
        }
        used.insert(tie.tied);
        const torch::Tensor sourceTensor = model.named_parameters(true)[tie.source];
        if (found->second.sizes() != sourceTensor.sizes() ||
            !torch::equal(found->second.to(sourceTensor.dtype()), sourceTensor))
            report.notes << Text::tr("'%1' in the file differs from '%2'; the two are tied, so '%2' is used")
                                .arg(QString::fromStdString(tie.tied), QString::fromStdString(tie.source));
    }
    for (const auto& [name, tensor] : tensors)
        if (!used.count(name))
            report.ignoredTensors << QString::fromStdString(name);
    return report;
}

std::map<std::string, torch::Tensor> stateDictForExport(EncoderModel& model) {
    std::map<std::string, torch::Tensor> out;
    for (const auto& p : model.named_parameters(true))
        out[p.key()] =
            p.value().detach().to(torch::kCPU); // a model trained on a GPU is saved from host memory
    return out;
}

} // namespace hw
