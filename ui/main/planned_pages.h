#pragma once

#include "main/workflow_steps.h"

class QWidget;

namespace hw::ui {

// Pages whose tools come in later releases, each saying what it will hold.
QWidget* createPlannedPage(WorkflowStep step, QWidget* parent);

} // namespace hw::ui
