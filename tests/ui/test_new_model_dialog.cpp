// "New model…" with a custom shape: the size fields start at the chosen preset's, a new hidden size brings
// its feed-forward size, a shape that cannot be built is named while it is typed, the offered name says the
// shape is custom, and the model made has the sizes typed and the parameter count the dialog showed.
#include "core/model/model_config.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "studio_test_steps.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"
#include "ui/dialogs/new_model_dialog.h"
#include "ui/main/main_window.h"
#include "ui/pretrain/pretrain_page.h"
#include "ui/pretrain/pretrain_setup_panel.h"
#include "ui/project/project_session.h"
#include "ui/widgets/artefact_picker.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace hw::ui;

namespace {

// The two figures of "N parameters and M more for each vocabulary entry".
std::pair<qint64, qint64> shownParameters(const QString& note) {
    QStringList numbers;
    QString digits;
    for (const QChar c : note + QLatin1Char(' ')) {
        if (c.isDigit())
            digits += c;
        else if (c != QLocale().groupSeparator() && !digits.isEmpty())
            numbers << std::exchange(digits, QString());
    }
    if (numbers.size() != 2)
        return {-1, -1};
    return {numbers[0].toLongLong(), numbers[1].toLongLong()};
}

} // namespace

class NewModelDialogTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterTest")); }
    void aCustomShapeIsMade();
    void theFormScrollsRatherThanCollapse();
    void everySizeReadsWhole();
};

void NewModelDialogTest::aCustomShapeIsMade() {
    MainWindow window;
    window.show();
    QVERIFY(window.session()
                .createProject(m_dir.filePath(QStringLiteral("shape.hwproj")), QStringLiteral("shape"))
                .ok());
    const QString tokenizer = m_dir.filePath(QStringLiteral("shape-vocab"));
    QDir().mkpath(tokenizer);
    QVERIFY(test::writeLines(QDir(tokenizer).filePath(QStringLiteral("vocab.txt")), 40, [](int i) {
        const char* specials[] = {"[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"};
        return i < 5 ? QByteArray(specials[i]) : "word" + QByteArray::number(i);
    }));
    window.selectStep(WorkflowStep::Pretrain);
    auto* page = qobject_cast<PretrainPage*>(window.page(WorkflowStep::Pretrain));
    ArtefactPicker& model = page->setup().modelPicker();

    NewModelDialog dialog(window.session(), &window);
    dialog.show();
    auto* family = test::findWidget<QComboBox>(dialog, "newModelFamily");
    auto* preset = test::findWidget<QComboBox>(dialog, "newModelPreset");
    auto* hidden = test::findWidget<QSpinBox>(dialog, "newModelHidden");
    auto* layers = test::findWidget<QSpinBox>(dialog, "newModelLayers");
    auto* heads = test::findWidget<QSpinBox>(dialog, "newModelHeads");
    auto* intermediate = test::findWidget<QSpinBox>(dialog, "newModelIntermediate");
    auto* embedding = test::findWidget<QSpinBox>(dialog, "newModelEmbedding");
    auto* note = test::findWidget<QLabel>(dialog, "newModelShapeNote");
    auto* name = test::findWidget<QLineEdit>(dialog, "newModelName");
    test::findWidget<ArtefactPicker>(dialog, "newModelTokenizer")->addFolder(tokenizer);

    // The preset's sizes; ELECTRA alone has an embedding size.
    family->setCurrentIndex(family->findText(QStringLiteral("BERT")));
    preset->setCurrentIndex(preset->findData(QStringLiteral("tiny")));
    QCOMPARE(hidden->value(), 128);
    QCOMPARE(layers->value(), 2);
    QCOMPARE(heads->value(), 2);
    QCOMPARE(intermediate->value(), 512);
    QVERIFY(!embedding->isVisible());
    QCOMPARE(name->text(), QStringLiteral("bert-tiny"));
    QVERIFY2(!note->text().contains(QStringLiteral("Custom")), qPrintable(note->text()));
    family->setCurrentIndex(family->findText(QStringLiteral("ELECTRA")));
    QVERIFY(embedding->isVisible());
    QCOMPARE(embedding->value(), 64);
    QCOMPARE(name->text(), QStringLiteral("electra-tiny"));
    family->setCurrentIndex(family->findText(QStringLiteral("BERT")));
    QVERIFY(!embedding->isVisible());

    // A new hidden size brings 4 x its feed-forward; heads that do not divide it are named at once.
    hidden->setValue(192);
    QCOMPARE(intermediate->value(), 768);
    layers->setValue(4);
    heads->setValue(5);
    QVERIFY2(
        note->text().contains(QStringLiteral("does not split into 5 attention heads (“Attention heads”)")),
        qPrintable(note->text()));
    const Expected<NewModelSpec> refused = dialog.spec();
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().where.toString(), QStringLiteral("Attention heads")); // the field refused
    QVERIFY2(test::findWidget<QLabel>(dialog, "newModelProblem")
                 ->text()
                 .contains(QStringLiteral("5 attention heads")),
             qPrintable(test::findWidget<QLabel>(dialog, "newModelProblem")->text()));
    heads->setValue(3);
    QVERIFY2(note->text().startsWith(QStringLiteral("Custom shape: ")), qPrintable(note->text()));
    QCOMPARE(name->text(), QStringLiteral("bert-h192-l4"));
    const auto [withoutVocabulary, perEntry] = shownParameters(note->text());
    QVERIFY2(withoutVocabulary > 0 && perEntry > 0, qPrintable(note->text()));

    // A feed-forward size typed is kept when the hidden size changes again.
    intermediate->setValue(500);
    hidden->setValue(96);
    QCOMPARE(intermediate->value(), 500);
    hidden->setValue(192);
    intermediate->setValue(768);

    Expected<NewModelSpec> spec = dialog.spec();
    QVERIFY2(spec.ok(), qPrintable(spec.error().toString()));
    QCOMPARE(spec->preset, QStringLiteral("custom"));
    QVERIFY(model.startNewModel(spec.value()));
    QTRY_COMPARE_WITH_TIMEOUT(model.artefactName(), QStringLiteral("bert-h192-l4"), test::kJobWaitMs);
    Expected<ModelConfig> config = readModelConfig(model.path() + QStringLiteral("/config.json"));
    QVERIFY(config.ok());
    QCOMPARE(config->hiddenSize, 192);
    QCOMPARE(config->numHiddenLayers, 4);
    QCOMPARE(config->numAttentionHeads, 3);
    QCOMPARE(config->intermediateSize, 768);
    QCOMPARE(config->vocabSize, 40);
    // The count shown is the model's, as the job counted its weights.
    const Expected<Artefact> made = findArtefact(window.session().current()->database(), ArtefactKind::Model,
                                                 QStringLiteral("bert-h192-l4"));
    QVERIFY(made.ok());
    QCOMPARE(qint64(made->figures.value(QLatin1String("parameters")).toDouble()),
             withoutVocabulary + 40 * perEntry);
    QCOMPARE(made->settings.value(QLatin1String("preset")).toString(), QStringLiteral("custom"));
    // The name is now the project's: the next one offered is numbered.
    layers->setValue(3);
    layers->setValue(4);
    QCOMPARE(name->text(), QStringLiteral("bert-h192-l4-2"));
}

// On a short screen the shape's rows keep their height and the form scrolls.
void NewModelDialogTest::theFormScrollsRatherThanCollapse() {
    ProjectSession session;
    NewModelDialog dialog(session);
    dialog.show();
    dialog.resize(dialog.width(), 160);
    QTest::qWait(50);
    auto* hidden = test::findWidget<QSpinBox>(dialog, "newModelHidden");
    QVERIFY(hidden->height() >= hidden->minimumSizeHint().height());
    auto* scroll = dialog.findChild<QScrollArea*>();
    QVERIFY(scroll);
    QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
}

// However narrow the field, each size's description can be read whole: in the opened list and as its tip.
void NewModelDialogTest::everySizeReadsWhole() {
    ProjectSession session;
    NewModelDialog dialog(session);
    dialog.show();
    QTest::qWait(50);
    auto* preset = test::findWidget<QComboBox>(dialog, "newModelPreset");
    QAbstractItemView* list = preset->view();
    for (int i = 0; i < preset->count(); ++i) {
        const QString description = preset->itemText(i);
        QVERIFY(description.size() > 20);
        QCOMPARE(preset->itemData(i, Qt::ToolTipRole).toString(), description);
        QVERIFY2(list->minimumWidth() >= list->fontMetrics().horizontalAdvance(description),
                 qPrintable(QStringLiteral("%1: %2 < %3")
                                .arg(description)
                                .arg(list->minimumWidth())
                                .arg(list->fontMetrics().horizontalAdvance(description))));
    }
}

QTEST_MAIN(NewModelDialogTest)
#include "test_new_model_dialog.moc"
