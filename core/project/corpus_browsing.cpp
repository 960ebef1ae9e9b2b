#include "core/project/corpus_browsing.h"

#include "core/project/project_store.h"

namespace hw {

Expected<CorpusBrowsePage> browseCorpus(const CorpusBrowseRequest& request,
                                        const std::atomic_bool* cancelled) {
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(request.projectPath);
    if (!opened)
        return opened.error();
    ProjectStore& store = *opened.value();
    CorpusBrowsePage page;
    const int pageSize = std::max(1, request.pageSize);
    if (request.search.isEmpty()) {
        Expected<qint64> count = corpusDocumentCount(store.database(), request.corpusId, request.split);
        if (!count)
            return count.error();
        page.matches = count.value();
        Expected<bool> read = forEachCorpusDocumentFrom(
            store.database(), store.dataDirectory(), request.corpusId, request.split, request.offset,
            [&](const CorpusDocument& d) {
                page.documents.append(d);
                return true;
            },
            pageSize);
        if (!read)
            return read.error();
        return page;
    }
    bool stopped = false;
    qint64 visited = 0;
    Expected<bool> read = forEachCorpusDocumentFrom(
        store.database(), store.dataDirectory(), request.corpusId, request.split, 0,
        [&](const CorpusDocument& d) {
            if ((++visited & 255) == 0 && cancelled && cancelled->load()) {
                stopped = true;
                return false;
            }
            if (!QString::fromUtf8(d.utf8).contains(request.search, Qt::CaseInsensitive))
                return true;
            if (page.matches >= request.offset && page.documents.size() < pageSize)
                page.documents.append(d);
            ++page.matches;
            return true;
        });
    if (!read)
        return read.error();
    if (stopped)
        return CorpusBrowsePage{};
    return page;
}

} // namespace hw
