#pragma once

#include <QWidget>

class QLabel;

namespace hw::ui {

// A workflow page whose tools arrive in a later release: it says what the page will hold
// and offers nothing that pretends to work.
class PlannedPage : public QWidget {
    Q_OBJECT
public:
    // `title` and `plan` are untranslated source strings (QT_TRANSLATE_NOOP in "PlannedPage").
    PlannedPage(const char* title, const char* plan, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    const char* m_title;
    const char* m_plan;
    QLabel* m_heading;
    QLabel* m_body;
    QLabel* m_status;
};

} // namespace hw::ui
