#pragma once

// Steps the studio's GUI tests share: finding a widget as an accessibility client would (by its name), and
// making a corpus through the Corpus page as a user would.

#include "core/train/run_setting.h"
#include "tests/support/wait_limits.h"
#include "ui/corpus/corpus_import_panel.h"
#include "ui/corpus/corpus_list_panel.h"
#include "ui/corpus/corpus_page.h"
#include "ui/corpus/labelled_import_panel.h"
#include "ui/corpus/labelled_set_list_panel.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"
#include "ui/tokenizer/fragmentation_panel.h"
#include "ui/tokenizer/tokenizer_page.h"
#include "ui/widgets/artefact_picker.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

#include <cmath>
#include <functional>

namespace hw::test {

template <typename T> T* findWidget(QWidget& root, const char* name) {
    T* w = root.findChild<T*>(QString::fromLatin1(name));
    if (!w)
        qFatal("no widget named %s", name);
    return w;
}

// The label a form shows for `field` (its buddy), without the mnemonic and the colon: what a user reads.
inline QString fieldLabel(QWidget& field) {
    for (QLabel* label : field.window()->findChildren<QLabel*>())
        if (label->buddy() == &field) {
            QString text = label->text().remove(QRegularExpression(QStringLiteral("\\(&\\w\\)|&")));
            while (text.endsWith(QLatin1Char(':')) || text.endsWith(QLatin1Char(' ')))
                text.chop(1);
            return text;
        }
    qFatal("no label for %s", qPrintable(field.objectName()));
    return QString();
}

// Hangul syllables in the text, none of the English words given and no label's mnemonic left in it ("(V)"): a
// message shown in Korean.
inline bool readsAsKorean(const QString& text, const QStringList& englishWords) {
    static const QRegularExpression hangul(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"));
    static const QRegularExpression mnemonic(QStringLiteral("\\(&?[A-Z]\\)"));
    if (text.contains(mnemonic))
        return false;
    for (const QString& word : englishWords)
        if (text.contains(word, Qt::CaseInsensitive))
            return false;
    return text.contains(hangul);
}

// Every setting of a job's table that the studio shows has its field on the page: named "<prefix><Key>", its
// accessible name and tooltip the table's label and help in the interface's language, its range the table's
// (shown in the studio's unit). Returns what is wrong, empty when nothing is.
template <typename Spec>
QStringList tableFieldProblems(QWidget& page, const SettingTable<Spec>& table, const QString& prefix) {
    QStringList problems;
    for (const SpecSetting<Spec>& s : table) {
        if (!s.setting.inStudio)
            continue;
        QString name = prefix;
        for (const QString& part : s.setting.key.split(QLatin1Char('-')))
            name += part.left(1).toUpper() + part.mid(1);
        QWidget* field = page.findChild<QWidget*>(name);
        if (!field) {
            problems << name + QStringLiteral(": no field");
            continue;
        }
        if (field->accessibleName() != QCoreApplication::translate("hw::Text", s.setting.label) ||
            field->toolTip() != QCoreApplication::translate("hw::Text", s.setting.help))
            problems << name + QStringLiteral(": label or tooltip not the table's");
        const double scale = s.setting.studioScale;
        if (auto* box = qobject_cast<QSpinBox*>(field); box && (box->minimum() != s.setting.minimum / scale ||
                                                                box->maximum() != s.setting.maximum / scale))
            problems << name + QStringLiteral(": range not the table's");
        if (auto* box = qobject_cast<QDoubleSpinBox*>(field);
            box && (std::abs(box->minimum() - s.setting.minimum / scale) > std::pow(10.0, -box->decimals()) ||
                    std::abs(box->maximum() - s.setting.maximum / scale) > std::pow(10.0, -box->decimals())))
            problems << name + QStringLiteral(": range not the table's");
    }
    return problems;
}

// Writes `count` lines, line(i) each, to `path`.
inline bool writeLines(const QString& path, int count, const std::function<QByteArray(int)>& line) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    for (int i = 0; i < count; ++i)
        f.write(line(i) + '\n');
    return true;
}

// Adds `file` on the Corpus page, presses Import and waits until the project lists `corporaAfter` corpora.
inline bool importCorpusThroughPage(ui::MainWindow& window, const QString& file, int corporaAfter) {
    auto* page = qobject_cast<ui::CorpusPage*>(window.page(ui::WorkflowStep::Corpus));
    page->importPanel().addPaths({file});
    if (!page->importPanel().startImport())
        return false;
    if (!QTest::qWaitFor([&] { return page->listPanel().corpusCount() >= corporaAfter; }, 60000))
        return false;
    return page->listPanel().corpusCount() == corporaAfter;
}

// A new project at `projectPath` holding one corpus, `count` lines (line(i) each) written to `corpusFile` and
// imported through the Corpus page, then the Tokenizer page shown on `tab`; null when a step fails.
inline ui::TokenizerPage* tokenizerPageOnANewCorpus(ui::MainWindow& window, const QString& projectPath,
                                                    const QString& corpusFile, int count,
                                                    const std::function<QByteArray(int)>& line, int tab) {
    if (!window.session().createProject(projectPath, QFileInfo(projectPath).completeBaseName()).ok() ||
        !writeLines(corpusFile, count, line) || !importCorpusThroughPage(window, corpusFile, 1))
        return nullptr;
    window.selectStep(ui::WorkflowStep::Tokenizer);
    auto* page = qobject_cast<ui::TokenizerPage*>(window.page(ui::WorkflowStep::Tokenizer));
    page->tabs().setCurrentIndex(tab);
    return page;
}

// On the Tokenizer page's fragmentation tab: the picker entry `first` beside the project tokenizer `second`,
// measured on the page's corpus; the panel once both rows are in, null when a step fails.
inline ui::FragmentationPanel* measureFragmentationThroughPage(ui::TokenizerPage& page, const QString& first,
                                                               const QString& second) {
    page.tabs().setCurrentIndex(ui::TokenizerPage::FragmentationTab);
    ui::FragmentationPanel& fragmentation = page.fragmentationPanel();
    fragmentation.picker(0).setCurrentIndex(fragmentation.picker(0).findText(first));
    if (fragmentation.picker(0).currentIndex() < 0)
        return nullptr;
    fragmentation.picker(1).selectName(second);
    QTest::mouseClick(findWidget<QPushButton>(page, "measureFragmentation"), Qt::LeftButton);
    if (!QTest::qWaitFor([&] { return fragmentation.figures().rowCount() == 2; }, hw::test::kJobWaitMs))
        return nullptr;
    return &fragmentation;
}

// The tokens per word a fragmentation measurement gave the tokenizer of `row`.
inline double tokensPerWordOf(ui::FragmentationPanel& fragmentation, int row) {
    return fragmentation.figures()
        .item(row, ui::FragmentationPanel::TokensPerWordColumn)
        ->data(Qt::UserRole)
        .toDouble();
}

// On the Corpus page's labelled tab: chooses `file`, checks the label columns, presses Import and waits until
// the project lists `setsAfter` labelled sets.
inline bool importLabelledSetThroughPage(ui::MainWindow& window, const QString& file,
                                         const QStringList& labelFields, int setsAfter) {
    window.selectStep(ui::WorkflowStep::Corpus);
    auto* page = qobject_cast<ui::CorpusPage*>(window.page(ui::WorkflowStep::Corpus));
    page->tabs().setCurrentIndex(1);
    page->labelledImportPanel().setFile(file);
    page->labelledImportPanel().setLabelFields(labelFields);
    if (!page->labelledImportPanel().startImport())
        return false;
    if (!QTest::qWaitFor([&] { return page->labelledSets().table().rowCount() >= setsAfter; }, 60000))
        return false;
    return page->labelledSets().table().rowCount() == setsAfter;
}

} // namespace hw::test
