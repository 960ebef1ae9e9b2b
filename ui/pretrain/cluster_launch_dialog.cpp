#include "ui/pretrain/cluster_launch_dialog.h"

#include "ui/i18n/core_text.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/scrolling_form.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hw::ui {

ClusterLaunchDialog::ClusterLaunchDialog(const PretrainSpec& spec, const QString& folder, QWidget* parent)
    : QDialog(parent)
    , m_spec(spec)
    , m_nodes(new QSpinBox(this))
    , m_processes(new QSpinBox(this))
    , m_device(new QComboBox(this))
    , m_cpus(new QSpinBox(this))
    , m_partition(new QLineEdit(this))
    , m_hours(new QDoubleSpinBox(this))
    , m_cli(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_folder(new QLineEdit(this))
    , m_choose(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_result(new QPlainTextEdit(this)) {
    setObjectName(QStringLiteral("clusterLaunchDialog"));
    const ClusterLaunchOptions defaults;
    m_nodes->setObjectName(QStringLiteral("clusterNodes"));
    m_nodes->setRange(1, 100000);
    m_nodes->setValue(defaults.nodes);
    m_processes->setObjectName(QStringLiteral("clusterProcessesPerNode"));
    m_processes->setRange(1, 1024);
    m_processes->setValue(defaults.processesPerNode);
    m_device->setObjectName(QStringLiteral("clusterDevice"));
    m_device->addItem(QString(), QStringLiteral("cuda"));
    m_device->addItem(QString(), QStringLiteral("cpu"));
    m_cpus->setObjectName(QStringLiteral("clusterCpusPerProcess"));
    m_cpus->setRange(1, 4096);
    m_cpus->setValue(defaults.cpusPerProcess);
    m_partition->setObjectName(QStringLiteral("clusterPartition"));
    m_hours->setObjectName(QStringLiteral("clusterHours"));
    m_hours->setRange(0.1, 24 * 366);
    m_hours->setDecimals(1);
    m_hours->setValue(defaults.hours);
    m_cli->setObjectName(QStringLiteral("clusterCliPath"));
    m_cli->setText(defaults.cliPath);
    m_port->setObjectName(QStringLiteral("clusterMasterPort"));
    m_port->setRange(1, 65535);
    m_port->setValue(defaults.masterPort);
    m_folder->setObjectName(QStringLiteral("clusterFolder"));
    m_folder->setText(folder);
    m_choose->setObjectName(QStringLiteral("clusterChooseFolder"));
    m_status->setObjectName(QStringLiteral("clusterStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setObjectName(QStringLiteral("clusterResult"));
    m_result->setReadOnly(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_result->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_result->setMinimumHeight(fontMetrics().lineSpacing() * 6);

    // The fields scroll on a small screen; the result below keeps the rest of the height.
    auto* fields = new QWidget(this);
    auto* form = new QFormLayout(fields);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(m_choose);
    const auto label = [&](QWidget* field) {
        m_labels << new QLabel(fields);
        m_labels.back()->setBuddy(field);
        return m_labels.back();
    };
    for (QWidget* field : fieldsInOrder())
        if (field == m_folder)
            form->addRow(label(field), folderRow);
        else
            form->addRow(label(field), field);
    auto* buttons = new QDialogButtonBox(this);
    // Not the standard buttons: the box would name them in its own words again on a language switch.
    m_write = buttons->addButton(QString(), QDialogButtonBox::ApplyRole);
    m_write->setObjectName(QStringLiteral("clusterWrite"));
    m_write->setDefault(true);
    m_close = buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    m_close->setObjectName(QStringLiteral("clusterClose"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scrollingForm(fields, this), 1);
    layout->addWidget(m_status);
    layout->addWidget(m_result, 1);
    layout->addWidget(buttons);

    connect(m_write, &QPushButton::clicked, this, &ClusterLaunchDialog::write);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_choose, &QPushButton::clicked, this, &ClusterLaunchDialog::chooseFolder);
    connect(m_device, &QComboBox::currentIndexChanged, this, &ClusterLaunchDialog::retranslate);
    retranslate();
    // Room for every field and the result on a 1366x768 screen; a smaller one scrolls the fields.
    const QSize wanted = sizeHint().expandedTo(QSize(680, 660));
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect(0, 0, 1366, 720);
    resize(wanted.boundedTo(screen.size() - QSize(40, 40)));
}

QList<QWidget*> ClusterLaunchDialog::fieldsInOrder() const {
    return {m_nodes, m_processes, m_device, m_cpus, m_partition, m_hours, m_cli, m_port, m_folder};
}

ClusterLaunchOptions ClusterLaunchDialog::options() const {
    ClusterLaunchOptions o;
    o.nodes = m_nodes->value();
    o.processesPerNode = m_processes->value();
    o.device = m_device->currentData().toString();
    o.cpusPerProcess = m_cpus->value();
    o.partition = m_partition->text().trimmed();
    o.hours = m_hours->value();
    o.cliPath = m_cli->text().trimmed();
    o.masterPort = m_port->value();
    return o;
}

bool ClusterLaunchDialog::write() {
    PretrainSpec spec = m_spec;
    spec.outputDirectory = m_folder->text().trimmed();
    Expected<ClusterLaunch> written = writeClusterLaunch(spec, options());
    if (!written) {
        setLiveText(m_status, [error = written.error()] { return tr("Cannot write: %1").arg(shown(error)); });
        return false;
    }
    m_written = written.value();
    setLiveText(m_status, [folder = m_written->folder] {
        return tr("Written to %1. Copy what the cluster must reach, then start the run there.").arg(folder);
    });
    m_result->setPlainText(resultText());
    return true;
}

QString ClusterLaunchDialog::resultText() const {
    if (!m_written)
        return QString();
    const ClusterLaunch& w = *m_written;
    const auto indented = [](const QStringList& lines) {
        return QStringLiteral("    ") + lines.join(QStringLiteral("\n    "));
    };
    return QStringList{tr("Files written:"),
                       indented(w.files),
                       QString(),
                       tr("Start the run with Slurm:"),
                       indented({w.sbatchCommand}),
                       tr("or on one machine with torchrun:"),
                       indented({w.torchrunCommand}),
                       QString(),
                       tr("The machines that run it must reach these paths (see README.txt):"),
                       indented(QStringList{w.folder} + w.inputs),
                       QString(),
                       tr("When the run has finished and its folder is back here, add it to the project:"),
                       indented({w.addRunCommand})}
        .join(QLatin1Char('\n'));
}

void ClusterLaunchDialog::chooseFolder() {
    const QString current = m_folder->text().trimmed();
    const QString start = QFileInfo(current).isDir() ? current : QFileInfo(current).absolutePath();
    const QString chosen = QFileDialog::getExistingDirectory(this, tr("Folder for the run"), start);
    if (!chosen.isEmpty())
        m_folder->setText(chosen);
}

void ClusterLaunchDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ClusterLaunchDialog::retranslate() {
    setWindowTitle(tr("Run on a cluster"));
    const bool cuda = m_device->currentData().toString() == QLatin1String("cuda");
    m_device->setItemText(0, tr("CUDA GPUs"));
    m_device->setItemText(1, tr("CPU"));
    struct Row {
        QString label, name, tip;
    };
    const Row rows[] = {
        {tr("&Nodes:"), tr("Nodes"), tr("Machines the run is spread over")},
        {cuda ? tr("&GPUs per node:") : tr("&Processes per node:"),
         cuda ? tr("GPUs per node") : tr("Processes per node"),
         cuda ? tr("Processes torchrun starts on each node: one per GPU")
              : tr("Processes torchrun starts on each node, sharing its CPU cores")},
        {tr("&Device:"), tr("Device"), tr("What each process trains on")},
        {tr("&CPU cores per process:"), tr("CPU cores per process"),
         tr("Slurm gives each node this many cores per process (--cpus-per-task)")},
        {tr("Slurm p&artition:"), tr("Slurm partition"), tr("Empty: the cluster's default partition")},
        {tr("&Time limit:"), tr("Time limit"),
         tr("Slurm stops the job after this long; five minutes before, the run saves a checkpoint")},
        {tr("headwater-cli on the cl&uster:"), tr("headwater-cli on the cluster"),
         tr("Its path on the cluster's machines, or headwater-cli when it is on their PATH")},
        {tr("Rendezvous po&rt:"), tr("Rendezvous port"),
         tr("A free TCP port on the first node, where the processes meet")},
        {tr("&Folder:"), tr("Folder for the run"),
         tr("Where run.json and the launch scripts are written; the run writes its checkpoints here")},
    };
    const QList<QWidget*> fields = fieldsInOrder();
    for (int i = 0; i < fields.size(); ++i) {
        m_labels[i]->setText(rows[i].label);
        fields[i]->setAccessibleName(rows[i].name);
        fields[i]->setToolTip(rows[i].tip);
    }
    m_hours->setSuffix(tr(" h"));
    m_partition->setPlaceholderText(tr("the cluster's default"));
    m_choose->setText(tr("C&hoose…"));
    m_choose->setAccessibleName(tr("Choose the folder for the run"));
    m_write->setText(tr("&Write"));
    m_write->setAccessibleName(tr("Write the run and its launch scripts"));
    m_close->setText(tr("Close"));
    m_close->setAccessibleName(tr("Close"));
    m_status->setAccessibleDescription(tr("Cluster launch status"));
    m_result->setAccessibleName(tr("Written files and commands"));
    m_result->setPlainText(resultText());
}

} // namespace hw::ui
