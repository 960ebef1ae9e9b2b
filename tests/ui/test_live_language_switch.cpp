#include "studio_test_steps.h"
#include "tests/support/cli_run.h"
#include "ui/compare/compare_page.h"
#include "ui/compare/perplexity_panel.h"
#include "ui/dialogs/about_dialog.h"
#include "ui/dialogs/new_model_dialog.h"
#include "ui/dialogs/preferences_dialog.h"
#include "ui/export/export_page.h"
#include "ui/i18n/language.h"
#include "ui/jobs/job_controller.h"
#include "ui/log/log_panel.h"
#include "ui/main/main_window.h"
#include "ui/pretrain/pretrain_page.h"
#include "ui/project/project_session.h"
#include "ui/tokenizer/tokenizer_page.h"
#include "ui/tokenizer/tokenizer_preview_panel.h"
#include "ui/tokenizer/tokenizer_train_panel.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/bar_chart.h"
#include "ui/widgets/jobs_panel.h"
#include "ui/widgets/qcustomplot_include.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>

#include <functional>
#include <memory>
#include <vector>

using namespace hw;
using namespace hw::ui;

namespace {

// Every text a user reads or hears from `root` and the widgets in it, keyed by where it is: "<path> <what>",
// the path made of class, object name and index among like siblings, so the same widget of another instance
// built the same way has the same key.
using Texts = QMap<QString, QString>;

QModelIndex cellOf(const QWidget* w) {
    const QWidget* viewport = w->parentWidget();
    auto* view = viewport ? qobject_cast<QAbstractItemView*>(viewport->parentWidget()) : nullptr;
    if (!view || view->viewport() != viewport || !view->model())
        return {};
    for (int r = 0; r < view->model()->rowCount(); ++r)
        for (int c = 0; c < view->model()->columnCount(); ++c)
            if (view->indexWidget(view->model()->index(r, c)) == w)
                return view->model()->index(r, c);
    return {};
}

QString pathOf(const QWidget* w, const QWidget* root) {
    QStringList parts;
    for (const QWidget* at = w; at && at != root; at = at->parentWidget()) {
        const QWidget* parent = at->parentWidget();
        int index = 0;
        if (parent)
            for (QObject* sibling : parent->children()) {
                if (sibling == at)
                    break;
                if (sibling->isWidgetType() && sibling->metaObject() == at->metaObject() &&
                    sibling->objectName() == at->objectName())
                    ++index;
            }
        QString part = at->objectName().isEmpty() ? QString::fromLatin1(at->metaObject()->className())
                                                  : at->objectName();
        if (index > 0)
            part += QStringLiteral("[%1]").arg(index);
        // A widget in a table's cell is where its row is: rows are sorted, cell widgets made as jobs come.
        if (const QModelIndex cell = cellOf(at); cell.isValid())
            part = QStringLiteral("cell %1,%2").arg(cell.row()).arg(cell.column());
        parts.prepend(part);
    }
    return parts.join(QLatin1Char('/'));
}

bool insideComboBox(const QWidget* w) {
    for (const QWidget* at = w->parentWidget(); at; at = at->parentWidget())
        if (qobject_cast<const QComboBox*>(at))
            return true;
    return false;
}

void addModelTexts(Texts& texts, const QString& at, const QAbstractItemModel* model) {
    if (!model)
        return;
    for (int c = 0; c < model->columnCount(); ++c) {
        texts[at + QStringLiteral(" header %1").arg(c)] = model->headerData(c, Qt::Horizontal).toString();
        texts[at + QStringLiteral(" header tooltip %1").arg(c)] =
            model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString();
    }
    // Rows are data, but a row can hold words of the interface (a state, a kind); a few suffice.
    for (int r = 0; r < std::min(model->rowCount(), 20); ++r)
        for (int c = 0; c < model->columnCount(); ++c) {
            const QModelIndex index = model->index(r, c);
            texts[at + QStringLiteral(" cell %1,%2").arg(r).arg(c)] = index.data().toString();
            texts[at + QStringLiteral(" cell tooltip %1,%2").arg(r).arg(c)] =
                index.data(Qt::ToolTipRole).toString();
        }
}

void addPlotTexts(Texts& texts, const QString& at, QCustomPlot* plot) {
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes())
            texts[at + QStringLiteral(" axis %1").arg(int(axis->axisType()))] = axis->label();
    for (int i = 0; i < plot->plottableCount(); ++i)
        texts[at + QStringLiteral(" series %1").arg(i)] = plot->plottable(i)->name();
}

Texts textsOf(QWidget* root) {
    Texts texts;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        if (insideComboBox(w) || qobject_cast<QHeaderView*>(w))
            continue; // read through their owner
        // Qt names a tab bar's scroll buttons once, in the language of the moment, and never again.
        if (qobject_cast<QTabBar*>(w->parentWidget()) && qobject_cast<QAbstractButton*>(w))
            continue;
        const QString at = pathOf(w, root);
        texts[at + QStringLiteral(" tooltip")] = w->toolTip();
        texts[at + QStringLiteral(" accessible name")] = w->accessibleName();
        texts[at + QStringLiteral(" accessible description")] = w->accessibleDescription();
        texts[at + QStringLiteral(" status tip")] = w->statusTip();
        texts[at + QStringLiteral(" what's this")] = w->whatsThis();
        if (qobject_cast<LogPanel*>(w))
            continue; // a record: its lines keep the language they were written in
        if (w->isWindow() || qobject_cast<QDockWidget*>(w))
            texts[at + QStringLiteral(" title")] = w->windowTitle();
        if (auto* label = qobject_cast<QLabel*>(w))
            texts[at + QStringLiteral(" text")] = label->text();
        if (auto* button = qobject_cast<QAbstractButton*>(w))
            texts[at + QStringLiteral(" text")] = button->text();
        if (auto* box = qobject_cast<QGroupBox*>(w))
            texts[at + QStringLiteral(" title")] = box->title();
        if (auto* tabs = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < tabs->count(); ++i) {
                texts[at + QStringLiteral(" tab %1").arg(i)] = tabs->tabText(i);
                texts[at + QStringLiteral(" tab tooltip %1").arg(i)] = tabs->tabToolTip(i);
            }
        if (auto* edit = qobject_cast<QLineEdit*>(w)) {
            texts[at + QStringLiteral(" placeholder")] = edit->placeholderText();
            texts[at + QStringLiteral(" text")] = edit->text();
        }
        if (auto* edit = qobject_cast<QPlainTextEdit*>(w)) {
            texts[at + QStringLiteral(" placeholder")] = edit->placeholderText();
            texts[at + QStringLiteral(" text")] = edit->toPlainText();
        }
        if (auto* edit = qobject_cast<QTextEdit*>(w)) {
            texts[at + QStringLiteral(" placeholder")] = edit->placeholderText();
            texts[at + QStringLiteral(" text")] = edit->toPlainText();
        }
        if (auto* combo = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < combo->count(); ++i) {
                texts[at + QStringLiteral(" item %1").arg(i)] = combo->itemText(i);
                texts[at + QStringLiteral(" item tooltip %1").arg(i)] =
                    combo->itemData(i, Qt::ToolTipRole).toString();
            }
        if (auto* spin = qobject_cast<QSpinBox*>(w)) {
            texts[at + QStringLiteral(" suffix")] = spin->suffix();
            texts[at + QStringLiteral(" prefix")] = spin->prefix();
        }
        if (auto* spin = qobject_cast<QAbstractSpinBox*>(w))
            texts[at + QStringLiteral(" special value")] = spin->specialValueText();
        if (auto* view = qobject_cast<QAbstractItemView*>(w))
            addModelTexts(texts, at, view->model());
        if (auto* plot = qobject_cast<QCustomPlot*>(w))
            addPlotTexts(texts, at, plot);
        if (auto* chart = qobject_cast<BarChart*>(w))
            texts[at + QStringLiteral(" bars")] = chart->labels().join(QLatin1Char('|'));
        const QList<QAction*> actions = w->actions();
        for (int i = 0; i < actions.size(); ++i) {
            texts[at + QStringLiteral(" action %1").arg(i)] = actions[i]->text();
            texts[at + QStringLiteral(" action tooltip %1").arg(i)] = actions[i]->toolTip();
        }
    }
    return texts;
}

void copyFolder(const QString& from, const QString& to) {
    QDir().mkpath(to);
    for (const QFileInfo& entry : QDir(from).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString target = to + QLatin1Char('/') + entry.fileName();
        if (entry.isDir())
            copyFolder(entry.filePath(), target);
        else
            QFile::copy(entry.filePath(), target);
    }
}

// Figures (timings, sizes) differ between instances and moments; the words around them do not.
bool same(QString a, QString b) {
    static const QRegularExpression figures(QStringLiteral("[0-9]+"));
    return a.replace(figures, QStringLiteral("#")) == b.replace(figures, QStringLiteral("#"));
}

// Settles what a language switch or an opened project posted (LanguageChange reaches windows posted).
void settle() {
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// What of `live` (built in English, switched to Korean) differs from `korean` (built in Korean), among the
// texts that an English-built instance (`english`) shows otherwise than a Korean-built one: texts of the
// interface, not of data. `compared` counts those texts.
QStringList staleTexts(const Texts& english, const Texts& live, const Texts& korean, int* compared) {
    QStringList stale;
    for (auto it = korean.begin(); it != korean.end(); ++it) {
        if (!english.contains(it.key()) || same(english.value(it.key()), it.value()))
            continue;
        ++*compared;
        if (!live.contains(it.key()))
            stale << QStringLiteral("%1: missing after the switch").arg(it.key());
        else if (!same(live.value(it.key()), it.value()))
            stale << QStringLiteral("%1: \"%2\", built in Korean \"%3\"")
                         .arg(it.key(), live.value(it.key()).left(80), it.value().left(80));
    }
    return stale;
}

} // namespace

// A language switch (Settings menu) retranslates every page live: after it, each page reads as the same page
// built in Korean from the start. Nothing stays English until the studio restarts.
class LiveLanguageSwitchTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project;

    // The parts of the window whose texts this test holds to the rule, by name.
    static QMap<QString, QWidget*> parts(MainWindow& window) {
        QMap<QString, QWidget*> parts;
        for (WorkflowStep step : {WorkflowStep::Corpus, WorkflowStep::Tokenizer, WorkflowStep::Pretrain,
                                  WorkflowStep::FineTune, WorkflowStep::Compare, WorkflowStep::Export})
            parts.insert(window.page(step)->objectName(), window.page(step));
        parts.insert(QStringLiteral("jobsPanel"), &window.jobsPanel());
        parts.insert(QStringLiteral("logPanel"), &window.logPanel());
        return parts;
    }

    static QMap<QString, Texts> textsOf(MainWindow& window) {
        QMap<QString, Texts> texts;
        const QMap<QString, QWidget*> all = parts(window);
        for (auto it = all.begin(); it != all.end(); ++it)
            texts.insert(it.key(), ::textsOf(it.value()));
        return texts;
    }

    // The window's texts once what it started has shown its results: unchanged for a moment (the jobs'
    // updates reach the pages batched, a page's figures come from worker threads).
    static QMap<QString, Texts> settledTexts(MainWindow& window) {
        const auto unchanged = [](const QMap<QString, Texts>& a, const QMap<QString, Texts>& b) {
            for (auto part = a.begin(); part != a.end(); ++part) {
                const Texts other = b.value(part.key());
                if (other.size() != part->size())
                    return false;
                for (auto it = part->begin(); it != part->end(); ++it)
                    if (!same(it.value(), other.value(it.key())))
                        return false;
            }
            return a.size() == b.size();
        };
        QMap<QString, Texts> last = textsOf(window);
        for (int i = 0; i < 60; ++i) {
            QTest::qWait(150);
            QMap<QString, Texts> now = textsOf(window);
            if (unchanged(now, last))
                return now;
            last = now;
        }
        return last;
    }

    // A window in the state `prepare` leaves it in, built in `language`.
    static std::unique_ptr<MainWindow> window(const QString& language,
                                              const std::function<void(MainWindow&)>& prepare) {
        if (!applyLanguage(language))
            qFatal("no catalogue for %s", qPrintable(language));
        settle();
        auto window = std::make_unique<MainWindow>();
        window->resize(1366, 768);
        window->show();
        prepare(*window);
        settle();
        return window;
    }

    // Builds the window in English, switches it to Korean, and compares it with one built in Korean.
    void compareAfterSwitch(const std::function<void(MainWindow&)>& prepare, int atLeast) {
        auto live = window(QStringLiteral("en"), prepare);
        const QMap<QString, Texts> english = settledTexts(*live);
        QVERIFY(applyLanguage(QStringLiteral("ko")));
        settle();
        const QMap<QString, Texts> switched = textsOf(*live);
        live.reset();
        auto fresh = window(QStringLiteral("ko"), prepare);
        const QMap<QString, Texts> korean = settledTexts(*fresh);
        fresh.reset();
        QVERIFY(applyLanguage(QStringLiteral("en")));
        settle();

        QStringList stale;
        int compared = 0;
        for (auto it = korean.begin(); it != korean.end(); ++it) {
            int here = 0;
            for (const QString& s :
                 staleTexts(english.value(it.key()), switched.value(it.key()), it.value(), &here))
                stale << it.key() + QLatin1Char('/') + s;
            QVERIFY2(here >= 1, qPrintable(QStringLiteral("%1: only %2 texts").arg(it.key()).arg(here)));
            compared += here;
        }
        QVERIFY2(compared >= atLeast, qPrintable(QString::number(compared)));
        for (const QString& s : stale)
            qInfo().noquote() << s;
        QVERIFY2(
            stale.isEmpty(),
            qPrintable(QStringLiteral("%1 of %2 texts stay as they were").arg(stale.size()).arg(compared)));
    }

private Q_SLOTS:
    void initTestCase() {
        QApplication::setOrganizationName(QStringLiteral("HeadwaterLiveLanguageTest"));
        QSettings().clear();
        QVERIFY(applyLanguage(QStringLiteral("en")));
        // A project with something of every kind, made headless: lists, tables, charts and pickers have rows.
        m_project = m_dir.filePath(QStringLiteral("made/news.hwproj"));
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("made"))));
        const QString demo = QStringLiteral(HEADWATER_SOURCE_DIR "/tests/data/");
        const QString bert = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm");
        const QList<QStringList> steps = {
            {"project", "create", m_project},
            {"import-corpus", demo + "news_corpus.txt", "--project", m_project, "--name", "news"},
            {"import-corpus", demo + "news_topics.tsv", "--label-field", "label", "--project", m_project,
             "--name", "topics"},
            {"train-tokenizer", "--project", m_project, "--project-corpus", "news", "--name", "news-wp",
             "--vocab-size", "400"},
            {"pretrain", "--model", bert, "--project", m_project, "--corpus", "news", "--output",
             m_dir.filePath(QStringLiteral("adapted")), "--seq-len", "32", "--batch-size", "4", "--max-steps",
             "10", "--eval-every", "5"},
            {"finetune", "--model", bert, "--project", m_project, "--labelled", "topics", "--epochs", "1",
             "--seeds", "1", "--max-length", "16", "--lr", "1e-3", "--output",
             m_dir.filePath(QStringLiteral("topics-run"))},
            {"evaluate", "--model", bert, "--model",
             QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-pretraining-bin"), "--project", m_project,
             "--corpus", "news", "--split", "validation", "--seq-len", "32"}};
        for (const QStringList& step : steps) {
            const test::CliRun run = test::runCli(step);
            QVERIFY2(run.exitCode == 0, qPrintable(step.join(QLatin1Char(' ')) + QLatin1Char('\n') +
                                                   QString::fromUtf8(run.err)));
        }
    }

    void pagesWithoutAProjectFollowTheSwitch() {
        compareAfterSwitch([](MainWindow&) {}, 600);
    }

    // A session's work in the window: a file chosen for import, a text previewed, a run selected, masks
    // filled and perplexity measured; results, statuses and finished jobs follow the switch too. Each window
    // works on its own copy of the project, at the same place.
    void pagesAfterWorkFollowTheSwitch() {
        const QString work = m_dir.filePath(QStringLiteral("work"));
        const QString bert = QStringLiteral(HEADWATER_FIXTURES_DIR "/models/bert-mlm");
        compareAfterSwitch(
            [&](MainWindow& w) {
                QDir(work).removeRecursively();
                copyFolder(m_dir.filePath(QStringLiteral("made")), work);
                if (!w.session().openProject(work + QStringLiteral("/news.hwproj")).ok())
                    qFatal("cannot open the project");
                const QString text = QStringLiteral(HEADWATER_SOURCE_DIR "/tests/data/news_corpus.txt");
                if (!test::importCorpusThroughPage(w, text, 2))
                    qFatal("corpus not imported");
                auto* corpus = qobject_cast<CorpusPage*>(w.page(WorkflowStep::Corpus));
                corpus->importPanel().addPaths({text});
                auto* tokenizer = qobject_cast<TokenizerPage*>(w.page(WorkflowStep::Tokenizer));
                tokenizer->findChild<QSpinBox*>(QStringLiteral("tokenizerVocabSize"))->setValue(400);
                if (!tokenizer->trainPanel().startTraining())
                    qFatal("tokenizer training not started");
                tokenizer->previewPanel().setText(QStringLiteral("The central bank raised rates."));
                auto* exportPage = qobject_cast<ExportPage*>(w.page(WorkflowStep::Export));
                exportPage->setOutput(work + QStringLiteral("/export"));
                if (!exportPage->exportModel())
                    qFatal("export not started");
                auto* pretrain = qobject_cast<PretrainPage*>(w.page(WorkflowStep::Pretrain));
                pretrain->findChild<QTableWidget*>(QStringLiteral("pretrainRuns"))->selectRow(0);
                auto* compare = qobject_cast<ComparePage*>(w.page(WorkflowStep::Compare));
                compare->modelPicker(0).addFolder(bert);
                compare->setProbes(QStringLiteral("the bank raised [MASK] rates."));
                if (!compare->fillMasks())
                    qFatal("masks not filled");
                PerplexityPanel& perplexity = compare->perplexity();
                perplexity.corpusPicker().selectName(QStringLiteral("news"));
                perplexity.modelPicker(0).addFolder(bert);
                perplexity.findChild<QSpinBox*>(QStringLiteral("perplexitySeqLength"))->setValue(32);
                if (!perplexity.measure())
                    qFatal("perplexity not measured");
                auto* table = compare->findChild<QTableWidget*>(QStringLiteral("compareTable"));
                const auto finished = [&] {
                    for (const JobSnapshot& job : w.jobs().jobs())
                        if (!isFinished(job.state))
                            return false;
                    return table->rowCount() > 0 && perplexity.table().rowCount() > 0;
                };
                if (!QTest::qWaitFor(finished, hw::test::kJobWaitMs))
                    qFatal("the jobs did not finish");
            },
            800);
    }

    // The dialogs, open while the language changes (Preferences is where it is chosen).
    void dialogsFollowTheSwitch() {
        ProjectSession session;
        QVERIFY(session.openProject(m_project).ok());
        const auto build = [&session](const QString& language) {
            if (!applyLanguage(language))
                qFatal("no catalogue for %s", qPrintable(language));
            settle();
            std::vector<std::unique_ptr<QDialog>> dialogs;
            dialogs.push_back(std::make_unique<PreferencesDialog>());
            dialogs.push_back(std::make_unique<AboutDialog>());
            dialogs.push_back(std::make_unique<NewModelDialog>(session));
            for (auto& dialog : dialogs)
                dialog->show();
            settle();
            return dialogs;
        };
        auto live = build(QStringLiteral("en"));
        std::vector<Texts> english, switched, korean;
        for (auto& dialog : live)
            english.push_back(::textsOf(dialog.get()));
        QVERIFY(applyLanguage(QStringLiteral("ko")));
        settle();
        for (auto& dialog : live)
            switched.push_back(::textsOf(dialog.get()));
        live.clear();
        for (auto& dialog : build(QStringLiteral("ko")))
            korean.push_back(::textsOf(dialog.get()));
        QVERIFY(applyLanguage(QStringLiteral("en")));
        settle();
        QStringList stale;
        int compared = 0;
        for (size_t d = 0; d < korean.size(); ++d) {
            int here = 0;
            stale += staleTexts(english[d], switched[d], korean[d], &here);
            QVERIFY2(here >= 2, qPrintable(QStringLiteral("dialog %1: only %2 texts").arg(d).arg(here)));
            compared += here;
        }
        for (const QString& s : stale)
            qInfo().noquote() << s;
        QVERIFY2(compared >= 25, qPrintable(QString::number(compared)));
        QVERIFY2(
            stale.isEmpty(),
            qPrintable(QStringLiteral("%1 of %2 texts stay as they were").arg(stale.size()).arg(compared)));
    }

    void pagesOfAProjectFollowTheSwitch() {
        compareAfterSwitch(
            [this](MainWindow& w) {
                if (!w.session().openProject(m_project).ok())
                    qFatal("cannot open the project");
            },
            700);
    }
};

QTEST_MAIN(LiveLanguageSwitchTest)
#include "test_live_language_switch.moc"
