#pragma once
// Text and cases for comparing a tokenizer with Hugging Face's: real lines from this machine (licences,
// package descriptions, Debian's documentation, the studio's translations, source code), Korean made
// deterministically, and lines written to reach the corners (white space of every kind, special tokens,
// characters NFKC rewrites, emoji); encoded alone, in pairs, truncated and without special tokens.

#include "core/tokenize/added_tokens.h"
#include "core/tokenize/text_tokenizer.h"

#include <QHash>
#include <QJsonObject>
#include <QStringList>
#include <QVector>

namespace hw::test {

// Up to `limit` lines of a file that are not blank, indentation kept.
QStringList readLinesOf(const QString& path, int limit);
// Up to `limit` Korean and English texts from the studio's own translations.
QStringList translationLines(int limit);
// The files under `root` at most `depth` folders down (1: its own files), sorted.
QStringList filesUnder(const QString& root, const QStringList& nameFilters, int depth);
// Up to `limit` lines of package descriptions, as dpkg keeps them.
QStringList packageDescriptions(int limit);
// The lines above, without duplicates, in a fixed order.
QStringList parityCorpusLines();
// Every character of the Basic Multilingual Plane that NFKC rewrites and the C0 and C1 controls (alone,
// between letters, each followed by a combining accent), and every mark and format character after and before
// one that NFKC rewrites: where the normaliser's clusters, replacements and alignments are decided. Too many
// characters to train a small vocabulary on.
QStringList normalizationSweepLines();
// `count` Korean sentences from a small lexicon and a fixed seed: particles, endings, numbers, English words,
// rare syllables and jamo among them.
QStringList generatedKoreanLines(int count);

struct ParityCase {
    QString text;
    QString pair; // null: a single text
    int maxLength = 0;
    bool addSpecialTokens = true;
};

// Every line alone; pairs of neighbours; truncated singles and pairs; some without special tokens.
QVector<ParityCase> parityCasesFor(const QStringList& lines);
// One JSON object per case, as tests/python's `encode` subcommands read them.
void writeParityCases(const QString& path, const QVector<ParityCase>& cases);
// Headwater's encoding of a case in the reference's fields (ids, tokens, type_ids, offsets,
// special_tokens_mask, word_ids).
QJsonObject headwaterEncodingJson(const TextTokenizer& tokenizer, const ParityCase& c);
// Hugging Face marks a special token found in the text 0 in special_tokens_mask; Headwater marks it 1, as the
// ones the template adds (transformers' get_special_tokens_mask, which the masking collator uses, does so
// too). A special token the text holds is told from an unknown token by the text its offsets cover.
// `sequence_ids` is taken out.
QJsonObject withFoundSpecialsMarked(QJsonObject hf, const QHash<int, QString>& specials, const ParityCase& c);

// The ids and texts of the added tokens marked special, for withFoundSpecialsMarked.
QHash<int, QString> specialAddedTokens(const std::vector<AddedToken>& addedTokens);
// How many (case, oracle) answers differ from Headwater's encoding; the first five are logged, tagged `name`.
int countParityMismatches(const TextTokenizer& ours, const QVector<ParityCase>& cases,
                          const QList<QByteArray>& answers, const QStringList& oracles,
                          const QHash<int, QString>& specials, const QString& name);

} // namespace hw::test
