#!/usr/bin/env bash
# Builds everything with AddressSanitizer and UndefinedBehaviorSanitizer (-DHEADWATER_SANITIZE=ON, in
# build-asan/) and runs the whole test suite under them: any out-of-bounds access, use after free or undefined
# arithmetic fails the test it happens in. Leaks are reported but only Headwater's own fail the run (libraries
# such as fontconfig keep caches for the life of the process; scripts/lsan-suppressions.txt lists them).
# Takes about an hour and a half on two cores. Usage: scripts/run-sanitized-tests.sh [ctest arguments]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/build-asan"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHEADWATER_SANITIZE=ON >/dev/null
cmake --build "$build" -j"$(nproc)"
# libtorch reserves large address ranges and runs its own allocator; ASan's shadow must leave them be.
# A small quarantine keeps freed memory from counting as the process's: a test measures how much an import
# allocates.
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:protect_shadow_gap=0:detect_odr_violation=0:allocator_may_return_null=1:quarantine_size_mb=16
export LSAN_OPTIONS=suppressions=$root/scripts/lsan-suppressions.txt:print_suppressions=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# Sanitized code runs a few times slower: the suite's timeouts and the event-loop gaps the GUI tests allow are
# scaled accordingly.
export HEADWATER_TIMING_SCALE=4
ctest --test-dir "$build" --output-on-failure --timeout 1800 -j"$(nproc)" "$@"
