#pragma once

#include "core/jobs/job_manager.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hw::ui {

class JobController;
class ProjectSession;

// Chooses files and options for a corpus import, previews the first documents exactly as they would be
// stored, and starts the import as a job. Files come from the dialogs or are dropped on the page.
class CorpusImportPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kPreviewDocuments = 20;

    CorpusImportPanel(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    void addPaths(const QStringList& paths);
    QStringList paths() const;
    // Starts the import; false (with the reason shown) when there is nothing to import or no project.
    bool startImport();

Q_SIGNALS:
    void importStarted(hw::JobId id, const QString& corpusName);

protected:
    void changeEvent(QEvent* event) override;

private:
    enum SkipNote { NotSkipped, TooShort, TooLong };
    void chooseFiles();
    void chooseFolder();
    void removeSelected();
    void refreshFields();
    void refreshPreview();
    void refreshEnabled();
    // A message in the interface's language, rendered again after a language switch.
    void showMessage(std::function<QString()> render, bool problem);
    void showPreviewNotes(); // why a previewed document would be skipped
    QString suggestedName() const;
    void retranslate();

    ProjectSession& m_session;
    JobController& m_jobs;
    JobId m_importing = 0; // the import whose "Importing…" message shows
    QListWidget* m_files;
    QPushButton* m_addFiles;
    QPushButton* m_addFolder;
    QPushButton* m_remove;
    QComboBox* m_format;
    QComboBox* m_textField;
    QComboBox* m_unicodeForm;
    QCheckBox* m_deduplicate;
    QSpinBox* m_minChars;
    QSpinBox* m_maxChars;
    QSpinBox* m_validationPercent;
    QSpinBox* m_seed;
    QLineEdit* m_name;
    QTableWidget* m_preview;
    QLabel* m_message;
    QPushButton* m_import;
    QLabel* m_filesLabel;
    QLabel* m_formatLabel;
    QLabel* m_fieldLabel;
    QLabel* m_unicodeLabel;
    QLabel* m_minLabel;
    QLabel* m_maxLabel;
    QLabel* m_validationLabel;
    QLabel* m_seedLabel;
    QLabel* m_nameLabel;
    QLabel* m_previewLabel;
    QLabel* m_columns = nullptr; // a Parquet/Arrow file's columns with their types
    QStringList m_columnTypes;   // ..."name · type" each
};

} // namespace hw::ui
