#include "core/project/key_figures.h"

#include "core/util/count_text.h"

#include <QJsonArray>
#include <QSet>

#include <cmath>

namespace hw {

namespace {

// The known figures in the order they are shown, each with its label.
struct KnownFigure {
    const char* key;
    Text (*label)();
};

const KnownFigure kKnownFigures[] = {
    {"architecture", [] { return Text::tr("architecture"); }},
    {"documents", [] { return Text::tr("documents"); }},
    {"characters", [] { return Text::tr("characters"); }},
    {"examples", [] { return Text::tr("examples"); }},
    {"multi_label", [] { return Text::tr("multi-label"); }},
    {"labels", [] { return Text::tr("labels"); }},
    {"label_cardinality", [] { return Text::tr("labels per example"); }},
    {"malformed_rows", [] { return Text::tr("malformed rows"); }},
    {"duplicates_removed", [] { return Text::tr("duplicates removed"); }},
    {"conflicting_texts_removed", [] { return Text::tr("conflicting texts removed"); }},
    {"vocab_size", [] { return Text::tr("vocabulary"); }},
    {"old_vocab_size", [] { return Text::tr("previous vocabulary"); }},
    {"shared_tokens", [] { return Text::tr("shared tokens"); }},
    {"composed_tokens", [] { return Text::tr("tokens composed from pieces"); }},
    {"parameters", [] { return Text::tr("parameters"); }},
    {"layers", [] { return Text::tr("layers"); }},
    {"hidden_size", [] { return Text::tr("hidden size"); }},
    {"tokenizer", [] { return Text::tr("tokenizer"); }},
    {"steps", [] { return Text::tr("steps"); }},
    {"loss", [] { return Text::tr("loss"); }},
    {"perplexity", [] { return Text::tr("perplexity"); }},
    {"masked_tokens", [] { return Text::tr("masked tokens"); }},
    {"test_f1_macro", [] { return Text::tr("test macro-F1"); }},
    {"validation_f1_macro", [] { return Text::tr("validation macro-F1"); }},
    {"accuracy", [] { return Text::tr("accuracy"); }},
    {"subset_accuracy", [] { return Text::tr("subset accuracy"); }},
    {"f1_macro", [] { return Text::tr("macro-F1"); }},
    {"f1_micro", [] { return Text::tr("micro-F1"); }},
    {"f1_weighted", [] { return Text::tr("weighted F1"); }},
    {"precision_macro", [] { return Text::tr("macro precision"); }},
    {"recall_macro", [] { return Text::tr("macro recall"); }},
    {"hamming_loss", [] { return Text::tr("Hamming loss"); }},
    {"precision", [] { return Text::tr("precision"); }},
    {"evaluated", [] { return Text::tr("evaluated"); }},
    {"probed", [] { return Text::tr("probed"); }},
    {"weight_bytes", [] { return Text::tr("weights"); }},
    {"verified_samples", [] { return Text::tr("samples checked against transformers"); }},
    {"max_abs_difference", [] { return Text::tr("largest difference from transformers"); }},
    {"onnx_bytes", [] { return Text::tr("ONNX model"); }},
    {"onnx_verified_samples", [] { return Text::tr("samples checked against onnxruntime"); }},
    {"onnx_max_abs_difference", [] { return Text::tr("largest difference from onnxruntime"); }},
    {"int8_bytes", [] { return Text::tr("int8 model"); }},
    {"int8_agreement", [] { return Text::tr("int8 agreement"); }},
    {"int8_check_examples", [] { return Text::tr("int8 check examples"); }},
};

// Counts whole (compact from ten thousand on: 48.5k characters, 547k parameters), other numbers with three
// significant digits (test macro-F1 0.967).
QString numberText(double value, const QLocale& locale) {
    if (std::floor(value) == value && std::abs(value) < 1e15)
        return std::abs(value) < 10000 ? locale.toString(qint64(value)) : compactCount(value, locale);
    return locale.toString(value, 'g', 3);
}

bool isByteCount(const QString& key) {
    return key.endsWith(QLatin1String("_bytes"));
}

// A value as one line, or nothing for an empty value, a table or a nested report.
QString valueText(const QJsonValue& value, const QLocale& locale) {
    switch (value.type()) {
    case QJsonValue::Double:
        return numberText(value.toDouble(), locale);
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Array: {
        QStringList items;
        for (const QJsonValue& item : value.toArray()) {
            const QJsonObject o = item.toObject();
            if (item.isObject() && o.contains(QLatin1String("label")) && o.contains(QLatin1String("count")))
                items << QStringLiteral("%1 %2").arg(
                    o.value(QLatin1String("label")).toString(),
                    numberText(o.value(QLatin1String("count")).toDouble(), locale));
            else if (item.isString() || item.isDouble())
                items << valueText(item, locale);
            else
                return QString(); // a table: its page shows it
        }
        const int shown = 8;
        if (items.size() > shown)
            return items.mid(0, shown).join(QStringLiteral(", ")) +
                   QStringLiteral(", … (%1)").arg(items.size());
        return items.join(QStringLiteral(", "));
    }
    default:
        return QString();
    }
}

Text shownValue(const QJsonValue& value, const QLocale& locale) {
    if (value.isBool())
        return value.toBool() ? Text::tr("yes") : Text::tr("no");
    return Text(valueText(value, locale));
}

// A figure's value; sizes of files as sizes (2.19 MB).
Text figureValue(const QString& key, const QJsonValue& value, const QLocale& locale) {
    if (isByteCount(key) && value.isDouble())
        return Text(locale.formattedDataSize(qint64(value.toDouble()), 2, QLocale::DataSizeSIFormat));
    return shownValue(value, locale);
}

} // namespace

QVector<KeyFigure> keyFigures(const QJsonObject& figures, const QLocale& locale) {
    QVector<KeyFigure> shown;
    QSet<QString> known;
    for (const KnownFigure& k : kKnownFigures) {
        const QString key = QString::fromLatin1(k.key);
        known.insert(key);
        const Text value = figureValue(key, figures.value(key), locale);
        if (!value.isEmpty())
            shown.append({key, k.label(), value});
    }
    for (auto it = figures.begin(); it != figures.end(); ++it) {
        if (known.contains(it.key()) || it->isArray() || it->isObject())
            continue;
        const Text value = figureValue(it.key(), it.value(), locale);
        if (!value.isEmpty()) // a figure without a label yet reads as its key in words
            shown.append(
                {it.key(), Text(QString(it.key()).replace(QLatin1Char('_'), QLatin1Char(' '))), value});
    }
    return shown;
}

QVector<KeyFigure> settingEntries(const QJsonObject& settings, const QLocale& locale) {
    QVector<KeyFigure> entries;
    for (auto it = settings.begin(); it != settings.end(); ++it) {
        // Settings are shown exactly (a learning rate of 3e-05 is not 3.000e-05), unlike figures.
        const Text value = it->isDouble() && std::floor(it->toDouble()) != it->toDouble()
                               ? Text(locale.toString(it->toDouble(), 'g', 12))
                               : shownValue(it.value(), locale);
        if (!value.isEmpty())
            entries.append(
                {it.key(), Text(QString(it.key()).replace(QLatin1Char('_'), QLatin1Char(' '))), value});
    }
    return entries;
}

QString keyFiguresLine(const QVector<KeyFigure>& figures, const std::function<QString(const Text&)>& render,
                       const QString& separator) {
    QStringList parts;
    for (const KeyFigure& f : figures)
        parts << QStringLiteral("%1 %2").arg(render(f.label), render(f.value));
    return parts.join(separator);
}

} // namespace hw
