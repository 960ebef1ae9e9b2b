#include "ui/dialogs/preferences_dialog.h"

#include "core/system/compute_devices.h"
#include "core/system/intra_op_threads.h"
#include "ui/i18n/language.h"
#include "ui/settings/app_settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace hw::ui {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent)
    , m_threads(new QSpinBox(this))
    , m_device(new QComboBox(this))
    , m_language(new QComboBox(this))
    , m_threadsLabel(new QLabel(this))
    , m_deviceLabel(new QLabel(this))
    , m_languageLabel(new QLabel(this)) {
    const ComputeDevices devices = detectComputeDevices();
    m_cpuCores = devices.cpuCores;
    m_cpuModel = devices.cpuModel;

    m_threads->setRange(0, devices.cpuCores);
    m_threads->setValue(AppSettings::intraOpThreads());

    m_device->addItem(QString(), Device::cpu().name()); // its text: retranslate()
    for (const CudaDevice& dev : devices.cuda) {
        const QString name = Device::cuda(dev.index).name();
        m_device->addItem(QStringLiteral("%1: %2").arg(name, dev.name), name);
    }
    const int deviceIndex = m_device->findData(normalizedDeviceName(AppSettings::defaultDevice()));
    m_device->setCurrentIndex(deviceIndex >= 0 ? deviceIndex : 0);

    m_language->addItem(QStringLiteral("한국어"), QStringLiteral("ko"));
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(AppSettings::language())));

    auto* form = new QFormLayout;
    form->addRow(m_threadsLabel, m_threads);
    form->addRow(m_deviceLabel, m_device);
    form->addRow(m_languageLabel, m_language);
    m_threadsLabel->setBuddy(m_threads);
    m_deviceLabel->setBuddy(m_device);
    m_languageLabel->setBuddy(m_language);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    retranslate();
}

void PreferencesDialog::accept() {
    AppSettings::setIntraOpThreads(m_threads->value());
    setIntraOpThreads(m_threads->value());
    AppSettings::setDefaultDevice(m_device->currentData().toString());
    const QString language = m_language->currentData().toString();
    if (language != AppSettings::language()) {
        AppSettings::setLanguage(language);
        applyLanguage(language);
    }
    QDialog::accept();
}

void PreferencesDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PreferencesDialog::retranslate() {
    setWindowTitle(tr("Preferences"));
    m_threads->setSpecialValueText(tr("All cores (%1)").arg(m_cpuCores));
    m_device->setItemText(0, tr("CPU: %1").arg(m_cpuModel));
    m_threadsLabel->setText(tr("Intra-op threads:"));
    m_deviceLabel->setText(tr("Default device:"));
    m_languageLabel->setText(tr("Language:"));
}

} // namespace hw::ui
