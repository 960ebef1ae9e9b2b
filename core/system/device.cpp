#include "core/system/device.h"

#include <QRegularExpression>

#include <algorithm>

namespace hw {

Device Device::cuda(int index) {
    return Device(std::max(0, index));
}

Expected<Device> Device::parse(const QString& text) {
    const QString name = text.trimmed().toLower();
    if (name == QLatin1String("cpu"))
        return Device::cpu();
    static const QRegularExpression cudaPattern(QStringLiteral("^cuda(?:\\s*:\\s*(\\d{1,4}))?$"));
    const QRegularExpressionMatch match = cudaPattern.match(name);
    if (match.hasMatch())
        return Device::cuda(match.captured(1).isEmpty() ? 0 : match.captured(1).toInt());
    return UserError{text.trimmed().isEmpty() ? Text::tr("no device given")
                                              : Text::tr("unknown device '%1'").arg(text.trimmed()),
                     Text::setting(QStringLiteral("device")),
                     Text::tr("use cpu, cuda or cuda:N (`headwater-cli info` lists this machine's devices)")};
}

QString Device::name() const {
    return isCpu() ? QStringLiteral("cpu") : QStringLiteral("cuda:%1").arg(m_index);
}

QString normalizedDeviceName(const QString& text) {
    const Expected<Device> device = Device::parse(text);
    return device ? device->name() : text;
}

} // namespace hw
