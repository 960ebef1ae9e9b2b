#pragma once

#include "core/tokenize/text_tokenizer.h"

#include <QStringList>

#include <atomic>
#include <thread>
#include <vector>

namespace hw::test {

// Encodes `lines` with each tokenizer on this thread, then again on `threads` threads at once, each going
// from one tokenizer to another and back (more of them than a thread keeps token copies for); returns how
// many encodings differ from the first ones (ids or tokens) or hand out a token that is not its id's text.
inline int threadedEncodingMismatches(const std::vector<const TextTokenizer*>& tokenizers,
                                      const QStringList& lines, int threads = 3) {
    std::vector<std::vector<Encoding>> expected(tokenizers.size());
    for (size_t t = 0; t < tokenizers.size(); ++t)
        for (const QString& line : lines)
            expected[t].push_back(tokenizers[t]->encode(line));
    std::atomic_int wrong{0};
    std::vector<std::thread> running;
    for (int thread = 0; thread < threads; ++thread)
        running.emplace_back([&, thread] {
            for (int round = 0; round < 4 * int(tokenizers.size()); ++round) {
                const size_t t = size_t(round * 5 + thread) % tokenizers.size();
                for (int l = 0; l < lines.size(); ++l) {
                    const Encoding e = tokenizers[t]->encode(lines[l]);
                    const Encoding& first = expected[t][size_t(l)];
                    bool same = e.ids == first.ids && e.tokens == first.tokens;
                    for (size_t i = 0; same && i < e.ids.size(); ++i)
                        same = e.tokens[qsizetype(i)] == tokenizers[t]->tokenAt(e.ids[i]);
                    wrong += !same;
                }
            }
        });
    for (std::thread& t : running)
        t.join();
    return wrong.load();
}

} // namespace hw::test
