// tokenizer.json of a byte-level BPE tokenizer: reading it as Hugging Face tokenizers does, and writing it.
#include "core/tokenize/byte_level_bpe_files.h"

#include "core/tokenize/tokenizer_config.h"
#include "core/util/json_numbers.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace hw {

namespace {

using Framing = ByteLevelBpeOptions::Framing;
using Piece = SequenceTemplate::Piece;

QString typeOf(const QJsonValue& component) {
    return component.toObject().value(QLatin1String("type")).toString();
}

UserError unsupported(const QString& path, const Text& what) {
    return {what, path,
            Text::tr("Headwater reads byte-level BPE tokenizers as RoBERTa, GPT-2 and ModernBERT ship them")};
}

Piece special(const QString& token, int id, int typeId) {
    Piece p;
    p.id = id;
    p.token = token;
    p.typeId = typeId;
    return p;
}

Piece sequence(int which, int typeId) {
    Piece p;
    p.sequence = which;
    p.typeId = typeId;
    return p;
}

// ["</s>", 2] as RobertaProcessing and BertProcessing name a token.
Piece namedToken(const QJsonValue& value) {
    const QJsonArray a = value.toArray();
    return special(a.at(0).toString(), int(jsonWholeNumber(a.at(1)).value_or(-1)), 0);
}

// One of TemplateProcessing's lists: {"SpecialToken": {"id", "type_id"}} / {"Sequence": {"id", "type_id"}}.
Expected<std::vector<Piece>> templatePieces(const QJsonArray& list, const QJsonObject& specialTokens,
                                            const QString& path) {
    std::vector<Piece> pieces;
    for (const QJsonValue& v : list) {
        const QJsonObject item = v.toObject();
        if (item.contains(QLatin1String("Sequence"))) {
            const QJsonObject s = item.value(QLatin1String("Sequence")).toObject();
            const int which = s.value(QLatin1String("id")).toString() == QLatin1String("B") ? 1 : 0;
            pieces.push_back(sequence(which, s.value(QLatin1String("type_id")).toInt()));
            continue;
        }
        const QJsonObject s = item.value(QLatin1String("SpecialToken")).toObject();
        const QString name = s.value(QLatin1String("id")).toString();
        const QJsonObject definition = specialTokens.value(name).toObject();
        const QJsonArray ids = definition.value(QLatin1String("ids")).toArray();
        const QJsonArray tokens = definition.value(QLatin1String("tokens")).toArray();
        if (ids.isEmpty() || ids.size() != tokens.size())
            return UserError{Text::tr("the post-processor's template names the special token '%1', which it "
                                      "does not define")
                                 .arg(name),
                             path, Text::tr("add the token to the template's special_tokens")};
        for (int i = 0; i < ids.size(); ++i)
            pieces.push_back(special(tokens.at(i).toString(), int(jsonWholeNumber(ids.at(i)).value_or(-1)),
                                     s.value(QLatin1String("type_id")).toInt()));
    }
    return pieces;
}

// The post-processor: how special tokens frame a text, and whether offsets are trimmed off spaces.
Expected<bool> readPostProcessor(const QJsonValue& json, const QString& path, ByteLevelBpeOptions* o) {
    o->framing = Framing::None;
    o->trimOffsets = false;
    o->layout.single = {sequence(0, 0)};
    o->layout.pair = {sequence(0, 0), sequence(1, 1)};
    QJsonArray steps;
    if (typeOf(json) == QLatin1String("Sequence"))
        steps = json.toObject().value(QLatin1String("processors")).toArray();
    else if (json.isObject())
        steps.append(json);
    for (const QJsonValue& step : steps) {
        const QJsonObject p = step.toObject();
        const QString type = typeOf(step);
        if (type == QLatin1String("ByteLevel") || type == QLatin1String("RobertaProcessing")) {
            o->trimOffsets = p.value(QLatin1String("trim_offsets")).toBool(true);
            o->trimAddPrefixSpace = p.value(QLatin1String("add_prefix_space")).toBool(true);
        }
        if (type == QLatin1String("RobertaProcessing") || type == QLatin1String("BertProcessing")) {
            const bool roberta = type == QLatin1String("RobertaProcessing");
            const Piece cls = namedToken(p.value(QLatin1String("cls")));
            const Piece sep = namedToken(p.value(QLatin1String("sep")));
            Piece sepB = sep;
            sepB.typeId = roberta ? 0 : 1;
            o->framing = roberta ? Framing::Roberta : Framing::Template;
            o->layout.single = {cls, sequence(0, 0), sep};
            o->layout.pair = roberta ? std::vector<Piece>{cls, sequence(0, 0), sep, sep, sequence(1, 0), sep}
                                     : std::vector<Piece>{cls, sequence(0, 0), sep, sequence(1, 1), sepB};
        } else if (type == QLatin1String("TemplateProcessing")) {
            const QJsonObject specials = p.value(QLatin1String("special_tokens")).toObject();
            Expected<std::vector<Piece>> single =
                templatePieces(p.value(QLatin1String("single")).toArray(), specials, path);
            if (!single)
                return single.error();
            Expected<std::vector<Piece>> pair =
                templatePieces(p.value(QLatin1String("pair")).toArray(), specials, path);
            if (!pair)
                return pair.error();
            o->framing = Framing::Template;
            o->layout.single = std::move(single.value());
            o->layout.pair = std::move(pair.value());
        } else if (type != QLatin1String("ByteLevel")) {
            return unsupported(path,
                               Text::tr("the tokenizer's post-processor '%1' is not supported").arg(type));
        }
    }
    return true;
}

// None, NFC, Lowercase, or NFC then Lowercase (alone or as the steps of a Sequence).
Expected<bool> readNormalizer(const QJsonValue& json, const QString& path, ByteLevelBpeOptions* o) {
    QJsonArray steps;
    if (typeOf(json) == QLatin1String("Sequence"))
        steps = json.toObject().value(QLatin1String("normalizers")).toArray();
    else if (json.isObject())
        steps.append(json);
    QStringList types;
    for (const QJsonValue& step : steps)
        types << typeOf(step);
    const QString nfc = QStringLiteral("NFC"), lowercase = QStringLiteral("Lowercase");
    if (types.isEmpty() || types == QStringList{nfc} || types == QStringList{lowercase} ||
        types == QStringList{nfc, lowercase}) {
        o->nfc = types.contains(nfc);
        o->lowercase = types.contains(lowercase);
        return true;
    }
    const QString type = steps.size() == 1 ? typeOf(steps.at(0)) : typeOf(json);
    return unsupported(path, Text::tr("the tokenizer's normalizer '%1' is not supported").arg(type));
}

QJsonValue normalizerJson(const ByteLevelBpeOptions& o) {
    QJsonArray steps;
    if (o.nfc)
        steps.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("NFC")}});
    if (o.lowercase)
        steps.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("Lowercase")}});
    if (steps.size() < 2)
        return steps.isEmpty() ? QJsonValue() : steps.at(0);
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("Sequence")},
                       {QStringLiteral("normalizers"), steps}};
}

Expected<bool> readPreTokenizer(const QJsonValue& json, const QString& path, ByteLevelBpeOptions* o) {
    QJsonValue byteLevel = json;
    if (typeOf(json) == QLatin1String("Sequence")) {
        const QJsonArray steps = json.toObject().value(QLatin1String("pretokenizers")).toArray();
        byteLevel = steps.size() == 1 ? steps.at(0) : QJsonValue();
    }
    if (typeOf(byteLevel) != QLatin1String("ByteLevel"))
        return unsupported(path, Text::tr("the tokenizer's pre-tokenizer '%1' is not ByteLevel")
                                     .arg(typeOf(json).isEmpty() ? QStringLiteral("null") : typeOf(json)));
    o->addPrefixSpace = byteLevel.toObject().value(QLatin1String("add_prefix_space")).toBool(true);
    o->useRegex = byteLevel.toObject().value(QLatin1String("use_regex")).toBool(true);
    return true;
}

// Settings of tokenizers' BPE that byte-level tokenizers leave off; Headwater refuses them rather than cut
// texts differently.
Expected<bool> checkModelSettings(const QJsonObject& model, const QString& path) {
    const QJsonValue dropout = model.value(QLatin1String("dropout"));
    const bool used = !(dropout.isNull() || dropout.isUndefined() || dropout.toDouble() == 0.0) ||
                      model.value(QLatin1String("byte_fallback")).toBool(false) ||
                      !model.value(QLatin1String("continuing_subword_prefix")).toString().isEmpty() ||
                      !model.value(QLatin1String("end_of_word_suffix")).toString().isEmpty();
    if (used)
        return UserError{
            Text::tr("the BPE model uses dropout, byte_fallback or a subword prefix or suffix, which "
                     "byte-level BPE does not"),
            path, Text::tr("give a byte-level BPE tokenizer.json (RoBERTa, GPT-2 or ModernBERT style)")};
    return true;
}

// Which tokens are [UNK], [CLS], [SEP], [PAD] and [MASK] when no config says: the template's first and last
// special tokens, the model's unknown token, and added tokens of the usual names.
void inferSpecials(const ByteLevelBpeOptions& o, const QString& unkToken, SpecialTokens* s) {
    std::vector<Piece> specials;
    for (const Piece& p : o.layout.single)
        if (p.sequence < 0)
            specials.push_back(p);
    *s = SpecialTokens{QString(), QString(), QString(), QString(), QString()};
    if (!specials.empty()) {
        s->cls = specials.front().token;
        s->sep = specials.back().token;
    }
    s->unk = unkToken;
    for (const AddedToken& a : o.addedTokens) {
        const QString c = a.content;
        if (s->unk.isEmpty() && (c == QLatin1String("<unk>") || c == QLatin1String("[UNK]")))
            s->unk = c;
        if (c == QLatin1String("<pad>") || c == QLatin1String("[PAD]"))
            s->pad = c;
        if (c == QLatin1String("<mask>") || c == QLatin1String("[MASK]"))
            s->mask = c;
    }
}

QJsonObject addedTokenJson(const AddedToken& a) {
    return {{QStringLiteral("id"), a.id},
            {QStringLiteral("content"), a.content},
            {QStringLiteral("single_word"), a.singleWord},
            {QStringLiteral("lstrip"), a.lstrip},
            {QStringLiteral("rstrip"), a.rstrip},
            {QStringLiteral("normalized"), a.normalized},
            {QStringLiteral("special"), a.special}};
}

QJsonArray templateJson(const std::vector<Piece>& pieces, QJsonObject* specialTokens) {
    QJsonArray out;
    for (const Piece& p : pieces) {
        if (p.sequence >= 0) {
            out.append(QJsonObject{
                {QStringLiteral("Sequence"), QJsonObject{{QStringLiteral("id"), p.sequence == 0 ? "A" : "B"},
                                                         {QStringLiteral("type_id"), p.typeId}}}});
            continue;
        }
        out.append(QJsonObject{
            {QStringLiteral("SpecialToken"),
             QJsonObject{{QStringLiteral("id"), p.token}, {QStringLiteral("type_id"), p.typeId}}}});
        specialTokens->insert(p.token, QJsonObject{{QStringLiteral("id"), p.token},
                                                   {QStringLiteral("ids"), QJsonArray{p.id}},
                                                   {QStringLiteral("tokens"), QJsonArray{p.token}}});
    }
    return out;
}

QJsonValue postProcessorJson(const ByteLevelBpeOptions& o) {
    const QJsonObject byteLevel{{QStringLiteral("type"), QStringLiteral("ByteLevel")},
                                {QStringLiteral("add_prefix_space"), o.trimAddPrefixSpace},
                                {QStringLiteral("trim_offsets"), true},
                                {QStringLiteral("use_regex"), true}};
    if (o.framing == Framing::Roberta) {
        const Piece& cls = o.layout.single.front();
        const Piece& sep = o.layout.single.back();
        return QJsonObject{{QStringLiteral("type"), QStringLiteral("RobertaProcessing")},
                           {QStringLiteral("sep"), QJsonArray{sep.token, sep.id}},
                           {QStringLiteral("cls"), QJsonArray{cls.token, cls.id}},
                           {QStringLiteral("trim_offsets"), o.trimOffsets},
                           {QStringLiteral("add_prefix_space"), o.trimAddPrefixSpace}};
    }
    if (o.framing == Framing::None)
        return o.trimOffsets ? QJsonValue(byteLevel) : QJsonValue();
    QJsonObject specialTokens;
    QJsonObject templateProcessing{{QStringLiteral("type"), QStringLiteral("TemplateProcessing")}};
    templateProcessing.insert(QStringLiteral("single"), templateJson(o.layout.single, &specialTokens));
    templateProcessing.insert(QStringLiteral("pair"), templateJson(o.layout.pair, &specialTokens));
    templateProcessing.insert(QStringLiteral("special_tokens"), specialTokens);
    if (!o.trimOffsets)
        return templateProcessing;
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("Sequence")},
                       {QStringLiteral("processors"), QJsonArray{byteLevel, templateProcessing}}};
}

QJsonObject modelJson(const BpeModel& m) {
    QJsonObject vocab;
    for (int id = 0; id < m.size(); ++id)
        if (!m.tokenAt(id).isNull())
            vocab.insert(m.tokenAt(id), id);
    // "a b" strings, which every tokenizers version reads, unless a token holds a space.
    QJsonArray merges;
    const std::vector<std::pair<int, int>> pairs = m.mergesInRankOrder();
    const bool spaced = std::any_of(pairs.begin(), pairs.end(), [&m](const std::pair<int, int>& p) {
        return m.tokenAt(p.first).contains(QLatin1Char(' ')) ||
               m.tokenAt(p.second).contains(QLatin1Char(' '));
    });
    for (const auto& [left, right] : pairs)
        merges.append(spaced ? QJsonValue(QJsonArray{m.tokenAt(left), m.tokenAt(right)})
                             : QJsonValue(m.tokenAt(left) + QLatin1Char(' ') + m.tokenAt(right)));
    const BpeModel::Options& o = m.options();
    return {{QStringLiteral("type"), QStringLiteral("BPE")},
            {QStringLiteral("dropout"), QJsonValue()},
            {QStringLiteral("unk_token"), o.unkToken.isEmpty() ? QJsonValue() : QJsonValue(o.unkToken)},
            {QStringLiteral("continuing_subword_prefix"), QJsonValue()},
            {QStringLiteral("end_of_word_suffix"), QJsonValue()},
            {QStringLiteral("fuse_unk"), o.fuseUnk},
            {QStringLiteral("byte_fallback"), false},
            {QStringLiteral("ignore_merges"), o.ignoreMerges},
            {QStringLiteral("vocab"), vocab},
            {QStringLiteral("merges"), merges}};
}

} // namespace

Expected<ByteLevelBpeTokenizer> readByteLevelBpeTokenizerJson(const TokenizerJson& json, const QString& path,
                                                              const QString& configFolder) {
    const QJsonObject& root = json.root;
    const QJsonObject model = json.model();
    if (json.modelType() != QLatin1String("BPE"))
        return unsupported(path, Text::tr("tokenizer model type '%1' is not BPE").arg(json.modelType()));
    ByteLevelBpeOptions options;
    Expected<bool> normalizer = readNormalizer(root.value(QLatin1String("normalizer")), path, &options);
    if (!normalizer)
        return normalizer.error();
    Expected<bool> settings = checkModelSettings(model, path);
    if (!settings)
        return settings.error();

    Expected<bool> pre = readPreTokenizer(root.value(QLatin1String("pre_tokenizer")), path, &options);
    if (!pre)
        return pre.error();
    Expected<bool> post = readPostProcessor(root.value(QLatin1String("post_processor")), path, &options);
    if (!post)
        return post.error();
    for (const QJsonValue& v : root.value(QLatin1String("added_tokens")).toArray()) {
        const QJsonObject a = v.toObject();
        const std::optional<qint64> id = jsonWholeNumber(a.value(QLatin1String("id")));
        if (!id || !a.value(QLatin1String("content")).isString())
            return UserError{Text::tr("an added token has no content or id"), path,
                             Text::tr("give each entry of added_tokens a content and an id")};
        options.addedTokens.push_back(
            bpe_files::addedTokenFrom(a, int(std::clamp<qint64>(*id, -1, 1 << 30))));
    }

    BpeModel::Options modelOptions;
    modelOptions.unkToken = model.value(QLatin1String("unk_token")).toString();
    modelOptions.fuseUnk = model.value(QLatin1String("fuse_unk")).toBool(false);
    modelOptions.ignoreMerges = model.value(QLatin1String("ignore_merges")).toBool(false);
    Expected<std::vector<QString>> tokens = bpe_files::vocabularyById(json.vocab, path);
    if (!tokens)
        return tokens.error();
    BpeModel bpe(std::move(tokens.value()), modelOptions);
    for (size_t i = 0; i < json.merges.size(); ++i) {
        Expected<bool> added = bpe_files::addMerge(
            bpe, json.merges[i], [&] { return Text::tr("%1 (merge %2)").arg(path).arg(i + 1); });
        if (!added)
            return added.error();
    }

    inferSpecials(options, modelOptions.unkToken, &options.specials);
    Expected<QJsonObject> configs = bpe_files::readTokenizerSettings(configFolder);
    if (!configs)
        return configs.error();
    bpe_files::readSpecialTokens(configs.value(), &options.specials);
    options.modelMaxLength = readModelMaxLength(configFolder).value_or(512);
    return ByteLevelBpeTokenizer::create(std::move(bpe), std::move(options), path);
}

QByteArray byteLevelBpeTokenizerJson(const ByteLevelBpeTokenizer& t) {
    const ByteLevelBpeOptions& o = t.options();
    std::vector<AddedToken> added = o.addedTokens;
    std::sort(added.begin(), added.end(),
              [](const AddedToken& a, const AddedToken& b) { return a.id < b.id; });
    QJsonArray addedJson;
    for (const AddedToken& a : added)
        addedJson.append(addedTokenJson(a));
    const QJsonObject byteLevel{{QStringLiteral("type"), QStringLiteral("ByteLevel")},
                                {QStringLiteral("add_prefix_space"), o.addPrefixSpace},
                                {QStringLiteral("trim_offsets"), true},
                                {QStringLiteral("use_regex"), o.useRegex}};
    const QJsonObject decoder{{QStringLiteral("type"), QStringLiteral("ByteLevel")},
                              {QStringLiteral("add_prefix_space"), true},
                              {QStringLiteral("trim_offsets"), true},
                              {QStringLiteral("use_regex"), true}};
    const QJsonObject root{{QStringLiteral("version"), QStringLiteral("1.0")},
                           {QStringLiteral("truncation"), QJsonValue()},
                           {QStringLiteral("padding"), QJsonValue()},
                           {QStringLiteral("added_tokens"), addedJson},
                           {QStringLiteral("normalizer"), normalizerJson(o)},
                           {QStringLiteral("pre_tokenizer"), byteLevel},
                           {QStringLiteral("post_processor"), postProcessorJson(o)},
                           {QStringLiteral("decoder"), decoder},
                           {QStringLiteral("model"), modelJson(t.model())}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace hw
