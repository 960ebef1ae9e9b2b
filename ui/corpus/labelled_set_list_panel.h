#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QTableWidget;

namespace hw::ui {

class BarChart;
class ProjectSession;

// The project's labelled sets with their split sizes; for the selected one, how its labels are distributed
// (horizontal bars, so 44 emotion labels stay readable) in a chosen split, and its label cardinality.
class LabelledSetListPanel : public QWidget {
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        ExamplesColumn,
        LabelsColumn,
        KindColumn,
        TrainColumn,
        ValidationColumn,
        TestColumn,
        ColumnCount
    };

    explicit LabelledSetListPanel(ProjectSession& session, QWidget* parent = nullptr);

    void refresh();
    void selectSet(const QString& name);
    QTableWidget& table() { return *m_table; }
    BarChart& distribution() { return *m_chart; }
    QComboBox& splitChooser() { return *m_split; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void showSelected();
    void retranslate();

    ProjectSession& m_session;
    QTableWidget* m_table;
    QComboBox* m_split;
    QLabel* m_summary;
    BarChart* m_chart;
    QLabel* m_heading;
};

} // namespace hw::ui
