#include "core/tokenize/tokenizer_training.h"
#include "core/project/lineage_roles.h"

#include "core/tokenize/byte_level_bpe_trainer.h"
#include "core/tokenize/sentencepiece_tokenizer.h"
#include "core/tokenize/sentencepiece_training.h"
#include "core/tokenize/wordpiece_tokenizer.h"
#include "core/tokenize/wordpiece_trainer.h"

#include "core/project/artefact_store.h"
#include "core/project/corpus_line_export.h"
#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/util/disk_write_error.h"
#include "core/util/output_paths.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

namespace hw {

QString tokenizerKindName(TokenizerKind kind) {
    switch (kind) {
    case TokenizerKind::WordPiece:
        return QStringLiteral("wordpiece");
    case TokenizerKind::Unigram:
        return QStringLiteral("unigram");
    case TokenizerKind::Bpe:
        return QStringLiteral("bpe");
    case TokenizerKind::ByteLevelBpe:
        return QStringLiteral("bytebpe");
    }
    return QString();
}

std::optional<TokenizerKind> tokenizerKindFromName(const QString& name) {
    for (const TokenizerKind kind :
         {TokenizerKind::WordPiece, TokenizerKind::Unigram, TokenizerKind::Bpe, TokenizerKind::ByteLevelBpe})
        if (tokenizerKindName(kind) == name)
            return kind;
    return std::nullopt;
}

TokenizerTrainingSpec tokenizerTrainingDefaults(TokenizerKind kind) {
    TokenizerTrainingSpec spec;
    spec.kind = kind;
    if (kind == TokenizerKind::ByteLevelBpe) {
        spec.lowercase = false;
        spec.specials = ByteLevelBpeOptions().specials;
    }
    return spec;
}

Text TokenizerTrainingJob::title() const {
    return Text::tr("Train %1 tokenizer (%2 tokens)")
        .arg(tokenizerKindName(m_spec.kind))
        .arg(m_spec.vocabSize);
}

QStringList TokenizerTrainingJob::resources() const {
    return m_resources;
}

JobOutcome TokenizerTrainingJob::fail(UserError error) {
    m_error = std::move(error);
    return {JobStatus::Failed, m_error.text(), m_error};
}

TokenizerTrainingJob::TokenizerTrainingJob(TokenizerTrainingSpec spec)
    : m_spec(std::move(spec)) {
    if (m_spec.kind == TokenizerKind::ByteLevelBpe && m_spec.specials.all() == SpecialTokens().all())
        m_spec.specials = ByteLevelBpeOptions().specials;
    if (!m_spec.projectPath.isEmpty() && m_spec.outputDirectory.isEmpty())
        m_spec.outputDirectory = QDir(ProjectStore::dataDirectoryOf(m_spec.projectPath))
                                     .filePath(QStringLiteral("tokenizers/") + m_spec.name);
    // Fixed before the job starts: the owner asks from another thread while it runs.
    if (!m_spec.projectCorpus.isEmpty())
        m_resources << QStringLiteral("corpus:") + m_spec.projectCorpus;
    if (!m_spec.outputDirectory.isEmpty())
        m_resources << QFileInfo(m_spec.outputDirectory).absoluteFilePath();
    for (const QString& file : m_spec.corpusFiles)
        m_resources << QFileInfo(file).absoluteFilePath();
}

TokenizerTrainingJob::~TokenizerTrainingJob() = default;

// Opens the project, checks the name is free, and writes the chosen corpus's training split as lines for the
// trainers.
Expected<bool> TokenizerTrainingJob::prepareProjectInputs(JobContext& context) {
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(m_spec.projectPath);
    if (!opened)
        return opened.error();
    m_project = std::move(opened.value());
    QSqlDatabase& db = m_project->database();
    if (m_spec.name.trimmed().isEmpty())
        return UserError{Text::tr("the tokenizer has no name"), m_spec.projectPath,
                         Text::tr("give it a name")};
    if (findArtefact(db, ArtefactKind::Tokenizer, m_spec.name))
        return UserError{Text::tr("the project already has a tokenizer named '%1'").arg(m_spec.name),
                         m_spec.projectPath, Text::tr("choose another name")};
    if (m_spec.projectCorpus.isEmpty())
        return true;
    Expected<ExportedCorpusLines> exported =
        exportCorpusLines(*m_project, m_spec.projectCorpus, QStringLiteral("train"), context);
    if (!exported)
        return exported.error();
    if (std::optional<Text> warning = hangulDecompositionWarning(
            m_spec, corpusScriptShare(db, m_spec.projectCorpus, QStringLiteral("hangul"))))
        context.log(LogLevel::Warning, *warning);
    m_corpusArtefact = exported->artefactId;
    m_corpusExport = std::move(exported->folder);
    m_spec.corpusFiles = {exported->file};
    return true;
}

Expected<bool> TokenizerTrainingJob::recordInProject(int vocabularySize) {
    Artefact artefact;
    artefact.kind = ArtefactKind::Tokenizer;
    artefact.name = m_spec.name;
    artefact.path = m_project->storedPath(m_spec.outputDirectory);
    artefact.settings = {{QStringLiteral("kind"), tokenizerKindName(m_spec.kind)},
                         {QStringLiteral("vocab_size"), m_spec.vocabSize},
                         {QStringLiteral("lowercase"), m_spec.lowercase},
                         {QStringLiteral("min_frequency"), m_spec.minFrequency}};
    if (m_spec.kind != TokenizerKind::ByteLevelBpe) // byte-level BPE covers every byte
        artefact.settings.insert(QStringLiteral("character_coverage"), m_spec.characterCoverage);
    artefact.figures = {{QStringLiteral("vocab_size"), vocabularySize}};
    if (m_corpusArtefact >= 0)
        artefact.sources.append({m_corpusArtefact, lineage::kTrainedOn});
    Expected<qint64> id = recordArtefact(m_project->database(), artefact);
    if (!id)
        return id.error();
    m_artefactId = id.value();
    return true;
}

std::optional<Text> hangulDecompositionWarning(bool lowercase, double hangulShare) {
    if (!lowercase || !(hangulShare >= 0.01))
        return std::nullopt;
    return Text::tr(
               "lowercasing strips accents, which breaks every Hangul syllable into its jamo (“한” becomes "
               "“ㅎㅏㄴ”), and %1% of this corpus's letters are Hangul: keep lowercasing off for Korean")
        .arg(QString::number(100 * hangulShare, 'f', 0));
}

std::optional<Text> hangulDecompositionWarning(const TokenizerTrainingSpec& spec, double hangulShare) {
    return hangulDecompositionWarning(spec.lowercase && spec.kind != TokenizerKind::ByteLevelBpe,
                                      hangulShare);
}

Expected<bool> TokenizerTrainingJob::writeWordPiece(const QString& folder, JobContext& context) {
    Expected<QStringList> vocab = trainWordPieceVocab(m_spec, context);
    if (!vocab || context.cancelled())
        return vocab ? Expected<bool>(UserError::cancellation()) : Expected<bool>(vocab.error());
    Expected<WordPieceVocab> built = WordPieceVocab::fromTokens(vocab.value(), m_spec.outputDirectory);
    if (!built)
        return built.error();
    WordPieceOptions options;
    options.normalization.lowercase = m_spec.lowercase;
    options.normalization.stripAccents = m_spec.lowercase;
    options.specials = m_spec.specials;
    Expected<WordPieceTokenizer> tokenizer =
        WordPieceTokenizer::create(std::move(built.value()), options, m_spec.outputDirectory);
    if (!tokenizer)
        return tokenizer.error();
    return tokenizer->save(folder);
}

Expected<bool> TokenizerTrainingJob::writeSentencePiece(const QString& folder, JobContext& context) {
    Expected<bool> trained = trainSentencePiece(m_spec, folder, context);
    if (!trained || context.cancelled())
        return trained ? Expected<bool>(UserError::cancellation()) : trained;
    const QString modelPath = QDir(folder).filePath(QStringLiteral("spm.model"));
    Expected<std::shared_ptr<SentencePieceTokenizer>> tokenizer =
        SentencePieceTokenizer::load(modelPath, m_spec.specials);
    // The trainer reported success, so a model that does not load back was not written in full (the trainer
    // does not check its writes): a full disk, not a damaged model.
    if (!tokenizer)
        return diskWriteError(modelPath, Text::tr("the trained model was not written in full"));
    return tokenizer.value()->save(folder);
}

Expected<bool> TokenizerTrainingJob::writeByteLevelBpe(const QString& folder, JobContext& context) {
    Expected<ByteLevelBpeTokenizer> tokenizer = trainByteLevelBpe(m_spec, context);
    if (!tokenizer)
        return tokenizer.error();
    return tokenizer->save(folder);
}

Expected<bool> TokenizerTrainingJob::writeTokenizer(const QString& folder, JobContext& context) {
    if (m_spec.kind == TokenizerKind::WordPiece)
        return writeWordPiece(folder, context);
    if (m_spec.kind == TokenizerKind::ByteLevelBpe)
        return writeByteLevelBpe(folder, context);
    return writeSentencePiece(folder, context); // unigram or BPE
}

JobOutcome TokenizerTrainingJob::run(JobContext& context) {
    if (!m_spec.projectPath.isEmpty()) {
        Expected<bool> prepared = prepareProjectInputs(context);
        if (!prepared)
            return fail(prepared.error());
        if (context.cancelled())
            return {JobStatus::Cancelled, Text::tr("cancelled; nothing was written")};
    }
    Expected<bool> usable = checkOutputFolderPath(m_spec.outputDirectory);
    if (!usable)
        return fail(usable.error());
    const QFileInfo target(m_spec.outputDirectory);
    if (target.exists() && !(target.isDir() && QDir(target.absoluteFilePath()).isEmpty()))
        return fail({Text::tr("output directory already exists and is not empty"), m_spec.outputDirectory,
                     Text::tr("choose a new folder")});
    if (m_spec.vocabSize < 16)
        return fail({Text::tr("vocabulary size %1 is too small").arg(m_spec.vocabSize),
                     Text::setting(QStringLiteral("vocab-size")),
                     Text::tr("give at least 16 (BERT uses 30522)")});
    QDir().mkpath(target.absolutePath());
    // Build in a staging folder beside the target, so a cancelled or failed run leaves nothing behind.
    const std::unique_ptr<QTemporaryDir> stagingFolder = makeStagingFolder(target.absoluteFilePath());
    QTemporaryDir& staging = *stagingFolder;
    if (!staging.isValid())
        return fail({Text::tr("cannot create a staging folder"), target.absolutePath(),
                     Text::tr("check permissions")});

    Expected<bool> trained = writeTokenizer(staging.path(), context);
    if (context.cancelled())
        return {JobStatus::Cancelled, Text::tr("cancelled; nothing was written")};
    if (!trained)
        return fail(trained.error());
    Expected<bool> moved = moveFolderIntoPlace(staging.path(), target.absoluteFilePath());
    if (!moved)
        return fail(moved.error());
    staging.setAutoRemove(false);
    if (m_project) {
        Expected<std::shared_ptr<const TextTokenizer>> written = loadTokenizer(target.absoluteFilePath());
        Expected<bool> recorded =
            written ? recordInProject(written.value()->vocabSize()) : Expected<bool>(written.error());
        if (!recorded) {
            removeFolderTree(target.absoluteFilePath()); // the project and its files stay consistent
            return fail(recorded.error());
        }
    }
    return {JobStatus::Succeeded, Text::tr("tokenizer written to %1").arg(target.absoluteFilePath())};
}

} // namespace hw
