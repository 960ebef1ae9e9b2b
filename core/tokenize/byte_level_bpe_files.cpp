// vocab.json, merges.txt and the tokenizer configs of a byte-level BPE tokenizer: reading them as
// transformers' RobertaTokenizer does, and writing a folder transformers' AutoTokenizer loads to the same
// encodings.
#include "core/tokenize/byte_level_bpe_files.h"

#include "core/tokenize/tokenizer_config.h"
#include "core/util/atomic_file.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringDecoder>

namespace hw {

namespace {

constexpr int kMaxTokenId = 1 << 24;

const char* const kRoleFields[] = {"bos_token", "eos_token", "unk_token", "sep_token",
                                   "pad_token", "cls_token", "mask_token"};

int lineAt(const QByteArray& bytes, int offset) {
    return int(bytes.left(offset).count('\n')) + 1;
}

// The special tokens of a RoBERTa folder as added tokens, with the flags its configs give.
Expected<std::vector<AddedToken>> robertaAddedTokens(const QJsonObject& settings, const BpeModel& model,
                                                     const QString& directory) {
    std::vector<AddedToken> tokens;
    auto put = [&tokens](AddedToken t) {
        for (AddedToken& existing : tokens)
            if (existing.content == t.content) {
                existing = t;
                return;
            }
        tokens.push_back(t);
    };
    const SpecialTokens defaults = ByteLevelBpeOptions().specials;
    const QString fallback[] = {defaults.cls, defaults.sep, defaults.unk, defaults.sep,
                                defaults.pad, defaults.cls, defaults.mask};
    for (int i = 0; i < int(std::size(kRoleFields)); ++i) {
        const QJsonValue v = settings.value(QLatin1String(kRoleFields[i]));
        const QString content = v.isUndefined() ? fallback[i] : bpe_files::specialTokenContent(v);
        if (content.isEmpty())
            continue;
        AddedToken t = v.isObject() ? bpe_files::addedTokenFrom(v.toObject(), model.idOf(content))
                                    : AddedToken::specialToken(content, model.idOf(content));
        t.content = content;
        t.special = true;
        put(t);
    }
    // added_tokens_decoder: {"50264": {"content": "<mask>", "lstrip": true, ...}} as transformers saves it.
    const QJsonObject decoder = settings.value(QLatin1String("added_tokens_decoder")).toObject();
    for (auto it = decoder.begin(); it != decoder.end(); ++it) {
        bool ok = false;
        const int id = it.key().toInt(&ok);
        const QJsonObject entry = it.value().toObject();
        if (ok && entry.value(QLatin1String("content")).isString())
            put(bpe_files::addedTokenFrom(entry, id));
    }
    for (const AddedToken& t : tokens)
        if (t.id < 0)
            return UserError{Text::tr("the special token '%1' is not in vocab.json").arg(t.content),
                             QDir(directory).filePath(QStringLiteral("vocab.json")),
                             Text::tr("add the token to vocab.json, or name the tokenizer's own token in "
                                      "tokenizer_config.json")};
    return tokens;
}

Expected<bool> readMerges(BpeModel& model, const QString& path) {
    Expected<QByteArray> read = readOrdinaryFile(path, FileKind::Vocabulary);
    if (!read)
        return UserError{Text::tr("cannot read the merges (%1)").arg(read.error().what), path,
                         Text::tr("give a merges.txt with one merge per line")};
    QByteArrayView bytes = read.value();
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes = bytes.sliced(3);
    qsizetype lineNumber = 0;
    const auto where = [&] { return QStringLiteral("%1:%2").arg(path).arg(lineNumber); };
    // The final newline ends the last merge.
    for (QByteArrayView rest = bytes; !rest.isEmpty();) {
        const qsizetype end = rest.indexOf('\n');
        QByteArrayView raw = end < 0 ? rest : rest.first(end);
        rest = end < 0 ? QByteArrayView() : rest.sliced(end + 1);
        ++lineNumber;
        if (raw.endsWith('\r'))
            raw.chop(1);
        if (raw.startsWith("#version"))
            continue;
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        QString line = decoder.decode(raw);
        if (decoder.hasError())
            return UserError{Text::tr("merges.txt is not valid UTF-8"), where(),
                             Text::tr("save merges.txt as UTF-8")};
        Expected<bool> added =
            bpe_files::addMerge(model, TokenizerJson::Merge::spaced(std::move(line)), where);
        if (!added)
            return added;
    }
    return true;
}

Expected<bool> checkRobertaClass(const QJsonObject& settings, const QString& directory) {
    const QString name = settings.value(QLatin1String("tokenizer_class")).toString();
    if (name.isEmpty() || name == QLatin1String("RobertaTokenizer") ||
        name == QLatin1String("RobertaTokenizerFast"))
        return true;
    return UserError{
        Text::tr("tokenizer_config.json names %1, which is not a RoBERTa-style tokenizer").arg(name),
        QDir(directory).filePath(QStringLiteral("tokenizer_config.json")),
        Text::tr("vocab.json and merges.txt alone are read as RoBERTa's tokenizer; give the "
                 "tokenizer's tokenizer.json")};
}

QJsonObject tokenizerConfig(const ByteLevelBpeTokenizer& t) {
    const ByteLevelBpeOptions& o = t.options();
    const bool roberta = o.framing == ByteLevelBpeOptions::Framing::Roberta;
    // RobertaTokenizer where the post-processor is RoBERTa's and nothing normalises (transformers builds it
    // from vocab.json and merges.txt alone); otherwise the tokenizer.json is used as it is.
    const bool robertaClass = roberta && !o.nfc && !o.lowercase;
    QJsonObject config{{QStringLiteral("tokenizer_class"), robertaClass
                                                               ? QStringLiteral("RobertaTokenizer")
                                                               : QStringLiteral("PreTrainedTokenizerFast")},
                       {QStringLiteral("add_prefix_space"), o.addPrefixSpace},
                       {QStringLiteral("trim_offsets"), o.trimOffsets},
                       {QStringLiteral("model_max_length"), o.modelMaxLength}};
    const std::pair<const char*, QString> roles[] = {{"unk_token", o.specials.unk},
                                                     {"cls_token", o.specials.cls},
                                                     {"sep_token", o.specials.sep},
                                                     {"pad_token", o.specials.pad},
                                                     {"mask_token", o.specials.mask},
                                                     {"bos_token", roberta ? o.specials.cls : QString()},
                                                     {"eos_token", roberta ? o.specials.sep : QString()}};
    for (const auto& [field, token] : roles)
        if (!token.isEmpty() && t.idOf(token) >= 0)
            config.insert(QLatin1String(field), token);
    QJsonObject decoder;
    for (const AddedToken& a : o.addedTokens)
        decoder.insert(QString::number(a.id), QJsonObject{{QStringLiteral("content"), a.content},
                                                          {QStringLiteral("lstrip"), a.lstrip},
                                                          {QStringLiteral("rstrip"), a.rstrip},
                                                          {QStringLiteral("single_word"), a.singleWord},
                                                          {QStringLiteral("normalized"), a.normalized},
                                                          {QStringLiteral("special"), a.special}});
    config.insert(QStringLiteral("added_tokens_decoder"), decoder);
    return config;
}

} // namespace

namespace bpe_files {

Expected<QJsonObject> readJsonObjectFile(const QString& path, FileKind kind, bool optional) {
    if (optional && !QFileInfo::exists(path))
        return QJsonObject();
    Expected<QByteArray> bytes = readOrdinaryFile(path, kind);
    if (!bytes)
        return bytes.error();
    return parseJsonObject(bytes.value(), path);
}

Expected<QJsonObject> parseJsonObject(const QByteArray& bytes, const QString& path) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    const QString name = QFileInfo(path).fileName();
    if (error.error != QJsonParseError::NoError)
        return UserError{Text::tr("%1 is not valid JSON (%2)").arg(name, error.errorString()),
                         QStringLiteral("%1:%2").arg(path).arg(lineAt(bytes, error.offset)),
                         Text::tr("the file is damaged or cut short; save it again from the tokenizer")};
    if (!doc.isObject())
        return UserError{Text::tr("%1 is not a JSON object").arg(name), path,
                         Text::tr("the file is damaged or cut short; save it again from the tokenizer")};
    return doc.object();
}

AddedToken addedTokenFrom(const QJsonObject& json, int id) {
    AddedToken t;
    t.id = id;
    t.content = json.value(QLatin1String("content")).toString();
    t.singleWord = json.value(QLatin1String("single_word")).toBool(false);
    t.lstrip = json.value(QLatin1String("lstrip")).toBool(false);
    t.rstrip = json.value(QLatin1String("rstrip")).toBool(false);
    t.special = json.value(QLatin1String("special")).toBool(false);
    t.normalized = json.value(QLatin1String("normalized")).toBool(!t.special);
    return t;
}

Expected<std::vector<QString>> vocabularyById(const JsonVocabEntries& vocab, const QString& where) {
    std::vector<QString> tokens; // by id: a null string where no token has the id
    for (const auto& [token, id] : vocab) {
        if (!id || *id < 0 || *id >= kMaxTokenId)
            return UserError{Text::tr("token '%1' has no usable id").arg(token), where,
                             Text::tr("give each token a whole-number id from 0 up")};
        if (size_t(*id) >= tokens.size())
            tokens.resize(size_t(*id) + 1);
        QString& slot = tokens[size_t(*id)];
        if (!slot.isNull())
            return UserError{Text::tr("tokens '%1' and '%2' have the same id %3").arg(slot, token).arg(*id),
                             where, Text::tr("give each token its own id")};
        slot = token.isNull() ? QString(QLatin1String("")) : token;
    }
    if (tokens.empty())
        return UserError{Text::tr("the vocabulary is empty"), where,
                         Text::tr("give a vocab.json that maps each token to its id")};
    return tokens;
}

Expected<bool> addMerge(BpeModel& model, const TokenizerJson::Merge& merge,
                        const std::function<Text()>& where) {
    if (merge.leftSize <= 0 || merge.leftSize >= merge.joined.size())
        return UserError{Text::tr("a merge is not two tokens separated by one space"), where(),
                         Text::tr("each merge names the two tokens it joins, e.g. 'Ġ t'")};
    QString missing;
    if (!model.addMerge(merge.left(), merge.right(), merge.joined, &missing))
        return UserError{Text::tr("the merge '%1 %2' needs '%3', which is not in the vocabulary")
                             .arg(merge.left().toString(), merge.right().toString(), missing),
                         where(), Text::tr("the merges must come from the same tokenizer as the vocabulary")};
    return true;
}

namespace {

// The special tokens of a config: each "<mask>", {"content": "<mask>", ...} as transformers writes an
// AddedToken, or null for none. Anything else would read as no token at all, silently.
Expected<bool> checkSpecialTokens(const QJsonObject& settings, const QString& path) {
    for (const char* field :
         {"bos_token", "eos_token", "unk_token", "sep_token", "pad_token", "cls_token", "mask_token"}) {
        const QJsonValue v = settings.value(QLatin1String(field));
        if (v.isUndefined() || v.isNull() || v.isString() ||
            (v.isObject() && v.toObject().value(QLatin1String("content")).isString()))
            continue;
        return UserError{
            Text::tr("%1 in %2 is not a token").arg(QLatin1String(field), QFileInfo(path).fileName()), path,
            Text::tr("give the token as a string, e.g. \"<mask>\", or as an object with its text "
                     "in \"content\", e.g. {\"content\": \"<mask>\", \"lstrip\": true}; null "
                     "for none")};
    }
    return true;
}

} // namespace

Expected<QJsonObject> readTokenizerSettings(const QString& folder) {
    const QDir dir(folder);
    const QString configPath = dir.filePath(QStringLiteral("tokenizer_config.json"));
    Expected<QJsonObject> config = readJsonObjectFile(configPath, FileKind::Settings, true);
    if (!config)
        return config;
    if (Expected<bool> ok = checkSpecialTokens(config.value(), configPath); !ok)
        return ok.error();
    const QString mapPath = dir.filePath(QStringLiteral("special_tokens_map.json"));
    Expected<QJsonObject> map = readJsonObjectFile(mapPath, FileKind::Settings, true);
    if (!map)
        return map;
    if (Expected<bool> ok = checkSpecialTokens(map.value(), mapPath); !ok)
        return ok.error();
    QJsonObject merged = config.value();
    for (auto it = map->begin(); it != map->end(); ++it)
        merged.insert(it.key(), it.value());
    return merged;
}

QString specialTokenContent(const QJsonValue& value) {
    if (value.isObject())
        return value.toObject().value(QLatin1String("content")).toString();
    return value.toString();
}

void readSpecialTokens(const QJsonObject& settings, SpecialTokens* s) {
    const std::pair<const char*, QString*> roles[] = {{"unk_token", &s->unk},
                                                      {"cls_token", &s->cls},
                                                      {"sep_token", &s->sep},
                                                      {"pad_token", &s->pad},
                                                      {"mask_token", &s->mask}};
    for (const auto& [field, target] : roles)
        if (settings.contains(QLatin1String(field)))
            *target = specialTokenContent(settings.value(QLatin1String(field)));
}

} // namespace bpe_files

Expected<ByteLevelBpeTokenizer> readByteLevelBpeVocabFiles(const QString& directory) {
    const QDir dir(directory);
    Expected<QJsonObject> settings = bpe_files::readTokenizerSettings(directory);
    if (!settings)
        return settings.error();
    Expected<bool> roberta = checkRobertaClass(settings.value(), directory);
    if (!roberta)
        return roberta.error();
    const QString vocabPath = dir.filePath(QStringLiteral("vocab.json"));
    Expected<JsonVocabEntries> vocabJson = readVocabJson(vocabPath);
    if (!vocabJson)
        return vocabJson.error();
    Expected<std::vector<QString>> tokens = bpe_files::vocabularyById(vocabJson.value(), vocabPath);
    if (!tokens)
        return tokens.error();
    // RobertaTokenizer's BPE has no unknown token: every byte is in a byte-level vocabulary.
    BpeModel model(std::move(tokens.value()), BpeModel::Options{});
    Expected<bool> merges = readMerges(model, dir.filePath(QStringLiteral("merges.txt")));
    if (!merges)
        return merges.error();

    ByteLevelBpeOptions options;
    bpe_files::readSpecialTokens(settings.value(), &options.specials);
    options.addPrefixSpace = settings->value(QLatin1String("add_prefix_space")).toBool(false);
    options.trimOffsets = settings->value(QLatin1String("trim_offsets")).toBool(true);
    options.trimAddPrefixSpace = options.addPrefixSpace;
    options.modelMaxLength = readModelMaxLength(directory).value_or(512);
    Expected<std::vector<AddedToken>> added = robertaAddedTokens(settings.value(), model, directory);
    if (!added)
        return added.error();
    options.addedTokens = std::move(added.value());
    auto idOf = [&](const QString& token) {
        const int added = addedTokenId(options.addedTokens, token);
        return added >= 0 ? added : model.idOf(token);
    };
    SequenceTemplate::Piece cls, sep, a, b;
    cls.token = options.specials.cls;
    cls.id = idOf(cls.token);
    sep.token = options.specials.sep;
    sep.id = idOf(sep.token);
    a.sequence = 0;
    b.sequence = 1;
    options.layout.single = {cls, a, sep};
    options.layout.pair = {cls, a, sep, sep, b, sep}; // <s> A </s></s> B </s>, every type id 0
    return ByteLevelBpeTokenizer::create(std::move(model), std::move(options), vocabPath);
}

Expected<ByteLevelBpeTokenizer> ByteLevelBpeTokenizer::fromDirectory(const QString& directory) {
    const QString json = QDir(directory).filePath(QStringLiteral("tokenizer.json"));
    if (!QFileInfo::exists(json))
        return readByteLevelBpeVocabFiles(directory);
    Expected<TokenizerJson> read = readTokenizerJson(json);
    if (!read)
        return read.error();
    return readByteLevelBpeTokenizerJson(read.value(), json, directory);
}

Expected<bool> saveByteLevelBpeTokenizer(const ByteLevelBpeTokenizer& t, const QString& directory) {
    if (!QDir().mkpath(directory))
        return UserError{Text::tr("cannot create the tokenizer directory"), directory,
                         Text::tr("check permissions")};
    const QDir dir(directory);
    const QJsonObject config = tokenizerConfig(t);
    QJsonObject specials;
    for (const char* field : kRoleFields)
        if (config.contains(QLatin1String(field)))
            specials.insert(QLatin1String(field), config.value(QLatin1String(field)));
    std::vector<std::pair<QString, QByteArray>> files = {
        {QStringLiteral("tokenizer.json"), byteLevelBpeTokenizerJson(t)},
        {QStringLiteral("tokenizer_config.json"), QJsonDocument(config).toJson(QJsonDocument::Indented)},
        {QStringLiteral("special_tokens_map.json"), QJsonDocument(specials).toJson(QJsonDocument::Indented)}};
    if (t.options().framing == ByteLevelBpeOptions::Framing::Roberta) {
        // The two files RoBERTa's tokenizer is known by, for tools that read them rather than tokenizer.json.
        const BpeModel& m = t.model();
        QJsonObject vocab;
        for (int id = 0; id < m.size(); ++id)
            if (!m.tokenAt(id).isNull())
                vocab.insert(m.tokenAt(id), id);
        QByteArray merges = "#version: 0.2\n";
        for (const auto& [left, right] : m.mergesInRankOrder())
            merges += m.tokenAt(left).toUtf8() + ' ' + m.tokenAt(right).toUtf8() + '\n';
        files.emplace_back(QStringLiteral("vocab.json"), QJsonDocument(vocab).toJson(QJsonDocument::Compact));
        files.emplace_back(QStringLiteral("merges.txt"), merges);
    }
    for (const auto& [name, bytes] : files) {
        Expected<bool> written = writeFileAtomically(dir.filePath(name), bytes);
        if (!written)
            return written;
    }
    return true;
}

Expected<bool> ByteLevelBpeTokenizer::save(const QString& directory) const {
    return saveByteLevelBpeTokenizer(*this, directory);
}

} // namespace hw
