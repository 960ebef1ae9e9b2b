#pragma once

#include "core/jobs/job_manager.h"
#include "core/model_io/new_model_job.h"
#include "core/project/artefact_store.h"

#include <QComboBox>

namespace hw::ui {

class ProjectSession;

// Chooses one of the project's artefacts of a kind (corpus, tokenizer, model, ...), kept up to date with the
// project; where the artefact has files, "Choose a folder…" also offers one from outside the project ("Import
// a Hugging Face model folder…" for models, which records it in the project).
class ArtefactPicker : public QComboBox {
    Q_OBJECT
public:
    ArtefactPicker(ProjectSession& session, ArtefactKind kind, QWidget* parent = nullptr);

    void setFolderChoiceEnabled(bool enabled);
    // Offers "none" as the first choice (and chooses it), for an optional artefact.
    void setNoneChoiceEnabled(bool enabled);
    // A tokenizer picker also lists the project's models, for their tokenizers.
    void setModelTokenizersOffered(bool offered);
    // The chosen artefact's name; empty for a folder, a model's tokenizer or nothing.
    QString artefactName() const;
    // Where the chosen artefact's files are (project artefact or folder); empty for none.
    QString path() const;
    void selectName(const QString& name);
    // Chooses the first listed artefact or folder whose files are not at one of `paths` ("none" when every
    // one is, and none is offered); false when it chose none.
    bool selectFirstOtherThan(const QStringList& paths);
    bool listsArtefact(const QString& name) const;
    void addFolder(const QString& folder);
    // A model folder chosen from outside the project: with a project open it is recorded there as an imported
    // model (and chosen); otherwise, or when the folder holds no model, it is offered as a folder.
    void importFolder(const QString& folder);
    // Models: makes a new model as a job (what "New model…" does once its dialog is filled) and chooses it
    // when it is made.
    bool startNewModel(const NewModelSpec& spec);

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    void choiceChanged();
    // The list was read again from the project (after choiceChanged, if the choice changed with it).
    void refreshed();

protected:
    void changeEvent(QEvent* event) override;

private:
    QString itemText(const Artefact& artefact) const;
    void onActivated(int index);
    void onJobFinished(const JobSnapshot& job);
    void showFirstChoice();

    ProjectSession& m_session;
    ArtefactKind m_kind;
    bool m_folders = false;
    bool m_none = false;
    bool m_modelTokenizers = false;
    QStringList m_extraFolders;
    JobId m_newModelJob = 0;
    QString m_newModelName;
};

} // namespace hw::ui
