#pragma once

#include <QDialog>

class QLabel;

namespace hw::ui {

// Name, purpose and the versions of every library this build runs with.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QString m_version; // Headwater's
    QLabel* m_intro;
    QList<QLabel*> m_libraryLabels; // Qt, libtorch, SentencePiece, SQLite, BLAS
    QLabel* m_blas = nullptr;       // which BLAS is loaded, in words of the interface's language
};

} // namespace hw::ui
