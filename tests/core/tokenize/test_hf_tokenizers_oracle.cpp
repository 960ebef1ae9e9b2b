// tokenizer.json files Headwater writes load in Hugging Face tokenizers (npm package, Rust inside) and
// encode a test corpus exactly as Headwater does.
#include "jobs/job_runner.h"
#include "support/file_helpers.h"
#include "tokenize/text_tokenizer.h"
#include "tokenize/tokenizer_training.h"
#include "tokenize/wordpiece_tokenizer.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

class QuietSink : public ProgressSink {
    void onProgress(const JobProgress&) override {}
    void onLog(LogLevel, const QString&) override {}
    void onMetric(const MetricPoint&) override {}
};

// The npm package lives in the build tree; it is fetched once from the npm registry.
QString nodeModulesDir(QString* error)
{
    const QString dir = QStringLiteral(HEADWATER_NODE_DIR);
    if (QFileInfo::exists(dir + QStringLiteral("/node_modules/tokenizers/package.json")))
        return dir;
    QDir().mkpath(dir);
    QProcess npm;
    npm.setWorkingDirectory(dir);
    npm.start(QStringLiteral("npm"), {QStringLiteral("install"), QStringLiteral("--no-audit"), QStringLiteral("--no-fund"),
                                      QStringLiteral("--prefix"), dir, QStringLiteral("tokenizers@0.23")});
    if (!npm.waitForFinished(300000) || npm.exitCode() != 0)
        *error = QString::fromUtf8(npm.readAllStandardError());
    return dir;
}

QString writeTestCorpus(const QTemporaryDir& tmp)
{
    QStringList lines;
    for (const char* file : {"uncased.jsonl", "cased.jsonl"}) {
        QFile f(hw::test::fixturesDir() + QStringLiteral("/tokenizer/") + QLatin1String(file));
        f.open(QIODevice::ReadOnly);
        while (!f.atEnd()) {
            const QString text = QJsonDocument::fromJson(f.readLine()).object().value(QLatin1String("text")).toString();
            lines << text.split(QLatin1Char('\n')).join(QLatin1Char(' ')); // one text per line
        }
    }
    QFile demo(QStringLiteral(HEADWATER_SOURCE_DIR) + QStringLiteral("/resources/demo/demo_corpus.txt"));
    demo.open(QIODevice::ReadOnly);
    for (const QString& line : QString::fromUtf8(demo.readAll()).split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            lines << line;
    const QString path = tmp.filePath(QStringLiteral("test-corpus.txt"));
    hw::test::writeBytes(path, lines.join(QLatin1Char('\n')).toUtf8() + '\n');
    return path;
}

} // namespace

class TestHfTokenizersOracle : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void writtenTokenizerJsonEncodesIdentically_data();
    void writtenTokenizerJsonEncodesIdentically();
};

void TestHfTokenizersOracle::writtenTokenizerJsonEncodesIdentically_data()
{
    QTest::addColumn<QString>("source");
    QTest::newRow("bert-base-uncased vocabulary") << "fixture-uncased";
    QTest::newRow("cased vocabulary") << "fixture-cased";
    QTest::newRow("trained by Headwater") << "trained";
}

void TestHfTokenizersOracle::writtenTokenizerJsonEncodesIdentically()
{
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty())
        QSKIP("node is not installed: the Hugging Face tokenizers comparison did not run (install nodejs and npm)");
    QString npmError;
    const QString nodeDir = nodeModulesDir(&npmError);
    QVERIFY2(npmError.isEmpty(), qPrintable(QStringLiteral("npm install tokenizers@0.23 failed: ") + npmError));

    QFETCH(QString, source);
    QTemporaryDir tmp;
    const QString corpus = writeTestCorpus(tmp);
    const QString dir = tmp.filePath(QStringLiteral("tokenizer"));
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
    } else {
        Expected<WordPieceTokenizer> t = WordPieceTokenizer::fromDirectory(hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm"));
        QVERIFY(t.ok());
        WordPieceOptions options = t->options();
        options.normalization.lowercase = options.normalization.stripAccents = source == QLatin1String("fixture-uncased");
        Expected<WordPieceTokenizer> variant = WordPieceTokenizer::create(t->vocab(), options, QString());
        QVERIFY(variant->save(dir).ok());
    }
    Expected<std::shared_ptr<const TextTokenizer>> ours = loadTokenizer(dir + QStringLiteral("/tokenizer.json"));
    QVERIFY2(ours.ok(), qPrintable(ours.error().toString()));

    QProcess node;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("NODE_PATH"), nodeDir + QStringLiteral("/node_modules"));
    node.setProcessEnvironment(env);
    node.start(QStringLiteral("node"), {QFINDTESTDATA("../../node/hf_encode.js"), dir + QStringLiteral("/tokenizer.json"), corpus});
    QVERIFY(node.waitForFinished(120000));
    QVERIFY2(node.exitCode() == 0, node.readAllStandardError());
    const QList<QByteArray> theirs = node.readAllStandardOutput().trimmed().split('\n');

    QFile input(corpus);
    input.open(QIODevice::ReadOnly);
    const QStringList lines = QString::fromUtf8(input.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(theirs.size(), lines.size());
    for (int i = 0; i < lines.size(); ++i) {
        const QJsonObject hf = QJsonDocument::fromJson(theirs[i]).object();
        QStringList hfTokens;
        for (const QJsonValue& v : hf.value(QLatin1String("tokens")).toArray())
            hfTokens << v.toString();
        const Encoding e = ours.value()->encode(lines[i]);
        if (e.tokens != hfTokens)
            qWarning().noquote() << "line" << i + 1 << lines[i] << "\n ours:" << e.tokens.join(' ') << "\n   hf:" << hfTokens.join(' ');
        QCOMPARE(e.tokens, hfTokens);
        QJsonArray ids;
        for (int32_t id : e.ids)
            ids.append(id);
        QCOMPARE(ids, hf.value(QLatin1String("ids")).toArray());
    }
}

QTEST_GUILESS_MAIN(TestHfTokenizersOracle)
#include "test_hf_tokenizers_oracle.moc"
