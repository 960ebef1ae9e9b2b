#pragma once

#include "core/train/pretrain_spec.h"
#include "core/train/run_setting.h"

namespace hw {

// Every tunable setting of a continued-pretraining run, in the order the studio shows them. The CLI's
// options and --help, the Pretrain page's fields, the checks before a run and run.json read this table.
const SettingTable<PretrainSpec>& pretrainSettings();

// Every setting of the spec within its range; the first refusal names its setting.
Expected<bool> checkPretrainSettings(const PretrainSpec& spec);

} // namespace hw
