#include "core/export/internal/onnx_runner.h"

#include "core/export/internal/onnx_tensors.h"

#include <QString>

#include <algorithm>
#include <cmath>
#include <functional>

namespace hw {

namespace {

struct RunFailure {
    std::string what;
};

int64_t intAttribute(const OnnxNode& node, const char* name, int64_t fallback) {
    const OnnxAttribute* a = node.attribute(name);
    return a ? a->i : fallback;
}

std::vector<int64_t> int64Values(const torch::Tensor& t) {
    torch::Tensor flat = t.to(torch::kLong).contiguous().flatten();
    return std::vector<int64_t>(flat.data_ptr<int64_t>(), flat.data_ptr<int64_t>() + flat.numel());
}

int64_t normalisedAxis(int64_t axis, int64_t rank) {
    return axis < 0 ? axis + rank : axis;
}

torch::Tensor gather(const torch::Tensor& data, const torch::Tensor& indices, int64_t axis) {
    axis = normalisedAxis(axis, data.dim());
    const torch::Tensor wrapped = torch::where(indices < 0, indices + data.size(axis), indices);
    std::vector<int64_t> shape(data.sizes().begin(), data.sizes().begin() + axis);
    shape.insert(shape.end(), indices.sizes().begin(), indices.sizes().end());
    shape.insert(shape.end(), data.sizes().begin() + axis + 1, data.sizes().end());
    return data.index_select(axis, wrapped.flatten()).reshape(shape);
}

torch::Tensor reshape(const torch::Tensor& x, const torch::Tensor& shapeTensor) {
    std::vector<int64_t> shape = int64Values(shapeTensor);
    for (size_t i = 0; i < shape.size(); ++i)
        if (shape[i] == 0) // 0 copies the input's size at that position
            shape[i] = x.size(int64_t(i));
    return x.reshape(shape);
}

// ONNX's DynamicQuantizeLinear: x to uint8 over [min(x, 0), max(x, 0)], with that scale and zero point.
std::vector<torch::Tensor> dynamicQuantizeLinear(const torch::Tensor& x) {
    // In float, as onnxruntime computes them, so the same values round the same way.
    const float low = std::min(0.0f, x.min().item<float>()), high = std::max(0.0f, x.max().item<float>());
    const float scale = high > low ? (high - low) / 255.0f : 1.0f;
    const float zeroPoint = std::clamp(std::nearbyint(-low / scale), 0.0f, 255.0f); // ties to even, as ONNX
    const torch::Tensor y = (torch::round(x / scale) + zeroPoint).clamp(0, 255).to(torch::kUInt8);
    return {y, torch::tensor(scale), torch::tensor(int64_t(zeroPoint)).to(torch::kUInt8)};
}

// ONNX's MatMulInteger: (a - a_zero_point) x (b - b_zero_point) in exact integer arithmetic (int32 result).
torch::Tensor matMulInteger(const std::vector<torch::Tensor>& in) {
    torch::Tensor a = in[0].to(torch::kDouble), b = in[1].to(torch::kDouble);
    if (in.size() > 2)
        a = a - in[2].to(torch::kDouble);
    if (in.size() > 3)
        b = b - in[3].to(torch::kDouble);
    return torch::matmul(a, b).to(torch::kInt32);
}

using Inputs = std::vector<torch::Tensor>;

// ONNX's Slice: starts and ends per axis, negative ones counted from the end, both clamped to the axis.
torch::Tensor slice(const Inputs& in) {
    const std::vector<int64_t> starts = int64Values(in.at(1)), ends = int64Values(in.at(2));
    std::vector<int64_t> axes(starts.size()), steps(starts.size(), 1);
    for (size_t i = 0; i < axes.size(); ++i)
        axes[i] = int64_t(i);
    if (in.size() > 3)
        axes = int64Values(in[3]);
    if (in.size() > 4)
        steps = int64Values(in[4]);
    if (ends.size() != starts.size() || axes.size() != starts.size() || steps.size() != starts.size())
        throw RunFailure{"Slice has starts, ends, axes and steps of different lengths"};
    torch::Tensor x = in[0];
    for (size_t i = 0; i < starts.size(); ++i) {
        if (steps[i] < 1) // Headwater's graphs slice forwards only
            throw RunFailure{"Slice with step " + std::to_string(steps[i]) + " is not one Headwater writes"};
        const int64_t axis = normalisedAxis(axes[i], x.dim()), size = x.size(axis);
        auto clamped = [size](int64_t at) { return std::clamp(at < 0 ? at + size : at, int64_t(0), size); };
        const int64_t begin = clamped(starts[i]);
        x = x.slice(axis, begin, std::max(begin, clamped(ends[i])), steps[i]);
    }
    return x;
}

// ONNX's ReduceSum (opset 13 on): axes as an input; none means all, unless noop_with_empty_axes.
torch::Tensor reduceSum(const OnnxNode& node, const Inputs& in) {
    std::vector<int64_t> axes = in.size() > 1 ? int64Values(in[1]) : std::vector<int64_t>();
    if (axes.empty() && intAttribute(node, "noop_with_empty_axes", 0) != 0)
        return in[0];
    if (axes.empty())
        for (int64_t a = 0; a < in[0].dim(); ++a)
            axes.push_back(a);
    for (int64_t& a : axes)
        a = normalisedAxis(a, in[0].dim());
    return in[0].sum(axes, intAttribute(node, "keepdims", 1) != 0);
}

using Operator = std::function<torch::Tensor(const OnnxNode&, const Inputs&)>;

const std::map<std::string, Operator>& operators() {
    static const std::map<std::string, Operator> table = {
        {"Add", [](const OnnxNode&, const Inputs& in) { return in[0] + in[1]; }},
        {"Sub", [](const OnnxNode&, const Inputs& in) { return in[0] - in[1]; }},
        {"Mul", [](const OnnxNode&, const Inputs& in) { return in[0] * in[1]; }},
        {"Div", [](const OnnxNode&, const Inputs& in) { return in[0] / in[1]; }},
        {"MatMul", [](const OnnxNode&, const Inputs& in) { return torch::matmul(in[0], in[1]); }},
        {"MatMulInteger", [](const OnnxNode&, const Inputs& in) { return matMulInteger(in); }},
        {"Erf", [](const OnnxNode&, const Inputs& in) { return torch::erf(in[0]); }},
        {"Neg", [](const OnnxNode&, const Inputs& in) { return torch::neg(in[0]); }},
        {"Abs", [](const OnnxNode&, const Inputs& in) { return torch::abs(in[0]); }},
        {"Cos", [](const OnnxNode&, const Inputs& in) { return torch::cos(in[0]); }},
        {"Sin", [](const OnnxNode&, const Inputs& in) { return torch::sin(in[0]); }},
        {"Tanh", [](const OnnxNode&, const Inputs& in) { return torch::tanh(in[0]); }},
        {"Relu", [](const OnnxNode&, const Inputs& in) { return torch::relu(in[0]); }},
        {"Sigmoid", [](const OnnxNode&, const Inputs& in) { return torch::sigmoid(in[0]); }},
        {"Shape",
         [](const OnnxNode&, const Inputs& in) { return torch::tensor(in[0].sizes().vec(), torch::kLong); }},
        {"Range",
         [](const OnnxNode&, const Inputs& in) {
             return torch::arange(in[0].item<int64_t>(), in[1].item<int64_t>(), in[2].item<int64_t>(),
                                  torch::kLong);
         }},
        {"Gather", [](const OnnxNode& n,
                      const Inputs& in) { return gather(in[0], in[1], intAttribute(n, "axis", 0)); }},
        {"Reshape", [](const OnnxNode&, const Inputs& in) { return reshape(in[0], in[1]); }},
        {"Transpose",
         [](const OnnxNode& n, const Inputs& in) {
             const OnnxAttribute* perm = n.attribute("perm");
             std::vector<int64_t> axes;
             if (perm)
                 axes = perm->ints;
             else // ONNX's default: the axes reversed
                 for (int64_t a = in[0].dim() - 1; a >= 0; --a)
                     axes.push_back(a);
             return in[0].permute(axes).contiguous();
         }},
        {"Softmax", [](const OnnxNode& n,
                       const Inputs& in) { return torch::softmax(in[0], intAttribute(n, "axis", -1)); }},
        {"LayerNormalization",
         [](const OnnxNode& n, const Inputs& in) {
             const int64_t axis = normalisedAxis(intAttribute(n, "axis", -1), in[0].dim());
             const OnnxAttribute* eps = n.attribute("epsilon");
             const std::vector<int64_t> normalised(in[0].sizes().begin() + axis, in[0].sizes().end());
             return torch::layer_norm(in[0], normalised, in[1], in.size() > 2 ? in[2] : torch::Tensor(),
                                      eps ? eps->f : 1e-5);
         }},
        {"Equal", [](const OnnxNode&, const Inputs& in) { return torch::eq(in[0], in[1]); }},
        {"LessOrEqual", [](const OnnxNode&, const Inputs& in) { return torch::le(in[0], in[1]); }},
        {"And", [](const OnnxNode&, const Inputs& in) { return torch::logical_and(in[0], in[1]); }},
        {"Where", [](const OnnxNode&, const Inputs& in) { return torch::where(in[0], in[1], in[2]); }},
        {"Concat",
         [](const OnnxNode& n, const Inputs& in) { return torch::cat(in, intAttribute(n, "axis", 0)); }},
        {"Slice", [](const OnnxNode&, const Inputs& in) { return slice(in); }},
        {"ReduceSum", [](const OnnxNode& n, const Inputs& in) { return reduceSum(n, in); }},
        {"Not", [](const OnnxNode&, const Inputs& in) { return torch::logical_not(in[0]); }},
        {"CumSum", // RoBERTa's position ids; neither exclusive nor reversed, as Headwater writes it
         [](const OnnxNode&, const Inputs& in) {
             return torch::cumsum(in[0], normalisedAxis(int64Values(in[1]).at(0), in[0].dim()));
         }},
        {"Cast",
         [](const OnnxNode& n, const Inputs& in) {
             return in[0].to(scalarTypeOf(OnnxDataType(int(intAttribute(n, "to", 1)))));
         }},
        {"Unsqueeze",
         [](const OnnxNode&, const Inputs& in) {
             torch::Tensor x = in[0];
             std::vector<int64_t> axes = int64Values(in[1]);
             const int64_t rank = x.dim() + int64_t(axes.size());
             for (int64_t& a : axes)
                 a = normalisedAxis(a, rank);
             std::sort(axes.begin(), axes.end());
             for (int64_t a : axes)
                 x = x.unsqueeze(a);
             return x;
         }},
        {"Squeeze",
         [](const OnnxNode&, const Inputs& in) {
             torch::Tensor x = in[0];
             std::vector<int64_t> axes = int64Values(in[1]);
             for (int64_t& a : axes)
                 a = normalisedAxis(a, x.dim());
             std::sort(axes.rbegin(), axes.rend());
             for (int64_t a : axes)
                 x = x.squeeze(a);
             return x;
         }},
    };
    return table;
}

void checkInputs(const OnnxModel& model, const std::map<std::string, torch::Tensor>& inputs) {
    for (const auto& fed : inputs)
        if (std::none_of(model.inputs.begin(), model.inputs.end(),
                         [&](const OnnxValueInfo& input) { return input.name == fed.first; }))
            throw RunFailure{"the graph has no input " + fed.first};
    for (const OnnxValueInfo& input : model.inputs)
        if (!inputs.count(input.name))
            throw RunFailure{"the graph's input " + input.name + " is not given"};
}

} // namespace

std::map<std::string, torch::Tensor> tokenInputsFor(const OnnxModel& model, const torch::Tensor& inputIds,
                                                    const torch::Tensor& attentionMask,
                                                    const torch::Tensor& tokenTypeIds) {
    const std::map<std::string, torch::Tensor> tokens = {
        {"input_ids", inputIds},
        {"attention_mask", attentionMask},
        {"token_type_ids", tokenTypeIds.defined() ? tokenTypeIds : torch::zeros_like(inputIds)}};
    std::map<std::string, torch::Tensor> feed;
    for (const OnnxValueInfo& input : model.inputs)
        if (auto found = tokens.find(input.name); found != tokens.end())
            feed.insert(*found);
    return feed;
}

Expected<std::vector<torch::Tensor>> runOnnxModel(const OnnxModel& model,
                                                  const std::map<std::string, torch::Tensor>& inputs) {
    torch::NoGradGuard noGrad;
    std::map<std::string, torch::Tensor> values = inputs;
    try {
        checkInputs(model, inputs);
        for (const OnnxTensor& t : model.initializers)
            values[t.name] = tensorOf(t);
        for (const OnnxNode& node : model.nodes) {
            auto op = operators().find(node.op);
            if (op == operators().end() && node.op != "DynamicQuantizeLinear")
                throw RunFailure{"operator " + node.op + " is not one Headwater writes"};
            std::vector<torch::Tensor> in;
            for (const std::string& name : node.inputs) {
                auto value = values.find(name);
                if (value == values.end())
                    throw RunFailure{"node " + node.name + " reads " + name +
                                     ", which nothing made before it"};
                in.push_back(value->second);
            }
            if (node.op == "DynamicQuantizeLinear" && node.outputs.size() == 3 && in.size() == 1) {
                const std::vector<torch::Tensor> quantized = dynamicQuantizeLinear(in[0]);
                for (size_t i = 0; i < 3; ++i)
                    values[node.outputs[i]] = quantized[i];
                continue;
            }
            if (node.outputs.size() != 1)
                throw RunFailure{"node " + node.name + " has " + std::to_string(node.outputs.size()) +
                                 " outputs"};
            values[node.outputs.front()] = op->second(node, in);
        }
        std::vector<torch::Tensor> outputs;
        for (const OnnxValueInfo& output : model.outputs) {
            auto value = values.find(output.name);
            if (value == values.end())
                throw RunFailure{"the graph never makes its output " + output.name};
            outputs.push_back(value->second);
        }
        return outputs;
    } catch (const RunFailure& failure) {
        return UserError{
            Text::tr("the ONNX graph does not run: %1").arg(QString::fromStdString(failure.what)),
            QString::fromStdString(model.graphName), Text::tr("export the model again")};
    } catch (const c10::Error& error) {
        return UserError{Text::tr("the ONNX graph does not run: %1")
                             .arg(QString::fromUtf8(error.what_without_backtrace())),
                         QString::fromStdString(model.graphName), Text::tr("export the model again")};
    } catch (const std::invalid_argument& error) { // an initializer or type tensorOf/scalarTypeOf refuse
        return UserError{Text::tr("the ONNX graph does not run: %1").arg(QString::fromUtf8(error.what())),
                         QString::fromStdString(model.graphName), Text::tr("export the model again")};
    }
}

} // namespace hw
