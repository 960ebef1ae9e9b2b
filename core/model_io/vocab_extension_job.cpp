#include "core/model_io/vocab_extension_job.h"

#include "core/model/model_config.h"
#include "core/project/lineage_roles.h"

#include "core/project/artefact_store.h"
#include "core/project/project_store.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

namespace hw {

VocabExtensionJob::VocabExtensionJob(VocabExtensionRequest request, QString projectPath, QString name)
    : m_request(std::move(request))
    , m_projectPath(std::move(projectPath))
    , m_name(std::move(name)) {
    if (!m_projectPath.isEmpty() && !m_name.isEmpty() && m_request.outputDirectory.isEmpty() &&
        !m_request.dryRun)
        m_request.outputDirectory =
            QDir(ProjectStore::dataDirectoryOf(m_projectPath)).filePath(QStringLiteral("models/") + m_name);
}

Text VocabExtensionJob::title() const {
    return m_request.dryRun
               ? Text::tr("Rank vocabulary candidates for %1")
                     .arg(QFileInfo(m_request.modelDirectory).fileName())
               : Text::tr("Extend the vocabulary of %1").arg(QFileInfo(m_request.modelDirectory).fileName());
}

QStringList VocabExtensionJob::resources() const {
    QStringList used{QFileInfo(m_request.modelDirectory).absoluteFilePath()};
    if (!m_request.projectCorpus.isEmpty())
        used << QStringLiteral("corpus:") + m_request.projectCorpus;
    for (const QString& file : m_request.corpusFiles)
        used << QFileInfo(file).absoluteFilePath();
    if (!m_request.outputDirectory.isEmpty())
        used << QFileInfo(m_request.outputDirectory).absoluteFilePath();
    return used;
}

// Writes the project corpus's training split as lines for the ranking, before anything else is done.
Expected<bool> VocabExtensionJob::readProjectCorpus(JobContext& context) {
    if (m_projectPath.isEmpty())
        return UserError{Text::tr("a project corpus is named without a project"), m_request.projectCorpus,
                         Text::tr("give the project too, or the corpus as text files")};
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(m_projectPath);
    if (!opened)
        return opened.error();
    Expected<ExportedCorpusLines> exported =
        exportCorpusLines(*opened.value(), m_request.projectCorpus, QStringLiteral("train"), context);
    if (!exported)
        return exported.error();
    m_corpusLines = std::move(exported.value());
    m_request.corpusFiles = {m_corpusLines.file};
    return true;
}

JobOutcome VocabExtensionJob::run(JobContext& context) {
    if (!m_request.projectCorpus.isEmpty() && m_request.explicitTokens.isEmpty()) {
        Expected<bool> read = readProjectCorpus(context);
        if (!read)
            return {JobStatus::Failed, read.error().text(), read.error()};
        if (context.cancelled())
            return {JobStatus::Cancelled, Text::tr("cancelled")};
    }
    Expected<VocabExtensionResult> extended = extendModelVocabulary(m_request, &context);
    if (!extended) {
        if (context.cancelled())
            return {JobStatus::Cancelled, Text::tr("cancelled")};
        UserError error = extended.error();
        if (!m_corpusLines.file.isEmpty() && error.where.toString() == m_corpusLines.file)
            error.where = Text::tr("corpus '%1'").arg(m_request.projectCorpus); // not the temporary copy
        return {JobStatus::Failed, error.text(), error};
    }
    m_result = extended.value();
    if (!m_request.dryRun && !m_projectPath.isEmpty()) {
        Expected<bool> recorded = recordInProject();
        if (!recorded)
            context.log(
                LogLevel::Warning,
                Text::tr("extended, but not recorded in the project: %1").arg(recorded.error().text()));
    }
    return {JobStatus::Succeeded, Text::tr("%1 words (vocabulary %2 -> %3)")
                                      .arg(m_result.added.size())
                                      .arg(m_result.oldVocabSize)
                                      .arg(m_result.newVocabSize)};
}

Expected<bool> VocabExtensionJob::recordInProject() {
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(m_projectPath);
    if (!opened)
        return opened.error();
    ProjectStore& store = *opened.value();
    QSqlDatabase& db = store.database();
    const QString base =
        m_name.isEmpty() ? QFileInfo(QDir::cleanPath(m_request.outputDirectory)).fileName() : m_name;
    QJsonArray words;
    for (const DomainTerm& t : m_result.added)
        words.append(t.word);
    const QString path = store.storedPath(QFileInfo(m_request.outputDirectory).absoluteFilePath());
    const QVector<Artefact> originals = artefactsAt(store, ArtefactKind::Model, m_request.modelDirectory);
    const QVector<Artefact> originalTokenizers =
        artefactsAt(store, ArtefactKind::Tokenizer, m_request.modelDirectory);

    Expected<QString> tokenizerName = unusedArtefactName(db, ArtefactKind::Tokenizer, base);
    if (!tokenizerName)
        return tokenizerName.error();
    Artefact tokenizer;
    tokenizer.kind = ArtefactKind::Tokenizer;
    tokenizer.name = tokenizerName.value();
    tokenizer.path = path;
    tokenizer.settings = {{QStringLiteral("kind"), QStringLiteral("extended")},
                          {QStringLiteral("added"), words}};
    tokenizer.figures = {{QStringLiteral("vocab_size"), m_result.newVocabSize}};
    for (const Artefact& a : originalTokenizers)
        tokenizer.sources.append({a.id, lineage::kExtendedFrom});
    for (const Artefact& a : originals)
        tokenizer.sources.append({a.id, lineage::kExtendedFromTokenizerOf});
    Expected<qint64> tokenizerId = recordArtefact(db, tokenizer);
    if (!tokenizerId)
        return tokenizerId.error();

    Expected<QString> modelName = unusedArtefactName(db, ArtefactKind::Model, base);
    if (!modelName)
        return modelName.error();
    Artefact model;
    model.kind = ArtefactKind::Model;
    model.name = modelName.value();
    model.path = path;
    model.settings = {{QStringLiteral("kind"), QStringLiteral("vocabulary extended")},
                      {QStringLiteral("added_words"), qint64(m_result.added.size())}};
    model.figures = {{QStringLiteral("vocab_size"), m_result.newVocabSize},
                     {QStringLiteral("old_vocab_size"), m_result.oldVocabSize},
                     {QStringLiteral("architecture"), architectureNameAt(m_request.outputDirectory)}};
    for (const Artefact& a : originals)
        model.sources.append({a.id, lineage::kExtendedFrom});
    model.sources.append({tokenizerId.value(), lineage::kTokenizer});
    if (!m_request.projectCorpus.isEmpty()) {
        // Also when the words were picked from an earlier ranking of this corpus.
        Expected<Artefact> corpus = findArtefact(db, ArtefactKind::Corpus, m_request.projectCorpus);
        if (corpus)
            model.sources.append({corpus->id, lineage::kExtendedWithWordsFrom});
    }
    Expected<qint64> modelId = recordArtefact(db, model);
    if (!modelId)
        return modelId.error();
    return true;
}

} // namespace hw
