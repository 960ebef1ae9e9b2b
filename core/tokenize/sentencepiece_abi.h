#pragma once
// The C interface of the SentencePiece shim module (libheadwater-spm.so). Debian's libsentencepiece carries
// its own copy of protobuf, which clashes with libtorch's when both are linked into one process, so the shim
// is loaded with dlopen(RTLD_LOCAL | RTLD_DEEPBIND) and reached only through these functions.

#include <cstdint>

extern "C" {

struct HwSpmPiece {
    int32_t id;
    uint32_t begin; // byte offsets into the UTF-8 input
    uint32_t end;
};

using HwSpmLoadFn = void* (*)(const char* modelPath, char* error, int errorCapacity);
using HwSpmFreeFn = void (*)(void* processor);
using HwSpmSizeFn = int (*)(void* processor);
// Copies the piece text (UTF-8, NUL-terminated) into `out`; returns its length or -1 when it does not fit.
using HwSpmIdToPieceFn = int (*)(void* processor, int id, char* out, int capacity);
using HwSpmPieceToIdFn = int (*)(void* processor, const char* piece);
// Encodes UTF-8 text; returns the number of pieces (written up to `capacity`), or -1 on error.
using HwSpmEncodeFn = int (*)(void* processor, const char* text, int length, HwSpmPiece* pieces,
                              int capacity);
using HwSpmDecodeFn = int (*)(void* processor, const int32_t* ids, int count, char* out, int capacity);
using HwSpmVersionFn = const char* (*)();
}
