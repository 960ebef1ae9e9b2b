#include "compare/compare_page.h"
#include "jobs/job_controller.h"
#include "main/main_window.h"
#include "studio_test_steps.h"
#include "widgets/artefact_picker.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

using namespace hw;
using namespace hw::ui;

class ComparePageTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterTest")); }

    void masksAreFilledSideBySideAsTheCliFillsThem() {
        const QString first = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm");
        const QString second = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-pretraining-bin");
        const QString probe = QStringLiteral("the patient was given [MASK] for the infection.");
        MainWindow window;
        window.show();
        window.selectStep(WorkflowStep::Compare);
        auto* page = qobject_cast<ComparePage*>(window.page(WorkflowStep::Compare));
        QVERIFY(page && page->isVisible());
        QVERIFY(!page->fillMasks()); // no model yet: said, nothing started
        QVERIFY(test::findWidget<QLabel>(*page, "compareStatus")->text().contains(QStringLiteral("[MASK]")));
        page->modelPicker(0).addFolder(first);
        page->modelPicker(1).addFolder(second);
        QVERIFY(page->modelPicker(2).path().isEmpty());
        page->setProbes(probe + QStringLiteral("\nno mask in this line\n"));
        QTest::mouseClick(test::findWidget<QPushButton>(*page, "fillMasks"), Qt::LeftButton);
        auto* table = test::findWidget<QTableWidget>(*page, "compareTable");
        QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 5, 60000);
        QCOMPARE(table->columnCount(), ComparePage::FirstModelColumn + 2);

        // The same predictions as `headwater-cli maskfill` (itself checked against transformers' fill-mask).
        QProcess cli;
        cli.start(QStringLiteral(HEADWATER_CLI_PATH),
                  {QStringLiteral("maskfill"), QStringLiteral("--model"), first, QStringLiteral("--model"),
                   second, QStringLiteral("--text"), probe, QStringLiteral("--top-k"), QStringLiteral("5"),
                   QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        const QJsonObject result =
            QJsonDocument::fromJson(cli.readAllStandardOutput().trimmed().split('\n').last()).object();
        const QJsonArray models = result.value(QLatin1String("models")).toArray();
        QCOMPARE(models.size(), 2);
        for (int m = 0; m < 2; ++m) {
            const QJsonArray predictions = models[m]
                                               .toObject()
                                               .value(QLatin1String("masks"))
                                               .toArray()[0]
                                               .toObject()
                                               .value(QLatin1String("predictions"))
                                               .toArray();
            for (int rank = 0; rank < 5; ++rank)
                QCOMPARE(table->item(rank, ComparePage::FirstModelColumn + m)->data(Qt::UserRole).toString(),
                         predictions[rank].toObject().value(QLatin1String("token")).toString());
        }
        QCOMPARE(table->item(0, ComparePage::TextColumn)->text(), probe);
    }
};

QTEST_MAIN(ComparePageTest)
#include "test_compare_page.moc"
