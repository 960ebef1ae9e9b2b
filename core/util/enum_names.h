#pragma once

#include <QString>

#include <cstddef>
#include <optional>

namespace hw {

// An enum's names as files and command lines spell them: one table per enum, read both ways.
template <typename Enum> struct EnumName {
    Enum value;
    const char* name;
};

// The name of `value`, or an empty string where the table lacks it.
template <typename Enum, std::size_t N> QString nameIn(const EnumName<Enum> (&names)[N], Enum value) {
    for (const EnumName<Enum>& n : names)
        if (n.value == value)
            return QString::fromLatin1(n.name);
    return QString();
}

// The value called `name`, or nothing where no entry is called that.
template <typename Enum, std::size_t N>
std::optional<Enum> valueNamedIn(const EnumName<Enum> (&names)[N], const QString& name) {
    for (const EnumName<Enum>& n : names)
        if (name == QLatin1String(n.name))
            return n.value;
    return std::nullopt;
}

} // namespace hw
