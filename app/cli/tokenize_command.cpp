#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"

#include "core/corpus/corpus_reader.h"
#include "core/corpus/line_source.h"
#include "core/system/intra_op_threads.h"
#include "core/tokenize/fragmentation_meter.h"
#include "core/tokenize/ordered_pipeline.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/util/byte_writing.h"
#include "core/util/json_text_writer.h"

#include <QJsonArray>

#include <algorithm>
#include <chrono>
#include <future>
#include <optional>

#include <cstdio>

namespace hw::cli {

namespace {

template <size_t N> char* writeLiteral(char* out, const char (&text)[N]) {
    return std::copy(text, text + N - 1, out);
}

// The line `--json` prints for an encoding, as QJsonDocument would write {"ids", "offsets", "tokens"},
// written directly: building a QJsonObject per line cost several times the encoding itself.
void appendEncodingJsonLine(QByteArray& out, const Encoding& e) {
    qsizetype bound = 48 + qsizetype(e.ids.size()) * (kJsonIntegerBound + 1) +
                      qsizetype(e.offsets.size()) * (2 * kJsonIntegerBound + 4);
    for (const QString& token : e.tokens)
        bound += jsonStringBound(token.size()) + 1;
    appendWritten(out, bound, [&](char* p) {
        p = writeLiteral(p, "{\"ids\":[");
        for (size_t i = 0; i < e.ids.size(); ++i) {
            if (i > 0)
                *p++ = ',';
            p = writeJsonInteger(p, e.ids[i]);
        }
        p = writeLiteral(p, "],\"offsets\":[");
        for (size_t i = 0; i < e.offsets.size(); ++i) {
            p = i > 0 ? writeLiteral(p, ",[") : writeLiteral(p, "[");
            p = writeJsonInteger(p, e.offsets[i].first);
            *p++ = ',';
            p = writeJsonInteger(p, e.offsets[i].second);
            *p++ = ']';
        }
        p = writeLiteral(p, "],\"tokens\":[");
        for (qsizetype i = 0; i < e.tokens.size(); ++i) {
            if (i > 0)
                *p++ = ',';
            p = writeJsonString(p, e.tokens[i]);
        }
        return writeLiteral(p, "]}\n");
    });
}

// The line printed for an encoding without --json: its tokens, separated by spaces, as textLine() would show
// them joined, written without making the joined text first.
void appendTokensLine(QByteArray& out, const Encoding& e) {
    qsizetype bound = 1;
    for (const QString& token : e.tokens)
        bound += visibleUtf8Bound(token.size()) + 1;
    appendWritten(out, bound, [&](char* p) {
        for (qsizetype i = 0; i < e.tokens.size(); ++i) {
            if (i > 0)
                *p++ = ' ';
            p = writeVisibleUtf8(p, e.tokens[i], true);
        }
        *p++ = '\n';
        return p;
    });
}

using SharedTokenizer = std::shared_ptr<const TextTokenizer>;

// With several threads the tokenizer loads on a thread of its own while this one reads the input's first
// lines: loading a vocabulary takes tens of milliseconds, in which every other thread would sit idle. With
// one, it loads when asked for, first.
std::future<Expected<SharedTokenizer>> loadTokenizerAside(const QString& path, int threads) {
    return std::async(threads > 1 ? std::launch::async : std::launch::deferred,
                      [path] { return loadTokenizer(path); });
}

// Text read ahead while a tokenizer loads, at most this much, so that memory stays bounded however slowly
// the tokenizer loads.
constexpr qsizetype kReadAheadChars = 16 * 1024 * 1024;

// The input's lines until the tokenizer has loaded (none when it loads only once asked for).
std::vector<QString> readWhileLoading(LineSource& input,
                                      const std::future<Expected<SharedTokenizer>>& loading) {
    std::vector<QString> lines;
    const auto loaded = [&] {
        return loading.wait_for(std::chrono::seconds(0)) != std::future_status::timeout;
    };
    qsizetype chars = 0;
    QString line;
    while (chars < kReadAheadChars && !loaded() && input.next(&line)) {
        chars += line.size();
        lines.push_back(std::move(line));
    }
    return lines;
}

// Lines in a block handed to one thread: enough to make handing over cheap, few enough to share the work.
constexpr int kBlockLines = 256;
constexpr qsizetype kBlockChars = 256 * 1024;

} // namespace

int runTokenize(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Encode text like Hugging Face's tokenizer(text), one text per line."));
    parser.addOptions({
        {QStringLiteral("tokenizer"),
         QStringLiteral("Tokenizer or model directory, tokenizer.json, vocab.txt or SentencePiece .model."),
         QStringLiteral("PATH")},
        {QStringLiteral("input"), QStringLiteral("UTF-8 file, one text per line."), QStringLiteral("FILE")},
        {QStringLiteral("text"), QStringLiteral("A single text to encode."), QStringLiteral("TEXT")},
        {QStringLiteral("max-length"), QStringLiteral("Truncate to N tokens, specials included."),
         QStringLiteral("N")},
        {QStringLiteral("no-special-tokens"), QStringLiteral("Leave out [CLS] and [SEP].")},
        {QStringLiteral("stats"), QStringLiteral("Print fragmentation statistics (tokens per word, [UNK] "
                                                 "rate, words split) instead of encodings.")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    const std::optional<QString> path = requiredValue(
        parser, QStringLiteral("tokenizer"), QStringLiteral("give a tokenizer directory or file"), &exitCode);
    const std::optional<int> maxLength = intValue(parser, QStringLiteral("max-length"), 0, 0, &exitCode);
    if (!path || !maxLength)
        return exitCode;
    if (!parser.isSet(QStringLiteral("input")) && !parser.isSet(QStringLiteral("text")))
        return reportBadInput({QStringLiteral("nothing to encode"), QStringLiteral("--input"),
                               QStringLiteral("give --input FILE or --text TEXT")});
    // --threads (all cores by default) encode blocks of lines side by side; lines are printed in input
    // order and the statistics of each thread's share are added up, so the output is the same for any count.
    const int threads = configuredIntraOpThreads();
    std::future<Expected<SharedTokenizer>> loading = loadTokenizerAside(*path, threads);
    std::optional<Expected<std::unique_ptr<LineSource>>> input;
    std::vector<QString> readAhead;
    if (parser.isSet(QStringLiteral("input"))) {
        // Read as import-corpus reads (.gz, invalid UTF-8 counted), each line held to 1 MiB so that memory
        // stays bounded however long a line is; a longer line is cut and said so.
        input = LineSource::open(parser.value(QStringLiteral("input")), CorpusReadOptions::kMaxLineBytes);
        if (*input)
            readAhead = readWhileLoading(*input->value(), loading);
    }
    Expected<SharedTokenizer> tokenizer = loading.get();
    if (!tokenizer)
        return reportBadInput(tokenizer.error());
    keepUntilExit(tokenizer.value());

    const bool json = parser.isSet(QStringLiteral("json"));
    const bool stats = parser.isSet(QStringLiteral("stats"));
    const bool specials = !parser.isSet(QStringLiteral("no-special-tokens"));
    std::vector<FragmentationMeter> meters(size_t(stats ? threads : 0),
                                           FragmentationMeter({tokenizer.value()}));
    auto encodeLines = [&](const std::vector<QString>& texts, int thread) {
        QByteArray lines;
        for (const QString& text : texts) {
            if (stats) {
                meters[size_t(thread)].add(text);
                continue;
            }
            const Encoding e = tokenizer.value()->encode(text, specials, *maxLength);
            if (json)
                appendEncodingJsonLine(lines, e);
            else
                appendTokensLine(lines, e);
        }
        return lines;
    };
    if (parser.isSet(QStringLiteral("text"))) {
        QByteArray lines = encodeLines({parser.value(QStringLiteral("text"))}, 0);
        printLines(lines);
    }
    if (input) {
        if (!*input)
            return reportBadInput(input->error());
        {
            OrderedPipeline<QString, QByteArray> pipeline(
                threads, encodeLines, [](QByteArray& lines) { printLines(lines); }, kBlockLines, kBlockChars,
                [](const QString& line) { return line.size(); });
            for (QString& line : readAhead)
                pipeline.add(std::move(line));
            readAhead = {};
            QString line;
            while (input->value()->next(&line))
                pipeline.add(std::move(line));
            pipeline.finish();
        }
        const LineSource& read = *input->value();
        if (std::optional<UserError> failure = read.readFailure())
            return reportBadInput(*failure);
        if (read.cutLines() > 0)
            std::fprintf(
                stderr, "warning: %s\n",
                qPrintable(
                    QStringLiteral("%1: %2 longer than 1 MiB: only the first 1 MiB of each was tokenized")
                        .arg(read.path())
                        .arg(read.cutLines() == 1 ? QStringLiteral("1 line")
                                                  : QStringLiteral("%1 lines").arg(read.cutLines()))));
    }
    if (stats) {
        const FragmentationComparison measured = FragmentationMeter::resultOfShares(meters, threads, 10);
        const FragmentationStats& f = measured.stats.front();
        QJsonArray words;
        QString wordLines;
        for (const FragmentedWord& w : measured.fragmentedWords) {
            words.append(
                QJsonObject{{QStringLiteral("word"), w.word},
                            {QStringLiteral("frequency"), w.frequency},
                            {QStringLiteral("pieces"), QJsonArray::fromStringList(w.pieces.front())}});
            wordLines += QStringLiteral("\n    %1 %2  %3")
                             .arg(w.word.leftJustified(20))
                             .arg(w.frequency, 8)
                             .arg(w.pieces.front().join(QLatin1Char(' ')));
        }
        if (json)
            printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                           {QStringLiteral("texts"), f.texts},
                           {QStringLiteral("words"), f.words},
                           {QStringLiteral("tokens"), f.tokens},
                           {QStringLiteral("tokens_per_word"), f.tokensPerWord()},
                           {QStringLiteral("unk_rate"), f.unknownRate()},
                           {QStringLiteral("split_word_share"), f.splitShare()},
                           {QStringLiteral("fragmented_words"), words}});
        else
            printText(QStringLiteral("%1 texts, %2 words, %3 tokens\n  tokens per word: %4\n  [UNK] rate: "
                                     "%5%\n  words split into pieces: %6%%7")
                          .arg(f.texts)
                          .arg(f.words)
                          .arg(f.tokens)
                          .arg(f.tokensPerWord(), 0, 'f', 3)
                          .arg(100 * f.unknownRate(), 0, 'f', 2)
                          .arg(100 * f.splitShare(), 0, 'f', 1)
                          .arg(wordLines.isEmpty()
                                   ? QString()
                                   : QStringLiteral("\n  frequent words cut most:") + wordLines));
    }
    return kExitOk;
}

} // namespace hw::cli
