#include "core/demo/demo_preparation_job.h"

#include "core/corpus/corpus_import_job.h"
#include "core/corpus/labelled_import_job.h"
#include "core/demo/demo_bundle.h"
#include "core/model_io/model_import.h"
#include "core/project/artefact_store.h"
#include "core/project/lineage_roles.h"
#include "core/project/project_store.h"
#include "core/tokenize/text_tokenizer.h"

#include <QDir>
#include <QFileInfo>

namespace hw {

namespace {

bool holds(const QString& projectPath, ArtefactKind kind, const char* name) {
    Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(projectPath);
    return store && findArtefact(store.value()->database(), kind, QString::fromLatin1(name)).ok();
}

// The train, validation and test files of a labelled set in the demo's data folder: NAME-train.tsv...
QStringList splitFiles(const QDir& data, const char* stem) {
    QStringList files;
    for (const char* split : {"train", "validation", "test"})
        files << data.filePath(QStringLiteral("%1-%2.tsv").arg(QLatin1String(stem), QLatin1String(split)));
    return files;
}

JobOutcome importLabelled(JobContext& context, const QString& projectPath, const QStringList& files,
                          const char* name, bool multiLabel) {
    if (holds(projectPath, ArtefactKind::LabelledSet, name))
        return {JobStatus::Succeeded, Text()};
    LabelledImportSpec labelled;
    labelled.inputs = files;
    labelled.options.labelFields = {QStringLiteral("label")};
    labelled.options.multiLabel = multiLabel;
    labelled.projectPath = projectPath;
    labelled.name = QString::fromLatin1(name);
    return LabelledImportJob(labelled).run(context);
}

// The base model's folder holds its WordPiece vocabulary too: recorded as the project's first tokenizer, so
// fragmentation can be compared with it, and as the model's.
Expected<bool> recordBaseModel(const QString& projectPath, const QString& folder) {
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(projectPath);
    if (!opened)
        return opened.error();
    ProjectStore& store = *opened.value();
    return store.writeExclusively([&]() -> Expected<bool> {
        if (!findArtefact(store.database(), ArtefactKind::Tokenizer,
                          QString::fromLatin1(DemoPreparationJob::kTokenizerName))) {
            Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(folder);
            if (!tokenizer)
                return tokenizer.error();
            Artefact artefact;
            artefact.kind = ArtefactKind::Tokenizer;
            artefact.name = QString::fromLatin1(DemoPreparationJob::kTokenizerName);
            artefact.path = store.storedPath(folder);
            artefact.settings = {{QStringLiteral("kind"), QStringLiteral("wordpiece")},
                                 {QStringLiteral("lowercase"), false}};
            artefact.figures = {{QStringLiteral("vocab_size"), tokenizer.value()->vocabSize()}};
            Expected<qint64> recorded = recordArtefact(store.database(), artefact, true);
            if (!recorded)
                return recorded.error();
        }
        if (!findArtefact(store.database(), ArtefactKind::Model,
                          QString::fromLatin1(DemoPreparationJob::kModelName))) {
            Expected<qint64> recorded =
                recordImportedModel(store, folder, QString::fromLatin1(DemoPreparationJob::kModelName), true);
            if (!recorded)
                return recorded.error();
        }
        return true;
    });
}

} // namespace

JobOutcome DemoPreparationJob::run(JobContext& context) {
    const QDir folder = QFileInfo(m_spec.projectPath).absoluteDir();
    const QDir data(folder.filePath(QString::fromLatin1(demo::kDataFolder)));
    if (!holds(m_spec.projectPath, ArtefactKind::Corpus, kCorpusName)) {
        CorpusImportSpec corpus;
        corpus.inputs = {data.filePath(QStringLiteral("domain_en.txt")),
                         data.filePath(QStringLiteral("domain_ko.txt"))};
        corpus.projectPath = m_spec.projectPath;
        corpus.corpusName = QString::fromLatin1(kCorpusName);
        const JobOutcome outcome = CorpusImportJob(corpus).run(context);
        if (outcome.status != JobStatus::Succeeded)
            return outcome;
    }
    for (const auto& [stem, name, multiLabel] : {std::tuple{"debian_tags_en", kTagsName, true},
                                                 std::tuple{"debian_topics_ko", kTopicsName, false}}) {
        const JobOutcome outcome =
            importLabelled(context, m_spec.projectPath, splitFiles(data, stem), name, multiLabel);
        if (outcome.status != JobStatus::Succeeded)
            return outcome;
    }
    if (context.cancelled())
        return {JobStatus::Cancelled, Text::tr("cancelled; the demo project keeps what was made")};
    context.progress(Text::tr("recording the base model"), 0, 1);
    Expected<bool> recorded =
        recordBaseModel(m_spec.projectPath, folder.filePath(QString::fromLatin1(demo::kBaseModelFolder)));
    if (!recorded)
        return {JobStatus::Failed, recorded.error().text(), recorded.error()};
    context.progress(Text::tr("recording the base model"), 1, 1);
    return {JobStatus::Succeeded, Text::tr("the demo project is ready")};
}

} // namespace hw
