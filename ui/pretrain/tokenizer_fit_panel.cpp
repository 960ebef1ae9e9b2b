#include "ui/pretrain/tokenizer_fit_panel.h"

#include "core/project/project_store.h"
#include "ui/i18n/core_text.h"
#include "ui/jobs/job_controller.h"
#include "ui/project/project_session.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/progress_text.h"

#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPromise>
#include <QPushButton>
#include <QThreadPool>
#include <QVBoxLayout>

namespace hw::ui {

TokenizerFitPanel::TokenizerFitPanel(ProjectSession& session, JobController& jobs, ArtefactPicker& model,
                                     QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_jobs(jobs)
    , m_model(model)
    , m_tokenizer(new ArtefactPicker(session, ArtefactKind::Tokenizer, this))
    , m_message(new QLabel(this))
    , m_refit(new QPushButton(this)) {
    m_tokenizer->setObjectName(QStringLiteral("pretrainTokenizer"));
    m_tokenizer->setNoneChoiceEnabled(true);
    m_tokenizer->setFolderChoiceEnabled(true);
    m_message->setObjectName(QStringLiteral("pretrainTokenizerFit"));
    m_message->setWordWrap(true);
    m_refit->setObjectName(QStringLiteral("refitModel"));
    setActionIcon(m_refit, ActionIcon::Run);
    m_refit->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tokenizer);
    layout->addWidget(m_message);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_refit);
    layout->addLayout(buttons);
    connect(m_tokenizer, &ArtefactPicker::choiceChanged, this, &TokenizerFitPanel::compare);
    connect(&m_model, &ArtefactPicker::choiceChanged, this, &TokenizerFitPanel::compare);
    connect(&m_comparison, &QFutureWatcherBase::finished, this, &TokenizerFitPanel::onCompared);
    connect(m_refit, &QPushButton::clicked, this, &TokenizerFitPanel::refit);
    connect(&jobs, &JobController::jobFinished, this, &TokenizerFitPanel::onJobFinished);
    retranslate();
}

// Both vocabularies are read off the UI thread: a 30,000-token vocabulary each.
void TokenizerFitPanel::compare() {
    m_overlap.reset();
    m_problem = nullptr;
    const QString model = m_model.path(), tokenizer = m_tokenizer->path();
    m_comparing = !model.isEmpty() && !tokenizer.isEmpty();
    if (m_comparing) {
        auto promise = std::make_shared<QPromise<Expected<VocabularyOverlap>>>();
        m_comparison.setFuture(promise->future());
        promise->start();
        QThreadPool::globalInstance()->start([promise, model, tokenizer] {
            promise->addResult(compareVocabularies(model, tokenizer));
            promise->finish();
        });
    }
    showState();
}

void TokenizerFitPanel::onCompared() {
    m_comparing = false;
    if (m_comparison.future().resultCount() == 0)
        return;
    const Expected<VocabularyOverlap> overlap = m_comparison.future().result();
    if (overlap)
        m_overlap = overlap.value();
    else
        m_problem = [error = overlap.error()] { return shown(error); };
    showState();
}

bool TokenizerFitPanel::fits() const {
    if (m_tokenizer->path().isEmpty())
        return true;
    return m_overlap && m_overlap->shared == m_overlap->tokenizerTokens &&
           m_overlap->tokenizerTokens == m_overlap->modelTokens;
}

bool TokenizerFitPanel::refit() {
    ProjectStore* store = m_session.current();
    if (!store || !m_overlap || fits() || m_job != 0)
        return false;
    const QString modelName =
        m_model.artefactName().isEmpty() ? QFileInfo(m_model.path()).fileName() : m_model.artefactName();
    const QString tokenizerName = m_tokenizer->artefactName().isEmpty()
                                      ? QFileInfo(m_tokenizer->path()).fileName()
                                      : m_tokenizer->artefactName();
    Expected<QString> name = unusedArtefactName(store->database(), ArtefactKind::Model,
                                                modelName + QStringLiteral("-") + tokenizerName);
    if (!name) {
        m_problem = [error = name.error()] { return shown(error); };
        showState();
        return false;
    }
    m_refitName = name.value();
    m_job = m_jobs.submit(std::make_shared<VocabTransferJob>(
        VocabTransferRequest{m_model.path(), m_tokenizer->path(), QString()}, store->path(), m_refitName));
    showState();
    return true;
}

void TokenizerFitPanel::onJobFinished(const JobSnapshot& job) {
    if (job.id != m_job)
        return;
    m_job = 0;
    if (job.state != JobState::Succeeded) {
        m_problem = [outcome = job.outcome] { return outcomeProblemText(outcome); };
        showState();
        return;
    }
    // The re-fitted model carries the tokenizer: it becomes the base model, with no other tokenizer to fit.
    m_session.notifyArtefactsChanged();
    m_model.selectName(m_refitName);
    m_tokenizer->setCurrentIndex(0);
    setLiveText(m_message, [name = m_refitName] {
        return tr("“%1” is the model re-fitted to the tokenizer, now the base model.").arg(name);
    });
    Q_EMIT changed();
}

void TokenizerFitPanel::showState() {
    m_refit->setVisible(m_overlap && !fits());
    m_refit->setEnabled(m_job == 0);
    if (m_job != 0)
        m_message->setText(tr("Re-fitting the model to the tokenizer… (see Jobs)"));
    else if (m_tokenizer->path().isEmpty())
        m_message->setText(tr("The model's own tokenizer."));
    else if (m_problem)
        m_message->setText(m_problem());
    else if (m_comparing)
        m_message->setText(tr("Comparing the vocabularies…"));
    else if (m_overlap && fits())
        m_message->setText(tr("The model already has exactly this vocabulary."));
    else if (m_overlap)
        m_message->setText(
            tr("The model knows %1 tokens, this tokenizer %2, %3 of them shared. The model must be "
               "re-fitted to it first: shared tokens keep their embeddings, new ones start as the "
               "mean of their old pieces.")
                .arg(formatCount(m_overlap->modelTokens), formatCount(m_overlap->tokenizerTokens),
                     formatCount(m_overlap->shared)));
    m_message->setStyleSheet(m_overlap && !fits() ? QStringLiteral("font-weight: bold") : QString());
    Q_EMIT changed();
}

void TokenizerFitPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TokenizerFitPanel::retranslate() {
    m_refit->setText(tr("Re-&fit the model to this tokenizer"));
    m_refit->setAccessibleName(tr("Re-fit the model to the chosen tokenizer"));
    m_message->setAccessibleDescription(tr("How the tokenizer fits the model"));
    showState();
}

} // namespace hw::ui
