#pragma once

#include <QtGlobal>

namespace hw::ui {

// The studio's workflow, in the order a user walks it; the navigator and the page stack follow it.
enum class WorkflowStep { Project, Corpus, Tokenizer, Pretrain, FineTune, Compare, Export };

constexpr int kWorkflowStepCount = 7;

// Untranslated navigator label (context "MainWindow").
const char* workflowStepLabel(WorkflowStep step);

} // namespace hw::ui
