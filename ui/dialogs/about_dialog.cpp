#include "ui/dialogs/about_dialog.h"

#include "core/system/library_versions.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace hw::ui {

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("About Headwater"));
    const LibraryVersions v = libraryVersions();

    auto* intro =
        new QLabel(tr("<b>Headwater %1</b><br>Domain-adaptive pretraining studio for BERT and ELECTRA "
                      "encoders.<br><i>Clear the upstream model, and the downstream task runs clear.</i>")
                       .arg(v.headwater),
                   this);
    intro->setWordWrap(true);

    auto* versions = new QFormLayout;
    auto addRow = [&](const QString& label, const QString& value) {
        auto* text = new QLabel(value, this);
        text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        text->setWordWrap(true);
        versions->addRow(label, text);
    };
    addRow(tr("Qt"), v.qt);
    addRow(tr("libtorch"), v.libtorch);
    addRow(tr("SentencePiece"), v.sentencepiece);
    addRow(tr("SQLite"), v.sqlite);
    addRow(tr("BLAS"), v.blas);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(versions);
    layout->addWidget(buttons);
}

} // namespace hw::ui
