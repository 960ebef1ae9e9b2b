#include "tokenize/tokenizer_training.h"

#include "tokenize/sentencepiece_tokenizer.h"
#include "tokenize/sentencepiece_training.h"
#include "tokenize/wordpiece_trainer.h"
#include "tokenize/wordpiece_tokenizer.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

namespace hw {

QString tokenizerKindName(TokenizerKind kind)
{
    switch (kind) {
    case TokenizerKind::WordPiece: return QStringLiteral("wordpiece");
    case TokenizerKind::Unigram: return QStringLiteral("unigram");
    case TokenizerKind::Bpe: return QStringLiteral("bpe");
    }
    return QString();
}

QString TokenizerTrainingJob::title() const
{
    return QStringLiteral("Train %1 tokenizer (%2 tokens)").arg(tokenizerKindName(m_spec.kind)).arg(m_spec.vocabSize);
}

JobOutcome TokenizerTrainingJob::fail(UserError error)
{
    m_error = std::move(error);
    return {JobStatus::Failed, m_error.toString(), m_error};
}

JobOutcome TokenizerTrainingJob::run(JobContext& context)
{
    const QFileInfo target(m_spec.outputDirectory);
    if (target.exists() && !(target.isDir() && QDir(target.absoluteFilePath()).isEmpty()))
        return fail({QStringLiteral("output directory already exists and is not empty"), m_spec.outputDirectory,
                     QStringLiteral("choose a new folder")});
    if (m_spec.vocabSize < 16)
        return fail({QStringLiteral("vocabulary size %1 is too small").arg(m_spec.vocabSize), QStringLiteral("--vocab-size"),
                     QStringLiteral("give at least 16 (BERT uses 30522)")});
    QDir().mkpath(target.absolutePath());
    // Build in a staging folder beside the target, so a cancelled or failed run leaves nothing behind.
    QTemporaryDir staging(QDir(target.absolutePath()).filePath(QStringLiteral(".%1.partial-XXXXXX").arg(target.fileName())));
    if (!staging.isValid())
        return fail({QStringLiteral("cannot create a staging folder"), target.absolutePath(), QStringLiteral("check permissions")});

    if (m_spec.kind == TokenizerKind::WordPiece) {
        Expected<QStringList> vocab = trainWordPieceVocab(m_spec, context);
        if (!vocab)
            return fail(vocab.error());
        if (context.cancelled())
            return {JobStatus::Cancelled, QStringLiteral("cancelled; nothing was written")};
        Expected<WordPieceVocab> built = WordPieceVocab::fromTokens(vocab.value(), m_spec.outputDirectory);
        if (!built)
            return fail(built.error());
        WordPieceOptions options;
        options.normalization.lowercase = m_spec.lowercase;
        options.normalization.stripAccents = m_spec.lowercase;
        options.specials = m_spec.specials;
        Expected<WordPieceTokenizer> tokenizer = WordPieceTokenizer::create(std::move(built.value()), options, m_spec.outputDirectory);
        if (!tokenizer)
            return fail(tokenizer.error());
        Expected<bool> saved = tokenizer->save(staging.path());
        if (!saved)
            return fail(saved.error());
    } else {
        Expected<bool> trained = trainSentencePiece(m_spec, staging.path(), context);
        if (!trained)
            return fail(trained.error());
        if (context.cancelled())
            return {JobStatus::Cancelled, QStringLiteral("cancelled; nothing was written")};
        Expected<std::shared_ptr<SentencePieceTokenizer>> tokenizer =
            SentencePieceTokenizer::load(QDir(staging.path()).filePath(QStringLiteral("spm.model")), m_spec.specials);
        if (!tokenizer)
            return fail(tokenizer.error());
        Expected<bool> saved = tokenizer.value()->save(staging.path());
        if (!saved)
            return fail(saved.error());
    }
    QFile::setPermissions(staging.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup
                                              | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther);
    if (target.exists())
        QDir().rmdir(target.absoluteFilePath());
    if (!QDir().rename(staging.path(), target.absoluteFilePath()))
        return fail({QStringLiteral("cannot move the trained tokenizer into place"), m_spec.outputDirectory,
                     QStringLiteral("check that you may write to the parent folder")});
    staging.setAutoRemove(false);
    return {JobStatus::Succeeded, QStringLiteral("tokenizer written to %1").arg(target.absoluteFilePath())};
}

} // namespace hw
