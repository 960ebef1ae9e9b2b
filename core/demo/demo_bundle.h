#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw {

// The demo ships as a folder (resources/demo in the source tree, share/headwater/demo once installed):
// data/ holds its domain corpus and labelled sets, base-model/ the small general-domain BERT that Headwater
// pretrained on general text (scripts/demo/build-demo-model.sh), README.md their sources and licences.
// A demo project's folder has the same data/ and base-model/ beside its project file.
namespace demo {
inline constexpr const char* kDataFolder = "data";
inline constexpr const char* kBaseModelFolder = "base-model";
inline constexpr const char* kProjectFile = "demo.hwproj";
} // namespace demo

// The installed bundle beside the executable (../share/headwater/demo), else the one this build was made
// from; empty when neither holds a base model.
QString bundledDemoFolder();

// Copies the bundle's data and base model into `folder` and creates the demo project there, titled `title`,
// unless it exists; returns the project file's path. A file already in `folder` is kept as it is, never
// replaced, so a project made from it stays consistent.
Expected<QString> unpackDemo(const QString& bundle, const QString& folder, const QString& title);

} // namespace hw
