#pragma once

#include "core/jobs/job.h"
#include "core/tokenize/text_tokenizer.h"

#include <QStringList>
#include <QTemporaryDir>

#include <memory>
#include <optional>

namespace hw {

class ProjectStore;

// WordPiece (BERT), SentencePiece unigram and BPE, and byte-level BPE (RoBERTa, GPT-2).
enum class TokenizerKind { WordPiece, Unigram, Bpe, ByteLevelBpe };

// Lowercasing as BERT's uncased models do also strips accents after NFD, which leaves every Hangul syllable
// as its jamo ("한" becomes "ㅎㅏㄴ"): said before training on a corpus of which Hangul is at least 1% of the
// letters. Nothing otherwise.
std::optional<Text> hangulDecompositionWarning(bool lowercase, double hangulShare);

struct TokenizerTrainingSpec;
// The same for a training: byte-level BPE's lowercasing keeps accents, and Hangul with them.
std::optional<Text> hangulDecompositionWarning(const TokenizerTrainingSpec& spec, double hangulShare);

struct TokenizerTrainingSpec {
    TokenizerKind kind = TokenizerKind::WordPiece;
    QStringList corpusFiles; // UTF-8 text, one sentence or document per line
    QString outputDirectory;
    int vocabSize = 30522;
    // WordPiece: BERT uncased normalisation; SentencePiece: case folding; byte-level BPE: tokenizers'
    // Lowercase normalizer (off in tokenizerTrainingDefaults(), as RoBERTa is cased)
    bool lowercase = true;
    // WordPiece: words rarer than this are not learned from; byte-level BPE: learning stops at the first pair
    // rarer than this
    int minFrequency = 2;
    int limitAlphabet = 1000;          // WordPiece: most frequent initial characters kept
    double characterCoverage = 0.9995; // SentencePiece: share of characters covered (CJK needs < 1)
    // Byte-level BPE: left at BERT's, RoBERTa's <s> <pad> </s> <unk> <mask> (ids 0 to 4) are used instead.
    SpecialTokens specials;
    int threads = 0; // SentencePiece; 0 = the job thread's intra-op threads (all cores unless shared)
    // In a project: train on a project corpus's training split (instead of corpusFiles) and record the
    // tokenizer as an artefact named `name`, by default under <project data>/tokenizers/<name>.
    QString projectPath;
    QString projectCorpus;
    QString name;
};

// A kind's defaults: BERT's special tokens, lowercasing on, for WordPiece and SentencePiece; RoBERTa's
// special tokens and the case kept for byte-level BPE.
TokenizerTrainingSpec tokenizerTrainingDefaults(TokenizerKind kind);

// Trains a tokenizer and writes it (WordPiece: vocab.txt + tokenizer.json + configs; SentencePiece:
// spm.model + tokenizer_config.json; byte-level BPE: vocab.json + merges.txt + tokenizer.json + configs, as
// RoBERTa) into the output directory, which appears only when training finished.
class TokenizerTrainingJob : public Job {
public:
    explicit TokenizerTrainingJob(TokenizerTrainingSpec spec);
    ~TokenizerTrainingJob() override;
    Text title() const override;
    JobOutcome run(JobContext& context) override;
    // Beside training: no model or device; SentencePiece uses the job thread's share of the cores
    JobWeight weight() const override { return JobWeight::Light; }
    JobKind kind() const override { return JobKind::TokenizerTraining; }
    QStringList resources() const override;

    const UserError& error() const { return m_error; }
    QString outputDirectory() const { return m_spec.outputDirectory; }
    qint64 artefactId() const { return m_artefactId; } // -1 outside a project

private:
    JobOutcome fail(UserError error);
    Expected<bool> prepareProjectInputs(JobContext& context);
    Expected<bool> writeTokenizer(const QString& folder, JobContext& context);
    Expected<bool> writeWordPiece(const QString& folder, JobContext& context);
    Expected<bool> writeSentencePiece(const QString& folder, JobContext& context);
    Expected<bool> writeByteLevelBpe(const QString& folder, JobContext& context);
    Expected<bool> recordInProject(int vocabularySize);

    TokenizerTrainingSpec m_spec;
    UserError m_error;
    std::unique_ptr<ProjectStore> m_project;
    std::unique_ptr<QTemporaryDir> m_corpusExport;
    qint64 m_corpusArtefact = -1;
    qint64 m_artefactId = -1;
    QStringList m_resources;
};

QString tokenizerKindName(TokenizerKind kind); // "wordpiece" | "unigram" | "bpe" | "bytebpe"
std::optional<TokenizerKind> tokenizerKindFromName(const QString& name);

} // namespace hw
