#pragma once

#include "core/util/expected.h"

#include <QString>
#include <QVector>

#include <optional>

namespace hw {

// A model in the Hugging Face cache, laid out as huggingface_hub lays it out:
// CACHE/models--ORG--NAME/refs/main (a commit hash), snapshots/HASH/ (links into blobs/), blobs/.
struct CachedHubModel {
    QString repoId;   // "klue/roberta-base"
    QString revision; // the snapshot's commit hash
    QString ref;      // the ref that names the snapshot ("main"), empty when none does
    QString folder;   // the snapshot folder: a model folder like any other
    // "klue/roberta-base (main, 0123abc)": how pickers and messages name it.
    QString displayName() const;
};

// Where huggingface_hub keeps its cache: $HF_HUB_CACHE, else $HUGGINGFACE_HUB_CACHE, else $HF_HOME/hub, else
// $XDG_CACHE_HOME/huggingface/hub, else ~/.cache/huggingface/hub.
QString huggingFaceHubCache();

// Every cached model snapshot that holds a config.json, by Hub id, the snapshot refs/main names first.
QVector<CachedHubModel> listCachedHubModels(const QString& cache = huggingFaceHubCache());

// "org/name" or a single "name", optionally followed by "@REVISION" (a ref such as main, or a commit hash).
bool looksLikeHubId(const QString& value);

// A Hub id resolved offline to the cached snapshot that its ref (main unless "@REVISION" says otherwise)
// names, or to the snapshot of that commit hash, as transformers' from_pretrained would offline; never
// downloads. A model that is not cached is refused, saying how to fetch it.
Expected<CachedHubModel> resolveCachedHubModel(const QString& id,
                                               const QString& cache = huggingFaceHubCache());

// The cached model whose snapshot `folder` is (the Hub id and revision its path records), if it is one.
std::optional<CachedHubModel> cachedHubModelAt(const QString& folder);

} // namespace hw
