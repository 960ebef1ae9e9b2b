#pragma once

#include "core/system/device.h"

#include <QComboBox>

namespace hw::ui {

// Where a job trains: the CPU and every CUDA device this machine has, starting on the device chosen in
// Preferences. The item data is the device name jobs take ("cpu", "cuda:0").
class DevicePicker : public QComboBox {
    Q_OBJECT
public:
    explicit DevicePicker(QWidget* parent = nullptr);
    QString device() const { return currentData().toString(); } // a Device's name(): "cpu", "cuda:N"
    bool isCuda() const; // whether the chosen device is a CUDA one (fp16 and the card's memory apply)
};

} // namespace hw::ui
