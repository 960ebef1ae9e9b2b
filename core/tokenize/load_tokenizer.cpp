#include "core/tokenize/byte_level_bpe_files.h"
#include "core/tokenize/sentencepiece_tokenizer.h"
#include "core/tokenize/tokenizer_config.h"
#include "core/tokenize/tokenizer_files.h"
#include "core/tokenize/wordpiece_tokenizer.h"
#include "core/tokenize/xlm_roberta_files.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QFileInfo>

namespace hw {

namespace {

using SharedTokenizer = std::shared_ptr<const TextTokenizer>;

Expected<SharedTokenizer> shared(Expected<WordPieceTokenizer> t) {
    if (!t)
        return t.error();
    return SharedTokenizer(std::make_shared<WordPieceTokenizer>(std::move(t.value())));
}

Expected<SharedTokenizer> shared(Expected<ByteLevelBpeTokenizer> t) {
    if (!t)
        return t.error();
    return SharedTokenizer(std::make_shared<ByteLevelBpeTokenizer>(std::move(t.value())));
}

Expected<SharedTokenizer> shared(Expected<XlmRobertaTokenizer> t) {
    if (!t)
        return t.error();
    return SharedTokenizer(std::make_shared<XlmRobertaTokenizer>(std::move(t.value())));
}

// A tokenizer.json by the model it declares: WordPiece (BERT, ELECTRA), BPE (RoBERTa, ModernBERT), or Unigram
// where the folder names XLM-RoBERTa's tokenizer.
Expected<SharedTokenizer> loadTokenizerJson(const QString& path, const QString& configFolder) {
    Expected<TokenizerJson> json = readTokenizerJson(path);
    if (!json)
        return json.error();
    const QString type = json->modelType();
    if (type == QLatin1String("WordPiece"))
        return shared(readWordPieceTokenizerJson(json.value(), path));
    if (type == QLatin1String("BPE"))
        return shared(readByteLevelBpeTokenizerJson(json.value(), path, configFolder));
    if (type == QLatin1String("Unigram")) {
        Expected<bool> xlmRoberta = namesXlmRobertaTokenizer(configFolder);
        if (!xlmRoberta)
            return xlmRoberta.error();
        if (xlmRoberta.value())
            return shared(readXlmRobertaTokenizerJson(json.value(), path, configFolder));
        // Other Unigram tokenizers (ALBERT's, T5's) cut text in ways of their own.
        return UserError{Text::tr("tokenizer model type '%1' is not supported").arg(type), path,
                         Text::tr("if it is XLM-RoBERTa's, set tokenizer_class to XLMRobertaTokenizer in "
                                  "tokenizer_config.json (or model_type to xlm-roberta in config.json)")};
    }
    return UserError{Text::tr("tokenizer model type '%1' is not supported").arg(type), path,
                     Text::tr("Headwater reads WordPiece and byte-level BPE tokenizer.json files")};
}

// fairseq's sentencepiece.bpe.model, which XLM-RoBERTa's folders hold (and other models' with other ids):
// read as XLM-R's only where the folder says it is.
Expected<SharedTokenizer> loadSentencePieceBpeModel(const QString& modelPath, const QString& configFolder) {
    Expected<bool> xlmRoberta = namesXlmRobertaTokenizer(configFolder);
    if (!xlmRoberta)
        return xlmRoberta.error();
    if (xlmRoberta.value())
        return shared(readXlmRobertaSentencePiece(modelPath, configFolder));
    return UserError{
        Text::tr("sentencepiece.bpe.model is read only as XLM-RoBERTa's tokenizer, and nothing in "
                 "the folder says it is one"),
        modelPath,
        Text::tr("if it is XLM-RoBERTa's, set tokenizer_class to XLMRobertaTokenizer in "
                 "tokenizer_config.json (or model_type to xlm-roberta in config.json)")};
}

// A SentencePiece model with the special tokens named in the configs of its folder.
Expected<SharedTokenizer> loadSentencePiece(const QString& modelPath, const QString& configFolder) {
    Expected<WordPieceOptions> options = readTokenizerOptions(configFolder);
    if (!options)
        return options.error();
    Expected<std::shared_ptr<SentencePieceTokenizer>> spm =
        SentencePieceTokenizer::load(modelPath, options->specials);
    if (!spm)
        return spm.error();
    return SharedTokenizer(spm.value());
}

} // namespace

Expected<std::shared_ptr<const TextTokenizer>> loadTokenizer(const QString& directory) {
    const QFileInfo info(directory);
    if (info.isFile()) {
        // A single file: tokenizer.json, a SentencePiece .model, or a vocab.txt beside its configs.
        if (info.suffix() == QLatin1String("json"))
            return loadTokenizerJson(directory, info.absolutePath());
        if (info.fileName() == QLatin1String("sentencepiece.bpe.model"))
            return loadSentencePieceBpeModel(directory, info.absolutePath());
        if (info.suffix() == QLatin1String("model"))
            return loadSentencePiece(directory, info.absolutePath());
        Expected<WordPieceOptions> options = readTokenizerOptions(info.absolutePath());
        if (!options)
            return options.error();
        Expected<WordPieceVocab> vocab = WordPieceVocab::readFile(directory);
        if (!vocab)
            return vocab.error();
        return shared(WordPieceTokenizer::create(std::move(vocab.value()), options.value(), directory));
    }
    const QDir dir(directory);
    Expected<bool> ordinary = requireOrdinaryFiles(
        directory, {QStringLiteral("vocab.txt"), QStringLiteral("tokenizer.json"),
                    QStringLiteral("tokenizer_config.json"), QStringLiteral("special_tokens_map.json"),
                    QStringLiteral("spm.model"), QStringLiteral("vocab.json"), QStringLiteral("merges.txt"),
                    QStringLiteral("sentencepiece.bpe.model"), QStringLiteral("config.json")});
    if (!ordinary)
        return ordinary.error();
    if (QFileInfo::exists(dir.filePath(QStringLiteral("vocab.txt"))))
        return shared(WordPieceTokenizer::fromDirectory(directory));
    // XLM-RoBERTa's SentencePiece model before its tokenizer.json, as the two say the same.
    const QString bpeModel = dir.filePath(QStringLiteral("sentencepiece.bpe.model"));
    if (QFileInfo::exists(bpeModel) && !QFileInfo::exists(dir.filePath(QStringLiteral("tokenizer.json"))))
        return loadSentencePieceBpeModel(bpeModel, directory);
    if (QFileInfo::exists(bpeModel)) {
        Expected<bool> xlmRoberta = namesXlmRobertaTokenizer(directory);
        if (!xlmRoberta)
            return xlmRoberta.error();
        if (xlmRoberta.value())
            return shared(readXlmRobertaSentencePiece(bpeModel, directory));
    }
    if (QFileInfo::exists(dir.filePath(QStringLiteral("tokenizer.json"))))
        return loadTokenizerJson(dir.filePath(QStringLiteral("tokenizer.json")), directory);
    if (QFileInfo::exists(dir.filePath(QStringLiteral("vocab.json"))) &&
        QFileInfo::exists(dir.filePath(QStringLiteral("merges.txt"))))
        return shared(readByteLevelBpeVocabFiles(directory));
    if (QFileInfo::exists(dir.filePath(QStringLiteral("spm.model"))))
        return loadSentencePiece(dir.filePath(QStringLiteral("spm.model")), directory);
    return UserError{Text::tr("no tokenizer found"), directory,
                     Text::tr("the folder needs vocab.txt, tokenizer.json, vocab.json with merges.txt, "
                              "sentencepiece.bpe.model or spm.model")};
}

} // namespace hw
