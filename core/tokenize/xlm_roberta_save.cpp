// Writing XLM-RoBERTa's tokenizer as transformers' XLMRobertaTokenizer saves it, so that AutoTokenizer (and
// the tokenizers library on tokenizer.json) read the folder back to the same encodings.
#include "core/tokenize/sentencepiece_model_proto.h"
#include "core/tokenize/xlm_roberta_files.h"
#include "core/util/atomic_file.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace hw {

namespace {

QJsonObject addedTokenJson(const AddedToken& a) {
    return {{QStringLiteral("content"), a.content},       {QStringLiteral("single_word"), a.singleWord},
            {QStringLiteral("lstrip"), a.lstrip},         {QStringLiteral("rstrip"), a.rstrip},
            {QStringLiteral("normalized"), a.normalized}, {QStringLiteral("special"), a.special}};
}

QJsonObject metaspace(bool addPrefixSpace) {
    return {{QStringLiteral("type"), QStringLiteral("Metaspace")},
            {QStringLiteral("replacement"), QStringLiteral("\u2581")},
            {QStringLiteral("prepend_scheme"),
             addPrefixSpace ? QStringLiteral("always") : QStringLiteral("never")},
            {QStringLiteral("split"), true}};
}

QJsonObject templateProcessing(const XlmRobertaTokenizer& t) {
    const QString bos = t.options().bos, eos = t.options().eos;
    auto special = [](const QString& token) {
        return QJsonObject{{QStringLiteral("SpecialToken"),
                            QJsonObject{{QStringLiteral("id"), token}, {QStringLiteral("type_id"), 0}}}};
    };
    auto sequence = [](const char* which) {
        return QJsonObject{
            {QStringLiteral("Sequence"),
             QJsonObject{{QStringLiteral("id"), QLatin1String(which)}, {QStringLiteral("type_id"), 0}}}};
    };
    QJsonObject specials;
    for (const QString& token : {bos, eos})
        specials.insert(token, QJsonObject{{QStringLiteral("id"), token},
                                           {QStringLiteral("ids"), QJsonArray{t.idOf(token)}},
                                           {QStringLiteral("tokens"), QJsonArray{token}}});
    return {{QStringLiteral("type"), QStringLiteral("TemplateProcessing")},
            {QStringLiteral("single"), QJsonArray{special(bos), sequence("A"), special(eos)}},
            {QStringLiteral("pair"), QJsonArray{special(bos), sequence("A"), special(eos), special(eos),
                                                sequence("B"), special(eos)}},
            {QStringLiteral("special_tokens"), specials}};
}

QJsonObject tokenizerConfig(const XlmRobertaTokenizer& t) {
    const XlmRobertaOptions& o = t.options();
    QJsonObject config{{QStringLiteral("tokenizer_class"), QStringLiteral("XLMRobertaTokenizer")},
                       {QStringLiteral("add_prefix_space"), o.addPrefixSpace},
                       {QStringLiteral("model_max_length"), o.modelMaxLength}};
    const std::pair<const char*, QString> roles[] = {
        {"bos_token", o.bos},           {"eos_token", o.eos},          {"unk_token", o.specials.unk},
        {"sep_token", o.specials.sep},  {"pad_token", o.specials.pad}, {"cls_token", o.specials.cls},
        {"mask_token", o.specials.mask}};
    for (const auto& [field, token] : roles)
        if (!token.isEmpty() && t.idOf(token) >= 0)
            config.insert(QLatin1String(field), token);
    QJsonObject decoder;
    for (const AddedToken& a : o.addedTokens)
        decoder.insert(QString::number(a.id), addedTokenJson(a));
    config.insert(QStringLiteral("added_tokens_decoder"), decoder);
    return config;
}

// A SentencePiece piece type that tells transformers to add the piece as a token of its own, as XLM-R's
// <s> and </s> are (control), or to leave it to the model.
SentencePieceModelProto::PieceType pieceTypeOf(const XlmRobertaTokenizer& t, int id) {
    for (const AddedToken& a : t.options().addedTokens)
        if (a.id == id && a.special)
            return SentencePieceModelProto::PieceType::Control;
        else if (a.id == id && !a.normalized)
            return SentencePieceModelProto::PieceType::UserDefined;
    return SentencePieceModelProto::PieceType::Normal;
}

} // namespace

QByteArray xlmRobertaTokenizerJson(const XlmRobertaTokenizer& t) {
    const UnigramModel& m = t.model();
    QJsonArray added, vocab;
    for (const AddedToken& a : t.options().addedTokens) {
        QJsonObject entry = addedTokenJson(a);
        entry.insert(QStringLiteral("id"), a.id);
        added.append(entry);
    }
    for (int id = 0; id < m.size(); ++id)
        vocab.append(QJsonArray{m.pieceAt(id), m.scoreAt(id)});
    const QByteArray charsmap = t.normalizer().charsmap();
    const QJsonValue normalizer =
        charsmap.isEmpty()
            ? QJsonValue()
            : QJsonObject{{QStringLiteral("type"), QStringLiteral("Precompiled")},
                          {QStringLiteral("precompiled_charsmap"), QString::fromLatin1(charsmap.toBase64())}};
    const QJsonObject preTokenizer{
        {QStringLiteral("type"), QStringLiteral("Sequence")},
        {QStringLiteral("pretokenizers"),
         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("WhitespaceSplit")}},
                    metaspace(t.options().addPrefixSpace)}}};
    const QJsonObject root{
        {QStringLiteral("version"), QStringLiteral("1.0")},
        {QStringLiteral("truncation"), QJsonValue()},
        {QStringLiteral("padding"), QJsonValue()},
        {QStringLiteral("added_tokens"), added},
        {QStringLiteral("normalizer"), normalizer},
        {QStringLiteral("pre_tokenizer"), preTokenizer},
        {QStringLiteral("post_processor"), templateProcessing(t)},
        {QStringLiteral("decoder"), metaspace(t.options().addPrefixSpace)},
        {QStringLiteral("model"), QJsonObject{{QStringLiteral("type"), QStringLiteral("Unigram")},
                                              {QStringLiteral("unk_id"), m.unkId()},
                                              {QStringLiteral("vocab"), vocab},
                                              {QStringLiteral("byte_fallback"), false}}}};
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

QByteArray xlmRobertaSentencePieceModel(const XlmRobertaTokenizer& t) {
    const XlmRobertaOptions& o = t.options();
    if (!o.sentencePieceModel.isEmpty())
        return o.sentencePieceModel;
    // fairseq's layout undone: its <s> <pad> </s> <unk> and <mask> go, SentencePiece's <unk> <s> </s> come
    // first. A model's scores are single-precision floats; a vocabulary whose scores are not is left to
    // tokenizer.json, which keeps them whole.
    const UnigramModel& m = t.model();
    const int n = m.size();
    if (n < 5 || m.pieceAt(0) != o.bos || m.pieceAt(1) != o.specials.pad || m.pieceAt(2) != o.eos ||
        m.pieceAt(3) != o.specials.unk || m.pieceAt(n - 1) != o.specials.mask)
        return {};
    using Type = SentencePieceModelProto::PieceType;
    SentencePieceModelProto proto;
    proto.pieces = {{o.specials.unk, 0, Type::Unknown}, {o.bos, 0, Type::Control}, {o.eos, 0, Type::Control}};
    for (int id = 4; id < n - 1; ++id) {
        const float score = float(m.scoreAt(id));
        if (double(score) != m.scoreAt(id))
            return {};
        proto.pieces.push_back({m.pieceAt(id), score, pieceTypeOf(t, id)});
    }
    proto.precompiledCharsmap = t.normalizer().charsmap();
    proto.normalizerName =
        proto.precompiledCharsmap.isEmpty() ? QStringLiteral("identity") : QStringLiteral("nmt_nfkc");
    return proto.serialize();
}

Expected<bool> XlmRobertaTokenizer::save(const QString& directory) const {
    if (!QDir().mkpath(directory))
        return UserError{Text::tr("cannot create the tokenizer directory"), directory,
                         Text::tr("check permissions")};
    const QDir dir(directory);
    const QJsonObject config = tokenizerConfig(*this);
    QJsonObject specials;
    for (const char* field :
         {"bos_token", "eos_token", "unk_token", "sep_token", "pad_token", "cls_token", "mask_token"})
        if (config.contains(QLatin1String(field)))
            specials.insert(QLatin1String(field), config.value(QLatin1String(field)));
    std::vector<std::pair<QString, QByteArray>> files = {
        {QStringLiteral("tokenizer.json"), xlmRobertaTokenizerJson(*this)},
        {QStringLiteral("tokenizer_config.json"), QJsonDocument(config).toJson(QJsonDocument::Indented)},
        {QStringLiteral("special_tokens_map.json"), QJsonDocument(specials).toJson(QJsonDocument::Indented)}};
    const QByteArray model = xlmRobertaSentencePieceModel(*this);
    if (!model.isEmpty())
        files.emplace_back(QStringLiteral("sentencepiece.bpe.model"), model);
    for (const auto& [name, bytes] : files) {
        Expected<bool> written = writeFileAtomically(dir.filePath(name), bytes);
        if (!written)
            return written;
    }
    return true;
}

} // namespace hw
