#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw::ui {

// The bundled demo (core/demo/demo_bundle.h), unpacked into `folder` on first use and reused afterwards:
// its data, its base model and a project titled in the interface's language. Returns the project file's path.
Expected<QString> ensureDemoProject(const QString& folder);

QString defaultDemoFolder();

} // namespace hw::ui
