#include "core/model/model_size.h"

#include "core/system/process_memory.h"

#include <QLocale>

namespace hw {

namespace {

// The classifier on top of the encoder: a dense layer of hidden size (BERT's pooler, the others' own) and
// the projection to the labels.
qint64 classifierParameterCount(const ModelConfig& c) {
    const qint64 h = c.hiddenSize, labels = c.numLabels();
    return h * h + h + h * labels + labels;
}

qint64 modernBertParameterCount(const ModelConfig& c) {
    const ModernBertSettings& m = c.modernBert;
    const qint64 h = c.hiddenSize, i = c.intermediateSize, v = c.vocabSize;
    const qint64 norm = m.normBias ? 2 * h : h;
    const qint64 layer = norm + 3 * h * h + (m.attentionBias ? 3 * h : 0) + h * h +
                         (m.attentionBias ? h : 0) // attention
                         + norm + h * 2 * i + (m.mlpBias ? 2 * i : 0) + i * h + (m.mlpBias ? h : 0); // GeGLU
    // Both heads start with a dense layer and a norm: the masked-LM head then decodes to the vocabulary, the
    // classifier projects to the labels.
    const qint64 dense = h * h + (m.classifierBias ? h : 0) + norm;
    const qint64 head = isSequenceClassifier(c.architecture)
                            ? dense + h * c.numLabels() + c.numLabels()
                            : dense + (m.decoderBias ? v : 0) + (c.tieWordEmbeddings ? 0 : v * h);
    // The first layer has no attention norm and the encoder ends with one: they cancel.
    return v * h + norm + qint64(c.numHiddenLayers) * layer + head;
}

// What sits on the encoder of BERT, ELECTRA and RoBERTa, by architecture.
qint64 headParameterCount(const ModelConfig& c, qint64 e) {
    const qint64 h = c.hiddenSize;
    // transform, norm, decoder bias, and the decoder's own matrix where it is not the word embeddings'
    const qint64 maskedLm =
        e * h + e + 2 * e + c.vocabSize + (c.tieWordEmbeddings ? 0 : qint64(c.vocabSize) * e);
    switch (c.architecture) {
    case Architecture::BertForPreTraining: // the pooler and next-sentence prediction beside the masked-LM
                                           // head
        return maskedLm + h * h + h + 2 * h + 2;
    case Architecture::ElectraForPreTraining: // the discriminator: a dense layer and one logit per token
        return h * h + h + h + 1;
    default:
        return isSequenceClassifier(c.architecture) ? classifierParameterCount(c) : maskedLm;
    }
}

} // namespace

qint64 estimatedParameterCount(const ModelConfig& c) {
    if (c.family() == ModelFamily::ModernBert)
        return modernBertParameterCount(c);
    const qint64 h = c.hiddenSize, e = c.family() == ModelFamily::Electra ? c.embeddingSize : c.hiddenSize;
    const qint64 embeddings = (qint64(c.vocabSize) + c.maxPositionEmbeddings + c.typeVocabSize) * e + 2 * e +
                              (e != h ? e * h + h : 0);
    const qint64 layer = 4 * (h * h + h) + 2 * h                       // attention and its norm
                         + h * c.intermediateSize + c.intermediateSize // up projection
                         + qint64(c.intermediateSize) * h + h + 2 * h; // down projection and norm
    return embeddings + qint64(c.numHiddenLayers) * layer + headParameterCount(c, e);
}

QString readableBytes(qint64 bytes) {
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat);
}

Expected<bool> checkWeightsFitMemory(const ModelConfig& config, const Text& where) {
    const qint64 parameters = estimatedParameterCount(config);
    const qint64 weightBytes = 4 * parameters;
    const qint64 machine = systemMemoryBytes();
    if (machine > 0 && weightBytes > machine)
        return UserError{Text::tr("the model's weights alone need %1 (%2 million parameters in fp32); "
                                  "this machine has %3")
                             .arg(readableBytes(weightBytes))
                             .arg(parameters / 1000000)
                             .arg(readableBytes(machine)),
                         where,
                         Text::tr("lower vocab_size, hidden_size, intermediate_size or num_hidden_layers")};
    return true;
}

} // namespace hw
