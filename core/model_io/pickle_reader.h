#pragma once
// A restricted reader for the pickle inside torch.save's zip archives (pytorch_model.bin). It calls
// nothing: the only globals it accepts are the handful a state dict needs (OrderedDict, the tensor
// rebuild functions, the storage types), each interpreted here, so a malicious pickle cannot run code.
// Memo references share nodes instead of copying them, and the number of objects is bounded, so a small
// file cannot cost gigabytes.

#include "core/util/expected.h"

#include <QByteArray>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace hw {

struct PickleNode;
using PickleRef = std::shared_ptr<PickleNode>;

struct PickleNode {
    enum class Kind { None, Bool, Int, Float, String, Tuple, List, Dict, Global, Storage, Tensor };
    Kind kind = Kind::None;
    int64_t integer = 0; // Int, Bool; Storage: its element count
    double real = 0;
    std::string text;             // String; Global: "module.name"; Storage: its record key
    std::string dtype;            // Storage: the storage type's name ("FloatStorage", ...)
    std::vector<PickleRef> items; // Tuple/List elements; Dict: key, value, key, value...;
                                  // Tensor: storage, offset, size tuple, stride tuple
};

// The pickled objects, kept alive together: the graph may hold cycles, which are broken on destruction.
class PickleGraph {
public:
    PickleGraph() = default;
    PickleGraph(PickleGraph&&) = default;
    PickleGraph& operator=(PickleGraph&&) = default;
    ~PickleGraph();

    PickleRef root;
    std::vector<PickleRef> nodes;
};

// Reads `bytes`; an error names the offending opcode or global and its offset.
Expected<PickleGraph> readStateDictPickle(const QByteArray& bytes, size_t maxObjects = 1u << 20);

} // namespace hw
