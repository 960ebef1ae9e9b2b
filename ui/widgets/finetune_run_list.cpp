#include "ui/widgets/finetune_run_list.h"

#include "core/eval/finetune_run_results.h"
#include "core/project/project_store.h"

#include <QComboBox>
#include <QJsonArray>
#include <QSignalBlocker>

namespace hw::ui {

void fillFinetuningRuns(QComboBox& chooser, const ProjectStore* store, int minimumModels) {
    const QString current = chooser.currentText();
    QSignalBlocker block(&chooser);
    chooser.clear();
    if (store) {
        Expected<QVector<Artefact>> runs = finetuningRuns(store->database());
        if (runs)
            for (const Artefact& run : runs.value())
                if (run.settings.value(QLatin1String("models")).toArray().size() >= minimumModels)
                    chooser.addItem(run.name, run.id);
    }
    const int keep = chooser.findText(current);
    chooser.setCurrentIndex(keep >= 0 ? keep : chooser.count() - 1);
}

} // namespace hw::ui
