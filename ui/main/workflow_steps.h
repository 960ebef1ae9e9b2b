#pragma once

#include "core/jobs/job.h"

#include <QtGlobal>

#include <optional>

namespace hw::ui {

// The studio's workflow, in the order a user walks it; the navigator and the page stack follow it.
enum class WorkflowStep { Project, Corpus, Tokenizer, Pretrain, FineTune, Compare, Export };

constexpr int kWorkflowStepCount = 7;

// Untranslated navigator label (context "MainWindow").
const char* workflowStepLabel(WorkflowStep step);

// The step whose work a job of `kind` is (a pretraining job is the Pretrain step's), where the navigator
// shows it running; none for work that belongs to no one step (a new model made from a picker, a speed
// probe).
std::optional<WorkflowStep> workflowStepOf(JobKind kind);

} // namespace hw::ui
