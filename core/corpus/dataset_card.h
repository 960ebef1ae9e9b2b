#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

// What a Hugging Face dataset says about its files beside their rows: the names of its integer classes and
// the split each file holds.

namespace hw {

// The split a file of a Hugging Face dataset holds, from its name or its folder's: "train", "validation" or
// "test" (train-00000-of-00004.parquet, validation.parquet, data/test/0000.parquet, the cache's
// imdb-train-00000-of-00002.arrow); empty when the name does not say. "valid" and "dev" are validation.
QString datasetSplitOf(const QString& path);

// The ClassLabel names that a dataset card gives its columns: the dataset_info front matter of a README.md
// ("- name: label", "class_label:", "names:", "'0': sadness"), by column name.
QHash<QString, QStringList> classLabelNamesFromCard(const QByteArray& readme);

struct DatasetClassNames {
    QHash<QString, QStringList> byColumn; // in id order
    QString from;                         // where they were found, for the import's report
};

// Where a dataset names the classes of the file at `path`: the `huggingface` metadata that `datasets` writes
// into its files (`fileMetadata`, its JSON), else dataset_info.json / dataset_infos.json or the README.md
// front matter in the file's folder or the two above it (the Hub keeps shards in data/ or in a folder per
// configuration).
DatasetClassNames datasetClassNames(const QString& path, const QByteArray& fileMetadata);

} // namespace hw
