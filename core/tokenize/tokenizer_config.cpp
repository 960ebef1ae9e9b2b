#include "core/tokenize/tokenizer_config.h"

#include "core/util/atomic_file.h"
#include "core/util/ordinary_files.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace hw {

namespace {

Expected<QJsonObject> readJsonObject(const QString& path) {
    if (!QFile::exists(path))
        return QJsonObject();
    Expected<QByteArray> bytes = readOrdinaryFile(path, FileKind::Settings);
    if (!bytes)
        return bytes.error();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.value(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return UserError{
            Text::tr("%1 is not a JSON object (%2)").arg(QFileInfo(path).fileName(), error.errorString()),
            path, Text::tr("fix the file or delete it to use BERT's defaults")};
    return doc.object();
}

std::optional<int> usableMaxLength(const QJsonObject& config) {
    const double maxLength = config.value(QLatin1String("model_max_length")).toDouble(-1);
    if (maxLength > 0 && maxLength < 1e9) // transformers writes 1e30 for "none"
        return int(maxLength);
    return std::nullopt;
}

// A special token may be written as "[UNK]" or as an AddedToken object {"content": "[UNK]", ...}.
void readToken(const QJsonObject& json, const char* field, QString* target) {
    const QJsonValue v = json.value(QLatin1String(field));
    if (v.isString())
        *target = v.toString();
    else if (v.isObject() && v.toObject().value(QLatin1String("content")).isString())
        *target = v.toObject().value(QLatin1String("content")).toString();
}

void readSpecials(const QJsonObject& json, SpecialTokens* s) {
    readToken(json, "unk_token", &s->unk);
    readToken(json, "cls_token", &s->cls);
    readToken(json, "sep_token", &s->sep);
    readToken(json, "pad_token", &s->pad);
    readToken(json, "mask_token", &s->mask);
}

} // namespace

Expected<WordPieceOptions> readTokenizerOptions(const QString& directory) {
    const QDir dir(directory);
    Expected<QJsonObject> config = readJsonObject(dir.filePath(QStringLiteral("tokenizer_config.json")));
    if (!config)
        return config.error();
    Expected<QJsonObject> specialsMap =
        readJsonObject(dir.filePath(QStringLiteral("special_tokens_map.json")));
    if (!specialsMap)
        return specialsMap.error();

    WordPieceOptions options;
    const QJsonObject& c = config.value();
    options.normalization.lowercase = c.value(QLatin1String("do_lower_case")).toBool(true);
    // strip_accents null means "follow lowercasing", as in transformers.
    const QJsonValue strip = c.value(QLatin1String("strip_accents"));
    options.normalization.stripAccents = strip.isBool() ? strip.toBool() : options.normalization.lowercase;
    options.normalization.handleChineseChars = c.value(QLatin1String("tokenize_chinese_chars")).toBool(true);
    options.modelMaxLength = usableMaxLength(c).value_or(512);
    readSpecials(c, &options.specials);
    readSpecials(specialsMap.value(), &options.specials);
    return options;
}

Expected<bool> writeModelMaxLength(const QString& directory, int maxLength) {
    const QString path = QDir(directory).filePath(QStringLiteral("tokenizer_config.json"));
    Expected<QJsonObject> config = readJsonObject(path);
    if (!config)
        return config.error();
    QJsonObject updated = config.value();
    updated.insert(QStringLiteral("model_max_length"), maxLength);
    return writeFileAtomically(path, QJsonDocument(updated).toJson(QJsonDocument::Indented));
}

std::optional<int> readModelMaxLength(const QString& directory) {
    Expected<QJsonObject> config =
        readJsonObject(QDir(directory).filePath(QStringLiteral("tokenizer_config.json")));
    return config ? usableMaxLength(config.value()) : std::nullopt;
}

int classifierMaxLength(const QString& modelDirectory, int requested) {
    return requested > 0 ? requested : readModelMaxLength(modelDirectory).value_or(128);
}

} // namespace hw
