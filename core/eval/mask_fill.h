#pragma once

#include "core/model/mask_fill_result.h"
#include "core/util/expected.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>

namespace hw {

// A masked-language model and its tokenizer (WordPiece or SentencePiece), loaded once and kept for repeated
// queries: a second sentence costs one forward pass, not a model load.
class MaskFillModel {
public:
    static Expected<std::shared_ptr<MaskFillModel>> load(const QString& modelDirectory,
                                                         const QString& device = QStringLiteral("cpu"));
    ~MaskFillModel();

    // Top-k predictions for every mask token in `text`, as transformers' fill-mask pipeline computes them
    // (the model's own tokenizer, softmax over the MLM logits at each mask position).
    Expected<MaskFillResult> fill(const QString& text, int topK) const;
    QString directory() const;
    QString device() const;

private:
    struct State;
    explicit MaskFillModel(std::unique_ptr<State> state);
    std::unique_ptr<State> m_state;
};

// Loads the model and fills once.
Expected<MaskFillResult> fillMasks(const QString& modelDirectory, const QString& text, int topK);

} // namespace hw
