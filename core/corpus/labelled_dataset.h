#pragma once

#include "core/corpus/corpus_reader.h"

#include <QJsonObject>

namespace hw {

struct LabelledReadOptions {
    CorpusReadOptions read;  // text fields as for corpora
    QStringList labelFields; // one: a label column (name or id, or a delimited list when multi-label);
                             // several: one 0/1 column per label (multi-label)
    bool multiLabel = false;
    QString labelDelimiter = QStringLiteral(",");
    QStringList knownLabels; // fixed label set in id order (e.g. from a model's id2label); empty: collect
    // Names of integer class ids in id order, for files that do not name their classes themselves (a
    // Parquet/Arrow dataset's own ClassLabel names come first); empty: the ids are the labels.
    QStringList classNames;
};

struct LabelledExample {
    QString text;
    QVector<int> labels; // indexes into LabelledDataset::labels; exactly one when single-label
    QString location;
};

struct LabelledDataset {
    QStringList labels;
    bool multiLabel = false;
    QVector<LabelledExample> examples;
    qint64 malformedRows = 0;
    QVector<Text> malformedExamples; // "location: why", the first few
    qint64 duplicatesRemoved = 0;    // repeats of a text with the same labels: one copy kept
    qint64 conflictingTexts = 0;     // texts given different labels in different rows: every copy removed
    QVector<Text> conflictExamples;  // a few of them, "location and location: text"

    QVector<qint64> labelCounts() const;
    double labelCardinality() const; // mean labels per example
    QJsonObject statsJson() const;
};

// The column that most likely holds the labels, by its name (label, labels, category, class, topic,
// emotion, sentiment, intent, target, tag...; any case), for a form to preselect; empty when no name says
// so. `textField` is never it.
QString likelyLabelField(const QStringList& fields, const QString& textField);
// The column that most likely holds the text (text, sentence, content, document, review, comment, body,
// title...), else the first one.
QString likelyTextField(const QStringList& fields);

// Reads text + labels from CSV/TSV/JSONL/Parquet/Arrow. Label values are names or ids; numeric ids sort
// numerically. A Parquet/Arrow column holding a list per row is a multi-label column.
// A row whose label is missing (single-label) or unknown (with knownLabels) is reported and skipped.
// Texts are deduplicated (whitespace-insensitively): repeats with the same labels keep one copy, texts with
// conflicting labels are removed and reported, so no text can land in both the training and the test split.
// Without knownLabels (an import, a training file), data whose examples all carry one label is refused:
// nothing can be learned or measured from it.
Expected<LabelledDataset> readLabelledDataset(const QStringList& files, const LabelledReadOptions& options);

// Removes from `data` the examples whose text (whitespace-insensitively) occurs in `reference`; returns how
// many.
qint64 removeTextsSeenIn(const LabelledDataset& reference, LabelledDataset& data);

struct DatasetSplits {
    LabelledDataset train, validation, test;
};

// The split each file is, when the files are a Hugging Face dataset's splits: every file's name (or folder)
// says train, validation or test (datasetSplitOf), and train is one of them with at least one other. Empty
// otherwise: the examples are then split by ratio.
QHash<QString, QString> datasetSplitsOfFiles(const QStringList& files);

// The examples in the splits their files are (by datasetSplitsOfFiles, matched on each example's location);
// without a validation file, validation is taken from train by `validationRatio`, stratified and seeded.
DatasetSplits splitsFromFiles(const LabelledDataset& data, const QHash<QString, QString>& splitOfFile,
                              double validationRatio, uint64_t seed);

// Seeded stratified split (by the single label, or the first label of a multi-label example); each part is
// shuffled, so its first rows are not all one class.
DatasetSplits stratifiedSplit(const LabelledDataset& data, double validationRatio, double testRatio,
                              uint64_t seed);

} // namespace hw
