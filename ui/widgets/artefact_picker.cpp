#include "ui/widgets/artefact_picker.h"

#include "core/model/model_architecture.h"

#include "core/model_io/model_import.h"
#include "core/project/project_store.h"
#include "core/system/hub_cache.h"
#include "ui/dialogs/new_model_dialog.h"
#include "ui/jobs/job_controller.h"
#include "ui/project/project_session.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>

namespace hw::ui {

namespace {
// ChooseFolderRole marks the items that are actions, not choices ("Choose a folder…", "New model…").
// HubModelRole marks a model of the Hugging Face cache that the project does not hold yet.
enum Role { PathRole = Qt::UserRole, NameRole, ChooseFolderRole, NewModelRole, HubModelRole };
} // namespace

ArtefactPicker::ArtefactPicker(ProjectSession& session, ArtefactKind kind, QWidget* parent)
    : QComboBox(parent)
    , m_session(session)
    , m_kind(kind) {
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(18);
    connect(&m_session, &ProjectSession::projectChanged, this, &ArtefactPicker::refresh);
    connect(&m_session, &ProjectSession::artefactsChanged, this, &ArtefactPicker::refresh);
    connect(this, &QComboBox::activated, this, &ArtefactPicker::onActivated);
    if (m_kind == ArtefactKind::Model && m_session.jobController())
        connect(m_session.jobController(), &JobController::jobFinished, this, &ArtefactPicker::onJobFinished);
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

// A model's family beside its name ("legal · RoBERTa"), from what was recorded with it.
QString ArtefactPicker::itemText(const Artefact& artefact) const {
    if (m_kind != ArtefactKind::Model)
        return artefact.name;
    const QString recorded = artefact.figures.value(QLatin1String("architecture"))
                                 .toString(artefact.settings.value(QLatin1String("architecture")).toString());
    const QString family = familyDisplayNameOf(recorded);
    return family.isEmpty() ? artefact.name : tr("%1 · %2").arg(artefact.name, family);
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
                addItem(itemText(a));
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
    // The Hugging Face cache's models, by Hub id: choosing one records it in the project.
    if (m_kind == ArtefactKind::Model) {
        for (const CachedHubModel& cached : listCachedHubModels()) {
            if (findData(cached.folder, PathRole) >= 0)
                continue;
            addItem(tr("%1 · Hugging Face cache").arg(cached.displayName()));
            setItemData(count() - 1, cached.folder, PathRole);
            setItemData(count() - 1, true, HubModelRole);
        }
    }
    if (m_kind == ArtefactKind::Model && m_session.jobController() && m_session.current()) {
        addItem(tr("New model…"));
        setItemData(count() - 1, true, ChooseFolderRole);
        setItemData(count() - 1, true, NewModelRole);
    }
    if (m_folders) {
        addItem(m_kind == ArtefactKind::Model ? tr("Import a Hugging Face model folder…")
                                              : tr("Choose a folder…"));
        setItemData(count() - 1, true, ChooseFolderRole);
    }
    const int again = wasNone ? 0 : findData(previous, PathRole);
    // A cache model is chosen by the user only, so that choosing it records it in the project.
    const bool firstIsChoice =
        count() > 0 && !itemData(0, ChooseFolderRole).toBool() && !itemData(0, HubModelRole).toBool();
    setCurrentIndex(again >= 0 ? again : (firstIsChoice ? 0 : -1));
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
    if (itemData(index, NewModelRole).toBool()) {
        NewModelDialog dialog(m_session, this);
        if (dialog.exec() == QDialog::Accepted)
            startNewModel(dialog.spec().value());
        else
            showFirstChoice();
        return;
    }
    if (itemData(index, HubModelRole).toBool()) {
        importFolder(itemData(index, PathRole).toString());
        return;
    }
    if (!itemData(index, ChooseFolderRole).toBool())
        return;
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Choose a folder"));
    if (folder.isEmpty()) {
        showFirstChoice();
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

// Back to the first real choice after an action item was picked and given up (or while its job runs).
bool ArtefactPicker::selectFirstOtherThan(const QStringList& paths) {
    for (int i = 0; i < count(); ++i) {
        const QString path = itemData(i, PathRole).toString();
        if (!path.isEmpty() && !paths.contains(path) && !itemData(i, ChooseFolderRole).toBool() &&
            !itemData(i, HubModelRole).toBool()) {
            setCurrentIndex(i);
            return true;
        }
    }
    if (m_none)
        setCurrentIndex(0);
    return false;
}

void ArtefactPicker::showFirstChoice() {
    for (int i = 0; i < count(); ++i)
        if (!itemData(i, ChooseFolderRole).toBool()) {
            setCurrentIndex(i);
            return;
        }
    setCurrentIndex(-1);
}

// The new model is chosen once its job has made it; until then the picker shows its earlier choice.
bool ArtefactPicker::startNewModel(const NewModelSpec& spec) {
    JobController* jobs = m_session.jobController();
    if (!jobs || m_newModelJob != 0)
        return false;
    m_newModelName = spec.name;
    m_newModelJob = jobs->submit(std::make_shared<NewModelJob>(spec));
    showFirstChoice();
    return true;
}

void ArtefactPicker::onJobFinished(const JobSnapshot& job) {
    if (job.id != m_newModelJob)
        return;
    m_newModelJob = 0;
    if (job.state != JobState::Succeeded)
        return; // the jobs panel says why
    m_session.notifyArtefactsChanged();
    refresh();
    selectName(m_newModelName);
    Q_EMIT activated(currentIndex()); // as if chosen from the list: remembered like a user's choice
}

void ArtefactPicker::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        refresh(); // the action items' texts
    QComboBox::changeEvent(event);
}

} // namespace hw::ui
