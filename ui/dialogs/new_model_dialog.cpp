#include "ui/dialogs/new_model_dialog.h"
#include "ui/i18n/core_text.h"

#include "core/model/model_presets.h"
#include "core/model/model_size.h"
#include "core/project/artefact_argument.h"
#include "core/project/project_store.h"
#include "ui/project/project_session.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/scrolling_form.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace hw::ui {

NewModelDialog::NewModelDialog(ProjectSession& session, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_family(new QComboBox(this))
    , m_preset(new QComboBox(this))
    , m_hidden(new QSpinBox(this))
    , m_layers(new QSpinBox(this))
    , m_heads(new QSpinBox(this))
    , m_intermediate(new QSpinBox(this))
    , m_embedding(new QSpinBox(this))
    , m_shapeNote(new QLabel(this))
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
    // The shape: the preset's sizes, each editable, in core's bounds.
    const std::tuple<QSpinBox*, const char*, int> sizes[] = {
        {m_hidden, "newModelHidden", kMaximumShapeHidden},
        {m_layers, "newModelLayers", kMaximumShapeLayers},
        {m_heads, "newModelHeads", kMaximumShapeHeads},
        {m_intermediate, "newModelIntermediate", kMaximumShapeIntermediate},
        {m_embedding, "newModelEmbedding", kMaximumShapeHidden}};
    for (const auto& [box, name, maximum] : sizes) {
        box->setObjectName(QLatin1String(name));
        box->setRange(1, maximum);
    }
    m_shapeNote->setObjectName(QStringLiteral("newModelShapeNote"));
    m_shapeNote->setWordWrap(true);
    m_tokenizer->setObjectName(QStringLiteral("newModelTokenizer"));
    m_tokenizer->setModelTokenizersOffered(true);
    m_tokenizer->setFolderChoiceEnabled(true);
    m_positions->setObjectName(QStringLiteral("newModelPositions"));
    m_positions->setRange(16, 8192);
    m_name->setObjectName(QStringLiteral("newModelName"));
    m_problem->setObjectName(QStringLiteral("newModelProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("font-weight: bold"));

    // In a scroll area: on a short screen the rows scroll instead of being squeezed.
    auto* formWidget = new QWidget;
    m_form = new QFormLayout(formWidget);
    for (QWidget* field :
         std::initializer_list<QWidget*>{m_family, m_preset, m_hidden, m_layers, m_heads, m_intermediate,
                                         m_embedding, m_tokenizer, m_positions, m_name}) {
        m_labels << new QLabel(formWidget);
        m_labels.back()->setBuddy(field);
        m_form->addRow(m_labels.back(), field);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    // Not the standard OK button: the box would name that "OK" again on a language switch.
    m_create = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    auto* layout = new QVBoxLayout(this);
    QScrollArea* scroll = scrollingForm(formWidget, this);
    layout->addWidget(scroll);
    layout->addWidget(m_shapeNote);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    showFamilyPresets();
    connect(m_family, &QComboBox::currentIndexChanged, this, &NewModelDialog::showFamilyPresets);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &NewModelDialog::showPresetShape);
    connect(m_hidden, &QSpinBox::valueChanged, this, &NewModelDialog::followHiddenSize);
    for (QSpinBox* box : {m_hidden, m_layers, m_heads, m_intermediate, m_embedding})
        connect(box, &QSpinBox::valueChanged, this, &NewModelDialog::showShape);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewModelDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
    // Opened with every row in view and the sizes described in full, where the screen has the room; it may be
    // made smaller, the form then scrolls.
    const QSize least = scroll->minimumSize();
    const QSize wanted = formWidget->sizeHint() + QSize(2 * scroll->frameWidth(), 2 * scroll->frameWidth()) +
                         QSize(scroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent), 0);
    const QSize room = screen() ? screen()->availableGeometry().size() * 3 / 4 : wanted;
    scroll->setMinimumSize(wanted.boundedTo(room).expandedTo(least));
    adjustSize();
    scroll->setMinimumSize(least);
}

void NewModelDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showFamilyPresets(); // the sizes' descriptions are core's, in the new language
        QTimer::singleShot(0, this, &NewModelDialog::fitMessages); // after the messages are rendered again
    }
    QDialog::changeEvent(event);
}

void NewModelDialog::resizeEvent(QResizeEvent* event) {
    QDialog::resizeEvent(event);
    fitMessages();
}

// Each wrapped message as tall as its lines at the dialog's width: a layout sizes a wrapped label for one
// width only, and a longer message would run over the rows.
void NewModelDialog::fitMessages() {
    for (QLabel* label : {m_shapeNote, m_problem})
        label->setMinimumHeight(label->text().isEmpty() ? 0 : label->heightForWidth(label->width()));
}

void NewModelDialog::retranslate() {
    setWindowTitle(tr("New model"));
    const QString labels[] = {tr("&Architecture:"),    tr("&Size:"),
                              tr("&Hidden size:"),     tr("&Layers:"),
                              tr("Attention hea&ds:"), tr("&Feed-forward size:"),
                              tr("&Embedding size:"),  tr("&Tokenizer:"),
                              tr("&Positions:"),       tr("&Name:")};
    for (int i = 0; i < m_labels.size(); ++i)
        m_labels[i]->setText(labels[i]);
    m_create->setText(tr("&Create"));
    m_family->setAccessibleName(tr("Architecture"));
    m_preset->setAccessibleName(tr("Model size"));
    m_preset->setToolTip(tr("The preset fills in the sizes below; change any of them for a custom shape"));
    m_hidden->setAccessibleName(tr("Hidden size"));
    m_hidden->setToolTip(tr("hidden_size: the width of every layer, a multiple of the attention heads"));
    m_layers->setAccessibleName(tr("Layers"));
    m_layers->setToolTip(tr("num_hidden_layers"));
    m_heads->setAccessibleName(tr("Attention heads"));
    m_heads->setToolTip(tr("num_attention_heads: each head reads hidden size / heads dimensions"));
    m_intermediate->setAccessibleName(tr("Feed-forward size"));
    m_intermediate->setToolTip(
        tr("intermediate_size: follows the hidden size (4 x, ModernBERT 1.5 x) until you change it"));
    m_embedding->setAccessibleName(tr("Embedding size"));
    m_embedding->setToolTip(tr("embedding_size: ELECTRA's token embeddings, projected to the hidden size"));
    m_shapeNote->setAccessibleDescription(tr("Size of the model"));
    m_tokenizer->setAccessibleName(tr("Tokenizer of the new model"));
    m_positions->setAccessibleName(tr("Position embeddings"));
    m_positions->setToolTip(tr("The longest sequence the model will read"));
    m_name->setAccessibleName(tr("Name of the new model"));
    m_problem->setAccessibleDescription(tr("Problem with the settings"));
}

ModelFamily NewModelDialog::family() const {
    return static_cast<ModelFamily>(m_family->currentData().toInt());
}

QString NewModelDialog::preset() const {
    return m_preset->currentData().toString();
}

ModelShape NewModelDialog::shape() const {
    ModelShape s;
    s.hidden = m_hidden->value();
    s.layers = m_layers->value();
    s.heads = m_heads->value();
    s.intermediate = m_intermediate->value();
    if (family() == ModelFamily::Electra)
        s.embedding = m_embedding->value();
    return s;
}

// The shape field a core refusal names by its setting key (new-model's option).
QWidget* NewModelDialog::field(const QString& settingKey) const {
    const std::pair<const char*, QWidget*> fields[] = {{"preset", m_preset},
                                                       {"hidden", m_hidden},
                                                       {"layers", m_layers},
                                                       {"heads", m_heads},
                                                       {"intermediate", m_intermediate},
                                                       {"embedding-size", m_embedding}};
    for (const auto& [key, widget] : fields)
        if (settingKey == QLatin1String(key))
            return widget;
    return nullptr;
}

QString NewModelDialog::fieldLabel(const QString& settingKey) const {
    QWidget* widget = field(settingKey);
    for (QLabel* label : m_labels)
        if (widget && label->buddy() == widget)
            return label->text().remove(QLatin1Char('&')).remove(QLatin1Char(':'));
    return QString();
}

// Each size described in the chosen family's shape, and the family's longest input (ModernBERT reads 8192
// tokens, the others 512) offered as the positions.
void NewModelDialog::showFamilyPresets() {
    QAbstractItemView* list = m_preset->view();
    int widest = 0;
    for (int i = 0; i < m_preset->count(); ++i) {
        const QString description = shown(modelPresetDescription(family(), m_preset->itemData(i).toString()));
        m_preset->setItemText(i, description);
        m_preset->setItemData(i, description, Qt::ToolTipRole);
        widest = std::max(widest, list->fontMetrics().horizontalAdvance(description));
    }
    // The list opens as wide as its longest description, however narrow the field is (with room for the
    // frame, a scroll bar and the items' own padding).
    const int itemPadding = 16;
    list->setMinimumWidth(widest + 4 * list->frameWidth() + style()->pixelMetric(QStyle::PM_ScrollBarExtent) +
                          2 * style()->pixelMetric(QStyle::PM_MenuHMargin) + itemPadding);
    const Expected<ModelConfig> config = presetModelConfig(family(), preset(), 0);
    if (!config)
        return;
    // A length the user typed is kept; only the previous family's own is replaced.
    const int previous = m_familyPositions;
    m_familyPositions = std::min(config->maxInputTokens(), m_positions->maximum());
    if (previous == 0 || m_positions->value() == previous)
        m_positions->setValue(m_familyPositions);
    showPresetShape();
}

// The chosen preset's sizes in the shape fields, the embedding size offered for ELECTRA only.
void NewModelDialog::showPresetShape() {
    const ModelShape sizes = presetShape(family(), preset());
    if (!sizes.hidden)
        return;
    m_following = sizes;
    const std::pair<QSpinBox*, int> values[] = {{m_hidden, *sizes.hidden},
                                                {m_layers, *sizes.layers},
                                                {m_heads, *sizes.heads},
                                                {m_intermediate, *sizes.intermediate},
                                                {m_embedding, *sizes.embedding}};
    for (const auto& [box, value] : values) {
        const QSignalBlocker quiet(box);
        box->setValue(value);
    }
    m_form->setRowVisible(m_embedding, family() == ModelFamily::Electra);
    showShape();
}

// A new hidden size brings the feed-forward (and ELECTRA's embedding) size of the preset's proportions, as
// new-model --hidden does, unless the user typed another.
void NewModelDialog::followHiddenSize() {
    const ModelShape follows = presetShape(family(), preset(), m_hidden->value());
    if (!follows.hidden)
        return;
    const auto follow = [](QSpinBox* box, const std::optional<int>& before, int now) {
        if (before && box->value() == *before) {
            const QSignalBlocker quiet(box);
            box->setValue(now);
        }
    };
    follow(m_intermediate, m_following.intermediate, *follows.intermediate);
    follow(m_embedding, m_following.embedding, *follows.embedding);
    m_following = follows;
}

// The shape's parameter count, or why it cannot be built, while the sizes are edited; and the name offered
// for it (bert-small, bert-h192-l4), numbered where the project has it.
void NewModelDialog::showShape() {
    const Expected<ModelConfig> built = presetModelConfig(family(), preset(), 0, shape());
    if (!built) {
        setLiveText(m_shapeNote, [this, error = built.error()] {
            return shown(error, [this](const QString& key) { return fieldLabel(key); });
        });
        fitMessages();
        return;
    }
    if (m_shapeRefused) { // the refusal below the form is answered
        m_problem->clear();
        m_shapeRefused = false;
    }
    ModelConfig one = built.value();
    one.vocabSize = 1;
    const qint64 withoutVocabulary = estimatedParameterCount(built.value());
    const qint64 perEntry = estimatedParameterCount(one) - withoutVocabulary;
    const bool custom = differsFromPreset(built.value(), preset());
    setLiveText(m_shapeNote, [withoutVocabulary, perEntry, custom] {
        const QString size = tr("%1 parameters and %2 more for each vocabulary entry")
                                 .arg(QLocale().toString(withoutVocabulary))
                                 .arg(QLocale().toString(perEntry));
        return custom ? tr("Custom shape: %1").arg(size) : size;
    });
    fitMessages();
    QString suggestion = newModelName(built.value(), preset());
    if (ProjectStore* store = m_session.current())
        if (Expected<QString> unused = unusedArtefactPlace(*store, ArtefactKind::Model, suggestion))
            suggestion = unused.value();
    const QString typed = m_name->text().trimmed();
    if (typed.isEmpty() || typed == m_suggestedName)
        m_name->setText(suggestion);
    m_suggestedName = suggestion;
}

Expected<NewModelSpec> NewModelDialog::spec() {
    // What is wrong as rendered in the interface's language, now and after a language switch.
    const auto refuse = [this](QWidget* field, const std::function<QString()>& what) -> UserError {
        setLiveText(m_problem, what);
        fitMessages();
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
    Expected<ModelConfig> config = presetModelConfig(family(), preset(), 0, shape());
    if (!config) {
        QWidget* wrong = field(config.error().setting());
        m_shapeRefused = true;
        return refuse(wrong ? wrong : m_preset, [this, error = config.error()] {
            return shown(error, [this](const QString& key) { return fieldLabel(key); });
        });
    }
    NewModelSpec spec;
    spec.config = config.value();
    spec.config.vocabSize = 0; // the tokenizer's, read by the job
    spec.config.setMaxInputTokens(m_positions->value());
    spec.preset = presetRecord(spec.config, preset());
    spec.tokenizerDirectory = m_tokenizer->path();
    spec.projectPath = store->path();
    spec.name = name;
    spec.outputDirectory = QDir(store->dataDirectory()).filePath(QStringLiteral("models/") + name);
    m_problem->clear();
    fitMessages();
    return spec;
}

void NewModelDialog::accept() {
    if (spec())
        QDialog::accept();
}

} // namespace hw::ui
