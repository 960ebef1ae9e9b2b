#pragma once

#include "core/corpus/corpus_reader.h"
#include "core/jobs/job_manager.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTableWidget;
class QPushButton;
class QSpinBox;

namespace hw::ui {

class JobController;
class ProjectSession;

// Imports a labelled set (CSV, TSV, JSONL, Parquet or Arrow; one file, several, or a folder) into the project
// as a job: the text column, the label column (a class, a delimited list or a list column for multi-label) or
// one 0/1 column per label, and the split into train, validation and test (or the splits a Hugging Face
// dataset's files already are).
class LabelledImportPanel : public QWidget {
    Q_OBJECT
public:
    LabelledImportPanel(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    void setFile(const QString& path);
    // Several files (or folders) read as one set, e.g. a dataset's train, validation and test shards.
    void setFiles(const QStringList& paths);
    // Label columns to use, by name (one: a label column; several: one 0/1 column per label).
    void setLabelFields(const QStringList& fields);
    // Starts the import; false (with the reason shown) when the choices are incomplete or no project is open.
    bool startImport();

Q_SIGNALS:
    void importStarted(hw::JobId id, const QString& name);

protected:
    void changeEvent(QEvent* event) override;

private:
    void chooseFile();
    void refreshFields();
    void refreshEnabled();
    // The first rows as they will be read (text and label columns); a file with none disables Import.
    void refreshPreview();
    QStringList checkedLabelFields() const;
    QStringList inputs() const; // the paths in the file field, separated by ';'
    // The label column holds integer ids (a ClassLabel column, or numbers in the preview): fixed labels then
    // name the ids.
    bool labelsAreIds() const;
    QString columnTitle(const QString& field) const; // "label · int64, 4 class names" for Parquet/Arrow
    void retranslate();

    ProjectSession& m_session;
    JobController& m_jobs;
    JobId m_importing = 0; // the import whose "Importing…" message shows
    QLineEdit* m_file;
    QPushButton* m_choose;
    QComboBox* m_textField;
    QListWidget* m_labelFields;
    QTableWidget* m_preview;
    bool m_hasRecords = false;         // the preview found at least one record
    QVector<ColumnarColumn> m_columns; // of a Parquet/Arrow file, with their types
    QVector<CorpusRecord> m_previewRows;
    QLabel* m_splits;          // says when the files are the dataset's splits
    QVector<int> m_splitFiles; // ...how many files of train, validation and test
    void showSplits();
    QCheckBox* m_multiLabel;
    QLineEdit* m_delimiter;
    QLineEdit* m_fixedLabels;
    QSpinBox* m_validationPercent;
    QSpinBox* m_testPercent;
    QLineEdit* m_name;
    QLabel* m_message;
    QPushButton* m_import;
    QLabel* m_fileLabel;
    QLabel* m_textLabel;
    QLabel* m_labelsLabel;
    QLabel* m_delimiterLabel;
    QLabel* m_fixedLabelsLabel;
    QLabel* m_validationLabel;
    QLabel* m_testLabel;
    QLabel* m_nameLabel;
};

} // namespace hw::ui
