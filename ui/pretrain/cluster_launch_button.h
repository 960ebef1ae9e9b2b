#pragma once

#include "ui/pretrain/cluster_launch_dialog.h"

#include <QPointer>
#include <QPushButton>

#include <functional>

namespace hw::ui {

// The Pretrain page's "Run on a cluster…" button: opens the dialog for the run `spec()` describes, its files
// in a new folder beside the project's runs (nothing opens when `spec()` refuses: the page shows why).
class ClusterLaunchButton : public QPushButton {
    Q_OBJECT
public:
    explicit ClusterLaunchButton(std::function<Expected<PretrainSpec>()> spec, QWidget* parent = nullptr);

    // The dialog it opened, while that is open; null otherwise.
    ClusterLaunchDialog* dialog() const { return m_dialog; }
    bool openDialog();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    std::function<Expected<PretrainSpec>()> m_spec;
    QPointer<ClusterLaunchDialog> m_dialog;
};

} // namespace hw::ui
