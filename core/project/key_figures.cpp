#include "core/project/key_figures.h"

#include "core/util/count_text.h"
#include "core/util/score_text.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include <cmath>
#include <optional>

namespace hw {

namespace {

// How a known figure's number reads.
enum class FigureKind {
    Count,   // whole, compact from ten thousand
    Score,   // a share such as F1: three decimals
    Problems // a count of things dropped or wrong: left out when there are none
};

// The known figures in the order they are shown, each with its label.
struct KnownFigure {
    const char* key;
    Text (*label)();
    FigureKind kind = FigureKind::Count;
};

constexpr FigureKind kScore = FigureKind::Score;
constexpr FigureKind kProblems = FigureKind::Problems;

const KnownFigure kKnownFigures[] = {
    {"architecture", [] { return Text::tr("architecture"); }},
    {"documents", [] { return Text::tr("documents"); }},
    {"characters", [] { return Text::tr("characters"); }},
    {"examples", [] { return Text::tr("examples"); }},
    {"multi_label", [] { return Text::tr("multi-label"); }},
    {"labels", [] { return Text::tr("labels"); }},
    {"label_cardinality", [] { return Text::tr("labels per example"); }},
    {"malformed_rows", [] { return Text::tr("malformed rows"); }, kProblems},
    {"duplicates_removed", [] { return Text::tr("duplicates removed"); }, kProblems},
    {"conflicting_texts_removed", [] { return Text::tr("conflicting texts removed"); }, kProblems},
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
    {"test_f1_macro", [] { return Text::tr("test macro-F1"); }, kScore},
    {"validation_f1_macro", [] { return Text::tr("validation macro-F1"); }, kScore},
    {"accuracy", [] { return Text::tr("accuracy"); }, kScore},
    {"subset_accuracy", [] { return Text::tr("subset accuracy"); }, kScore},
    {"f1_macro", [] { return Text::tr("macro-F1"); }, kScore},
    {"f1_micro", [] { return Text::tr("micro-F1"); }, kScore},
    {"f1_weighted", [] { return Text::tr("weighted F1"); }, kScore},
    {"precision_macro", [] { return Text::tr("macro precision"); }, kScore},
    {"recall_macro", [] { return Text::tr("macro recall"); }, kScore},
    {"hamming_loss", [] { return Text::tr("Hamming loss"); }},
    {"precision", [] { return Text::tr("precision"); }, kScore},
    {"evaluated", [] { return Text::tr("evaluated"); }},
    {"probed", [] { return Text::tr("probed"); }},
    {"weight_bytes", [] { return Text::tr("weights"); }},
    {"verified_samples", [] { return Text::tr("samples checked against transformers"); }},
    {"max_abs_difference", [] { return Text::tr("largest difference from transformers"); }},
    {"onnx_bytes", [] { return Text::tr("ONNX model"); }},
    {"onnx_verified_samples", [] { return Text::tr("samples checked against onnxruntime"); }},
    {"onnx_max_abs_difference", [] { return Text::tr("largest difference from onnxruntime"); }},
    {"int8_bytes", [] { return Text::tr("int8 model"); }},
    {"int8_agreement", [] { return Text::tr("int8 agreement"); }, kScore},
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

// What a recorded setting's number is in.
enum class SettingUnit {
    None,
    Share,   // a fraction, shown as a percentage
    Seconds, // a duration
    Tokens
};

// Where a setting stands in the property list.
enum class SettingPlace {
    Lead,    // what the artefact is and what it was made from, before the run's settings
    Trailing // folders, files and digests, after them
};

// A key jobs record in an artefact's settings, declared once: its label (null for a run setting, whose table
// labels it), its unit, what a 0 means where 0 is not a number of something, and its place.
struct RecordedSetting {
    const char* key;
    const char* label;
    SettingUnit unit = SettingUnit::None;
    const char* whenZero = nullptr;
    SettingPlace place = SettingPlace::Lead;
};

constexpr SettingPlace kTrailing = SettingPlace::Trailing;

// In the order they are shown.
const RecordedSetting kRecordedSettings[] = {
    {"kind", QT_TRANSLATE_NOOP("hw::Text", "kind")},
    {"measure", QT_TRANSLATE_NOOP("hw::Text", "measure")},
    {"preset", QT_TRANSLATE_NOOP("hw::Text", "size preset")},
    {"architecture", QT_TRANSLATE_NOOP("hw::Text", "architecture")},
    {"format", QT_TRANSLATE_NOOP("hw::Text", "format")},
    {"corpus_names", QT_TRANSLATE_NOOP("hw::Text", "corpora")},
    {"general_corpus_names", QT_TRANSLATE_NOOP("hw::Text", "general-domain corpora")},
    {"models", QT_TRANSLATE_NOOP("hw::Text", "models")},
    {"hub_id", QT_TRANSLATE_NOOP("hw::Text", "Hugging Face model")},
    {"hub_revision", QT_TRANSLATE_NOOP("hw::Text", "Hugging Face revision")},
    {"split", QT_TRANSLATE_NOOP("hw::Text", "split")},
    {"splits_from", QT_TRANSLATE_NOOP("hw::Text", "splits")},
    {"text_fields", QT_TRANSLATE_NOOP("hw::Text", "text fields")},
    {"label_fields", QT_TRANSLATE_NOOP("hw::Text", "label fields")},
    {"multi_label", QT_TRANSLATE_NOOP("hw::Text", "multi-label")},
    {"unicode", QT_TRANSLATE_NOOP("hw::Text", "unicode normalisation")},
    {"clean_whitespace", QT_TRANSLATE_NOOP("hw::Text", "whitespace cleaned")},
    {"min_chars", QT_TRANSLATE_NOOP("hw::Text", "minimum characters per document")},
    {"max_chars", QT_TRANSLATE_NOOP("hw::Text", "maximum characters per document"), SettingUnit::None,
     QT_TRANSLATE_NOOP("hw::Text", "no limit")},
    {"deduplicate", QT_TRANSLATE_NOOP("hw::Text", "duplicate documents dropped")},
    {"validation_ratio", QT_TRANSLATE_NOOP("hw::Text", "validation share"), SettingUnit::Share},
    {"test_ratio", QT_TRANSLATE_NOOP("hw::Text", "test share"), SettingUnit::Share},
    {"split_seed", QT_TRANSLATE_NOOP("hw::Text", "split seed")},
    {"vocab_size", QT_TRANSLATE_NOOP("hw::Text", "vocabulary size")},
    {"lowercase", QT_TRANSLATE_NOOP("hw::Text", "lowercase")},
    {"min_frequency", QT_TRANSLATE_NOOP("hw::Text", "minimum frequency")},
    {"character_coverage", QT_TRANSLATE_NOOP("hw::Text", "character coverage"), SettingUnit::Share},
    {"added", QT_TRANSLATE_NOOP("hw::Text", "words added")},
    {"added_words", QT_TRANSLATE_NOOP("hw::Text", "number of words added")},
    {"device", QT_TRANSLATE_NOOP("hw::Text", "device")},
    {"class_weights", QT_TRANSLATE_NOOP("hw::Text", "class weights")},
    {"best_epoch", QT_TRANSLATE_NOOP("hw::Text", "best epoch")},
    {"watch", QT_TRANSLATE_NOOP("hw::Text", "watched sentences")},
    {"texts", QT_TRANSLATE_NOOP("hw::Text", "texts")},
    {"top_k", QT_TRANSLATE_NOOP("hw::Text", "guesses per mask")},
    {"bootstrap_samples", QT_TRANSLATE_NOOP("hw::Text", "bootstrap samples")},
    {"confidence", QT_TRANSLATE_NOOP("hw::Text", "confidence level"), SettingUnit::Share},
    {"int8", QT_TRANSLATE_NOOP("hw::Text", "quantised int8 copy")},
    // Run settings: labelled by their tables, shown with their units here.
    {"seq_len", nullptr, SettingUnit::Tokens},
    {"max_length", nullptr, SettingUnit::Tokens},
    {"mask_rate", nullptr, SettingUnit::Share},
    {"warmup_ratio", nullptr, SettingUnit::Share},
    {"generator_size_fraction", nullptr, SettingUnit::Share},
    {"time_limit", nullptr, SettingUnit::Seconds, QT_TRANSLATE_NOOP("hw::Text", "none")},
    {"max_epochs", nullptr, SettingUnit::None, QT_TRANSLATE_NOOP("hw::Text", "set by the maximum steps")},
    {"eval_every", nullptr, SettingUnit::None, QT_TRANSLATE_NOOP("hw::Text", "only at the end")},
    {"save_every", nullptr, SettingUnit::None, QT_TRANSLATE_NOOP("hw::Text", "only at the end")},
    {"eval_examples", nullptr, SettingUnit::None, QT_TRANSLATE_NOOP("hw::Text", "all")},
    {"patience", nullptr, SettingUnit::None, QT_TRANSLATE_NOOP("hw::Text", "never")},
    // Where it came from on disk.
    {"model", QT_TRANSLATE_NOOP("hw::Text", "base model folder"), SettingUnit::None, nullptr, kTrailing},
    {"generator", QT_TRANSLATE_NOOP("hw::Text", "generator folder"), SettingUnit::None, nullptr, kTrailing},
    {"folder", QT_TRANSLATE_NOOP("hw::Text", "folder"), SettingUnit::None, nullptr, kTrailing},
    {"inputs", QT_TRANSLATE_NOOP("hw::Text", "files"), SettingUnit::None, nullptr, kTrailing},
    {"corpus_files", QT_TRANSLATE_NOOP("hw::Text", "corpus files"), SettingUnit::None, nullptr, kTrailing},
    {"general_corpus_files", QT_TRANSLATE_NOOP("hw::Text", "general-domain corpus files"), SettingUnit::None,
     nullptr, kTrailing},
    {"data", QT_TRANSLATE_NOOP("hw::Text", "data file"), SettingUnit::None, nullptr, kTrailing},
    {"data_sha256", QT_TRANSLATE_NOOP("hw::Text", "data file SHA-256"), SettingUnit::None, nullptr,
     kTrailing},
    {"output", QT_TRANSLATE_NOOP("hw::Text", "output folder"), SettingUnit::None, nullptr, kTrailing},
    {"project", QT_TRANSLATE_NOOP("hw::Text", "project"), SettingUnit::None, nullptr, kTrailing},
    {"cache_dir", QT_TRANSLATE_NOOP("hw::Text", "cache folder"), SettingUnit::None, nullptr, kTrailing},
};

// Values jobs record as words of their own, in words for people.
struct SettingWord {
    const char* key;
    const char* value;
    const char* shown;
};

const SettingWord kSettingWords[] = {
    {"kind", "new", QT_TRANSLATE_NOOP("hw::Text", "new, random weights")},
    {"kind", "imported", QT_TRANSLATE_NOOP("hw::Text", "imported")},
    {"kind", "extended", QT_TRANSLATE_NOOP("hw::Text", "extended with domain words")},
    {"kind", "vocabulary extended", QT_TRANSLATE_NOOP("hw::Text", "extended with domain words")},
    {"kind", "vocabulary transferred", QT_TRANSLATE_NOOP("hw::Text", "fitted to another tokenizer")},
    {"kind", "fine-tuned classifier", QT_TRANSLATE_NOOP("hw::Text", "fine-tuned classifier")},
    {"kind", "fine-tuning", QT_TRANSLATE_NOOP("hw::Text", "fine-tuning run")},
    {"kind", "wordpiece", QT_TRANSLATE_NOOP("hw::Text", "WordPiece")},
    {"kind", "unigram", QT_TRANSLATE_NOOP("hw::Text", "Unigram")},
    {"kind", "bpe", QT_TRANSLATE_NOOP("hw::Text", "BPE")},
    {"kind", "bytebpe", QT_TRANSLATE_NOOP("hw::Text", "byte-level BPE")},
    {"measure", "perplexity", QT_TRANSLATE_NOOP("hw::Text", "perplexity")},
    {"measure", "mask-fill", QT_TRANSLATE_NOOP("hw::Text", "mask fill")},
    {"measure", "classification", QT_TRANSLATE_NOOP("hw::Text", "classification metrics")},
    {"measure", "fine-tuning comparison", QT_TRANSLATE_NOOP("hw::Text", "fine-tuning comparison")},
    {"split", "validation", QT_TRANSLATE_NOOP("hw::Text", "validation")},
    {"split", "train", QT_TRANSLATE_NOOP("hw::Text", "training")},
    {"split", "test", QT_TRANSLATE_NOOP("hw::Text", "test")},
    {"split", "all", QT_TRANSLATE_NOOP("hw::Text", "all")},
    {"splits_from", "ratios", QT_TRANSLATE_NOOP("hw::Text", "drawn at random by the shares")},
    {"splits_from", "files", QT_TRANSLATE_NOOP("hw::Text", "the dataset's own split files")},
    {"format", "auto", QT_TRANSLATE_NOOP("hw::Text", "detected from the file")},
    {"format", "txt", QT_TRANSLATE_NOOP("hw::Text", "one text per line")},
    {"format", "docs", QT_TRANSLATE_NOOP("hw::Text", "documents separated by blank lines")},
    {"format", "hf", QT_TRANSLATE_NOOP("hw::Text", "Hugging Face")},
    {"format", "onnx", QT_TRANSLATE_NOOP("hw::Text", "ONNX")},
    {"format", "both", QT_TRANSLATE_NOOP("hw::Text", "Hugging Face and ONNX")},
    {"unicode", "none", QT_TRANSLATE_NOOP("hw::Text", "none")},
    {"device", "cpu", QT_TRANSLATE_NOOP("hw::Text", "CPU")},
};

const RecordedSetting* findRecordedSetting(const QString& key) {
    for (const RecordedSetting& s : kRecordedSettings)
        if (key == QLatin1String(s.key))
            return &s;
    return nullptr;
}

// A chosen number: three significant digits, more (up to six) only where the value has them, so that a
// chosen 99.95% is not shown as 100%; whole numbers whole.
QString settingNumber(double value, const QLocale& locale) {
    if (std::floor(value) == value && std::abs(value) < 1e15)
        return locale.toString(qint64(value));
    for (int digits = 3; digits < 6; ++digits) {
        const double shown = QString::number(value, 'g', digits).toDouble();
        if (std::abs(shown - value) <= 1e-9 * std::abs(value))
            return locale.toString(value, 'g', digits);
    }
    return locale.toString(value, 'g', 6);
}

Text durationText(double seconds, const QLocale& locale) {
    if (seconds >= 3600 && std::fmod(seconds, 3600) == 0)
        return Text::tr("%1 h").arg(settingNumber(seconds / 3600, locale));
    if (seconds >= 60)
        return Text::tr("%1 min").arg(settingNumber(seconds / 60, locale));
    return Text::tr("%1 s").arg(settingNumber(seconds, locale));
}

// One setting's value for people; empty for an empty value or one that does not read on one line.
Text settingValue(const QString& key, const QJsonValue& value, const QLocale& locale) {
    const RecordedSetting* known = findRecordedSetting(key);
    if (value.isDouble()) {
        const double v = value.toDouble();
        if (!known)
            return Text(settingNumber(v, locale));
        if (v == 0 && known->whenZero)
            return Text::tr(known->whenZero);
        switch (known->unit) {
        case SettingUnit::Share:
            return Text(settingNumber(v * 100, locale) + locale.percent());
        case SettingUnit::Seconds:
            return durationText(v, locale);
        case SettingUnit::Tokens:
            return Text::tr("%1 tokens").arg(settingNumber(v, locale));
        case SettingUnit::None:
            break;
        }
        return Text(settingNumber(v, locale));
    }
    if (value.isString())
        for (const SettingWord& w : kSettingWords)
            if (key == QLatin1String(w.key) && value.toString() == QLatin1String(w.value))
                return Text::tr(w.shown);
    return shownValue(value, locale);
}

// A fine-tuning run's models (figures "models": name -> summary), each by its mean test macro-F1 over seeds.
void appendModelScores(const QJsonObject& figures, const QLocale& locale, QVector<KeyFigure>& shown) {
    const QJsonObject models = figures.value(QLatin1String("models")).toObject();
    for (auto it = models.begin(); it != models.end(); ++it) {
        const QJsonObject f1 = it->toObject()
                                   .value(QLatin1String("test"))
                                   .toObject()
                                   .value(QLatin1String("f1_macro"))
                                   .toObject();
        if (!f1.value(QLatin1String("mean")).isDouble())
            continue;
        shown.append({QStringLiteral("models/") + it.key(), Text::tr("%1 test macro-F1").arg(it.key()),
                      Text(QStringLiteral("%1 ± %2").arg(
                          scoreText(f1.value(QLatin1String("mean")).toDouble(), locale),
                          scoreText(f1.value(QLatin1String("std")).toDouble(), locale)))});
    }
}

} // namespace

QVector<KeyFigure> keyFigures(const QJsonObject& figures, const QLocale& locale) {
    QVector<KeyFigure> shown;
    QSet<QString> known;
    for (const KnownFigure& k : kKnownFigures) {
        const QString key = QString::fromLatin1(k.key);
        known.insert(key);
        const QJsonValue raw = figures.value(key);
        if (k.kind == FigureKind::Problems && raw.isDouble() && raw.toDouble() == 0)
            continue;
        const Text value = k.kind == FigureKind::Score && raw.isDouble()
                               ? Text(scoreText(raw.toDouble(), locale))
                               : figureValue(key, raw, locale);
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
    appendModelScores(figures, locale, shown);
    return shown;
}

QVector<KeyFigure> settingEntries(const QJsonObject& settings, const QLocale& locale) {
    auto entry = [&](const QString& key) -> std::optional<KeyFigure> {
        const Text value = settingValue(key, settings.value(key), locale);
        if (value.isEmpty())
            return std::nullopt;
        const char* label = recordedSettingLabel(key);
        return KeyFigure{
            key, label ? Text::tr(label) : Text(QString(key).replace(QLatin1Char('_'), QLatin1Char(' '))),
            value};
    };
    QVector<KeyFigure> lead, rest, trailing;
    for (const RecordedSetting& s : kRecordedSettings)
        if (s.label)
            if (std::optional<KeyFigure> e = entry(QString::fromLatin1(s.key)))
                (s.place == SettingPlace::Trailing ? trailing : lead).append(*e);
    for (auto it = settings.begin(); it != settings.end(); ++it)
        if (!recordedSettingLabel(it.key()))
            if (std::optional<KeyFigure> e = entry(it.key()))
                rest.append(*e);
    return lead + rest + trailing;
}

const char* recordedSettingLabel(const QString& key) {
    const RecordedSetting* s = findRecordedSetting(key);
    return s ? s->label : nullptr;
}

const char* recordedSettingWhenZero(const QString& key) {
    const RecordedSetting* s = findRecordedSetting(key);
    return s ? s->whenZero : nullptr;
}

QString keyFiguresLine(const QVector<KeyFigure>& figures, const std::function<QString(const Text&)>& render,
                       const QString& separator) {
    QStringList parts;
    for (const KeyFigure& f : figures)
        parts << QStringLiteral("%1 %2").arg(render(f.label), render(f.value));
    return parts.join(separator);
}

} // namespace hw
