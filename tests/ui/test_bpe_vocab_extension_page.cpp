// A RoBERTa's byte-level BPE vocabulary extended through the Tokenizer page: the corpus's words ranked with
// their pieces today ("Ġ" marks the space before a word), the top one added by merges, the extended model
// recorded in the project and cutting the word whole, and the two vocabularies measured side by side.
#include "core/jobs/job_runner.h"
#include "core/model/model_presets.h"
#include "core/model_io/model_files.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/tokenizer_training.h"
#include "studio_test_steps.h"
#include "tests/support/recording_sink.h"
#include "tests/support/wait_limits.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"
#include "ui/tokenizer/fragmentation_panel.h"
#include "ui/tokenizer/tokenizer_page.h"
#include "ui/tokenizer/vocab_extension_panel.h"
#include "ui/widgets/artefact_picker.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace hw::ui;

class BpeVocabExtensionPageTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // A tiny RoBERTa on a byte-level BPE vocabulary learned from general sentences, outside the project.
    QString makeRoberta() {
        const QString general = m_dir.filePath(QStringLiteral("general.txt"));
        if (!test::writeLines(general, 300, [](int i) {
                return "The people walked and talked about the weather on day " + QByteArray::number(i) + ".";
            }))
            return {};
        TokenizerTrainingSpec training;
        training.kind = TokenizerKind::ByteLevelBpe;
        training.corpusFiles = {general};
        training.outputDirectory = m_dir.filePath(QStringLiteral("bpe"));
        training.vocabSize = 320;
        training.minFrequency = 2;
        training.threads = 1;
        TokenizerTrainingJob job(training);
        test::RecordingSink sink;
        std::atomic_bool cancel{false};
        if (runJobHere(job, sink, cancel).status != JobStatus::Succeeded)
            return {};
        Expected<std::shared_ptr<const TextTokenizer>> tokenizer = loadTokenizer(training.outputDirectory);
        if (!tokenizer)
            return {};
        Expected<ModelConfig> config =
            presetModelConfig(ModelFamily::Roberta, "tiny", tokenizer.value()->vocabSize());
        if (!config)
            return {};
        config->setMaxInputTokens(32);
        const QString model = m_dir.filePath(QStringLiteral("roberta-general"));
        return createRandomModel(config.value(), training.outputDirectory, model, 3, false) ? model
                                                                                            : QString();
    }

private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterTest")); }

    void extendsAByteLevelVocabularyByMerges() {
        const QString base = makeRoberta();
        QVERIFY(!base.isEmpty());
        MainWindow window;
        window.show();
        TokenizerPage* page = test::tokenizerPageOnANewCorpus(
            window, m_dir.filePath(QStringLiteral("bpe.hwproj")),
            m_dir.filePath(QStringLiteral("pharmacy.txt")), 300,
            [](int i) {
                return "The people talked about amoxicillin " +
                       QByteArray(i % 3 ? "and ibuprofen" : "today") + " on day " + QByteArray::number(i);
            },
            TokenizerPage::ExtendTab);
        QVERIFY(page);
        auto* model = test::findWidget<ArtefactPicker>(*page, "extendModel");
        model->importFolder(base);
        QCOMPARE(model->artefactName(), QStringLiteral("roberta-general"));
        test::findWidget<QSpinBox>(*page, "extendMinFrequency")->setValue(50);
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "findCandidates"), Qt::LeftButton);
        QTableWidget& candidates = page->extensionPanel().table();
        QTRY_VERIFY_WITH_TIMEOUT(candidates.rowCount() > 0, hw::test::kJobWaitMs);
        QCOMPARE(candidates.item(0, VocabExtensionPanel::WordColumn)->text(), QStringLiteral("amoxicillin"));
        const QString pieces = candidates.item(0, VocabExtensionPanel::PiecesColumn)->text();
        QVERIFY2(pieces.startsWith(QStringLiteral("Ġ")) && pieces.count(QLatin1Char(' ')) >= 1,
                 qPrintable(pieces));
        QVERIFY(!candidates.findItems(QStringLiteral("ibuprofen"), Qt::MatchExactly).isEmpty());

        test::findWidget<QSpinBox>(*page, "selectTopCount")->setValue(1);
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "selectTop"), Qt::LeftButton);
        QCOMPARE(page->extensionPanel().checkedWords(), QStringList{QStringLiteral("amoxicillin")});
        test::findWidget<QLineEdit>(*page, "extendName")->setText(QStringLiteral("roberta-pharmacy"));
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "extendVocabulary"), Qt::LeftButton);
        auto* message = test::findWidget<QLabel>(*page, "extendMessage");
        QTRY_VERIFY_WITH_TIMEOUT(message->text().contains(QStringLiteral("roberta-pharmacy")) ||
                                     message->text().contains(QStringLiteral("->")),
                                 hw::test::kJobWaitMs);

        ProjectStore& store = *window.session().current();
        Expected<Artefact> extended =
            findArtefact(store.database(), ArtefactKind::Model, QStringLiteral("roberta-pharmacy"));
        QVERIFY2(extended.ok(), qPrintable(message->text()));
        Expected<std::shared_ptr<const TextTokenizer>> loaded =
            loadTokenizer(store.resolvePath(extended->path));
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.value()->kind(), QStringLiteral("bytebpe"));
        QCOMPARE(loaded.value()->encode(QStringLiteral("They took amoxicillin"), false).tokens.last(),
                 QStringLiteral("Ġamoxicillin"));

        // The base model's vocabulary beside the extended one, on the same corpus.
        FragmentationPanel* measured = test::measureFragmentationThroughPage(
            *page, QStringLiteral("roberta-general (model)"), QStringLiteral("roberta-pharmacy"));
        QVERIFY(measured);
        FragmentationPanel& fragmentation = *measured;
        const auto tokensPerWord = [&](int row) { return test::tokensPerWordOf(fragmentation, row); };
        QVERIFY2(tokensPerWord(1) < tokensPerWord(0),
                 qPrintable(QStringLiteral("%1 vs %2").arg(tokensPerWord(1)).arg(tokensPerWord(0))));
        QTableWidget& words = fragmentation.words();
        QCOMPARE(words.item(0, 0)->text(), QStringLiteral("amoxicillin"));
        QVERIFY2(words.item(0, 2)->text().count(QLatin1Char(' ')) >= 1, qPrintable(words.item(0, 2)->text()));
        QCOMPARE(words.item(0, 3)->text(), QStringLiteral("Ġamoxicillin")); // extended: whole
    }
};

QTEST_MAIN(BpeVocabExtensionPageTest)
#include "test_bpe_vocab_extension_page.moc"
