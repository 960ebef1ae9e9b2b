#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw::ui {

// The bundled demo: a project file plus its sample data (a small English/Korean corpus and a
// labelled classification set), unpacked into `folder` on first use and reused afterwards.
// Returns the project file's path.
Expected<QString> ensureDemoProject(const QString& folder);

QString defaultDemoFolder();

} // namespace hw::ui
