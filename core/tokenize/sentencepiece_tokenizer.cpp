#include "core/tokenize/sentencepiece_tokenizer.h"

#include "core/system/helper_paths.h"
#include "core/tokenize/sentencepiece_abi.h"
#include "core/util/atomic_file.h"
#include "core/util/code_point_offsets.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <dlfcn.h>

#include <mutex>

namespace {
#if defined(__SANITIZE_ADDRESS__)
constexpr int kIsolatedBinding = 0;
#else
constexpr int kIsolatedBinding = RTLD_DEEPBIND;
#endif
} // namespace

namespace hw {

namespace {

struct SentencePieceLibrary {
    Text error; // why the library cannot be used; empty when it can
    HwSpmLoadFn load = nullptr;
    HwSpmFreeFn free = nullptr;
    HwSpmSizeFn size = nullptr;
    HwSpmIdToPieceFn idToPiece = nullptr;
    HwSpmPieceToIdFn pieceToId = nullptr;
    HwSpmEncodeFn encode = nullptr;
    HwSpmDecodeFn decode = nullptr;
};

template <typename Fn> bool bind(void* handle, const char* name, Fn* target) {
    *target = reinterpret_cast<Fn>(dlsym(handle, name));
    return *target != nullptr;
}

const SentencePieceLibrary& library() {
    static SentencePieceLibrary lib;
    static std::once_flag once;
    std::call_once(once, [] {
        // RTLD_DEEPBIND keeps sentencepiece bound to its own protobuf copy instead of libtorch's.
        // AddressSanitizer refuses it (its interceptors must see every call); sanitized builds load the shim
        // without it.
        const QString module = QStringLiteral("headwater-spm.so");
        Text error;
        void* handle = openHelperModule(module, kIsolatedBinding, &error);
        if (!handle) {
            lib.error = error;
            return;
        }
        const bool ok =
            bind(handle, "hw_spm_load", &lib.load) && bind(handle, "hw_spm_free", &lib.free) &&
            bind(handle, "hw_spm_size", &lib.size) && bind(handle, "hw_spm_id_to_piece", &lib.idToPiece) &&
            bind(handle, "hw_spm_piece_to_id", &lib.pieceToId) &&
            bind(handle, "hw_spm_encode", &lib.encode) && bind(handle, "hw_spm_decode", &lib.decode);
        if (!ok)
            lib.error = Text::tr("%1 lacks an expected function; reinstall Headwater").arg(module);
    });
    return lib;
}

} // namespace

struct SentencePieceModelHandle {
    void* processor = nullptr;
    ~SentencePieceModelHandle() {
        if (processor)
            library().free(processor);
    }
};

Expected<bool> sentencePieceAvailable() {
    if (!library().error.isEmpty())
        return UserError{library().error, QStringLiteral("SentencePiece"),
                         Text::tr("build Headwater with libsentencepiece-dev installed")};
    return true;
}

Expected<std::shared_ptr<SentencePieceTokenizer>> SentencePieceTokenizer::load(const QString& modelPath,
                                                                               SpecialTokens specials) {
    Expected<bool> available = sentencePieceAvailable();
    if (!available)
        return available.error();
    if (!QFileInfo::exists(modelPath))
        return UserError{Text::tr("SentencePiece model not found"), modelPath,
                         Text::tr("give the .model file written by training")};
    Expected<bool> ordinary = checkOrdinaryFile(modelPath, FileKind::Vocabulary);
    if (!ordinary)
        return ordinary.error();
    char error[512] = {0};
    auto handle = std::make_shared<SentencePieceModelHandle>();
    handle->processor = library().load(QFile::encodeName(modelPath).constData(), error, sizeof error);
    if (!handle->processor)
        return UserError{Text::tr("cannot load the SentencePiece model (%1)").arg(QString::fromUtf8(error)),
                         modelPath, Text::tr("the file is damaged or not a SentencePiece model")};

    auto t = std::make_shared<SentencePieceTokenizer>();
    t->m_model = handle;
    t->m_modelPath = QFileInfo(modelPath).absoluteFilePath();
    t->m_specials = std::move(specials);
    const int n = library().size(handle->processor);
    char piece[1024];
    for (int id = 0; id < n; ++id) {
        const int length = library().idToPiece(handle->processor, id, piece, sizeof piece);
        t->m_pieces << (length >= 0 ? QString::fromUtf8(piece, length) : QString());
    }
    t->m_unkId = t->idOf(t->m_specials.unk);
    t->m_clsId = t->idOf(t->m_specials.cls);
    t->m_sepId = t->idOf(t->m_specials.sep);
    t->m_padId = t->idOf(t->m_specials.pad);
    t->m_maskId = t->idOf(t->m_specials.mask);
    t->m_layout = bertSequenceTemplate(*t);
    return t;
}

int SentencePieceTokenizer::vocabSize() const {
    return int(m_pieces.size());
}

QString SentencePieceTokenizer::tokenAt(int id) const {
    return m_pieces.value(id);
}

int SentencePieceTokenizer::idOf(const QString& piece) const {
    const int index = int(m_pieces.indexOf(piece));
    return index;
}

Encoding SentencePieceTokenizer::segment(const QString& text, int typeId) const {
    const QByteArray utf8 = text.toUtf8();
    // SentencePiece reports byte spans of the UTF-8 text; offsets count code points.
    const std::vector<int> codePointAt = codePointAtUtf8Bytes(utf8);

    std::vector<HwSpmPiece> pieces(size_t(utf8.size()) + 8);
    int n = library().encode(m_model->processor, utf8.constData(), int(utf8.size()), pieces.data(),
                             int(pieces.size()));
    if (n > int(pieces.size())) {
        pieces.resize(size_t(n));
        n = library().encode(m_model->processor, utf8.constData(), int(utf8.size()), pieces.data(), n);
    }
    Encoding out;
    int word = -1;
    for (int i = 0; i < std::max(0, n); ++i) {
        const HwSpmPiece& p = pieces[size_t(i)];
        const QString token = tokenAt(p.id);
        const bool special = p.id == m_clsId || p.id == m_sepId || p.id == m_maskId || p.id == m_padId;
        if (word < 0 || token.startsWith(QChar(0x2581)) || special)
            ++word; // "▁" marks the start of a word
        out.ids.push_back(p.id);
        out.tokens << token;
        out.typeIds.push_back(typeId);
        out.wordIds.push_back(word);
        out.offsets.emplace_back(codePointAt[std::min<size_t>(p.begin, utf8.size())],
                                 codePointAt[std::min<size_t>(p.end, utf8.size())]);
        out.specialTokensMask.push_back(special ? 1 : 0);
        out.attentionMask.push_back(1);
    }
    return out;
}

QString SentencePieceTokenizer::decode(const std::vector<int32_t>& ids) const {
    QByteArray out(int(ids.size()) * 16 + 64, '\0');
    int length =
        library().decode(m_model->processor, ids.data(), int(ids.size()), out.data(), int(out.size()));
    if (length < 0) {
        out.resize(int(ids.size()) * 64 + 1024);
        length =
            library().decode(m_model->processor, ids.data(), int(ids.size()), out.data(), int(out.size()));
    }
    return length < 0 ? QString() : QString::fromUtf8(out.constData(), length);
}

Expected<bool> SentencePieceTokenizer::save(const QString& directory) const {
    if (!QDir().mkpath(directory))
        return UserError{Text::tr("cannot create the tokenizer directory"), directory,
                         Text::tr("check permissions")};
    Expected<QByteArray> model = readOrdinaryFile(m_modelPath, FileKind::Vocabulary);
    if (!model)
        return UserError{Text::tr("cannot read the SentencePiece model"), m_modelPath,
                         Text::tr("check that it still exists")};
    Expected<bool> written =
        writeFileAtomically(QDir(directory).filePath(QStringLiteral("spm.model")), model.value());
    if (!written)
        return written;
    const QJsonObject config{{QStringLiteral("tokenizer_class"), QStringLiteral("SentencePiece")},
                             {QStringLiteral("unk_token"), m_specials.unk},
                             {QStringLiteral("cls_token"), m_specials.cls},
                             {QStringLiteral("sep_token"), m_specials.sep},
                             {QStringLiteral("pad_token"), m_specials.pad},
                             {QStringLiteral("mask_token"), m_specials.mask}};
    return writeFileAtomically(QDir(directory).filePath(QStringLiteral("tokenizer_config.json")),
                               QJsonDocument(config).toJson());
}

QByteArray SentencePieceTokenizer::segmentationSettings() const {
    Expected<QByteArray> model = readOrdinaryFile(m_modelPath, FileKind::Vocabulary);
    return model ? model.value() : m_modelPath.toUtf8();
}

} // namespace hw
