#include "core/project/corpus_store.h"
#include "core/project/labelled_set_files.h"
#include "core/project/project_store.h"
#include "studio_test_steps.h"
#include "tests/support/event_loop_probe.h"
#include "tests/support/reference_python.h"
#include "tests/support/wait_limits.h"
#include "ui/corpus/corpus_browser_panel.h"
#include "ui/corpus/corpus_import_panel.h"
#include "ui/corpus/corpus_list_panel.h"
#include "ui/corpus/corpus_page.h"
#include "ui/corpus/labelled_import_panel.h"
#include "ui/corpus/labelled_set_list_panel.h"
#include "ui/i18n/language.h"
#include "ui/jobs/job_controller.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"
#include "ui/widgets/bar_chart.h"
#include "ui/widgets/jobs_panel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace hw::ui;

namespace {

void writeText(const QString& path, const QByteArray& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

class CorpusPageTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    MainWindow* openWindow(const QString& projectName) {
        auto* window = new MainWindow;
        window->show();
        const auto created = window->session().createProject(
            m_dir.filePath(projectName + QStringLiteral(".hwproj")), projectName);
        if (!created)
            qFatal("%s", qPrintable(created.error().toString()));
        window->selectStep(WorkflowStep::Corpus);
        return window;
    }

private Q_SLOTS:
    void initTestCase() {
        QApplication::setOrganizationName(QStringLiteral("HeadwaterTest"));
        QVERIFY(applyLanguage(QStringLiteral("en"))); // as the studio starts: English plural forms
    }

    void importsAJsonlCorpusWithTheChosenFieldAndOptions() {
        // 6 distinct bodies, one repeated twice more, one too short for the minimum of 5 characters.
        const QString file = m_dir.filePath(QStringLiteral("news.jsonl"));
        writeText(file, "{\"id\": 1, \"body\": \"Rates rose again today.\"}\n"
                        "{\"id\": 2, \"body\": \"The central bank held rates.\"}\n"
                        "{\"id\": 3, \"body\": \"Rates rose again today.\"}\n"
                        "{\"id\": 4, \"body\": \"ok\"}\n"
                        "{\"id\": 5, \"body\": \"Bond yields fell sharply.\"}\n"
                        "{\"id\": 6, \"body\": \"Rates rose again today.\"}\n"
                        "{\"id\": 7, \"body\": \"Markets closed higher on Friday.\"}\n"
                        "{\"id\": 8, \"body\": \"금리가 다시 올랐다.\"}\n");
        std::unique_ptr<MainWindow> window(openWindow(QStringLiteral("news")));
        auto* page = qobject_cast<CorpusPage*>(window->page(WorkflowStep::Corpus));
        QVERIFY(page && page->isVisible());

        page->importPanel().addPaths({file});
        auto* field = test::findWidget<QComboBox>(*page, "corpusTextField");
        QVERIFY(field->isEnabled());
        QCOMPARE(field->findText(QStringLiteral("body")) >= 0, true);
        QCOMPARE(field->findText(QStringLiteral("id")) >= 0, true);
        field->setCurrentText(QStringLiteral("body"));
        auto* preview = test::findWidget<QTableWidget>(*page, "corpusPreview");
        QCOMPARE(preview->rowCount(), 8);
        QCOMPARE(preview->item(1, 1)->text(), QStringLiteral("The central bank held rates."));
        test::findWidget<QSpinBox>(*page, "corpusMinChars")->setValue(5);
        QVERIFY(!preview->item(3, 2)->text().isEmpty()); // "ok" is marked as skipped in the preview
        test::findWidget<QSpinBox>(*page, "corpusValidationPercent")->setValue(20);

        QTest::mouseClick(test::findWidget<QPushButton>(*page, "importCorpus"), Qt::LeftButton);
        auto* table = test::findWidget<QTableWidget>(*page, "corpusTable");
        QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 1, hw::test::kJobWaitMs);
        QCOMPARE(table->item(0, CorpusListPanel::NameColumn)->text(), QStringLiteral("news"));
        QCOMPARE(table->item(0, CorpusListPanel::DocumentsColumn)->data(Qt::UserRole).toLongLong(), 5LL);
        QCOMPARE(table->item(0, CorpusListPanel::DuplicatesColumn)->data(Qt::UserRole).toLongLong(), 2LL);
        const qint64 train = table->item(0, CorpusListPanel::TrainColumn)->data(Qt::UserRole).toLongLong();
        const qint64 validation =
            table->item(0, CorpusListPanel::ValidationColumn)->data(Qt::UserRole).toLongLong();
        QCOMPARE(train + validation, 5LL);
        QVERIFY(
            test::findWidget<QLabel>(*page, "corpusFigures")->text().contains(QStringLiteral("5 documents")));
        auto* scripts = test::findWidget<BarChart>(*page, "corpusScriptMix");
        QCOMPARE(scripts->values().size(), 4);
        QVERIFY(scripts->values()[0] > 0);                    // Hangul
        QVERIFY(scripts->values()[1] > scripts->values()[0]); // mostly Latin
        QVERIFY(scripts->accessibleDescription().contains(QStringLiteral("Hangul")));
        QVERIFY(!test::findWidget<BarChart>(*page, "corpusLengthHistogram")->values().isEmpty());
        QVERIFY(
            test::findWidget<QLabel>(*page, "corpusImportResult")->text().contains(QStringLiteral("news")));
        // "Importing…" went with the import: the result line says what happened.
        QCOMPARE(test::findWidget<QLabel>(*page, "corpusImportMessage")->text(), QString());

        // The options reached core: the stored corpus holds the chosen field's texts, deduplicated and
        // filtered.
        Expected<QStringList> docs =
            corpusDocuments(window->session().current()->database(),
                            window->session().current()->dataDirectory(), 1, QString());
        QVERIFY(docs.ok());
        QVERIFY(docs->contains(QStringLiteral("금리가 다시 올랐다.")));
        QVERIFY(!docs->contains(QStringLiteral("ok")));

        // The jobs dock shows the finished import.
        auto* jobs = test::findWidget<QTableWidget>(*window, "jobsTable");
        QCOMPARE(jobs->rowCount(), 1);
        QCOMPARE(jobs->item(0, JobsPanel::StateColumn)->text(), QStringLiteral("Finished"));
    }

    void aSecondImportWithTheSameNameIsRefusedInPlace() {
        const QString file = m_dir.filePath(QStringLiteral("a.txt"));
        writeText(file, "one document\nanother document\n");
        std::unique_ptr<MainWindow> window(openWindow(QStringLiteral("names")));
        auto* page = qobject_cast<CorpusPage*>(window->page(WorkflowStep::Corpus));
        page->importPanel().addPaths({file});
        QVERIFY(page->importPanel().startImport());
        QTRY_COMPARE(page->listPanel().corpusCount(), 1);
        page->importPanel().addPaths({file});
        test::findWidget<QLineEdit>(*page, "corpusName")->setText(QStringLiteral("a"));
        QVERIFY(!page->importPanel().startImport());
        QVERIFY(test::findWidget<QLabel>(*page, "corpusImportMessage")
                    ->text()
                    .contains(QStringLiteral("already has a corpus named")));
        QCOMPARE(window->jobs().jobs().size(), 1); // nothing was started
    }

    void aFailedImportSaysWhatWhereAndHow() {
        const QString file = m_dir.filePath(QStringLiteral("blank.txt"));
        writeText(file, "\n\n   \n");
        std::unique_ptr<MainWindow> window(openWindow(QStringLiteral("blank")));
        auto* page = qobject_cast<CorpusPage*>(window->page(WorkflowStep::Corpus));
        page->importPanel().addPaths({file});
        QVERIFY(page->importPanel().startImport());
        auto* result = test::findWidget<QLabel>(*page, "corpusImportResult");
        QTRY_VERIFY(result->text().contains(QStringLiteral("failed")));
        QVERIFY2(result->text().contains(QStringLiteral("blank.txt")) &&
                     result->text().contains(QStringLiteral("check the format")),
                 qPrintable(result->text()));
        QCOMPARE(page->listPanel().corpusCount(), 0);
    }

    // The imported documents, paged and searched from the Documents tab; the search runs off the UI thread
    // and counts every match, in the split chosen.
    void browsesAndSearchesTheDocuments() {
        const QString file = m_dir.filePath(QStringLiteral("rates.txt"));
        QVERIFY(test::writeLines(file, 130, [](int i) {
            return "bulletin " + QByteArray::number(i) + " on rates" +
                   (i % 5 == 0 ? QByteArray(" and the Bond market") : QByteArray());
        }));
        std::unique_ptr<MainWindow> window(openWindow(QStringLiteral("browse")));
        QVERIFY(test::importCorpusThroughPage(*window, file, 1));
        auto* page = qobject_cast<CorpusPage*>(window->page(WorkflowStep::Corpus));
        CorpusListPanel& list = page->listPanel();
        list.details().setCurrentIndex(1);
        CorpusBrowserPanel& browser = list.browser();
        QTRY_COMPARE(browser.matchCount(), 130);
        QCOMPARE(browser.table().rowCount(), CorpusBrowserPanel::kPageSize);
        QCOMPARE(browser.table().item(0, CorpusBrowserPanel::TextColumn)->text(),
                 QStringLiteral("bulletin 0 on rates and the Bond market"));
        auto* pageLabel = test::findWidget<QLabel>(list, "browserPage");
        QCOMPARE(pageLabel->text(), QStringLiteral("Page 1 of 3"));
        QTest::mouseClick(test::findWidget<QPushButton>(list, "browserNext"), Qt::LeftButton);
        QTRY_COMPARE(pageLabel->text(), QStringLiteral("Page 2 of 3"));
        QCOMPARE(browser.table().item(0, CorpusBrowserPanel::OrdinalColumn)->text(), QStringLiteral("51"));

        // Typed as a user types: one search after the pause, counted over the whole corpus.
        auto* search = test::findWidget<QLineEdit>(list, "browserSearch");
        QTest::keyClicks(search, QStringLiteral("bond MARKET"));
        QTRY_COMPARE(test::findWidget<QLabel>(list, "browserMatches")->text(),
                     QStringLiteral("26 documents contain “bond MARKET”"));
        QCOMPARE(browser.table().rowCount(), 26);
        QCOMPARE(pageLabel->text(), QStringLiteral("Page 1 of 1"));
        QVERIFY(!test::findWidget<QPushButton>(list, "browserNext")->isEnabled());
        // Only the validation split: its documents are marked so.
        const qint64 validation = listCorpora(window->session().current()->database())
                                      ->first()
                                      .stats.value(QLatin1String("validation"))
                                      .toInteger();
        browser.setSplit(2);
        QTRY_VERIFY(!browser.isBusy());
        QVERIFY(browser.matchCount() < 26);
        for (int row = 0; row < browser.table().rowCount(); ++row)
            QCOMPARE(browser.table().item(row, CorpusBrowserPanel::SplitColumn)->text(),
                     QStringLiteral("validation"));
        browser.setSearchText(QString());
        QTRY_COMPARE(browser.matchCount(), validation);
    }

    // A file on one line, longer than one document may be (1 MiB): previewed and imported as several
    // documents, and the page says how many lines became how many documents.
    void aLineTooLongForOneDocumentIsSplitAndSaidSo() {
        const QString file = m_dir.filePath(QStringLiteral("one-line.txt"));
        QByteArray line;
        for (int i = 0; line.size() < 5 * 512 * 1024; ++i)
            line += "Silt settles where the river slows, bend " + QByteArray::number(i) + ". ";
        writeText(file, line.trimmed());
        std::unique_ptr<MainWindow> window(openWindow(QStringLiteral("oneline")));
        auto* page = qobject_cast<CorpusPage*>(window->page(WorkflowStep::Corpus));
        page->importPanel().addPaths({file});
        auto* preview = test::findWidget<QTableWidget>(*page, "corpusPreview");
        QCOMPARE(preview->rowCount(), 3); // as the import stores it
        QVERIFY(page->importPanel().startImport());
        auto* result = test::findWidget<QLabel>(*page, "corpusImportResult");
        QTRY_VERIFY_WITH_TIMEOUT(result->text().startsWith(QStringLiteral("Imported")), hw::test::kJobWaitMs);
        QVERIFY2(result->text().contains(QStringLiteral("3 documents imported")) &&
                     result->text().contains(QStringLiteral(
                         "longer than 1 MiB became 3 documents, split at sentence or word boundaries")),
                 qPrintable(result->text()));
        QCOMPARE(page->listPanel().corpusCount(), 1);
        const QString figures = test::findWidget<QLabel>(*page, "corpusFigures")->text();
        QVERIFY2(figures.contains(QStringLiteral("longer than 1 MiB became 3 documents")),
                 qPrintable(figures));
    }

    void theUiThreadKeepsRunningDuringALargeImport() {
        // ~24 MB of distinct lines: long enough for any blocking call on the UI thread to show.
        const QString file = m_dir.filePath(QStringLiteral("large.txt"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray chunk;
            for (int i = 0; i < 300000; ++i)
                chunk += "document number " + QByteArray::number(i) +
                         " talks about rates, yields and the markets of the week\n";
            f.write(chunk);
        }
        std::unique_ptr<MainWindow> window(openWindow(QStringLiteral("large")));
        auto* page = qobject_cast<CorpusPage*>(window->page(WorkflowStep::Corpus));
        page->importPanel().addPaths({file});
        test::EventLoopProbe probe;
        probe.start();
        QVERIFY(page->importPanel().startImport());
        QTRY_COMPARE_WITH_TIMEOUT(page->listPanel().corpusCount(), 1, hw::test::kJobWaitMs);
        qInfo("largest event-loop gap during the import: %.1f ms", probe.largestGapMs());
        QVERIFY2(probe.largestGapMs() < test::EventLoopProbe::allowedGapMs(250),
                 qPrintable(QString::number(probe.largestGapMs())));
    }

    // A multi-label set (a delimited label column, as KOTE ships) imported on the labelled tab: listed with
    // its splits, its label distribution drawn per split, repeats removed and said.
    // A fixed label set: its order is the labels' ids, rows with another label are skipped, a label repeated
    // in the set is refused in place.
    void importsWithAFixedLabelSet() {
        const QString file = m_dir.filePath(QStringLiteral("topics.csv"));
        QByteArray csv = "text,label\n";
        for (int i = 0; i < 60; ++i)
            csv += "bulletin " + QByteArray::number(i) + (i % 2 ? ",sports\n" : ",health\n");
        csv += "a storm is coming,weather\n";
        writeText(file, csv);
        std::unique_ptr<MainWindow> window(openWindow(QStringLiteral("fixed")));
        auto* page = qobject_cast<CorpusPage*>(window->page(WorkflowStep::Corpus));
        page->tabs().setCurrentIndex(1);
        page->labelledImportPanel().setFile(file);
        page->labelledImportPanel().setLabelFields({QStringLiteral("label")});
        auto* fixed = test::findWidget<QLineEdit>(*page, "labelledFixedLabels");
        fixed->setText(QStringLiteral("sports, health, sports"));
        QVERIFY(!page->labelledImportPanel().startImport());
        QVERIFY(test::findWidget<QLabel>(*page, "labelledImportMessage")
                    ->text()
                    .contains(QStringLiteral("once")));
        fixed->setText(QStringLiteral("sports, health"));
        QVERIFY(page->labelledImportPanel().startImport());
        QTRY_COMPARE_WITH_TIMEOUT(page->labelledSets().table().rowCount(), 1, hw::test::kJobWaitMs);
        Expected<LabelledSetFiles> set =
            projectLabelledSet(*window->session().current(), QStringLiteral("topics"));
        QVERIFY2(set.ok(), qPrintable(set.error().toString()));
        QCOMPARE(set->labels, (QStringList{QStringLiteral("sports"), QStringLiteral("health")}));
        QCOMPARE(page->labelledSets()
                     .table()
                     .item(0, LabelledSetListPanel::ExamplesColumn)
                     ->data(Qt::DisplayRole)
                     .toInt(),
                 60); // the weather row skipped
    }

    // A Hugging Face dataset as the Hub lays it out (Parquet shards per split in data/, class names in the
    // README): its folder chosen, the columns are shown with their types, the files' splits are kept and the
    // integer labels become the card's names.
    void importsAHuggingFaceParquetDatasetWithItsSplits() {
        HW_REQUIRE_REFERENCE_STACK();
        const QString cases = m_dir.filePath(QStringLiteral("columnar"));
        const test::ReferenceRun made = test::runReference(QStringLiteral("columnar-cases"), {cases});
        QVERIFY2(made.ok, qPrintable(made.failure));
        std::unique_ptr<MainWindow> window(openWindow(QStringLiteral("hub-dataset")));
        auto* page = qobject_cast<CorpusPage*>(window->page(WorkflowStep::Corpus));
        page->tabs().setCurrentIndex(1);
        page->labelledImportPanel().setFile(cases + QStringLiteral("/hub/data"));
        QCOMPARE(test::findWidget<QLineEdit>(*page, "labelledName")->text(), QStringLiteral("hub"));
        auto* labelColumns = test::findWidget<QListWidget>(*page, "labelledLabelFields");
        QListWidgetItem* label = labelColumns->item(1);
        QCOMPARE(label->data(Qt::UserRole).toString(), QStringLiteral("label"));
        QVERIFY2(label->text().contains(QStringLiteral("int64")), qPrintable(label->text()));
        QVERIFY(label->text().contains(QStringLiteral("4")));
        QCOMPARE(label->checkState(), Qt::Checked);
        auto* splits = test::findWidget<QLabel>(*page, "labelledFileSplits");
        QVERIFY(splits->isVisibleTo(page));
        QVERIFY2(splits->text().contains(QStringLiteral("train 2")), qPrintable(splits->text()));
        QVERIFY(!test::findWidget<QSpinBox>(*page, "labelledTestPercent")->isEnabled());
        auto* preview = test::findWidget<QTableWidget>(*page, "labelledImportPreview");
        QCOMPARE(preview->rowCount(), 5);
        const QStringList names{"sadness", "joy", "anger", "fear"};
        QVERIFY2(names.contains(preview->item(0, 1)->text()), qPrintable(preview->item(0, 1)->text()));
        test::findWidget<QPushButton>(*page, "importLabelled")->click();
        QTRY_COMPARE_WITH_TIMEOUT(page->labelledSets().table().rowCount(), 1, hw::test::kJobWaitMs);
        QTableWidget& sets = page->labelledSets().table();
        QCOMPARE(sets.item(0, LabelledSetListPanel::TrainColumn)->data(Qt::DisplayRole).toInt(), 600);
        QCOMPARE(sets.item(0, LabelledSetListPanel::ValidationColumn)->data(Qt::DisplayRole).toInt(), 80);
        QCOMPARE(sets.item(0, LabelledSetListPanel::TestColumn)->data(Qt::DisplayRole).toInt(), 120);
        Expected<LabelledSetFiles> set =
            projectLabelledSet(*window->session().current(), QStringLiteral("hub"));
        QVERIFY2(set.ok(), qPrintable(set.error().toString()));
        QCOMPARE(set->labels, names);
    }

    void importsAMultiLabelSetAndShowsItsLabels() {
        const QString file = m_dir.filePath(QStringLiteral("emotions.tsv"));
        QByteArray tsv = "id\tsentence\temotions\n";
        for (int i = 0; i < 120; ++i)
            tsv += QByteArray::number(i) + "\tI felt this way on day " + QByteArray::number(i) + "\t" +
                   (i % 4 == 0   ? "joy,relief"
                    : i % 4 == 1 ? "anger"
                    : i % 4 == 2 ? "joy"
                                 : "sadness,anger") +
                   "\n";
        tsv += "999\tI felt this way on day 7\tsadness,anger\n"; // a repeat of a text with the same labels
        writeText(file, tsv);
        std::unique_ptr<MainWindow> window(openWindow(QStringLiteral("emotions")));
        auto* page = qobject_cast<CorpusPage*>(window->page(WorkflowStep::Corpus));
        page->tabs().setCurrentIndex(1);
        page->labelledImportPanel().setFile(file);
        auto* text = test::findWidget<QComboBox>(*page, "labelledTextField");
        QVERIFY(text->findText(QStringLiteral("emotions")) >= 0); // filled from the file's header
        // The likely columns are chosen (by name) and the first rows shown as they will be read.
        QCOMPARE(text->currentText(), QStringLiteral("sentence"));
        auto* labelColumns = test::findWidget<QListWidget>(*page, "labelledLabelFields");
        QCOMPARE(labelColumns->findItems(QStringLiteral("emotions"), Qt::MatchExactly).first()->checkState(),
                 Qt::Checked);
        auto* preview = test::findWidget<QTableWidget>(*page, "labelledImportPreview");
        QCOMPARE(preview->rowCount(), 5);
        QCOMPARE(preview->item(0, 1)->text(), QStringLiteral("joy,relief"));
        QVERIFY(test::findWidget<QPushButton>(*page, "importLabelled")->isEnabled());
        // An empty file offers nothing to import.
        const QString empty = m_dir.filePath(QStringLiteral("empty.tsv"));
        writeText(empty, "");
        page->labelledImportPanel().setFile(empty);
        QVERIFY(!test::findWidget<QPushButton>(*page, "importLabelled")->isEnabled());
        QVERIFY(!test::findWidget<QLabel>(*page, "labelledImportMessage")->text().isEmpty());
        page->labelledImportPanel().setFile(file);
        text->setCurrentText(QStringLiteral("sentence"));
        page->labelledImportPanel().setLabelFields({QStringLiteral("sentence")});
        QVERIFY(!page->labelledImportPanel().startImport()); // the text cannot be its own label
        QVERIFY(test::findWidget<QLabel>(*page, "labelledImportMessage")
                    ->text()
                    .contains(QStringLiteral("cannot also")));
        page->labelledImportPanel().setLabelFields({QStringLiteral("emotions")});
        test::findWidget<QCheckBox>(*page, "labelledMultiLabel")->setChecked(true);
        test::findWidget<QLineEdit>(*page, "labelledName")->setText(QStringLiteral("emotions"));
        test::findWidget<QPushButton>(*page, "importLabelled")->click();
        QTRY_COMPARE_WITH_TIMEOUT(page->labelledSets().table().rowCount(), 1, hw::test::kJobWaitMs);

        QTableWidget& sets = page->labelledSets().table();
        QCOMPARE(sets.item(0, LabelledSetListPanel::NameColumn)->text(), QStringLiteral("emotions"));
        QCOMPARE(sets.item(0, LabelledSetListPanel::ExamplesColumn)->data(Qt::DisplayRole).toInt(), 120);
        QCOMPARE(sets.item(0, LabelledSetListPanel::LabelsColumn)->data(Qt::DisplayRole).toInt(), 4);
        const int train = sets.item(0, LabelledSetListPanel::TrainColumn)->data(Qt::DisplayRole).toInt();
        const int validation =
            sets.item(0, LabelledSetListPanel::ValidationColumn)->data(Qt::DisplayRole).toInt();
        const int test = sets.item(0, LabelledSetListPanel::TestColumn)->data(Qt::DisplayRole).toInt();
        QCOMPARE(train + validation + test, 120);
        QVERIFY(validation >= 10 && test >= 10);

        // The chart shows each label's examples in the chosen split; over all splits joy is in half the
        // texts.
        BarChart& chart = page->labelledSets().distribution();
        QCOMPARE(chart.labels().size(), 4);
        double joy = 0, total = 0;
        for (int split = 0; split < 3; ++split) {
            page->labelledSets().splitChooser().setCurrentIndex(split);
            const int j = int(chart.labels().indexOf(QStringLiteral("joy")));
            QVERIFY(j >= 0);
            joy += chart.values()[j];
            for (double v : chart.values())
                total += v;
        }
        QCOMPARE(joy, 60.0);
        QCOMPARE(total, 180.0); // 1.5 labels per text
        QVERIFY(chart.accessibleDescription().contains(QStringLiteral("joy")));
        const QString summary = test::findWidget<QLabel>(*page, "labelledSummary")->text();
        QVERIFY2(summary.contains(QStringLiteral("1.50 labels per example")) &&
                     summary.contains(QStringLiteral("1 repeated")),
                 qPrintable(summary));
    }
};

QTEST_MAIN(CorpusPageTest)
#include "test_corpus_page.moc"
