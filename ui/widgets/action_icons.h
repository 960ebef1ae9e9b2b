#pragma once

#include <QIcon>

class QAbstractButton;
class QStyle;

namespace hw::ui {

// The studio's main actions, each drawn with one icon on every page: the desktop theme's where it has one,
// else Qt's own standard icon, so no icon files are shipped.
enum class ActionIcon {
    Run,        // start a job: train, pretrain, fine-tune, measure, fill masks, classify
    Pause,      // a running job waits
    Resume,     // a paused job or a stopped run goes on
    Stop,       // a run stops with a checkpoint
    Cancel,     // a job is given up
    Import,     // data into the project
    Export,     // a model or results out of the studio
    Save,       // settings written beside a model
    OpenFile,   // choose a file
    OpenFolder, // show or choose a folder
    Add,        // add files to a list
    AddFolder,  // add a folder to a list
    Remove,     // take entries off a list
    Delete,     // delete files from disk
    Refresh,    // make again from its sources
    Clear,      // drop finished entries
    MoveUp,     // run sooner
    Previous,   // the page before
    Next,       // the page after
};

QIcon actionIcon(ActionIcon action, const QStyle* style);
// Gives the button the action's icon; its text stays.
void setActionIcon(QAbstractButton* button, ActionIcon action);

} // namespace hw::ui
