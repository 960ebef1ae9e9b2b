#include "core/tokenize/tokenizer_files.h"

#include "core/util/atomic_file.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hw {

namespace {

QJsonObject specialTemplate(const QString& token, int typeId) {
    return {{QStringLiteral("SpecialToken"),
             QJsonObject{{QStringLiteral("id"), token}, {QStringLiteral("type_id"), typeId}}}};
}

QJsonObject sequenceTemplate(const QString& id, int typeId) {
    return {{QStringLiteral("Sequence"),
             QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("type_id"), typeId}}}};
}

UserError badJson(const QString& path, const Text& what) {
    return {what, path,
            Text::tr("give a tokenizer.json of a BERT-style WordPiece tokenizer, as transformers saves it")};
}

} // namespace

QByteArray wordPieceTokenizerJson(const WordPieceTokenizer& t) {
    const WordPieceOptions& o = t.options();
    QJsonArray added;
    for (const QString& s : o.specials.all()) {
        const int id = t.vocab().idOf(s);
        if (id < 0)
            continue;
        added.append(QJsonObject{{QStringLiteral("id"), id},
                                 {QStringLiteral("content"), s},
                                 {QStringLiteral("single_word"), false},
                                 {QStringLiteral("lstrip"), false},
                                 {QStringLiteral("rstrip"), false},
                                 {QStringLiteral("normalized"), false},
                                 {QStringLiteral("special"), true}});
    }
    QJsonObject vocab;
    for (int i = 0; i < t.vocab().size(); ++i)
        vocab.insert(t.vocab().tokenAt(i), i);
    const QString cls = o.specials.cls, sep = o.specials.sep;
    QJsonObject specialTokens;
    for (const QString& s : {cls, sep})
        if (t.vocab().contains(s))
            specialTokens.insert(s, QJsonObject{{QStringLiteral("id"), s},
                                                {QStringLiteral("ids"), QJsonArray{t.vocab().idOf(s)}},
                                                {QStringLiteral("tokens"), QJsonArray{s}}});
    const QJsonObject root{
        {QStringLiteral("version"), QStringLiteral("1.0")},
        {QStringLiteral("truncation"), QJsonValue()},
        {QStringLiteral("padding"), QJsonValue()},
        {QStringLiteral("added_tokens"), added},
        {QStringLiteral("normalizer"),
         QJsonObject{{QStringLiteral("type"), QStringLiteral("BertNormalizer")},
                     {QStringLiteral("clean_text"), o.normalization.cleanText},
                     {QStringLiteral("handle_chinese_chars"), o.normalization.handleChineseChars},
                     {QStringLiteral("strip_accents"), o.normalization.stripAccents},
                     {QStringLiteral("lowercase"), o.normalization.lowercase}}},
        {QStringLiteral("pre_tokenizer"),
         QJsonObject{{QStringLiteral("type"), QStringLiteral("BertPreTokenizer")}}},
        {QStringLiteral("post_processor"),
         QJsonObject{{QStringLiteral("type"), QStringLiteral("TemplateProcessing")},
                     {QStringLiteral("single"),
                      QJsonArray{specialTemplate(cls, 0), sequenceTemplate(QStringLiteral("A"), 0),
                                 specialTemplate(sep, 0)}},
                     {QStringLiteral("pair"),
                      QJsonArray{specialTemplate(cls, 0), sequenceTemplate(QStringLiteral("A"), 0),
                                 specialTemplate(sep, 0), sequenceTemplate(QStringLiteral("B"), 1),
                                 specialTemplate(sep, 1)}},
                     {QStringLiteral("special_tokens"), specialTokens}}},
        {QStringLiteral("decoder"), QJsonObject{{QStringLiteral("type"), QStringLiteral("WordPiece")},
                                                {QStringLiteral("prefix"), o.continuingPrefix},
                                                {QStringLiteral("cleanup"), true}}},
        {QStringLiteral("model"),
         QJsonObject{{QStringLiteral("type"), QStringLiteral("WordPiece")},
                     {QStringLiteral("unk_token"), o.specials.unk},
                     {QStringLiteral("continuing_subword_prefix"), o.continuingPrefix},
                     {QStringLiteral("max_input_chars_per_word"), o.maxInputCharsPerWord},
                     {QStringLiteral("vocab"), vocab}}},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Expected<WordPieceTokenizer> readWordPieceTokenizerJson(const TokenizerJson& json, const QString& path) {
    const QJsonObject model = json.model();
    if (json.modelType() != QLatin1String("WordPiece"))
        return badJson(path, Text::tr("tokenizer model type '%1' is not WordPiece").arg(json.modelType()));

    WordPieceOptions options;
    const QJsonObject normalizer = json.root.value(QLatin1String("normalizer")).toObject();
    if (!normalizer.isEmpty() &&
        normalizer.value(QLatin1String("type")).toString() != QLatin1String("BertNormalizer"))
        return badJson(path, Text::tr("normalizer '%1' is not BertNormalizer")
                                 .arg(normalizer.value(QLatin1String("type")).toString()));
    options.normalization.cleanText = normalizer.value(QLatin1String("clean_text")).toBool(true);
    options.normalization.handleChineseChars =
        normalizer.value(QLatin1String("handle_chinese_chars")).toBool(true);
    options.normalization.lowercase = normalizer.value(QLatin1String("lowercase")).toBool(true);
    const QJsonValue strip = normalizer.value(QLatin1String("strip_accents"));
    options.normalization.stripAccents = strip.isBool() ? strip.toBool() : options.normalization.lowercase;
    options.specials.unk = model.value(QLatin1String("unk_token")).toString(options.specials.unk);
    options.continuingPrefix =
        model.value(QLatin1String("continuing_subword_prefix")).toString(QStringLiteral("##"));
    options.maxInputCharsPerWord = model.value(QLatin1String("max_input_chars_per_word")).toInt(100);

    // By id, every id from 0 to the last held by exactly one token.
    QStringList tokens(qsizetype(json.vocab.size()));
    std::vector<bool> held(json.vocab.size());
    for (const auto& [token, wholeId] : json.vocab) {
        const qint64 id = wholeId.value_or(-1);
        if (id < 0 || size_t(id) >= json.vocab.size())
            return badJson(path, Text::tr("vocabulary ids are not 0..%1 without gaps (id %2)")
                                     .arg(qsizetype(json.vocab.size()) - 1)
                                     .arg(id));
        if (held[size_t(id)])
            return badJson(
                path, Text::tr("tokens '%1' and '%2' have the same id %3").arg(tokens[id], token).arg(id));
        held[size_t(id)] = true;
        tokens[id] = token;
    }
    Expected<WordPieceVocab> vocab = WordPieceVocab::fromTokens(tokens, path);
    if (!vocab)
        return vocab.error();
    return WordPieceTokenizer::create(std::move(vocab.value()), options, path);
}

Expected<bool> saveWordPieceTokenizer(const WordPieceTokenizer& t, const QString& directory) {
    if (!QDir().mkpath(directory))
        return UserError{Text::tr("cannot create the tokenizer directory"), directory,
                         Text::tr("check permissions")};
    const QDir dir(directory);
    const WordPieceOptions& o = t.options();
    QByteArray vocabText;
    for (const QString& token : t.vocab().tokens())
        vocabText += token.toUtf8() + '\n';
    const QJsonObject specials{{QStringLiteral("unk_token"), o.specials.unk},
                               {QStringLiteral("sep_token"), o.specials.sep},
                               {QStringLiteral("pad_token"), o.specials.pad},
                               {QStringLiteral("cls_token"), o.specials.cls},
                               {QStringLiteral("mask_token"), o.specials.mask}};
    QJsonObject config = specials;
    config.insert(QStringLiteral("tokenizer_class"), QStringLiteral("BertTokenizer"));
    config.insert(QStringLiteral("do_lower_case"), o.normalization.lowercase);
    config.insert(QStringLiteral("strip_accents"), o.normalization.stripAccents);
    config.insert(QStringLiteral("tokenize_chinese_chars"), o.normalization.handleChineseChars);
    config.insert(QStringLiteral("model_max_length"), o.modelMaxLength);

    const std::pair<const char*, QByteArray> files[] = {
        {"vocab.txt", vocabText},
        {"tokenizer.json", wordPieceTokenizerJson(t)},
        {"tokenizer_config.json", QJsonDocument(config).toJson(QJsonDocument::Indented)},
        {"special_tokens_map.json", QJsonDocument(specials).toJson(QJsonDocument::Indented)},
    };
    for (const auto& [name, bytes] : files) {
        Expected<bool> written = writeFileAtomically(dir.filePath(QLatin1String(name)), bytes);
        if (!written)
            return written;
    }
    return true;
}

} // namespace hw
