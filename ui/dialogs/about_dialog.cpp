#include "ui/dialogs/about_dialog.h"

#include "core/system/library_versions.h"
#include "ui/i18n/core_text.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace hw::ui {

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent)
    , m_intro(new QLabel(this)) {
    const LibraryVersions v = libraryVersions();
    m_version = v.headwater;
    m_intro->setWordWrap(true);

    auto* versions = new QFormLayout;
    auto addVersion = [&](const QString& version) {
        auto* text = new QLabel(version, this);
        text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        text->setWordWrap(true);
        m_libraryLabels << new QLabel(this);
        versions->addRow(m_libraryLabels.back(), text);
        return text;
    };
    for (const QString& version : {v.qt, v.libtorch, v.sentencepiece, v.sqlite})
        addVersion(version);
    m_blas = addVersion(QString()); // in words: set in retranslate()

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(versions);
    layout->addWidget(buttons);
    retranslate();
}

void AboutDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void AboutDialog::retranslate() {
    setWindowTitle(tr("About Headwater"));
    m_intro->setText(tr("<b>Headwater %1</b><br>Domain-adaptive pretraining studio for BERT and ELECTRA "
                        "encoders.<br><i>Clear the upstream model, and the downstream task runs clear.</i>")
                         .arg(m_version));
    const QString names[] = {tr("Qt"), tr("libtorch"), tr("SentencePiece"), tr("SQLite"), tr("BLAS")};
    for (int i = 0; i < m_libraryLabels.size(); ++i)
        m_libraryLabels[i]->setText(names[i]);
    m_blas->setText(shown(loadedBlasLibrary()));
}

} // namespace hw::ui
