#include "core/util/text.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace hw {

Text::Text(const QString& verbatim)
    : m_value(verbatim) {}

Text Text::tr(const char* source, const char* disambiguation, int n) {
    Text text;
    text.m_kind = Kind::Translatable;
    text.m_source = source;
    text.m_disambiguation = disambiguation;
    text.m_count = n;
    return text;
}

Text Text::setting(const QString& key) {
    Text text;
    text.m_kind = Kind::Setting;
    text.m_value = key;
    return text;
}

Text Text::joined(const QVector<Text>& parts, const QString& separator) {
    QStringList placeholders;
    for (qsizetype i = 0; i < parts.size(); ++i)
        placeholders << QStringLiteral("%%1").arg(i + 1);
    Text text(placeholders.join(separator));
    for (const Text& part : parts)
        text = text.arg(part);
    return text;
}

Text Text::arg(const Text& value) const {
    Text text = *this;
    auto args = m_args ? std::make_shared<QVector<Text>>(*m_args) : std::make_shared<QVector<Text>>();
    args->append(value);
    text.m_args = std::move(args);
    return text;
}

bool Text::isEmpty() const {
    return m_kind == Kind::Verbatim ? m_value.isEmpty() && !m_args : false;
}

QString Text::render(const TextStyle& style) const {
    switch (m_kind) {
    case Kind::Setting:
        return style.settingName ? style.settingName(m_value) : QStringLiteral("--") + m_value;
    case Kind::Verbatim:
        if (!m_args)
            return m_value;
        break;
    case Kind::Translatable:
        break;
    }
    QString out = m_kind == Kind::Verbatim ? m_value
                  : style.translated
                      ? QCoreApplication::translate("hw::Text", m_source, m_disambiguation, m_count)
                      : QString::fromUtf8(m_source);
    if (m_kind == Kind::Translatable && m_count >= 0 && !style.translated) {
        // The English source marks the counted word "%n word(s)": one word, or words (translate() does
        // this through the English numerus forms, and replaces %n itself).
        static const QRegularExpression countedWord(QStringLiteral("(%n \\S+?)\\(s\\)"));
        out.replace(countedWord, m_count == 1 ? QStringLiteral("\\1") : QStringLiteral("\\1s"));
        out.replace(QStringLiteral("%n"), QString::number(m_count));
    }
    // One pass over the placeholders, so an argument's own "%1" is never substituted again.
    if (m_args) {
        QString result;
        result.reserve(out.size());
        for (qsizetype i = 0; i < out.size(); ++i) {
            if (out[i] == QLatin1Char('%') && i + 1 < out.size() && out[i + 1].isDigit()) {
                qsizetype j = i + 1;
                int number = 0;
                while (j < out.size() && out[j].isDigit() && number < 10)
                    number = number * 10 + out[j++].digitValue();
                if (number >= 1 && number <= m_args->size()) {
                    result += m_args->at(number - 1).render(style);
                    i = j - 1;
                    continue;
                }
            }
            result += out[i];
        }
        out = result;
    }
    return out;
}

} // namespace hw
