#pragma once

#include <QString>

namespace hw::ui {

// Installs the embedded catalogue for `code` ("ko" or "en") and replaces the previous one;
// widgets retranslate on the QEvent::LanguageChange this sends. Returns false if no catalogue loaded.
bool applyLanguage(const QString& code);

} // namespace hw::ui
