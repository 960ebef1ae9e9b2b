// The vocabulary's trie splits a word as WordPiece's greedy longest match does, checked against a plain
// search of every entry: random vocabularies whose entries share long beginnings (past the eight bytes its
// build sorts by first), hold U+0000, non-ASCII and characters outside the BMP, and appear twice.
#include "core/tokenize/wordpiece_trie.h"

#include <QRandomGenerator>
#include <QTest>

#include <map>
#include <string>

using namespace hw;

namespace {

const QString kPrefix = QStringLiteral("##");

// Characters of one to four UTF-8 bytes, U+0000 among them.
const QStringList kAlphabet = {QString(QChar(0)),
                               QStringLiteral("a"),
                               QStringLiteral("b"),
                               QStringLiteral("#"),
                               QString::fromUtf8("\xc3\xa9"),
                               QString::fromUtf8("\xea\xb0\x80"),
                               QString::fromUtf8("\xf0\x9d\x84\x9e")};

QString randomText(QRandomGenerator& rng, const QString& stem, int longest) {
    QString text = stem;
    const int length = 1 + int(rng.bounded(longest));
    for (int i = 0; i < length; ++i)
        text += kAlphabet[int(rng.bounded(kAlphabet.size()))];
    return text;
}

// WordPiece's greedy longest match by trying every entry: the longest entry the rest of the word starts
// with, under the prefix after the first piece. False when some position starts none.
bool referenceSplit(const std::map<std::string, int>& entries, const std::string& word,
                    std::vector<WordPieceTrie::Piece>& pieces) {
    pieces.clear();
    const std::string prefix = kPrefix.toStdString();
    for (size_t start = 0; start < word.size();) {
        int id = -1;
        size_t matched = 0;
        for (const auto& [entry, entryId] : entries) {
            std::string_view piece(entry);
            if (start > 0) {
                if (piece.substr(0, prefix.size()) != prefix)
                    continue;
                piece.remove_prefix(prefix.size());
            }
            if (!piece.empty() && piece.size() > matched && word.compare(start, piece.size(), piece) == 0) {
                id = entryId;
                matched = piece.size();
            }
        }
        if (id < 0)
            return false;
        pieces.push_back({id, int(start), int(start + matched)});
        start += matched;
    }
    return true;
}

} // namespace

class WordPieceTrieTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void splitsAsTheLongestMatch_data() {
        QTest::addColumn<QString>("stem"); // what every entry begins with
        QTest::addColumn<quint32>("seed");
        QTest::newRow("short entries") << QString() << 1u;
        QTest::newRow("short entries, another draw") << QString() << 2u;
        QTest::newRow("twelve bytes in common") << QStringLiteral("abab\u00e9ba#ab") << 3u;
        QTest::newRow("seven bytes in common") << QStringLiteral("ab\u00e9a#b") << 4u;
    }
    void splitsAsTheLongestMatch() {
        QFETCH(QString, stem);
        QFETCH(quint32, seed);
        QRandomGenerator rng(seed);
        QStringList tokens;
        for (int i = 0; i < 600; ++i) {
            const QString token = randomText(rng, stem, 6);
            tokens << token;
            if (rng.bounded(3) == 0) { // its end as a continuing entry, cut between characters
                qsizetype from = rng.bounded(token.size());
                from -= token[from].isLowSurrogate();
                tokens << kPrefix + token.mid(from);
            }
            if (rng.bounded(20) == 0)
                tokens << tokens.at(int(rng.bounded(tokens.size()))); // twice: the first id is kept
        }
        for (const QString& c : kAlphabet) // so that most words split
            tokens << c << kPrefix + c;
        std::map<std::string, int> entries;
        for (int id = 0; id < tokens.size(); ++id)
            entries.emplace(tokens[id].toStdString(), id);

        const WordPieceTrie trie(tokens, kPrefix);
        std::vector<WordPieceTrie::Piece> ours, theirs;
        int unknown = 0;
        for (int w = 0; w < 3000; ++w) {
            const QString word = w % 2 ? tokens[int(rng.bounded(tokens.size()))] + randomText(rng, {}, 8)
                                       : randomText(rng, stem, 14);
            const std::string bytes = word.toStdString();
            const bool split = trie.split(bytes.data(), int(bytes.size()), ours);
            const bool expected = referenceSplit(entries, bytes, theirs);
            QCOMPARE(split, expected);
            unknown += !split;
            if (!split)
                continue;
            QCOMPARE(ours.size(), theirs.size());
            for (size_t p = 0; p < ours.size(); ++p) {
                QCOMPARE(ours[p].id, theirs[p].id);
                QCOMPARE(ours[p].begin, theirs[p].begin);
                QCOMPARE(ours[p].end, theirs[p].end);
            }
        }
        QVERIFY2(unknown < 300, "most words should split");
    }

    void wordsWithoutAnEntryAreUnknown() {
        const WordPieceTrie trie({QStringLiteral("ab"), QStringLiteral("##c")}, kPrefix);
        std::vector<WordPieceTrie::Piece> pieces;
        QVERIFY(trie.split("abc", 3, pieces));
        QCOMPARE(pieces.size(), size_t(2));
        QVERIFY(!trie.split("abd", 3, pieces)); // "d" starts no continuing entry
        QVERIFY(!trie.split("c", 1, pieces));   // "c" is only a continuing entry
        QVERIFY(trie.split("", 0, pieces));
        QVERIFY(pieces.empty());
        const WordPieceTrie empty({}, kPrefix);
        QVERIFY(!empty.split("a", 1, pieces));
    }
};

QTEST_APPLESS_MAIN(WordPieceTrieTest)
#include "test_wordpiece_trie.moc"
