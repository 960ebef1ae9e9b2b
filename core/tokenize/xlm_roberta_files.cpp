// XLM-RoBERTa's tokenizer files (sentencepiece.bpe.model or tokenizer.json, with tokenizer_config.json and
// special_tokens_map.json), read as transformers' XLMRobertaTokenizer reads them.
#include "core/tokenize/xlm_roberta_files.h"

#include "core/tokenize/byte_level_bpe_files.h"
#include "core/tokenize/sentencepiece_model_proto.h"
#include "core/tokenize/tokenizer_config.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

#include <map>

namespace hw {

namespace {

using Entry = UnigramModel::Entry;

// The special tokens transformers reads from a config, in the order it adds them.
const char* const kRoleFields[] = {"bos_token", "eos_token", "unk_token", "sep_token",
                                   "pad_token", "cls_token", "mask_token"};

// fairseq's dictionary puts these four first, where SentencePiece has <unk> <s> </s>.
constexpr int kFairseqUnkId = 3;

XlmRobertaOptions optionsFrom(const QJsonObject& settings, const QString& folder) {
    XlmRobertaOptions o;
    bpe_files::readSpecialTokens(settings, &o.specials);
    if (settings.contains(QLatin1String("bos_token")))
        o.bos = bpe_files::specialTokenContent(settings.value(QLatin1String("bos_token")));
    if (settings.contains(QLatin1String("eos_token")))
        o.eos = bpe_files::specialTokenContent(settings.value(QLatin1String("eos_token")));
    o.addPrefixSpace = settings.value(QLatin1String("add_prefix_space")).toBool(true);
    o.modelMaxLength = readModelMaxLength(folder).value_or(512);
    return o;
}

QString roleContent(const XlmRobertaOptions& o, int role) {
    const QString contents[] = {o.bos,          o.eos,          o.specials.unk, o.specials.sep,
                                o.specials.pad, o.specials.cls, o.specials.mask};
    return contents[role];
}

// Adds `t` unless a token with its content is there already (the first source to name a token gives its
// flags).
void addOnce(std::vector<AddedToken>& tokens, const AddedToken& t) {
    if (t.content.isEmpty())
        return;
    for (const AddedToken& existing : tokens)
        if (existing.content == t.content)
            return;
    tokens.push_back(t);
}

// The added tokens transformers gives XLMRobertaTokenizer: tokenizer_config.json's added_tokens_decoder where
// it has one, else tokenizer.json's added_tokens; then the special tokens the configs name (flags where a
// config gives them as objects); then the extra special tokens, and a SentencePiece model's control and
// user-defined pieces. Each takes the id of its content in the vocabulary, or the next id after it.
std::vector<AddedToken> addedTokensFrom(const QJsonObject& settings, const QJsonArray& tokenizerJsonAdded,
                                        const XlmRobertaOptions& o,
                                        const std::vector<AddedToken>& pieceTokens,
                                        const UnigramModel& model) {
    std::vector<AddedToken> tokens;
    const QJsonValue decoder = settings.value(QLatin1String("added_tokens_decoder"));
    if (decoder.isObject()) {
        std::map<int, QJsonObject> byId;
        const QJsonObject d = decoder.toObject();
        for (auto it = d.begin(); it != d.end(); ++it)
            byId.emplace(it.key().toInt(), it.value().toObject());
        for (const auto& [id, entry] : byId)
            addOnce(tokens, bpe_files::addedTokenFrom(entry, id));
    } else {
        for (const QJsonValue& v : tokenizerJsonAdded)
            addOnce(tokens, bpe_files::addedTokenFrom(v.toObject(), -1));
    }
    for (int role = 0; role < int(std::size(kRoleFields)); ++role) {
        const QJsonValue v = settings.value(QLatin1String(kRoleFields[role]));
        AddedToken t = v.isObject() ? bpe_files::addedTokenFrom(v.toObject(), -1)
                                    : AddedToken::specialToken(roleContent(o, role), -1);
        t.special = true;
        addOnce(tokens, t);
    }
    for (const char* field : {"extra_special_tokens", "additional_special_tokens"})
        for (const QJsonValue& v : settings.value(QLatin1String(field)).toArray()) {
            AddedToken t = v.isObject() ? bpe_files::addedTokenFrom(v.toObject(), -1)
                                        : AddedToken::specialToken(v.toString(), -1);
            t.special = true;
            addOnce(tokens, t);
        }
    for (const AddedToken& t : pieceTokens)
        addOnce(tokens, t);
    int next = model.size();
    for (AddedToken& t : tokens) {
        const int id = model.idOf(t.content);
        t.id = id >= 0 ? id : next++;
    }
    return tokens;
}

// tokenizer.json's added_tokens beside a SentencePiece model, which transformers reads for the special
// tokens' flags when tokenizer_config.json does not give them.
Expected<QJsonArray> tokenizerJsonAddedTokens(const QJsonObject& settings, const QString& folder) {
    const QString path = QDir(folder).filePath(QStringLiteral("tokenizer.json"));
    if (settings.contains(QLatin1String("added_tokens_decoder")) || !QFileInfo::exists(path))
        return QJsonArray();
    Expected<TokenizerJson> json = readTokenizerJson(path);
    if (!json)
        return json.error();
    return json->root.value(QLatin1String("added_tokens")).toArray();
}

Expected<XlmRobertaTokenizer> assemble(std::vector<Entry> vocab, const QByteArray& charsmap,
                                       const QJsonObject& settings, const QJsonArray& tokenizerJsonAdded,
                                       const std::vector<AddedToken>& pieceTokens, XlmRobertaOptions options,
                                       const QString& where) {
    Expected<UnigramModel> model = UnigramModel::create(std::move(vocab), kFairseqUnkId, where);
    if (!model)
        return model.error();
    Expected<PrecompiledNormalizer> normalizer = PrecompiledNormalizer::fromCharsmap(charsmap, where);
    if (!normalizer)
        return normalizer.error();
    options.addedTokens = addedTokensFrom(settings, tokenizerJsonAdded, options, pieceTokens, model.value());
    return XlmRobertaTokenizer::create(std::move(model.value()), std::move(normalizer.value()),
                                       std::move(options), where);
}

// The Precompiled normaliser's character map, alone or in a Sequence; empty where there is none.
Expected<QByteArray> charsmapOf(const QJsonValue& normalizer, const QString& path) {
    QJsonArray steps;
    if (normalizer.toObject().value(QLatin1String("type")).toString() == QLatin1String("Sequence"))
        steps = normalizer.toObject().value(QLatin1String("normalizers")).toArray();
    else if (normalizer.isObject())
        steps.append(normalizer);
    for (const QJsonValue& step : steps) {
        if (step.toObject().value(QLatin1String("type")).toString() != QLatin1String("Precompiled"))
            continue;
        const QByteArray base64 =
            step.toObject().value(QLatin1String("precompiled_charsmap")).toString().toLatin1();
        const QByteArray::FromBase64Result decoded =
            QByteArray::fromBase64Encoding(base64, QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            return UserError{Text::tr("the Precompiled normaliser's precompiled_charsmap is not base64"),
                             path, Text::tr("the file is damaged; save it again from the tokenizer")};
        return decoded.decoded;
    }
    return QByteArray();
}

} // namespace

Expected<bool> namesXlmRobertaTokenizer(const QString& folder) {
    const QDir dir(folder);
    Expected<QJsonObject> config = bpe_files::readJsonObjectFile(
        dir.filePath(QStringLiteral("tokenizer_config.json")), FileKind::Settings, true);
    if (!config)
        return config.error();
    const QString name = config->value(QLatin1String("tokenizer_class")).toString();
    if (!name.isEmpty())
        return name == QLatin1String("XLMRobertaTokenizer") ||
               name == QLatin1String("XLMRobertaTokenizerFast");
    Expected<QJsonObject> model =
        bpe_files::readJsonObjectFile(dir.filePath(QStringLiteral("config.json")), FileKind::Settings, true);
    if (!model)
        return model.error();
    return model->value(QLatin1String("model_type")).toString() == QLatin1String("xlm-roberta");
}

Expected<XlmRobertaTokenizer> readXlmRobertaSentencePiece(const QString& modelPath,
                                                          const QString& configFolder) {
    Expected<QByteArray> bytes = readOrdinaryFile(modelPath, FileKind::Vocabulary);
    if (!bytes)
        return bytes.error();
    Expected<SentencePieceModelProto> proto = SentencePieceModelProto::parse(bytes.value(), modelPath);
    if (!proto)
        return proto.error();
    if (proto->pieces.size() < 3)
        return UserError{
            Text::tr("the SentencePiece model has %1 pieces; XLM-RoBERTa's begins with <unk>, <s> "
                     "and </s>")
                .arg(int(proto->pieces.size())),
            modelPath, Text::tr("give the sentencepiece.bpe.model of an XLM-RoBERTa model")};
    Expected<QJsonObject> settings = bpe_files::readTokenizerSettings(configFolder);
    if (!settings)
        return settings.error();
    Expected<QJsonArray> jsonAdded = tokenizerJsonAddedTokens(settings.value(), configFolder);
    if (!jsonAdded)
        return jsonAdded.error();
    XlmRobertaOptions options = optionsFrom(settings.value(), configFolder);
    // fairseq's ids: <s> <pad> </s> <unk>, SentencePiece's pieces from its id 3 on, <mask> last.
    // SentencePiece's own <unk> <s> </s> (ids 0 to 2) give way to fairseq's.
    std::vector<Entry> vocab = {
        {options.bos, 0}, {options.specials.pad, 0}, {options.eos, 0}, {options.specials.unk, 0}};
    std::vector<AddedToken> pieceTokens;
    using Type = SentencePieceModelProto::PieceType;
    for (size_t i = 0; i < proto->pieces.size(); ++i) {
        const SentencePieceModelProto::Piece& p = proto->pieces[i];
        if (i >= 3)
            vocab.push_back({p.text, double(p.score)});
        if (p.type == Type::Control || p.type == Type::UserDefined) {
            AddedToken t = AddedToken::specialToken(p.text, -1);
            t.special = p.type == Type::Control;
            pieceTokens.push_back(t);
        }
    }
    vocab.push_back({options.specials.mask, 0});
    options.sentencePieceModel = bytes.value();
    return assemble(std::move(vocab), proto->precompiledCharsmap, settings.value(), jsonAdded.value(),
                    pieceTokens, std::move(options), modelPath);
}

Expected<XlmRobertaTokenizer> readXlmRobertaTokenizerJson(const TokenizerJson& json, const QString& path,
                                                          const QString& configFolder) {
    const QJsonObject& root = json.root;
    const QString type = json.modelType();
    if (type != QLatin1String("Unigram"))
        return UserError{
            Text::tr("the folder names XLM-RoBERTa's tokenizer, but tokenizer.json holds a %1 model")
                .arg(type.isEmpty() ? QStringLiteral("?") : type),
            path, Text::tr("XLM-RoBERTa's tokenizer.json holds a Unigram model; give the model's own files")};
    std::vector<Entry> vocab;
    vocab.reserve(json.scoredVocab.size());
    for (size_t i = 0; i < json.scoredVocab.size(); ++i) {
        if (!json.scoredVocab[i])
            return UserError{
                Text::tr("entry %1 of the Unigram vocabulary is not a [piece, score] pair").arg(i), path,
                Text::tr("the file is damaged; save it again from the tokenizer")};
        vocab.push_back({json.scoredVocab[i]->first, json.scoredVocab[i]->second});
    }
    if (vocab.size() <= kFairseqUnkId)
        return UserError{
            Text::tr("the Unigram vocabulary has %1 pieces; XLM-RoBERTa's begins with <s>, <pad>, "
                     "</s> and <unk>")
                .arg(int(vocab.size())),
            path, Text::tr("give the tokenizer.json of an XLM-RoBERTa model")};
    Expected<QByteArray> charsmap = charsmapOf(root.value(QLatin1String("normalizer")), path);
    if (!charsmap)
        return charsmap.error();
    Expected<QJsonObject> settings = bpe_files::readTokenizerSettings(configFolder);
    if (!settings)
        return settings.error();
    return assemble(std::move(vocab), charsmap.value(), settings.value(),
                    root.value(QLatin1String("added_tokens")).toArray(), {},
                    optionsFrom(settings.value(), configFolder), path);
}

} // namespace hw
