#include "ui/export/model_card_panel.h"

#include "core/export/model_card.h"
#include "ui/i18n/core_text.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/live_text.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPromise>
#include <QPushButton>
#include <QTabWidget>
#include <QTextBrowser>
#include <QThreadPool>
#include <QTimer>
#include <QVBoxLayout>

namespace hw::ui {

namespace {

// The Hub's YAML front matter is no Markdown: shown as a YAML block above the rendered card.
QString renderable(const QString& card) {
    if (!card.startsWith(QLatin1String("---\n")))
        return card;
    const qsizetype end = card.indexOf(QLatin1String("\n---\n"), 4);
    if (end < 0)
        return card;
    return QStringLiteral("```yaml\n%1\n```\n%2").arg(card.mid(4, end - 4), card.mid(end + 5));
}

} // namespace

ModelCardPanel::ModelCardPanel(QWidget* parent)
    : QWidget(parent)
    , m_write(new QCheckBox(this))
    , m_languageLabel(new QLabel(this))
    , m_language(new QLineEdit(this))
    , m_datasetsLabel(new QLabel(this))
    , m_datasets(new QLineEdit(this))
    , m_regenerate(new QPushButton(this))
    , m_tabs(new QTabWidget(this))
    , m_preview(new QTextBrowser(this))
    , m_editor(new QPlainTextEdit(this))
    , m_render(new QTimer(this))
    , m_problem(new QLabel(this)) {
    setObjectName(QStringLiteral("modelCardPanel"));
    m_write->setObjectName(QStringLiteral("modelCardWrite"));
    m_write->setChecked(true);
    m_language->setObjectName(QStringLiteral("modelCardLanguage"));
    m_datasets->setObjectName(QStringLiteral("modelCardDatasets"));
    m_regenerate->setObjectName(QStringLiteral("modelCardRegenerate"));
    setActionIcon(m_regenerate, ActionIcon::Refresh);
    m_tabs->setObjectName(QStringLiteral("modelCardTabs"));
    m_preview->setObjectName(QStringLiteral("modelCardPreview"));
    m_editor->setObjectName(QStringLiteral("modelCardEditor"));
    m_problem->setObjectName(QStringLiteral("modelCardProblem"));
    m_problem->setWordWrap(true);
    m_languageLabel->setBuddy(m_language);
    m_datasetsLabel->setBuddy(m_datasets);
    m_tabs->addTab(m_preview, QString());
    m_tabs->addTab(m_editor, QString());
    m_render->setSingleShot(true);
    m_render->setInterval(200); // typing is rendered once it pauses, not per key

    auto* fields = new QFormLayout;
    fields->addRow(m_languageLabel, m_language);
    fields->addRow(m_datasetsLabel, m_datasets);
    auto* top = new QHBoxLayout;
    top->addWidget(m_write);
    top->addStretch();
    top->addWidget(m_regenerate);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addLayout(fields);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_problem);

    connect(m_write, &QCheckBox::toggled, this, [this](bool on) {
        for (QWidget* w : {static_cast<QWidget*>(m_language), static_cast<QWidget*>(m_datasets),
                           static_cast<QWidget*>(m_regenerate), static_cast<QWidget*>(m_tabs)})
            w->setEnabled(on);
    });
    // The language and datasets change the generated card; a card the user edited is left as it is.
    for (QLineEdit* field : {m_language, m_datasets})
        connect(field, &QLineEdit::editingFinished, this, [this] {
            if (!m_edited)
                regenerate();
        });
    connect(m_regenerate, &QPushButton::clicked, this, [this] {
        m_edited = false;
        regenerate();
    });
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] { m_render->start(); });
    connect(m_editor, &QPlainTextEdit::modificationChanged, this, [this](bool changed) {
        if (changed)
            m_edited = true;
    });
    connect(&m_generator, &QFutureWatcherBase::finished, this, &ModelCardPanel::onGenerated);
    connect(m_render, &QTimer::timeout, this,
            [this] { m_preview->setMarkdown(renderable(m_editor->toPlainText())); });
    retranslate();
}

void ModelCardPanel::showModel(const QString& modelDirectory, const QString& projectPath) {
    if (modelDirectory == m_model && projectPath == m_project)
        return;
    m_model = modelDirectory;
    m_project = projectPath;
    m_edited = false;
    regenerate();
}

bool ModelCardPanel::writeCard() const {
    return m_write->isChecked();
}

QString ModelCardPanel::cardText() const {
    return m_editor->toPlainText();
}

// Reading config.json and the project's lineage: on the thread pool, only the latest request's result shown.
void ModelCardPanel::regenerate() {
    m_problem->clear();
    if (m_model.isEmpty()) {
        m_generator.setFuture(QFuture<Generated>()); // a pending card for another model is dropped
        m_editor->clear();
        return;
    }
    ModelCardOptions options;
    options.language = m_language->text().trimmed();
    for (const QString& name : m_datasets->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        options.datasets << name.trimmed();
    auto promise = std::make_shared<QPromise<Generated>>();
    m_generator.setFuture(promise->future());
    promise->start();
    QThreadPool::globalInstance()->start([promise, model = m_model, project = m_project, options] {
        const Expected<QString> card = modelCardMarkdown(model, project, options);
        promise->addResult(card ? Generated{card.value(), std::nullopt} : Generated{QString(), card.error()});
        promise->finish();
    });
}

void ModelCardPanel::onGenerated() {
    if (m_generator.future().resultCount() == 0 || m_edited)
        return;
    const Generated generated = m_generator.future().result();
    if (generated.problem) {
        setLiveText(m_problem, [problem = *generated.problem] {
            return tr("No model card: %1 (%2)").arg(shown(problem.what), shown(problem.where));
        });
        m_editor->clear();
        return;
    }
    m_editor->setPlainText(generated.markdown);
    m_editor->document()->setModified(false);
    m_preview->setMarkdown(renderable(generated.markdown));
}

void ModelCardPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ModelCardPanel::retranslate() {
    m_write->setText(tr("&Write a model card (README.md)"));
    m_languageLabel->setText(tr("&Language of the texts:"));
    m_language->setPlaceholderText(tr("e.g. ko"));
    m_datasetsLabel->setText(tr("&Datasets:"));
    m_datasets->setPlaceholderText(tr("names, separated by commas"));
    m_regenerate->setText(tr("&Regenerate"));
    m_regenerate->setToolTip(tr("Write the card again from the model and the project, dropping your edits"));
    m_tabs->setTabText(0, tr("Preview"));
    m_tabs->setTabText(1, tr("Edit (Markdown)"));
    m_write->setAccessibleName(tr("Write a model card"));
    m_language->setAccessibleName(tr("Language of the texts"));
    m_datasets->setAccessibleName(tr("Datasets"));
    m_regenerate->setAccessibleName(tr("Regenerate the model card"));
    m_preview->setAccessibleName(tr("Model card preview"));
    m_editor->setAccessibleName(tr("Model card Markdown"));
}

} // namespace hw::ui
