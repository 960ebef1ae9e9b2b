#pragma once

#include "core/util/text.h"

#include <QJsonObject>
#include <QLocale>
#include <QVector>

#include <functional>

namespace hw {

// One of an artefact's key figures as people read it: "test macro-F1 0.967", "labels joy 120, anger 80".
struct KeyFigure {
    QString key; // as stored in the artefact's figures
    Text label;
    Text value; // a number or list as it is; yes/no translated
};

// The figures worth showing beside an artefact (the project list, the studio's project table), known ones
// first in a fixed order with their labels, then any other single value: numbers with three significant
// digits (counts whole, compact from ten thousand on: 48.5k), file sizes as sizes (2.19 MB), yes/no, lists
// joined (per-label counts as "label count"); empty values, tables and
// nested reports (a comparison, a confusion matrix) are left to the pages that show them. The CLI writes
// numbers in the C locale, the studio in the interface's.
QVector<KeyFigure> keyFigures(const QJsonObject& figures, const QLocale& locale = QLocale::c());

// How an artefact was made (its settings) as a property list for people: what it is and what it was made
// from first, then the run's settings, then folders and files. Every key a job records has its label here
// (recordedSettingLabel), except the run settings, whose tables label them (the studio reads them there; the
// CLI shows their keys in words). Numbers have three significant digits, more only where a chosen value has
// them (a character coverage of 99.95%), in `locale`; shares are percentages, durations and lengths carry
// their units, a 0 that means "none" or "never" says so; yes/no; known value words in words ("WordPiece",
// "fine-tuned classifier"); lists joined with ", ". Empty values and nested objects are left out.
QVector<KeyFigure> settingEntries(const QJsonObject& settings, const QLocale& locale = QLocale::c());

// The label (translatable source text, context "hw::Text") of a key jobs record in an artefact's settings
// that no run setting table declares ("corpus_names": "Corpora"); null for any other key.
const char* recordedSettingLabel(const QString& key);
// What a 0 of the setting recorded as `key` means where it is not a count ("time_limit": "none", "patience":
// "never"; translatable source text, context "hw::Text"), for the forms and the property list alike; null
// where a 0 is a number.
const char* recordedSettingWhenZero(const QString& key);

// "label value · label value", each text rendered by `render` (the CLI's English, the studio's language).
QString keyFiguresLine(const QVector<KeyFigure>& figures, const std::function<QString(const Text&)>& render,
                       const QString& separator);

} // namespace hw
