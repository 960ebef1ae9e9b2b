#include "core/eval/perplexity_job.h"
#include "core/project/lineage_roles.h"

#include "core/project/artefact_argument.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/util/enum_names.h"

#include <QDir>
#include <QFileInfo>

namespace hw {

namespace {
constexpr EnumName<PerplexitySplit> kSplitNames[] = {{PerplexitySplit::Validation, "validation"},
                                                     {PerplexitySplit::Train, "train"},
                                                     {PerplexitySplit::All, "all"}};
} // namespace

QString perplexitySplitName(PerplexitySplit split) {
    return nameIn(kSplitNames, split);
}

std::optional<PerplexitySplit> perplexitySplitFromName(const QString& name) {
    return valueNamedIn(kSplitNames, name);
}

QStringList PerplexityJob::resources() const {
    QStringList used;
    for (const QString& model : m_spec.models)
        used << QFileInfo(model).absoluteFilePath();
    for (const QString& file : m_spec.textFiles)
        used << QFileInfo(file).absoluteFilePath();
    if (!m_spec.corpus.isEmpty())
        used << QStringLiteral("corpus:%1").arg(m_spec.corpus);
    return used;
}

JobOutcome PerplexityJob::run(JobContext& context) {
    // A project's corpus is scored from the project; a text file beside --project is scored as it is, and the
    // result is recorded in the project either way.
    const bool fromProject = !m_spec.projectPath.isEmpty() && !m_spec.corpus.isEmpty();
    const bool recording = !m_spec.projectPath.isEmpty();
    if (m_spec.models.isEmpty() || (fromProject ? m_spec.corpus.isEmpty() : m_spec.textFiles.isEmpty()))
        return {JobStatus::Failed, Text::tr("nothing to score"),
                UserError{Text::tr("no model or no held-out text"), QStringLiteral("perplexity"),
                          Text::tr("choose at least one model, and a text file or a project corpus")}};
    PretrainingSource source;
    source.files = m_spec.textFiles;
    if (fromProject) {
        source.projectPath = m_spec.projectPath;
        source.corpusNames = {m_spec.corpus};
    }
    PerplexityOptions options = m_spec.options;
    // A project's corpus is tokenized into the project (pretraining's cache, reused when the tokenizer
    // matches).
    if (options.cacheDirectory.isEmpty() && fromProject)
        options.cacheDirectory =
            QDir(ProjectStore::dataDirectoryOf(m_spec.projectPath)).filePath(QStringLiteral("datasets"));
    std::unique_ptr<ProjectStore> store; // opened once, for every model's record
    if (recording) {
        Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(m_spec.projectPath);
        if (!opened)
            return {JobStatus::Failed, opened.error().text(), opened.error()};
        store = std::move(opened.value());
    }
    for (const QString& model : m_spec.models) {
        Expected<PerplexityResult> scored = evaluatePerplexity(model, source, m_spec.split, options, context);
        if (!scored) {
            if (context.cancelled())
                return {JobStatus::Cancelled, Text::tr("cancelled")};
            return {JobStatus::Failed, scored.error().text(), scored.error()};
        }
        m_result.append({model, scored.value()});
        context.log(LogLevel::Info, Text::tr("%1: perplexity %2 over %3 masked tokens")
                                        .arg(QFileInfo(model).fileName())
                                        .arg(scored->perplexity, 'f', 3)
                                        .arg(scored->tokens));
        if (store) {
            Expected<bool> recorded = recordInProject(*store, m_result.last());
            if (!recorded)
                context.log(
                    LogLevel::Warning,
                    Text::tr("measured, but not recorded in the project: %1").arg(recorded.error().text()));
        }
    }
    return {JobStatus::Succeeded, Text::tr("perplexity of %n model(s)", nullptr, int(m_result.size()))};
}

Expected<bool> PerplexityJob::recordInProject(ProjectStore& store, const ModelPerplexity& scored) {
    const QVector<Artefact> models = artefactsAt(store, ArtefactKind::Model, scored.model);
    const QString modelName =
        models.isEmpty() ? QFileInfo(QDir::cleanPath(scored.model)).fileName() : models.first().name;
    // Scored on a project corpus (its split), or on a text file as a whole, known by its path and digest.
    const bool onFile = m_spec.corpus.isEmpty() && !m_spec.textFiles.isEmpty();
    const QString on = onFile ? QFileInfo(m_spec.textFiles.first()).fileName() : m_spec.corpus;
    Expected<QString> name = unusedArtefactName(store.database(), ArtefactKind::Evaluation,
                                                QStringLiteral("perplexity %1 on %2").arg(modelName, on));
    if (!name)
        return name.error();
    Artefact evaluation;
    evaluation.kind = ArtefactKind::Evaluation;
    evaluation.name = name.value();
    evaluation.path = store.storedPath(QFileInfo(scored.model).absoluteFilePath());
    evaluation.settings = {{QStringLiteral("measure"), QStringLiteral("perplexity")},
                           {QStringLiteral("seq_len"), scored.result.seqLength},
                           {QStringLiteral("mask_rate"), m_spec.options.maskRate},
                           {QStringLiteral("seed"), double(m_spec.options.seed)}};
    if (onFile)
        addDataFileIdentity(evaluation.settings, m_spec.textFiles.first());
    else
        evaluation.settings.insert(QStringLiteral("split"), perplexitySplitName(m_spec.split));
    evaluation.figures = {{QStringLiteral("perplexity"), scored.result.perplexity},
                          {QStringLiteral("loss"), scored.result.loss},
                          {QStringLiteral("masked_tokens"), scored.result.tokens},
                          {QStringLiteral("bits_per_character"), scored.result.bitsPerCharacter},
                          {QStringLiteral("vocabulary_size"), scored.result.tokenizer.vocabularySize}};
    for (const Artefact& model : models)
        evaluation.sources.append({model.id, lineage::kEvaluated});
    Expected<Artefact> corpus = findArtefact(store.database(), ArtefactKind::Corpus, m_spec.corpus);
    if (corpus)
        evaluation.sources.append({corpus->id, lineage::kScoredOn});
    Expected<qint64> id = recordArtefact(store.database(), evaluation);
    if (!id)
        return id.error();
    return true;
}

QVector<TokenizerIdentity> tokenizersOf(const QVector<ModelPerplexity>& scored) {
    QVector<TokenizerIdentity> tokenizers;
    for (const ModelPerplexity& m : scored)
        tokenizers.append(m.result.tokenizer);
    return tokenizers;
}

} // namespace hw
