#include "ui/widgets/token_chips.h"

#include "core/tokenize/text_tokenizer.h"
#include "core/util/code_point_offsets.h"

namespace hw::ui {

TokenChips::TokenChips(QWidget* parent)
    : QListWidget(parent) {
    setFlow(QListView::LeftToRight);
    setWrapping(true);
    setResizeMode(QListView::Adjust);
    setSpacing(2);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setMinimumHeight(70);
}

void TokenChips::showEncoding(const QString& text, const Encoding& encoding, int unkId) {
    clear();
    m_unknown = 0;
    const QColor base = palette().color(QPalette::AlternateBase);
    const QColor continuation = palette().color(QPalette::Base);
    const QColor unknown(0xf4, 0xc7, 0xc3);
    const CodePointOffsets positions(text); // offsets count code points, QString indices UTF-16 units
    for (int i = 0; i < encoding.size(); ++i) {
        const QString& token = encoding.tokens[i];
        const bool isUnknown = encoding.ids[i] == unkId;
        // Same word as the previous piece: a continuation, drawn as part of that word.
        const bool continues =
            i > 0 && encoding.wordIds[i] >= 0 && encoding.wordIds[i] == encoding.wordIds[i - 1];
        auto* item = new QListWidgetItem(continues ? QStringLiteral("·") + token : token, this);
        item->setBackground(isUnknown ? unknown : continues ? continuation : base);
        const auto [begin, end] = encoding.offsets[i];
        const auto [from, to] = positions.toUtf16(encoding.offsets[i]);
        const QString source = text.mid(from, to - from);
        item->setToolTip(
            tr("id %1 · characters %2–%3 · “%4”").arg(encoding.ids[i]).arg(begin).arg(end).arg(source));
        item->setData(SourceTextRole, source);
        item->setData(Qt::AccessibleTextRole, isUnknown   ? tr("unknown token for “%1”").arg(source)
                                              : continues ? tr("%1, continues the word").arg(token)
                                                          : token);
        item->setData(Qt::UserRole, token);
        if (isUnknown) {
            QFont bold = font();
            bold.setBold(true);
            item->setFont(bold);
            ++m_unknown;
        }
    }
}

QStringList TokenChips::tokens() const {
    QStringList out;
    for (int i = 0; i < count(); ++i)
        out << item(i)->data(Qt::UserRole).toString();
    return out;
}

} // namespace hw::ui
