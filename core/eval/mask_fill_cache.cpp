#include "eval/mask_fill_cache.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace hw {

QString MaskFillModelCache::keyOf(const QString& modelDirectory, const QString& device) {
    const QDir dir(modelDirectory);
    QString key = QFileInfo(modelDirectory).absoluteFilePath() + QLatin1Char('|') + device + QLatin1Char('|');
    for (const char* file :
         {"config.json", "model.safetensors", "pytorch_model.bin", "vocab.txt", "spm.model"}) {
        const QFileInfo info(dir.filePath(QLatin1String(file)));
        if (info.exists())
            key += QStringLiteral("%1:%2|").arg(info.size()).arg(info.lastModified().toMSecsSinceEpoch());
    }
    return key;
}

Expected<std::shared_ptr<MaskFillModel>> MaskFillModelCache::get(const QString& modelDirectory,
                                                                 const QString& device) {
    const QString key = keyOf(modelDirectory, device);
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (const auto found = m_models.constFind(key); found != m_models.cend())
            return found.value();
    }
    Expected<std::shared_ptr<MaskFillModel>> loaded = MaskFillModel::load(modelDirectory, device);
    if (!loaded)
        return loaded;
    std::lock_guard<std::mutex> lock(m_mutex);
    // An older copy of the same folder (its files changed since) goes.
    const QString prefix =
        QFileInfo(modelDirectory).absoluteFilePath() + QLatin1Char('|') + device + QLatin1Char('|');
    for (auto it = m_models.begin(); it != m_models.end();)
        it = it.key().startsWith(prefix) ? m_models.erase(it) : std::next(it);
    m_models.insert(key, loaded.value());
    return loaded;
}

void MaskFillModelCache::keepOnly(const QStringList& modelDirectories, const QString& device) {
    QStringList kept;
    for (const QString& model : modelDirectories)
        kept << QFileInfo(model).absoluteFilePath() + QLatin1Char('|') + device + QLatin1Char('|');
    std::lock_guard<std::mutex> lock(m_mutex);
    for (auto it = m_models.begin(); it != m_models.end();) {
        const bool keep =
            std::any_of(kept.begin(), kept.end(), [&](const QString& p) { return it.key().startsWith(p); });
        it = keep ? std::next(it) : m_models.erase(it);
    }
}

int MaskFillModelCache::size() const {
    std::lock_guard<std::mutex> lock(m_mutex);
    return int(m_models.size());
}

} // namespace hw
