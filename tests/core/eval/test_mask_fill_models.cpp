// Mask-fill models stay loaded between queries, and SentencePiece models can be probed like WordPiece ones.
#include "core/eval/mask_fill_cache.h"
#include "core/eval/mask_fill_job.h"
#include "core/jobs/job_runner.h"
#include "core/model/model_presets.h"
#include "core/model_io/model_files.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/tokenizer_training.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;

class MaskFillModelsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cachedModelAnswersAgainWithoutReloading();
    void sentencePieceModelIsProbed();
};

void MaskFillModelsTest::cachedModelAnswersAgainWithoutReloading() {
    const QString model = test::fixturesDir() + "/models/bert-mlm";
    auto cache = std::make_shared<MaskFillModelCache>();
    MaskFillSpec spec;
    spec.models = {model};
    spec.texts = {"the capital of france is [MASK] ."};
    spec.cache = cache;
    test::RecordingSink sink;
    std::atomic_bool cancel{false};
    MaskFillJob first(spec);
    QCOMPARE(runJobHere(first, sink, cancel).status, JobStatus::Succeeded);
    Expected<std::shared_ptr<MaskFillModel>> loaded = cache->get(model, "cpu");
    QVERIFY(loaded.ok());
    spec.texts = {"the [MASK] sat on the mat ."};
    MaskFillJob second(spec);
    QCOMPARE(runJobHere(second, sink, cancel).status, JobStatus::Succeeded);
    QCOMPARE(cache->size(), 1);
    QCOMPARE(cache->get(model, "cpu").value().get(),
             loaded.value().get()); // the same loaded model, not a reload
    // What the kept model answers is what a fresh load answers.
    Expected<MaskFillResult> fresh = fillMasks(model, spec.texts.first(), 5);
    QVERIFY(fresh.ok());
    const MaskFillResult& kept = second.result().first().models.first();
    QCOMPARE(kept.masks.first().predictions.first().token, fresh->masks.first().predictions.first().token);
    QCOMPARE(kept.masks.first().predictions.first().score, fresh->masks.first().predictions.first().score);
    // A model no longer compared is let go.
    cache->keepOnly({}, "cpu");
    QCOMPARE(cache->size(), 0);
}

void MaskFillModelsTest::sentencePieceModelIsProbed() {
    QTemporaryDir tmp;
    QFile corpus(tmp.filePath("corpus.txt"));
    QVERIFY(corpus.open(QIODevice::WriteOnly));
    for (int i = 0; i < 300; ++i)
        corpus.write(QStringLiteral("the patient in ward %1 was given antibiotics for the infection .\n")
                         .arg(i % 17)
                         .toUtf8());
    corpus.close();
    TokenizerTrainingSpec training;
    training.kind = TokenizerKind::Unigram;
    training.corpusFiles = {corpus.fileName()};
    training.outputDirectory = tmp.filePath("spm");
    training.vocabSize = 80;
    training.threads = 1;
    TokenizerTrainingJob job(training);
    test::RecordingSink sink;
    std::atomic_bool cancel{false};
    QCOMPARE(runJobHere(job, sink, cancel).status, JobStatus::Succeeded);
    Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(training.outputDirectory);
    QVERIFY(tokenizer.ok());
    QCOMPARE(tokenizer.value()->kind(), QStringLiteral("sentencepiece"));

    Expected<ModelConfig> config =
        presetModelConfig(ModelFamily::Bert, "tiny", tokenizer.value()->vocabSize());
    QVERIFY(config.ok());
    config->maxPositionEmbeddings = 64;
    QVERIFY(
        createRandomModel(config.value(), training.outputDirectory, tmp.filePath("model"), 7, false).ok());

    Expected<MaskFillResult> filled =
        fillMasks(tmp.filePath("model"), "the patient was given [MASK] for the infection .", 3);
    QVERIFY2(filled.ok(), filled ? "" : qPrintable(filled.error().toString()));
    QCOMPARE(filled->masks.size(), 1);
    QCOMPARE(filled->masks.first().predictions.size(), 3);
    QCOMPARE(filled->tokens.at(filled->masks.first().position), tokenizer.value()->specials().mask);
    QCOMPARE(filled->tokens.first(), tokenizer.value()->specials().cls);
    QCOMPARE(filled->tokens.last(), tokenizer.value()->specials().sep);
}

QTEST_GUILESS_MAIN(MaskFillModelsTest)
#include "test_mask_fill_models.moc"
