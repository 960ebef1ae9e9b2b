#pragma once

// Tokenizer folders from untrusted files: the fuzzer's bytes cut into the folder's files, loaded as a user's
// folder is (loadTokenizer), then the tokenizer encoding texts that reach its special tokens, normaliser and
// truncation.
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/tokenizer_json.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QString>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <utility>

namespace hw::fuzz {

// Between two files of one input (seeds are written with it by scripts/run-fuzzers.sh).
inline const QByteArray& fileSeparator() {
    static const QByteArray separator = QByteArrayLiteral("\n#~hw~#\n");
    return separator;
}

// The input cut at the separator into at most `parts` pieces (the last one keeps any later separator).
inline QList<QByteArray> splitInput(const uint8_t* data, size_t size, int parts) {
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    QList<QByteArray> pieces;
    qsizetype from = 0;
    while (pieces.size() < parts - 1) {
        const qsizetype at = bytes.indexOf(fileSeparator(), from);
        if (at < 0)
            break;
        pieces.append(bytes.mid(from, at - from));
        from = at + fileSeparator().size();
    }
    pieces.append(bytes.mid(from));
    return pieces;
}

// A private folder holding exactly `files` (name, content): files of an earlier input that this one lacks are
// removed. Returns the folder's path.
// One of two private folders (0: the input's files, 1: a tokenizer saved), emptied.
inline QString emptyFolder(int which) {
    static const QString base = QDir(QStringLiteral("/dev/shm")).exists()
                                    ? QStringLiteral("/dev/shm/headwater-fuzz-XXXXXX")
                                    : QDir::tempPath() + QStringLiteral("/headwater-fuzz-XXXXXX");
    static QTemporaryDir input(base), output(base);
    QDir dir(which == 0 ? input.path() : output.path());
    for (const QString& name : dir.entryList(QDir::Files | QDir::Hidden | QDir::System))
        dir.remove(name);
    return dir.path();
}

inline QString writeFolder(const QList<std::pair<QString, QByteArray>>& files) {
    const QDir dir(emptyFolder(0));
    for (const auto& [name, content] : files) {
        QFile file(dir.filePath(name));
        if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            file.write(content);
    }
    return dir.path();
}

// The vocabulary in one order, whichever the reader kept: the cursor keeps the file's, QJsonDocument its own.
inline JsonVocabEntries sortedEntries(JsonVocabEntries entries) {
    std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return entries;
}

// A tokenizer.json read by the cursor where it can be, and by QJsonDocument whole: the same document and
// lists, or both refused. Aborts (a finding) where they differ.
inline void checkReadsAlike(const QString& path) {
    const Expected<TokenizerJson> scanned = readTokenizerJson(path), whole = readTokenizerJsonWhole(path);
    if (bool(scanned) != bool(whole))
        std::abort();
    if (!scanned)
        return;
    const TokenizerJson &a = scanned.value(), &b = whole.value();
    const auto sameScored = [](const auto& x, const auto& y) {
        return bool(x) == bool(y) &&
               (!x || (x->first == y->first &&
                       (x->second == y->second || (std::isnan(x->second) && std::isnan(y->second))) &&
                       std::signbit(x->second) == std::signbit(y->second)));
    };
    const auto sameMerge = [](const TokenizerJson::Merge& x, const TokenizerJson::Merge& y) {
        return x.leftSize == y.leftSize && (x.leftSize < 0 || x.joined == y.joined);
    };
    if (a.root != b.root || sortedEntries(a.vocab) != sortedEntries(b.vocab) ||
        !std::equal(a.scoredVocab.begin(), a.scoredVocab.end(), b.scoredVocab.begin(), b.scoredVocab.end(),
                    sameScored) ||
        !std::equal(a.merges.begin(), a.merges.end(), b.merges.begin(), b.merges.end(), sameMerge))
        std::abort();
}

// What pretraining, fine-tuning and mask-fill ask of a loaded tokenizer.
inline void exerciseTokenizer(const TextTokenizer& tokenizer) {
    const QString text =
        QString::fromUtf8("  The patient's <mask> [MASK] recovered\tquickly,\u00a0환자가 "
                          "회복했다 😀👍🏽\u3000ｆｕｌｌ\u200bwidth ﬁ e\u0301\r\n\n<s></s> ");
    const QString second = QString::fromUtf8("<unk><pad>Ünïcödé \u2581 x  ");
    for (const Encoding& e :
         {tokenizer.encode(text), tokenizer.encode(text, false, 8), tokenizer.encodePair(text, second, 12),
          tokenizer.encodePair(second, text), tokenizer.encode(QString())})
        for (int32_t id : e.ids)
            (void)tokenizer.tokenAt(id);
    (void)tokenizer.segmentationSettings();
    (void)tokenizer.tokenAt(tokenizer.maskId());
    (void)tokenizer.tokenAt(tokenizer.padId());
}

// Loads the folder of `files` as a user's tokenizer folder and, where it loads, uses it. With
// HEADWATER_FUZZ_VERBOSE set (to check seeds: `HEADWATER_FUZZ_VERBOSE=1 build-fuzz/fuzz/TARGET SEED`) it says
// why a folder did not load, or what the tokenizer made of a text.
inline void loadAndExercise(const QList<std::pair<QString, QByteArray>>& files) {
    static const bool verbose = qEnvironmentVariableIsSet("HEADWATER_FUZZ_VERBOSE");
    const QString folder = writeFolder(files);
    if (QFileInfo::exists(QDir(folder).filePath(QStringLiteral("tokenizer.json"))))
        checkReadsAlike(QDir(folder).filePath(QStringLiteral("tokenizer.json")));
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(folder);
    if (!tokenizer) {
        if (verbose)
            qInfo("not loaded: %s", qPrintable(tokenizer.error().toString()));
        return;
    }
    exerciseTokenizer(*tokenizer.value());
    // Saved with a model and read back: what was read must write files that read again, and cut texts alike.
    const QString saved = emptyFolder(1);
    Expected<bool> written = tokenizer.value()->save(saved);
    if (!written) {
        if (verbose)
            qInfo("not saved: %s", qPrintable(written.error().toString()));
    } else if (Expected<std::shared_ptr<const TextTokenizer>> again = loadTokenizer(saved); !again) {
        if (verbose)
            qInfo("saved, not read back: %s", qPrintable(again.error().toString()));
    } else {
        exerciseTokenizer(*again.value());
        const QString text = QStringLiteral("The patient's <mask> [MASK] 환자가 😀  x");
        const Encoding before = tokenizer.value()->encode(text), after = again.value()->encode(text);
        if (verbose && (before.ids != after.ids || before.tokens != after.tokens))
            qInfo("saved and read back, it cuts the text differently: %s / %s",
                  qPrintable(before.tokens.join(QLatin1Char(' '))),
                  qPrintable(after.tokens.join(QLatin1Char(' '))));
    }
    if (verbose)
        qInfo("loaded %s, %d tokens: %s", qPrintable(tokenizer.value()->kind()),
              tokenizer.value()->vocabSize(),
              qPrintable(tokenizer.value()
                             ->encode(QStringLiteral("The <mask> [MASK] 환자 😀"))
                             .tokens.join(QLatin1Char(' '))));
}

} // namespace hw::fuzz
