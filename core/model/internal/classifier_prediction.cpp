#include "model/internal/classifier_prediction.h"

#include "model/internal/host_tensor.h"

#include <torch/torch.h>

namespace hw {

std::vector<std::vector<float>> predictProbabilities(EncoderModel& model, const EncodedExamples& examples,
                                                     int batchSize, int padId, const torch::Device& device) {
    torch::NoGradGuard noGrad;
    model.eval();
    std::vector<std::vector<float>> out(examples.ids.size());
    for (const std::vector<int>& indexes : lengthSortedBatches(examples, batchSize)) {
        const ClassificationBatch b = makeClassificationBatch(examples, indexes, padId);
        const torch::Tensor logits =
            model
                .forward(tensorOnDevice(b.inputIds, {b.rows, b.length}, device),
                         tensorOnDevice(b.attentionMask, {b.rows, b.length}, device), torch::Tensor())
                .logits;
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
    model.train();
    return out;
}

} // namespace hw
