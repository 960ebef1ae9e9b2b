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

std::optional<WorkflowStep> workflowStepOf(JobKind kind) {
    switch (kind) {
    case JobKind::DemoPreparation:
        return WorkflowStep::Project;
    case JobKind::CorpusImport:
    case JobKind::LabelledImport:
        return WorkflowStep::Corpus;
    case JobKind::TokenizerTraining:
    case JobKind::VocabularyExtension:
    case JobKind::FragmentationComparison:
        return WorkflowStep::Tokenizer;
    case JobKind::Pretraining:
    case JobKind::VocabularyTransfer: // fitting a model to a tokenizer, on the Pretrain page
        return WorkflowStep::Pretrain;
    case JobKind::FineTuning:
        return WorkflowStep::FineTune;
    case JobKind::MaskFill:
    case JobKind::Perplexity:
        return WorkflowStep::Compare;
    case JobKind::Export:
        return WorkflowStep::Export;
    // A few seconds' work beside a step ("Try it", a speed estimate) or work of no one step: the step it
    // serves is not running.
    case JobKind::Other:
    case JobKind::NewModel:
    case JobKind::ThroughputProbe:
    case JobKind::TextClassification:
    case JobKind::ClassifierEvaluation:
    case JobKind::BatchPrediction:
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace hw::ui
