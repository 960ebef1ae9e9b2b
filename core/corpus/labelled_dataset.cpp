#include "core/corpus/labelled_dataset.h"
#include "core/corpus/columnar_source.h"
#include "core/util/english_lines.h"
#include "core/util/ordinary_files.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <map>
#include <random>

namespace hw {

namespace {

bool allIntegers(const QStringList& values) {
    for (const QString& v : values) {
        bool ok = false;
        v.toLongLong(&ok);
        if (!ok)
            return false;
    }
    return true;
}

bool truthy(const QString& v) {
    const QString t = v.trimmed().toLower();
    return t == QLatin1String("1") || t == QLatin1String("true") || t == QLatin1String("yes") ||
           t == QLatin1String("1.0");
}

} // namespace

QVector<qint64> LabelledDataset::labelCounts() const {
    QVector<qint64> counts(labels.size(), 0);
    for (const LabelledExample& e : examples)
        for (int l : e.labels)
            ++counts[l];
    return counts;
}

double LabelledDataset::labelCardinality() const {
    if (examples.isEmpty())
        return 0;
    qint64 total = 0;
    for (const LabelledExample& e : examples)
        total += e.labels.size();
    return double(total) / double(examples.size());
}

QJsonObject LabelledDataset::statsJson() const {
    const QJsonArray conflicts = QJsonArray::fromStringList(englishLines(conflictExamples));
    QJsonArray perLabel;
    const QVector<qint64> counts = labelCounts();
    for (int i = 0; i < labels.size(); ++i)
        perLabel.append(
            QJsonObject{{QStringLiteral("label"), labels[i]}, {QStringLiteral("count"), counts[i]}});
    return {{QStringLiteral("examples"), qint64(examples.size())},
            {QStringLiteral("multi_label"), multiLabel},
            {QStringLiteral("labels"), perLabel},
            {QStringLiteral("label_cardinality"), labelCardinality()},
            {QStringLiteral("malformed_rows"), malformedRows},
            {QStringLiteral("duplicates_removed"), duplicatesRemoved},
            {QStringLiteral("conflicting_texts_removed"), conflictingTexts},
            {QStringLiteral("conflict_examples"), conflicts}};
}

namespace {

// One copy of each text; every copy of a text whose rows disagree on its labels is dropped.
void removeDuplicateTexts(LabelledDataset& data) {
    struct Seen {
        int first;
        QVector<int> labels;
        bool conflicting = false;
    };
    QHash<QString, Seen> byText;
    QVector<QString> keys(data.examples.size());
    QVector<bool> repeat(data.examples.size(), false);
    for (int i = 0; i < data.examples.size(); ++i) {
        const LabelledExample& e = data.examples[i];
        keys[i] = e.text.simplified();
        QVector<int> labels = e.labels;
        std::sort(labels.begin(), labels.end());
        auto it = byText.find(keys[i]);
        if (it == byText.end()) {
            byText.insert(keys[i], Seen{i, labels});
        } else if (it->labels == labels) {
            repeat[i] = true;
            ++data.duplicatesRemoved;
        } else if (!it->conflicting) {
            it->conflicting = true;
            ++data.conflictingTexts;
            if (data.conflictExamples.size() < 5)
                data.conflictExamples
                    << Text::tr("%1 and %2: %3")
                           .arg(data.examples[it->first].location, e.location, e.text.left(80));
        }
    }
    QVector<LabelledExample> kept;
    for (int i = 0; i < data.examples.size(); ++i)
        if (!repeat[i] && !byText.value(keys[i]).conflicting)
            kept << data.examples[i];
    data.examples = kept;
}

// The top-level field names of a JSONL file's first record (empty for other files), for an error message.
QStringList fieldsOfFirstJsonLine(const QString& path) {
    Expected<std::unique_ptr<QFile>> opened = openOrdinaryFile(path, FileKind::Data);
    if (!opened)
        return {};
    QFile& file = *opened.value();
    for (int i = 0; i < 100 && !file.atEnd(); ++i) {
        const QByteArray line = file.readLine(1 << 20).trimmed();
        if (line.isEmpty())
            continue;
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        return doc.isObject() ? doc.object().keys() : QStringList();
    }
    return {};
}

} // namespace

namespace {

// The first of `fields` whose name, ignoring case, is one of `names` (earlier names preferred).
QString firstNamed(const QStringList& fields, std::initializer_list<const char*> names,
                   const QString& except) {
    for (const char* name : names)
        for (const QString& field : fields)
            if (field != except && field.compare(QLatin1String(name), Qt::CaseInsensitive) == 0)
                return field;
    return QString();
}

} // namespace

QString likelyLabelField(const QStringList& fields, const QString& textField) {
    return firstNamed(fields,
                      {"label", "labels", "category", "categories", "class", "classes", "topic", "topics",
                       "emotion", "emotions", "sentiment", "intent", "target", "tag", "tags", "y"},
                      textField);
}

QString likelyTextField(const QStringList& fields) {
    const QString named = firstNamed(fields,
                                     {"text", "sentence", "content", "document", "review", "comment", "body",
                                      "title", "headline", "utterance", "question"},
                                     QString());
    return named.isEmpty() ? fields.value(0) : named;
}

Expected<LabelledDataset> readLabelledDataset(const QStringList& files, const LabelledReadOptions& options) {
    if (options.labelFields.isEmpty())
        return UserError{Text::tr("no label field given"), Text::setting(QStringLiteral("label-field")),
                         Text::tr("name the column with the labels")};
    if (options.multiLabel && options.labelFields.size() == 1 && options.labelDelimiter.isEmpty())
        return UserError{
            Text::tr("the label delimiter is empty, which would split every label into its letters"),
            Text::setting(QStringLiteral("label-delimiter")),
            Text::tr("give the character between labels, e.g. \",\" or \"|\"")};
    CorpusReadOptions read = options.read;
    read.extraFields = options.labelFields;
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open(files, read);
    if (!reader)
        return reader.error();
    const bool perColumn = options.labelFields.size() > 1;
    LabelledDataset data;
    data.multiLabel = options.multiLabel || perColumn;

    // First pass into memory: labelled sets for fine-tuning are small next to pretraining corpora.
    struct Raw {
        QString text;
        QStringList values;
        QString location;
    };
    QVector<Raw> rows;
    QStringList seenValues;
    CorpusRecord record;
    UserError error;
    auto skip = [&](const QString& location, const Text& why) {
        ++data.malformedRows;
        if (data.malformedExamples.size() < 5)
            data.malformedExamples << Text(QStringLiteral("%1: %2")).arg(location).arg(why);
    };
    while (reader.value()->next(&record, &error)) {
        if (record.text.trimmed().isEmpty()) {
            skip(record.location, Text::tr("empty text"));
            continue;
        }
        QStringList values;
        const std::optional<QStringList> listed = record.extraLists.value(0);
        if (!perColumn && listed) {
            data.multiLabel = true; // a list of labels per row
            values = *listed;
        } else if (perColumn) {
            for (int i = 0; i < options.labelFields.size(); ++i)
                if (truthy(record.extra.value(i)))
                    values << options.labelFields[i];
        } else if (data.multiLabel) {
            for (const QString& v : record.extra.value(0).split(options.labelDelimiter, Qt::SkipEmptyParts))
                if (!v.trimmed().isEmpty())
                    values << v.trimmed();
        } else {
            const QString v = record.extra.value(0).trimmed();
            if (v.isEmpty()) {
                skip(record.location, Text::tr("no label"));
                continue;
            }
            values << v;
        }
        if (!options.classNames.isEmpty() && !perColumn) {
            QString unnamed;
            for (QString& v : values) {
                bool isId = false;
                const qint64 id = v.toLongLong(&isId);
                if (!isId)
                    continue;
                if (id < 0 || id >= options.classNames.size()) {
                    unnamed = v;
                    break;
                }
                v = options.classNames[int(id)];
            }
            if (!unnamed.isEmpty()) {
                skip(record.location, Text::tr("class id %1 is not one of the %2 class names")
                                          .arg(unnamed)
                                          .arg(options.classNames.size()));
                continue;
            }
        }
        for (const QString& v : values)
            if (!seenValues.contains(v))
                seenValues << v;
        rows.append({record.text, values, record.location});
    }
    if (!error.what.isEmpty())
        return error;
    QStringList classOrder = options.classNames; // named classes keep their ids' order
    for (const CorpusFileReport& f : reader.value()->reports()) {
        if (classOrder.isEmpty())
            classOrder = f.classNames;
        data.malformedRows += f.malformedRows;
        for (const Text& e : f.malformedExamples)
            if (data.malformedExamples.size() < 5)
                data.malformedExamples << e;
    }

    if (!options.knownLabels.isEmpty()) {
        data.labels = options.knownLabels;
    } else if (perColumn) {
        data.labels = options.labelFields;
    } else if (!classOrder.isEmpty()) {
        for (const QString& name : classOrder)
            if (seenValues.contains(name))
                data.labels << name;
        QStringList others;
        for (const QString& v : seenValues)
            if (!data.labels.contains(v))
                others << v;
        others.sort();
        data.labels << others;
    } else {
        data.labels = seenValues;
        if (allIntegers(data.labels))
            std::sort(data.labels.begin(), data.labels.end(),
                      [](const QString& a, const QString& b) { return a.toLongLong() < b.toLongLong(); });
        else
            data.labels.sort();
    }
    for (const Raw& row : rows) {
        LabelledExample e{row.text, {}, row.location};
        bool unknown = false;
        for (const QString& v : row.values) {
            const int index = int(data.labels.indexOf(v));
            if (index < 0) {
                skip(row.location, Text::tr("label '%1' is not one of the known labels").arg(v));
                unknown = true;
                break;
            }
            if (!e.labels.contains(index))
                e.labels << index;
        }
        if (!unknown)
            data.examples << e;
    }
    removeDuplicateTexts(data);
    if (data.examples.isEmpty() && data.conflictingTexts > 0)
        return UserError{Text::tr("no labelled examples are left: every text is given different labels in "
                                  "different rows (%n text(s)), and such texts are removed",
                                  nullptr, int(data.conflictingTexts)),
                         Text::joined(data.conflictExamples, QStringLiteral("; ")),
                         Text::tr("give each text one set of labels, in one row")};
    if (data.examples.isEmpty()) {
        const QStringList fields = fieldsOfFirstJsonLine(files.value(0));
        return UserError{Text::tr("no labelled examples found"), files.join(QStringLiteral(", ")),
                         fields.isEmpty() ? Text::tr("check %1 and %2")
                                                .arg(Text::setting(QStringLiteral("text-field")))
                                                .arg(Text::setting(QStringLiteral("label-field")))
                                          : Text::tr("check %1 and %2; the first record has the fields %3")
                                                .arg(Text::setting(QStringLiteral("text-field")))
                                                .arg(Text::setting(QStringLiteral("label-field")))
                                                .arg(fields.join(QStringLiteral(", ")))};
    }
    // Checked where the label set is collected (an import, a training file); evaluation files may be one
    // class.
    const QVector<qint64> counts = data.labelCounts();
    const auto present = std::count_if(counts.begin(), counts.end(), [](qint64 c) { return c > 0; });
    if (options.knownLabels.isEmpty() && present < 2)
        return UserError{Text::tr("every example carries the same single label, so a classifier can "
                                  "learn and be scored on nothing"),
                         files.join(QStringLiteral(", ")),
                         Text::tr("check %1 (it names the column with the classes) and that the file holds "
                                  "examples of at least two classes")
                             .arg(Text::setting(QStringLiteral("label-field")))};
    return data;
}

qint64 removeTextsSeenIn(const LabelledDataset& reference, LabelledDataset& data) {
    QSet<QString> seen;
    for (const LabelledExample& e : reference.examples)
        seen.insert(e.text.simplified());
    const qsizetype before = data.examples.size();
    data.examples.removeIf([&](const LabelledExample& e) { return seen.contains(e.text.simplified()); });
    return qint64(before - data.examples.size());
}

DatasetSplits stratifiedSplit(const LabelledDataset& data, double validationRatio, double testRatio,
                              uint64_t seed) {
    DatasetSplits splits;
    for (LabelledDataset* part : {&splits.train, &splits.validation, &splits.test}) {
        part->labels = data.labels;
        part->multiLabel = data.multiLabel;
    }
    std::map<int, QVector<int>> strata;
    for (int i = 0; i < data.examples.size(); ++i)
        strata[data.examples[i].labels.isEmpty() ? -1 : data.examples[i].labels.first()].append(i);
    std::mt19937_64 rng(seed);
    for (auto& [label, indexes] : strata) {
        std::shuffle(indexes.begin(), indexes.end(), rng);
        const int n = int(indexes.size());
        const int validation = int(std::lround(n * validationRatio));
        const int test = int(std::lround(n * testRatio));
        for (int k = 0; k < n; ++k) {
            LabelledDataset& target = k < validation          ? splits.validation
                                      : k < validation + test ? splits.test
                                                              : splits.train;
            target.examples.append(data.examples[indexes[k]]);
        }
    }
    // Strata were appended one after another: mix them, so a file's first rows are not one class.
    for (LabelledDataset* part : {&splits.train, &splits.validation, &splits.test})
        std::shuffle(part->examples.begin(), part->examples.end(), rng);
    return splits;
}

QHash<QString, QString> datasetSplitsOfFiles(const QStringList& files) {
    QHash<QString, QString> splits;
    for (const QString& file : files) {
        const QString split = datasetSplitOf(file);
        if (split.isEmpty())
            return {};
        splits.insert(QFileInfo(file).absoluteFilePath(), split);
    }
    const QList<QString> named = splits.values();
    const bool train = named.contains(QStringLiteral("train"));
    const bool other = named.contains(QStringLiteral("validation")) || named.contains(QStringLiteral("test"));
    return train && other ? splits : QHash<QString, QString>();
}

DatasetSplits splitsFromFiles(const LabelledDataset& data, const QHash<QString, QString>& splitOfFile,
                              double validationRatio, uint64_t seed) {
    DatasetSplits splits;
    for (LabelledDataset* part : {&splits.train, &splits.validation, &splits.test}) {
        part->labels = data.labels;
        part->multiLabel = data.multiLabel;
    }
    for (const LabelledExample& e : data.examples) {
        // A location is "file:row".
        const QString split =
            splitOfFile.value(QFileInfo(e.location.section(QLatin1Char(':'), 0, -2)).absoluteFilePath());
        (split == QLatin1String("test")         ? splits.test
         : split == QLatin1String("validation") ? splits.validation
                                                : splits.train)
            .examples.append(e);
    }
    if (splits.validation.examples.isEmpty() && validationRatio > 0) {
        const DatasetSplits carved = stratifiedSplit(splits.train, validationRatio, 0, seed);
        splits.train = carved.train;
        splits.validation = carved.validation;
    }
    return splits;
}

} // namespace hw
