#include "core/train/cluster_launch_files.h"

#include "core/train/pretrain_settings.h"
#include "core/util/shell_quote.h"

#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace hw {

namespace {

// A setting's value as the CLI reads it back: whole numbers without a fraction, reals in their shortest exact
// form, choices by name.
QString settingArgument(const RunSetting& setting, const QJsonValue& value) {
    if (setting.kind == SettingKind::Choice)
        return value.toString();
    if (setting.kind == SettingKind::Integer)
        return QString::number(qint64(value.toDouble()));
    return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
}

// `pretrain`'s options for the run in full, each with its value, less --output and --resume (the scripts add
// those).
QVector<QStringList> pretrainArguments(const PretrainSpec& spec) {
    QVector<QStringList> args;
    const auto add = [&](const QString& option, const QString& value) {
        args.append({QStringLiteral("--") + option, value});
    };
    add(QStringLiteral("model"), QFileInfo(spec.modelDirectory).absoluteFilePath());
    if (!spec.generatorDirectory.isEmpty())
        add(QStringLiteral("generator"), QFileInfo(spec.generatorDirectory).absoluteFilePath());
    for (const QString& file : spec.source.files)
        add(QStringLiteral("corpus"), QFileInfo(file).absoluteFilePath());
    for (const QString& file : spec.generalSource.files)
        add(QStringLiteral("general-corpus"), QFileInfo(file).absoluteFilePath());
    if (spec.source.read.format != CorpusFormat::Auto)
        add(QStringLiteral("format"), corpusFormatName(spec.source.read.format));
    for (const QString& field : spec.source.read.textFields)
        add(QStringLiteral("text-field"), field);
    add(QStringLiteral("validation-percent"), QString::number(spec.source.validationRatio * 100, 'g', 12));
    add(QStringLiteral("device"), spec.device);
    for (const QString& sentence : spec.watchSentences)
        add(QStringLiteral("watch"), sentence);
    for (const SpecSetting<PretrainSpec>& s : pretrainSettings())
        add(s.setting.key, settingArgument(s.setting, s.get(spec)));
    return args;
}

// The options as continuation lines of a script, one option with its value a line.
QString argumentLines(const QVector<QStringList>& args) {
    QString out;
    for (const QStringList& option : args)
        out += QStringLiteral(" \\\n    ") + shellCommand(option);
    return out + QLatin1Char('\n');
}

// "1-06:00:00" or "12:30:00", Slurm's days-hours:minutes:seconds.
QString slurmTime(double hours) {
    const qint64 minutes = std::max<qint64>(1, qint64(std::ceil(hours * 60 - 1e-9)));
    const QString clock = QStringLiteral("%1:%2:00")
                              .arg(minutes / 60 % 24, 2, 10, QLatin1Char('0'))
                              .arg(minutes % 60, 2, 10, QLatin1Char('0'));
    return minutes >= 24 * 60 ? QStringLiteral("%1-%2").arg(minutes / (24 * 60)).arg(clock) : clock;
}

QString jobName(const QString& folder) {
    QString name = QFileInfo(folder).fileName();
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("-"));
    name.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    return name.isEmpty() ? QStringLiteral("headwater-pretrain") : name;
}

// headwater-cli's path as a shell word; a leading "~/" stays the home folder of whoever runs the script.
QString cliWord(const QString& path) {
    if (path.startsWith(QLatin1String("~/")))
        return QStringLiteral("\"$HOME\"/") + shellQuoted(path.mid(2));
    return shellQuoted(path);
}

// What both scripts do before starting: where the run is, and whether it continues from a checkpoint.
QString scriptPrologue(const QString& folder, const ClusterLaunchOptions& options) {
    return QStringLiteral(
               "set -e\n\n"
               "# Where the run folder and headwater-cli are on the machines that run it (change them,\n"
               "# and the paths of the model and the corpus below, where they lie elsewhere there).\n"
               "RUN_DIR=%1\n"
               "HEADWATER_CLI=%2\n\n"
               "if [ ! -f \"$RUN_DIR/run.json\" ]; then\n"
               "    echo \"error: $RUN_DIR/run.json is missing: copy the run folder there, or set RUN_DIR\" "
               ">&2\n"
               "    exit 2\n"
               "fi\n\n"
               "# A run that has written a checkpoint continues from the newest one (after a time limit,\n"
               "# a failure or a cancelled job, start this script again).\n"
               "RESUME=\n"
               "for checkpoint in \"$RUN_DIR\"/checkpoint-*; do\n"
               "    if [ -d \"$checkpoint\" ]; then RESUME=--resume; fi\n"
               "done\n\n")
        .arg(shellQuoted(folder), cliWord(options.cliPath));
}

QString sbatchText(const QString& folder, const QVector<QStringList>& args, const ClusterLaunchOptions& o) {
    const bool cuda = o.device == QLatin1String("cuda");
    QString s = QStringLiteral("#!/bin/bash\n");
    s += QStringLiteral("#SBATCH --job-name=%1\n").arg(jobName(folder));
    s += QStringLiteral("#SBATCH --nodes=%1\n").arg(o.nodes);
    s += QStringLiteral("#SBATCH --ntasks-per-node=1\n");
    if (cuda)
        s += QStringLiteral("#SBATCH --gpus-per-node=%1\n").arg(o.processesPerNode);
    s += QStringLiteral("#SBATCH --cpus-per-task=%1\n").arg(o.cpusPerProcess * o.processesPerNode);
    s += QStringLiteral("#SBATCH --time=%1\n").arg(slurmTime(o.hours));
    if (!o.partition.isEmpty())
        s += QStringLiteral("#SBATCH --partition=%1\n").arg(o.partition);
    // Job steps are asked to stop before the time limit: the run then writes a checkpoint.
    s += QStringLiteral("#SBATCH --signal=TERM@300\n");
    s += QStringLiteral(
             "#\n"
             "# Written by Headwater: continued pretraining as one data-parallel run of %1 node(s)\n"
             "# x %2 process(es) (%3). Submit it with: sbatch launch.sbatch\n"
             "# srun starts one torchrun on every node; torchrun starts the processes, which meet\n"
             "# on the first node. Every node must reach the run folder, the model and the corpus\n"
             "# at the paths below.\n")
             .arg(o.nodes)
             .arg(o.processesPerNode)
             .arg(cuda ? QStringLiteral("one per GPU") : QStringLiteral("on the CPU cores"));
    s += scriptPrologue(folder, o);
    s += QStringLiteral("MASTER_ADDR=$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n1)\n"
                        "MASTER_PORT=%1\n"
                        "export MASTER_ADDR MASTER_PORT\n"
                        "# Since Slurm 22.05 srun does not take the job's --cpus-per-task by itself.\n"
                        "export SRUN_CPUS_PER_TASK=\"$SLURM_CPUS_PER_TASK\"\n\n")
             .arg(o.masterPort);
    s += QStringLiteral("srun torchrun --nnodes \"$SLURM_NNODES\" --nproc-per-node %1 \\\n"
                        "    --rdzv-id \"$SLURM_JOB_ID\" --rdzv-backend c10d --rdzv-endpoint "
                        "\"$MASTER_ADDR:$MASTER_PORT\" \\\n"
                        "    --no-python \"$HEADWATER_CLI\" pretrain $RESUME --output \"$RUN_DIR\"")
             .arg(o.processesPerNode);
    return s + argumentLines(args);
}

QString torchrunText(const QString& folder, const QVector<QStringList>& args, const ClusterLaunchOptions& o) {
    QString s =
        QStringLiteral("#!/usr/bin/env bash\n"
                       "# Written by Headwater: the run on one machine with %1 process(es) (%2), for\n"
                       "# a machine without Slurm. Run it there with: bash torchrun.sh\n")
            .arg(o.processesPerNode)
            .arg(o.device == QLatin1String("cuda") ? QStringLiteral("one per GPU")
                                                   : QStringLiteral("on the CPU cores"));
    s += scriptPrologue(folder, o);
    s += QStringLiteral("exec torchrun --standalone --nnodes 1 --nproc-per-node %1 \\\n"
                        "    --no-python \"$HEADWATER_CLI\" pretrain $RESUME --output \"$RUN_DIR\"")
             .arg(o.processesPerNode);
    return s + argumentLines(args);
}

} // namespace

QString clusterSbatchScript(const PretrainSpec& spec, const ClusterLaunchOptions& options) {
    return sbatchText(spec.outputDirectory, pretrainArguments(spec), options);
}

QString clusterTorchrunScript(const PretrainSpec& spec, const ClusterLaunchOptions& options) {
    return torchrunText(spec.outputDirectory, pretrainArguments(spec), options);
}

QString clusterLaunchReadme(const PretrainSpec& original, const ClusterLaunch& launch,
                            const ClusterLaunchOptions& o) {
    QString s =
        QStringLiteral("A Headwater pretraining run, prepared to run on a cluster\n"
                       "========================================================\n\n"
                       "run.json       the run's settings (model, corpus, objective, hyperparameters)\n"
                       "               as headwater-cli pretrain records them; the run writes it again\n"
                       "               when it starts\n"
                       "launch.sbatch  a Slurm batch script: srun starts torchrun on each of the %1\n"
                       "               node(s), torchrun starts %2 process(es) on each, and they train\n"
                       "               as one data-parallel run\n"
                       "torchrun.sh    the same run on one machine with %2 process(es), without Slurm\n"
                       "README.txt     this file\n\n")
            .arg(o.nodes)
            .arg(o.processesPerNode);
    s += QStringLiteral("Start it with Slurm:\n    %1\nor on one machine:\n    %2\n\n")
             .arg(launch.sbatchCommand, launch.torchrunCommand);
    s +=
        QStringLiteral("What the machines that run it must reach, at these paths (a file system they share\n"
                       "with this computer, or copies at the same paths; where they lie elsewhere there,\n"
                       "change RUN_DIR and the paths of --model, --generator, --corpus and --general-corpus\n"
                       "in both scripts):\n    %1\n"
                       "and on every node headwater-cli (%2) and torchrun (it comes with PyTorch).\n\n")
            .arg((QStringList{launch.folder} + launch.inputs).join(QStringLiteral("\n    ")), o.cliPath);
    const QStringList projectCorpora = original.source.corpusNames + original.generalSource.corpusNames;
    if (!projectCorpora.isEmpty())
        s +=
            QStringLiteral("The cluster has no project: the project's corpora (%1) are read again from the\n"
                           "files they were imported from. The import's cleaning (Unicode normalisation,\n"
                           "deduplication, length limits) is not repeated and the validation split is drawn\n"
                           "again by content hash, so the text and the validation figures can differ a\n"
                           "little from a run in the studio.\n\n")
                .arg(projectCorpora.join(QStringLiteral(", ")));
    if (o.nodes > 1)
        s += QStringLiteral("With several nodes, rank 0 tokenizes the corpus into the cache folder\n"
                            "(~/.cache/headwater/datasets of the user the job runs as) and the other nodes\n"
                            "read it there: it must be on a file system every node shares, or add\n"
                            "--cache-dir DIR on one to the scripts.\n\n");
    s += QStringLiteral(
             "Stopping and continuing: five minutes before the time limit Slurm asks the processes\n"
             "to stop, and they write a checkpoint. Once the folder holds a checkpoint the scripts\n"
             "add --resume, so submitting launch.sbatch again continues the run from there.\n\n"
             "When the run has finished, bring this folder back to\n    %1\n"
             "(if the cluster does not share it) and add the run to the project:\n    %2\n")
             .arg(launch.folder, launch.addRunCommand);
    return s;
}

} // namespace hw
