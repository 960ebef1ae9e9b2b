#pragma once

#include <QString>

#include <vector>

namespace hw {

// The token strings one thread hands out in encodings: its own deep copies of a vocabulary's strings, made on
// first use. Threads that handed out the vocabulary's shared strings counted references on the same few (a
// Korean syllable piece makes many tokens) and took turns at one cache line: two threads encoded Korean text
// no faster than one. A tokenizer holds one ThreadTokenCopies per vocabulary (copies of the tokenizer share
// it, as they share the vocabulary); each thread keeps the copies of the last few vocabularies it used.
class ThreadTokenCopies {
public:
    ThreadTokenCopies();

    // The text of token `id` (0 <= id < size) as this thread hands it out; `shared(id)` gives the
    // vocabulary's text, asked once per token and thread.
    template <typename Shared> const QString& at(int id, int size, const Shared& shared) const {
        QString& token = copiesFor(size)[size_t(id)];
        if (token.isNull()) {
            const QString text = shared(id);
            token = QString(text.constData(), text.size()); // a deep copy
        }
        return token;
    }

private:
    // This thread's copies of this vocabulary (of `size` tokens): the last one asked for without a lookup.
    std::vector<QString>& copiesFor(int size) const {
        thread_local unsigned long long lastSerial = 0;
        thread_local std::vector<QString>* last = nullptr;
        if (last && lastSerial == m_serial && last->size() == size_t(size))
            return *last;
        last = &lookUp(size);
        lastSerial = m_serial;
        return *last;
    }
    std::vector<QString>& lookUp(int size) const;

    unsigned long long m_serial; // which vocabulary: a new one for each tokenizer made
};

} // namespace hw
