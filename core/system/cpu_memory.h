#pragma once

namespace hw {

// Training allocates and frees the same large buffers (activations, logits, gradients) every step. Left to
// glibc, blocks above its mmap threshold go back to the kernel on free, so each step pays for fresh zeroed
// pages (a fifth to a third of a small model's step time), and blocks of varying sizes fragment the heap, so
// the resident set creeps up over thousands of steps. This installs libtorch's CPU allocator with a cache of
// large blocks, reused across steps (bounded; beyond the bound blocks go back to the system), and raises
// glibc's thresholds for the rest. Process-wide and idempotent; call before long tensor work.
void keepFreedMemoryForReuse();

// Hands memory freed by a finished phase (e.g. tokenizing a corpus) back to the system, so that it does
// not stay resident through hours of training.
void returnFreedMemory();

} // namespace hw
