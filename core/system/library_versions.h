#pragma once

#include <QString>

namespace hw {

// Versions of the libraries this build runs with, for the About dialog and `headwater-cli info`.
struct LibraryVersions {
    QString headwater;
    QString qt;
    QString libtorch;
    QString sentencepiece;
    QString sqlite;
    QString blas; // the BLAS shared object actually loaded into this process
};

LibraryVersions libraryVersions();

// Path of the BLAS library mapped into this process, or a note saying none was found.
// Reads the process's memory map because Debian swaps BLAS implementations through alternatives,
// so the name libtorch was linked against says nothing about the one in use.
QString loadedBlasLibrary();

} // namespace hw
