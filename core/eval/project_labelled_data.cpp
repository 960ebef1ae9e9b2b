#include "core/eval/project_labelled_data.h"

namespace hw {

Expected<ProjectLabelledData> openProjectLabelledData(const QString& projectPath, const QString& setName,
                                                      LabelledReadOptions& read) {
    ProjectLabelledData data;
    if (!projectPath.isEmpty()) {
        Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(projectPath);
        if (!opened)
            return opened.error();
        data.store = std::move(opened.value());
    }
    if (setName.isEmpty())
        return data;
    if (!data.store)
        return UserError{Text::tr("a labelled set is named but no project"),
                         Text::setting(QStringLiteral("labelled")),
                         Text::tr("give the project that holds the set (%1)")
                             .arg(Text::setting(QStringLiteral("project")))};
    Expected<LabelledSetFiles> set = projectLabelledSet(*data.store, setName);
    if (!set)
        return set.error();
    data.set = set.value();
    // The project's splits are written with these fields (LabelledImportJob).
    read.labelFields = {QStringLiteral("label")};
    read.read.textFields = {QStringLiteral("text")};
    read.multiLabel = set->multiLabel;
    return data;
}

} // namespace hw
