#include "core/model_io/vocab_extension.h"

#include "core/model_io/internal/model_directory.h"
#include "core/model_io/internal/vocabulary_rows.h"

#include <QSet>

#include <functional>

#include <torch/torch.h>

namespace hw {

namespace {

// What the vocabulary gains: the tokenizer to save, and for each new id (from the old vocabulary's size on)
// the old rows its embedding starts as the mean of.
struct Growth {
    std::shared_ptr<const TextTokenizer> tokenizer;
    std::vector<std::vector<int64_t>> newRows;
};

UserError alreadyThere(const QString& word) {
    return {Text::tr("'%1' is already in the vocabulary").arg(word), Text::setting(QStringLiteral("token")),
            Text::tr("leave it out")};
}

// The words the request names, or the corpus's best ranked ones; each once.
Expected<QVector<DomainTerm>> chooseTerms(const VocabExtensionRequest& request,
                                          const std::function<Expected<DomainTerm>(const QString&)>& named,
                                          const std::function<Expected<QVector<DomainTerm>>()>& ranked) {
    QVector<DomainTerm> chosen;
    QSet<QString> seen;
    if (request.explicitTokens.isEmpty()) {
        Expected<QVector<DomainTerm>> terms = ranked();
        if (!terms)
            return terms.error();
        return terms->mid(0, request.addCount);
    }
    for (const QString& raw : request.explicitTokens) {
        Expected<DomainTerm> term = named(raw);
        if (!term)
            return term.error();
        if (!seen.contains(term->token))
            chosen.append(term.value());
        seen.insert(term->token);
    }
    return chosen;
}

Expected<QVector<DomainTerm>> chooseWordPieceTerms(const WordPieceTokenizer& tokenizer,
                                                   const VocabExtensionRequest& request,
                                                   JobContext* context) {
    return chooseTerms(
        request,
        [&](const QString& raw) -> Expected<DomainTerm> {
            const std::vector<PreToken> words = bertPreTokenize(raw, tokenizer.options().normalization);
            if (words.size() != 1)
                return UserError{
                    Text::tr("'%1' is not one word for this tokenizer").arg(raw),
                    Text::setting(QStringLiteral("token")),
                    Text::tr("give single words; punctuation and spaces split words before WordPiece")};
            const QString word = words.front().text;
            if (tokenizer.vocab().contains(word))
                return alreadyThere(word);
            const QStringList pieces = tokenizer.wordPieces(word);
            if (pieces.contains(tokenizer.options().specials.unk))
                return UserError{Text::tr("'%1' has characters the vocabulary does not know").arg(word),
                                 Text::setting(QStringLiteral("token")),
                                 Text::tr("its new embedding would have no pieces to start from; train a new "
                                          "tokenizer instead")};
            return DomainTerm{word, 0, pieces, word};
        },
        [&] { return rankDomainTerms(tokenizer, request.corpusFiles, request.minFrequency, context); });
}

Expected<QVector<DomainTerm>> chooseByteLevelTerms(const ByteLevelBpeTokenizer& tokenizer,
                                                   const VocabExtensionRequest& request,
                                                   JobContext* context) {
    return chooseTerms(
        request,
        [&](const QString& raw) -> Expected<DomainTerm> {
            Expected<DomainTerm> term = byteLevelDomainTerm(tokenizer, raw);
            if (term && term->pieces.size() < 2)
                return alreadyThere(term->word);
            return term;
        },
        [&] { return rankDomainTerms(tokenizer, request.corpusFiles, request.minFrequency, context); });
}

Expected<Growth> growWordPiece(const WordPieceTokenizer& tokenizer, const QVector<DomainTerm>& chosen,
                               const QString& where) {
    QStringList tokens = tokenizer.vocab().tokens();
    Growth growth;
    for (const DomainTerm& t : chosen) {
        tokens << t.token;
        std::vector<int64_t> rows;
        for (const QString& piece : t.pieces)
            rows.push_back(tokenizer.vocab().idOf(piece));
        growth.newRows.push_back(rows);
    }
    Expected<WordPieceVocab> vocab = WordPieceVocab::fromTokens(tokens, where);
    if (!vocab)
        return vocab.error();
    Expected<WordPieceTokenizer> extended =
        WordPieceTokenizer::create(std::move(vocab.value()), tokenizer.options(), where);
    if (!extended)
        return extended.error();
    growth.tokenizer = std::make_shared<WordPieceTokenizer>(std::move(extended.value()));
    return growth;
}

// Each word becomes one token by merges appended after the old ones, joining its pieces from the left: the
// old merges have already done all they can with the word, so the new ones apply in order. Each partial join
// the vocabulary lacks becomes a token too (a merge must make a token), starting as the mean of its pieces.
// Text that never holds a new word's pieces side by side is cut as before.
Expected<Growth> growByteLevel(const ByteLevelBpeTokenizer& tokenizer, const QVector<DomainTerm>& chosen,
                               const QString& where) {
    BpeModel model = tokenizer.model();
    // tokenizers numbers the added tokens its model lacks after the model's entries, counting them: added
    // tokens past the model's own (ModernBERT's) join the model, so that the new tokens after them keep
    // their ids when it reads the vocabulary.
    for (const AddedToken& added : tokenizer.options().addedTokens)
        if (added.id >= tokenizer.model().size() && model.idOf(added.content) < 0)
            model.addToken(added.content, added.id);
    Growth growth;
    QSet<QString> merged;
    for (const DomainTerm& t : chosen) {
        QString joined = t.pieces.front();
        std::vector<int64_t> rows{tokenizer.model().idOf(joined)};
        for (int i = 1; i < t.pieces.size(); ++i) {
            const QString& next = t.pieces[i];
            rows.push_back(tokenizer.model().idOf(next));
            if (model.idOf(joined + next) < 0) {
                model.addToken(joined + next, tokenizer.vocabSize() + int(growth.newRows.size()));
                growth.newRows.push_back(rows);
            }
            QString missing;
            if (!merged.contains(joined + QLatin1Char(' ') + next) && !model.addMerge(joined, next, &missing))
                return UserError{Text::tr("the merge of '%1' and '%2' could not be added").arg(joined, next),
                                 where, Text::tr("leave '%1' out").arg(t.word)};
            merged.insert(joined + QLatin1Char(' ') + next);
            joined += next;
        }
    }
    Expected<ByteLevelBpeTokenizer> extended =
        ByteLevelBpeTokenizer::create(std::move(model), tokenizer.options(), where);
    if (!extended)
        return extended.error();
    // Every word must now be one token; a word whose partial join is an old token that old merges grow
    // further would not be.
    for (const DomainTerm& t : chosen) {
        const Encoding e = extended->segment(QStringLiteral(" ") + t.word, 0);
        if (e.size() != 1 || e.tokens.front() != t.token)
            return UserError{Text::tr("'%1' would not become one token: the vocabulary's merges cut it as %2")
                                 .arg(t.word, e.tokens.join(QLatin1Char(' '))),
                             where, Text::tr("leave '%1' out").arg(t.word)};
    }
    growth.tokenizer = std::make_shared<ByteLevelBpeTokenizer>(std::move(extended.value()));
    return growth;
}

} // namespace

Expected<VocabExtensionResult> extendModelVocabulary(const VocabExtensionRequest& request,
                                                     JobContext* context) {
    Expected<std::shared_ptr<const TextTokenizer>> any = loadTokenizer(request.modelDirectory);
    if (!any)
        return any.error();
    const auto* wordPiece = dynamic_cast<const WordPieceTokenizer*>(any->get());
    const auto* byteLevel = dynamic_cast<const ByteLevelBpeTokenizer*>(any->get());
    // A SentencePiece vocabulary would need pieces with scores, in a model file and a tokenizer.json that
    // number them differently; this does not make those.
    if (!wordPiece && !byteLevel)
        return UserError{
            Text::tr("vocabulary extension adds words to WordPiece and byte-level BPE vocabularies; this "
                     "model's tokenizer is %1")
                .arg(any.value()->kind()),
            request.modelDirectory,
            Text::tr(
                "re-fit this model to a tokenizer trained on the domain (Pretrain page, or resize-vocab)")};

    Expected<QVector<DomainTerm>> chosen = wordPiece ? chooseWordPieceTerms(*wordPiece, request, context)
                                                     : chooseByteLevelTerms(*byteLevel, request, context);
    if (!chosen)
        return chosen.error();
    VocabExtensionResult result;
    result.added = chosen.value();
    result.oldVocabSize = any.value()->vocabSize();
    result.newVocabSize = result.oldVocabSize + int(result.added.size());
    if (request.dryRun || (context && context->cancelled()))
        return result;
    if (result.added.isEmpty())
        return UserError{Text::tr("no word qualifies for the vocabulary"),
                         request.corpusFiles.join(QStringLiteral(", ")),
                         Text::tr("lower %1 or give a larger domain corpus")
                             .arg(Text::setting(QStringLiteral("min-frequency")))};
    Expected<Growth> growth = wordPiece ? growWordPiece(*wordPiece, result.added, request.outputDirectory)
                                        : growByteLevel(*byteLevel, result.added, request.outputDirectory);
    if (!growth)
        return growth.error();
    result.newVocabSize = result.oldVocabSize + int(growth->newRows.size());

    Expected<LoadedModel> loaded = loadModelDirectory(request.modelDirectory);
    if (!loaded)
        return loaded.error();
    ModelConfig config = loaded->config;
    // Rows beyond the tokenizer's size (padding some checkpoints carry) are taken by the new tokens first.
    config.vocabSize = std::max(config.vocabSize, result.newVocabSize);
    std::vector<std::vector<int64_t>> sources(size_t(result.oldVocabSize));
    for (int64_t id = 0; id < result.oldVocabSize; ++id)
        sources[size_t(id)] = {id};
    sources.insert(sources.end(), growth->newRows.begin(), growth->newRows.end());
    std::shared_ptr<EncoderModel> resized =
        rebuildVocabularyRows(loaded.value(), config, sources, result.oldVocabSize);
    Expected<bool> saved = saveModelDirectory(*resized, QString(), request.outputDirectory, request.overwrite,
                                              growth->tokenizer.get());
    if (!saved)
        return saved.error();
    return result;
}

} // namespace hw
