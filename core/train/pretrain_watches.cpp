#include "core/train/pretrain_job.h"

#include "core/dataset/evaluation_sample.h"
#include "core/model/internal/mask_prediction.h"
#include "core/train/internal/pretrain_session.h"
#include "core/train/mask_fill_watch.h"

#include <QDir>
#include <QFileInfo>

// The run's two watches: the mask-fill watch (the guesses for the user's sentences at every evaluation) and
// the forgetting watch (general-domain text scored beside the domain's).
namespace hw {

// Each watched sentence must have a mask the model can fill, checked before the first step rather than at the
// first evaluation.
Expected<bool> PretrainJob::checkWatchSentences(Session& s) const {
    for (int i = 0; i < m_spec.watchSentences.size(); ++i) {
        const QString& sentence = m_spec.watchSentences[i];
        const Encoding e = encodeWithMasks(*s.tokenizer, sentence);
        if (std::find(e.ids.begin(), e.ids.end(), s.tokenizer->maskId()) == e.ids.end())
            return UserError{
                Text::tr("watched sentence %1 has no %2 token").arg(i + 1).arg(s.tokenizer->specials().mask),
                sentence,
                Text::tr("write %1 where the model should guess a word").arg(s.tokenizer->specials().mask)};
        if (e.size() > s.objective->maxPositions())
            return UserError{Text::tr("watched sentence %1 is %2 tokens long; the model reads at most %3")
                                 .arg(i + 1)
                                 .arg(e.size())
                                 .arg(s.objective->maxPositions()),
                             sentence, Text::tr("shorten it")};
    }
    return true;
}

// The top 5 guesses for every watched sentence, appended to the run's mask-fill watch.
Expected<bool> PretrainJob::watchMaskFill(Session& s) {
    if (m_spec.watchSentences.isEmpty())
        return true;
    QVector<MaskFillWatchRecord> records;
    s.objective->setTraining(false);
    for (const QString& sentence : m_spec.watchSentences) {
        Expected<MaskFillResult> filled = predictMasks(s.objective->maskedLmModel(), *s.tokenizer,
                                                       s.objective->maxPositions(), sentence, 5, s.device);
        if (!filled) {
            s.objective->setTraining(true);
            return filled.error();
        }
        MaskFillWatchRecord record{s.state.step, sentence, {}};
        for (const MaskPosition& mask : filled->masks)
            record.masks.append(mask.predictions);
        records.append(record);
    }
    s.objective->setTraining(true);
    return appendMaskFillWatch(m_spec.outputDirectory, records);
}

// The forgetting watch's text, tokenized like the domain corpus and masked like its validation split.
Expected<bool> PretrainJob::prepareGeneralWatch(Session& s, const QString& cacheRoot) {
    const PretrainSpec& spec = m_spec;
    PretrainingSource general = spec.generalSource;
    if (!general.corpusNames.isEmpty() && general.projectPath.isEmpty())
        general.projectPath = spec.projectPath.isEmpty() ? spec.source.projectPath : spec.projectPath;
    if (s.project && !general.projectPath.isEmpty() &&
        QFileInfo(s.project->path()).absoluteFilePath() == QFileInfo(general.projectPath).absoluteFilePath())
        general.store = s.project.get();
    QString root = cacheRoot;
    if (root.isEmpty() && !general.projectPath.isEmpty())
        root = QDir(ProjectStore::dataDirectoryOf(general.projectPath)).filePath(QStringLiteral("datasets"));
    Expected<PretrainingData> data =
        preparePretrainingData(general, *s.tokenizer, spec.modelDirectory,
                               root.isEmpty() ? defaultDatasetCacheRoot() : root, s.context);
    if (!data)
        return data.error();
    // Its held-out part when it has one; the model never trains on it either way.
    Expected<TokenShard> shard =
        TokenShard::open(data->validationTokens > 0 ? data->validationDirectory() : data->trainDirectory());
    if (!shard)
        return shard.error();
    const PackingOptions packing{spec.packing, spec.seqLength, s.objective->wantsSentencePairs(),
                                 spec.seed + 2};
    const SpecialTokenIds specials{s.tokenizer->clsId(), s.tokenizer->sepId(), s.tokenizer->padId(),
                                   s.tokenizer->maskId()};
    auto packer = std::make_shared<ExamplePacker>(std::make_shared<TokenShard>(std::move(shard.value())),
                                                  packing, specials);
    if (packer->count() == 0)
        return UserError{Text::tr("the general text for the forgetting watch holds no examples"),
                         general.corpusNames.isEmpty() ? general.files.join(QStringLiteral(", "))
                                                       : general.corpusNames.join(QStringLiteral(", ")),
                         Text::tr("choose a corpus with some text, or no forgetting watch")};
    s.general = std::make_shared<BatchAssembler>(packer, MaskingVocabulary::fromTokenizer(*s.tokenizer),
                                                 pretrainMasking(spec), spec.seed);
    s.generalIndexes = evaluationSample(packer->count(), spec.evalExamples, spec.seed ^ 0x6e11ULL);
    s.context.log(LogLevel::Info, Text::tr("forgetting watch: %1 general examples, %2 scored")
                                      .arg(packer->count())
                                      .arg(s.generalIndexes.size()));
    return true;
}

// The starting model's guesses and general-text perplexity, so that both watches' curves start at step 0.
Expected<bool> PretrainJob::watchStartingModel(Session& s) {
    Expected<bool> watched = watchMaskFill(s);
    if (!watched)
        return watched;
    if (s.general)
        evaluateGeneralWatch(s);
    return true;
}

// Scores the general text and records eval_general/ metrics beside the domain's.
void PretrainJob::evaluateGeneralWatch(Session& s) {
    const std::map<std::string, double> general = s.evaluate(*s.general, s.generalIndexes);
    const QVector<std::pair<QString, double>> metrics{
        {QStringLiteral("eval_general/loss"), general.at("loss")},
        perplexityMetric(QStringLiteral("eval_general/"), general, m_spec.objective)};
    for (const auto& [name, value] : metrics)
        m_result.lastEvaluation.insert(name, value);
    s.log->record(s.state.step, metrics);
}

} // namespace hw
