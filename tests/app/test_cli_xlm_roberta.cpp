// XLM-RoBERTa headless: a folder with XLM-R's sentencepiece.bpe.model (trained by the sentencepiece library
// with XLM-R's ids) tokenizes through `headwater-cli tokenize` as AutoTokenizer does; a tiny XLM-RoBERTa made
// on it is inspected, pretrained with whole-word masking (word starts are the pieces with "▁"), filled in
// with a
// "[MASK]" probe, fine-tuned and exported, and the exported folder tokenizes in Headwater as in transformers.
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/reference_python.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

using hw::test::runCli;

QByteArray readBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject readJson(const QString& path) {
    return QJsonDocument::fromJson(readBytes(path)).object();
}

QJsonObject lastJson(const QByteArray& out) {
    return hw::test::lastJsonLine(out);
}

const char* const kProbes[] = {
    "The patient in ward 3 reported pain after surgery.",
    "환자는 수술 후에 통증을 호소했다.  간호사가 기록했다.",
    "a  <mask>  b and\u00A0ＦＵＬＬ width ½ ﬁne",
    "emoji 😀 and e\u0301cole",
};

// Two kinds of ward notes in English and Korean, and labelled sets of them for training and testing.
void writeInputs(const QTemporaryDir& tmp) {
    QByteArray text, labelled = "text,label\n", test = labelled;
    for (int i = 0; i < 300; ++i) {
        const QByteArray n = QByteArray::number(i);
        text += "The patient in ward " + QByteArray::number(i % 17) + " reported " +
                (i % 2 ? QByteArray("pain after surgery") : QByteArray("no fever this morning")) +
                ", and the nurses recorded it on day " + n + ".\n";
        text += QString::fromUtf8(i % 2 ? "환자는 %1일째 수술 후 통증을 호소했다.\n"
                                        : "환자는 %1일째 열이 없었다.\n")
                    .arg(i)
                    .toUtf8();
        (i % 5 ? labelled : test) +=
            (i % 2 ? "pain in the knee after surgery number " : "no fever on the morning of visit ") + n +
            "," + (i % 2 ? "pain" : "fever") + "\n";
    }
    hw::test::writeBytes(tmp.filePath("notes.txt"), text);
    hw::test::writeBytes(tmp.filePath("train.csv"), labelled);
    hw::test::writeBytes(tmp.filePath("test.csv"), test);
    QByteArray probes, cases;
    for (const char* probe : kProbes) {
        probes += QByteArray(probe) + '\n';
        cases +=
            QJsonDocument(QJsonObject{{"text", QString::fromUtf8(probe)}}).toJson(QJsonDocument::Compact) +
            '\n';
    }
    hw::test::writeBytes(tmp.filePath("probes.txt"), probes);
    hw::test::writeBytes(tmp.filePath("probes.jsonl"), cases);
}

// `tokenize --json` on the probes gives what AutoTokenizer gives: ids, tokens and offsets.
void tokenizesAsAutoTokenizer(const QTemporaryDir& tmp, const QString& folder) {
    const hw::test::CliRun run =
        runCli({"tokenize", "--tokenizer", folder, "--input", tmp.filePath("probes.txt"), "--json"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const hw::test::ReferenceRun reference =
        hw::test::runReference(QStringLiteral("xlmr"), {"encode", folder, tmp.filePath("probes.jsonl"),
                                                        tmp.filePath("answers.jsonl")});
    QVERIFY2(reference.ok, qPrintable(reference.failure));
    const QList<QByteArray> ours = run.out.trimmed().split('\n');
    const QList<QByteArray> theirs = readBytes(tmp.filePath("answers.jsonl")).trimmed().split('\n');
    QCOMPARE(ours.size(), int(std::size(kProbes)));
    QCOMPARE(theirs.size(), ours.size());
    for (int i = 0; i < ours.size(); ++i) {
        const QJsonObject mine = QJsonDocument::fromJson(ours[i]).object();
        const QJsonObject hf = QJsonDocument::fromJson(theirs[i]).object().value("auto_tokenizer").toObject();
        for (const char* field : {"ids", "tokens", "offsets"})
            QVERIFY2(mine.value(field) == hf.value(field),
                     qPrintable(QStringLiteral("%1 of '%2': %3 vs %4")
                                    .arg(field, kProbes[i])
                                    .arg(QString::fromUtf8(ours[i]))
                                    .arg(QString::fromUtf8(theirs[i]))));
    }
}

} // namespace

class CliXlmRobertaTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void anXlmRobertaGoesTheWholeWay();
};

void CliXlmRobertaTest::anXlmRobertaGoesTheWholeWay() {
    HW_REQUIRE_REFERENCE_STACK();
    QTemporaryDir tmp;
    writeInputs(tmp);
    const QString tokenizer = tmp.filePath("xlmr");
    const hw::test::ReferenceRun trained = hw::test::runReference(
        QStringLiteral("xlmr"), {"train", "unigram", tmp.filePath("notes.txt"), tokenizer});
    QVERIFY2(trained.ok, qPrintable(trained.failure));
    tokenizesAsAutoTokenizer(tmp, tokenizer);

    // A tiny network of XLM-R's kind on the vocabulary: RoBERTa's preset, named xlm-roberta.
    const QString base = tmp.filePath("base");
    const hw::test::CliRun created =
        runCli({"new-model", "--arch", "roberta", "--preset", "tiny", "--tokenizer", tokenizer,
                "--max-positions", "64", "--output", base});
    QVERIFY2(created.exitCode == 0, created.err.constData());
    QJsonObject config = readJson(base + "/config.json");
    QCOMPARE(config.value("pad_token_id").toInt(), 1); // fairseq's <pad>
    config.insert("model_type", "xlm-roberta");
    config.insert("architectures", QJsonArray{"XLMRobertaForMaskedLM"});
    hw::test::writeBytes(base + "/config.json", QJsonDocument(config).toJson());
    for (const char* file : {"sentencepiece.bpe.model", "tokenizer_config.json"})
        QVERIFY2(QFile::exists(base + "/" + file), file);
    const hw::test::CliRun inspected = runCli({"inspect", "--model", base, "--json"});
    QVERIFY2(inspected.exitCode == 0, inspected.err.constData());
    const QJsonObject inspection = lastJson(inspected.out);
    QCOMPARE(inspection.value("tokenizer_vocab_size").toInt(), config.value("vocab_size").toInt());
    QVERIFY(inspection.value("tokenizer_files").toArray().contains(QJsonValue("sentencepiece.bpe.model")));

    const hw::test::CliRun pretrained = runCli({"pretrain",
                                                "--model",
                                                base,
                                                "--corpus",
                                                tmp.filePath("notes.txt"),
                                                "--output",
                                                tmp.filePath("adapted"),
                                                "--cache-dir",
                                                tmp.filePath("cache"),
                                                "--objective",
                                                "wwm",
                                                "--seq-len",
                                                "32",
                                                "--batch-size",
                                                "4",
                                                "--max-steps",
                                                "8",
                                                "--lr",
                                                "1e-3",
                                                "--threads",
                                                "1",
                                                "--json"});
    QVERIFY2(pretrained.exitCode == 0, pretrained.err.constData());
    const QString adapted = lastJson(pretrained.out).value("model").toString();
    QCOMPARE(readJson(adapted + "/config.json").value("model_type").toString(),
             QStringLiteral("xlm-roberta"));

    // A probe written for BERT fills XLM-R's own <mask>.
    const hw::test::CliRun filled = runCli(
        {"maskfill", "--model", adapted, "--text", "The patient reported [MASK] after surgery.", "--json"});
    QVERIFY2(filled.exitCode == 0, filled.err.constData());
    const QJsonArray masks =
        lastJson(filled.out).value("models").toArray().first().toObject().value("masks").toArray();
    QCOMPARE(masks.size(), 1);
    QCOMPARE(masks.first().toObject().value("predictions").toArray().size(), 5);

    const hw::test::CliRun finetuned = runCli({"finetune",
                                               "--model",
                                               adapted,
                                               "--train",
                                               tmp.filePath("train.csv"),
                                               "--test",
                                               tmp.filePath("test.csv"),
                                               "--epochs",
                                               "1",
                                               "--seeds",
                                               "1",
                                               "--max-length",
                                               "32",
                                               "--lr",
                                               "1e-3",
                                               "--bootstrap",
                                               "20",
                                               "--output",
                                               tmp.filePath("ft"),
                                               "--json"});
    QVERIFY2(finetuned.exitCode == 0, finetuned.err.constData());
    const QString classifier = lastJson(finetuned.out)
                                   .value("models")
                                   .toArray()
                                   .first()["runs"][0]
                                   .toObject()
                                   .value("model")
                                   .toString();
    QCOMPARE(readJson(classifier + "/config.json").value("architectures").toArray().first(),
             QJsonValue("XLMRobertaForSequenceClassification"));

    // The exported folder loads in transformers and tokenizes in Headwater as there.
    const QString exported = tmp.filePath("hub");
    const hw::test::CliRun exportRun =
        runCli({"export", "--model", classifier, "--output", exported, "--format", "hf", "--json"});
    QVERIFY2(exportRun.exitCode == 0, exportRun.err.constData());
    const hw::test::ReferenceRun loaded = hw::test::runReference(QStringLiteral("load-hf"), {exported});
    QVERIFY2(loaded.ok, qPrintable(loaded.failure));
    QCOMPARE(QJsonDocument::fromJson(loaded.output).object().value("model_type").toString(),
             QStringLiteral("xlm-roberta"));
    tokenizesAsAutoTokenizer(tmp, exported);
}

QTEST_GUILESS_MAIN(CliXlmRobertaTest)
#include "test_cli_xlm_roberta.moc"
