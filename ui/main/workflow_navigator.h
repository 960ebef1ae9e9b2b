#pragma once

#include "ui/main/workflow_steps.h"

#include <QListWidget>

namespace hw {
struct WorkflowProgress;
}

namespace hw::ui {

// Where a step stands in the open project.
enum class StepState {
    Done,          // what the step makes is in the project
    Ready,         // what it needs is there
    NeedsPrevious, // an earlier step has to be done first
    Running        // a job of the step runs now (whatever the project holds)
};

// The states of the steps, from what the project holds; with no project open only the Project step is ready.
QVector<StepState> workflowStepStates(const WorkflowProgress* progress);

// The workflow as a numbered list: each step's icon carries its number and state (a check when done, the
// accent when ready, an accent arc while a job of the step runs, grey when it needs an earlier step), said in
// words in its tooltip and to screen readers.
class WorkflowNavigator : public QListWidget {
    Q_OBJECT
public:
    explicit WorkflowNavigator(QWidget* parent = nullptr);

    // The states from what the project holds.
    void setStates(const QVector<StepState>& states);
    // The steps a job runs for now: they show Running until the job ends, then their state again.
    void setRunningSteps(const QList<WorkflowStep>& steps);
    // What a step waiting for an earlier one needs first, in words with a link ("<a href=\"1\">") to the
    // step that provides it; empty when the step is ready or done.
    static QString needsText(WorkflowStep step, StepState state, bool projectOpen);
    StepState state(WorkflowStep step) const;
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;

private:
    void redraw();
    QString stateText(StepState state) const;

    QVector<StepState> m_states;
    QList<WorkflowStep> m_running;
};

} // namespace hw::ui
