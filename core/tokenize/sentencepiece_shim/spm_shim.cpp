// The only code that links libsentencepiece into a process that also holds libtorch; see sentencepiece_abi.h.
#include "core/tokenize/sentencepiece_abi.h"

#include <sentencepiece_processor.h>

#include <cstring>
#include <string>
#include <vector>

namespace {

int copyOut(const std::string& s, char* out, int capacity) {
    if (int(s.size()) + 1 > capacity)
        return -1;
    std::memcpy(out, s.data(), s.size());
    out[s.size()] = '\0';
    return int(s.size());
}

} // namespace

extern "C" {

__attribute__((visibility("default"))) void* hw_spm_load(const char* modelPath, char* error,
                                                         int errorCapacity) {
    auto* processor = new sentencepiece::SentencePieceProcessor();
    const auto status = processor->Load(modelPath);
    if (!status.ok()) {
        copyOut(status.ToString().substr(0, size_t(errorCapacity > 0 ? errorCapacity - 1 : 0)), error,
                errorCapacity);
        delete processor;
        return nullptr;
    }
    return processor;
}

__attribute__((visibility("default"))) void hw_spm_free(void* processor) {
    delete static_cast<sentencepiece::SentencePieceProcessor*>(processor);
}

__attribute__((visibility("default"))) int hw_spm_size(void* processor) {
    return static_cast<sentencepiece::SentencePieceProcessor*>(processor)->GetPieceSize();
}

__attribute__((visibility("default"))) int hw_spm_id_to_piece(void* processor, int id, char* out,
                                                              int capacity) {
    return copyOut(static_cast<sentencepiece::SentencePieceProcessor*>(processor)->IdToPiece(id), out,
                   capacity);
}

__attribute__((visibility("default"))) int hw_spm_piece_to_id(void* processor, const char* piece) {
    return static_cast<sentencepiece::SentencePieceProcessor*>(processor)->PieceToId(piece);
}

__attribute__((visibility("default"))) int hw_spm_encode(void* processor, const char* text, int length,
                                                         HwSpmPiece* pieces, int capacity) {
    const auto spt = static_cast<sentencepiece::SentencePieceProcessor*>(processor)->EncodeAsImmutableProto(
        absl::string_view(text, size_t(length)));
    const int n = int(spt.pieces_size());
    for (int i = 0; i < n && i < capacity; ++i) {
        const auto p = spt.pieces(i);
        pieces[i] = {int32_t(p.id()), p.begin(), p.end()};
    }
    return n;
}

__attribute__((visibility("default"))) int hw_spm_decode(void* processor, const int32_t* ids, int count,
                                                         char* out, int capacity) {
    std::string text;
    const auto status = static_cast<sentencepiece::SentencePieceProcessor*>(processor)->Decode(
        std::vector<int>(ids, ids + count), &text);
    if (!status.ok())
        return -1;
    return copyOut(text, out, capacity);
}
}
