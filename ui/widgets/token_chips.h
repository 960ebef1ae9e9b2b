#pragma once

#include <QListWidget>

namespace hw {
struct Encoding;
}

namespace hw::ui {

// A text's tokens as chips in reading order: a continuation piece (##ing, or a SentencePiece piece without
// the word-start mark) sits flush against its word in a lighter shade, [UNK] stands out, and each chip's
// tooltip gives its id and where it came from in the text. Screen readers read each chip.
class TokenChips : public QListWidget {
    Q_OBJECT
public:
    // Each chip's item holds its token (Qt::UserRole) and the part of the text it came from (SourceTextRole).
    static constexpr int SourceTextRole = Qt::UserRole + 1;

    explicit TokenChips(QWidget* parent = nullptr);

    void showEncoding(const QString& text, const Encoding& encoding, int unkId);
    QStringList tokens() const;
    int unknownCount() const { return m_unknown; }

private:
    int m_unknown = 0;
};

} // namespace hw::ui
