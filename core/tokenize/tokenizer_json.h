#pragma once

#include "core/util/expected.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace hw {

// The members of a vocabulary object {"token": id, ...}, each id where it is a whole number
// (jsonWholeNumber): in the file's order where JsonCursor read them, in QJsonObject's where QJsonDocument
// did.
using JsonVocabEntries = std::vector<std::pair<QString, std::optional<qint64>>>;

// A tokenizer.json read once. Its model's vocabulary and merges, nearly all of a large file, are read from
// the bytes straight into the lists below; QJsonObject, which costs several times more per entry, holds only
// the rest. A file whose reading the cursor cannot be certain of (see JsonCursor) is parsed whole by
// QJsonDocument and the lists taken from that, so both read a file alike.
struct TokenizerJson {
    // One of the model's merges: the two tokens written together, and where the second begins; leftSize -1
    // for an entry that is not two tokens ("a b" or ["a", "b"]).
    struct Merge {
        QString joined;
        qsizetype leftSize = -1;
        QStringView left() const { return QStringView(joined).first(leftSize); }
        QStringView right() const { return QStringView(joined).sliced(leftSize); }
        // "a b" as merges.txt and older tokenizer.json files write a merge: two tokens if one space parts
        // them.
        static Merge spaced(QString text);
        // ["a", "b"] as newer tokenizer.json files write it.
        static Merge paired(const QString& left, const QString& right) { return {left + right, left.size()}; }
    };

    QJsonObject root;       // the document, its model without "vocab" and "merges"
    JsonVocabEntries vocab; // the model's "vocab" as an object {"token": id} (WordPiece, BPE)
    // The model's "vocab" as an array of [piece, score] (Unigram); nullopt for an entry of another shape.
    std::vector<std::optional<std::pair<QString, double>>> scoredVocab;
    std::vector<Merge> merges; // the model's "merges", in order (BPE)
    bool readByCursor = false; // false: QJsonDocument read the whole file

    QJsonObject model() const { return root.value(QLatin1String("model")).toObject(); }
    // The model type it declares: "WordPiece", "BPE", "Unigram"...
    QString modelType() const { return model().value(QLatin1String("type")).toString(); }
};

// A tokenizer.json (bounded as a vocabulary, a clear error where it is not a JSON object).
Expected<TokenizerJson> readTokenizerJson(const QString& path);
// The same, always parsed whole by QJsonDocument: what readTokenizerJson() gives, at its old cost.
Expected<TokenizerJson> readTokenizerJsonWhole(const QString& path);
// A vocab.json: one object {"token": id, ...}, read as readTokenizerJson() reads a model's vocabulary.
Expected<JsonVocabEntries> readVocabJson(const QString& path);

} // namespace hw
