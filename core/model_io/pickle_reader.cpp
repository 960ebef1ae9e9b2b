#include "core/model_io/pickle_reader.h"

#include <QString>

#include <cstring>
#include <set>
#include <unordered_map>

namespace hw {

PickleGraph::~PickleGraph() {
    // Clearing every node's children first: no recursive destruction of deep chains, no leaked cycles.
    for (const PickleRef& node : nodes)
        node->items.clear();
}

namespace {

using Kind = PickleNode::Kind;

// The globals a state dict written by torch.save refers to; everything else is refused.
const std::set<std::string>& acceptedGlobals() {
    static const std::set<std::string> names{
        "collections.OrderedDict",
        "torch._utils._rebuild_tensor_v2",
        "torch._utils._rebuild_parameter",
        "torch.FloatStorage",
        "torch.DoubleStorage",
        "torch.HalfStorage",
        "torch.BFloat16Storage",
        "torch.LongStorage",
        "torch.IntStorage",
        "torch.ShortStorage",
        "torch.CharStorage",
        "torch.ByteStorage",
        "torch.BoolStorage",
    };
    return names;
}

// (hw::Text::tr in a member returning a qualified type: lupdate loses the namespace there.)
class Reader {
public:
    Reader(const QByteArray& bytes, size_t maxObjects)
        : m_data(bytes)
        , m_maxObjects(maxObjects) {}

    Expected<PickleGraph> run() {
        try {
            while (!m_stopped)
                step();
        } catch (const Text& problem) {
            return UserError{problem, Text(), Text()};
        }
        if (m_stack.size() != 1 || m_stack.back() == nullptr)
            return UserError{Text::tr("the pickle does not end with one object"), Text(), Text()};
        m_graph.root = m_stack.back();
        return std::move(m_graph);
    }

private:
    [[noreturn]] void fail(const Text& what) const {
        throw Text::tr("%1 at byte %2 of the pickle").arg(what).arg(m_opcodeAt);
    }

    const uint8_t* take(size_t n) {
        if (n > size_t(m_data.size()) - m_pos)
            fail(Text::tr("truncated data"));
        const auto* p = reinterpret_cast<const uint8_t*>(m_data.constData()) + m_pos;
        m_pos += n;
        return p;
    }
    template <typename T> T little() {
        T value;
        std::memcpy(&value, take(sizeof(T)), sizeof(T)); // x86-64 and aarch64 are little-endian, as pickle is
        return value;
    }
    std::string line() {
        const int end = m_data.indexOf('\n', qsizetype(m_pos));
        if (end < 0)
            fail(hw::Text::tr("unterminated line"));
        std::string s(m_data.constData() + m_pos, size_t(end) - m_pos);
        m_pos = size_t(end) + 1;
        return s;
    }

    PickleRef make(Kind kind) {
        if (m_graph.nodes.size() >= m_maxObjects)
            fail(Text::tr("more than %1 objects (a state dict holds far fewer)").arg(m_maxObjects));
        auto node = std::make_shared<PickleNode>();
        node->kind = kind;
        m_graph.nodes.push_back(node);
        return node;
    }
    PickleRef makeInt(int64_t v) {
        PickleRef n = make(Kind::Int);
        n->integer = v;
        return n;
    }
    PickleRef makeString(std::string s) {
        PickleRef n = make(Kind::String);
        n->text = std::move(s);
        return n;
    }

    void push(PickleRef v) { m_stack.push_back(std::move(v)); }
    PickleRef pop() {
        if (m_stack.empty() || m_stack.size() <= (m_marks.empty() ? 0 : m_marks.back()))
            fail(Text::tr("stack underflow"));
        PickleRef v = std::move(m_stack.back());
        m_stack.pop_back();
        return v;
    }
    PickleRef& top() {
        if (m_stack.empty())
            fail(Text::tr("stack underflow"));
        return m_stack.back();
    }
    std::vector<PickleRef> popToMark() {
        if (m_marks.empty())
            fail(Text::tr("no mark"));
        const size_t mark = m_marks.back();
        m_marks.pop_back();
        std::vector<PickleRef> items(m_stack.begin() + qsizetype(mark), m_stack.end());
        m_stack.resize(mark);
        return items;
    }
    PickleRef tuple(std::vector<PickleRef> items) {
        PickleRef t = make(Kind::Tuple);
        t->items = std::move(items);
        return t;
    }
    PickleRef& container(Kind kind) {
        PickleRef& c = top();
        if (!c || c->kind != kind)
            fail(kind == Kind::List ? Text::tr("append to something that is not a list")
                                    : Text::tr("set an item of something that is not a dictionary"));
        return c;
    }

    PickleRef global(const std::string& module, const std::string& name) {
        const std::string full = module + '.' + name;
        if (!acceptedGlobals().count(full))
            fail(Text::tr("refused global %1 (a state dict needs only tensors)")
                     .arg(QString::fromStdString(full)));
        PickleRef g = make(Kind::Global);
        g->text = full;
        return g;
    }

    // ('storage', storage type, key, location, element count) -> a reference to record data/<key>.
    PickleRef persistent(const PickleRef& id) {
        if (!id || id->kind != Kind::Tuple || id->items.size() < 5 || id->items[0]->kind != Kind::String ||
            id->items[0]->text != "storage" || id->items[1]->kind != Kind::Global ||
            id->items[2]->kind != Kind::String || id->items[4]->kind != Kind::Int)
            fail(Text::tr("unknown persistent id"));
        PickleRef s = make(Kind::Storage);
        s->dtype = id->items[1]->text.substr(std::strlen("torch."));
        s->text = id->items[2]->text;
        s->integer = id->items[4]->integer;
        return s;
    }

    PickleRef reduce(const PickleRef& callable, const PickleRef& args) {
        if (!callable || callable->kind != Kind::Global || !args || args->kind != Kind::Tuple)
            fail(Text::tr("a call of something that is not an accepted global"));
        const std::string& name = callable->text;
        if (name == "collections.OrderedDict") {
            if (!args->items.empty())
                fail(Text::tr("OrderedDict with arguments"));
            return make(Kind::Dict);
        }
        if (name == "torch._utils._rebuild_tensor_v2") {
            // (storage, storage offset, size, stride, requires_grad, backward hooks[, metadata])
            const auto& a = args->items;
            if (a.size() < 4 || a[0]->kind != Kind::Storage || a[1]->kind != Kind::Int ||
                a[2]->kind != Kind::Tuple || a[3]->kind != Kind::Tuple)
                fail(Text::tr("malformed tensor"));
            PickleRef t = make(Kind::Tensor);
            t->items = {a[0], a[1], a[2], a[3]};
            return t;
        }
        if (name == "torch._utils._rebuild_parameter") { // (tensor, requires_grad, hooks)
            if (args->items.empty() || args->items[0]->kind != Kind::Tensor)
                fail(Text::tr("malformed parameter"));
            return args->items[0];
        }
        fail(Text::tr("refused call of %1").arg(QString::fromStdString(name)));
    }

    void step() {
        m_opcodeAt = m_pos;
        const uint8_t op = *take(1);
        switch (op) {
        case 0x80:
            take(1);
            break; // PROTO
        case 0x95:
            take(8);
            break; // FRAME: only a size hint
        case '.':
            m_stopped = true;
            break; // STOP
        case '(':
            m_marks.push_back(m_stack.size());
            break; // MARK
        case '0':
            pop();
            break; // POP
        case '1':
            popToMark();
            break; // POP_MARK
        case '2':
            push(top());
            break; // DUP
        case 'N':
            push(make(Kind::None));
            break;
        case 0x88:
        case 0x89: { // NEWTRUE, NEWFALSE
            PickleRef b = make(Kind::Bool);
            b->integer = op == 0x88;
            push(b);
            break;
        }
        case 'J':
            push(makeInt(little<int32_t>()));
            break; // BININT
        case 'K':
            push(makeInt(little<uint8_t>()));
            break; // BININT1
        case 'M':
            push(makeInt(little<uint16_t>()));
            break;   // BININT2
        case 0x8a: { // LONG1
            const uint8_t n = little<uint8_t>();
            if (n > 8)
                fail(Text::tr("integer wider than 64 bits"));
            const uint8_t* p = take(n);
            uint64_t v = 0;
            for (int i = n - 1; i >= 0; --i)
                v = (v << 8) | p[i];
            if (n > 0 && n < 8 && (p[n - 1] & 0x80))
                v |= ~uint64_t(0) << (8 * n); // sign-extend
            push(makeInt(int64_t(v)));
            break;
        }
        case 'G': { // BINFLOAT, big-endian
            const uint8_t* p = take(8);
            uint64_t bits = 0;
            for (int i = 0; i < 8; ++i)
                bits = (bits << 8) | p[i];
            PickleRef f = make(Kind::Float);
            std::memcpy(&f->real, &bits, 8);
            push(f);
            break;
        }
        case 'X': { // BINUNICODE
            const uint32_t n = little<uint32_t>();
            push(makeString(std::string(reinterpret_cast<const char*>(take(n)), n)));
            break;
        }
        case 0x8c:
        case 'U': { // SHORT_BINUNICODE, SHORT_BINSTRING
            const uint8_t n = little<uint8_t>();
            push(makeString(std::string(reinterpret_cast<const char*>(take(n)), n)));
            break;
        }
        case 0x8d: { // BINUNICODE8
            const uint64_t n = little<uint64_t>();
            push(makeString(std::string(reinterpret_cast<const char*>(take(size_t(n))), size_t(n))));
            break;
        }
        case 'T': { // BINSTRING
            const int32_t n = little<int32_t>();
            if (n < 0)
                fail(Text::tr("negative string length"));
            push(makeString(std::string(reinterpret_cast<const char*>(take(size_t(n))), size_t(n))));
            break;
        }
        case ')':
            push(tuple({}));
            break; // EMPTY_TUPLE
        case 't':
            push(tuple(popToMark()));
            break; // TUPLE
        case 0x85:
        case 0x86:
        case 0x87: { // TUPLE1..3
            std::vector<PickleRef> items(size_t(op - 0x84));
            for (size_t i = items.size(); i-- > 0;)
                items[i] = pop();
            push(tuple(std::move(items)));
            break;
        }
        case ']':
            push(make(Kind::List));
            break;  // EMPTY_LIST
        case 'l': { // LIST
            PickleRef l = make(Kind::List);
            l->items = popToMark();
            push(l);
            break;
        }
        case 'a': { // APPEND
            PickleRef v = pop();
            container(Kind::List)->items.push_back(std::move(v));
            break;
        }
        case 'e': { // APPENDS
            std::vector<PickleRef> items = popToMark();
            PickleRef& l = container(Kind::List);
            l->items.insert(l->items.end(), items.begin(), items.end());
            break;
        }
        case '}':
            push(make(Kind::Dict));
            break;  // EMPTY_DICT
        case 'd': { // DICT
            std::vector<PickleRef> items = popToMark();
            if (items.size() % 2)
                fail(Text::tr("odd number of dictionary items"));
            PickleRef d = make(Kind::Dict);
            d->items = std::move(items);
            push(d);
            break;
        }
        case 's': { // SETITEM
            PickleRef value = pop(), key = pop();
            PickleRef& d = container(Kind::Dict);
            d->items.push_back(std::move(key));
            d->items.push_back(std::move(value));
            break;
        }
        case 'u': { // SETITEMS
            std::vector<PickleRef> items = popToMark();
            if (items.size() % 2)
                fail(Text::tr("odd number of dictionary items"));
            PickleRef& d = container(Kind::Dict);
            d->items.insert(d->items.end(), items.begin(), items.end());
            break;
        }
        case 'q':
            m_memo[little<uint8_t>()] = top();
            break; // BINPUT
        case 'r':
            m_memo[little<uint32_t>()] = top();
            break; // LONG_BINPUT
        case 0x94:
            m_memo[uint32_t(m_memo.size())] = top();
            break; // MEMOIZE
        case 'h':
        case 'j': { // BINGET, LONG_BINGET
            const uint32_t index = op == 'h' ? little<uint8_t>() : little<uint32_t>();
            const auto it = m_memo.find(index);
            if (it == m_memo.end())
                fail(Text::tr("memo entry %1 was never stored").arg(index));
            push(it->second);
            break;
        }
        case 'c': { // GLOBAL "module\nname\n"
            const std::string module = line();
            push(global(module, line()));
            break;
        }
        case 0x93: { // STACK_GLOBAL
            PickleRef name = pop(), module = pop();
            if (name->kind != Kind::String || module->kind != Kind::String)
                fail(Text::tr("malformed global"));
            push(global(module->text, name->text));
            break;
        }
        case 'Q':
            push(persistent(pop()));
            break;  // BINPERSID
        case 'R': { // REDUCE
            PickleRef args = pop(), callable = pop();
            push(reduce(callable, args));
            break;
        }
        case 'b':
            pop();
            break; // BUILD: a state dict's _metadata; nothing to keep
        default:
            fail(Text::tr("unsupported pickle opcode 0x%1")
                     .arg(QStringLiteral("%1").arg(op, 2, 16, QLatin1Char('0'))));
        }
    }

    const QByteArray& m_data;
    size_t m_maxObjects;
    size_t m_pos = 0, m_opcodeAt = 0;
    bool m_stopped = false;
    std::vector<PickleRef> m_stack;
    std::vector<size_t> m_marks;
    std::unordered_map<uint32_t, PickleRef> m_memo;
    PickleGraph m_graph;
};

} // namespace

Expected<PickleGraph> readStateDictPickle(const QByteArray& bytes, size_t maxObjects) {
    return Reader(bytes, maxObjects).run();
}

} // namespace hw
