#pragma once
// The Hugging Face reference stack (transformers, tokenizers, scikit-learn...) in the Python environment
// that packaging/install-deps.sh creates. Tests that compare against it fail, never skip, when it is missing.

#include "tests/support/wait_limits.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace hw::test {

struct ReferenceRun {
    bool ok = false; // exit code 0
    int exitCode = -1;
    QByteArray output; // stdout
    QString failure;   // what went wrong, with stderr, for QVERIFY2
};

// Empty when the environment holds every reference package; otherwise what is missing and how to install it.
QString referenceStackProblem();

// Runs tests/python/hf_reference.py COMMAND ARGS... with the environment's Python.
ReferenceRun runReference(const QString& command, const QStringList& arguments, int timeoutMs = kJobWaitMs);

} // namespace hw::test

// Fails the current test (with the install command) when the reference stack is missing.
#define HW_REQUIRE_REFERENCE_STACK()                                                                         \
    do {                                                                                                     \
        static const QString problem = hw::test::referenceStackProblem();                                    \
        QVERIFY2(problem.isEmpty(), qPrintable(problem));                                                    \
    } while (false)
