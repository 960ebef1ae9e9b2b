// A model re-fitted to another tokenizer: shared tokens keep their rows, special tokens map by role, new
// tokens start as the mean of their old pieces, and unknown ones as the mean of all rows.
#include "core/model_io/internal/model_directory.h"
#include "core/model_io/vocab_transfer.h"
#include "core/tokenize/text_tokenizer.h"
#include "tests/support/byte_level_vocab.h"
#include "tests/support/file_helpers.h"

#include <torch/torch.h>

#include <QDir>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

torch::Tensor wordEmbeddings(const LoadedModel& m) {
    for (const auto& p : m.model->named_parameters(true))
        if (p.key().find("word_embeddings.weight") != std::string::npos)
            return p.value().detach().clone();
    return {};
}

} // namespace

class TestVocabTransfer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rowsFollowTheirTokens() {
        QTemporaryDir tmp;
        const QString model = test::fixturesDir() + QStringLiteral("/models/bert-mlm");
        const QString tokenizer = tmp.filePath(QStringLiteral("pharma"));
        QDir().mkpath(tokenizer);
        test::writeBytes(QDir(tokenizer).filePath(QStringLiteral("vocab.txt")),
                         "[PAD]\n[UNK]\n[CLS]\n[SEP]\n[MASK]\nthe\npatient\namox\n##icillin\n\u2603\n");
        Expected<VocabularyOverlap> overlap = compareVocabularies(model, tokenizer);
        QVERIFY2(overlap.ok(), qPrintable(overlap.error().toString()));
        QCOMPARE(overlap->tokenizerTokens, 10);
        QCOMPARE(overlap->shared, 7); // the specials, "the" and "patient"

        VocabTransferRequest request{model, tokenizer, tmp.filePath(QStringLiteral("resized"))};
        Expected<VocabTransferResult> result = transferModelVocabulary(request);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QCOMPARE(result->kept, 7);
        QCOMPARE(result->composed, 2); // amox, ##icillin
        QCOMPARE(result->fallback, 1); // the snowman: no piece of the old vocabulary

        Expected<LoadedModel> before = loadModelDirectory(model);
        Expected<LoadedModel> after = loadModelDirectory(request.outputDirectory);
        QVERIFY2(after.ok(), qPrintable(after.error().toString()));
        QCOMPARE(after->config.vocabSize, 10);
        Expected<std::shared_ptr<const TextTokenizer>> oldTokenizer = loadTokenizer(model);
        Expected<std::shared_ptr<const TextTokenizer>> newTokenizer = loadTokenizer(request.outputDirectory);
        QVERIFY(newTokenizer.ok());
        QCOMPARE(newTokenizer.value()->vocabSize(), 10);
        const torch::Tensor old = wordEmbeddings(before.value()), now = wordEmbeddings(after.value());
        QCOMPARE(now.size(0), 10);
        const auto row = [&](const torch::Tensor& t, int id) { return t[id]; };
        const auto oldId = [&](const char* token) {
            return oldTokenizer.value()->encode(QString::fromUtf8(token), false).ids.front();
        };
        QVERIFY(torch::equal(row(now, 2), row(old, oldTokenizer.value()->clsId())));  // [CLS] by role
        QVERIFY(torch::equal(row(now, 4), row(old, oldTokenizer.value()->maskId()))); // [MASK] by role
        QVERIFY(torch::equal(row(now, 5), row(old, oldId("the"))));
        QVERIFY(torch::equal(row(now, 6), row(old, oldId("patient"))));
        const Encoding pieces = oldTokenizer.value()->segment(QStringLiteral("icillin"), 0);
        QVERIFY(pieces.ids.size() >= 2);
        const torch::Tensor mean =
            old.index_select(0, torch::tensor(std::vector<int64_t>(pieces.ids.begin(), pieces.ids.end())))
                .mean(0);
        QVERIFY(torch::allclose(row(now, 8), mean));
        QVERIFY(torch::allclose(row(now, 9), old.mean(0)));
        // The rest of the model is untouched.
        for (const auto& p : after->model->named_parameters(true))
            if (p.key().find("encoder.layer.0.attention.self.query.weight") != std::string::npos)
                QVERIFY(torch::equal(p.value(), before->model->named_parameters(true)[p.key()]));
    }

    // A BERT re-fitted to a byte-level BPE vocabulary: "Ġthe" stands for " the", so it starts from BERT's
    // "the".
    void byteLevelTokensStartFromTheTextTheySpell() {
        QTemporaryDir tmp;
        const QString model = test::fixturesDir() + QStringLiteral("/models/bert-mlm");
        test::writeBytes(tmp.filePath(QStringLiteral("vocab.json")),
                         QJsonDocument(test::tinyByteLevelVocab()).toJson());
        test::writeBytes(tmp.filePath(QStringLiteral("merges.txt")), test::tinyByteLevelMerges());
        VocabTransferRequest request{model, tmp.path(), tmp.filePath(QStringLiteral("resized"))};
        Expected<VocabTransferResult> result = transferModelVocabulary(request);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        Expected<LoadedModel> before = loadModelDirectory(model);
        Expected<LoadedModel> after = loadModelDirectory(request.outputDirectory);
        QVERIFY2(after.ok(), qPrintable(after.error().toString()));
        Expected<std::shared_ptr<const TextTokenizer>> bert = loadTokenizer(model);
        Expected<std::shared_ptr<const TextTokenizer>> byteLevel = loadTokenizer(request.outputDirectory);
        QVERIFY(byteLevel.ok());
        QCOMPARE(byteLevel.value()->kind(), QStringLiteral("bytebpe"));
        int theId = -1;
        for (int id = 0; id < byteLevel.value()->vocabSize(); ++id)
            if (byteLevel.value()->tokenAt(id) == QStringLiteral("\u0120the"))
                theId = id;
        QVERIFY(theId > 0);
        const int bertThe = bert.value()->encode(QStringLiteral("the"), false).ids.front();
        QVERIFY(torch::equal(wordEmbeddings(after.value())[theId], wordEmbeddings(before.value())[bertThe]));
    }

    void aFolderWithoutTokenizerIsNamed() {
        QTemporaryDir tmp;
        const QString model = test::fixturesDir() + QStringLiteral("/models/bert-mlm");
        Expected<VocabularyOverlap> overlap = compareVocabularies(model, tmp.path());
        QVERIFY(!overlap.ok());
        VocabTransferRequest request{model, tmp.path(), tmp.filePath(QStringLiteral("out"))};
        QVERIFY(!transferModelVocabulary(request).ok());
        QVERIFY(!QFileInfo::exists(request.outputDirectory));
    }
};

QTEST_GUILESS_MAIN(TestVocabTransfer)
#include "test_vocab_transfer.moc"
