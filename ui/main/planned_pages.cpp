#include "main/planned_pages.h"

#include "pages/planned_page.h"

#include <QCoreApplication>

namespace hw::ui {

QWidget* createPlannedPage(WorkflowStep step, QWidget* parent)
{
    switch (step) {
    case WorkflowStep::Export:
        return new PlannedPage(QT_TRANSLATE_NOOP("PlannedPage", "Export"),
                               QT_TRANSLATE_NOOP("PlannedPage",
                                                 "Write Hugging Face model directories that transformers loads, and "
                                                 "ONNX files for deployment."),
                               parent);
    default: break; // pages that exist
    }
    return nullptr;
}

} // namespace hw::ui
