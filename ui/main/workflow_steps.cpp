#include "ui/main/workflow_steps.h"

#include <QCoreApplication>

namespace hw::ui {

const char* workflowStepLabel(WorkflowStep step) {
    switch (step) {
    case WorkflowStep::Project:
        return QT_TRANSLATE_NOOP("MainWindow", "Project");
    case WorkflowStep::Corpus:
        return QT_TRANSLATE_NOOP("MainWindow", "Corpus");
    case WorkflowStep::Tokenizer:
        return QT_TRANSLATE_NOOP("MainWindow", "Tokenizer");
    case WorkflowStep::Pretrain:
        return QT_TRANSLATE_NOOP("MainWindow", "Pretrain");
    case WorkflowStep::FineTune:
        return QT_TRANSLATE_NOOP("MainWindow", "Fine-tune");
    case WorkflowStep::Compare:
        return QT_TRANSLATE_NOOP("MainWindow", "Compare");
    case WorkflowStep::Export:
        return QT_TRANSLATE_NOOP("MainWindow", "Export");
    }
    return "";
}

} // namespace hw::ui
