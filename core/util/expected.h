#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace hw {

// A user-causable failure, phrased for the person who can fix it:
// what went wrong, where (a file, a field, a line), and how to fix it.
struct UserError {
    QString what;
    QString where;
    QString how;

    QString toString() const;
};

// Result of an operation whose failure is the user's to fix (bad file, bad vocab).
// Programming errors and resource failures still throw; jobs catch those at their boundary.
template <typename T> class Expected {
public:
    Expected(T value)
        : m_value(std::move(value)) {}
    Expected(UserError error)
        : m_error(std::move(error)) {}

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    T& value() { return *m_value; }
    const T& value() const { return *m_value; }
    T* operator->() { return &*m_value; }
    const T* operator->() const { return &*m_value; }
    const UserError& error() const { return m_error; }

private:
    std::optional<T> m_value;
    UserError m_error;
};

} // namespace hw
