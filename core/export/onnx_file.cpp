#include "core/export/onnx_file.h"

#include "core/export/protobuf_wire.h"
#include "core/util/atomic_file.h"
#include "core/util/ordinary_files.h"

#include <QFile>

#include <cstring>
#include <limits>

namespace hw {

namespace {

// Field numbers of onnx.proto.
namespace model_field {
constexpr int kIrVersion = 1, kProducerName = 2, kProducerVersion = 3, kGraph = 7, kOpsetImport = 8,
              kMetadata = 14;
}
namespace graph_field {
constexpr int kNode = 1, kName = 2, kInitializer = 5, kInput = 11, kOutput = 12;
}
namespace node_field {
constexpr int kInput = 1, kOutput = 2, kName = 3, kOpType = 4, kAttribute = 5, kDomain = 7;
}
namespace attribute_field {
constexpr int kName = 1, kFloat = 2, kInt = 3, kInts = 8, kType = 20;
constexpr int kTypeFloat = 1, kTypeInt = 2, kTypeInts = 7;
} // namespace attribute_field
namespace tensor_field {
constexpr int kDims = 1, kDataType = 2, kName = 8, kRawData = 9;
}

ProtoWriter attributeMessage(const OnnxAttribute& a) {
    using namespace attribute_field;
    ProtoWriter w;
    w.bytesField(kName, a.name);
    switch (a.kind) {
    case OnnxAttribute::Kind::Int:
        w.varintField(kInt, uint64_t(a.i));
        w.varintField(kType, kTypeInt);
        break;
    case OnnxAttribute::Kind::Float:
        w.floatField(kFloat, a.f);
        w.varintField(kType, kTypeFloat);
        break;
    case OnnxAttribute::Kind::Ints:
        for (int64_t v : a.ints)
            w.varintField(kInts, uint64_t(v));
        w.varintField(kType, kTypeInts);
        break;
    }
    return w;
}

ProtoWriter nodeMessage(const OnnxNode& node) {
    ProtoWriter w;
    for (const std::string& input : node.inputs)
        w.bytesField(node_field::kInput, input);
    for (const std::string& output : node.outputs)
        w.bytesField(node_field::kOutput, output);
    if (!node.name.empty())
        w.bytesField(node_field::kName, node.name);
    w.bytesField(node_field::kOpType, node.op);
    for (const OnnxAttribute& a : node.attributes)
        w.messageField(node_field::kAttribute, attributeMessage(a));
    return w;
}

ProtoWriter valueInfoMessage(const OnnxValueInfo& value) {
    ProtoWriter shape;
    for (const OnnxDim& d : value.dims) {
        ProtoWriter dim;
        if (d.param.empty())
            dim.varintField(1, uint64_t(d.value));
        else
            dim.bytesField(2, d.param);
        shape.messageField(1, dim);
    }
    ProtoWriter tensorType;
    tensorType.varintField(1, uint64_t(value.elemType));
    tensorType.messageField(2, shape);
    ProtoWriter type;
    type.messageField(1, tensorType);
    ProtoWriter w;
    w.bytesField(1, value.name);
    w.messageField(2, type);
    return w;
}

// A tensor's fields but its raw data, which is streamed after them.
ProtoWriter tensorHeader(const OnnxTensor& t) {
    ProtoWriter w;
    for (int64_t d : t.dims)
        w.varintField(tensor_field::kDims, uint64_t(d));
    w.varintField(tensor_field::kDataType, uint64_t(t.dataType));
    w.bytesField(tensor_field::kName, t.name);
    return w;
}

uint64_t tensorMessageSize(const ProtoWriter& header, const OnnxTensor& t) {
    return header.size() + ProtoWriter::lengthDelimitedSize(tensor_field::kRawData, t.data.size());
}

} // namespace

Expected<qint64> writeOnnxFile(const OnnxModel& model, const QString& path) {
    ProtoWriter graphPrefix; // everything of the graph but the initializers
    for (const OnnxNode& node : model.nodes)
        graphPrefix.messageField(graph_field::kNode, nodeMessage(node));
    graphPrefix.bytesField(graph_field::kName, model.graphName);
    for (const OnnxValueInfo& input : model.inputs)
        graphPrefix.messageField(graph_field::kInput, valueInfoMessage(input));
    for (const OnnxValueInfo& output : model.outputs)
        graphPrefix.messageField(graph_field::kOutput, valueInfoMessage(output));
    std::vector<ProtoWriter> headers;
    uint64_t graphSize = graphPrefix.size();
    for (const OnnxTensor& t : model.initializers) {
        headers.push_back(tensorHeader(t));
        graphSize +=
            ProtoWriter::lengthDelimitedSize(graph_field::kInitializer, tensorMessageSize(headers.back(), t));
    }

    ProtoWriter head;
    head.varintField(model_field::kIrVersion, uint64_t(model.irVersion));
    head.bytesField(model_field::kProducerName, model.producerName);
    head.bytesField(model_field::kProducerVersion, model.producerVersion);
    ProtoWriter opset;
    opset.bytesField(1, "");
    opset.varintField(2, uint64_t(model.opset));
    head.messageField(model_field::kOpsetImport, opset);
    for (const auto& [key, value] : model.metadata) {
        ProtoWriter entry;
        entry.bytesField(1, key);
        entry.bytesField(2, value);
        head.messageField(model_field::kMetadata, entry);
    }
    head.lengthPrefix(model_field::kGraph, graphSize);
    const uint64_t total = head.size() + graphSize;
    if (Expected<bool> fits = checkOnnxFileSize(total, path); !fits)
        return fits.error();

    AtomicFileWriter out(path);
    out.write(head.bytes().data(), qint64(head.size()));
    out.write(graphPrefix.bytes().data(), qint64(graphPrefix.size()));
    for (size_t i = 0; i < model.initializers.size(); ++i) {
        const OnnxTensor& t = model.initializers[i];
        const std::string& header = headers[i].bytes();
        // The tensor's key and length, its fields, then raw data's key, length and bytes.
        ProtoWriter tensorKey;
        tensorKey.lengthPrefix(graph_field::kInitializer, tensorMessageSize(headers[i], t));
        ProtoWriter rawKey;
        rawKey.lengthPrefix(tensor_field::kRawData, t.data.size());
        out.write(tensorKey.bytes().data(), qint64(tensorKey.size()));
        out.write(header.data(), qint64(header.size()));
        out.write(rawKey.bytes().data(), qint64(rawKey.size()));
        out.write(t.data.data(), qint64(t.data.size()));
    }
    Expected<bool> committed = out.commit();
    if (!committed)
        return committed.error();
    return qint64(total);
}

namespace {

struct ParseFailure {
    Text what;
};

std::string text(std::string_view bytes) {
    return std::string(bytes);
}

void finish(const ProtoReader& reader, const char* message) {
    if (reader.failed())
        throw ParseFailure{Text::tr("malformed %1 message").arg(QLatin1String(message))};
}

// Calls `onField` for each field of a message, then refuses the message if its bytes were malformed.
template <typename OnField>
void forEachField(std::string_view bytes, const char* message, OnField&& onField) {
    ProtoReader reader(bytes);
    ProtoField field;
    while (reader.next(field))
        onField(field);
    finish(reader, message);
}

// A repeated integer field, written one value per field or packed into one length-delimited run.
void appendIntegers(const ProtoField& f, std::vector<int64_t>& values) {
    if (f.wireType == 0) {
        values.push_back(int64_t(f.varint));
        return;
    }
    ProtoReader packed(f.bytes);
    uint64_t v = 0;
    while (packed.nextVarint(v))
        values.push_back(int64_t(v));
    finish(packed, "packed integer list");
}

bool isText(const ProtoField& f, int number) {
    return f.number == number && f.wireType == 2;
}

bool isInteger(const ProtoField& f, int number) {
    return f.number == number && f.wireType == 0;
}

float asFloat(uint64_t bits) {
    const uint32_t b = uint32_t(bits);
    float f;
    std::memcpy(&f, &b, 4);
    return f;
}

OnnxAttribute parseAttribute(std::string_view bytes) {
    using namespace attribute_field;
    OnnxAttribute a;
    int type = 0;
    forEachField(bytes, "attribute", [&](const ProtoField& f) {
        if (isText(f, kName))
            a.name = text(f.bytes);
        else if (f.number == kFloat && f.wireType == 5)
            a.f = asFloat(f.varint);
        else if (isInteger(f, kInt))
            a.i = int64_t(f.varint);
        else if (f.number == kInts)
            appendIntegers(f, a.ints);
        else if (isInteger(f, kType))
            type = int(f.varint);
    });
    if (type == kTypeFloat)
        a.kind = OnnxAttribute::Kind::Float;
    else if (type == kTypeInts)
        a.kind = OnnxAttribute::Kind::Ints;
    else if (type == kTypeInt)
        a.kind = OnnxAttribute::Kind::Int;
    else
        throw ParseFailure{Text::tr("attribute %1 has a type Headwater does not read (%2)")
                               .arg(QString::fromStdString(a.name))
                               .arg(type)};
    return a;
}

OnnxNode parseNode(std::string_view bytes) {
    OnnxNode node;
    forEachField(bytes, "node", [&](const ProtoField& f) {
        if (isText(f, node_field::kInput))
            node.inputs.push_back(text(f.bytes));
        else if (isText(f, node_field::kOutput))
            node.outputs.push_back(text(f.bytes));
        else if (isText(f, node_field::kName))
            node.name = text(f.bytes);
        else if (isText(f, node_field::kOpType))
            node.op = text(f.bytes);
        else if (isText(f, node_field::kAttribute))
            node.attributes.push_back(parseAttribute(f.bytes));
        else if (isText(f, node_field::kDomain) && !f.bytes.empty())
            throw ParseFailure{
                Text::tr("node %1 is in domain %2, not the standard one")
                    .arg(QString::fromStdString(node.name), QString::fromStdString(text(f.bytes)))};
    });
    return node;
}

OnnxTensor parseTensor(std::string_view bytes, const std::shared_ptr<const void>& owner) {
    OnnxTensor t;
    bool hasRaw = false;
    forEachField(bytes, "tensor", [&](const ProtoField& f) {
        if (f.number == tensor_field::kDims)
            appendIntegers(f, t.dims);
        else if (isInteger(f, tensor_field::kDataType))
            t.dataType = OnnxDataType(int(f.varint));
        else if (isText(f, tensor_field::kName))
            t.name = text(f.bytes);
        else if (isText(f, tensor_field::kRawData)) {
            t.data = f.bytes;
            hasRaw = true;
        }
    });
    if (!hasRaw)
        throw ParseFailure{
            Text::tr("initializer %1 keeps its values outside raw_data").arg(QString::fromStdString(t.name))};
    t.owner = owner;
    return t;
}

OnnxDim parseDimension(std::string_view bytes) {
    OnnxDim dim;
    forEachField(bytes, "dimension", [&](const ProtoField& f) {
        if (isInteger(f, 1))
            dim.value = int64_t(f.varint);
        else if (isText(f, 2))
            dim.param = text(f.bytes);
    });
    return dim;
}

// TypeProto.Tensor: the element type and the shape's dimensions.
void parseTensorType(std::string_view bytes, OnnxValueInfo& value) {
    forEachField(bytes, "tensor type", [&](const ProtoField& f) {
        if (isInteger(f, 1))
            value.elemType = OnnxDataType(int(f.varint));
        else if (isText(f, 2))
            forEachField(f.bytes, "shape", [&](const ProtoField& dim) {
                if (isText(dim, 1))
                    value.dims.push_back(parseDimension(dim.bytes));
            });
    });
}

OnnxValueInfo parseValueInfo(std::string_view bytes) {
    OnnxValueInfo value;
    forEachField(bytes, "value info", [&](const ProtoField& f) {
        if (isText(f, 1))
            value.name = text(f.bytes);
        else if (isText(f, 2))
            forEachField(f.bytes, "type", [&](const ProtoField& type) {
                if (isText(type, 1))
                    parseTensorType(type.bytes, value);
            });
    });
    return value;
}

void parseGraph(std::string_view bytes, OnnxModel& model, const std::shared_ptr<const void>& owner) {
    forEachField(bytes, "graph", [&](const ProtoField& f) {
        if (isText(f, graph_field::kNode))
            model.nodes.push_back(parseNode(f.bytes));
        else if (isText(f, graph_field::kName))
            model.graphName = text(f.bytes);
        else if (isText(f, graph_field::kInitializer))
            model.initializers.push_back(parseTensor(f.bytes, owner));
        else if (isText(f, graph_field::kInput))
            model.inputs.push_back(parseValueInfo(f.bytes));
        else if (isText(f, graph_field::kOutput))
            model.outputs.push_back(parseValueInfo(f.bytes));
    });
}

void parseModel(std::string_view bytes, OnnxModel& model, const std::shared_ptr<const void>& owner) {
    bool hasGraph = false;
    forEachField(bytes, "model", [&](const ProtoField& f) {
        if (isInteger(f, model_field::kIrVersion))
            model.irVersion = int64_t(f.varint);
        else if (isText(f, model_field::kProducerName))
            model.producerName = text(f.bytes);
        else if (isText(f, model_field::kProducerVersion))
            model.producerVersion = text(f.bytes);
        else if (isText(f, model_field::kGraph)) {
            parseGraph(f.bytes, model, owner);
            hasGraph = true;
        } else if (isText(f, model_field::kOpsetImport)) {
            forEachField(f.bytes, "opset", [&](const ProtoField& o) {
                if (isInteger(o, 2))
                    model.opset = int64_t(o.varint);
            });
        } else if (isText(f, model_field::kMetadata)) {
            std::pair<std::string, std::string> entry;
            forEachField(f.bytes, "metadata", [&](const ProtoField& e) {
                if (isText(e, 1))
                    entry.first = text(e.bytes);
                else if (isText(e, 2))
                    entry.second = text(e.bytes);
            });
            model.metadata.push_back(entry);
        }
    });
    if (!hasGraph)
        throw ParseFailure{Text::tr("the file holds no graph")};
}

} // namespace

Expected<bool> checkOnnxFileSize(quint64 bytes, const QString& path) {
    if (bytes > quint64(std::numeric_limits<int32_t>::max()))
        return UserError{
            Text::tr("the ONNX file would be %1 MB, over protobuf's 2 GB limit").arg(bytes / 1000000), path,
            Text::tr("export a smaller model to ONNX, or use the Hugging Face format")};
    return true;
}

Expected<OnnxModel> readOnnxFile(const QString& path) {
    Expected<QByteArray> read = readOrdinaryFile(path, FileKind::Data);
    if (!read)
        return read.error();
    auto bytes = std::make_shared<QByteArray>(std::move(read.value()));
    OnnxModel model;
    model.producerName.clear();
    try {
        parseModel(std::string_view(bytes->constData(), size_t(bytes->size())), model, bytes);
    } catch (const ParseFailure& failure) {
        return UserError{Text::tr("not a readable ONNX model: %1").arg(failure.what), path,
                         Text::tr("export the model again")};
    }
    return model;
}

const OnnxAttribute* OnnxNode::attribute(std::string_view attributeName) const {
    for (const OnnxAttribute& a : attributes)
        if (a.name == attributeName)
            return &a;
    return nullptr;
}

} // namespace hw
