#pragma once

#include "core/train/cluster_launch.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace hw::ui {

// "Run on a cluster…": writes the run the Pretrain page would start into a folder, with a Slurm batch script
// and a torchrun script that launch it on other machines, then shows the files and the commands that start
// it and bring it back into the project.
class ClusterLaunchDialog : public QDialog {
    Q_OBJECT
public:
    // `spec`: the run as the page set it up; its files go to `folder` unless another is chosen.
    ClusterLaunchDialog(const PretrainSpec& spec, const QString& folder, QWidget* parent = nullptr);

    // Writes the files with the options as set; false, the problem shown, when refused.
    bool write();
    const std::optional<ClusterLaunch>& written() const { return m_written; }

protected:
    void changeEvent(QEvent* event) override;

private:
    QList<QWidget*> fieldsInOrder() const; // the form's fields, top to bottom
    ClusterLaunchOptions options() const;
    void chooseFolder();
    QString resultText() const;
    void retranslate();

    PretrainSpec m_spec;
    QSpinBox* m_nodes;
    QSpinBox* m_processes;
    QComboBox* m_device;
    QSpinBox* m_cpus;
    QLineEdit* m_partition;
    QDoubleSpinBox* m_hours;
    QLineEdit* m_cli;
    QSpinBox* m_port;
    QLineEdit* m_folder;
    QPushButton* m_choose;
    QLabel* m_status;
    QPlainTextEdit* m_result;
    QPushButton* m_write;
    QPushButton* m_close;
    QList<QLabel*> m_labels; // of the form's rows, in their order
    std::optional<ClusterLaunch> m_written;
};

} // namespace hw::ui
