#pragma once
// Core-internal (includes torch's c10d): the processes of a data-parallel run, joined.

#include "core/system/distributed_environment.h"

#include <torch/csrc/distributed/c10d/Backend.hpp>
#include <torch/csrc/distributed/c10d/Store.hpp>

#include <chrono>

namespace hw {

struct JoinedProcessGroup {
    c10::intrusive_ptr<c10d::Store> store;     // rank 0 serves it at MASTER_ADDR:MASTER_PORT
    c10::intrusive_ptr<c10d::Backend> backend; // Gloo: collectives on CPU tensors
};

// Joins the run's other processes through a TCPStore: every rank waits at most `timeout` for all of them to
// arrive, and each collective afterwards fails after `timeout` too, so a rank that never comes or dies makes
// the others stop with a message instead of waiting forever.
Expected<JoinedProcessGroup> joinProcessGroup(const DistributedEnvironment& environment,
                                              std::chrono::milliseconds timeout);

} // namespace hw
