// Encoding 25 MB of mixed English/Korean text with the WordPiece tokenizer, single-threaded and with
// threads, against Hugging Face tokenizers (Python package) on the same file in the same run; target >= 1.0x.
// Usage: bench_tokenize [MEGABYTES]   (compares with Hugging Face tokenizers from packaging/install-deps.sh's
// environment)
#include "core/tokenize/wordpiece_tokenizer.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>
#include <thread>

using namespace hw;

namespace {

QStringList generateText(qint64 bytes) {
    const QStringList english =
        QString::fromUtf8(
            "the coronavirus pandemic changed how hospitals triage patients while researchers "
            "tested vaccines domain adaptive pretraining improves downstream classification "
            "of news articles about markets science and sports in 2026 results were 3.5% better")
            .split(' ');
    const QStringList korean =
        QString::fromUtf8(
            "오늘 너무 행복해 상담 데이터로 추가 학습한 모델이 감정 분류를 더 잘한다 윗물이 맑아야 "
            "아랫물이 맑다 사전학습 언어모델에 도메인을 추가 학습하여 성능 향상을 기대해 볼 수 있다")
            .split(' ');
    QRandomGenerator rng(7);
    QStringList lines;
    qint64 total = 0;
    while (total < bytes) {
        QStringList words;
        const int n = 8 + int(rng.bounded(30));
        for (int i = 0; i < n; ++i) {
            const QStringList& pool = rng.bounded(3) == 0 ? korean : english;
            words << pool[int(rng.bounded(int(pool.size())))];
        }
        QString line = words.join(' ');
        line[0] = line[0].toUpper();
        line += rng.bounded(2) ? QStringLiteral(".") : QStringLiteral("!");
        total += line.toUtf8().size() + 1;
        lines << line;
    }
    return lines;
}

double encodeSeconds(const WordPieceTokenizer& t, const QStringList& lines, int threads, qint64* tokens) {
    QElapsedTimer timer;
    timer.start();
    std::vector<qint64> counts(size_t(threads), 0);
    std::vector<std::thread> workers;
    for (int w = 0; w < threads; ++w)
        workers.emplace_back([&, w] {
            for (qsizetype i = w; i < lines.size(); i += threads)
                counts[size_t(w)] += t.encode(lines[i]).size();
        });
    for (std::thread& worker : workers)
        worker.join();
    *tokens = 0;
    for (qint64 c : counts)
        *tokens += c;
    return timer.nsecsElapsed() / 1e9;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const double megabytes = app.arguments().value(1, QStringLiteral("25")).toDouble();
    const QString vocabDir = QStringLiteral(HEADWATER_BENCH_FIXTURES) + QStringLiteral("/models/bert-mlm");
    Expected<WordPieceTokenizer> tokenizer = WordPieceTokenizer::fromDirectory(vocabDir);
    if (!tokenizer) {
        std::fprintf(stderr, "error: %s\n", qPrintable(tokenizer.error().toString()));
        return 1;
    }
    const QStringList lines = generateText(qint64(megabytes * 1e6));
    QTemporaryDir tmp;
    const QString corpus = tmp.filePath(QStringLiteral("mixed.txt"));
    QFile out(corpus);
    out.open(QIODevice::WriteOnly);
    out.write(lines.join('\n').toUtf8() + '\n');
    out.close();
    const double bytes = double(QFileInfo(corpus).size());

    QJsonObject result{{QStringLiteral("benchmark"), QStringLiteral("tokenize")},
                       {QStringLiteral("bytes"), bytes}};
    qint64 tokens = 0;
    const double single = encodeSeconds(tokenizer.value(), lines, 1, &tokens);
    result.insert(QStringLiteral("tokens"), tokens);
    result.insert(QStringLiteral("headwater_mb_per_s_1_thread"), bytes / 1e6 / single);
    const int cores = std::max(2, int(std::thread::hardware_concurrency()));
    const double parallel = encodeSeconds(tokenizer.value(), lines, cores, &tokens);
    result.insert(QStringLiteral("threads"), cores);
    result.insert(QStringLiteral("headwater_mb_per_s_threads"), bytes / 1e6 / parallel);
    result.insert(QStringLiteral("thread_scaling"), single / parallel);

    // The same file through Hugging Face tokenizers, with the same vocabulary as tokenizer.json.
    const QString python = QStringLiteral(HEADWATER_PYTHON);
    if (QFileInfo(python).isExecutable()) {
        tokenizer->save(tmp.path());
        QProcess hf;
        hf.start(python, {QStringLiteral(HEADWATER_BENCH_SCRIPT),
                          tmp.filePath(QStringLiteral("tokenizer.json")), corpus});
        hf.waitForFinished(-1);
        const QJsonObject theirs = QJsonDocument::fromJson(hf.readAllStandardOutput()).object();
        const double hfRate = theirs.value(QLatin1String("mb_per_s")).toDouble();
        result.insert(QStringLiteral("hf_tokenizers_mb_per_s"), hfRate);
        result.insert(QStringLiteral("hf_tokens"), theirs.value(QLatin1String("tokens")));
        if (hfRate > 0)
            result.insert(QStringLiteral("speedup_vs_hf_1_thread"), bytes / 1e6 / single / hfRate);
    } else {
        result.insert(QStringLiteral("hf_tokenizers_mb_per_s"), QJsonValue());
        result.insert(QStringLiteral("note"),
                      QStringLiteral("no reference Python environment: run packaging/install-deps.sh"));
    }
    std::puts(QJsonDocument(result).toJson(QJsonDocument::Compact).constData());
    return 0;
}
