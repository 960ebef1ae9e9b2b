#include "widgets/artefact_picker.h"

#include "project/model_import.h"
#include "project/project_session.h"
#include "project/project_store.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>

namespace hw::ui {

namespace {
enum Role { PathRole = Qt::UserRole, NameRole, ChooseFolderRole };
}

ArtefactPicker::ArtefactPicker(ProjectSession& session, ArtefactKind kind, QWidget* parent)
    : QComboBox(parent)
    , m_session(session)
    , m_kind(kind) {
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(18);
    connect(&m_session, &ProjectSession::projectChanged, this, &ArtefactPicker::refresh);
    connect(&m_session, &ProjectSession::artefactsChanged, this, &ArtefactPicker::refresh);
    connect(this, &QComboBox::activated, this, &ArtefactPicker::onActivated);
    connect(this, &QComboBox::currentIndexChanged, this, [this] {
        if (!currentData(ChooseFolderRole).toBool())
            Q_EMIT choiceChanged();
    });
    refresh();
}

void ArtefactPicker::setFolderChoiceEnabled(bool enabled) {
    m_folders = enabled;
    refresh();
}

void ArtefactPicker::setNoneChoiceEnabled(bool enabled) {
    m_none = enabled;
    refresh();
    if (enabled)
        setCurrentIndex(0);
}

void ArtefactPicker::setModelTokenizersOffered(bool offered) {
    m_modelTokenizers = offered && m_kind == ArtefactKind::Tokenizer;
    refresh();
}

void ArtefactPicker::refresh() {
    const QString previous = currentData(PathRole).toString();
    const bool wasNone = m_none && currentIndex() == 0;
    QSignalBlocker block(this);
    clear();
    if (m_none)
        addItem(tr("(none)"));
    if (ProjectStore* store = m_session.current()) {
        Expected<QVector<Artefact>> listed = listArtefacts(store->database(), m_kind);
        if (listed) {
            for (const Artefact& a : listed.value()) {
                addItem(a.name);
                setItemData(count() - 1, store->resolvePath(a.path), PathRole);
                setItemData(count() - 1, a.name, NameRole);
            }
        }
        Expected<QVector<Artefact>> models = m_modelTokenizers
                                                 ? listArtefacts(store->database(), ArtefactKind::Model)
                                                 : Expected<QVector<Artefact>>(QVector<Artefact>{});
        if (models) {
            for (const Artefact& m : models.value()) {
                const QString path = store->resolvePath(m.path);
                if (findData(path, PathRole) >= 0)
                    continue; // its tokenizer is listed already (an extended model's, say)
                addItem(tr("%1 (model)").arg(m.name));
                setItemData(count() - 1, path, PathRole);
            }
        }
    }
    for (const QString& folder : m_extraFolders) {
        addItem(QDir::toNativeSeparators(folder));
        setItemData(count() - 1, folder, PathRole);
    }
    if (m_folders) {
        addItem(m_kind == ArtefactKind::Model ? tr("Import a Hugging Face model folder…")
                                              : tr("Choose a folder…"));
        setItemData(count() - 1, true, ChooseFolderRole);
    }
    const int again = wasNone ? 0 : findData(previous, PathRole);
    setCurrentIndex(again >= 0 ? again : (count() > 0 && !itemData(0, ChooseFolderRole).toBool() ? 0 : -1));
    block.unblock();
    Q_EMIT choiceChanged();
    Q_EMIT refreshed();
}

QString ArtefactPicker::artefactName() const {
    return currentData(NameRole).toString();
}

QString ArtefactPicker::path() const {
    return currentData(PathRole).toString();
}

void ArtefactPicker::selectName(const QString& name) {
    const int index = findData(name, NameRole);
    if (index >= 0)
        setCurrentIndex(index);
}

bool ArtefactPicker::listsArtefact(const QString& name) const {
    return findData(name, NameRole) >= 0;
}

void ArtefactPicker::addFolder(const QString& folder) {
    if (!m_extraFolders.contains(folder))
        m_extraFolders.append(folder);
    refresh();
    setCurrentIndex(findData(folder, PathRole));
}

void ArtefactPicker::onActivated(int index) {
    if (!itemData(index, ChooseFolderRole).toBool())
        return;
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Choose a folder"));
    if (folder.isEmpty()) {
        setCurrentIndex(0);
        return;
    }
    importFolder(folder);
}

void ArtefactPicker::importFolder(const QString& folder) {
    ProjectStore* store = m_session.current();
    if (m_kind == ArtefactKind::Model && store) {
        const QVector<Artefact> known = artefactsAt(*store, ArtefactKind::Model, folder);
        Expected<qint64> recorded =
            known.isEmpty() ? recordImportedModel(*store, folder) : Expected<qint64>(known.first().id);
        if (recorded) {
            m_session.notifyArtefactsChanged();
            Expected<Artefact> model = artefactById(store->database(), recorded.value());
            if (model) {
                refresh();
                selectName(model->name);
                return;
            }
        }
    }
    addFolder(folder);
}

void ArtefactPicker::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && m_folders)
        setItemText(count() - 1, m_kind == ArtefactKind::Model ? tr("Import a Hugging Face model folder…")
                                                               : tr("Choose a folder…"));
    QComboBox::changeEvent(event);
}

} // namespace hw::ui
