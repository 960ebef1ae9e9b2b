// Adding domain words: new tokens encode whole, their embeddings start at the mean of their old pieces,
// and the model's outputs on text without them do not change.
#include "core/model_io/internal/model_directory.h"
#include "core/model_io/vocab_extension.h"
#include "core/tokenize/wordpiece_tokenizer.h"
#include "tests/support/file_helpers.h"
#include "tests/support/reference_python.h"

#include <torch/torch.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

torch::Tensor logitsFor(LoadedModel& m, const WordPieceTokenizer& t, const QString& text) {
    const Encoding e = t.encode(text);
    const torch::Tensor ids = torch::tensor(std::vector<int64_t>(e.ids.begin(), e.ids.end())).unsqueeze(0);
    torch::NoGradGuard noGrad;
    return m.model->forward(ids, torch::ones_like(ids), torch::zeros_like(ids)).logits;
}

} // namespace

class TestVocabExtension : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rankedTermsAreAddedAndOutputsKept();
    void explicitTokensAndErrors();
};

void TestVocabExtension::rankedTermsAreAddedAndOutputsKept() {
    QTemporaryDir tmp;
    const QString corpus = tmp.filePath(QStringLiteral("covid.txt"));
    QFile file(corpus);
    QVERIFY(file.open(QIODevice::WriteOnly));
    for (int i = 0; i < 20; ++i)
        file.write(
            "The coronavirus outbreak and remdesivir trials dominated the news. Covid wards were full.\n");
    file.close();

    const QString source = hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm");
    VocabExtensionRequest request;
    request.modelDirectory = source;
    request.corpusFiles = {corpus};
    request.addCount = 3;
    request.outputDirectory = tmp.filePath(QStringLiteral("extended"));
    Expected<VocabExtensionResult> result = extendModelVocabulary(request, nullptr);
    QVERIFY2(result.ok(), qPrintable(result.error().toString()));
    QCOMPARE(result->added.size(), 3);
    QCOMPARE(result->newVocabSize, 30525);
    QStringList words;
    for (const DomainTerm& t : result->added) {
        words << t.word;
        QVERIFY(t.pieces.size() >= 2);
        QCOMPARE(t.frequency, qint64(20));
    }
    QVERIFY2(words.contains(QStringLiteral("remdesivir")) && words.contains(QStringLiteral("coronavirus")),
             qPrintable(words.join(' ')));

    Expected<WordPieceTokenizer> before = WordPieceTokenizer::fromDirectory(source);
    Expected<WordPieceTokenizer> after = WordPieceTokenizer::fromDirectory(request.outputDirectory);
    QVERIFY(after.ok());
    QCOMPARE(after->vocab().size(), 30525);
    for (const DomainTerm& t : result->added) {
        const Encoding e = after->encode(t.word, false);
        QCOMPARE(e.tokens, QStringList{t.word});
    }

    Expected<LoadedModel> original = loadModelDirectory(source);
    Expected<LoadedModel> extended = loadModelDirectory(request.outputDirectory);
    QVERIFY2(extended.ok(), qPrintable(extended.error().toString()));
    QCOMPARE(extended->config.vocabSize, 30525);
    const QString plain = QStringLiteral("The hospital opened a new ward for patients.");
    const torch::Tensor a = logitsFor(original.value(), before.value(), plain);
    const torch::Tensor b = logitsFor(extended.value(), after.value(), plain);
    QVERIFY(torch::allclose(a, b.narrow(-1, 0, 30522), 1e-5, 1e-5));

    const auto oldEmbeddings = original->model->named_parameters()["bert.embeddings.word_embeddings.weight"];
    const auto newEmbeddings = extended->model->named_parameters()["bert.embeddings.word_embeddings.weight"];
    const DomainTerm& first = result->added.first();
    std::vector<int64_t> pieceIds;
    for (const QString& p : first.pieces)
        pieceIds.push_back(before->vocab().idOf(p));
    QVERIFY(torch::allclose(newEmbeddings[after->vocab().idOf(first.word)],
                            oldEmbeddings.index_select(0, torch::tensor(pieceIds)).mean(0)));
}

void TestVocabExtension::explicitTokensAndErrors() {
    QTemporaryDir tmp;
    const QString source = hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm");
    VocabExtensionRequest request;
    request.modelDirectory = source;
    request.explicitTokens = {QStringLiteral("Omicron")};
    request.outputDirectory = tmp.filePath(QStringLiteral("out"));
    Expected<VocabExtensionResult> ok = extendModelVocabulary(request, nullptr);
    QVERIFY2(ok.ok(), qPrintable(ok.error().toString()));
    QCOMPARE(ok->added.first().word,
             QStringLiteral("omicron")); // uncased: normalised as the tokenizer sees it

    request.explicitTokens = {QStringLiteral("the")};
    request.outputDirectory = tmp.filePath(QStringLiteral("out2"));
    Expected<VocabExtensionResult> existing = extendModelVocabulary(request, nullptr);
    QVERIFY(!existing.ok());
    QVERIFY2(existing.error().what.toString().contains(QStringLiteral("already in the vocabulary")),
             qPrintable(existing.error().toString()));
    request.explicitTokens = {QStringLiteral("two words")};
    QVERIFY(!extendModelVocabulary(request, nullptr).ok());
    QVERIFY(!QFileInfo::exists(request.outputDirectory));

    // A SentencePiece vocabulary would need scored pieces: refused, naming the tokenizer.
    HW_REQUIRE_REFERENCE_STACK();
    hw::test::writeBytes(tmp.filePath(QStringLiteral("text.txt")),
                         QByteArray("the patient was given antibiotics for the infection\n").repeated(50));
    const QString pieces = tmp.filePath(QStringLiteral("xlmr"));
    const hw::test::ReferenceRun trained = hw::test::runReference(
        QStringLiteral("xlmr"), {"train", "unigram", tmp.filePath(QStringLiteral("text.txt")), pieces});
    QVERIFY2(trained.ok, qPrintable(trained.failure));
    request.modelDirectory = pieces;
    request.explicitTokens = {QStringLiteral("omicron")};
    Expected<VocabExtensionResult> refused = extendModelVocabulary(request, nullptr);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().what.toString().contains(QStringLiteral("tokenizer is sentencepiece")),
             qPrintable(refused.error().toString()));
    QVERIFY(!QFileInfo::exists(request.outputDirectory));
}

QTEST_GUILESS_MAIN(TestVocabExtension)
#include "test_vocab_extension.moc"
