#pragma once

#include "core/util/expected.h"

#include <QStringList>
#include <QVector>

#include <memory>

namespace hw {

struct LabelProbability {
    QString label;
    double probability = 0;
    bool chosen =
        false; // the model's decision: the top label, or every label over its threshold (multi-label)
};

// A fine-tuned sequence classifier and its tokenizer, loaded once for repeated texts ("Try it").
class TextClassifier {
public:
    static Expected<std::shared_ptr<TextClassifier>> load(const QString& modelDirectory,
                                                          const QString& device = QStringLiteral("cpu"));
    ~TextClassifier();

    // Every label's probability for `text` (softmax, or sigmoid per label), in the model's label order.
    Expected<QVector<LabelProbability>> classify(const QString& text, int maxLength = 128) const;
    QStringList labels() const;
    bool multiLabel() const;

private:
    struct State;
    explicit TextClassifier(std::unique_ptr<State> state);
    std::unique_ptr<State> m_state;
};

} // namespace hw
