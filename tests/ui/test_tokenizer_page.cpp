#include "core/project/artefact_store.h"
#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/tokenize/text_tokenizer.h"
#include "studio_test_steps.h"
#include "tests/support/wait_limits.h"
#include "ui/corpus/corpus_import_panel.h"
#include "ui/corpus/corpus_list_panel.h"
#include "ui/corpus/corpus_page.h"
#include "ui/i18n/language.h"
#include "ui/jobs/job_controller.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"
#include "ui/tokenizer/fragmentation_panel.h"
#include "ui/tokenizer/tokenizer_page.h"
#include "ui/tokenizer/tokenizer_preview_panel.h"
#include "ui/tokenizer/tokenizer_train_panel.h"
#include "ui/tokenizer/vocab_extension_panel.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/bar_chart.h"
#include "ui/widgets/token_chips.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace hw::ui;

class TokenizerPageTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterTest")); }

    void trainsAWordPieceTokenizerOnAProjectCorpus() {
        MainWindow window;
        window.show();
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("tok.hwproj")), QStringLiteral("tok"))
                    .ok());
        // A corpus through the Corpus page, as a user would have made it.
        const QString file = m_dir.filePath(QStringLiteral("clinical.txt"));
        QVERIFY(test::writeLines(file, 400, [](int i) {
            return "the patient received " + QByteArray::number(i % 37) +
                   " mg of amoxicillin and ibuprofen after the myocardial infarction " +
                   QByteArray::number(i);
        }));
        QVERIFY(test::importCorpusThroughPage(window, file, 1));

        window.selectStep(WorkflowStep::Tokenizer);
        auto* page = qobject_cast<TokenizerPage*>(window.page(WorkflowStep::Tokenizer));
        QVERIFY(page && page->isVisible());
        auto* corpus = test::findWidget<ArtefactPicker>(*page, "tokenizerCorpus");
        QTRY_COMPARE(corpus->artefactName(), QStringLiteral("clinical"));
        test::findWidget<QComboBox>(*page, "tokenizerKind")->setCurrentIndex(0); // WordPiece
        test::findWidget<QSpinBox>(*page, "tokenizerVocabSize")->setValue(200);
        auto* name = test::findWidget<QLineEdit>(*page, "tokenizerName");
        QCOMPARE(name->text(), QStringLiteral("clinical-wordpiece")); // suggested from the corpus
        name->setText(QStringLiteral("clinical-wp"));
        auto* specials = test::findWidget<QLineEdit>(*page, "tokenizerSpecials");
        QCOMPARE(specials->text(), QStringLiteral("[PAD] [UNK] [CLS] [SEP] [MASK]"));
        specials->setText(QStringLiteral("<pad> <unk> <cls>")); // three of five: refused in place
        QVERIFY(!page->trainPanel().startTraining());
        QVERIFY(test::findWidget<QLabel>(*page, "tokenizerTrainMessage")
                    ->text()
                    .contains(QStringLiteral("five")));
        specials->setText(QStringLiteral("<pad> <unk> <cls> <sep> <mask>"));
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "trainTokenizer"), Qt::LeftButton);

        auto* table = test::findWidget<QTableWidget>(*page, "tokenizerTable");
        QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 1, hw::test::kJobWaitMs);
        QCOMPARE(table->item(0, TokenizerPage::NameColumn)->text(), QStringLiteral("clinical-wp"));
        QCOMPARE(table->item(0, TokenizerPage::KindColumn)->text(), QStringLiteral("wordpiece"));
        QCOMPARE(table->item(0, TokenizerPage::TrainedOnColumn)->text(), QStringLiteral("clinical"));
        const qint64 vocabulary =
            table->item(0, TokenizerPage::VocabularyColumn)->data(Qt::UserRole).toLongLong();
        QVERIFY2(vocabulary > 50 && vocabulary <= 200, qPrintable(QString::number(vocabulary)));

        // The tokenizer is in the project with its lineage, and it really tokenizes the domain words whole.
        ProjectStore& store = *window.session().current();
        Expected<Artefact> trained =
            findArtefact(store.database(), ArtefactKind::Tokenizer, QStringLiteral("clinical-wp"));
        QVERIFY(trained.ok());
        Expected<QVector<Artefact>> lineage = artefactLineage(store.database(), trained->id);
        QCOMPARE(lineage->size(), 2);
        QCOMPARE(lineage->at(1).kind, ArtefactKind::Corpus);
        Expected<std::shared_ptr<const TextTokenizer>> loaded =
            loadTokenizer(store.resolvePath(trained->path));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
        QCOMPARE(loaded.value()->encode(QStringLiteral("amoxicillin"), false).tokens,
                 QStringList{QStringLiteral("amoxicillin")});
        // With the special tokens given on the page.
        QCOMPARE(loaded.value()->specials().mask, QStringLiteral("<mask>"));
        QCOMPARE(loaded.value()->tokenAt(loaded.value()->maskId()), QStringLiteral("<mask>"));
        QCOMPARE(loaded.value()->encode(QStringLiteral("amoxicillin")).tokens.first(),
                 QStringLiteral("<cls>"));

        // Its name cannot be taken twice: refused in place, nothing started.
        const int jobsBefore = int(window.jobs().jobs().size());
        name->setText(QStringLiteral("clinical-wp"));
        QVERIFY(!page->trainPanel().startTraining());
        QVERIFY(test::findWidget<QLabel>(*page, "tokenizerTrainMessage")
                    ->text()
                    .contains(QStringLiteral("already has a tokenizer")));
        QCOMPARE(int(window.jobs().jobs().size()), jobsBefore);

        // The new tokenizer is offered in the preview.
        auto* preview = test::findWidget<ArtefactPicker>(*page, "previewTokenizer1");
        QVERIFY(preview->findText(QStringLiteral("clinical-wp")) >= 0);
        // The other columns show other tokenizers, or none while there are no others: never the same one
        // thrice.
        auto* second = test::findWidget<ArtefactPicker>(*page, "previewTokenizer2");
        auto* third = test::findWidget<ArtefactPicker>(*page, "previewTokenizer3");
        QCOMPARE(preview->artefactName(), QStringLiteral("clinical-wp"));
        QVERIFY(second->path().isEmpty());
        QVERIFY(third->path().isEmpty());
        QCOMPARE(test::findWidget<QLabel>(*page, "previewSummary2")->text(),
                 QStringLiteral("Choose a tokenizer"));
        // A model recorded in the project brings its tokenizer: the second column takes it, the third stays
        // empty.
        test::findWidget<ArtefactPicker>(*page, "extendModel")
            ->importFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        QTRY_COMPARE(second->currentText(), QStringLiteral("bert-mlm (model)"));
        QVERIFY(third->path().isEmpty());
        // What the user picks stays picked when the list is read again.
        third->setCurrentIndex(third->findText(QStringLiteral("clinical-wp")));
        Q_EMIT third->activated(third->currentIndex());
        window.session().notifyArtefactsChanged();
        QCOMPARE(third->artefactName(), QStringLiteral("clinical-wp"));
        QCOMPARE(second->currentText(), QStringLiteral("bert-mlm (model)"));
    }

    // A RoBERTa-style byte-level BPE through the page: the form keeps only what applies to it (its special
    // tokens are RoBERTa's, every byte is covered), and the tokenizer lands in the project, cased, with <s>
    // and
    // </s> around a text and the domain's words learned from the corpus.
    void trainsAByteLevelBpeTokenizerOnAProjectCorpus() {
        MainWindow window;
        window.show();
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("bytes.hwproj")), QStringLiteral("bytes"))
                    .ok());
        const QString file = m_dir.filePath(QStringLiteral("ward.txt"));
        QVERIFY(test::writeLines(file, 400, [](int i) {
            return "The patient received Amoxicillin on day " + QByteArray::number(i % 37) +
                   ", 환자가 항생제를 받았다 😀 " + QByteArray::number(i);
        }));
        QVERIFY(test::importCorpusThroughPage(window, file, 1));
        window.selectStep(WorkflowStep::Tokenizer);
        auto* page = qobject_cast<TokenizerPage*>(window.page(WorkflowStep::Tokenizer));
        QTRY_COMPARE(test::findWidget<ArtefactPicker>(*page, "tokenizerCorpus")->artefactName(),
                     QStringLiteral("ward"));
        auto* kind = test::findWidget<QComboBox>(*page, "tokenizerKind");
        const int byteLevel = kind->findText(QStringLiteral("Byte-level BPE (RoBERTa)"));
        QVERIFY(byteLevel >= 0);
        kind->setCurrentIndex(0); // WordPiece: its special tokens, no character coverage
        QVERIFY(test::findWidget<QLineEdit>(*page, "tokenizerSpecials")->isVisible());
        QVERIFY(!test::findWidget<QDoubleSpinBox>(*page, "tokenizerCoverage")->isVisible());
        kind->setCurrentIndex(byteLevel);
        QVERIFY(!test::findWidget<QLineEdit>(*page, "tokenizerSpecials")->isVisible());
        QVERIFY(!test::findWidget<QDoubleSpinBox>(*page, "tokenizerCoverage")->isVisible());
        auto* minFrequency = test::findWidget<QSpinBox>(*page, "tokenizerMinFrequency");
        QVERIFY(minFrequency->isVisible());
        QCOMPARE(minFrequency->accessibleName(), QStringLiteral("Minimum pair frequency"));
        QVERIFY(minFrequency->toolTip().contains(QStringLiteral("pair")));
        auto* lowercase = test::findWidget<QCheckBox>(*page, "tokenizerLowercase");
        QCOMPARE(lowercase->accessibleName(), QStringLiteral("Lowercase")); // no accents stripped here
        QVERIFY(!lowercase->isChecked());
        QCOMPARE(test::findWidget<QLineEdit>(*page, "tokenizerName")->text(), QStringLiteral("ward-bytebpe"));
        // Below the 261 tokens it starts from: refused by the job, the field named by its label.
        auto* size = test::findWidget<QSpinBox>(*page, "tokenizerVocabSize");
        size->setValue(200);
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "trainTokenizer"), Qt::LeftButton);
        auto* result = test::findWidget<QLabel>(*page, "tokenizerResult");
        QTRY_VERIFY_WITH_TIMEOUT(result->text().contains(QStringLiteral("261")), hw::test::kJobWaitMs);
        QVERIFY2(result->text().contains(test::fieldLabel(*size)), qPrintable(result->text()));
        size->setValue(340); // the corpus has pairs seen twice for 367 tokens
        test::findWidget<QLineEdit>(*page, "tokenizerName")->setText(QStringLiteral("ward-bytebpe"));
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "trainTokenizer"), Qt::LeftButton);

        auto* table = test::findWidget<QTableWidget>(*page, "tokenizerTable");
        QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 1, hw::test::kJobWaitMs);
        QCOMPARE(table->item(0, TokenizerPage::NameColumn)->text(), QStringLiteral("ward-bytebpe"));
        QCOMPARE(table->item(0, TokenizerPage::KindColumn)->text(), QStringLiteral("bytebpe"));
        QCOMPARE(table->item(0, TokenizerPage::TrainedOnColumn)->text(), QStringLiteral("ward"));
        QCOMPARE(table->item(0, TokenizerPage::VocabularyColumn)->data(Qt::UserRole).toLongLong(), 340);

        ProjectStore& store = *window.session().current();
        Expected<Artefact> trained =
            findArtefact(store.database(), ArtefactKind::Tokenizer, QStringLiteral("ward-bytebpe"));
        QVERIFY(trained.ok());
        QCOMPARE(trained->settings.value(QLatin1String("lowercase")).toBool(true), false);
        Expected<std::shared_ptr<const TextTokenizer>> loaded =
            loadTokenizer(store.resolvePath(trained->path));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
        QCOMPARE(loaded.value()->kind(), QStringLiteral("bytebpe"));
        const Encoding e = loaded.value()->encode(QStringLiteral("The patient received Amoxicillin"));
        QCOMPARE(e.tokens.first(), QStringLiteral("<s>"));
        QCOMPARE(e.tokens.last(), QStringLiteral("</s>"));
        QVERIFY2(e.tokens.contains(QStringLiteral("ĠAmoxicillin")), qPrintable(e.tokens.join(' ')));
        QCOMPARE(loaded.value()->tokenAt(loaded.value()->maskId()), QStringLiteral("<mask>"));
    }

    // Lowercasing (with its accent stripping) on a Korean corpus would break every syllable into jamo: the
    // first click on Train says so and starts nothing; a second click trains anyway.
    void lowercasingAKoreanCorpusIsWarnedAboutFirst() {
        MainWindow window;
        window.show();
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("kr.hwproj")), QStringLiteral("kr"))
                    .ok());
        const QString file = m_dir.filePath(QStringLiteral("reviews.txt"));
        QVERIFY(test::writeLines(file, 300, [](int i) {
            return "이 영화 정말 재미있었어요 " + QByteArray::number(i) + " 배우들의 연기가 좋았다";
        }));
        QVERIFY(test::importCorpusThroughPage(window, file, 1));
        window.selectStep(WorkflowStep::Tokenizer);
        auto* page = qobject_cast<TokenizerPage*>(window.page(WorkflowStep::Tokenizer));
        QTRY_COMPARE(test::findWidget<ArtefactPicker>(*page, "tokenizerCorpus")->artefactName(),
                     QStringLiteral("reviews"));
        test::findWidget<QComboBox>(*page, "tokenizerKind")->setCurrentIndex(0); // WordPiece
        test::findWidget<QSpinBox>(*page, "tokenizerVocabSize")->setValue(200);
        test::findWidget<QCheckBox>(*page, "tokenizerLowercase")->setChecked(true);
        const int jobsBefore = int(window.jobs().jobs().size());
        auto* train = test::findWidget<QPushButton>(*page, "trainTokenizer");
        QTest::mouseClick(train, Qt::LeftButton);
        QVERIFY2(
            test::findWidget<QLabel>(*page, "tokenizerTrainMessage")->text().contains(QStringLiteral("jamo")),
            qPrintable(test::findWidget<QLabel>(*page, "tokenizerTrainMessage")->text()));
        QCOMPARE(int(window.jobs().jobs().size()), jobsBefore);
        QTest::mouseClick(train, Qt::LeftButton);
        QCOMPARE(int(window.jobs().jobs().size()), jobsBefore + 1);
        QTRY_COMPARE_WITH_TIMEOUT(test::findWidget<QTableWidget>(*page, "tokenizerTable")->rowCount(), 1,
                                  60000);
    }

    // A training refused by core's WordPiece trainer reads in Korean and names the vocabulary size by its
    // label on the page, that field focused: a corpus of 300 Hangul syllables cannot fit in 50 tokens.
    void aRefusedTrainingIsExplainedInKoreanByTheFieldsLabel() {
        QVERIFY(applyLanguage(QStringLiteral("ko")));
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            QVERIFY(
                window.session()
                    .createProject(m_dir.filePath(QStringLiteral("hangul.hwproj")), QStringLiteral("hangul"))
                    .ok());
            const QString file = m_dir.filePath(QStringLiteral("hangul.txt"));
            QVERIFY(test::writeLines(file, 300, [](int i) {
                return (QString(QChar(0xAC00 + i * 7)) + QStringLiteral(" 기사 ") + QString::number(i))
                    .toUtf8();
            }));
            QVERIFY(test::importCorpusThroughPage(window, file, 1));
            window.selectStep(WorkflowStep::Tokenizer);
            auto* page = qobject_cast<TokenizerPage*>(window.page(WorkflowStep::Tokenizer));
            QTRY_COMPARE(test::findWidget<ArtefactPicker>(*page, "tokenizerCorpus")->artefactName(),
                         QStringLiteral("hangul"));
            test::findWidget<QComboBox>(*page, "tokenizerKind")->setCurrentIndex(0); // WordPiece
            auto* size = test::findWidget<QSpinBox>(*page, "tokenizerVocabSize");
            size->setValue(50);
            QTest::mouseClick(test::findWidget<QPushButton>(*page, "trainTokenizer"), Qt::LeftButton);
            auto* result = test::findWidget<QLabel>(*page, "tokenizerResult");
            QTRY_VERIFY_WITH_TIMEOUT(result->text().contains(test::fieldLabel(*size)), hw::test::kJobWaitMs);
            qInfo("refused by the job: %s", qPrintable(result->text()));
            QVERIFY2(
                test::readsAsKorean(result->text(), {QStringLiteral("smaller than"), QStringLiteral("raise"),
                                                     QStringLiteral("--vocab-size")}),
                qPrintable(result->text()));
            QCOMPARE(QApplication::focusWidget(), size);
        }
        QVERIFY(applyLanguage(QStringLiteral("en")));
    }

    // A model's vocabulary extended through the page: candidates ranked on a project corpus, the top ones
    // ticked and added; then the original and the extended tokenizer measured side by side on the corpus.
    void extendsAVocabularyAndMeasuresFragmentation() {
        MainWindow window;
        window.show();
        TokenizerPage* page = test::tokenizerPageOnANewCorpus(
            window, m_dir.filePath(QStringLiteral("ext.hwproj")),
            m_dir.filePath(QStringLiteral("pharmacy.txt")), 300,
            [](int i) {
                return "the patient took amoxicillin " + QByteArray(i % 3 ? "and ibuprofen" : "with food") +
                       " on day " + QByteArray::number(i);
            },
            TokenizerPage::ExtendTab);
        QVERIFY(page);
        auto* model = test::findWidget<ArtefactPicker>(*page, "extendModel");
        model->importFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        QCOMPARE(model->artefactName(), QStringLiteral("bert-mlm"));
        QCOMPARE(test::findWidget<ArtefactPicker>(*page, "extendCorpus")->artefactName(),
                 QStringLiteral("pharmacy"));
        test::findWidget<QSpinBox>(*page, "extendMinFrequency")->setValue(50);
        auto* extend = test::findWidget<QPushButton>(*page, "extendVocabulary");
        QVERIFY(!extend->isEnabled()); // nothing ticked yet
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "findCandidates"), Qt::LeftButton);
        QTableWidget& candidates = page->extensionPanel().table();
        QTRY_VERIFY_WITH_TIMEOUT(candidates.rowCount() > 0, hw::test::kJobWaitMs);
        // amoxicillin (in every document of the training split) saves the most tokens; ibuprofen is cut too.
        const qint64 trainDocuments = listCorpora(window.session().current()->database())
                                          ->first()
                                          .stats.value(QLatin1String("train"))
                                          .toInteger();
        QVERIFY(trainDocuments > 200 && trainDocuments < 300);
        QCOMPARE(candidates.item(0, VocabExtensionPanel::WordColumn)->text(), QStringLiteral("amoxicillin"));
        QCOMPARE(candidates.item(0, VocabExtensionPanel::FrequencyColumn)->text(),
                 QString::number(trainDocuments));
        QVERIFY(candidates.item(0, VocabExtensionPanel::PiecesColumn)->text().contains(QStringLiteral("##")));
        QVERIFY(!candidates.findItems(QStringLiteral("ibuprofen"), Qt::MatchExactly).isEmpty());

        test::findWidget<QSpinBox>(*page, "selectTopCount")->setValue(1);
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "selectTop"), Qt::LeftButton);
        QCOMPARE(page->extensionPanel().checkedWords(), QStringList{QStringLiteral("amoxicillin")});
        QVERIFY(
            test::findWidget<QLabel>(*page, "candidateSelection")->text().startsWith(QStringLiteral("1 ")));
        auto* name = test::findWidget<QLineEdit>(*page, "extendName");
        QCOMPARE(name->text(), QStringLiteral("bert-mlm-extended")); // suggested from the model
        name->setText(QStringLiteral("bert-pharmacy"));
        QVERIFY(extend->isEnabled());
        QTest::mouseClick(extend, Qt::LeftButton);
        auto* table = test::findWidget<QTableWidget>(*page, "tokenizerTable");
        QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 1, hw::test::kJobWaitMs);
        QCOMPARE(table->item(0, TokenizerPage::NameColumn)->text(), QStringLiteral("bert-pharmacy"));
        QVERIFY(test::findWidget<QLabel>(*page, "extendMessage")->text().contains(QStringLiteral("30,523")));

        // The resized model is in the project, made from the original and the corpus, and says the word
        // whole.
        ProjectStore& store = *window.session().current();
        Expected<Artefact> extended =
            findArtefact(store.database(), ArtefactKind::Model, QStringLiteral("bert-pharmacy"));
        QVERIFY(extended.ok());
        QStringList lineage;
        const Expected<QVector<Artefact>> sources = artefactLineage(store.database(), extended->id);
        for (const Artefact& a : sources.value())
            lineage << a.name;
        QVERIFY2(lineage.contains(QStringLiteral("bert-mlm")) && lineage.contains(QStringLiteral("pharmacy")),
                 qPrintable(lineage.join(QStringLiteral(", "))));
        Expected<std::shared_ptr<const TextTokenizer>> loaded =
            loadTokenizer(store.resolvePath(extended->path));
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.value()->encode(QStringLiteral("amoxicillin"), false).tokens,
                 QStringList{QStringLiteral("amoxicillin")});

        // Fragmentation: the original model's tokenizer beside the extended one, on the same corpus.
        FragmentationPanel* measured = test::measureFragmentationThroughPage(
            *page, QStringLiteral("bert-mlm (model)"), QStringLiteral("bert-pharmacy"));
        QVERIFY(measured);
        FragmentationPanel& fragmentation = *measured;
        const auto tokensPerWord = [&](int row) { return test::tokensPerWordOf(fragmentation, row); };
        QVERIFY2(tokensPerWord(1) < tokensPerWord(0),
                 qPrintable(QStringLiteral("%1 vs %2").arg(tokensPerWord(1)).arg(tokensPerWord(0))));
        QCOMPARE(fragmentation.chart().values().size(), 2);
        QTableWidget& words = fragmentation.words();
        QCOMPARE(words.item(0, 0)->text(), QStringLiteral("amoxicillin"));
        QVERIFY(words.item(0, 2)->text().contains(QStringLiteral("##")));  // original: in pieces
        QCOMPARE(words.item(0, 3)->text(), QStringLiteral("amoxicillin")); // extended: whole
        QVERIFY(fragmentation.chart().accessibleDescription().contains(QStringLiteral("bert-pharmacy")));
    }

    void previewShowsTheChipsOfAKnownVocabulary() {
        MainWindow window;
        window.show();
        window.selectStep(WorkflowStep::Tokenizer);
        auto* page = qobject_cast<TokenizerPage*>(window.page(WorkflowStep::Tokenizer));
        page->previewPanel().picker(0).addFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        page->previewPanel().setText(QStringLiteral("Pfizer tested the omicron vaccine ☃"));
        TokenChips& chips = page->previewPanel().chips(0);
        // BertTokenizer (uncased) on this text, as transformers splits it.
        QCOMPARE(chips.tokens(),
                 (QStringList{QStringLiteral("p"), QStringLiteral("##fi"), QStringLiteral("##zer"),
                              QStringLiteral("tested"), QStringLiteral("the"), QStringLiteral("om"),
                              QStringLiteral("##ic"), QStringLiteral("##ron"), QStringLiteral("vaccine"),
                              QStringLiteral("[UNK]")}));
        QCOMPARE(chips.unknownCount(), 1);
        // Continuations are drawn joined to their word; [UNK] and ids are explained.
        QVERIFY(chips.item(1)->text().startsWith(QStringLiteral("·")));
        QVERIFY(!chips.item(3)->text().startsWith(QStringLiteral("·")));
        QVERIFY(chips.item(9)->data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("☃")));
        QVERIFY(chips.item(0)->toolTip().contains(QStringLiteral("id 1052")));
        QVERIFY(
            test::findWidget<QLabel>(*page, "previewSummary1")->text().contains(QStringLiteral("10 token")));
    }

    void previewChipsPointAtTheirTextPastEmoji() {
        MainWindow window;
        window.show();
        window.selectStep(WorkflowStep::Tokenizer);
        auto* page = qobject_cast<TokenizerPage*>(window.page(WorkflowStep::Tokenizer));
        page->previewPanel().picker(0).addFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        // Offsets count characters as Hugging Face does; each of 😀, 🇰 and 𝐀 takes two QString units.
        page->previewPanel().setText(QStringLiteral("I 😀 love 🇰🇷 Seoul 𝐀bc unaffable"));
        TokenChips& chips = page->previewPanel().chips(0);
        QCOMPARE(chips.tokens(),
                 (QStringList{"i", "[UNK]", "love", "[UNK]", "seoul", "[UNK]", "una", "##ffa", "##ble"}));
        const QStringList sources{"I", "😀", "love", "🇰🇷", "Seoul", "𝐀bc", "una", "ffa", "ble"};
        for (int i = 0; i < chips.count(); ++i) {
            QCOMPARE(chips.item(i)->data(TokenChips::SourceTextRole).toString(), sources[i]);
            QVERIFY2(chips.item(i)->toolTip().endsWith(QStringLiteral("“%1”").arg(sources[i])),
                     qPrintable(chips.item(i)->toolTip()));
        }
        // The tooltip gives Hugging Face's offsets: Seoul is characters 12 to 17.
        QVERIFY(chips.item(4)->toolTip().contains(QStringLiteral("12–17")));
        QVERIFY(chips.item(5)->data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("“𝐀bc”")));
    }
};

QTEST_MAIN(TokenizerPageTest)
#include "test_tokenizer_page.moc"
