#include "ui/main/workflow_navigator.h"

#include "core/project/workflow_progress.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPainter>
#include <QPainterPath>

namespace hw::ui {

namespace {

// A step's number in a circle: filled with a check when done, the accent's outline when ready, an accent arc
// while it runs, grey when an earlier step comes first. Drawn from the palette, so it follows a light or dark
// desktop.
QIcon stepIcon(int number, StepState state, const QPalette& palette, qreal pixelRatio) {
    const int size = 22;
    QPixmap pixmap(QSize(size, size) * pixelRatio);
    pixmap.setDevicePixelRatio(pixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor accent = palette.color(QPalette::Highlight);
    const QColor muted = palette.color(QPalette::Disabled, QPalette::WindowText);
    const QRectF circle(1.5, 1.5, size - 3, size - 3);
    if (state == StepState::Done) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(accent);
        painter.drawEllipse(circle);
        QPen tick(palette.color(QPalette::HighlightedText), 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        painter.setPen(tick);
        QPainterPath path;
        path.moveTo(6.5, 11.5);
        path.lineTo(9.8, 14.8);
        path.lineTo(15.8, 7.8);
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    } else if (state == StepState::Running) {
        // A ring that is three quarters drawn, as a spinner is: work under way.
        QColor tint = accent;
        tint.setAlphaF(0.18);
        painter.setPen(QPen(muted, 1.2));
        painter.setBrush(tint);
        painter.drawEllipse(circle);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(accent, 2.4, Qt::SolidLine, Qt::RoundCap));
        painter.drawArc(circle, 90 * 16, -270 * 16);
        QFont font = painter.font();
        font.setPixelSize(12);
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(accent);
        painter.drawText(circle, Qt::AlignCenter, QString::number(number));
    } else {
        const QColor colour = state == StepState::Ready ? accent : muted;
        painter.setPen(QPen(colour, 1.6));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(circle);
        QFont font = painter.font();
        font.setPixelSize(12);
        font.setBold(state == StepState::Ready);
        painter.setFont(font);
        painter.setPen(colour);
        painter.drawText(circle, Qt::AlignCenter, QString::number(number));
    }
    return QIcon(pixmap);
}

} // namespace

QString WorkflowNavigator::stateText(StepState state) const {
    switch (state) {
    case StepState::Done:
        return tr("done");
    case StepState::Ready:
        return tr("ready");
    case StepState::NeedsPrevious:
        return tr("needs an earlier step first");
    case StepState::Running:
        return tr("running");
    }
    return QString();
}

QString WorkflowNavigator::needsText(WorkflowStep step, StepState state, bool projectOpen) {
    if (state != StepState::NeedsPrevious)
        return QString();
    auto link = [](WorkflowStep to) { // the step by its navigator label
        return QStringLiteral("<a href=\"%1\">%2</a>")
            .arg(int(to))
            .arg(QCoreApplication::translate("MainWindow", workflowStepLabel(to)).toHtmlEscaped());
    };
    if (!projectOpen)
        return tr("Open or create a project first, on the %1 page.").arg(link(WorkflowStep::Project));
    switch (step) {
    case WorkflowStep::Tokenizer:
    case WorkflowStep::Pretrain:
        return tr("Import a corpus of in-domain text first, on the %1 page: a tokenizer is trained, and a "
                  "model "
                  "pretrained, on one.")
            .arg(link(WorkflowStep::Corpus));
    case WorkflowStep::FineTune:
        return tr("Import a labelled set first, on the %1 page (its Labelled sets tab): fine-tuning learns "
                  "your "
                  "task from it.")
            .arg(link(WorkflowStep::Corpus));
    case WorkflowStep::Compare:
    case WorkflowStep::Export:
        return tr("Make or add a model first: continue pretraining one on the %1 page, or fine-tune one on "
                  "the "
                  "%2 page.")
            .arg(link(WorkflowStep::Pretrain), link(WorkflowStep::FineTune));
    default:
        return QString();
    }
}

QVector<StepState> workflowStepStates(const WorkflowProgress* p) {
    QVector<StepState> states(kWorkflowStepCount, StepState::NeedsPrevious);
    auto set = [&](WorkflowStep step, bool done, bool ready) {
        states[int(step)] = done ? StepState::Done : ready ? StepState::Ready : StepState::NeedsPrevious;
    };
    if (!p) {
        set(WorkflowStep::Project, false, true);
        return states;
    }
    const bool text = p->corpus || p->labelledSet;
    set(WorkflowStep::Project, true, true);
    set(WorkflowStep::Corpus, text, true);
    set(WorkflowStep::Tokenizer, p->tokenizer, p->corpus);
    set(WorkflowStep::Pretrain, p->adaptedModel, p->corpus);
    set(WorkflowStep::FineTune, p->fineTuned, p->labelledSet);
    set(WorkflowStep::Compare, p->evaluated, p->model || p->fineTuned);
    set(WorkflowStep::Export, p->exported, p->model);
    return states;
}

WorkflowNavigator::WorkflowNavigator(QWidget* parent)
    : QListWidget(parent)
    , m_states(workflowStepStates(nullptr)) {
    setIconSize(QSize(22, 22));
    setSpacing(2);
    for (int i = 0; i < kWorkflowStepCount; ++i)
        new QListWidgetItem(this);
    retranslate();
}

void WorkflowNavigator::setStates(const QVector<StepState>& states) {
    if (states.size() != kWorkflowStepCount || states == m_states)
        return;
    m_states = states;
    redraw();
}

void WorkflowNavigator::setRunningSteps(const QList<WorkflowStep>& steps) {
    if (steps == m_running)
        return;
    m_running = steps;
    redraw();
}

StepState WorkflowNavigator::state(WorkflowStep step) const {
    if (m_running.contains(step))
        return StepState::Running;
    return m_states.value(int(step), StepState::NeedsPrevious);
}

void WorkflowNavigator::retranslate() {
    redraw();
}

void WorkflowNavigator::redraw() {
    for (int i = 0; i < kWorkflowStepCount; ++i) {
        QListWidgetItem* it = item(i);
        const QString label = QCoreApplication::translate("MainWindow", workflowStepLabel(WorkflowStep(i)));
        const StepState state = this->state(WorkflowStep(i));
        it->setText(label);
        it->setIcon(stepIcon(i + 1, state, palette(), devicePixelRatioF()));
        // "3. Tokenizer, ready": the number and the state the icon shows, in words.
        const QString spoken = tr("%1. %2, %3").arg(i + 1).arg(label, stateText(state));
        it->setToolTip(spoken);
        it->setData(Qt::AccessibleTextRole, spoken);
    }
}

void WorkflowNavigator::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        redraw();
    QListWidget::changeEvent(event);
}

} // namespace hw::ui
