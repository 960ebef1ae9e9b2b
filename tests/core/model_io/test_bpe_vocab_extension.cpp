// Adding domain words to a byte-level BPE vocabulary (RoBERTa, ModernBERT): each word becomes one token by
// merges appended after the vocabulary's own, Hugging Face tokenizers and transformers read the result and
// cut text exactly as Headwater does, each new embedding starts at the mean of the word's old pieces, and the
// model's outputs on text that never holds the new pieces side by side do not change.
#include "core/model/model_presets.h"
#include "core/model_io/internal/model_directory.h"
#include "core/model_io/model_files.h"
#include "core/model_io/vocab_extension.h"
#include "core/tokenize/text_tokenizer.h"
#include "tests/support/file_helpers.h"
#include "tests/support/reference_python.h"

#include <torch/torch.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

const char* const kDomainWords[] = {"remdesivir", "coronavirus", "tocilizumab", "intubation", "thrombosis"};

// General sentences to train the vocabulary on, and ward notes full of words it has never seen whole.
void writeCorpora(const QTemporaryDir& tmp) {
    QByteArray general, domain;
    const char* const subjects[] = {"The weather", "Our village", "The old market", "A small boat",
                                    "The library"};
    const char* const verbs[] = {"changed quickly", "opened early", "stayed quiet", "looked bright",
                                 "grew busy"};
    for (int i = 0; i < 400; ++i)
        general += QByteArray(subjects[i % 5]) + " " + verbs[(i / 5) % 5] + " on day " +
                   QByteArray::number(i) + " while people walked and talked about the news.\n";
    // Only the domain words are new: the rest of each note is words the general text has whole.
    for (int i = 0; i < 60; ++i)
        domain += QByteArray("The people talked about ") + kDomainWords[i % 5] + " and " +
                  kDomainWords[(i + 2) % 5] + " while the weather changed quickly after " +
                  kDomainWords[(i + 1) % 5] + ".\n";
    hw::test::writeBytes(tmp.filePath("general.txt"), general);
    hw::test::writeBytes(tmp.filePath("ward.txt"), domain);
}

torch::Tensor logitsFor(const LoadedModel& m, const TextTokenizer& t, const QString& text) {
    const Encoding e = t.encode(text);
    const torch::Tensor ids = torch::tensor(std::vector<int64_t>(e.ids.begin(), e.ids.end())).unsqueeze(0);
    torch::NoGradGuard noGrad;
    return m.model->forward(ids, torch::ones_like(ids), torch::zeros_like(ids)).logits;
}

torch::Tensor wordEmbeddings(const LoadedModel& m) {
    for (const auto& p : m.model->named_parameters(true))
        if (p.key().find("word_embeddings.weight") != std::string::npos ||
            p.key().find("tok_embeddings.weight") != std::string::npos)
            return p.value();
    return {};
}

QByteArray readBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject caseOf(const QString& text) {
    return {{QStringLiteral("text"), text}};
}

} // namespace

class BpeVocabExtensionTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void wordsBecomeOneTokenAsTransformersReadsThem_data() {
        QTest::addColumn<QString>("arch");
        QTest::addColumn<int>("family");
        QTest::newRow("roberta") << "roberta" << int(ModelFamily::Roberta);
        QTest::newRow("modernbert") << "modernbert" << int(ModelFamily::ModernBert);
    }

    void wordsBecomeOneTokenAsTransformersReadsThem() {
        QFETCH(QString, arch);
        QFETCH(int, family);
        HW_REQUIRE_REFERENCE_STACK();
        QTemporaryDir tmp;
        writeCorpora(tmp);
        const QString vocabulary = tmp.filePath("bpe");
        const hw::test::ReferenceRun trained = hw::test::runReference(
            QStringLiteral("byte-level-bpe"), {"train", arch, tmp.filePath("general.txt"), vocabulary});
        QVERIFY2(trained.ok, qPrintable(trained.failure));
        Expected<std::shared_ptr<const TextTokenizer>> before = loadTokenizer(vocabulary);
        QVERIFY2(before.ok(), qPrintable(before.error().toString()));
        Expected<ModelConfig> config =
            presetModelConfig(ModelFamily(family), "tiny", before.value()->vocabSize());
        QVERIFY(config.ok());
        config->maxPositionEmbeddings = 64;
        const QString base = tmp.filePath("base");
        QVERIFY(createRandomModel(config.value(), vocabulary, base, 5, false).ok());

        VocabExtensionRequest request;
        request.modelDirectory = base;
        request.corpusFiles = {tmp.filePath("ward.txt")};
        request.addCount = 5;
        request.outputDirectory = tmp.filePath("extended");
        Expected<VocabExtensionResult> result = extendModelVocabulary(request, nullptr);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QStringList words;
        for (const DomainTerm& t : result->added) {
            words << t.word;
            QCOMPARE(t.token, QStringLiteral("Ġ") + t.word);
            QCOMPARE(t.frequency, qint64(36)); // 12 notes a word, three mentions a note
        }
        words.sort();
        QStringList expected;
        for (const char* w : kDomainWords)
            expected << QString::fromLatin1(w);
        expected.sort();
        QCOMPARE(words, expected);
        // The partial joins a merge makes are tokens too.
        QVERIFY2(result->newVocabSize > result->oldVocabSize + 5,
                 qPrintable(QString::number(result->newVocabSize)));
        QCOMPARE(result->oldVocabSize, before.value()->vocabSize());

        Expected<std::shared_ptr<const TextTokenizer>> after = loadTokenizer(request.outputDirectory);
        QVERIFY2(after.ok(), qPrintable(after.error().toString()));
        QCOMPARE(after.value()->vocabSize(), result->newVocabSize);
        for (const DomainTerm& t : result->added) {
            const Encoding e = after.value()->segment(QStringLiteral(" ") + t.word, 0);
            QCOMPARE(e.tokens, QStringList{t.token});
            QVERIFY(e.ids.front() >= result->oldVocabSize);
        }

        // AutoTokenizer and the tokenizers library cut the extended vocabulary's text as Headwater does.
        QStringList texts = {QStringLiteral("The patient received remdesivir and tocilizumab today."),
                             QStringLiteral("coronavirus thrombosis intubation"),
                             QStringLiteral("Remdesivirs, coronaviruses and intubations were noted."),
                             QStringLiteral("The weather changed quickly on day 7.")};
        QByteArray cases;
        for (const QString& text : texts)
            cases += QJsonDocument(caseOf(text)).toJson(QJsonDocument::Compact) + "\n";
        hw::test::writeBytes(tmp.filePath("cases.jsonl"), cases);
        const hw::test::ReferenceRun encoded = hw::test::runReference(
            QStringLiteral("byte-level-bpe"),
            {"encode", request.outputDirectory, tmp.filePath("cases.jsonl"), tmp.filePath("encoded.jsonl")});
        QVERIFY2(encoded.ok, qPrintable(encoded.failure));
        const QList<QByteArray> lines = readBytes(tmp.filePath("encoded.jsonl")).trimmed().split('\n');
        QCOMPARE(lines.size(), texts.size());
        for (int i = 0; i < texts.size(); ++i) {
            const Encoding ours = after.value()->encode(texts[i]);
            const QJsonObject oracles = QJsonDocument::fromJson(lines[i]).object();
            for (const QString& oracle : oracles.keys()) {
                QStringList theirs;
                for (const QJsonValue& token : oracles.value(oracle).toObject().value("tokens").toArray())
                    theirs << token.toString();
                std::vector<int32_t> theirIds;
                for (const QJsonValue& id : oracles.value(oracle).toObject().value("ids").toArray())
                    theirIds.push_back(id.toInt());
                QCOMPARE(ours.tokens, theirs);
                QCOMPARE(ours.ids, theirIds);
            }
        }
        const hw::test::ReferenceRun loaded =
            hw::test::runReference(QStringLiteral("load-hf"), {request.outputDirectory});
        QVERIFY2(loaded.ok, qPrintable(loaded.failure));

        // Text cut as before gives the same outputs; each new row is the mean of its word's old pieces.
        Expected<LoadedModel> original = loadModelDirectory(base);
        Expected<LoadedModel> extended = loadModelDirectory(request.outputDirectory);
        QVERIFY2(extended.ok(), qPrintable(extended.error().toString()));
        const QString plain = texts.last();
        QCOMPARE(after.value()->encode(plain).ids, before.value()->encode(plain).ids);
        const torch::Tensor a = logitsFor(original.value(), *before.value(), plain);
        const torch::Tensor b = logitsFor(extended.value(), *after.value(), plain);
        QVERIFY(torch::allclose(a, b.narrow(-1, 0, a.size(-1)), 1e-5, 1e-5));
        const DomainTerm& first = result->added.first();
        std::vector<int64_t> pieceIds;
        for (const QString& piece : first.pieces)
            pieceIds.push_back(
                before.value()->encode(QStringLiteral(" ") + first.word, false).ids.at(pieceIds.size()));
        QCOMPARE(int(pieceIds.size()), first.pieces.size());
        const int64_t newId = after.value()->encode(QStringLiteral(" ") + first.word, false).ids.front();
        QVERIFY(torch::allclose(
            wordEmbeddings(extended.value())[newId],
            wordEmbeddings(original.value()).index_select(0, torch::tensor(pieceIds)).mean(0)));
    }

    void namedWordsAreCheckedBeforeAnythingIsWritten() {
        HW_REQUIRE_REFERENCE_STACK();
        QTemporaryDir tmp;
        writeCorpora(tmp);
        const QString vocabulary = tmp.filePath("bpe");
        QVERIFY(hw::test::runReference(QStringLiteral("byte-level-bpe"),
                                       {"train", "roberta", tmp.filePath("general.txt"), vocabulary})
                    .ok);
        VocabExtensionRequest request;
        request.modelDirectory = vocabulary;
        request.outputDirectory = tmp.filePath("out");
        request.dryRun = true;
        request.explicitTokens = {QStringLiteral(" Remdesivir "), QStringLiteral("Remdesivir")};
        Expected<VocabExtensionResult> named = extendModelVocabulary(request, nullptr);
        QVERIFY2(named.ok(), qPrintable(named.error().toString()));
        QCOMPARE(named->added.size(), 1); // named twice, added once; cased as this vocabulary is
        QCOMPARE(named->added.first().token, QStringLiteral("ĠRemdesivir"));
        QVERIFY(named->added.first().pieces.size() >= 2);
        request.dryRun = false;
        for (const char* refused : {"covid19", "two words", "x-ray", "the"}) {
            request.explicitTokens = {QString::fromLatin1(refused)};
            Expected<VocabExtensionResult> r = extendModelVocabulary(request, nullptr);
            QVERIFY2(!r.ok(), refused);
            QVERIFY2(r.error().what.toString().contains(QStringLiteral("not one word of letters")) ||
                         r.error().what.toString().contains(QStringLiteral("already in the vocabulary")),
                     qPrintable(r.error().toString()));
            QVERIFY(!QFileInfo::exists(request.outputDirectory));
        }
    }
};

QTEST_GUILESS_MAIN(BpeVocabExtensionTest)
#include "test_bpe_vocab_extension.moc"
