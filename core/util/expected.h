#pragma once

#include "core/util/text.h"

#include <QString>

#include <optional>
#include <utility>

namespace hw {

// A user-causable failure, phrased for the person who can fix it: what went wrong, where (a file, a line, or
// a run setting as Text::setting("batch-size"): the CLI shows its flag, the studio its field), and how to fix
// it. A step that was asked to stop returns UserError::cancellation(): a status, not a message.
struct UserError {
    Text what;
    Text where;
    Text how;
    bool cancelled = false;

    static UserError cancellation();
    bool isCancellation() const { return cancelled; }
    // The run setting the error concerns (its key), where `where` names one; empty otherwise.
    QString setting() const { return where.settingKey(); }
    // The whole message, "what (where): how", as one Text: to carry it into a longer message or a log line.
    Text text() const;
    QString render(const TextStyle& style) const { return text().render(style); }
    QString toString() const { return render(TextStyle{}); } // the CLI's English line
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
