#pragma once
// Core-internal (includes torch): a model rebuilt for another vocabulary, shared by vocabulary extension and
// vocabulary transfer.

#include "core/model_io/internal/model_directory.h"

#include <vector>

namespace hw {

// `config`'s model with every weight of `loaded` copied, except the vocabulary rows (word embeddings and the
// masked-LM output biases): row i becomes the mean of the old rows `sources[i]`, or, when that list is empty,
// the mean of the old tokenizer's first `oldTokens` rows. Rows past `sources` keep the old row of that index
// where there is one.
std::shared_ptr<EncoderModel> rebuildVocabularyRows(const LoadedModel& loaded, const ModelConfig& config,
                                                    const std::vector<std::vector<int64_t>>& sources,
                                                    int64_t oldTokens);

} // namespace hw
