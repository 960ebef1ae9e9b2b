#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace hw {

// One row's values in a Parquet or Arrow file's column: a text column's value, or a list column's items;
// nullopt for a null.
struct ColumnarValue {
    std::optional<QString> text; // a scalar's text (integers in decimal; a ClassLabel id as its name)
    QStringList items;           // a list's items (ids as names, likewise)
    bool null = true;
};

} // namespace hw
