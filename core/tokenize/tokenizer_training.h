#pragma once

#include "jobs/job.h"
#include "tokenize/text_tokenizer.h"

#include <QStringList>

namespace hw {

enum class TokenizerKind { WordPiece, Unigram, Bpe };

struct TokenizerTrainingSpec {
    TokenizerKind kind = TokenizerKind::WordPiece;
    QStringList corpusFiles;   // UTF-8 text, one sentence or document per line
    QString outputDirectory;
    int vocabSize = 30522;
    bool lowercase = true;     // WordPiece: BERT uncased normalisation; SentencePiece: case folding
    int minFrequency = 2;      // WordPiece: words rarer than this are not learned from
    int limitAlphabet = 1000;  // WordPiece: most frequent initial characters kept
    double characterCoverage = 0.9995; // SentencePiece: share of characters covered (CJK needs < 1)
    SpecialTokens specials;
    int threads = 0; // SentencePiece; 0 = all cores
};

// Trains a tokenizer and writes it (WordPiece: vocab.txt + tokenizer.json + configs; SentencePiece:
// spm.model + tokenizer_config.json) into the output directory, which appears only when training finished.
class TokenizerTrainingJob : public Job {
public:
    explicit TokenizerTrainingJob(TokenizerTrainingSpec spec) : m_spec(std::move(spec)) {}
    QString title() const override;
    JobOutcome run(JobContext& context) override;

    const UserError& error() const { return m_error; }

private:
    JobOutcome fail(UserError error);

    TokenizerTrainingSpec m_spec;
    UserError m_error;
};

QString tokenizerKindName(TokenizerKind kind);

} // namespace hw
