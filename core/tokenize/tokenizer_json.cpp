#include "core/tokenize/tokenizer_json.h"

#include "core/tokenize/byte_level_bpe_files.h"
#include "core/util/json_cursor.h"
#include "core/util/json_numbers.h"
#include "core/util/ordinary_files.h"
#include "core/util/word_counts.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <charconv>

namespace hw {

namespace {

bool isKey(const JsonStringSpan& key, QLatin1String name) {
    if (key.escaped)
        return decodeJsonString(key) == name;
    return QByteArrayView(key.begin, key.end - key.begin) == QByteArrayView(name.data(), name.size());
}

struct ViewHash {
    size_t operator()(QStringView text) const { return qHash(text); }
};

// QJsonDocument keeps the last of duplicate keys, which the lists would not: such a file is left to it.
bool allDistinct(const JsonVocabEntries& entries) {
    WordCounts<QStringView, QStringView, ViewHash> seen;
    seen.reserve(entries.size());
    for (const auto& entry : entries)
        seen.add(QStringView(entry.first));
    return seen.size() == entries.size();
}

// The readers below start after a container's opening bracket and read to its end. False: the text is not
// what they can be certain of, and QJsonDocument reads the file instead.

// {"token": id, ...} with whole-number ids; any other value is left to QJsonDocument and the error it leads
// to.
bool readVocabObject(JsonCursor& json, JsonVocabEntries* out) {
    if (json.emptyContainer('}'))
        return true;
    for (;;) {
        JsonStringSpan key;
        if (!json.key(&key))
            return false;
        const std::optional<int> id = json.smallWholeNumber();
        if (!id)
            return false;
        out->emplace_back(decodeJsonString(key), qint64(*id));
        if (const std::optional<bool> closed = json.afterElement('}'))
            return *closed && allDistinct(*out);
    }
}

// A number's value as QJsonDocument gives it: the nearest double, and never a negative zero. Nothing where
// the text is not a number; *certain false where it is one that could not be converted (never seen: the
// cursor's numbers neither overflow nor underflow).
std::optional<double> numberValue(JsonCursor& json, bool* certain) {
    const char* const begin = json.at();
    if (!json.number())
        return std::nullopt;
    double value = 0;
    const std::from_chars_result read = std::from_chars(begin, json.at(), value);
    *certain = read.ec == std::errc() && read.ptr == json.at();
    return value + 0.0; // -0.0 + 0.0 is 0.0
}

// One [piece, score] entry; nullopt, the entry skipped, for one of another shape.
std::optional<std::pair<QString, double>> scoredEntry(JsonCursor& json, bool* valid) {
    const JsonCursor start = json;
    JsonStringSpan piece;
    if (json.take('[')) {
        json.skipSpace();
        if (json.take('"') && json.string(&piece)) {
            json.skipSpace();
            if (json.take(',')) {
                json.skipSpace();
                const std::optional<double> score = numberValue(json, valid);
                json.skipSpace();
                if (!*valid)
                    return std::nullopt;
                if (score && json.take(']'))
                    return std::make_pair(decodeJsonString(piece), *score);
            }
        }
    }
    json = start;
    *valid = json.skipValue(2);
    return std::nullopt;
}

// An array's entries, each read by `entry(json, &valid)`, which keeps an entry of another shape as such and
// sets `valid` false for text it cannot be certain of.
template <class Entry, class ReadEntry>
bool readEntries(JsonCursor& json, std::vector<Entry>* out, ReadEntry entry) {
    if (json.emptyContainer(']'))
        return true;
    for (;;) {
        bool valid = true;
        out->push_back(entry(json, &valid));
        if (!valid)
            return false;
        if (const std::optional<bool> closed = json.afterElement(']'))
            return *closed;
    }
}

// One merge, "a b" or ["a", "b"]; not two tokens, the entry skipped, for anything else.
TokenizerJson::Merge mergeEntry(JsonCursor& json, bool* valid) {
    const JsonCursor start = json;
    JsonStringSpan left, right;
    if (json.take('"') && json.string(&left))
        return TokenizerJson::Merge::spaced(decodeJsonString(left));
    json = start;
    if (json.take('[')) {
        json.skipSpace();
        if (json.take('"') && json.string(&left)) {
            json.skipSpace();
            if (json.take(',')) {
                json.skipSpace();
                if (json.take('"') && json.string(&right)) {
                    json.skipSpace();
                    TokenizerJson::Merge merge;
                    if (json.take(']')) {
                        merge.joined = decodeJsonStrings(left, right, &merge.leftSize);
                        return merge;
                    }
                }
            }
        }
    }
    json = start;
    *valid = json.skipValue(2);
    return {};
}

// The document less its model's vocabulary and merges, which the lists hold.
QJsonObject withoutLists(QJsonObject root) {
    QJsonObject model = root.value(QLatin1String("model")).toObject();
    if (model.contains(QLatin1String("vocab")) || model.contains(QLatin1String("merges"))) {
        model.remove(QLatin1String("vocab"));
        model.remove(QLatin1String("merges"));
        root.insert(QLatin1String("model"), model);
    }
    return root;
}

// Where a value read into the lists was, and the empty container it leaves in the document.
struct Cut {
    const char* begin;
    const char* end;
    const char* empty;
};

// The model's members after its opening brace: the vocabulary and merges into `out`, the rest skipped.
bool readModel(JsonCursor& json, TokenizerJson* out, std::vector<Cut>* cuts) {
    if (json.emptyContainer('}'))
        return true;
    bool vocab = false, merges = false;
    for (;;) {
        JsonStringSpan key;
        if (!json.key(&key))
            return false;
        const char* const begin = json.at();
        if (isKey(key, QLatin1String("vocab"))) {
            const bool read = !vocab && (json.take('{')   ? readVocabObject(json, &out->vocab)
                                         : json.take('[') ? readEntries(json, &out->scoredVocab, scoredEntry)
                                                          : false);
            if (!read)
                return false;
            vocab = true;
            cuts->push_back({begin, json.at(), *begin == '{' ? "{}" : "[]"});
        } else if (isKey(key, QLatin1String("merges"))) {
            if (merges || !json.take('[') || !readEntries(json, &out->merges, mergeEntry))
                return false;
            merges = true;
            cuts->push_back({begin, json.at(), "[]"});
        } else if (!json.skipValue(1)) {
            return false;
        }
        if (const std::optional<bool> closed = json.afterElement('}'))
            return *closed;
    }
}

// The document: its model's vocabulary and merges into `out`, where they were into `cuts`.
bool readDocument(JsonCursor& json, TokenizerJson* out, std::vector<Cut>* cuts) {
    json.skipSpace();
    if (!json.take('{'))
        return false;
    bool model = false;
    if (!json.emptyContainer('}'))
        for (;;) {
            JsonStringSpan key;
            if (!json.key(&key))
                return false;
            if (isKey(key, QLatin1String("model"))) {
                if (model || !json.take('{') || !readModel(json, out, cuts))
                    return false;
                model = true;
            } else if (!json.skipValue(0)) {
                return false;
            }
            const std::optional<bool> closed = json.afterElement('}');
            if (closed && !*closed)
                return false;
            if (closed)
                break;
        }
    json.skipSpace();
    return json.atEnd();
}

// The file read by the cursor; nullopt where QJsonDocument must read it.
std::optional<TokenizerJson> scanTokenizerJson(const QByteArray& bytes) {
    if (bytes.startsWith("\xEF\xBB\xBF"))
        return std::nullopt;
    TokenizerJson out;
    std::vector<Cut> cuts;
    JsonCursor json(bytes.constData(), bytes.constData() + bytes.size());
    if (!readDocument(json, &out, &cuts))
        return std::nullopt;
    QByteArray rest; // the document without what the lists hold
    const char* from = bytes.constData();
    for (const Cut& cut : cuts) {
        rest.append(from, cut.begin - from).append(cut.empty);
        from = cut.end;
    }
    rest.append(from, bytes.constData() + bytes.size() - from);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(rest, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return std::nullopt;
    out.root = withoutLists(document.object());
    out.readByCursor = true;
    return out;
}

JsonVocabEntries vocabEntries(const QJsonObject& vocab) {
    JsonVocabEntries entries;
    entries.reserve(size_t(vocab.size()));
    for (auto it = vocab.begin(); it != vocab.end(); ++it)
        entries.emplace_back(it.key(), jsonWholeNumber(it.value()));
    return entries;
}

// The lists taken from a document QJsonDocument read whole.
TokenizerJson fromDocument(QJsonObject root) {
    TokenizerJson out;
    QJsonObject model = root.value(QLatin1String("model")).toObject();
    const QJsonValue vocab = model.value(QLatin1String("vocab"));
    if (vocab.isObject())
        out.vocab = vocabEntries(vocab.toObject());
    for (const QJsonValue& entry : vocab.toArray()) {
        const QJsonArray pair = entry.toArray();
        out.scoredVocab.push_back(
            pair.size() == 2 && pair.at(0).isString() && pair.at(1).isDouble()
                ? std::optional(std::make_pair(pair.at(0).toString(), pair.at(1).toDouble()))
                : std::nullopt);
    }
    for (const QJsonValue& merge : model.value(QLatin1String("merges")).toArray()) {
        const QJsonArray pair = merge.toArray();
        if (merge.isString())
            out.merges.push_back(TokenizerJson::Merge::spaced(merge.toString()));
        else if (pair.size() == 2 && pair.at(0).isString() && pair.at(1).isString())
            out.merges.push_back(TokenizerJson::Merge::paired(pair.at(0).toString(), pair.at(1).toString()));
        else
            out.merges.push_back({});
    }
    out.root = withoutLists(std::move(root));
    return out;
}

} // namespace

TokenizerJson::Merge TokenizerJson::Merge::spaced(QString text) {
    const qsizetype space = text.indexOf(QLatin1Char(' '));
    if (space < 0 || text.indexOf(QLatin1Char(' '), space + 1) >= 0)
        return {};
    text.remove(space, 1);
    return {std::move(text), space};
}

Expected<TokenizerJson> readTokenizerJsonWhole(const QString& path) {
    Expected<QJsonObject> root = bpe_files::readJsonObjectFile(path, FileKind::Vocabulary, false);
    if (!root)
        return root.error();
    return fromDocument(std::move(root.value()));
}

Expected<TokenizerJson> readTokenizerJson(const QString& path) {
    Expected<QByteArray> bytes = readOrdinaryFile(path, FileKind::Vocabulary);
    if (!bytes)
        return bytes.error();
    if (std::optional<TokenizerJson> scanned = scanTokenizerJson(bytes.value()))
        return std::move(*scanned);
    Expected<QJsonObject> root = bpe_files::parseJsonObject(bytes.value(), path);
    if (!root)
        return root.error();
    return fromDocument(std::move(root.value()));
}

Expected<JsonVocabEntries> readVocabJson(const QString& path) {
    Expected<QByteArray> bytes = readOrdinaryFile(path, FileKind::Vocabulary);
    if (!bytes)
        return bytes.error();
    const QByteArray& text = bytes.value();
    JsonCursor json(text.constData(), text.constData() + text.size());
    JsonVocabEntries entries;
    json.skipSpace();
    if (!text.startsWith("\xEF\xBB\xBF") && json.take('{') && readVocabObject(json, &entries)) {
        json.skipSpace();
        if (json.atEnd())
            return entries;
    }
    Expected<QJsonObject> object = bpe_files::parseJsonObject(text, path);
    if (!object)
        return object.error();
    return vocabEntries(object.value());
}

} // namespace hw
