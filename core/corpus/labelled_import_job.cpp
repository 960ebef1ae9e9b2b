#include "core/corpus/labelled_import_job.h"

#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/util/atomic_file.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace hw {

namespace {

QByteArray examplesJsonl(const LabelledDataset& data) {
    QByteArray out;
    for (const LabelledExample& e : data.examples) {
        QJsonArray labels;
        for (int l : e.labels)
            labels.append(data.labels[l]);
        const QJsonValue label = data.multiLabel ? QJsonValue(labels) : labels.first();
        out += QJsonDocument(QJsonObject{{QStringLiteral("text"), e.text}, {QStringLiteral("label"), label}})
                   .toJson(QJsonDocument::Compact);
        out += '\n';
    }
    return out;
}

QJsonObject labelCounts(const LabelledDataset& data) {
    QJsonObject counts;
    const QVector<qint64> n = data.labelCounts();
    for (int i = 0; i < data.labels.size(); ++i)
        counts.insert(data.labels[i], n[i]);
    return counts;
}

} // namespace

QString LabelledImportJob::name() const {
    if (!m_spec.name.isEmpty())
        return m_spec.name;
    return m_spec.inputs.isEmpty() ? QStringLiteral("labelled")
                                   : QFileInfo(m_spec.inputs.first()).completeBaseName();
}

QStringList LabelledImportJob::resources() const {
    QStringList used;
    for (const QString& input : m_spec.inputs)
        used << QFileInfo(input).absoluteFilePath();
    if (!m_spec.projectPath.isEmpty())
        used << QStringLiteral("labelled_set:%1").arg(name());
    return used;
}

// Everything that can be known before reading the file: a mistake in the settings, a name or folder already
// taken, is reported at once instead of after the reading.
Expected<bool> LabelledImportJob::checkSettings() const {
    const double validation = m_spec.validationRatio, test = m_spec.testRatio;
    if (!(validation >= 0 && test >= 0 && validation + test <= 0.9))
        return UserError{Text::tr("validation %1% and test %2% leave too little for training")
                             .arg(100 * validation)
                             .arg(100 * test),
                         Text::setting(QStringLiteral("validation-percent")),
                         Text::tr("keep %1 and %2 together at 90% or less")
                             .arg(Text::setting(QStringLiteral("validation-percent")))
                             .arg(Text::setting(QStringLiteral("test-percent")))};
    if (!m_spec.projectPath.isEmpty()) {
        Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(m_spec.projectPath);
        if (!store)
            return store.error();
        if (findArtefact(store.value()->database(), ArtefactKind::LabelledSet, name()))
            return UserError{Text::tr("the project already has a labelled set named '%1'").arg(name()),
                             m_spec.projectPath, Text::tr("choose another name")};
    }
    for (const QString& directory : outputDirectories()) {
        const QFileInfo target(directory);
        if (target.exists() && !QDir(target.absoluteFilePath()).isEmpty())
            return UserError{Text::tr("output directory already exists and is not empty"), directory,
                             Text::tr("choose a new folder")};
    }
    return true;
}

QString LabelledImportJob::projectFolder() const {
    if (m_spec.projectPath.isEmpty())
        return {};
    return QDir(ProjectStore::dataDirectoryOf(m_spec.projectPath))
        .filePath(QStringLiteral("labelled/%1").arg(name()));
}

// The project's copy (a project reads its labelled sets from its own folder only), and the folder asked for.
QStringList LabelledImportJob::outputDirectories() const {
    QStringList out;
    if (!m_spec.projectPath.isEmpty())
        out << projectFolder();
    if (!m_spec.outputDirectory.isEmpty())
        out << m_spec.outputDirectory;
    return out;
}

JobOutcome LabelledImportJob::run(JobContext& context) {
    Expected<bool> ready = checkSettings();
    if (!ready)
        return {JobStatus::Failed, ready.error().text(), ready.error()};
    context.progress(Text::tr("reading labelled examples"), 0, 1);
    Expected<LabelledDataset> data = readLabelledDataset(m_spec.inputs, m_spec.options);
    if (!data)
        return {JobStatus::Failed, data.error().text(), data.error()};
    if (context.cancelled())
        return {JobStatus::Cancelled, Text::tr("cancelled")};
    // A Hugging Face dataset's files keep the splits they are; other inputs are split by ratio.
    const QHash<QString, QString> fileSplits = datasetSplitsOfFiles(expandCorpusPaths(m_spec.inputs));
    const DatasetSplits splits =
        fileSplits.isEmpty()
            ? stratifiedSplit(data.value(), m_spec.validationRatio, m_spec.testRatio, m_spec.seed)
            : splitsFromFiles(data.value(), fileSplits, m_spec.validationRatio, m_spec.seed);
    QJsonObject stats = data->statsJson();
    stats.insert(QStringLiteral("splits_from"),
                 fileSplits.isEmpty() ? QStringLiteral("ratios") : QStringLiteral("files"));
    stats.remove(QStringLiteral("conflict_examples"));
    QJsonObject perSplit;
    const std::pair<QString, const LabelledDataset*> parts[] = {
        {QStringLiteral("train"), &splits.train},
        {QStringLiteral("validation"), &splits.validation},
        {QStringLiteral("test"), &splits.test}};
    for (const auto& [split, part] : parts) {
        stats.insert(split, qint64(part->examples.size()));
        perSplit.insert(split, labelCounts(*part));
    }
    stats.insert(QStringLiteral("label_counts"), perSplit);
    stats.insert(QStringLiteral("label_names"), QJsonArray::fromStringList(data->labels));
    m_result.stats = stats;
    m_result.malformedRows = data->malformedRows;
    m_result.malformedExamples = data->malformedExamples;

    const bool inProject = !m_spec.projectPath.isEmpty();
    for (const QString& directory : outputDirectories()) {
        if (!QDir().mkpath(directory))
            return {JobStatus::Failed, Text::tr("cannot create the output folder"),
                    UserError{Text::tr("cannot create the output folder"), directory,
                              Text::tr("check permissions")}};
        for (const auto& [split, part] : parts) {
            Expected<bool> written = writeFileAtomically(
                QDir(directory).filePath(split + QStringLiteral(".jsonl")), examplesJsonl(*part));
            if (!written)
                return {JobStatus::Failed, written.error().text(), written.error()};
        }
        m_result.directory = QFileInfo(directory).absoluteFilePath(); // the folder asked for, if any
    }
    if (inProject) {
        Expected<bool> recorded = recordInProject(stats);
        if (!recorded)
            return {JobStatus::Failed, recorded.error().text(), recorded.error()};
    }
    context.progress(Text::tr("reading labelled examples"), 1, 1);
    return {JobStatus::Succeeded,
            Text::tr("%1 labelled examples, %2 labels").arg(data->examples.size()).arg(data->labels.size())};
}

Expected<bool> LabelledImportJob::recordInProject(const QJsonObject& stats) {
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(m_spec.projectPath);
    if (!opened)
        return opened.error();
    ProjectStore& store = *opened.value();
    Artefact set;
    set.kind = ArtefactKind::LabelledSet;
    set.name = name();
    set.path = store.storedPath(projectFolder());
    QJsonArray inputs;
    for (const QString& input : m_spec.inputs)
        inputs.append(QFileInfo(input).absoluteFilePath());
    set.settings = {
        {QStringLiteral("inputs"), inputs},
        {QStringLiteral("text_fields"), QJsonArray::fromStringList(m_spec.options.read.textFields)},
        {QStringLiteral("label_fields"), QJsonArray::fromStringList(m_spec.options.labelFields)},
        {QStringLiteral("multi_label"), stats.value(QLatin1String("multi_label"))},
        {QStringLiteral("validation_ratio"), m_spec.validationRatio},
        {QStringLiteral("test_ratio"), m_spec.testRatio},
        {QStringLiteral("seed"), double(m_spec.seed)},
        {QStringLiteral("splits_from"), stats.value(QLatin1String("splits_from"))}};
    set.figures = stats;
    set.figures.remove(QStringLiteral("splits_from")); // a setting, not a figure
    Expected<qint64> id = recordArtefact(store.database(), set);
    if (!id)
        return id.error();
    return true;
}

} // namespace hw
