#pragma once

#include "core/util/expected.h"

#include <functional>

namespace hw::ui {

// What a page calls a run setting: the label of its field, or an empty string where the page has none.
using SettingLabeler = std::function<QString(const QString& settingKey)>;

// Core's texts in the interface's language. A setting is named by the page's label where it has the field,
// else by its label in core's setting tables, else by its CLI flag.
QString shown(const Text& text, const SettingLabeler& labeler = {});
// "what (where): how", each part translated.
QString shown(const UserError& error, const SettingLabeler& labeler = {});
// A stored setting's label (a key of an artefact's settings, "batch_size"): the label of the run setting with
// that run.json key in core's tables, else the label core gives a key that its jobs record; empty for a key
// neither knows.
QString settingLabel(const QString& key);

} // namespace hw::ui
