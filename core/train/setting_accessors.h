#pragma once

#include "core/train/run_setting.h"

namespace hw {

// A numeric setting held in one member of the spec.
template <typename Spec, typename Field>
SpecSetting<Spec> memberSetting(RunSetting setting, Field Spec::*member) {
    return {std::move(setting), [member](const Spec& spec) { return QJsonValue(double(spec.*member)); },
            [member](Spec& spec, const QJsonValue& value) { spec.*member = Field(value.toDouble()); }};
}

// A choice held as an enum (or any type) with a name table: `name` spells it, `parse` reads it back.
template <typename Spec, typename Field, typename Name, typename Parse>
SpecSetting<Spec> choiceSetting(RunSetting setting, Field Spec::*member, Name name, Parse parse) {
    return {std::move(setting), [member, name](const Spec& spec) { return QJsonValue(name(spec.*member)); },
            [member, parse](Spec& spec, const QJsonValue& value) { spec.*member = parse(value.toString()); }};
}

constexpr double kMaxWholeSetting = 2147483647; // what a spin box and an int hold

} // namespace hw
