#pragma once

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace hw::ui {

// Intra-op threads, default compute device and interface language, stored in QSettings.
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    void accept() override; // saves and applies

private:
    QSpinBox* m_threads;
    QComboBox* m_device;
    QComboBox* m_language;
};

} // namespace hw::ui
