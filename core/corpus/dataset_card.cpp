#include "core/corpus/dataset_card.h"

#include "core/util/ordinary_files.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>

namespace hw {

namespace {

// The ClassLabel names in a `datasets` features object ({"label": {"names": [...], "_type": "ClassLabel"},
// "labels": {"feature": {"names": [...]}, "_type": "Sequence"}}), by column.
QHash<QString, QStringList> classNamesFromFeatures(const QJsonObject& features) {
    QHash<QString, QStringList> names;
    for (auto it = features.begin(); it != features.end(); ++it) {
        QJsonObject feature = it.value().toObject();
        if (!feature.contains(QLatin1String("names")) && feature.value(QLatin1String("feature")).isObject())
            feature = feature.value(QLatin1String("feature")).toObject();
        const QJsonArray list = feature.value(QLatin1String("names")).toArray();
        QStringList values;
        for (const QJsonValue& v : list)
            values << v.toString();
        if (!values.isEmpty())
            names.insert(it.key(), values);
    }
    return names;
}

} // namespace

DatasetClassNames datasetClassNames(const QString& path, const QByteArray& fileMetadata) {
    if (!fileMetadata.isEmpty()) {
        const QJsonObject info =
            QJsonDocument::fromJson(fileMetadata).object().value(QLatin1String("info")).toObject();
        const auto names = classNamesFromFeatures(info.value(QLatin1String("features")).toObject());
        if (!names.isEmpty())
            return {names, Text::tr("the file's own metadata")};
    }
    QDir folder = QFileInfo(path).absoluteDir();
    for (int level = 0; level < 3; ++level) {
        const QString info = folder.filePath(QStringLiteral("dataset_info.json"));
        if (Expected<QByteArray> bytes = readOrdinaryFile(info, FileKind::Settings)) {
            const auto names = classNamesFromFeatures(
                QJsonDocument::fromJson(bytes.value()).object().value(QLatin1String("features")).toObject());
            if (!names.isEmpty())
                return {names, info};
        }
        const QString infos = folder.filePath(QStringLiteral("dataset_infos.json"));
        if (Expected<QByteArray> bytes = readOrdinaryFile(infos, FileKind::Settings)) {
            const QJsonObject configs = QJsonDocument::fromJson(bytes.value()).object();
            for (auto it = configs.begin(); it != configs.end(); ++it) {
                const auto names =
                    classNamesFromFeatures(it.value().toObject().value(QLatin1String("features")).toObject());
                if (!names.isEmpty())
                    return {names, infos};
            }
        }
        const QString card = folder.filePath(QStringLiteral("README.md"));
        if (Expected<QByteArray> bytes = readOrdinaryFile(card, FileKind::Settings)) {
            const auto names = classLabelNamesFromCard(bytes.value());
            if (!names.isEmpty())
                return {names, card};
        }
        if (!folder.cdUp())
            break;
    }
    return {};
}

QString datasetSplitOf(const QString& path) {
    static const QRegularExpression leading(QStringLiteral("^(train|validation|valid|dev|test)(?:[-_.].*)?$"),
                                            QRegularExpression::CaseInsensitiveOption);
    // The `datasets` cache: <builder>-<split>.arrow, <builder>-<split>-00000-of-00002.arrow.
    static const QRegularExpression trailing(QStringLiteral("-(train|validation|test)(?:-\\d+-of-\\d+)?$"),
                                             QRegularExpression::CaseInsensitiveOption);
    // A folder is a split only by its exact name (data/test/0000.parquet), never "test_runs/".
    static const QRegularExpression folder(QStringLiteral("^(train|validation|valid|dev|test)$"),
                                           QRegularExpression::CaseInsensitiveOption);
    const QFileInfo info(path);
    QString split;
    if (auto m = leading.match(info.completeBaseName()); m.hasMatch())
        split = m.captured(1);
    else if (auto m = trailing.match(info.completeBaseName()); m.hasMatch())
        split = m.captured(1);
    else if (auto m = folder.match(info.absoluteDir().dirName()); m.hasMatch())
        split = m.captured(1);
    split = split.toLower();
    if (split == QLatin1String("valid") || split == QLatin1String("dev"))
        return QStringLiteral("validation");
    return split;
}

QHash<QString, QStringList> classLabelNamesFromCard(const QByteArray& readme) {
    // Only the front matter, between its two "---" lines.
    QList<QByteArray> lines = readme.split('\n');
    if (lines.isEmpty() || !lines.first().trimmed().endsWith("---"))
        return {};
    static const QRegularExpression idEntry(QStringLiteral("^['\"]?(\\d+)['\"]?\\s*:\\s*(.*)$"));
    auto unquote = [](QString value) {
        value = value.trimmed();
        if (value.size() >= 2 &&
            (value.startsWith(QLatin1Char('\'')) || value.startsWith(QLatin1Char('"'))) &&
            value.endsWith(value.front()))
            value = value.mid(1, value.size() - 2);
        return value;
    };
    QHash<QString, QStringList> names;
    QString feature;
    int namesIndent = -1;
    QMap<int, QString> ids;
    auto finish = [&] {
        QStringList ordered;
        for (auto it = ids.begin(); it != ids.end(); ++it)
            if (it.key() == ordered.size())
                ordered << it.value();
        if (!feature.isEmpty() && !ordered.isEmpty() && ordered.size() == ids.size() &&
            !names.contains(feature))
            names.insert(feature, ordered);
        namesIndent = -1;
        ids.clear();
    };
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines[i]).remove(QLatin1Char('\r'));
        if (line.trimmed() == QLatin1String("---"))
            break;
        const QString content = line.trimmed();
        const int leadingSpaces = int(line.indexOf(content));
        if (namesIndent >= 0) {
            if (leadingSpaces > namesIndent) {
                if (auto m = idEntry.match(content); m.hasMatch()) {
                    ids.insert(m.captured(1).toInt(), unquote(m.captured(2)));
                    continue;
                }
            }
            // A YAML list may sit at its key's own indentation.
            if (leadingSpaces >= namesIndent && content.startsWith(QLatin1String("- ")) &&
                !content.startsWith(QLatin1String("- name:"))) {
                ids.insert(int(ids.size()), unquote(content.mid(2)));
                continue;
            }
            finish();
        }
        if (content.startsWith(QLatin1String("- name:")))
            feature = unquote(content.mid(7));
        else if (content == QLatin1String("names:"))
            namesIndent = leadingSpaces;
    }
    finish();
    return names;
}

} // namespace hw
