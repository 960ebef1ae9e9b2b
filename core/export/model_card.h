#pragma once

#include "core/util/expected.h"

#include <QStringList>

namespace hw {

// What only the user can say about an exported model.
struct ModelCardOptions {
    QString language;     // as the Hub writes it ("ko", "en"); empty: left out
    QStringList datasets; // the names the user gives the data it was trained on
    QStringList tags;     // more tags beside the ones Headwater derives
};

// The README.md of an exported model: the Hugging Face Hub's YAML front matter (language, a license line left
// for the user, library, pipeline, tags, base_model, datasets, metrics) and a body from what is known of the
// model: its shape, its lineage in the project (base model, corpora with their figures, tokenizer changes,
// pretraining objective and settings, steps, perplexity, fine-tuning metrics), a multi-label model's
// thresholds, intended use and how to load it with transformers. Without a project, the model folder alone.
Expected<QString> modelCardMarkdown(const QString& modelDirectory, const QString& projectPath,
                                    const ModelCardOptions& options);

} // namespace hw
