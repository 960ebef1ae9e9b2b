// Hugging Face is the oracle for XLM-RoBERTa's tokenizer: the sentencepiece library trains XLM-R-style models
// (<unk> <s> </s> at ids 0 to 2, nmt_nfkc) on thousands of real lines, the folders are made as XLM-R ships
// them (sentencepiece.bpe.model with tokenizer_class or config.json's model_type, tokenizer.json alone,
// both), and transformers' AutoTokenizer (and tokenizers, on a tokenizer.json of XLMRobertaTokenizer's own
// layout) encode every case as Headwater must: ids, tokens, token types, offsets in code points, special
// tokens mask and word ids, single texts and pairs (<s> A </s></s> B </s>), with and without truncation. A
// folder Headwater saves must load in AutoTokenizer to the same encodings, and its sentencepiece.bpe.model in
// the sentencepiece library to the same pieces.
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/xlm_roberta_tokenizer.h"
#include "tests/support/file_helpers.h"
#include "tests/support/parity_corpus.h"
#include "tests/support/reference_python.h"
#include "tests/support/threaded_encoding.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;
using hw::test::ParityCase;

namespace {

QByteArray readBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeJson(const QString& path, const QJsonObject& json) {
    test::writeBytes(path, QJsonDocument(json).toJson());
}

XlmRobertaTokenizer load(const QString& dir) {
    Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(dir);
    if (!t)
        qFatal("cannot load %s: %s", qPrintable(dir), qPrintable(t.error().toString()));
    const auto* xlmr = dynamic_cast<const XlmRobertaTokenizer*>(t.value().get());
    if (!xlmr)
        qFatal("%s did not load as XLM-RoBERTa's tokenizer", qPrintable(dir));
    return *xlmr;
}

// The pieces of a .model file as the sentencepiece library loads them: [piece, score, type].
QJsonArray piecesOf(const QString& modelPath) {
    const test::ReferenceRun run =
        test::runReference(QStringLiteral("xlmr"), {QStringLiteral("pieces"), modelPath});
    if (!run.ok)
        qFatal("%s", qPrintable(run.failure));
    return QJsonDocument::fromJson(run.output).array();
}

} // namespace

class TestXlmRobertaTokenizer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void encodesAsHuggingFace_data();
    void encodesAsHuggingFace();
    void savedFolderEncodesAlikeInAutoTokenizer_data();
    void savedFolderEncodesAlikeInAutoTokenizer();
    void fairseqIdsFrameSentencePiecePieces();
    void refusesWhatItCannotRead_data();
    void refusesWhatItCannotRead();
    void encodesAtUsefulSpeed();
    void encodesAlikeOnSeveralThreads();

private:
    // Compares Headwater's encodings of every case by `ours` with every oracle's for `dir`; the oracles'
    // names.
    void compareWithReference(const XlmRobertaTokenizer& ours, const QString& dir, const QString& name,
                              QStringList* oracles);
    QString folder(const QString& name) const { return m_tmp.filePath(name); }

    QTemporaryDir m_tmp;
    QStringList m_lines;
    QVector<ParityCase> m_cases;
};

void TestXlmRobertaTokenizer::initTestCase() {
    HW_REQUIRE_REFERENCE_STACK();
    QVERIFY(m_tmp.isValid());
    const QStringList corpusLines = test::parityCorpusLines();
    QVERIFY2(corpusLines.size() >= 1500, qPrintable(QString::number(corpusLines.size())));
    const QString corpus = m_tmp.filePath(QStringLiteral("corpus.txt"));
    test::writeBytes(corpus, corpusLines.join(QLatin1Char('\n')).toUtf8() + '\n');
    // The models learn from the real lines; they are tested on the normaliser's corners too.
    m_lines = corpusLines + test::normalizationSweepLines();
    m_cases = test::parityCasesFor(m_lines);
    // XLM-R's own model is a unigram model despite its name; a BPE model in its place is read as transformers
    // reads it (its scores as a unigram model's).
    for (const auto& [type, name] : {std::pair{"unigram", "spm-class"}, std::pair{"bpe", "spm-bpe"}}) {
        const test::ReferenceRun run =
            test::runReference(QStringLiteral("xlmr"), {QStringLiteral("train"), QLatin1String(type), corpus,
                                                        folder(QLatin1String(name))});
        QVERIFY2(run.ok, qPrintable(run.failure));
    }
    const test::ReferenceRun variants =
        test::runReference(QStringLiteral("xlmr"),
                           {QStringLiteral("variants"), folder(QStringLiteral("spm-class")), m_tmp.path()});
    QVERIFY2(variants.ok, qPrintable(variants.failure));
    // add_prefix_space false: no "▁" before words (Metaspace's prepend_scheme "never").
    QVERIFY(QDir().mkpath(folder(QStringLiteral("no-prefix-space"))));
    QVERIFY(QFile::copy(folder(QStringLiteral("spm-class/sentencepiece.bpe.model")),
                        folder(QStringLiteral("no-prefix-space/sentencepiece.bpe.model"))));
    writeJson(folder(QStringLiteral("no-prefix-space/tokenizer_config.json")),
              {{QStringLiteral("tokenizer_class"), QStringLiteral("XLMRobertaTokenizerFast")},
               {QStringLiteral("add_prefix_space"), false}});
}

void TestXlmRobertaTokenizer::compareWithReference(const XlmRobertaTokenizer& ours, const QString& dir,
                                                   const QString& name, QStringList* oracles) {
    const QString casesPath = m_tmp.filePath(name + QStringLiteral("-cases.jsonl"));
    test::writeParityCases(casesPath, m_cases);
    const QString answersPath = m_tmp.filePath(name + QStringLiteral("-answers.jsonl"));
    const test::ReferenceRun run =
        test::runReference(QStringLiteral("xlmr"), {QStringLiteral("encode"), dir, casesPath, answersPath});
    QVERIFY2(run.ok, qPrintable(run.failure));
    const QJsonObject summary = QJsonDocument::fromJson(run.output).object();
    QCOMPARE(summary.value(QLatin1String("tokenizer_class")).toString(),
             QStringLiteral("XLMRobertaTokenizer"));
    QCOMPARE(summary.value(QLatin1String("vocab_size")).toInt(), ours.vocabSize());
    QCOMPARE(summary.value(QLatin1String("mask_token_id")).toInt(), ours.maskId());
    oracles->clear();
    for (const QJsonValue& v : summary.value(QLatin1String("oracles")).toArray())
        *oracles << v.toString();
    const QList<QByteArray> rows = readBytes(answersPath).trimmed().split('\n');
    QCOMPARE(rows.size(), m_cases.size());
    const int mismatches = test::countParityMismatches(
        ours, m_cases, rows, *oracles, test::specialAddedTokens(ours.options().addedTokens), name);
    qInfo().noquote() << name << ":" << m_cases.size() << "cases from" << m_lines.size()
                      << "lines compared with" << oracles->join(QLatin1String(", ")) << "-" << mismatches
                      << "differ";
    QCOMPARE(mismatches, 0);
}

void TestXlmRobertaTokenizer::encodesAsHuggingFace_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("sentencepiece.bpe.model, tokenizer_class") << "spm-class";
    QTest::newRow("sentencepiece.bpe.model, model_type, <mask> lstrip") << "spm-model-type";
    QTest::newRow("tokenizer.json alone, as transformers 4 wrote it") << "json-only";
    QTest::newRow("both files, as the Hub has xlm-roberta-base") << "both";
    QTest::newRow("a BPE SentencePiece model in XLM-R's place") << "spm-bpe";
    QTest::newRow("add_prefix_space false") << "no-prefix-space";
}

void TestXlmRobertaTokenizer::encodesAsHuggingFace() {
    QFETCH(QString, name);
    const XlmRobertaTokenizer ours = load(folder(name));
    QCOMPARE(ours.kind(), QStringLiteral("sentencepiece"));
    QStringList oracles;
    compareWithReference(ours, folder(name), name, &oracles);
    QCOMPARE(oracles, QStringList{QStringLiteral("auto_tokenizer")});
}

void TestXlmRobertaTokenizer::savedFolderEncodesAlikeInAutoTokenizer_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("from sentencepiece.bpe.model") << "spm-class";
    QTest::newRow("from sentencepiece.bpe.model, <mask> lstrip") << "spm-model-type";
    QTest::newRow("from tokenizer.json alone") << "json-only";
    QTest::newRow("add_prefix_space false") << "no-prefix-space";
}

void TestXlmRobertaTokenizer::savedFolderEncodesAlikeInAutoTokenizer() {
    QFETCH(QString, name);
    const XlmRobertaTokenizer original = load(folder(name));
    const QString saved = folder(name + QStringLiteral("-saved"));
    const Expected<bool> written = original.save(saved);
    QVERIFY2(written.ok(), qPrintable(written.error().toString()));
    for (const char* file :
         {"sentencepiece.bpe.model", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json"})
        QVERIFY2(QFile::exists(saved + QLatin1Char('/') + QLatin1String(file)), file);
    // Headwater reads its own folder back to the same tokenizer...
    const XlmRobertaTokenizer reloaded = load(saved);
    QCOMPARE(reloaded.segmentationSettings(), original.segmentationSettings());
    QCOMPARE(reloaded.vocabSize(), original.vocabSize());
    for (const ParityCase& c : m_cases)
        QCOMPARE(test::headwaterEncodingJson(reloaded, c), test::headwaterEncodingJson(original, c));
    // ...the sentencepiece library reads the model it wrote (made from tokenizer.json where there was no
    // model) to XLM-R's pieces...
    QCOMPARE(piecesOf(saved + QStringLiteral("/sentencepiece.bpe.model")),
             piecesOf(folder(QStringLiteral("spm-class/sentencepiece.bpe.model"))));
    // ...and Hugging Face reads the folder to the encodings of the original, the tokenizers library too.
    QStringList oracles;
    compareWithReference(original, saved, name + QStringLiteral("-saved"), &oracles);
    QCOMPARE(oracles, (QStringList{QStringLiteral("auto_tokenizer"), QStringLiteral("tokenizers")}));
}

void TestXlmRobertaTokenizer::fairseqIdsFrameSentencePiecePieces() {
    const QJsonArray pieces = piecesOf(folder(QStringLiteral("spm-class/sentencepiece.bpe.model")));
    QCOMPARE(pieces.at(0).toArray().at(0).toString(), QStringLiteral("<unk>"));
    const XlmRobertaTokenizer t = load(folder(QStringLiteral("spm-class")));
    // <s> <pad> </s> <unk>, SentencePiece's pieces from its id 3 on one id higher, <mask> last (the
    // model's size + 1).
    const int size = int(pieces.size());
    QCOMPARE(t.vocabSize(), size + 2);
    QCOMPARE((QStringList{t.tokenAt(0), t.tokenAt(1), t.tokenAt(2), t.tokenAt(3)}),
             (QStringList{"<s>", "<pad>", "</s>", "<unk>"}));
    for (int i = 3; i < size; ++i)
        QCOMPARE(t.tokenAt(i + 1), pieces.at(i).toArray().at(0).toString());
    QCOMPARE(t.tokenAt(size + 1), QStringLiteral("<mask>"));
    QCOMPARE(t.maskId(), size + 1);
    QCOMPARE((std::vector<int>{t.clsId(), t.padId(), t.sepId(), t.unkId()}), (std::vector<int>{0, 1, 2, 3}));
    // A character the model has no piece for is <unk> (id 3), never SentencePiece's own id 0.
    const Encoding unknown = t.encode(QStringLiteral("\U0001F9A9"), false);
    QCOMPARE(unknown.ids.back(), 3);
    // Pairs: <s> A </s></s> B </s>, one token type; <mask> stays whole and is marked special.
    const Encoding pair = t.encodePair(QStringLiteral("the <mask>"), QStringLiteral("of"));
    QCOMPARE(pair.ids.front(), 0);
    QCOMPARE(pair.ids.back(), 2);
    QVERIFY(std::count(pair.ids.begin(), pair.ids.end(), 2) == 3);
    QVERIFY(std::all_of(pair.typeIds.begin(), pair.typeIds.end(), [](int type) { return type == 0; }));
    const auto mask = std::find(pair.ids.begin(), pair.ids.end(), t.maskId());
    QVERIFY(mask != pair.ids.end());
    QCOMPARE(pair.specialTokensMask[size_t(mask - pair.ids.begin())], uint8_t(1));
    // Whole-word masking tells words by "▁".
    const Encoding words = t.encode(QStringLiteral("international cooperation"), false);
    QVERIFY(words.tokens.front().startsWith(QChar(0x2581)));
}

void TestXlmRobertaTokenizer::refusesWhatItCannotRead_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("content"); // empty: the file of the json-only folder, changed by `edit`
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QJsonObject>("tokenizerConfig");
    QTest::addColumn<QString>("expected");
    const QByteArray model = readBytes(folder(QStringLiteral("spm-class/sentencepiece.bpe.model")));
    const QJsonObject xlmr{{QStringLiteral("tokenizer_class"), QStringLiteral("XLMRobertaTokenizer")}};
    QTest::newRow("a Unigram tokenizer.json nothing names")
        << "tokenizer.json" << QByteArray() << QString() << QJsonObject() << "set tokenizer_class";
    QTest::newRow("sentencepiece.bpe.model of another tokenizer")
        << "sentencepiece.bpe.model" << model << QString()
        << QJsonObject{{QStringLiteral("tokenizer_class"), QStringLiteral("CamembertTokenizer")}}
        << "nothing in the folder says it is one";
    QTest::newRow("sentencepiece.bpe.model cut short")
        << "sentencepiece.bpe.model" << model.left(20) << QString() << xlmr << "damaged at byte";
    QTest::newRow("a text file named sentencepiece.bpe.model")
        << "sentencepiece.bpe.model" << QByteArray("<s> 0\n<pad> 0\n") << QString() << xlmr
        << "damaged at byte";
    QTest::newRow("a vocabulary entry that is not a pair")
        << "tokenizer.json" << QByteArray() << "vocab" << xlmr << "entry 5 of the Unigram vocabulary";
    QTest::newRow("a character map that is not base64")
        << "tokenizer.json" << QByteArray() << "charsmap" << xlmr << "is not base64";
    QTest::newRow("a character map cut short")
        << "tokenizer.json" << QByteArray() << "short charsmap" << xlmr << "character map is damaged";
}

void TestXlmRobertaTokenizer::refusesWhatItCannotRead() {
    QFETCH(QString, file);
    QFETCH(QByteArray, content);
    QFETCH(QString, edit);
    QFETCH(QJsonObject, tokenizerConfig);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    if (content.isEmpty()) {
        QJsonObject json =
            QJsonDocument::fromJson(readBytes(folder(QStringLiteral("json-only/tokenizer.json")))).object();
        QJsonObject model = json.value(QLatin1String("model")).toObject();
        QJsonArray vocab = model.value(QLatin1String("vocab")).toArray();
        QJsonObject normalizer = json.value(QLatin1String("normalizer")).toObject();
        if (edit == QLatin1String("vocab"))
            vocab[5] = QStringLiteral("x");
        if (edit == QLatin1String("charsmap"))
            normalizer.insert(QStringLiteral("precompiled_charsmap"), QStringLiteral("!!not base64!!"));
        if (edit == QLatin1String("short charsmap"))
            normalizer.insert(QStringLiteral("precompiled_charsmap"), QStringLiteral("AAEAAA=="));
        model.insert(QStringLiteral("vocab"), vocab);
        json.insert(QStringLiteral("model"), model);
        json.insert(QStringLiteral("normalizer"), normalizer);
        content = QJsonDocument(json).toJson(QJsonDocument::Compact);
    }
    test::writeBytes(dir.filePath(file), content);
    if (!tokenizerConfig.isEmpty())
        writeJson(dir.filePath(QStringLiteral("tokenizer_config.json")), tokenizerConfig);
    const Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(dir.path());
    QVERIFY(!t.ok());
    const QString message = t.error().toString();
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY2(message.contains(dir.path()), qPrintable(message)); // says where
}

void TestXlmRobertaTokenizer::encodesAtUsefulSpeed() {
    const XlmRobertaTokenizer t = load(folder(QStringLiteral("spm-class")));
    qint64 bytes = 0, tokens = 0;
    QElapsedTimer timer;
    timer.start();
    for (int round = 0; round < 3; ++round)
        for (const QString& line : m_lines) {
            bytes += line.toUtf8().size();
            tokens += t.encode(line).size();
        }
    const double seconds = std::max(1e-6, timer.nsecsElapsed() / 1e9);
    qInfo("encoded %.1f MB (%lld tokens) at %.1f MB/s", bytes / 1e6, tokens, bytes / 1e6 / seconds);
    // A word of 100,000 letters is cut in time linear in its length.
    timer.restart();
    const Encoding longWord = t.encode(QString(100000, QLatin1Char('a')) + QStringLiteral("b"));
    QVERIFY(longWord.size() > 2);
    QCOMPARE(longWord.offsets[size_t(longWord.size()) - 2].second, 100001);
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
}

QTEST_GUILESS_MAIN(TestXlmRobertaTokenizer)
// Each thread hands out its own copies of the token strings (ThreadTokenCopies): three tokenizers on three
// threads at once must give what each gave on one thread.
void TestXlmRobertaTokenizer::encodesAlikeOnSeveralThreads() {
    std::vector<XlmRobertaTokenizer> tokenizers;
    for (const char* name : {"spm-class", "spm-bpe", "no-prefix-space"})
        tokenizers.push_back(load(folder(QLatin1String(name))));
    std::vector<const TextTokenizer*> each;
    for (const XlmRobertaTokenizer& t : tokenizers)
        each.push_back(&t);
    QCOMPARE(test::threadedEncodingMismatches(each, m_lines.mid(0, 150)), 0);
}

#include "test_xlm_roberta_tokenizer.moc"
