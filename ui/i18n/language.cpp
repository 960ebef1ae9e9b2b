#include "ui/i18n/language.h"

#include <QCoreApplication>
#include <QTranslator>

namespace hw::ui {

bool applyLanguage(const QString& code) {
    static QTranslator* installed = nullptr;
    auto* next = new QTranslator(QCoreApplication::instance());
    if (!next->load(QStringLiteral(":/i18n/headwater_%1.qm").arg(code))) {
        delete next;
        return false;
    }
    if (installed) {
        QCoreApplication::removeTranslator(installed);
        delete installed;
    }
    QCoreApplication::installTranslator(next);
    installed = next;
    return true;
}

} // namespace hw::ui
