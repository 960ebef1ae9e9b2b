// Hugging Face's own tokenizers are the oracle: AutoTokenizer on a Headwater tokenizer directory, the
// tokenizers library on its tokenizer.json, and BertTokenizerFast and BertWordPieceTokenizer built from
// vocab.txt alone encode single texts and pairs, with and without truncation, to the same tokens, ids, token
// types and offsets as Headwater. Offsets count code points in both, so texts with emoji and other characters
// outside the Basic Multilingual Plane compare as they are.
#include "core/jobs/job_runner.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/tokenizer_training.h"
#include "core/tokenize/wordpiece_tokenizer.h"
#include "tests/support/file_helpers.h"
#include "tests/support/reference_python.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

class QuietSink : public ProgressSink {
    void onProgress(const JobProgress&) override {}
    void onLog(LogLevel, const Text&) override {}
    void onMetric(const MetricPoint&) override {}
};

// Korean as Korean BERTs meet it: Hangul with Latin words, digits, punctuation and a Hanja word.
const char* const kKoreanLines[] = {
    "오늘은 정말 기분이 좋아요! 친구들과 함께 공원에 갔어요.",
    "상담 선생님께 요즘 너무 불안하고 잠을 잘 못 잔다고 말씀드렸다.",
    "코로나19 확진자가 지난주보다 1,234명 늘었다고 질병관리청이 밝혔다.",
    "이 영화는 슬프면서도 따뜻한 이야기라서 눈물이 났다.",
    "회의는 오후 3시에 시작합니다. 자료는 미리 PDF로 보내 주세요.",
    "그 소식을 듣고 화가 나기도 하고 실망스럽기도 했다.",
    "새 학기가 시작되어 설레지만 한편으로는 걱정도 된다.",
    "經濟 성장률이 예상보다 낮게 나왔다는 보도가 있었다.",
    "고마워요, 덕분에 힘든 시간을 잘 견딜 수 있었어요.",
    "BERT와 ELECTRA 모델을 도메인 말뭉치로 추가 학습했다.",
    "아이들이 놀이터에서 즐겁게 웃으며 뛰어놀고 있다.",
    "시험 결과가 나오기 전까지 계속 긴장되고 초조했다.",
};

QStringList testLines() {
    QStringList lines;
    for (const char* file : {"uncased.jsonl", "cased.jsonl"}) {
        QFile f(hw::test::fixturesDir() + QStringLiteral("/tokenizer/") + QLatin1String(file));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        while (!f.atEnd()) {
            const QString text =
                QJsonDocument::fromJson(f.readLine()).object().value(QLatin1String("text")).toString();
            lines << text.split(QLatin1Char('\n')).join(QLatin1Char(' ')); // one text per line
        }
    }
    QFile demo(QStringLiteral(HEADWATER_SOURCE_DIR) + QStringLiteral("/tests/data/news_corpus.txt"));
    if (demo.open(QIODevice::ReadOnly))
        for (const QString& line : QString::fromUtf8(demo.readAll()).split(QLatin1Char('\n')))
            if (!line.trimmed().isEmpty())
                lines << line;
    for (const char* line : kKoreanLines)
        lines << QString::fromUtf8(line);
    lines << QStringLiteral("emoji \U0001F600 after an astral character, café naïve");
    // Characters QString stores as two units (emoji, flags, skin tones, mathematical letters, an astral
    // ideograph) before, inside and after words, special tokens and pieces; CJK, Hangul and combining marks.
    lines << QStringLiteral("I 😀 love 🇰🇷 Seoul 𝐀bc");
    lines << QStringLiteral("서울 날씨 😀👍🏽 좋아요! 中文 漢字 𠀀𠀁");
    lines << QStringLiteral("text😀word 😀[MASK]𝐀 [SEP]🇰🇷 ﬁne 🎉.");
    lines << QStringLiteral("e\u0301cole cafe\u0301 Zoë a\u0308😀b ❤\ufe0f 한국어");
    lines << QStringLiteral("👩\u200d👩\u200d👧 family \U0001D400\U0001D401 😀😀😀 unaffable ドイツ語");
    return lines;
}

QString writeLines(const QString& path, const QStringList& lines) {
    hw::test::writeBytes(path, lines.join(QLatin1Char('\n')).toUtf8() + '\n');
    return path;
}

struct Case {
    QString text;
    QString pair; // empty: a single text
    int maxLength = 0;
};

// Singles, pairs of neighbouring lines, and both truncated.
QVector<Case> casesFor(const QStringList& lines) {
    QVector<Case> cases;
    for (int i = 0; i < lines.size(); ++i) {
        cases.push_back({lines[i], QString(), 0});
        cases.push_back({lines[i], QString(), 12});
        const QString next = lines[(i + 1) % lines.size()];
        cases.push_back({lines[i], next, 0});
        cases.push_back({lines[i], next, 20});
    }
    return cases;
}

QJsonObject headwaterEncoding(const TextTokenizer& tokenizer, const Case& c) {
    const Encoding e = c.pair.isNull() ? tokenizer.encode(c.text, true, c.maxLength)
                                       : tokenizer.encodePair(c.text, c.pair, c.maxLength);
    QJsonArray ids, types, offsets;
    for (int i = 0; i < e.size(); ++i) {
        ids.append(e.ids[i]);
        types.append(e.typeIds[i]);
        offsets.append(QJsonArray{e.offsets[i].first, e.offsets[i].second});
    }
    return QJsonObject{{QStringLiteral("tokens"), QJsonArray::fromStringList(e.tokens)},
                       {QStringLiteral("ids"), ids},
                       {QStringLiteral("type_ids"), types},
                       {QStringLiteral("offsets"), offsets}};
}

} // namespace

class TestHfTokenizersOracle : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void headwaterEncodesAsHuggingFace_data();
    void headwaterEncodesAsHuggingFace();

private:
    QTemporaryDir m_tmp;
};

void TestHfTokenizersOracle::initTestCase() {
    HW_REQUIRE_REFERENCE_STACK();
    QVERIFY(m_tmp.isValid());
}

void TestHfTokenizersOracle::headwaterEncodesAsHuggingFace_data() {
    QTest::addColumn<QString>("source");
    QTest::newRow("bert-base-uncased vocabulary") << "fixture-uncased";
    QTest::newRow("cased vocabulary") << "fixture-cased";
    QTest::newRow("trained by Headwater") << "trained";
    QTest::newRow("Korean vocabulary trained by tokenizers") << "korean";
}

void TestHfTokenizersOracle::headwaterEncodesAsHuggingFace() {
    QFETCH(QString, source);
    const QStringList lines = testLines();
    const QString corpus = writeLines(m_tmp.filePath(source + QStringLiteral("-corpus.txt")), lines);
    const QString dir = m_tmp.filePath(source);
    if (source == QLatin1String("trained")) {
        TokenizerTrainingSpec spec;
        spec.corpusFiles = {corpus};
        spec.outputDirectory = dir;
        spec.vocabSize = 600;
        spec.minFrequency = 1;
        TokenizerTrainingJob job(spec);
        QuietSink sink;
        std::atomic_bool cancel{false};
        QCOMPARE(runJobHere(job, sink, cancel).status, JobStatus::Succeeded);
    } else if (source == QLatin1String("korean")) {
        // A vocabulary Headwater did not write: only vocab.txt and tokenizer_config.json, as Korean models
        // ship.
        const test::ReferenceRun made =
            test::runReference(QStringLiteral("make-korean-vocab"), {corpus, dir});
        QVERIFY2(made.ok, qPrintable(made.failure));
    } else {
        Expected<WordPieceTokenizer> t =
            WordPieceTokenizer::fromDirectory(hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm"));
        QVERIFY(t.ok());
        WordPieceOptions options = t->options();
        options.normalization.lowercase = options.normalization.stripAccents =
            source == QLatin1String("fixture-uncased");
        Expected<WordPieceTokenizer> variant = WordPieceTokenizer::create(t->vocab(), options, QString());
        QVERIFY(variant->save(dir).ok());
    }
    Expected<std::shared_ptr<const TextTokenizer>> ours = loadTokenizer(dir);
    QVERIFY2(ours.ok(), qPrintable(ours.error().toString()));

    const QVector<Case> cases = casesFor(lines);
    QByteArray casesJson;
    for (const Case& c : cases) {
        QJsonObject o{{QStringLiteral("text"), c.text}, {QStringLiteral("max_length"), c.maxLength}};
        if (!c.pair.isNull())
            o.insert(QStringLiteral("pair"), c.pair);
        casesJson += QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
    }
    const QString casesPath = m_tmp.filePath(source + QStringLiteral("-cases.jsonl"));
    const QString answersPath = m_tmp.filePath(source + QStringLiteral("-answers.jsonl"));
    hw::test::writeBytes(casesPath, casesJson);
    const test::ReferenceRun run =
        test::runReference(QStringLiteral("tokenize"), {dir, casesPath, answersPath});
    QVERIFY2(run.ok, qPrintable(run.failure));
    const QJsonObject summary = QJsonDocument::fromJson(run.output).object();
    // AutoTokenizer must load the directory (as a BERT tokenizer), and every oracle must have run.
    QVERIFY2(summary.value(QLatin1String("tokenizer_class")).toString().startsWith(QLatin1String("Bert")),
             run.output.constData());
    QStringList expectedOracles{QStringLiteral("auto_tokenizer"), QStringLiteral("bert_tokenizer_fast"),
                                QStringLiteral("bert_wordpiece_tokenizer")};
    if (QFileInfo::exists(dir + QStringLiteral("/tokenizer.json")))
        expectedOracles << QStringLiteral("tokenizers");
    QStringList oracles;
    for (const QJsonValue& v : summary.value(QLatin1String("oracles")).toArray())
        oracles << v.toString();
    expectedOracles.sort();
    QCOMPARE(oracles, expectedOracles);

    QFile answers(answersPath);
    QVERIFY(answers.open(QIODevice::ReadOnly));
    const QList<QByteArray> rows = answers.readAll().trimmed().split('\n');
    QCOMPARE(rows.size(), cases.size());
    for (int i = 0; i < cases.size(); ++i) {
        const QJsonObject mine = headwaterEncoding(*ours.value(), cases[i]);
        const QJsonObject byOracle = QJsonDocument::fromJson(rows[i]).object();
        for (const QString& oracle : oracles) {
            // A pair's second text (token type 1) counts its offsets from its own start, in both libraries.
            const QJsonObject theirs = byOracle.value(oracle).toObject();
            const QString joined =
                cases[i].pair.isNull() ? cases[i].text : cases[i].text + QChar(0x2029) + cases[i].pair;
            if (mine != theirs)
                qWarning().noquote() << oracle << "case" << i << joined
                                     << "\n ours:" << QJsonDocument(mine).toJson(QJsonDocument::Compact)
                                     << "\n   hf:" << QJsonDocument(theirs).toJson(QJsonDocument::Compact);
            QCOMPARE(mine, theirs);
        }
    }
}

QTEST_GUILESS_MAIN(TestHfTokenizersOracle)
#include "test_hf_tokenizers_oracle.moc"
