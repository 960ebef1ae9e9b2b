#pragma once

#include "core/tokenize/text_tokenizer.h"

#include <QTimer>
#include <QWidget>

#include <memory>

class QLabel;
class QPlainTextEdit;

namespace hw::ui {

class ArtefactPicker;
class ProjectSession;
class TokenChips;

// Typed or pasted text tokenized by up to three tokenizers side by side, as chips, updated as the user types.
class TokenizerPreviewPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kColumns = 3;

    explicit TokenizerPreviewPanel(ProjectSession& session, QWidget* parent = nullptr);

    void setText(const QString& text);
    ArtefactPicker& picker(int column) { return *m_columns[column].picker; }
    TokenChips& chips(int column) { return *m_columns[column].chips; }
    void refreshTokenizers();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Column {
        ArtefactPicker* picker = nullptr;
        TokenChips* chips = nullptr;
        QLabel* summary = nullptr;
        QString loadedPath;
        bool userChose = false; // chosen from the list: spreadChoices leaves it
        std::shared_ptr<const TextTokenizer> tokenizer;
    };
    void load(int column);
    void retokenize();
    void retranslate();
    void spreadChoices();

    QPlainTextEdit* m_text;
    QLabel* m_textLabel;
    Column m_columns[kColumns];
    QTimer m_debounce;
};

} // namespace hw::ui
