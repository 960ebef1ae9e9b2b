#include "core/model/internal/classifier_prediction.h"

#include <torch/torch.h>

namespace hw {

std::vector<std::vector<float>>
predictProbabilities(const BatchLogits& logitsOf, const EncodedExamples& examples, int batchSize, int padId) {
    std::vector<std::vector<float>> out(examples.ids.size());
    for (const std::vector<int>& indexes : lengthSortedBatches(examples, batchSize)) {
        const ClassificationBatch b = makeClassificationBatch(examples, indexes, padId);
        const torch::Tensor logits = logitsOf(
            torch::from_blob(const_cast<int64_t*>(b.inputIds.data()), {b.rows, b.length}, torch::kLong),
            torch::from_blob(const_cast<int64_t*>(b.attentionMask.data()), {b.rows, b.length}, torch::kLong));
        const torch::Tensor probs =
            (examples.multiLabel ? torch::sigmoid(logits) : torch::softmax(logits, -1))
                .to(torch::kFloat)
                .cpu()
                .contiguous();
        for (int r = 0; r < b.rows; ++r) {
            const float* p = probs.data_ptr<float>() + r * probs.size(1);
            out[size_t(b.exampleIndexes[size_t(r)])].assign(p, p + probs.size(1));
        }
    }
    return out;
}

std::vector<std::vector<float>> predictProbabilities(EncoderModel& model, const EncodedExamples& examples,
                                                     int batchSize, int padId, const torch::Device& device) {
    torch::NoGradGuard noGrad;
    model.eval();
    std::vector<std::vector<float>> out = predictProbabilities(
        [&](const torch::Tensor& ids, const torch::Tensor& mask) {
            return model.forward(ids.to(device), mask.to(device), torch::Tensor()).logits;
        },
        examples, batchSize, padId);
    model.train();
    return out;
}

} // namespace hw
