#pragma once

#include "core/util/expected.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace hw {

// A SentencePiece .model file as far as Hugging Face reads one: the pieces with their scores and types, and
// the normaliser's precompiled character map. Read and written in protobuf's wire format by hand, so that
// core needs neither protobuf nor libsentencepiece (which may not share a process with libtorch) to read it.
struct SentencePieceModelProto {
    enum class PieceType { Normal = 1, Unknown = 2, Control = 3, UserDefined = 4, Unused = 5, Byte = 6 };
    struct Piece {
        QString text;
        float score = 0;
        PieceType type = PieceType::Normal;
    };

    std::vector<Piece> pieces;
    QString normalizerName;         // "nmt_nfkc", "identity"...
    QByteArray precompiledCharsmap; // empty: no normalisation

    static Expected<SentencePieceModelProto> parse(const QByteArray& bytes, const QString& where);
    // A unigram model of these pieces, <unk> <s> </s> at ids 0, 1 and 2 as XLM-R's model has them, which
    // SentencePiece and transformers load.
    QByteArray serialize() const;
};

} // namespace hw
