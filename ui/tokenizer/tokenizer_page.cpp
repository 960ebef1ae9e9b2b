#include "ui/tokenizer/tokenizer_page.h"
#include "ui/i18n/core_text.h"

#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/util/timestamp_text.h"
#include "ui/jobs/job_controller.h"
#include "ui/project/project_session.h"
#include "ui/tokenizer/fragmentation_panel.h"
#include "ui/tokenizer/tokenizer_preview_panel.h"
#include "ui/tokenizer/tokenizer_train_panel.h"
#include "ui/tokenizer/vocab_extension_panel.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/progress_text.h"
#include "ui/widgets/table_setup.h"

#include <QEvent>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hw::ui {

TokenizerPage::TokenizerPage(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_heading(new QLabel(this))
    , m_listBox(new QGroupBox(this))
    , m_tabs(new QTabWidget(this))
    , m_train(new TokenizerTrainPanel(session, jobs, m_tabs))
    , m_extension(new VocabExtensionPanel(session, jobs, m_tabs))
    , m_table(new QTableWidget(0, ColumnCount, m_listBox))
    , m_preview(new TokenizerPreviewPanel(session, m_tabs))
    , m_fragmentation(new FragmentationPanel(session, jobs, m_tabs))
    , m_result(new QLabel(this)) {
    setObjectName(QStringLiteral("tokenizerPage"));
    QFont headingFont = m_heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.3);
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_table->setObjectName(QStringLiteral("tokenizerTable"));
    setUpListTable(m_table, NameColumn, QAbstractItemView::ExtendedSelection);
    m_result->setObjectName(QStringLiteral("tokenizerResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_tabs->setObjectName(QStringLiteral("tokenizerTabs"));
    // The training form is short: it sits at the top of its tab rather than stretched over it.
    auto* trainTab = new QWidget(m_tabs);
    auto* trainLayout = new QVBoxLayout(trainTab);
    trainLayout->addWidget(m_train);
    trainLayout->addStretch(1);
    m_tabs->addTab(trainTab, QString());
    m_tabs->addTab(m_extension, QString());
    m_tabs->addTab(m_preview, QString());
    m_tabs->addTab(m_fragmentation, QString());

    (new QVBoxLayout(m_listBox))->addWidget(m_table);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_listBox, 1);
    layout->addWidget(m_tabs, 3);
    layout->addWidget(m_result);

    connect(m_train, &TokenizerTrainPanel::trainingStarted, this,
            [this](JobId id, const QString& name) { m_trainings.insert(id, name); });
    connect(&jobs, &JobController::jobFinished, this, &TokenizerPage::onJobFinished);
    connect(&m_session, &ProjectSession::projectChanged, this, &TokenizerPage::refresh);
    connect(&m_session, &ProjectSession::artefactsChanged, this, &TokenizerPage::refresh);
    retranslate();
    refresh();
}

void TokenizerPage::refresh() {
    m_table->setRowCount(0);
    ProjectStore* store = m_session.current();
    if (!store)
        return;
    Expected<QVector<Artefact>> tokenizers = listArtefacts(store->database(), ArtefactKind::Tokenizer);
    if (!tokenizers) {
        setLiveText(m_result, [error = tokenizers.error()] { return shown(error); });
        return;
    }
    for (const Artefact& t : tokenizers.value()) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        QStringList sources;
        for (const ArtefactSource& s : t.sources) {
            Expected<Artefact> source = artefactById(store->database(), s.id);
            if (source)
                sources << source->name;
        }
        m_table->setItem(row, NameColumn, new QTableWidgetItem(t.name));
        m_table->setItem(row, KindColumn,
                         new QTableWidgetItem(t.settings.value(QLatin1String("kind")).toString()));
        auto* vocabulary =
            new QTableWidgetItem(formatCount(t.figures.value(QLatin1String("vocab_size")).toInteger()));
        vocabulary->setData(Qt::UserRole, t.figures.value(QLatin1String("vocab_size")).toInteger());
        m_table->setItem(row, VocabularyColumn, vocabulary);
        m_table->setItem(row, TrainedOnColumn, new QTableWidgetItem(sources.join(QStringLiteral(", "))));
        m_table->setItem(row, CreatedColumn, new QTableWidgetItem(timestampText(t.createdAt)));
        m_table->item(row, NameColumn)->setToolTip(store->resolvePath(t.path));
    }
}

void TokenizerPage::onJobFinished(const JobSnapshot& job) {
    if (!m_trainings.contains(job.id))
        return;
    const QString name = m_trainings.take(job.id);
    if (job.state == JobState::Succeeded) {
        refresh();
        m_preview->refreshTokenizers();
        setLiveText(m_result, [name] { return tr("Trained “%1”.").arg(name); });
    } else if (job.state == JobState::Cancelled) {
        setLiveText(m_result,
                    [name] { return tr("Training of “%1” cancelled; nothing was kept.").arg(name); });
    } else {
        setLiveText(m_result, [this, name, outcome = job.outcome] {
            return tr("Training of “%1” failed: %2")
                .arg(name,
                     outcome.error ? m_train->settingFields().show(*outcome.error) : shown(outcome.message));
        });
    }
}

void TokenizerPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TokenizerPage::retranslate() {
    m_heading->setText(tr("Tokenizer"));
    m_listBox->setTitle(tr("Tokenizers in the project"));
    m_tabs->setTabText(TrainTab, tr("Train"));
    m_tabs->setTabText(ExtendTab, tr("Extend a model's vocabulary"));
    m_tabs->setTabText(PreviewTab, tr("Compare on a text"));
    m_tabs->setTabText(FragmentationTab, tr("Fragmentation on a corpus"));
    m_tabs->setAccessibleName(tr("Tokenizer tasks"));
    m_table->setHorizontalHeaderLabels(
        {tr("Tokenizer"), tr("Kind"), tr("Vocabulary"), tr("Made from"), tr("Created")});
    m_table->setAccessibleName(tr("Tokenizers in the project"));
    m_result->setAccessibleDescription(tr("Last tokenizer result"));
}

} // namespace hw::ui
