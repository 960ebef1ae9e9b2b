#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"

#include "core/model_io/model_inspection.h"

#include <QJsonArray>

namespace hw::cli {

namespace {

QJsonObject inspectionJson(const ModelInspection& m) {
    QJsonArray blocks;
    for (const ParameterBlock& b : m.blocks)
        blocks.append(
            QJsonObject{{QStringLiteral("name"), b.name}, {QStringLiteral("parameters"), b.parameters}});
    const ModelConfig& c = m.config;
    return {{QStringLiteral("event"), QStringLiteral("result")},
            {QStringLiteral("model"), m.directory},
            {QStringLiteral("architecture"), architectureName(c.architecture)},
            {QStringLiteral("model_type"), modelTypeOf(c.family())},
            {QStringLiteral("weights_file"), m.weightsFile},
            {QStringLiteral("dtypes"), QJsonArray::fromStringList(m.dtypes)},
            {QStringLiteral("parameters"), m.totalParameters},
            {QStringLiteral("blocks"), blocks},
            {QStringLiteral("vocab_size"), c.vocabSize},
            {QStringLiteral("tokenizer_vocab_size"), m.tokenizerVocabSize},
            {QStringLiteral("tokenizer_files"), QJsonArray::fromStringList(m.tokenizerFiles)},
            {QStringLiteral("hidden_size"), c.hiddenSize},
            {QStringLiteral("embedding_size"), c.embeddingSize},
            {QStringLiteral("layers"), c.numHiddenLayers},
            {QStringLiteral("heads"), c.numAttentionHeads},
            {QStringLiteral("intermediate_size"), c.intermediateSize},
            {QStringLiteral("max_position_embeddings"), c.maxPositionEmbeddings},
            {QStringLiteral("labels"), QJsonArray::fromStringList(c.labels)}};
}

QString inspectionText(const ModelInspection& m) {
    const ModelConfig& c = m.config;
    QString text =
        QStringLiteral("%1 (%2)\n  weights: %3, %4\n  parameters: %5\n  vocabulary: %6 (tokenizer: %7)\n"
                       "  hidden %8, embedding %9, layers %10, heads %11, ffn %12, positions %13\n")
            .arg(architectureName(c.architecture), modelTypeOf(c.family()), m.weightsFile,
                 m.dtypes.join(QStringLiteral(", ")))
            .arg(m.totalParameters)
            .arg(c.vocabSize)
            .arg(m.tokenizerVocabSize ? QString::number(m.tokenizerVocabSize) : QStringLiteral("none"))
            .arg(c.hiddenSize)
            .arg(c.embeddingSize)
            .arg(c.numHiddenLayers)
            .arg(c.numAttentionHeads)
            .arg(c.intermediateSize)
            .arg(c.maxPositionEmbeddings);
    if (isSequenceClassifier(c.architecture))
        text += QStringLiteral("  labels: %1\n").arg(c.labels.join(QStringLiteral(", ")));
    text += QStringLiteral("  parameters per block:\n");
    for (const ParameterBlock& b : m.blocks)
        text += QStringLiteral("    %1 %2\n").arg(b.name.leftJustified(28)).arg(b.parameters, 12);
    return text.trimmed();
}

} // namespace

int runInspect(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Describe a model directory: architecture, parameters per block, dtype, vocabulary."));
    parser.addOptions({
        {QStringLiteral("model"),
         QStringLiteral(
             "Model directory, a Hub id in the Hugging Face cache, or with --project a model's name."),
         QStringLiteral("DIR")},
        {QStringLiteral("project"), QStringLiteral("Project whose model --model may name."),
         QStringLiteral("FILE")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    if (!requiredValue(parser, QStringLiteral("model"), QStringLiteral("give the model directory"),
                       &exitCode))
        return exitCode;
    const std::optional<QString> model =
        artefactPath(parser, QStringLiteral("model"), {ArtefactKind::Model}, &exitCode);
    if (!model)
        return exitCode;
    Expected<ModelInspection> inspection = inspectModelDirectory(*model);
    if (!inspection)
        return reportBadInput(inspection.error());
    if (parser.isSet(QStringLiteral("json")))
        printJsonLine(inspectionJson(inspection.value()));
    else
        printText(inspectionText(inspection.value()));
    return kExitOk;
}

} // namespace hw::cli
