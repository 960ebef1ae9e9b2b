#pragma once

#include "eval/mask_fill.h"

#include <QHash>

#include <mutex>

namespace hw {

// Mask-fill models kept loaded between queries (the comparison page asks sentence after sentence). A model is
// reloaded when its folder's weights or configuration change. Thread-safe: jobs use it from worker threads.
class MaskFillModelCache {
public:
    // The loaded model for `modelDirectory` on `device`, loading it on first use.
    Expected<std::shared_ptr<MaskFillModel>> get(const QString& modelDirectory, const QString& device);
    // Drops every model but these (the ones the latest query used), freeing their memory.
    void keepOnly(const QStringList& modelDirectories, const QString& device);
    int size() const;

private:
    static QString keyOf(const QString& modelDirectory, const QString& device);

    mutable std::mutex m_mutex;
    QHash<QString, std::shared_ptr<MaskFillModel>> m_models; // key: folder, device, file dates
};

} // namespace hw
