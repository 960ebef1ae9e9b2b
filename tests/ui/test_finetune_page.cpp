#include "finetune/finetune_page.h"
#include "finetune/finetune_setup_panel.h"
#include "jobs/job_controller.h"
#include "main/main_window.h"
#include "project/project_session.h"
#include "studio_test_steps.h"
#include "widgets/artefact_picker.h"
#include "widgets/metric_plot.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace hw::ui;

namespace {

QByteArray labelledRow(int i, int offset) {
    static const char* topics[2][3] = {{"virus", "hospital", "vaccine"}, {"football", "league", "goal"}};
    const int label = (i * 7 + offset) % 2;
    return QByteArray("report ") + topics[label][(i + offset) % 3] + " today " + QByteArray::number(i) + "," +
           (label ? "sports" : "health");
}

} // namespace

class FinetunePageTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterTest")); }

    void finetunesOverSeedsAndShowsScoresPerClass() {
        for (const auto& [name, count, offset] :
             {std::tuple{"train.csv", 120, 0}, {"valid.csv", 30, 2}, {"test.csv", 40, 1}}) {
            QByteArray rows = "sentence,category\n";
            for (int i = 0; i < count; ++i)
                rows += labelledRow(i, offset) + '\n';
            QFile f(m_dir.filePath(QString::fromLatin1(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(rows);
        }
        MainWindow window;
        window.show();
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("ft.hwproj")), QStringLiteral("ft"))
                    .ok());
        window.selectStep(WorkflowStep::FineTune);
        auto* page = qobject_cast<FinetunePage*>(window.page(WorkflowStep::FineTune));
        QVERIFY(page && page->isVisible());

        // Nothing chosen yet: the problem is named in place and nothing starts.
        QVERIFY(!page->start());
        QVERIFY(test::findWidget<QLabel>(*page, "finetuneProblem")
                    ->text()
                    .contains(QStringLiteral("No model chosen")));

        page->setup().modelPicker().addFolder(QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm"));
        page->setup().setFiles(m_dir.filePath(QStringLiteral("train.csv")),
                               m_dir.filePath(QStringLiteral("valid.csv")),
                               m_dir.filePath(QStringLiteral("test.csv")));
        QCOMPARE(test::findWidget<QComboBox>(*page, "finetuneTextField")->currentText(),
                 QStringLiteral("sentence"));
        test::findWidget<QComboBox>(*page, "finetuneLabelField")->setCurrentText(QStringLiteral("category"));
        test::findWidget<QSpinBox>(*page, "finetuneEpochs")->setValue(2);
        test::findWidget<QSpinBox>(*page, "finetuneSeeds")->setValue(2);
        test::findWidget<QSpinBox>(*page, "finetuneBatchSize")->setValue(8);
        test::findWidget<QSpinBox>(*page, "finetuneMaxLength")->setValue(32);
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "startFinetuning"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(test::findWidget<QPushButton>(*page, "startFinetuning")->isEnabled(),
                                 180000);
        QVERIFY2(
            test::findWidget<QLabel>(*page, "finetuneStatus")->text().startsWith(QStringLiteral("Finished")),
            qPrintable(test::findWidget<QLabel>(*page, "finetuneStatus")->text()));

        // Two epochs of each of two seeds reached the charts; the test figures and the per-class table are
        // shown.
        QCOMPARE(page->f1Chart().seriesNames(),
                 (QStringList{QStringLiteral("seed42"), QStringLiteral("seed43")}));
        QCOMPARE(page->f1Chart().pointCount(QStringLiteral("seed43")), 2LL);
        QCOMPARE(page->lossChart().pointCount(QStringLiteral("seed42")), 2LL);
        QVERIFY(
            test::findWidget<QLabel>(*page, "finetuneSummary")->text().contains(QStringLiteral("macro-F1")));
        auto* classes = test::findWidget<QTableWidget>(*page, "finetuneClasses");
        QCOMPARE(classes->rowCount(), 2);
        QStringList labels{classes->item(0, FinetunePage::LabelColumn)->text(),
                           classes->item(1, FinetunePage::LabelColumn)->text()};
        labels.sort();
        QCOMPARE(labels, (QStringList{QStringLiteral("health"), QStringLiteral("sports")}));
        qint64 support = 0;
        for (int row = 0; row < 2; ++row)
            support += classes->item(row, FinetunePage::SupportColumn)->data(Qt::DisplayRole).toLongLong();
        QCOMPARE(support, 40LL);
    }
};

QTEST_MAIN(FinetunePageTest)
#include "test_finetune_page.moc"
