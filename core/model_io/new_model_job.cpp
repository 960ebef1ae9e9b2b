#include "core/model_io/new_model_job.h"
#include "core/project/lineage_roles.h"

#include "core/model/model_architecture.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/tokenize/text_tokenizer.h"

#include <QDir>
#include <QFileInfo>

namespace hw {

QStringList NewModelJob::resources() const {
    QStringList used{QFileInfo(m_spec.outputDirectory).absoluteFilePath()};
    if (!m_spec.tokenizerDirectory.isEmpty())
        used << QFileInfo(m_spec.tokenizerDirectory).absoluteFilePath();
    return used;
}

JobOutcome NewModelJob::run(JobContext& context) {
    context.progress(Text::tr("initialising the model"), 0, 1);
    if (m_spec.config.vocabSize <= 0 && !m_spec.tokenizerDirectory.isEmpty()) {
        Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(m_spec.tokenizerDirectory);
        if (!tokenizer)
            return {JobStatus::Failed, tokenizer.error().text(), tokenizer.error()};
        m_spec.config.vocabSize = tokenizer.value()->vocabSize();
    }
    Expected<ModelWriteSummary> written = createRandomModel(
        m_spec.config, m_spec.tokenizerDirectory, m_spec.outputDirectory, m_spec.seed, m_spec.overwrite);
    if (!written)
        return {JobStatus::Failed, written.error().text(), written.error()};
    m_result = written.value();
    context.progress(Text::tr("initialising the model"), 1, 1);
    if (!m_spec.projectPath.isEmpty()) {
        Expected<bool> recorded = recordInProject();
        if (!recorded)
            return {JobStatus::Failed, recorded.error().text(), recorded.error()};
    }
    return {JobStatus::Succeeded, Text::tr("created %1 (%2 parameters)")
                                      .arg(architectureName(m_result.config.architecture))
                                      .arg(m_result.parameters)};
}

Expected<bool> NewModelJob::recordInProject() {
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(m_spec.projectPath);
    if (!opened)
        return opened.error();
    ProjectStore& store = *opened.value();
    Artefact model;
    model.kind = ArtefactKind::Model;
    model.name =
        m_spec.name.isEmpty() ? QFileInfo(QDir::cleanPath(m_spec.outputDirectory)).fileName() : m_spec.name;
    model.path = store.storedPath(QFileInfo(m_spec.outputDirectory).absoluteFilePath());
    model.settings = {{QStringLiteral("kind"), QStringLiteral("new")},
                      {QStringLiteral("preset"), m_spec.preset},
                      {QStringLiteral("architecture"), architectureName(m_result.config.architecture)},
                      {QStringLiteral("seed"), double(m_spec.seed)}};
    model.figures = {{QStringLiteral("parameters"), m_result.parameters},
                     {QStringLiteral("vocab_size"), m_result.config.vocabSize},
                     {QStringLiteral("layers"), m_result.config.numHiddenLayers},
                     {QStringLiteral("hidden_size"), m_result.config.hiddenSize}};
    if (!m_spec.tokenizerDirectory.isEmpty()) {
        for (ArtefactKind kind : {ArtefactKind::Tokenizer, ArtefactKind::Model})
            for (const Artefact& a : artefactsAt(store, kind, m_spec.tokenizerDirectory))
                model.sources.append({a.id, lineage::kTokenizer});
    }
    Expected<qint64> id = recordArtefact(store.database(), model);
    if (!id)
        return id.error();
    return true;
}

} // namespace hw
