// vocab.txt as Hugging Face's BertTokenizer reads it: one token per line, the line number its id, the final
// newline ending the last entry, Windows line ends and a byte-order mark taken off; a blank line or bytes
// that are not UTF-8 refused naming the file and the line.
#include "core/tokenize/wordpiece_vocab.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;

class WordPieceVocabFileTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QByteArray& bytes) {
        const QString path = m_dir.filePath(QStringLiteral("vocab.txt"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private Q_SLOTS:
    void readsOneTokenPerLine_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("lf") << QByteArray("[PAD]\n[UNK]\nfl\u00fcsse\n##s\n");
        QTest::newRow("no final newline") << QByteArray("[PAD]\n[UNK]\nfl\u00fcsse\n##s");
        QTest::newRow("crlf") << QByteArray("[PAD]\r\n[UNK]\r\nfl\u00fcsse\r\n##s\r\n");
        QTest::newRow("byte-order mark") << QByteArray("\xEF\xBB\xBF[PAD]\n[UNK]\nfl\u00fcsse\n##s\n");
    }
    void readsOneTokenPerLine() {
        QFETCH(QByteArray, bytes);
        const Expected<WordPieceVocab> vocab = WordPieceVocab::readFile(write(bytes));
        QVERIFY2(vocab.ok(), qPrintable(vocab.ok() ? QString() : vocab.error().what.toString()));
        QCOMPARE(vocab.value().tokens(), QStringList({QStringLiteral("[PAD]"), QStringLiteral("[UNK]"),
                                                      QStringLiteral("fl\u00fcsse"), QStringLiteral("##s")}));
        QCOMPARE(vocab.value().idOf(QStringLiteral("fl\u00fcsse")), 2);
    }

    // Only the file's own byte-order mark is taken off: one starting a later line is part of that token, as
    // Hugging Face reads it.
    void keepsAByteOrderMarkInsideTheFile() {
        const Expected<WordPieceVocab> vocab =
            WordPieceVocab::readFile(write(QByteArray("\xEF\xBB\xBF[PAD]\n\xEF\xBB\xBFword\n[UNK]\n")));
        QVERIFY(vocab.ok());
        QCOMPARE(vocab.value().tokens(), QStringList({QStringLiteral("[PAD]"), QStringLiteral("\uFEFFword"),
                                                      QStringLiteral("[UNK]")}));
    }

    void refusesNamingTheLine_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("what");
        QTest::newRow("blank line") << QByteArray("[PAD]\n[UNK]\n\nword\n") << QStringLiteral(":3")
                                    << QStringLiteral("empty entry");
        QTest::newRow("blank last line")
            << QByteArray("[PAD]\n[UNK]\n\n") << QStringLiteral(":3") << QStringLiteral("empty entry");
        QTest::newRow("latin-1 on line 4") << QByteArray("[PAD]\n[UNK]\nword\nfl\xFCsse\nend\n")
                                           << QStringLiteral(":4") << QStringLiteral("not valid UTF-8");
        QTest::newRow("cut sequence on line 2") << QByteArray("[PAD]\n\xE2\x82\n[UNK]\n")
                                                << QStringLiteral(":2") << QStringLiteral("not valid UTF-8");
    }
    void refusesNamingTheLine() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, line);
        QFETCH(QString, what);
        const QString path = write(bytes);
        const Expected<WordPieceVocab> vocab = WordPieceVocab::readFile(path);
        QVERIFY(!vocab.ok());
        QVERIFY2(vocab.error().what.toString().contains(what), qPrintable(vocab.error().what.toString()));
        QCOMPARE(vocab.error().where.toString(), path + line);
    }

    void refusesAnEmptyFile() {
        for (const QByteArray& bytes : {QByteArray(), QByteArray("\xEF\xBB\xBF")}) {
            const Expected<WordPieceVocab> vocab = WordPieceVocab::readFile(write(bytes));
            QVERIFY(!vocab.ok());
            QVERIFY2(vocab.error().what.toString().contains(QLatin1String("empty")),
                     qPrintable(vocab.error().what.toString()));
        }
    }
};

QTEST_GUILESS_MAIN(WordPieceVocabFileTest)
#include "test_wordpiece_vocab_file.moc"
