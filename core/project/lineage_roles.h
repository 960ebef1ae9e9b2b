#pragma once

#include "core/util/text.h"

#include <QString>

namespace hw {

// What an artefact's source was to it, as stored in `artefact_sources.role` (stable: stored and printed in
// English) and shown in words of the reader's language by lineageRoleText().
namespace lineage {
inline const QString kTrainedOn = QStringLiteral("trained on");
inline const QString kPretrainedOn = QStringLiteral("pretrained on");
inline const QString kContinuedFrom = QStringLiteral("continued from");
inline const QString kFineTunedFrom = QStringLiteral("fine-tuned from");
inline const QString kFineTuned = QStringLiteral("fine-tuned");      // a fine-tuning run's base model
inline const QString kFineTunedOn = QStringLiteral("fine-tuned on"); // a fine-tuned model's labelled set
inline const QString kMadeBy = QStringLiteral("made by");
inline const QString kTokenizer = QStringLiteral("tokenizer");
inline const QString kExtendedFrom = QStringLiteral("extended from");
inline const QString kExtendedFromTokenizerOf = QStringLiteral("extended from the tokenizer of");
inline const QString kExtendedWithWordsFrom = QStringLiteral("extended with words from");
inline const QString kResizedFrom = QStringLiteral("resized from");
inline const QString kExportedFrom = QStringLiteral("exported from");
inline const QString kEvaluated = QStringLiteral("evaluated");
inline const QString kScoredOn = QStringLiteral("scored on");
inline const QString kProbed = QStringLiteral("probed");
inline const QString kCompares = QStringLiteral("compares");
} // namespace lineage

// The `kind` setting of a run artefact that fine-tuned models (stored).
inline const QString kFineTuningRunKind = QStringLiteral("fine-tuning");

// A stored role in words; a role this version does not know (a newer project's) as it is stored.
Text lineageRoleText(const QString& role);

} // namespace hw
