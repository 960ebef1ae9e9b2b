// Perplexities are said to be comparable only when the models share a tokenizer: the same vocabulary, token
// by token. A copy of a model whose vocabulary differs in one token is told apart.
#include "core/eval/perplexity_comparison.h"
#include "core/tokenize/byte_level_pre_tokenizer.h"
#include "core/tokenize/text_tokenizer.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace hw;

namespace {

QString fixture(const char* name) {
    return QStringLiteral(HEADWATER_FIXTURES_DIR "/models/") + QLatin1String(name);
}

TokenizerIdentity identityOf(const QString& directory) {
    Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(directory);
    if (!t)
        qFatal("%s", qPrintable(t.error().toString()));
    return tokenizerIdentity(*t.value());
}

} // namespace

class TestPerplexityComparison : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sameVocabularySameTokenizer() {
        const QVector<TokenizerIdentity> two{identityOf(fixture("bert-mlm")),
                                             identityOf(fixture("bert-pretraining-bin"))};
        QVERIFY(shareOneTokenizer(two));
        const QString note = perplexityComparisonNote(two).toString();
        QVERIFY2(note.contains(QStringLiteral("same masked tokens")), qPrintable(note));
    }

    // Bits per character: the masked tokens' nats in bits over the characters they spell.
    void bitsPerCharacterIsDefinedOnce() {
        QCOMPARE(bitsPerCharacter(std::log(2.0), 10, 5), 2.0);
        QCOMPARE(bitsPerCharacter(1.0, 10, 0), 0.0);
        Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(fixture("bert-mlm"));
        QVERIFY(t.ok());
        const QVector<int> counts = tokenCharacterCounts(*t.value());
        QCOMPARE(counts.size(), t.value()->vocabSize());
        auto countOf = [&](const QString& token) {
            for (int id = 0; id < t.value()->vocabSize(); ++id)
                if (t.value()->tokenAt(id) == token)
                    return counts[id];
            return -1;
        };
        QCOMPARE(countOf(QStringLiteral("the")), 3);
        QCOMPARE(countOf(QStringLiteral("##ing")), 3); // the continuation's characters, not its marker
        QCOMPARE(countOf(QStringLiteral("[CLS]")), 0);
        QCOMPARE(countOf(QStringLiteral("[MASK]")), 0);
        QCOMPARE(counts[t.value()->unkId()], 1);
    }

    // Byte-level BPE tokens spell bytes: "Ġ" is the space before a word, and a Hangul syllable's three UTF-8
    // bytes count as one character whichever token holds its first byte.
    void byteLevelTokensCountTheCharactersTheyWrite() {
        const auto byteLevel = [](const QByteArray& bytes) {
            QString token;
            for (char b : bytes)
                token += QChar(byteLevelChar(uint8_t(b)));
            return token;
        };
        QCOMPARE(byteLevelTextCharacters(byteLevel(" hello")), 5);
        QCOMPARE(byteLevel(" hello"), QStringLiteral("\u0120hello"));
        const QByteArray han = QStringLiteral("한국").toUtf8(); // six bytes, two characters
        QCOMPARE(byteLevelTextCharacters(byteLevel(han)), 2);
        QCOMPARE(byteLevelTextCharacters(byteLevel(han.left(1))) +
                     byteLevelTextCharacters(byteLevel(han.mid(1))),
                 2);
        QCOMPARE(byteLevelTextCharacters(byteLevel(han.mid(1, 2))), 0);  // continuation bytes only
        QCOMPARE(byteLevelTextCharacters(QStringLiteral("\u4e00")), -1); // not of the alphabet
    }

    void oneTokenDifferentIsAnotherTokenizer() {
        QTemporaryDir tmp;
        for (const char* file : {"vocab.txt", "tokenizer_config.json", "special_tokens_map.json"})
            QVERIFY(QFile::copy(QDir(fixture("bert-mlm")).filePath(QLatin1String(file)),
                                tmp.filePath(QLatin1String(file))));
        QFile vocab(tmp.filePath(QStringLiteral("vocab.txt")));
        QVERIFY(vocab.open(QIODevice::ReadOnly));
        QByteArray text = vocab.readAll();
        vocab.close();
        QVERIFY(text.contains("\npatient\n"));
        text.replace("\npatient\n", "\npatientz\n"); // same size, one token different
        QVERIFY(vocab.open(QIODevice::WriteOnly | QIODevice::Truncate));
        vocab.write(text);
        vocab.close();
        const QVector<TokenizerIdentity> two{identityOf(fixture("bert-mlm")), identityOf(tmp.path())};
        QCOMPARE(two[0].vocabularySize, two[1].vocabularySize);
        QVERIFY(!shareOneTokenizer(two));
        const QString note = perplexityComparisonNote(two).toString();
        QVERIFY2(note.contains(QStringLiteral("not comparable")) &&
                     note.contains(QStringLiteral("30522, 30522")) &&
                     !note.contains(QStringLiteral("same masked tokens")),
                 qPrintable(note));
    }
};

QTEST_GUILESS_MAIN(TestPerplexityComparison)
#include "test_perplexity_comparison.moc"
