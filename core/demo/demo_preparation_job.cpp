#include "core/demo/demo_preparation_job.h"
#include "core/project/lineage_roles.h"

#include "core/corpus/corpus_import_job.h"
#include "core/corpus/labelled_import_job.h"
#include "core/model/model_presets.h"
#include "core/model_io/model_files.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/tokenizer_training.h"

#include <QDir>

namespace hw {

namespace {

bool holds(const QString& projectPath, ArtefactKind kind, const char* name) {
    Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(projectPath);
    return store && findArtefact(store.value()->database(), kind, QString::fromLatin1(name)).ok();
}

} // namespace

JobOutcome DemoPreparationJob::run(JobContext& context) {
    if (!holds(m_spec.projectPath, ArtefactKind::Corpus, kCorpusName)) {
        CorpusImportSpec corpus;
        corpus.inputs = {m_spec.corpusFile};
        corpus.projectPath = m_spec.projectPath;
        corpus.corpusName = QString::fromLatin1(kCorpusName);
        corpus.validationRatio = 0.15;
        CorpusImportJob job(corpus);
        const JobOutcome outcome = job.run(context);
        if (outcome.status != JobStatus::Succeeded)
            return outcome;
    }
    if (!m_spec.labelledFile.isEmpty() &&
        !holds(m_spec.projectPath, ArtefactKind::LabelledSet, kLabelledName)) {
        LabelledImportSpec labelled;
        labelled.inputs = {m_spec.labelledFile};
        labelled.options.labelFields = {QStringLiteral("label")};
        labelled.validationRatio = 0.15;
        labelled.testRatio = 0.2;
        labelled.projectPath = m_spec.projectPath;
        labelled.name = QString::fromLatin1(kLabelledName);
        LabelledImportJob job(labelled);
        const JobOutcome outcome = job.run(context);
        if (outcome.status != JobStatus::Succeeded)
            return outcome;
    }
    if (!holds(m_spec.projectPath, ArtefactKind::Tokenizer, kTokenizerName)) {
        TokenizerTrainingSpec tokenizer;
        tokenizer.projectPath = m_spec.projectPath;
        tokenizer.projectCorpus = QString::fromLatin1(kCorpusName);
        tokenizer.name = QString::fromLatin1(kTokenizerName);
        tokenizer.vocabSize = 1200;
        tokenizer.minFrequency = 1;
        tokenizer.lowercase = false; // uncased BERT's accent stripping would split Hangul into jamo
        TokenizerTrainingJob job(tokenizer);
        const JobOutcome outcome = job.run(context);
        if (outcome.status != JobStatus::Succeeded)
            return outcome;
    }
    if (holds(m_spec.projectPath, ArtefactKind::Model, kModelName))
        return {JobStatus::Succeeded, Text::tr("the demo project is ready")};
    if (context.cancelled())
        return {JobStatus::Cancelled, Text::tr("cancelled; the demo project keeps what was made")};

    context.progress(Text::tr("creating a tiny BERT"), 0, 1);
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(m_spec.projectPath);
    if (!opened)
        return {JobStatus::Failed, opened.error().toString(), opened.error()};
    ProjectStore& store = *opened.value();
    Expected<Artefact> tokenizer =
        findArtefact(store.database(), ArtefactKind::Tokenizer, QString::fromLatin1(kTokenizerName));
    if (!tokenizer)
        return {JobStatus::Failed, tokenizer.error().toString(), tokenizer.error()};
    const QString tokenizerDir = store.resolvePath(tokenizer->path);
    Expected<std::shared_ptr<const TextTokenizer>> loaded = loadTokenizer(tokenizerDir);
    if (!loaded)
        return {JobStatus::Failed, loaded.error().toString(), loaded.error()};
    Expected<ModelConfig> config =
        presetModelConfig(ModelFamily::Bert, QStringLiteral("tiny"), loaded.value()->vocabSize());
    if (!config)
        return {JobStatus::Failed, config.error().toString(), config.error()};
    config->maxPositionEmbeddings = 128;
    const QString relative = QStringLiteral("models/") + QString::fromLatin1(kModelName);
    Expected<ModelWriteSummary> written =
        createRandomModel(config.value(), tokenizerDir, store.resolvePath(relative), 42, true);
    if (!written)
        return {JobStatus::Failed, written.error().toString(), written.error()};
    Artefact model;
    model.kind = ArtefactKind::Model;
    model.name = QString::fromLatin1(kModelName);
    model.path = relative;
    model.settings = {{QStringLiteral("preset"), QStringLiteral("tiny")},
                      {QStringLiteral("architecture"), architectureName(config->architecture)}};
    model.figures = {{QStringLiteral("parameters"), written->parameters}};
    model.sources = {{tokenizer->id, lineage::kTokenizer}};
    Expected<qint64> recorded = recordArtefact(store.database(), model);
    if (!recorded)
        return {JobStatus::Failed, recorded.error().toString(), recorded.error()};
    context.progress(Text::tr("creating a tiny BERT"), 1, 1);
    return {JobStatus::Succeeded, Text::tr("the demo project is ready")};
}

} // namespace hw
