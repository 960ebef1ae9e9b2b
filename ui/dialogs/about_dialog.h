#pragma once

#include <QDialog>

namespace hw::ui {

// Name, purpose and the versions of every library this build runs with.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);
};

} // namespace hw::ui
