#include "ui/tokenizer/tokenizer_preview_panel.h"

#include "ui/i18n/core_text.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/token_chips.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QRegularExpression>

namespace hw::ui {

TokenizerPreviewPanel::TokenizerPreviewPanel(ProjectSession& session, QWidget* parent)
    : QWidget(parent)
    , m_text(new QPlainTextEdit(this))
    , m_textLabel(new QLabel(this)) {
    m_text->setObjectName(QStringLiteral("tokenizerPreviewText"));
    m_text->setMaximumHeight(70);
    m_textLabel->setBuddy(m_text);
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_textLabel, 0, 0, 1, kColumns);
    grid->addWidget(m_text, 1, 0, 1, kColumns);
    for (int c = 0; c < kColumns; ++c) {
        Column& column = m_columns[c];
        column.picker = new ArtefactPicker(session, ArtefactKind::Tokenizer, this);
        column.picker->setObjectName(QStringLiteral("previewTokenizer%1").arg(c + 1));
        column.picker->setModelTokenizersOffered(true);
        column.picker->setFolderChoiceEnabled(true);
        column.picker->setNoneChoiceEnabled(c > 0);
        column.chips = new TokenChips(this);
        column.chips->setObjectName(QStringLiteral("previewChips%1").arg(c + 1));
        column.summary = new QLabel(this);
        column.summary->setObjectName(QStringLiteral("previewSummary%1").arg(c + 1));
        grid->addWidget(column.picker, 2, c);
        grid->addWidget(column.chips, 3, c);
        grid->addWidget(column.summary, 4, c);
        connect(column.picker, &ArtefactPicker::choiceChanged, this, [this, c] {
            load(c);
            retokenize();
        });
        connect(column.picker, &QComboBox::activated, this, [this, c] { m_columns[c].userChose = true; });
        connect(column.picker, &ArtefactPicker::refreshed, this, &TokenizerPreviewPanel::spreadChoices);
    }
    grid->setRowStretch(3, 1);
    // Typing restarts a short timer: the chips follow a pause in typing, not every keystroke.
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(120);
    connect(&m_debounce, &QTimer::timeout, this, &TokenizerPreviewPanel::retokenize);
    connect(m_text, &QPlainTextEdit::textChanged, &m_debounce, qOverload<>(&QTimer::start));
    spreadChoices();
    retranslate();
}

// Columns the user has not chosen for show tokenizers the columns before them do not (none when there are no
// more), so that a comparison is one click away and the same tokenizer never fills every column.
void TokenizerPreviewPanel::spreadChoices() {
    QStringList shown{m_columns[0].picker->path()};
    for (int c = 1; c < kColumns; ++c) {
        Column& column = m_columns[c];
        if (!column.userChose)
            column.picker->selectFirstOtherThan(shown);
        shown << column.picker->path();
    }
}

void TokenizerPreviewPanel::setText(const QString& text) {
    m_text->setPlainText(text);
    m_debounce.stop();
    retokenize();
}

void TokenizerPreviewPanel::refreshTokenizers() {
    for (Column& column : m_columns)
        column.picker->refresh();
}

// Loading reads a vocabulary of a few hundred kilobytes once per choice; encoding a typed text takes
// microseconds.
void TokenizerPreviewPanel::load(int c) {
    Column& column = m_columns[c];
    const QString path = column.picker->path();
    if (path == column.loadedPath)
        return;
    column.loadedPath = path;
    column.tokenizer.reset();
    if (path.isEmpty())
        return;
    Expected<std::shared_ptr<const TextTokenizer>> loaded = loadTokenizer(path);
    if (loaded)
        column.tokenizer = loaded.value();
    else
        column.summary->setText(shown(loaded.error()));
}

void TokenizerPreviewPanel::retokenize() {
    const QString text = m_text->toPlainText();
    for (Column& column : m_columns) {
        if (!column.tokenizer) {
            column.chips->clear();
            if (column.loadedPath.isEmpty())
                column.summary->setText(tr("Choose a tokenizer"));
            continue;
        }
        const Encoding encoding = column.tokenizer->encode(text, false);
        column.chips->showEncoding(text, encoding, column.tokenizer->unkId());
        const int words =
            int(text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts).size());
        column.summary->setText(
            tr("%n token(s)", nullptr, encoding.size()) +
            (words > 0 ? tr(" · %1 per word").arg(double(encoding.size()) / words, 0, 'f', 2) : QString()) +
            tr(" · %n unknown", nullptr, column.chips->unknownCount()));
        column.chips->setAccessibleDescription(column.summary->text());
    }
}

void TokenizerPreviewPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TokenizerPreviewPanel::retranslate() {
    m_textLabel->setText(tr("&Preview: type or paste text to see how each tokenizer splits it"));
    m_text->setAccessibleName(tr("Text to tokenize"));
    for (int c = 0; c < kColumns; ++c) {
        m_columns[c].picker->setAccessibleName(tr("Tokenizer %1 of the preview").arg(c + 1));
        m_columns[c].chips->setAccessibleName(tr("Tokens from tokenizer %1").arg(c + 1));
        m_columns[c].summary->setAccessibleName(tr("Token count of tokenizer %1").arg(c + 1));
    }
    retokenize();
}

} // namespace hw::ui
