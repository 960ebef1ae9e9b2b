// WordPiece encoding (bert-base-uncased vocabulary) of English, Korean and mixed text, single-threaded and
// with threads, against Hugging Face tokenizers (Python package, one thread) on the same files in the same
// run, each side's fastest of five passes; the ids of every line must match theirs. Targets: >= 5x Hugging
// Face single-threaded on each text, and
// >= 1.8x from all cores against one thread (threads_speedup; 2 threads on 2 cores).
// English and Korean are the demo corpus's lines of each language with the fixture sentences, shuffled and
// repeated; mixed is random words of both.
// `headwater-cli tokenize` is then timed on the same files as a user runs it (tokens, --json, --stats; one
// thread and all cores; process start-up and output included) beside the same Hugging Face figure, and beside
// one single-threaded process per core on its part of the file, all at once (processes_speedup: what the
// cores give this work at that moment; threads_vs_processes: 1 when threading loses nothing to them).
// Last, tokenizer files: loading a WordPiece tokenizer (vocab.txt) and a byte-level BPE one (a RoBERTa-style
// tokenizer.json of up to 50,000 tokens trained by Hugging Face tokenizers on the demo's English and Korean
// package descriptions) beside tokenizers loading the same tokenizer.json, and encoding those texts with the
// BPE tokenizer beside tokenizers, ids compared on every line.
// Usage: bench_tokenize [MEGABYTES per text, default 8]   (compares with Hugging Face tokenizers from
// packaging/install-deps.sh's environment)
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/wordpiece_tokenizer.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <memory>
#include <sys/resource.h>
#include <thread>

using namespace hw;

namespace {

constexpr int kRepeats = 5;
constexpr int kCliRepeats = 5;
// All cores against one on the same lines, e.g. 2 threads on a 2-core machine.
constexpr double kThreadsSpeedupTarget = 1.8;

const char* const kKoreanSentences[] = {
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

QStringList repeatShuffled(const QStringList& source, qint64 bytes, quint32 seed) {
    QRandomGenerator rng(seed);
    QStringList lines;
    qint64 total = 0;
    while (total < bytes && !source.isEmpty()) {
        const QString& line = source[int(rng.bounded(int(source.size())))];
        total += line.toUtf8().size() + 1;
        lines << line;
    }
    return lines;
}

QStringList mixedText(qint64 bytes) {
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

// English and Korean lines of the demo corpus and the tokenizer fixtures.
std::pair<QStringList, QStringList> sourceLines() {
    QStringList english, korean;
    const QRegularExpression hangul(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"));
    QFile demo(QStringLiteral(HEADWATER_BENCH_DEMO_CORPUS));
    if (demo.open(QIODevice::ReadOnly))
        for (const QString& line : QString::fromUtf8(demo.readAll()).split(QLatin1Char('\n')))
            if (!line.trimmed().isEmpty())
                (line.contains(hangul) ? korean : english) << line;
    QFile fixture(QStringLiteral(HEADWATER_BENCH_FIXTURES) + QStringLiteral("/tokenizer/uncased.jsonl"));
    if (fixture.open(QIODevice::ReadOnly))
        while (!fixture.atEnd()) {
            const QString text =
                QJsonDocument::fromJson(fixture.readLine()).object().value(QLatin1String("text")).toString();
            if (!text.contains(hangul))
                english << text.split(QLatin1Char('\n')).join(QLatin1Char(' '));
        }
    for (const char* line : kKoreanSentences)
        korean << QString::fromUtf8(line);
    return {english, korean};
}

struct Timing {
    double seconds = 0;    // wall clock
    double cpuSeconds = 0; // the process's CPU time: below threads x seconds when others held the cores
};

double processCpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

Timing encodeTimed(const TextTokenizer& t, const QStringList& lines, int threads, qint64* tokens) {
    QElapsedTimer timer;
    const double cpuBefore = processCpuSeconds();
    timer.start();
    std::vector<qint64> counts(size_t(threads), 0);
    std::vector<std::thread> workers;
    for (int w = 0; w < threads; ++w)
        workers.emplace_back([&, w] {
            qint64 count = 0; // counted apart: neighbouring counters would share a cache line
            for (qsizetype i = w; i < lines.size(); i += threads)
                count += t.encode(lines[i]).size();
            counts[size_t(w)] = count;
        });
    for (std::thread& worker : workers)
        worker.join();
    const Timing timing{timer.nsecsElapsed() / 1e9, processCpuSeconds() - cpuBefore};
    *tokens = 0;
    for (qint64 c : counts)
        *tokens += c;
    return timing;
}

// The first line whose ids differ from the int32 ids file (each line's ids, then -1); -1 when all match.
qsizetype firstDifferentLine(const TextTokenizer& t, const QStringList& lines, const QByteArray& theirs) {
    std::vector<int32_t> ids(size_t(theirs.size()) / sizeof(int32_t));
    std::memcpy(ids.data(), theirs.constData(), ids.size() * sizeof(int32_t));
    size_t at = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        for (int32_t id : t.encode(lines[i]).ids)
            if (at >= ids.size() || ids[at++] != id)
                return i;
        if (at >= ids.size() || ids[at++] != -1)
            return i;
    }
    return at == ids.size() ? -1 : lines.size();
}

void writeLines(const QString& path, const QStringList& lines) {
    QFile out(path);
    out.open(QIODevice::WriteOnly);
    out.write(lines.join('\n').toUtf8() + '\n');
}

// The CPU time of the children this process has waited for.
double childrenCpuSeconds() {
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

// `headwater-cli tokenize` with each of `lines` at once, their output discarded: from the first start to the
// last exit, and the CPU time they took together; seconds 0 when one failed.
Timing cliRun(const QList<QStringList>& lines) {
    std::vector<std::unique_ptr<QProcess>> processes;
    const double cpuBefore = childrenCpuSeconds();
    QElapsedTimer timer;
    timer.start();
    for (const QStringList& arguments : lines) {
        processes.push_back(std::make_unique<QProcess>());
        processes.back()->setStandardOutputFile(QProcess::nullDevice());
        processes.back()->start(QStringLiteral(HEADWATER_CLI),
                                QStringList{QStringLiteral("tokenize")} + arguments);
    }
    bool ok = true;
    for (const auto& cli : processes)
        ok = cli->waitForFinished(-1) && cli->exitStatus() == QProcess::NormalExit && cli->exitCode() == 0 &&
             ok;
    if (!ok)
        return {};
    return {timer.nsecsElapsed() / 1e9, childrenCpuSeconds() - cpuBefore};
}

// The fastest of kCliRepeats runs of each group of command lines (started at once), the groups taken in turn
// so that a load that comes and goes on the machine weighs on all alike; seconds 0 for a group that failed.
std::vector<Timing> fastestCliRuns(const QList<QList<QStringList>>& groups) {
    std::vector<Timing> fastest(size_t(groups.size()));
    for (int r = 0; r < kCliRepeats; ++r)
        for (qsizetype i = 0; i < groups.size(); ++i) {
            const Timing run = cliRun(groups[i]);
            Timing& best = fastest[size_t(i)];
            if (run.seconds <= 0 || (r > 0 && best.seconds <= 0))
                best = {};
            else if (r == 0 || run.seconds < best.seconds)
                best = run;
        }
    return fastest;
}

// `headwater-cli tokenize` on the file in each output mode, one thread and all cores, beside Hugging Face's
// rate: what a user gets, start-up (loading the tokenizer and the libraries) included. The same run also
// times one single-threaded process per core, each on its part of the file (`parts`), all at once: what
// this machine's cores give this work at the moment, with nothing shared between them.
QJsonObject cliFigures(const QString& tokenizerDir, const QString& corpus, const QStringList& parts,
                       double bytes, double hfRate, int cores) {
    QJsonObject figures;
    const QStringList common{QStringLiteral("--tokenizer"), tokenizerDir};
    const double startup =
        fastestCliRuns({{common + QStringList{QStringLiteral("--text"), QStringLiteral("x")}}})
            .front()
            .seconds;
    figures.insert(QStringLiteral("startup_s"), startup > 0 ? QJsonValue(startup) : QStringLiteral("failed"));
    const std::pair<QString, QStringList> modes[] = {{QStringLiteral("tokens"), {}},
                                                     {QStringLiteral("json"), {QStringLiteral("--json")}},
                                                     {QStringLiteral("stats"), {QStringLiteral("--stats")}}};
    const QStringList oneThread{QStringLiteral("--threads"), QStringLiteral("1")};
    for (const auto& [name, flags] : modes) {
        const QStringList arguments = common + QStringList{QStringLiteral("--input"), corpus} + flags;
        QList<QStringList> processes;
        for (const QString& part : parts)
            processes << common + QStringList{QStringLiteral("--input"), part} + flags + oneThread;
        const std::vector<Timing> runs =
            fastestCliRuns({{arguments + oneThread},
                            {arguments + QStringList{QStringLiteral("--threads"), QString::number(cores)}},
                            processes});
        const Timing one = runs[0], all = runs[1], apart = runs[2];
        if (one.seconds <= 0 || all.seconds <= 0 || apart.seconds <= 0) {
            figures.insert(name, QStringLiteral("failed"));
            continue;
        }
        QJsonObject mode{{QStringLiteral("mb_per_s_1_thread"), bytes / 1e6 / one.seconds},
                         {QStringLiteral("mb_per_s_threads"), bytes / 1e6 / all.seconds},
                         {QStringLiteral("threads_speedup"), one.seconds / all.seconds},
                         // Under 1 while one thread works alone (start-up, loading) or when the machine's
                         // other work takes cores away.
                         {QStringLiteral("threads_cpu_share"), all.cpuSeconds / all.seconds / cores},
                         // The same work as independent processes, one a core: the most the cores give now.
                         {QStringLiteral("processes_speedup"), one.seconds / apart.seconds},
                         // Threads against those processes: 1 when threading itself loses nothing.
                         {QStringLiteral("threads_vs_processes"), apart.seconds / all.seconds}};
        if (hfRate > 0)
            mode.insert(QStringLiteral("speedup_vs_hf_1_thread"), bytes / 1e6 / one.seconds / hfRate);
        figures.insert(name, mode);
    }
    return figures;
}

// The same file through Hugging Face tokenizers, with the same vocabulary as tokenizer.json: their rate and
// whether every line's ids equal ours go into `result`. Returns their rate, 0 without the reference
// environment.
double compareWithHuggingFace(const WordPieceTokenizer& tokenizer, const QString& name,
                              const QStringList& lines, const QString& corpus, const QTemporaryDir& tmp,
                              QJsonObject* result) {
    const QString python = QStringLiteral(HEADWATER_PYTHON);
    if (!QFileInfo(python).isExecutable()) {
        result->insert(QStringLiteral("note"),
                       QStringLiteral("no reference Python environment: run packaging/install-deps.sh"));
        return 0;
    }
    const QString idsPath = tmp.filePath(name + QStringLiteral(".ids"));
    QProcess hf;
    hf.start(python, {QStringLiteral(HEADWATER_BENCH_SCRIPT), tmp.filePath(QStringLiteral("tokenizer.json")),
                      corpus, idsPath, QString::number(kRepeats)});
    hf.waitForFinished(-1);
    const QJsonObject theirs = QJsonDocument::fromJson(hf.readAllStandardOutput()).object();
    const double hfRate = theirs.value(QLatin1String("mb_per_s")).toDouble();
    result->insert(QStringLiteral("hf_tokenizers_mb_per_s"), hfRate);
    QFile idsFile(idsPath);
    const qsizetype different =
        idsFile.open(QIODevice::ReadOnly) ? firstDifferentLine(tokenizer, lines, idsFile.readAll()) : 0;
    result->insert(QStringLiteral("ids_equal_hf"), different < 0);
    if (different >= 0)
        result->insert(QStringLiteral("first_different_line"), different);
    return hfRate;
}

QJsonObject run(const WordPieceTokenizer& tokenizer, const QString& name, const QStringList& lines,
                const QTemporaryDir& tmp) {
    const QString corpus = tmp.filePath(name + QStringLiteral(".txt"));
    writeLines(corpus, lines);
    const int cores = std::max(2, int(std::thread::hardware_concurrency()));
    QStringList parts; // the file cut in one part per core, for the processes to compare threads with
    for (int part = 0; part < cores; ++part) {
        const qsizetype from = lines.size() * part / cores, to = lines.size() * (part + 1) / cores;
        parts << tmp.filePath(QStringLiteral("%1.part%2.txt").arg(name).arg(part));
        writeLines(parts.back(), lines.mid(from, to - from));
    }
    const double bytes = double(QFileInfo(corpus).size());

    QJsonObject result{{QStringLiteral("benchmark"), QStringLiteral("tokenize")},
                       {QStringLiteral("text"), name},
                       {QStringLiteral("bytes"), bytes}};
    // One thread and all cores taken in turn, the fastest of each kept, so a load that comes and goes on the
    // machine weighs on both alike.
    qint64 tokens = 0;
    Timing single, parallel;
    for (int r = 0; r < kRepeats; ++r) {
        const Timing one = encodeTimed(tokenizer, lines, 1, &tokens);
        if (r == 0 || one.seconds < single.seconds)
            single = one;
        const Timing all = encodeTimed(tokenizer, lines, cores, &tokens);
        if (r == 0 || all.seconds < parallel.seconds)
            parallel = all;
    }
    result.insert(QStringLiteral("tokens"), tokens);
    result.insert(QStringLiteral("headwater_mb_per_s_1_thread"), bytes / 1e6 / single.seconds);
    result.insert(QStringLiteral("threads"), cores);
    result.insert(QStringLiteral("headwater_mb_per_s_threads"), bytes / 1e6 / parallel.seconds);
    result.insert(QStringLiteral("threads_speedup"), single.seconds / parallel.seconds);
    result.insert(QStringLiteral("threads_speedup_target"), kThreadsSpeedupTarget);
    // CPU time per thread against wall time: under 1 when the machine's other work took cores away, so a
    // speed-up short of the target can be told from one the code loses.
    result.insert(QStringLiteral("threads_cpu_share"), parallel.cpuSeconds / parallel.seconds / cores);
    result.insert(QStringLiteral("1_thread_cpu_share"), single.cpuSeconds / single.seconds);
    // CPU time on all cores against one: above 1 by what running side by side costs (shared cache lines).
    result.insert(QStringLiteral("threads_cpu_overhead"), parallel.cpuSeconds / single.cpuSeconds);

    const double hfRate = compareWithHuggingFace(tokenizer, name, lines, corpus, tmp, &result);
    if (hfRate > 0)
        result.insert(QStringLiteral("speedup_vs_hf_1_thread"), bytes / 1e6 / single.seconds / hfRate);
    result.insert(QStringLiteral("cli"), cliFigures(tmp.path(), corpus, parts, bytes, hfRate, cores));
    return result;
}

// One JSON line printed by a script of the reference environment; empty when it printed none.
QJsonObject runPython(const QString& script, const QStringList& arguments) {
    QProcess python;
    python.start(QStringLiteral(HEADWATER_PYTHON), QStringList{script} + arguments);
    python.waitForFinished(-1);
    return QJsonDocument::fromJson(python.readAllStandardOutput()).object();
}

// The fastest of kRepeats loads of the tokenizer in `folder`, in seconds; 0 when it does not load.
double fastestLoad(const QString& folder) {
    double fastest = 0;
    for (int r = 0; r < kRepeats; ++r) {
        QElapsedTimer timer;
        timer.start();
        if (!loadTokenizer(folder))
            return 0;
        const double seconds = timer.nsecsElapsed() / 1e9;
        fastest = r == 0 ? seconds : std::min(fastest, seconds);
    }
    return fastest;
}

// Loading the tokenizer in `folder` beside tokenizers loading `tokenizerJson`, the same tokenizer.
QJsonObject loadFigures(const QString& folder, const QString& tokenizerJson) {
    const double ours = fastestLoad(folder);
    const double theirs = runPython(QStringLiteral(HEADWATER_BENCH_FILES_SCRIPT),
                                    {QStringLiteral("load"), tokenizerJson, QString::number(kRepeats)})
                              .value(QLatin1String("load_s"))
                              .toDouble();
    QJsonObject figures{{QStringLiteral("headwater_load_ms"), ours * 1e3},
                        {QStringLiteral("hf_load_ms"), theirs * 1e3}};
    if (ours > 0 && theirs > 0)
        figures.insert(QStringLiteral("load_speedup_vs_hf"), theirs / ours);
    return figures;
}

// The lines of a UTF-8 file, as hf_tokenize_bench.py reads them.
QStringList fileLines(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.back().isEmpty())
        lines.removeLast();
    return lines;
}

// A byte-level BPE tokenizer trained by tokenizers on the demo's real English and Korean text: loading it,
// and encoding each text on one thread beside tokenizers, every line's ids compared (*allEqual false on a
// difference).
QJsonObject bpeFigures(const QTemporaryDir& tmp, bool* allEqual) {
    const QString folder = tmp.filePath(QStringLiteral("bpe"));
    const QString tokenizerJson = QDir(folder).filePath(QStringLiteral("tokenizer.json"));
    const QDir data(QStringLiteral(HEADWATER_BENCH_DEMO_DATA));
    const std::pair<QString, QString> texts[] = {
        {QStringLiteral("english"), data.filePath(QStringLiteral("domain_en.txt"))},
        {QStringLiteral("korean"), data.filePath(QStringLiteral("domain_ko.txt"))}};
    QStringList training{QStringLiteral("train-bpe"), folder, QStringLiteral("50000")};
    for (const auto& [name, corpus] : texts)
        training << corpus;
    const QJsonObject trained = runPython(QStringLiteral(HEADWATER_BENCH_FILES_SCRIPT), training);
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(folder);
    if (!tokenizer)
        return {{QStringLiteral("failed"), tokenizer.error().toString()}};
    QJsonObject figures = loadFigures(folder, tokenizerJson);
    figures.insert(QStringLiteral("vocab_size"), trained.value(QLatin1String("vocab_size")));
    for (const auto& [name, corpus] : texts) {
        const QStringList lines = fileLines(corpus);
        const double bytes = double(QFileInfo(corpus).size());
        qint64 tokens = 0;
        Timing fastest;
        for (int r = 0; r < kRepeats; ++r) {
            // Each pass on a thread of its own: its word cache starts empty, as a freshly loaded tokenizers'
            // does in each of its passes.
            const Timing one = encodeTimed(*tokenizer.value(), lines, 1, &tokens);
            if (r == 0 || one.seconds < fastest.seconds)
                fastest = one;
        }
        const QString idsPath = tmp.filePath(name + QStringLiteral(".bpe.ids"));
        const double hfRate = runPython(QStringLiteral(HEADWATER_BENCH_SCRIPT),
                                        {tokenizerJson, corpus, idsPath, QString::number(kRepeats)})
                                  .value(QLatin1String("mb_per_s"))
                                  .toDouble();
        QFile idsFile(idsPath);
        const qsizetype different = idsFile.open(QIODevice::ReadOnly)
                                        ? firstDifferentLine(*tokenizer.value(), lines, idsFile.readAll())
                                        : 0;
        *allEqual = *allEqual && different < 0;
        QJsonObject text{{QStringLiteral("tokens"), tokens},
                         {QStringLiteral("headwater_mb_per_s_1_thread"), bytes / 1e6 / fastest.seconds},
                         {QStringLiteral("hf_tokenizers_mb_per_s"), hfRate},
                         {QStringLiteral("ids_equal_hf"), different < 0}};
        if (hfRate > 0)
            text.insert(QStringLiteral("speedup_vs_hf_1_thread"), bytes / 1e6 / fastest.seconds / hfRate);
        if (different >= 0)
            text.insert(QStringLiteral("first_different_line"), different);
        figures.insert(name, text);
    }
    return figures;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const double megabytes = app.arguments().value(1, QStringLiteral("8")).toDouble();
    const QString vocabDir = QStringLiteral(HEADWATER_BENCH_FIXTURES) + QStringLiteral("/models/bert-mlm");
    Expected<WordPieceTokenizer> tokenizer = WordPieceTokenizer::fromDirectory(vocabDir);
    if (!tokenizer) {
        std::fprintf(stderr, "error: %s\n", qPrintable(tokenizer.error().toString()));
        return 1;
    }
    QTemporaryDir tmp;
    tokenizer->save(tmp.path());
    const auto [english, korean] = sourceLines();
    const qint64 bytes = qint64(megabytes * 1e6);
    const std::pair<QString, QStringList> texts[] = {
        {QStringLiteral("english"), repeatShuffled(english, bytes, 11)},
        {QStringLiteral("korean"), repeatShuffled(korean, bytes, 13)},
        {QStringLiteral("mixed"), mixedText(bytes)},
    };
    bool allEqual = true;
    for (const auto& [name, lines] : texts) {
        const QJsonObject result = run(tokenizer.value(), name, lines, tmp);
        allEqual = allEqual && result.value(QLatin1String("ids_equal_hf")).toBool(true);
        std::puts(QJsonDocument(result).toJson(QJsonDocument::Compact).constData());
        std::fflush(stdout);
    }
    if (QFileInfo(QStringLiteral(HEADWATER_PYTHON)).isExecutable()) {
        const QJsonObject files{{QStringLiteral("benchmark"), QStringLiteral("tokenizer_files")},
                                {QStringLiteral("wordpiece"),
                                 loadFigures(tmp.path(), tmp.filePath(QStringLiteral("tokenizer.json")))},
                                {QStringLiteral("bpe"), bpeFigures(tmp, &allEqual)}};
        std::puts(QJsonDocument(files).toJson(QJsonDocument::Compact).constData());
    }
    return allEqual ? 0 : 2;
}
