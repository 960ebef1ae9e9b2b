#include "ui/widgets/action_icons.h"

#include <QAbstractButton>
#include <QStyle>

namespace hw::ui {

namespace {

struct IconChoice {
    const char* theme;                     // freedesktop icon naming specification
    QStyle::StandardPixmap standardPixmap; // where the theme has none (no theme on Windows, macOS, CI)
};

IconChoice choiceFor(ActionIcon action) {
    switch (action) {
    case ActionIcon::Run:
        return {"media-playback-start", QStyle::SP_MediaPlay};
    case ActionIcon::Pause:
        return {"media-playback-pause", QStyle::SP_MediaPause};
    case ActionIcon::Resume:
        return {"media-playback-start", QStyle::SP_MediaPlay};
    case ActionIcon::Stop:
        return {"media-playback-stop", QStyle::SP_MediaStop};
    case ActionIcon::Cancel:
        return {"process-stop", QStyle::SP_BrowserStop};
    case ActionIcon::Import:
        return {"document-import", QStyle::SP_DialogOpenButton};
    case ActionIcon::Export:
        return {"document-export", QStyle::SP_DialogSaveButton};
    case ActionIcon::Save:
        return {"document-save", QStyle::SP_DialogSaveButton};
    case ActionIcon::OpenFile:
        return {"document-open", QStyle::SP_DialogOpenButton};
    case ActionIcon::OpenFolder:
        return {"folder-open", QStyle::SP_DirOpenIcon};
    case ActionIcon::Add:
        return {"list-add", QStyle::SP_FileIcon};
    case ActionIcon::AddFolder:
        return {"folder-new", QStyle::SP_DirIcon};
    case ActionIcon::Remove:
        return {"list-remove", QStyle::SP_DialogDiscardButton};
    case ActionIcon::Delete:
        return {"edit-delete", QStyle::SP_TrashIcon};
    case ActionIcon::Refresh:
        return {"view-refresh", QStyle::SP_BrowserReload};
    case ActionIcon::Clear:
        return {"edit-clear", QStyle::SP_DialogResetButton};
    case ActionIcon::MoveUp:
        return {"go-up", QStyle::SP_ArrowUp};
    case ActionIcon::Previous:
        return {"go-previous", QStyle::SP_ArrowBack};
    case ActionIcon::Next:
        return {"go-next", QStyle::SP_ArrowForward};
    }
    return {"", QStyle::SP_CustomBase};
}

} // namespace

QIcon actionIcon(ActionIcon action, const QStyle* style) {
    const IconChoice choice = choiceFor(action);
    const QString name = QString::fromLatin1(choice.theme);
    if (QIcon::hasThemeIcon(name))
        return QIcon::fromTheme(name);
    return style->standardIcon(choice.standardPixmap);
}

void setActionIcon(QAbstractButton* button, ActionIcon action) {
    button->setIcon(actionIcon(action, button->style()));
}

} // namespace hw::ui
