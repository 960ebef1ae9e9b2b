#include "tokenizer/tokenizer_page.h"

#include "jobs/job_controller.h"
#include "project/artefact_store.h"
#include "project/project_session.h"
#include "project/project_store.h"
#include "tokenizer/tokenizer_preview_panel.h"
#include "tokenizer/tokenizer_train_panel.h"
#include "widgets/progress_text.h"
#include "widgets/table_setup.h"

#include <QEvent>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hw::ui {

TokenizerPage::TokenizerPage(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_heading(new QLabel(this))
    , m_trainBox(new QGroupBox(this))
    , m_listBox(new QGroupBox(this))
    , m_previewBox(new QGroupBox(this))
    , m_train(new TokenizerTrainPanel(session, jobs, m_trainBox))
    , m_table(new QTableWidget(0, ColumnCount, m_listBox))
    , m_preview(new TokenizerPreviewPanel(session, m_previewBox))
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

    (new QVBoxLayout(m_trainBox))->addWidget(m_train);
    (new QVBoxLayout(m_listBox))->addWidget(m_table);
    (new QVBoxLayout(m_previewBox))->addWidget(m_preview);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_trainBox);
    layout->addWidget(m_listBox, 1);
    layout->addWidget(m_previewBox, 2);
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
        m_result->setText(tokenizers.error().toString());
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
        m_table->setItem(row, CreatedColumn, new QTableWidgetItem(t.createdAt));
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
        m_result->setText(tr("Trained “%1”.").arg(name));
    } else if (job.state == JobState::Cancelled) {
        m_result->setText(tr("Training of “%1” cancelled; nothing was kept.").arg(name));
    } else {
        m_result->setText(
            job.outcome.error
                ? tr("Training of “%1” failed: %2 (%3). %4")
                      .arg(name, job.outcome.error->what, job.outcome.error->where, job.outcome.error->how)
                : tr("Training of “%1” failed: %2").arg(name, job.outcome.message));
    }
}

void TokenizerPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TokenizerPage::retranslate() {
    m_heading->setText(tr("Tokenizer"));
    m_trainBox->setTitle(tr("Train a tokenizer on a corpus"));
    m_listBox->setTitle(tr("Tokenizers in the project"));
    m_previewBox->setTitle(tr("Compare tokenizers on a text"));
    m_table->setHorizontalHeaderLabels(
        {tr("Tokenizer"), tr("Kind"), tr("Vocabulary"), tr("Trained on"), tr("Created")});
    m_table->setAccessibleName(tr("Tokenizers in the project"));
    m_result->setAccessibleName(tr("Last tokenizer result"));
}

} // namespace hw::ui
