#pragma once

#include "core/project/artefact_store.h"

#include <QListWidget>

namespace hw::ui {

class ProjectSession;

// The project's artefacts of a kind with a checkbox each, kept up to date with the project (ticks survive a
// refresh), for choices of several at once ("also train on these corpora").
class ArtefactChecklist : public QListWidget {
    Q_OBJECT
public:
    ArtefactChecklist(ProjectSession& session, ArtefactKind kind, QWidget* parent = nullptr);

    QStringList checkedNames() const;
    void setChecked(const QString& name, bool checked);
    // Leaves one artefact out of the list (the one chosen elsewhere on the page).
    void exclude(const QString& name);

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    void checkedChanged();

private:
    ProjectSession& m_session;
    ArtefactKind m_kind;
    QString m_excluded;
};

} // namespace hw::ui
