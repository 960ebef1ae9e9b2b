#pragma once

#include <QHeaderView>
#include <QTableWidget>

namespace hw::ui {

// The studio's read-only lists: whole rows selected, no row numbers, columns fitted to their contents and
// `stretchColumn` taking the rest of the width.
inline void setUpListTable(QTableWidget* table, int stretchColumn,
                           QAbstractItemView::SelectionMode selection = QAbstractItemView::SingleSelection) {
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(selection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(stretchColumn, QHeaderView::Stretch);
}

} // namespace hw::ui
