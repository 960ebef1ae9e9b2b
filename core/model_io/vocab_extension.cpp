#include "core/model_io/vocab_extension.h"

#include "core/model_io/internal/model_directory.h"
#include "core/model_io/internal/vocabulary_rows.h"

#include <torch/torch.h>

namespace hw {

Expected<VocabExtensionResult> extendModelVocabulary(const VocabExtensionRequest& request,
                                                     JobContext* context) {
    // Only a WordPiece vocabulary grows by words; a byte-level BPE or SentencePiece one would need merges or
    // pieces, which this does not make.
    Expected<std::shared_ptr<const TextTokenizer>> any = loadTokenizer(request.modelDirectory);
    if (any && any.value()->kind() != QLatin1String("wordpiece"))
        return UserError{
            Text::tr("vocabulary extension adds words to WordPiece vocabularies; this model's "
                     "tokenizer is %1")
                .arg(any.value()->kind()),
            request.modelDirectory,
            Text::tr("extend a model with a WordPiece vocabulary (BERT, ELECTRA, KLUE-RoBERTa), or "
                     "re-fit this model to a tokenizer trained on the domain (Pretrain page)")};
    Expected<WordPieceTokenizer> tokenizer = WordPieceTokenizer::fromDirectory(request.modelDirectory);
    if (!tokenizer)
        return tokenizer.error();

    QVector<DomainTerm> chosen;
    if (!request.explicitTokens.isEmpty()) {
        for (const QString& raw : request.explicitTokens) {
            const std::vector<PreToken> words = bertPreTokenize(raw, tokenizer->options().normalization);
            if (words.size() != 1)
                return UserError{
                    Text::tr("'%1' is not one word for this tokenizer").arg(raw),
                    Text::setting(QStringLiteral("token")),
                    Text::tr("give single words; punctuation and spaces split words before WordPiece")};
            const QString word = words.front().text;
            if (tokenizer->vocab().contains(word))
                return UserError{Text::tr("'%1' is already in the vocabulary").arg(word),
                                 Text::setting(QStringLiteral("token")), Text::tr("leave it out")};
            const QStringList pieces = tokenizer->wordPieces(word);
            if (pieces.contains(tokenizer->options().specials.unk))
                return UserError{Text::tr("'%1' has characters the vocabulary does not know").arg(word),
                                 Text::setting(QStringLiteral("token")),
                                 Text::tr("its new embedding would have no pieces to start from; train a new "
                                          "tokenizer instead")};
            chosen.append({word, 0, pieces});
        }
    } else {
        Expected<QVector<DomainTerm>> ranked =
            rankDomainTerms(tokenizer.value(), request.corpusFiles, request.minFrequency, context);
        if (!ranked)
            return ranked.error();
        chosen = ranked->mid(0, request.addCount);
    }
    VocabExtensionResult result;
    result.added = chosen;
    result.oldVocabSize = tokenizer->vocab().size();
    result.newVocabSize = result.oldVocabSize + int(chosen.size());
    if (request.dryRun || (context && context->cancelled()))
        return result;
    if (chosen.isEmpty())
        return UserError{Text::tr("no word qualifies for the vocabulary"),
                         request.corpusFiles.join(QStringLiteral(", ")),
                         Text::tr("lower %1 or give a larger domain corpus")
                             .arg(Text::setting(QStringLiteral("min-frequency")))};

    Expected<LoadedModel> loaded = loadModelDirectory(request.modelDirectory);
    if (!loaded)
        return loaded.error();
    QStringList tokens = tokenizer->vocab().tokens();
    for (const DomainTerm& t : chosen)
        tokens << t.word;
    Expected<WordPieceVocab> vocab = WordPieceVocab::fromTokens(tokens, request.outputDirectory);
    if (!vocab)
        return vocab.error();
    Expected<WordPieceTokenizer> extended =
        WordPieceTokenizer::create(std::move(vocab.value()), tokenizer->options(), request.outputDirectory);
    if (!extended)
        return extended.error();

    ModelConfig config = loaded->config;
    // Rows beyond the tokenizer's size (padding some checkpoints carry) are taken by the new tokens first.
    config.vocabSize = std::max(config.vocabSize, result.newVocabSize);
    std::vector<std::vector<int64_t>> sources(size_t(result.newVocabSize));
    for (int64_t id = 0; id < result.oldVocabSize; ++id)
        sources[size_t(id)] = {id};
    for (int i = 0; i < chosen.size(); ++i)
        for (const QString& piece : chosen[i].pieces)
            sources[size_t(result.oldVocabSize + i)].push_back(tokenizer->vocab().idOf(piece));
    std::shared_ptr<EncoderModel> resized =
        rebuildVocabularyRows(loaded.value(), config, sources, result.oldVocabSize);
    Expected<bool> saved = saveModelDirectory(*resized, QString(), request.outputDirectory, request.overwrite,
                                              &extended.value());
    if (!saved)
        return saved.error();
    return result;
}

} // namespace hw
