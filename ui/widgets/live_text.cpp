#include "ui/widgets/live_text.h"

#include <QEvent>
#include <QLabel>

namespace hw::ui {

namespace {

// Watches its label for the language switch; one per label, made on first use.
class LiveText : public QObject {
public:
    explicit LiveText(QLabel* label)
        : QObject(label)
        , m_label(label) {
        setObjectName(QStringLiteral("hwLiveText"));
        label->installEventFilter(this);
    }

    void show(std::function<QString()> render) {
        m_render = std::move(render);
        m_shown = m_render ? m_render() : QString();
        m_label->setText(m_shown);
    }

protected:
    bool eventFilter(QObject*, QEvent* event) override {
        // The page's own retranslation runs first; a text it (or anyone) set since is left alone.
        if (event->type() == QEvent::LanguageChange && m_render && m_label->text() == m_shown)
            show(m_render);
        return false;
    }

private:
    QLabel* m_label;
    std::function<QString()> m_render;
    QString m_shown;
};

} // namespace

void setLiveText(QLabel* label, std::function<QString()> render) {
    auto* live = dynamic_cast<LiveText*>(
        label->findChild<QObject*>(QStringLiteral("hwLiveText"), Qt::FindDirectChildrenOnly));
    if (!live)
        live = new LiveText(label);
    live->show(std::move(render));
}

} // namespace hw::ui
