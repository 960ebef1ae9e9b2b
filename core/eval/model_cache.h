#pragma once

#include "core/util/expected.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QStringList>

#include <algorithm>
#include <memory>
#include <mutex>

namespace hw {

// Models kept loaded between queries (a page asks sentence after sentence), by folder and device. A model is
// reloaded when its folder's weights, configuration or vocabulary change. Thread-safe: jobs use it from
// worker threads. `Model` offers `static Expected<std::shared_ptr<Model>> load(const QString& folder, const
// QString& device)`.
template <typename Model> class ModelCache {
public:
    // The loaded model for `modelDirectory` on `device`, loading it on first use.
    Expected<std::shared_ptr<Model>> get(const QString& modelDirectory, const QString& device) {
        const QString key = keyOf(modelDirectory, device);
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            if (const auto found = m_models.constFind(key); found != m_models.cend())
                return found.value();
        }
        Expected<std::shared_ptr<Model>> loaded = Model::load(modelDirectory, device);
        if (!loaded)
            return loaded;
        std::lock_guard<std::mutex> lock(m_mutex);
        const QString prefix = prefixOf(modelDirectory, device); // an older copy of the folder goes
        for (auto it = m_models.begin(); it != m_models.end();)
            it = it.key().startsWith(prefix) ? m_models.erase(it) : std::next(it);
        m_models.insert(key, loaded.value());
        return loaded;
    }

    // Drops every model but these (the ones the latest query used), freeing their memory.
    void keepOnly(const QStringList& modelDirectories, const QString& device) {
        QStringList kept;
        for (const QString& model : modelDirectories)
            kept << prefixOf(model, device);
        std::lock_guard<std::mutex> lock(m_mutex);
        for (auto it = m_models.begin(); it != m_models.end();) {
            const bool keep = std::any_of(kept.begin(), kept.end(),
                                          [&](const QString& p) { return it.key().startsWith(p); });
            it = keep ? std::next(it) : m_models.erase(it);
        }
    }

    int size() const {
        std::lock_guard<std::mutex> lock(m_mutex);
        return int(m_models.size());
    }

private:
    static QString prefixOf(const QString& modelDirectory, const QString& device) {
        return QFileInfo(modelDirectory).absoluteFilePath() + QLatin1Char('|') + device + QLatin1Char('|');
    }
    static QString keyOf(const QString& modelDirectory, const QString& device) {
        const QDir dir(modelDirectory);
        QString key = prefixOf(modelDirectory, device);
        for (const char* file : {"config.json", "model.safetensors", "pytorch_model.bin", "vocab.txt",
                                 "spm.model", "sentencepiece.bpe.model", "thresholds.json"}) {
            const QFileInfo info(dir.filePath(QLatin1String(file)));
            if (info.exists())
                key += QStringLiteral("%1:%2|").arg(info.size()).arg(info.lastModified().toMSecsSinceEpoch());
        }
        return key;
    }

    mutable std::mutex m_mutex;
    QHash<QString, std::shared_ptr<Model>> m_models;
};

} // namespace hw
