#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace hw {

// How JsonFieldScanner::read() treats the UTF-8 of a line.
enum class JsonUtf8 {
    Check,   // every string is checked as it is read (invalid text: declined)
    Trusted, // the line is known to be valid UTF-8 (as LineSource::nextUtf8() gives it): not checked again
    // As Check, except a value at an `undecoded` path written without escapes: its bytes are handed over in
    // raw unchecked, for a reader that validates them in a pass of its own (the rest of the line is valid).
    LeaveUndecodedToCaller
};

// Reads the string values at a few dotted paths ("text", "meta.title") straight from the bytes of one JSON
// object, without building a document: the common JSONL record costs one pass over its bytes. It answers
// only where the result is certain to equal what QJsonDocument::fromJson() and valueAtPath() give; for
// anything else (invalid JSON, a missing field, a value that is not a string, a duplicate key on a path,
// exponents, unusual escapes, control characters, noncharacters where it checks UTF-8) it declines, and the
// caller parses the line with QJsonDocument instead.
class JsonFieldScanner {
public:
    explicit JsonFieldScanner(const QStringList& paths);

    // True when `line` is a JSON object whose every path leads to a string: values[i] is then the string at
    // paths[i], as QJsonValue::toString() gives it, and raw[i] its bytes where they are its UTF-8 as they
    // stand (no escapes), else a null view. False: parse the line with QJsonDocument. Bit i of `undecoded`
    // leaves values[i] null where raw[i] holds it (a reader of its bytes decodes nothing).
    bool read(QByteArrayView line, QStringList* values, std::vector<QByteArrayView>* raw = nullptr,
              JsonUtf8 utf8 = JsonUtf8::Check, uint64_t undecoded = 0) const;

private:
    std::vector<std::vector<QByteArray>> m_keys;  // per path, its parts as UTF-8...
    std::vector<std::vector<QString>> m_keyTexts; // ...and as text, for keys written with escapes
    bool m_usable = true; // false for paths it cannot match exactly (too many, or not valid text)
};

} // namespace hw
