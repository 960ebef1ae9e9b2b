#pragma once

#include "core/util/text.h"

#include <QString>

namespace hw {

// Versions of the libraries this build runs with, for the About dialog and `headwater-cli info`.
struct LibraryVersions {
    QString headwater;
    QString qt;
    QString libtorch;
    QString sentencepiece;
    QString sqlite;
    // The BLAS shared object actually loaded into this process, in English (loadedBlasLibrary() in the
    // reader's language).
    QString blas;
};

LibraryVersions libraryVersions();

// The CPU BLAS in use: a BLAS shared object mapped into this process (its path), else MKL when libtorch
// carries it statically (PyPI's wheels do), else a note that libtorch uses its own kernels. Reads the
// memory map because a BLAS can be swapped under a program (Debian's alternatives). The paths are shown as
// they are, the notes in the reader's language.
Text loadedBlasLibrary();

} // namespace hw
