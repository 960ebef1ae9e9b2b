#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QSpinBox;

namespace hw::ui {

// Intra-op threads, default compute device and interface language, stored in QSettings.
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    void accept() override; // saves and applies

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    int m_cpuCores;
    QString m_cpuModel;
    QSpinBox* m_threads;
    QComboBox* m_device;
    QComboBox* m_language;
    QLabel* m_threadsLabel;
    QLabel* m_deviceLabel;
    QLabel* m_languageLabel;
};

} // namespace hw::ui
