#pragma once

#include "core/util/text.h"

#include <QStringList>
#include <QVector>

namespace hw {

// Messages as files and the CLI write them: in English, settings as flags (JSON reports, the CLI's lines).
inline QStringList englishLines(const QVector<Text>& texts) {
    QStringList lines;
    lines.reserve(texts.size());
    for (const Text& text : texts)
        lines << text.toString();
    return lines;
}

} // namespace hw
