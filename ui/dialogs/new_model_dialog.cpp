#include "ui/dialogs/new_model_dialog.h"
#include "ui/i18n/core_text.h"

#include "core/model/model_presets.h"
#include "core/project/project_store.h"
#include "ui/project/project_session.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/live_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace hw::ui {

NewModelDialog::NewModelDialog(ProjectSession& session, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_family(new QComboBox(this))
    , m_preset(new QComboBox(this))
    , m_tokenizer(new ArtefactPicker(session, ArtefactKind::Tokenizer, this))
    , m_positions(new QSpinBox(this))
    , m_name(new QLineEdit(this))
    , m_problem(new QLabel(this)) {
    setObjectName(QStringLiteral("newModelDialog"));
    m_family->setObjectName(QStringLiteral("newModelFamily"));
    for (ModelFamily family : presetFamilies())
        m_family->addItem(familyDisplayName(family), int(family));
    m_preset->setObjectName(QStringLiteral("newModelPreset"));
    for (const QString& preset : modelPresetNames())
        m_preset->addItem(preset, preset);
    m_tokenizer->setObjectName(QStringLiteral("newModelTokenizer"));
    m_tokenizer->setModelTokenizersOffered(true);
    m_tokenizer->setFolderChoiceEnabled(true);
    m_positions->setObjectName(QStringLiteral("newModelPositions"));
    m_positions->setRange(16, 8192);
    m_name->setObjectName(QStringLiteral("newModelName"));
    m_problem->setObjectName(QStringLiteral("newModelProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("font-weight: bold"));

    auto* form = new QFormLayout;
    for (QWidget* field :
         std::initializer_list<QWidget*>{m_family, m_preset, m_tokenizer, m_positions, m_name}) {
        m_labels << new QLabel(this);
        m_labels.back()->setBuddy(field);
        form->addRow(m_labels.back(), field);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    // Not the standard OK button: the box would name that "OK" again on a language switch.
    m_create = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    showFamilyPresets();
    connect(m_family, &QComboBox::currentIndexChanged, this, &NewModelDialog::showFamilyPresets);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewModelDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
}

void NewModelDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void NewModelDialog::retranslate() {
    setWindowTitle(tr("New model"));
    const QString labels[] = {tr("&Architecture:"), tr("&Size:"), tr("&Tokenizer:"), tr("&Positions:"),
                              tr("&Name:")};
    for (int i = 0; i < m_labels.size(); ++i)
        m_labels[i]->setText(labels[i]);
    m_create->setText(tr("&Create"));
    m_family->setAccessibleName(tr("Architecture"));
    m_preset->setAccessibleName(tr("Model size"));
    m_tokenizer->setAccessibleName(tr("Tokenizer of the new model"));
    m_positions->setAccessibleName(tr("Position embeddings"));
    m_positions->setToolTip(tr("The longest sequence the model will read"));
    m_name->setAccessibleName(tr("Name of the new model"));
    m_problem->setAccessibleDescription(tr("Problem with the settings"));
}

// Each size described in the chosen family's shape, and the family's longest input (ModernBERT reads 8192
// tokens, the others 512) offered as the positions.
void NewModelDialog::showFamilyPresets() {
    const auto family = static_cast<ModelFamily>(m_family->currentData().toInt());
    for (int i = 0; i < m_preset->count(); ++i)
        m_preset->setItemText(i, modelPresetDescription(family, m_preset->itemData(i).toString()));
    const Expected<ModelConfig> config = presetModelConfig(family, m_preset->currentData().toString(), 0);
    if (!config)
        return;
    // A length the user typed is kept; only the previous family's own is replaced.
    const int previous = m_familyPositions;
    m_familyPositions = std::min(config->maxInputTokens(), m_positions->maximum());
    if (previous == 0 || m_positions->value() == previous)
        m_positions->setValue(m_familyPositions);
}

Expected<NewModelSpec> NewModelDialog::spec() {
    // What is wrong as rendered in the interface's language, now and after a language switch.
    const auto refuse = [this](QWidget* field, const std::function<QString()>& what) -> UserError {
        setLiveText(m_problem, what);
        field->setFocus();
        return UserError{what(), field->accessibleName(), QString()};
    };
    ProjectStore* store = m_session.current();
    if (!store)
        return refuse(m_name, [] { return tr("Open or create a project first."); });
    if (m_tokenizer->path().isEmpty())
        return refuse(m_tokenizer,
                      [] { return tr("Choose the tokenizer the model is made with (Tokenizer page)."); });
    const QString name = m_name->text().trimmed();
    if (name.isEmpty() || name.contains(QLatin1Char('/')))
        return refuse(m_name, [] { return tr("Give the model a name without “/”."); });
    if (findArtefact(store->database(), ArtefactKind::Model, name))
        return refuse(m_name, [name] { return tr("The project already has a model named “%1”.").arg(name); });
    const auto family = static_cast<ModelFamily>(m_family->currentData().toInt());
    Expected<ModelConfig> config = presetModelConfig(family, m_preset->currentData().toString(), 0);
    if (!config)
        return refuse(m_preset, [what = config.error().what] { return shown(what); });
    NewModelSpec spec;
    spec.config = config.value();
    spec.config.vocabSize = 0; // the tokenizer's, read by the job
    spec.config.setMaxInputTokens(m_positions->value());
    spec.preset = m_preset->currentData().toString();
    spec.tokenizerDirectory = m_tokenizer->path();
    spec.projectPath = store->path();
    spec.name = name;
    spec.outputDirectory = QDir(store->dataDirectory()).filePath(QStringLiteral("models/") + name);
    m_problem->clear();
    return spec;
}

void NewModelDialog::accept() {
    if (spec())
        QDialog::accept();
}

} // namespace hw::ui
