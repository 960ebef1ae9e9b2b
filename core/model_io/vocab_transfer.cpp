#include "core/model_io/vocab_transfer.h"
#include "core/project/lineage_roles.h"

#include "core/model_io/internal/model_directory.h"
#include "core/model_io/internal/vocabulary_rows.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/tokenize/text_tokenizer.h"

#include <torch/torch.h>

#include <QDir>
#include <QFileInfo>
#include <QHash>

namespace hw {

namespace {

QHash<QString, int> idsByToken(const TextTokenizer& t) {
    QHash<QString, int> ids;
    for (int id = 0; id < t.vocabSize(); ++id)
        ids.insert(t.tokenAt(id), id);
    return ids;
}

// For every id of the new tokenizer: the old ids whose rows it starts from (one for a shared token).
struct RowSources {
    std::vector<std::vector<int64_t>> rows;
    int shared = 0, composed = 0, fallback = 0;
};

RowSources rowSources(const TextTokenizer& from, const TextTokenizer& to) {
    const QHash<QString, int> old = idsByToken(from);
    const QHash<int, int> specials{{to.unkId(), from.unkId()},
                                   {to.clsId(), from.clsId()},
                                   {to.sepId(), from.sepId()},
                                   {to.padId(), from.padId()},
                                   {to.maskId(), from.maskId()}};
    RowSources out;
    out.rows.resize(size_t(to.vocabSize()));
    for (int id = 0; id < to.vocabSize(); ++id) {
        const QString token = to.tokenAt(id);
        if (specials.contains(id) && specials.value(id) >= 0) {
            out.rows[size_t(id)] = {specials.value(id)};
            ++out.shared;
        } else if (old.contains(token)) {
            out.rows[size_t(id)] = {old.value(token)};
            ++out.shared;
        } else {
            const Encoding pieces = from.segment(tokenSurface(to, token), 0);
            for (int32_t piece : pieces.ids)
                if (piece != from.unkId())
                    out.rows[size_t(id)].push_back(piece);
            ++(out.rows[size_t(id)].empty() ? out.fallback : out.composed);
        }
    }
    return out;
}

} // namespace

Expected<VocabularyOverlap> compareVocabularies(const QString& modelDirectory,
                                                const QString& tokenizerDirectory) {
    Expected<std::shared_ptr<const TextTokenizer>> from = loadTokenizer(modelDirectory);
    if (!from)
        return from.error();
    Expected<std::shared_ptr<const TextTokenizer>> to = loadTokenizer(tokenizerDirectory);
    if (!to)
        return to.error();
    const QHash<QString, int> old = idsByToken(*from.value());
    VocabularyOverlap overlap{from.value()->vocabSize(), to.value()->vocabSize(), 0};
    for (int id = 0; id < to.value()->vocabSize(); ++id)
        overlap.shared += old.contains(to.value()->tokenAt(id)) ? 1 : 0;
    return overlap;
}

Expected<VocabTransferResult> transferModelVocabulary(const VocabTransferRequest& request) {
    Expected<std::shared_ptr<const TextTokenizer>> from = loadTokenizer(request.modelDirectory);
    if (!from)
        return from.error();
    Expected<std::shared_ptr<const TextTokenizer>> to = loadTokenizer(request.tokenizerDirectory);
    if (!to)
        return to.error();
    Expected<VocabularyOverlap> overlap =
        compareVocabularies(request.modelDirectory, request.tokenizerDirectory);
    if (!overlap)
        return overlap.error();
    Expected<LoadedModel> loaded = loadModelDirectory(request.modelDirectory);
    if (!loaded)
        return loaded.error();
    const RowSources sources = rowSources(*from.value(), *to.value());

    ModelConfig config = loaded->config;
    config.vocabSize = to.value()->vocabSize();
    config.padTokenId = std::max(0, to.value()->padId());
    std::shared_ptr<EncoderModel> resized =
        rebuildVocabularyRows(loaded.value(), config, sources.rows, from.value()->vocabSize());
    Expected<bool> saved =
        saveModelDirectory(*resized, QString(), request.outputDirectory, request.overwrite, to.value().get());
    if (!saved)
        return saved.error();
    return VocabTransferResult{overlap.value(), sources.shared, sources.composed, sources.fallback};
}

VocabTransferJob::VocabTransferJob(VocabTransferRequest request, QString projectPath, QString name)
    : m_request(std::move(request))
    , m_projectPath(std::move(projectPath))
    , m_name(std::move(name)) {
    if (!m_projectPath.isEmpty() && !m_name.isEmpty() && m_request.outputDirectory.isEmpty())
        m_request.outputDirectory =
            QDir(ProjectStore::dataDirectoryOf(m_projectPath)).filePath(QStringLiteral("models/") + m_name);
}

Text VocabTransferJob::title() const {
    return Text::tr("Resize %1 for the tokenizer %2")
        .arg(QFileInfo(m_request.modelDirectory).fileName(),
             QFileInfo(m_request.tokenizerDirectory).fileName());
}

QStringList VocabTransferJob::resources() const {
    return {QFileInfo(m_request.modelDirectory).absoluteFilePath(),
            QFileInfo(m_request.tokenizerDirectory).absoluteFilePath(),
            QFileInfo(m_request.outputDirectory).absoluteFilePath()};
}

JobOutcome VocabTransferJob::run(JobContext& context) {
    context.progress(Text::tr("resizing the model"), 0, 1);
    Expected<VocabTransferResult> done = transferModelVocabulary(m_request);
    if (!done)
        return {JobStatus::Failed, done.error().text(), done.error()};
    m_result = done.value();
    if (!m_projectPath.isEmpty()) {
        Expected<bool> recorded = recordInProject();
        if (!recorded)
            context.log(
                LogLevel::Warning,
                Text::tr("resized, but not recorded in the project: %1").arg(recorded.error().text()));
    }
    context.progress(Text::tr("resizing the model"), 1, 1);
    return {JobStatus::Succeeded, Text::tr("%1 tokens: %2 kept, %3 composed of pieces, %4 new")
                                      .arg(m_result.overlap.tokenizerTokens)
                                      .arg(m_result.kept)
                                      .arg(m_result.composed)
                                      .arg(m_result.fallback)};
}

Expected<bool> VocabTransferJob::recordInProject() {
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(m_projectPath);
    if (!opened)
        return opened.error();
    ProjectStore& store = *opened.value();
    QSqlDatabase& db = store.database();
    const QString base =
        m_name.isEmpty() ? QFileInfo(QDir::cleanPath(m_request.outputDirectory)).fileName() : m_name;
    Expected<QString> name = unusedArtefactName(db, ArtefactKind::Model, base);
    if (!name)
        return name.error();
    Artefact model;
    model.kind = ArtefactKind::Model;
    model.name = name.value();
    model.path = store.storedPath(QFileInfo(m_request.outputDirectory).absoluteFilePath());
    model.settings = {{QStringLiteral("kind"), QStringLiteral("vocabulary transferred")}};
    model.figures = {{QStringLiteral("vocab_size"), m_result.overlap.tokenizerTokens},
                     {QStringLiteral("shared_tokens"), m_result.overlap.shared},
                     {QStringLiteral("composed_tokens"), m_result.composed},
                     {QStringLiteral("architecture"), architectureNameAt(m_request.outputDirectory)}};
    for (const Artefact& a : artefactsAt(store, ArtefactKind::Model, m_request.modelDirectory))
        model.sources.append({a.id, lineage::kResizedFrom});
    for (const Artefact& a : artefactsAt(store, ArtefactKind::Tokenizer, m_request.tokenizerDirectory))
        model.sources.append({a.id, lineage::kTokenizer});
    Expected<qint64> recorded = recordArtefact(db, model);
    if (!recorded)
        return recorded.error();
    return true;
}

} // namespace hw
