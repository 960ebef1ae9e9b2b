#pragma once

#include "core/util/text.h"

#include <QStringList>
#include <QVector>

namespace hw {

// What loading a checkpoint did beyond copying tensors one for one, as transformers would warn about it.
struct LoadReport {
    QStringList weightFiles;
    QStringList ignoredTensors;   // in the file, not used by this architecture (pooler, NSP head, ...)
    QStringList legacyRenamed;    // LayerNorm.gamma/beta read as weight/bias
    QStringList tiedRestored;     // tied weights absent from the file, taken from their source
    QStringList newlyInitialised; // head tensors created fresh (only when a new head was asked for)
    QVector<Text> notes;          // remarks for people, shown in the interface's language
};

} // namespace hw
