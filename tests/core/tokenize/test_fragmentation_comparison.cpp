// Fragmentation of several tokenizers on one corpus: the figures of each and the frequent words cut most.
#include "core/jobs/job_runner.h"
#include "core/tokenize/fragmentation_comparison_job.h"
#include "core/tokenize/fragmentation_stats.h"
#include "core/tokenize/text_tokenizer.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"

#include <QDir>
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
