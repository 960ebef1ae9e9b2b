#include "ui/widgets/artefact_checklist.h"

#include "core/project/project_store.h"
#include "ui/project/project_session.h"

namespace hw::ui {

ArtefactChecklist::ArtefactChecklist(ProjectSession& session, ArtefactKind kind, QWidget* parent)
    : QListWidget(parent)
    , m_session(session)
    , m_kind(kind) {
    connect(&m_session, &ProjectSession::projectChanged, this, &ArtefactChecklist::refresh);
    connect(&m_session, &ProjectSession::artefactsChanged, this, &ArtefactChecklist::refresh);
    connect(this, &QListWidget::itemChanged, this, &ArtefactChecklist::checkedChanged);
    refresh();
}

void ArtefactChecklist::refresh() {
    const QStringList checked = checkedNames();
    const QSignalBlocker blocker(this);
    clear();
    ProjectStore* store = m_session.current();
    if (!store)
        return;
    Expected<QVector<Artefact>> listed = listArtefacts(store->database(), m_kind);
    if (!listed)
        return;
    for (const Artefact& a : listed.value()) {
        if (a.name == m_excluded)
            continue;
        auto* item = new QListWidgetItem(a.name, this);
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        item->setCheckState(checked.contains(a.name) ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList ArtefactChecklist::checkedNames() const {
    QStringList names;
    for (int i = 0; i < count(); ++i)
        if (item(i)->checkState() == Qt::Checked)
            names << item(i)->text();
    return names;
}

void ArtefactChecklist::setChecked(const QString& name, bool checked) {
    for (int i = 0; i < count(); ++i)
        if (item(i)->text() == name)
            item(i)->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

void ArtefactChecklist::exclude(const QString& name) {
    if (name == m_excluded)
        return;
    m_excluded = name;
    refresh();
    Q_EMIT checkedChanged();
}

} // namespace hw::ui
