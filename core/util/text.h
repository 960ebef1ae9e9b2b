#pragma once

#include <QString>
#include <QVector>

#include <functional>
#include <memory>
#include <type_traits>

namespace hw {

// How a Text is shown: in English or the user's language, and what a run setting is called. The CLI names a
// setting by its flag (--batch-size), the studio by the label of its field on the page.
struct TextStyle {
    bool translated = false;
    std::function<QString(const QString& settingKey)> settingName; // empty: "--key"
};

// A message for people, written once in core: its English source text (marked for translation, lupdate
// context "hw::Text"), its arguments and the run setting it concerns. The CLI renders it in English with
// settings as flags; the studio in the interface's language with settings as the labels on its pages.
// Text made from a QString (a path, a library's own message) is shown as it is.
class Text {
public:
    Text() = default;
    Text(const QString& verbatim);       // NOLINT: any QString is a Text shown as it is
    Text(const char* verbatim) = delete; // a literal is either tr() or QStringLiteral, never implicit

    // Translatable source text with %1, %2... placeholders; with n >= 0, %n and the plural forms. The
    // arguments are tr()'s, so lupdate reads them as it reads tr().
    static Text tr(const char* source, const char* disambiguation = nullptr, int n = -1);
    // A run setting by its key (the CLI flag without dashes, e.g. "batch-size").
    static Text setting(const QString& key);
    // The parts one after the other with `separator` between them, each shown in the reader's language.
    static Text joined(const QVector<Text>& parts, const QString& separator);

    Text arg(const Text& value) const;
    Text arg(const QString& value) const { return arg(Text(value)); }
    Text arg(const QString& a, const QString& b) const { return arg(a).arg(b); }
    Text arg(const QString& a, const QString& b, const QString& c) const { return arg(a).arg(b).arg(c); }
    // A Text among several arguments would reach the QString overloads above as English: refused, so each
    // Text takes an arg() of its own.
    template <typename A, typename B, typename... More,
              std::enable_if_t<std::disjunction_v<std::is_same<A, Text>, std::is_same<B, Text>,
                                                  std::is_same<More, Text>...>,
                               int> = 0>
    Text arg(const A&, const B&, const More&...) const = delete;
    template <typename N, std::enable_if_t<std::is_integral_v<N>, int> = 0> Text arg(N value) const {
        return arg(QString::number(value));
    }
    Text arg(double value, char format = 'g', int precision = -1) const {
        return arg(QString::number(value, format, precision));
    }

    bool isEmpty() const;
    // The setting this text names, where it is a setting reference; empty otherwise.
    QString settingKey() const { return m_kind == Kind::Setting ? m_value : QString(); }
    QString render(const TextStyle& style) const;
    QString toString() const { return render(TextStyle{}); } // English, settings as flags
    operator QString() const { return toString(); }          // NOLINT: where only English is wanted

private:
    enum class Kind { Verbatim, Translatable, Setting };
    Kind m_kind = Kind::Verbatim;
    QString m_value;                // the verbatim text, the setting key
    const char* m_source = nullptr; // Translatable: the source text (a literal: lives forever)
    const char* m_disambiguation = nullptr;
    int m_count = -1;
    std::shared_ptr<const QVector<Text>> m_args; // shared: Texts are copied around freely
};

} // namespace hw
