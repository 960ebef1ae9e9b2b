#include "core/tokenize/sentencepiece_model_proto.h"

#include <cstring>

namespace hw {

namespace {

// Field numbers of sentencepiece_model.proto.
constexpr int kModelPieces = 1, kModelTrainerSpec = 2, kModelNormalizerSpec = 3;
constexpr int kPieceText = 1, kPieceScore = 2, kPieceType = 3;
constexpr int kNormalizerName = 1, kNormalizerCharsmap = 2, kNormalizerAddDummyPrefix = 3,
              kNormalizerRemoveExtraWhitespaces = 4, kNormalizerEscapeWhitespaces = 5;
constexpr int kTrainerModelType = 3, kTrainerVocabSize = 4, kTrainerUnkId = 40, kTrainerBosId = 41,
              kTrainerEosId = 42, kTrainerPadId = 43, kTrainerUnkPiece = 45, kTrainerBosPiece = 46,
              kTrainerEosPiece = 47;

enum WireType { kVarint = 0, kFixed64 = 1, kLengthDelimited = 2, kFixed32 = 5 };

// Reads protobuf's wire format from one message's bytes; any read past the end marks the reader failed.
class WireReader {
public:
    WireReader(const char* data, qsizetype size, qsizetype base)
        : m_data(data)
        , m_size(size)
        , m_base(base) {}

    bool atEnd() const { return m_at >= m_size || m_failed; }
    bool failed() const { return m_failed; }
    qsizetype position() const { return m_base + m_at; } // in the whole file, for the message

    bool next(int* field, int* wireType) {
        const quint64 tag = varint();
        *field = int(tag >> 3);
        *wireType = int(tag & 7);
        if (!m_failed && *field <= 0)
            fail(); // field 0 does not exist: the bytes are not a message
        return !m_failed;
    }
    quint64 varint() {
        quint64 value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (m_at >= m_size)
                return fail();
            const auto byte = quint8(m_data[m_at++]);
            value |= quint64(byte & 0x7F) << shift;
            if (!(byte & 0x80))
                return value;
        }
        return fail();
    }
    float fixed32() {
        if (m_size - m_at < 4)
            return float(fail());
        quint32 bits = 0;
        for (int i = 0; i < 4; ++i)
            bits |= quint32(quint8(m_data[m_at + i])) << (8 * i);
        m_at += 4;
        float value;
        std::memcpy(&value, &bits, sizeof value);
        return value;
    }
    WireReader message() {
        const quint64 length = varint();
        if (m_failed || length > quint64(m_size - m_at)) {
            fail();
            return WireReader(m_data, 0, m_base + m_at);
        }
        WireReader inner(m_data + m_at, qsizetype(length), m_base + m_at);
        m_at += qsizetype(length);
        return inner;
    }
    QByteArray bytes() {
        const WireReader inner = message();
        return QByteArray(inner.m_data, inner.m_size);
    }
    void skip(int wireType) {
        if (wireType == kVarint)
            varint();
        else if (wireType == kFixed64 && m_size - m_at >= 8)
            m_at += 8;
        else if (wireType == kFixed32 && m_size - m_at >= 4)
            m_at += 4;
        else if (wireType == kLengthDelimited)
            message();
        else
            fail(); // groups and unknown wire types are not in SentencePiece's format
    }

private:
    quint64 fail() {
        m_failed = true;
        return 0;
    }

    const char* m_data;
    qsizetype m_size, m_base, m_at = 0;
    bool m_failed = false;
};

class WireWriter {
public:
    void varint(int field, qint64 value) {
        tag(field, kVarint);
        raw(quint64(value)); // a negative int32 is written as its 64-bit two's complement, as protobuf does
    }
    void fixed32(int field, float value) {
        tag(field, kFixed32);
        quint32 bits;
        std::memcpy(&bits, &value, sizeof bits);
        for (int i = 0; i < 4; ++i)
            m_out += char((bits >> (8 * i)) & 0xFF);
    }
    void bytes(int field, const QByteArray& value) {
        tag(field, kLengthDelimited);
        raw(quint64(value.size()));
        m_out += value;
    }
    const QByteArray& data() const { return m_out; }

private:
    void tag(int field, int wireType) { raw((quint64(field) << 3) | quint64(wireType)); }
    void raw(quint64 value) {
        while (value >= 0x80) {
            m_out += char((value & 0x7F) | 0x80);
            value >>= 7;
        }
        m_out += char(value);
    }

    QByteArray m_out;
};

UserError damaged(const QString& where, qsizetype at) {
    return {Text::tr("the SentencePiece model is damaged at byte %1").arg(at), where,
            Text::tr("the file is cut short or is not a SentencePiece .model file; copy it again from the "
                     "model it belongs to")};
}

bool readPiece(WireReader reader, SentencePieceModelProto::Piece* piece) {
    int field, wireType;
    while (!reader.atEnd() && reader.next(&field, &wireType)) {
        if (field == kPieceText && wireType == kLengthDelimited)
            piece->text = QString::fromUtf8(reader.bytes());
        else if (field == kPieceScore && wireType == kFixed32)
            piece->score = reader.fixed32();
        else if (field == kPieceType && wireType == kVarint)
            piece->type = SentencePieceModelProto::PieceType(reader.varint());
        else
            reader.skip(wireType);
    }
    return !reader.failed();
}

bool readNormalizer(WireReader reader, SentencePieceModelProto* model) {
    int field, wireType;
    while (!reader.atEnd() && reader.next(&field, &wireType)) {
        if (field == kNormalizerName && wireType == kLengthDelimited)
            model->normalizerName = QString::fromUtf8(reader.bytes());
        else if (field == kNormalizerCharsmap && wireType == kLengthDelimited)
            model->precompiledCharsmap = reader.bytes();
        else
            reader.skip(wireType);
    }
    return !reader.failed();
}

} // namespace

Expected<SentencePieceModelProto> SentencePieceModelProto::parse(const QByteArray& bytes,
                                                                 const QString& where) {
    SentencePieceModelProto model;
    WireReader reader(bytes.constData(), bytes.size(), 0);
    int field, wireType;
    while (!reader.atEnd()) {
        const qsizetype at = reader.position();
        if (!reader.next(&field, &wireType))
            return damaged(where, at);
        bool ok = true;
        if (field == kModelPieces && wireType == kLengthDelimited) {
            model.pieces.emplace_back();
            ok = readPiece(reader.message(), &model.pieces.back());
        } else if (field == kModelNormalizerSpec && wireType == kLengthDelimited) {
            ok = readNormalizer(reader.message(), &model);
        } else {
            reader.skip(wireType);
        }
        if (!ok || reader.failed())
            return damaged(where, at);
    }
    if (model.pieces.empty())
        return UserError{Text::tr("the SentencePiece model holds no pieces"), where,
                         Text::tr("give the .model file the tokenizer was trained into")};
    return model;
}

QByteArray SentencePieceModelProto::serialize() const {
    WireWriter model;
    for (const Piece& p : pieces) {
        WireWriter piece;
        piece.bytes(kPieceText, p.text.toUtf8());
        piece.fixed32(kPieceScore, p.score);
        piece.varint(kPieceType, int(p.type));
        model.bytes(kModelPieces, piece.data());
    }
    WireWriter trainer;
    trainer.varint(kTrainerModelType, 1); // unigram
    trainer.varint(kTrainerVocabSize, qint64(pieces.size()));
    trainer.varint(kTrainerUnkId, 0);
    trainer.varint(kTrainerBosId, 1);
    trainer.varint(kTrainerEosId, 2);
    trainer.varint(kTrainerPadId, -1);
    const char* const names[] = {"<unk>", "<s>", "</s>"};
    const int fields[] = {kTrainerUnkPiece, kTrainerBosPiece, kTrainerEosPiece};
    for (size_t i = 0; i < 3; ++i)
        trainer.bytes(fields[i], i < pieces.size() ? pieces[i].text.toUtf8() : QByteArray(names[i]));
    model.bytes(kModelTrainerSpec, trainer.data());
    WireWriter normalizer;
    normalizer.bytes(kNormalizerName, normalizerName.toUtf8());
    normalizer.bytes(kNormalizerCharsmap, precompiledCharsmap);
    normalizer.varint(kNormalizerAddDummyPrefix, 1);
    normalizer.varint(kNormalizerRemoveExtraWhitespaces, 1);
    normalizer.varint(kNormalizerEscapeWhitespaces, 1);
    model.bytes(kModelNormalizerSpec, normalizer.data());
    return model.data();
}

} // namespace hw
