#include "tokenize/sentencepiece_tokenizer.h"
#include "tokenize/tokenizer_config.h"
#include "tokenize/tokenizer_files.h"
#include "tokenize/wordpiece_tokenizer.h"

#include <QDir>
#include <QFileInfo>

namespace hw {

Expected<std::shared_ptr<const TextTokenizer>> loadTokenizer(const QString& directory)
{
    const QFileInfo info(directory);
    if (info.isFile()) {
        // A single file: tokenizer.json, a SentencePiece .model, or a vocab.txt beside its configs.
        if (info.suffix() == QLatin1String("json")) {
            Expected<WordPieceTokenizer> t = readWordPieceTokenizerJson(directory);
            if (!t)
                return t.error();
            return std::shared_ptr<const TextTokenizer>(std::make_shared<WordPieceTokenizer>(std::move(t.value())));
        }
        if (info.suffix() == QLatin1String("model")) {
            Expected<WordPieceOptions> options = readTokenizerOptions(info.absolutePath());
            if (!options)
                return options.error();
            Expected<std::shared_ptr<SentencePieceTokenizer>> spm = SentencePieceTokenizer::load(directory, options->specials);
            if (!spm)
                return spm.error();
            return std::shared_ptr<const TextTokenizer>(spm.value());
        }
        Expected<WordPieceOptions> options = readTokenizerOptions(info.absolutePath());
        if (!options)
            return options.error();
        Expected<WordPieceVocab> vocab = WordPieceVocab::readFile(directory);
        if (!vocab)
            return vocab.error();
        Expected<WordPieceTokenizer> t = WordPieceTokenizer::create(std::move(vocab.value()), options.value(), directory);
        if (!t)
            return t.error();
        return std::shared_ptr<const TextTokenizer>(std::make_shared<WordPieceTokenizer>(std::move(t.value())));
    }
    const QDir dir(directory);
    if (QFileInfo::exists(dir.filePath(QStringLiteral("vocab.txt"))) || QFileInfo::exists(dir.filePath(QStringLiteral("tokenizer.json")))) {
        Expected<WordPieceTokenizer> wordPiece = WordPieceTokenizer::fromDirectory(directory);
        if (!wordPiece)
            return wordPiece.error();
        return std::shared_ptr<const TextTokenizer>(std::make_shared<WordPieceTokenizer>(std::move(wordPiece.value())));
    }
    if (QFileInfo::exists(dir.filePath(QStringLiteral("spm.model")))) {
        Expected<WordPieceOptions> options = readTokenizerOptions(directory);
        if (!options)
            return options.error();
        Expected<std::shared_ptr<SentencePieceTokenizer>> spm = SentencePieceTokenizer::load(dir.filePath(QStringLiteral("spm.model")), options->specials);
        if (!spm)
            return spm.error();
        return std::shared_ptr<const TextTokenizer>(spm.value());
    }
    return UserError{QStringLiteral("no tokenizer found"), directory,
                     QStringLiteral("the folder needs vocab.txt, tokenizer.json or spm.model")};
}

} // namespace hw
