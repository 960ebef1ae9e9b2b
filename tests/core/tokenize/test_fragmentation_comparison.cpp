// Fragmentation of several tokenizers on one corpus: the figures of each and the frequent words cut most.
#include "core/jobs/job_runner.h"
#include "core/system/intra_op_threads.h"
#include "core/tokenize/fragmentation_comparison_job.h"
#include "core/tokenize/fragmentation_meter.h"
#include "core/tokenize/fragmentation_stats.h"
#include "core/tokenize/text_tokenizer.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"

#include <QDir>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

const QStringList kSpecials = {QStringLiteral("[PAD]"), QStringLiteral("[UNK]"), QStringLiteral("[CLS]"),
                               QStringLiteral("[SEP]"), QStringLiteral("[MASK]")};

QString writeVocabulary(const QTemporaryDir& tmp, const QString& name, const QStringList& tokens) {
    const QString directory = tmp.filePath(name);
    QDir().mkpath(directory);
    test::writeBytes(QDir(directory).filePath(QStringLiteral("vocab.txt")),
                     (kSpecials + tokens).join(QLatin1Char('\n')).toUtf8() + "\n");
    return directory;
}

// Each tokenizer's counts in `got` equal those in `expected`.
void compareCounts(const FragmentationComparison& got, const FragmentationComparison& expected) {
    QCOMPARE(got.stats.size(), expected.stats.size());
    for (int t = 0; t < got.stats.size(); ++t) {
        QCOMPARE(got.stats[t].texts, expected.stats[t].texts);
        QCOMPARE(got.stats[t].words, expected.stats[t].words);
        QCOMPARE(got.stats[t].tokens, expected.stats[t].tokens);
        QCOMPARE(got.stats[t].unknownTokens, expected.stats[t].unknownTokens);
        QCOMPARE(got.stats[t].splitWords, expected.stats[t].splitWords);
    }
}

// The same fragmented words in `got` as in `expected`, in the same order, with the same pieces.
void compareWords(const FragmentationComparison& got, const FragmentationComparison& expected) {
    QCOMPARE(got.fragmentedWords.size(), expected.fragmentedWords.size());
    for (int i = 0; i < got.fragmentedWords.size(); ++i) {
        QCOMPARE(got.fragmentedWords[i].word, expected.fragmentedWords[i].word);
        QCOMPARE(got.fragmentedWords[i].frequency, expected.fragmentedWords[i].frequency);
        QCOMPARE(got.fragmentedWords[i].pieces, expected.fragmentedWords[i].pieces);
    }
}

} // namespace

class TestFragmentationComparison : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() {
        QVERIFY(m_tmp.isValid());
        // "whole" knows the domain's words; "pieces" cuts them.
        m_whole =
            writeVocabulary(m_tmp, QStringLiteral("whole"),
                            {QStringLiteral("the"), QStringLiteral("hospital"), QStringLiteral("treats"),
                             QStringLiteral("patients"), QStringLiteral(".")});
        m_pieces = writeVocabulary(m_tmp, QStringLiteral("pieces"),
                                   {QStringLiteral("the"), QStringLiteral("hos"), QStringLiteral("##pi"),
                                    QStringLiteral("##tal"), QStringLiteral("treat"), QStringLiteral("##s"),
                                    QStringLiteral("patient"), QStringLiteral(".")});
        m_corpus = m_tmp.filePath(QStringLiteral("corpus.txt"));
        test::writeBytes(m_corpus, "the hospital treats patients.\n\nthe hospital treats patients.\n"
                                   "the hospital treats patients.\nzq hospital\n");
    }

    // A corpus measured in two shares (two threads) and added up gives the figures and words of measuring
    // it whole.
    void sharesAddUpToTheWhole() {
        QVector<std::shared_ptr<const TextTokenizer>> tokenizers;
        for (const QString& directory : {m_whole, m_pieces}) {
            Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(directory);
            QVERIFY(t.ok());
            tokenizers << t.value();
        }
        const QStringList texts = {
            QStringLiteral("the hospital treats patients."), QString(), QStringLiteral("zq hospital"),
            QStringLiteral("patients treat the hospital"), QStringLiteral("the hospital.")};
        FragmentationMeter whole(tokenizers), first(tokenizers), second(tokenizers);
        for (int i = 0; i < texts.size(); ++i) {
            whole.add(texts[i]);
            (i % 2 ? second : first).add(texts[i]);
        }
        const std::vector<FragmentationMeter> shares{first, second};
        first.merge(second);
        QCOMPARE(first.texts(), whole.texts());
        QCOMPARE(first.texts(), 4);
        const FragmentationComparison merged = first.result(), expected = whole.result();
        compareCounts(merged, expected);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(expected.stats[0].words, 12);
        QVERIFY(!merged.fragmentedWords.isEmpty());
        compareWords(merged, expected);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(merged.fragmentedWords.front().word, QStringLiteral("hospital"));
        QCOMPARE(merged.fragmentedWords.front().frequency, 4);
        // The shares added up and ranked on one thread, several, or more than there are words: the same.
        for (int threads : {1, 2, 3, 16}) {
            const FragmentationComparison onThreads = FragmentationMeter::resultOfShares(shares, threads);
            compareCounts(onThreads, expected);
            compareWords(onThreads, expected);
            if (QTest::currentTestFailed())
                return;
        }
    }

    // A corpus of many blocks of lines, measured on several threads and capped in the middle of a block:
    // the figures and words of one meter fed the first texts one after the other.
    void manyLinesOnThreadsMeasureAsOneMeter() {
        const QStringList words = {QStringLiteral("the"),    QStringLiteral("hospital"),
                                   QStringLiteral("treats"), QStringLiteral("patients"),
                                   QStringLiteral("zq"),     QStringLiteral("hospitals.")};
        QStringList lines;
        for (int i = 0; i < 3000; ++i) {
            QStringList line;
            for (int w = 0; w < 1 + i % 7; ++w)
                line << words[(i * 7 + w * 3) % words.size()];
            lines << (i % 11 == 0 ? QStringLiteral("   ") : line.join(QLatin1Char(' ')));
        }
        const QString corpus = m_tmp.filePath(QStringLiteral("long.txt"));
        test::writeBytes(corpus, lines.join(QLatin1Char('\n')).toUtf8() + "\n");
        QVector<std::shared_ptr<const TextTokenizer>> tokenizers;
        for (const QString& directory : {m_whole, m_pieces})
            tokenizers << loadTokenizer(directory).value();
        FragmentationMeter reference(tokenizers);
        for (const QString& line : lines)
            if (reference.texts() < 2500)
                reference.add(line);
        const FragmentationComparison expected = reference.result(3);

        const int before = intraOpThreads();
        setThreadIntraOpThreads(3);
        FragmentationComparisonSpec spec;
        spec.tokenizerDirectories = {m_whole, m_pieces};
        spec.corpusFiles = {corpus};
        spec.maxTexts = 2500;
        spec.wordCount = 3;
        FragmentationComparisonJob job(spec);
        test::RecordingSink sink;
        std::atomic_bool cancel{false};
        const JobOutcome outcome = runJobHere(job, sink, cancel);
        setThreadIntraOpThreads(before);
        QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
        QCOMPARE(job.textsMeasured(), 2500);
        const FragmentationComparison& r = job.result();
        compareCounts(r, expected);
        compareWords(r, expected);
    }

    void measuresEachTokenizerOnTheSameWords() {
        FragmentationComparisonSpec spec;
        spec.tokenizerDirectories = {m_whole, m_pieces};
        spec.corpusFiles = {m_corpus};
        FragmentationComparisonJob job(spec);
        test::RecordingSink sink;
        std::atomic_bool cancel{false};
        const JobOutcome outcome = runJobHere(job, sink, cancel);
        QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message.toString()));
        QCOMPARE(job.textsMeasured(), 4);
        const FragmentationComparison& r = job.result();
        QCOMPARE(r.stats.size(), 2);
        for (const FragmentationStats& s : r.stats) {
            QCOMPARE(s.texts, 4);
            QCOMPARE(s.words, 14);
            QCOMPARE(s.unknownTokens, 1); // "zq": no piece for z
        }
        QCOMPARE(r.stats[0].tokens, 17);    // the hospital treats patients . (x3) + [UNK] hospital
        QCOMPARE(r.stats[0].splitWords, 3); // "patients." three times
        QCOMPARE(r.stats[1].tokens, 31);
        QCOMPARE(r.stats[1].splitWords, 10);
        QVERIFY(r.stats[1].tokensPerWord() > r.stats[0].tokensPerWord());

        // hospital: 4 x (3 - 1) pieces; patients and treats: 3 x 1 each, in word order; "the" is whole.
        QCOMPARE(r.fragmentedWords.size(), 3);
        QCOMPARE(r.fragmentedWords[0].word, QStringLiteral("hospital"));
        QCOMPARE(r.fragmentedWords[0].frequency, 4);
        QCOMPARE(r.fragmentedWords[0].pieces[0], QStringList{QStringLiteral("hospital")});
        QCOMPARE(r.fragmentedWords[0].pieces[1],
                 (QStringList{QStringLiteral("hos"), QStringLiteral("##pi"), QStringLiteral("##tal")}));
        QCOMPARE(r.fragmentedWords[1].word, QStringLiteral("patients"));
        QCOMPARE(r.fragmentedWords[2].word, QStringLiteral("treats"));
        QVERIFY(!sink.progress.empty());
    }

    void emojiKeepPiecesOnTheirWords() {
        // Offsets count code points and the words UTF-16 units: four emoji are eight units but four offsets.
        Expected<std::shared_ptr<const TextTokenizer>> pieces = loadTokenizer(m_pieces);
        QVERIFY(pieces.ok());
        const QString text = QStringLiteral("😀😀😀😀 the hospital");
        FragmentationStats stats;
        stats.add(text, pieces.value()->encode(text, false), pieces.value()->unkId());
        QCOMPARE(stats.words, 3);
        QCOMPARE(stats.tokens, 5);     // [UNK] the hos ##pi ##tal
        QCOMPARE(stats.splitWords, 1); // hospital alone
    }

    // Word frequencies against counting the texts' words directly: whitespace of every kind between words,
    // punctuation and symbols trimmed from both ends, words of two letters or more (a vocabulary of single
    // letters cuts every one of them, so all are ranked).
    void wordsAreCountedAsTheTextsSplit() {
        QStringList letters;
        for (char c = 'a'; c <= 'z'; ++c)
            letters << QString(QLatin1Char(c)) << QStringLiteral("##") + QLatin1Char(c);
        const QString directory = writeVocabulary(m_tmp, QStringLiteral("letters"), letters);
        const QStringList words = {QStringLiteral("hospital"), QStringLiteral("patients"),
                                   QStringLiteral("ab"),       QStringLiteral("ward"),
                                   QStringLiteral("nurse"),    QStringLiteral("xyz")};
        const QStringList around = {QString(),
                                    QStringLiteral("("),
                                    QStringLiteral(")"),
                                    QStringLiteral(","),
                                    QStringLiteral("\""),
                                    QStringLiteral("$"),
                                    QStringLiteral("..."),
                                    QStringLiteral("«"),
                                    QStringLiteral("—")};
        const QStringList spaces = {QStringLiteral(" "), QStringLiteral("  "), QStringLiteral("\t"),
                                    QString(QChar(0x3000)), QString(QChar(0xa0))};
        QRandomGenerator rng(5);
        QHash<QString, qint64> expected;
        FragmentationMeter meter({loadTokenizer(directory).value()});
        for (int i = 0; i < 2000; ++i) {
            QString text;
            for (int w = 0, n = int(rng.bounded(9)); w < n; ++w) {
                const QString& word = words[rng.bounded(int(words.size()))];
                text += spaces[rng.bounded(int(spaces.size()))] + around[rng.bounded(int(around.size()))] +
                        word + around[rng.bounded(int(around.size()))];
                ++expected[word];
            }
            meter.add(text);
        }
        QHash<QString, qint64> counted;
        for (const FragmentedWord& w : meter.result(100, 100).fragmentedWords)
            counted.insert(w.word, w.frequency);
        QCOMPARE(counted, expected);
    }

    void measuresOnlyTheFirstTextsWhenCapped() {
        FragmentationComparisonSpec spec;
        spec.tokenizerDirectories = {m_pieces};
        spec.corpusFiles = {m_corpus};
        spec.maxTexts = 2;
        FragmentationComparisonJob job(spec);
        test::RecordingSink sink;
        std::atomic_bool cancel{false};
        QCOMPARE(runJobHere(job, sink, cancel).status, JobStatus::Succeeded);
        QCOMPARE(job.textsMeasured(), 2);
        QCOMPARE(job.result().stats[0].words, 8);
    }

    void aFolderWithoutTokenizerIsNamed() {
        FragmentationComparisonSpec spec;
        spec.tokenizerDirectories = {m_whole, m_tmp.filePath(QStringLiteral("nothing-here"))};
        spec.corpusFiles = {m_corpus};
        FragmentationComparisonJob job(spec);
        test::RecordingSink sink;
        std::atomic_bool cancel{false};
        const JobOutcome outcome = runJobHere(job, sink, cancel);
        QCOMPARE(outcome.status, JobStatus::Failed);
        QVERIFY2(outcome.message.toString().contains(QStringLiteral("nothing-here")),
                 qPrintable(outcome.message.toString()));
    }

private:
    QTemporaryDir m_tmp;
    QString m_whole, m_pieces, m_corpus;
};

QTEST_GUILESS_MAIN(TestFragmentationComparison)
#include "test_fragmentation_comparison.moc"
