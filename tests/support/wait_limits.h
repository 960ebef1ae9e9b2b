#pragma once

namespace hw::test {

// How long a test waits for a job (a training, an import, a headwater-cli or Python reference process) before
// calling it hung. Generous on purpose: a shared 2-core machine under load runs several-fold slower, and how
// fast a job runs is measured in bench/, never asserted by a test. ctest's TIMEOUT and QtTest's watchdog
// (tests/CMakeLists.txt) leave room for a test function that waits on a few such jobs.
inline constexpr int kJobWaitMs = 15 * 60 * 1000;

} // namespace hw::test
