#include "core/corpus/json_fields.h"

#include "core/util/json_cursor.h"

#include <cstdint>
#include <cstring>
#include <optional>

namespace hw {

namespace {

// One bit per path.
constexpr int kMaxPaths = 64;

// One pass over a JSON object's bytes, remembering the strings at the paths it looks for.
class Scan {
public:
    Scan(const char* begin, const char* end, const std::vector<QByteArray>* keysOf, int pathCount,
         const std::vector<QString>* keyTextsOf, JsonUtf8 utf8)
        : m_utf8(utf8)
        , m_json(begin, end, utf8 == JsonUtf8::Trusted)
        , m_keys(keysOf)
        , m_keyTexts(keyTextsOf)
        , m_pathCount(pathCount) {}

    // The whole line: one object and nothing after it but whitespace.
    bool line(QStringList* values, std::vector<QByteArrayView>* raw, uint64_t undecoded) {
        m_values = values;
        m_raw = raw;
        m_undecoded = undecoded;
        m_json.skipSpace();
        if (!m_json.take('{'))
            return false;
        const uint64_t all = m_pathCount == kMaxPaths ? ~uint64_t(0) : (uint64_t(1) << m_pathCount) - 1;
        if (!object(0, all))
            return false;
        m_json.skipSpace();
        return m_json.atEnd() && m_found == all;
    }

private:
    // The paths in `active` whose part at `depth` is this key.
    uint64_t matching(const JsonStringSpan& key, int depth, uint64_t active) const {
        uint64_t matched = 0;
        QString keyText;
        bool decoded = false;
        for (int i = 0; i < m_pathCount; ++i) {
            if (!(active >> i & 1))
                continue;
            const std::vector<QByteArray>& keys = m_keys[i];
            if (int(keys.size()) <= depth)
                continue;
            bool same;
            if (!key.escaped) {
                const QByteArray& want = keys[size_t(depth)];
                same = want.size() == key.end - key.begin &&
                       std::memcmp(want.constData(), key.begin, size_t(want.size())) == 0;
            } else {
                if (!decoded) {
                    keyText = decodeJsonString(key);
                    decoded = true;
                }
                same = keyText == m_keyTexts[i][size_t(depth)];
            }
            if (same)
                matched |= uint64_t(1) << i;
        }
        return matched;
    }

    // The members of an object (after its opening brace) whose keys matched the first `depth` parts of the
    // paths in `active`.
    bool object(int depth, uint64_t active) {
        if (depth > JsonCursor::kMaxDepth)
            return false;
        if (m_json.emptyContainer('}'))
            return true;
        uint64_t seen = 0; // paths whose key this object has shown: a second one is a duplicate key
        for (;;) {
            JsonStringSpan key;
            if (!m_json.key(&key))
                return false;
            const uint64_t matched = active ? matching(key, depth, active) : 0;
            if (matched & seen)
                return false; // QJsonDocument keeps the last of duplicate keys; leave that to it
            seen |= matched;
            if (!matched) {
                if (!m_json.skipValue(depth))
                    return false;
            } else if (!member(depth, matched)) {
                return false;
            }
            if (const std::optional<bool> closed = m_json.afterElement('}'))
                return *closed;
        }
    }

    // The value of a key some paths go through: their string, or an object to look further into.
    bool member(int depth, uint64_t matched) {
        uint64_t ends = 0;
        for (int i = 0; i < m_pathCount; ++i)
            if ((matched >> i & 1) && int(m_keys[i].size()) == depth + 1)
                ends |= uint64_t(1) << i;
        if (m_json.atEnd())
            return false;
        if (ends != 0) {
            // A value that is not a string, or a path that would go on through a string: QJsonDocument's
            // answer (a number written out, "no field") is left to it.
            if (ends != matched || !m_json.take('"'))
                return false;
            // Left to the caller: only a value decoded here must be known to be valid UTF-8.
            const bool leftToCaller =
                m_utf8 == JsonUtf8::LeaveUndecodedToCaller && m_raw && (ends & ~m_undecoded) == 0;
            JsonStringSpan s;
            if (!(leftToCaller ? m_json.string<true>(&s) : m_json.string(&s)))
                return false;
            if (leftToCaller && s.escaped && !QByteArrayView(s.begin, s.end).isValidUtf8())
                return false;
            QString text;
            QByteArrayView bytes;
            if (s.escaped) {
                text = decodeJsonString(s);
            } else {
                bytes = QByteArrayView(s.begin, s.end - s.begin);
                if (!m_raw || (ends & ~m_undecoded) != 0)
                    text = QString::fromUtf8(bytes);
            }
            for (int i = 0; i < m_pathCount; ++i) {
                if (!(ends >> i & 1))
                    continue;
                (*m_values)[i] = m_raw && bytes.data() && (m_undecoded >> i & 1) ? QString() : text;
                if (m_raw)
                    (*m_raw)[size_t(i)] = bytes;
            }
            m_found |= ends;
            return true;
        }
        if (!m_json.take('{'))
            return false; // the path leads nowhere; left to QJsonDocument
        return object(depth + 1, matched);
    }

    const JsonUtf8 m_utf8;
    JsonCursor m_json;
    const std::vector<QByteArray>* m_keys;
    const std::vector<QString>* m_keyTexts;
    int m_pathCount;
    QStringList* m_values = nullptr;
    std::vector<QByteArrayView>* m_raw = nullptr;
    uint64_t m_undecoded = 0; // paths whose raw bytes stand for their value
    uint64_t m_found = 0;
};

} // namespace

JsonFieldScanner::JsonFieldScanner(const QStringList& paths) {
    m_usable = !paths.isEmpty() && paths.size() <= kMaxPaths;
    for (const QString& path : paths) {
        std::vector<QByteArray> keys;
        std::vector<QString> keyTexts;
        for (const QString& key : path.split(QLatin1Char('.'))) {
            const QByteArray utf8 = key.toUtf8();
            // A key with a lone surrogate has no exact UTF-8 to compare bytes with.
            if (QString::fromUtf8(utf8) != key)
                m_usable = false;
            keys.push_back(utf8);
            keyTexts.push_back(key);
        }
        m_keys.push_back(std::move(keys));
        m_keyTexts.push_back(std::move(keyTexts));
    }
}

bool JsonFieldScanner::read(QByteArrayView line, QStringList* values, std::vector<QByteArrayView>* raw,
                            JsonUtf8 utf8, uint64_t undecoded) const {
    if (!m_usable)
        return false;
    const int count = int(m_keys.size());
    if (values->size() != count)
        values->resize(count);
    if (raw)
        raw->assign(size_t(count), QByteArrayView());
    Scan scan(line.data(), line.data() + line.size(), m_keys.data(), count, m_keyTexts.data(), utf8);
    return scan.line(values, raw, undecoded);
}

} // namespace hw
