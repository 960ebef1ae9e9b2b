#pragma once

#include "core/util/expected.h"

#include <QFutureWatcher>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTextBrowser;
class QTimer;

namespace hw::ui {

// The model card an export writes as README.md: generated from the model and the project's lineage, shown
// rendered, editable as Markdown; the language and dataset names are the user's to give. Generated off the
// UI thread; a card the user has begun editing is never replaced by a generated one.
class ModelCardPanel : public QWidget {
    Q_OBJECT
public:
    explicit ModelCardPanel(QWidget* parent = nullptr);

    // Generates the card of this model (in this project, when given) unless the user has edited it.
    void showModel(const QString& modelDirectory, const QString& projectPath);
    bool writeCard() const;
    QString cardText() const; // the Markdown as it stands, edits included
    QTabWidget& tabs() { return *m_tabs; }
    QPlainTextEdit& editor() { return *m_editor; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void regenerate();
    void onGenerated();
    void retranslate();

    QString m_model, m_project;
    bool m_edited = false;
    QCheckBox* m_write;
    QLabel* m_languageLabel;
    QLineEdit* m_language;
    QLabel* m_datasetsLabel;
    QLineEdit* m_datasets;
    QPushButton* m_regenerate;
    QTabWidget* m_tabs;
    QTextBrowser* m_preview;
    QPlainTextEdit* m_editor;
    QTimer* m_render;
    QLabel* m_problem;
    // The card is generated on a worker thread (it reads the model and the project): the latest request's
    // result, or its problem.
    struct Generated {
        QString markdown;
        std::optional<UserError> problem;
    };
    QFutureWatcher<Generated> m_generator;
};

} // namespace hw::ui
