#include "ui/pretrain/cluster_launch_button.h"

#include "core/project/project_store.h"
#include "core/train/cluster_launch.h"

#include <QEvent>
#include <QFileInfo>

namespace hw::ui {

ClusterLaunchButton::ClusterLaunchButton(std::function<Expected<PretrainSpec>()> spec, QWidget* parent)
    : QPushButton(parent)
    , m_spec(std::move(spec)) {
    setObjectName(QStringLiteral("runOnCluster"));
    connect(this, &QPushButton::clicked, this, &ClusterLaunchButton::openDialog);
    retranslate();
}

bool ClusterLaunchButton::openDialog() {
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return true;
    }
    Expected<PretrainSpec> spec = m_spec();
    if (!spec)
        return false;
    // The page's run folder is runs/NAME: the cluster's goes beside the runs, under the same name.
    const QString folder = defaultClusterLaunchFolder(ProjectStore::dataDirectoryOf(spec->projectPath),
                                                      QFileInfo(spec->outputDirectory).fileName());
    m_dialog = new ClusterLaunchDialog(spec.value(), folder, this);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->open();
    return true;
}

void ClusterLaunchButton::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QPushButton::changeEvent(event);
}

void ClusterLaunchButton::retranslate() {
    setText(tr("Run on a c&luster…"));
    setAccessibleName(tr("Run on a cluster"));
    setToolTip(
        tr("Write this run with a Slurm script and a torchrun script that start it on other machines"));
}

} // namespace hw::ui
