#pragma once

#include "core/train/finetune_spec.h"
#include "core/train/run_setting.h"

namespace hw {

// Every tunable setting of a fine-tuning run, in the order the studio shows them; the CLI's options and
// --help, the Fine-tune page's fields and the checks before a run read this table.
const SettingTable<FinetuneSpec>& finetuneSettings();

Expected<bool> checkFinetuneSettings(const FinetuneSpec& spec);

} // namespace hw
