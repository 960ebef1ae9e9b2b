#pragma once

#include <QString>

class QWidget;

namespace hw::ui {

// Keeps what the user chose on a page for the next start: the named combo boxes (artefact pickers by
// artefact name, once the project lists it), spin boxes, check boxes, tabs and splitters under `page`, in
// QSettings under "choices/<page's object name>/<widget's object name>". Only the user's own changes are
// kept (a choice activated, a box clicked, a value edited, a tab clicked, a splitter dragged), not those
// the program makes, so a page filled in by a script or a refresh does not overwrite them. Widgets without
// an object name, and combo boxes that list a history rather than a setting, are left alone.
void rememberChoices(QWidget* page);

} // namespace hw::ui
