#include "ui/dialogs/new_model_dialog.h"
#include "ui/i18n/core_text.h"

#include "core/model/model_presets.h"
#include "core/project/project_store.h"
#include "ui/project/project_session.h"
#include "ui/widgets/artefact_picker.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
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
    setWindowTitle(tr("New model"));
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
    form->addRow(tr("&Architecture:"), m_family);
    form->addRow(tr("&Size:"), m_preset);
    form->addRow(tr("&Tokenizer:"), m_tokenizer);
    form->addRow(tr("&Positions:"), m_positions);
    form->addRow(tr("&Name:"), m_name);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Create"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    showFamilyPresets();
    connect(m_family, &QComboBox::currentIndexChanged, this, &NewModelDialog::showFamilyPresets);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewModelDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
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
    const auto refuse = [this](QWidget* field, const QString& what) -> UserError {
        m_problem->setText(what);
        field->setFocus();
        return UserError{what, field->accessibleName(), QString()};
    };
    ProjectStore* store = m_session.current();
    if (!store)
        return refuse(m_name, tr("Open or create a project first."));
    if (m_tokenizer->path().isEmpty())
        return refuse(m_tokenizer, tr("Choose the tokenizer the model is made with (Tokenizer page)."));
    const QString name = m_name->text().trimmed();
    if (name.isEmpty() || name.contains(QLatin1Char('/')))
        return refuse(m_name, tr("Give the model a name without “/”."));
    if (findArtefact(store->database(), ArtefactKind::Model, name))
        return refuse(m_name, tr("The project already has a model named “%1”.").arg(name));
    const auto family = static_cast<ModelFamily>(m_family->currentData().toInt());
    Expected<ModelConfig> config = presetModelConfig(family, m_preset->currentData().toString(), 0);
    if (!config)
        return refuse(m_preset, shown(config.error().what));
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
