#include "ui/i18n/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace hw::ui {

namespace {

// Replaces the translator held in `slot` with `next` (none: only removes it).
void replaceTranslator(QTranslator*& slot, QTranslator* next) {
    if (slot) {
        QCoreApplication::removeTranslator(slot);
        delete slot;
    }
    slot = next;
    if (next)
        QCoreApplication::installTranslator(next);
}

} // namespace

bool applyLanguage(const QString& code) {
    static QTranslator* installed = nullptr;
    static QTranslator* qtInstalled = nullptr;
    auto next = std::make_unique<QTranslator>(QCoreApplication::instance());
    if (!next->load(QStringLiteral(":/i18n/headwater_%1.qm").arg(code)))
        return false;
    // Qt's own texts (the file dialog, OK/Cancel, Yes/No) from Qt's catalogue of the language, where the
    // system has it (Debian's qt6-translations-l10n); English needs none.
    auto qt = std::make_unique<QTranslator>(QCoreApplication::instance());
    const bool qtLoaded =
        qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    replaceTranslator(qtInstalled, qtLoaded ? qt.release() : nullptr);
    replaceTranslator(installed, next.release());
    return true;
}

} // namespace hw::ui
